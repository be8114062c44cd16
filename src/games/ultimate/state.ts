/**
 * The state of a game of Ultimate: an immutable, frozen value over a compact core, with the views
 * a UI draws (the 81 cells, each local board's result, the board the player to move is sent to,
 * the winning line) built on first read.
 *
 * @packageDocumentation
 */
import { seal } from '../../core/seal.js';
import type { GameMetadata, GameStatus, Mark, PlayerRef, SeatedPlayer } from '../../core/types.js';
import { DRAWN, LINE_MASKS, marksOn, ONGOING, playCore, X_WON, type Core } from './core.js';
import { movesOf, type UltimateMove } from './moves.js';
import { squareName, writePosition } from './notation.js';
import type { UltimateRules } from './rules.js';

/** What a local board came to: a mark that won it, `'draw'` (full without a line), or `null` (still open). */
export type LocalResult = Mark | 'draw' | null;

/** One move of a game's history. */
export interface UltimateHistoryEntry {
  /** The move's number: 1 for the first mark on the board (after a setup, counting its marks). */
  readonly moveNumber: number;
  /** The id of the player who moved. */
  readonly playerId: string;
  /** The mark placed. */
  readonly symbol: Mark;
  /** The move as one number: `board × 9 + cell`. */
  readonly move: number;
  /** The local board, 0–8. */
  readonly board: number;
  /** The cell of the local board, 0–8. */
  readonly cell: number;
  /** The square, as the UGI engines name it: `'e5'`. */
  readonly square: string;
}

/** A game of Ultimate tic-tac-toe: an immutable, frozen value. Every move makes a new one. */
export interface UltimateState {
  /** The rules: which boards close, what a drawn board counts for, the tiebreak. */
  readonly rules: UltimateRules;
  /** The two players, in the order given to `createInitialState`, each with their mark. */
  readonly players: readonly [SeatedPlayer, SeatedPlayer];
  /** The caller's metadata, passed through untouched. */
  readonly metadata: GameMetadata;
  /** The 81 cells by move number: `board[b × 9 + c]` is cell `c` of local board `b`. */
  readonly board: readonly (Mark | null)[];
  /** What each of the 9 local boards came to, by board. */
  readonly boards: readonly LocalResult[];
  /** The board the player to move is sent to, or `null`: any open board (and when the game is over). */
  readonly forcedBoard: number | null;
  /** The mark to move, or `null` when the game is over. */
  readonly currentPlayer: Mark | null;
  /** The id of the player to move, or `null` when the game is over. */
  readonly currentPlayerId: string | null;
  /** `'in-progress'`, `'won'` or `'draw'`. */
  readonly status: GameStatus;
  /** Who won, or `null`. */
  readonly winner: PlayerRef | null;
  /** The three local boards of the winning global line, or `null` (also for a win by the tiebreak). */
  readonly winningLine: readonly [number, number, number] | null;
  /** The marks on the board. */
  readonly moveCount: number;
  /** The moves played, oldest first (from the setup, for a game imported with `fromSetup`). */
  readonly history: readonly UltimateHistoryEntry[];
  /** The last move of the history, or `null`. */
  readonly lastMove: UltimateHistoryEntry | null;
  /** The position string the game started from, for a game imported with `fromSetup`; else `null`. */
  readonly setup: string | null;
  /** Returns the state as plain JSON data: what `JSON.stringify` writes, and what the engine accepts back. */
  toJSON(): SerializedUltimateState;
}

/** An {@link UltimateState} as plain data, as `JSON.stringify(state)` writes it. */
export type SerializedUltimateState = Omit<UltimateState, 'lastMove' | 'toJSON'>;

/** The fields of a serialized state, in the order `toJSON` writes them. */
export const ULTIMATE_JSON_KEYS = [
  'rules',
  'players',
  'metadata',
  'board',
  'boards',
  'forcedBoard',
  'currentPlayer',
  'currentPlayerId',
  'status',
  'winner',
  'winningLine',
  'moveCount',
  'history',
  'setup',
] as const satisfies readonly (keyof SerializedUltimateState)[];

/** What every state of one game shares: the rules, the players, the metadata. Frozen. */
export interface UltimateContext {
  readonly rules: UltimateRules;
  readonly players: readonly [SeatedPlayer, SeatedPlayer];
  /** The player refs by mark index: `[X, O]`. */
  readonly refs: readonly [PlayerRef, PlayerRef];
  readonly metadata: GameMetadata;
}

/** The compact core of a state, for the modules of this library. */
export interface UltimatePosition {
  readonly context: UltimateContext;
  readonly core: Core;
  /** The number of moves in the history. */
  readonly plies: number;
  /** The state before the last move of the history, or `null`. */
  readonly previous: UState | null;
  /** The last move of the history, or −1. */
  readonly move: number;
  /** The position string a game set up started from, and its last move (−1 for none). */
  readonly setup: { readonly text: string; readonly lastMove: number } | null;
  readonly state: UState;
  /** The legal moves, once asked for: a memo of constant data. */
  legal: readonly UltimateMove[] | undefined;
}

const STATUSES: readonly GameStatus[] = ['in-progress', 'won', 'won', 'draw'];

/** Whether the first state has sealed the class. */
let sealed = false;

/** The implementation of {@link UltimateState}: a core and a link to the previous state, behind a frozen surface. */
export class UState implements UltimateState {
  declare readonly rules: UltimateRules;
  declare readonly players: readonly [SeatedPlayer, SeatedPlayer];
  declare readonly metadata: GameMetadata;
  declare readonly forcedBoard: number | null;
  declare readonly status: GameStatus;
  declare readonly currentPlayer: Mark | null;
  declare readonly currentPlayerId: string | null;
  declare readonly winner: PlayerRef | null;
  declare readonly moveCount: number;

  readonly #position: UltimatePosition;
  #board: readonly (Mark | null)[] | undefined;
  #boards: readonly LocalResult[] | undefined;
  #line: readonly [number, number, number] | null | undefined;
  #history: readonly UltimateHistoryEntry[] | undefined;

  constructor(
    context: UltimateContext,
    core: Core,
    previous: UState | null,
    move: number,
    plies: number,
    setup: UltimatePosition['setup'],
  ) {
    const playing = core.status === ONGOING;
    this.rules = context.rules;
    this.players = context.players;
    this.metadata = context.metadata;
    this.forcedBoard = core.forced >= 0 ? core.forced : null;
    this.status = STATUSES[core.status]!;
    this.currentPlayer = playing ? (core.turn ? 'O' : 'X') : null;
    this.currentPlayerId = playing ? context.refs[core.turn].playerId : null;
    this.winner = playing || core.status === DRAWN ? null : context.refs[core.status === X_WON ? 0 : 1];
    this.moveCount = core.count;
    this.#position = { context, core, plies, previous, move, setup, state: this, legal: undefined };
    Object.freeze(this);
    if (!sealed) {
      sealed = true;
      seal(UState, 'INVALID_STATE', 'Ultimate states are made by the engine, not by their constructor.');
    }
  }

  /** The position of a genuine state, or `undefined` for anything else. */
  static positionOf(value: unknown): UltimatePosition | undefined {
    return typeof value === 'object' && value !== null && #position in value ? (value as UState).#position : undefined;
  }

  get board(): readonly (Mark | null)[] {
    if (this.#board === undefined) {
      const { core } = this.#position;
      const board: (Mark | null)[] = [];
      for (let b = 0; b < 9; b++) {
        const x = marksOn(core, 0, b);
        const o = marksOn(core, 1, b);
        for (let c = 0; c < 9; c++) board.push((x >>> c) & 1 ? 'X' : (o >>> c) & 1 ? 'O' : null);
      }
      this.#board = Object.freeze(board);
    }
    return this.#board;
  }

  get boards(): readonly LocalResult[] {
    if (this.#boards === undefined) {
      const { wonX, wonO, drawn } = this.#position.core;
      const boards: LocalResult[] = [];
      for (let b = 0; b < 9; b++)
        boards.push((wonX >>> b) & 1 ? 'X' : (wonO >>> b) & 1 ? 'O' : (drawn >>> b) & 1 ? 'draw' : null);
      this.#boards = Object.freeze(boards);
    }
    return this.#boards;
  }

  get winningLine(): readonly [number, number, number] | null {
    if (this.#line === undefined) {
      const { line } = this.#position.core;
      const boards: number[] = [];
      if (line >= 0) for (let b = 0; b < 9; b++) if ((LINE_MASKS[line]! >>> b) & 1) boards.push(b);
      this.#line = line >= 0 ? (Object.freeze(boards) as unknown as readonly [number, number, number]) : null;
    }
    return this.#line;
  }

  get history(): readonly UltimateHistoryEntry[] {
    if (this.#history === undefined) {
      const { plies, context } = this.#position;
      const entries: UltimateHistoryEntry[] = [];
      for (let at: UltimatePosition = this.#position, i = plies - 1; i >= 0; at = at.previous!.#position, i--) {
        const ref = context.refs[1 - at.core.turn]!;
        entries[i] = Object.freeze({
          moveNumber: at.core.count,
          playerId: ref.playerId,
          symbol: ref.symbol,
          move: at.move,
          board: (at.move / 9) | 0,
          cell: at.move % 9,
          square: squareName(at.move),
        });
      }
      this.#history = Object.freeze(entries);
    }
    return this.#history;
  }

  get lastMove(): UltimateHistoryEntry | null {
    return this.#position.plies === 0 ? null : this.history[this.#position.plies - 1]!;
  }

  get setup(): string | null {
    return this.#position.setup?.text ?? null;
  }

  toJSON(): SerializedUltimateState {
    return Object.fromEntries(ULTIMATE_JSON_KEYS.map((key) => [key, this[key]])) as SerializedUltimateState;
  }

  [Symbol.for('nodejs.util.inspect.custom')](): SerializedUltimateState {
    return this.toJSON();
  }
}

/** The position of a genuine state, or `undefined`. */
export function positionOf(value: unknown): UltimatePosition | undefined {
  return UState.positionOf(value);
}

/** The state of a game's first position: `core` (the empty board, or a setup's), with an empty history. */
export function startState(context: UltimateContext, core: Core, setup: UltimatePosition['setup']): UState {
  return new UState(context, core, null, -1, 0, setup);
}

/** The state after the player to move plays `move`, which must be legal. */
export function playMove(position: UltimatePosition, move: number): UState {
  const { context, core, plies, state, setup } = position;
  return new UState(context, playCore(core, move), state, move, plies + 1, setup);
}

/** The moves of the player to move, shared frozen objects, in increasing order (none when the game is over). */
export function legalMovesOf(position: UltimatePosition): readonly UltimateMove[] {
  if (position.legal === undefined) {
    const { core } = position;
    const moves = movesOf(core.turn);
    const list: UltimateMove[] = [];
    if (core.status === ONGOING) {
      const boards = core.forced >= 0 ? 1 << core.forced : ~core.closed & 511;
      for (let b = 0; b < 9; b++) {
        if (!((boards >>> b) & 1)) continue;
        const empty = ~(marksOn(core, 0, b) | marksOn(core, 1, b)) & 511;
        for (let c = 0; c < 9; c++) if ((empty >>> c) & 1) list.push(moves[b * 9 + c]!);
      }
    }
    position.legal = Object.freeze(list);
  }
  return position.legal;
}

/** The position string of a state's position: its cells, the player to move, and its last move. */
export function positionText(position: UltimatePosition): string {
  return writePosition(position.core, position.move >= 0 ? position.move : (position.setup?.lastMove ?? -1));
}
