import { seal } from '../internal/seal.js';
import { popcount } from '../internal/bits.js';
import type { WinningLine } from '../rules/geometry.js';
import {
  MARKS,
  type Board,
  type Cell,
  type CellIndex,
  type GameMetadata,
  type GameStatus,
  type GridCoordinate,
  type Mark,
  type PlayerRef,
  type SeatedPlayer,
  type Variant,
} from '../types.js';
import type { GameContext } from './context.js';

/** One move of a game's history. */
export interface HistoryEntry {
  /** The move's number in the game: 1 for the first mark on the board. */
  readonly turn: number;
  /** The id of the player who moved. */
  readonly playerId: string;
  /** The mark placed. */
  readonly symbol: Mark;
  /** The cell marked. */
  readonly cell: CellIndex;
  /** The cell marked, as `{ row, col }`. */
  readonly position: GridCoordinate;
}

/**
 * A tic-tac-toe game state: an immutable, frozen value. Every operation returns a new state;
 * states share what did not change. Derived views (`board`, `grid`, `history`) are built on
 * first read and frozen.
 */
export interface GameState {
  /** The rule variant. */
  readonly variant: Variant;
  /** The two players, in the order given to `createInitialState`, each with their mark. */
  readonly players: readonly [SeatedPlayer, SeatedPlayer];
  /** The caller's metadata (game id, timestamps …), passed through untouched. */
  readonly metadata: GameMetadata;
  /** The 9 cells, row-major: index 0 is the top left, 8 the bottom right. */
  readonly board: Board;
  /** The same cells as 3 rows of 3. */
  readonly grid: readonly (readonly Cell[])[];
  /** The mark to move, or `null` when the game is over. */
  readonly currentPlayer: Mark | null;
  /** The id of the player to move, or `null` when the game is over. */
  readonly currentPlayerId: string | null;
  /** `'in-progress'`, `'won'` or `'draw'`. */
  readonly status: GameStatus;
  /** Who won: in misère, the opponent of the player who completed the line. */
  readonly winner: PlayerRef | null;
  /** The completed line, or `null`. In misère it is the loser's line. */
  readonly winningLine: WinningLine | null;
  /** The number of marks on the board. */
  readonly moveCount: number;
  /** The moves played, oldest first. A position imported with `fromSetup` starts with an empty history. */
  readonly history: readonly HistoryEntry[];
  /** The last move of the history, or `null`. */
  readonly lastMove: HistoryEntry | null;
  /** Returns the state as plain JSON data: what `JSON.stringify` writes, and what the engine accepts back. */
  toJSON(): SerializedState;
}

/** The compact core of a state, for the modules of this library (never exported to users). */
export interface Position {
  readonly context: GameContext;
  /** Bit i set: cell i holds X. */
  readonly x: number;
  /** Bit i set: cell i holds O. */
  readonly o: number;
  /** The mark index that moves next (0 X, 1 O), set even when the game is over. */
  readonly turn: 0 | 1;
  /** The history's cells, packed in base `size`, oldest first. */
  readonly moves: number;
  /** The number of moves in the history. */
  readonly plies: number;
  readonly status: GameStatus;
}

const INSPECT = Symbol.for('nodejs.util.inspect.custom');

/** The fields of a serialized state, in the order `toJSON` writes them. */
export const JSON_KEYS = [
  'variant',
  'players',
  'metadata',
  'board',
  'currentPlayer',
  'currentPlayerId',
  'status',
  'winner',
  'winningLine',
  'moveCount',
  'history',
] as const satisfies readonly (keyof SerializedState)[];

/** Returns the compact position of a genuine state (made by this library), or `undefined` for anything else. */
export function positionOf(value: unknown): Position | undefined {
  return State.positionOf(value);
}

/** Whether the first state has sealed the class. */
let sealed = false;

/** Returns a new state: the position with marks `x` and `o` and the packed history `moves` of `plies` moves. */
export function makeState(context: GameContext, x: number, o: number, moves: number, plies: number): State {
  return new State(context, x, o, moves, plies);
}



/**
 * The implementation of {@link GameState}: two bit masks and a packed move list behind a frozen
 * surface. Made only by {@link makeState}: the class is sealed (see `seal`).
 */
export class State implements GameState {
  // Declared only: the constructor sets each one (in this order), so no class field is emitted.
  declare readonly variant: Variant;
  declare readonly players: readonly [SeatedPlayer, SeatedPlayer];
  declare readonly metadata: GameMetadata;
  declare readonly status: GameStatus;
  declare readonly currentPlayer: Mark | null;
  declare readonly currentPlayerId: string | null;
  declare readonly winner: PlayerRef | null;
  declare readonly winningLine: WinningLine | null;
  declare readonly moveCount: number;

  readonly #position: Position;
  // Lazy views: private fields stay writable on a frozen object, so each view is built once.
  #board: Board | undefined;
  #grid: readonly (readonly Cell[])[] | undefined;
  #history: readonly HistoryEntry[] | undefined;

  /** Builds the state with marks `x` and `o` and the packed history `moves` of `plies` moves: see {@link makeState}. */
  constructor(context: GameContext, x: number, o: number, moves: number, plies: number) {
    const { geometry, refs, lineTable } = context;
    // A reachable position has at most one mark with a line.
    const xLine = lineTable[x]!;
    const line = xLine >= 0 ? xLine : lineTable[o]!;
    const completer = xLine >= 0 ? 0 : 1;
    const count = popcount(x | o);
    const turn = (count & 1) as 0 | 1;
    const status: GameStatus = line >= 0 ? 'won' : (x | o) === geometry.fullMask ? 'draw' : 'in-progress';
    const playing = status === 'in-progress';
    this.variant = context.variant;
    this.players = context.players;
    this.metadata = context.metadata;
    this.status = status;
    this.currentPlayer = playing ? MARKS[turn] : null;
    this.currentPlayerId = playing ? refs[turn].playerId : null;
    this.winner = line < 0 ? null : refs[context.variant === 'misere' ? 1 - completer : completer]!;
    this.winningLine = line < 0 ? null : geometry.lines[line]!;
    this.moveCount = count;
    this.#position = { context, x, o, turn, moves, plies, status };
    Object.freeze(this);
    if (!sealed) {
      sealed = true;
      seal(State, 'INVALID_STATE', 'Game states are made by the engine, not by their constructor.');
    }
  }

  /**
   * Returns the compact position of a genuine state, or `undefined` for anything else. Static, on
   * a sealed class that no caller can reach.
   */
  static positionOf(value: unknown): Position | undefined {
    return typeof value === 'object' && value !== null && #position in value ? (value as State).#position : undefined;
  }

  get board(): Board {
    if (this.#board === undefined) {
      const { x, o, context } = this.#position;
      const board: Cell[] = [];
      for (let i = 0; i < context.geometry.size; i++) board.push((x >>> i) & 1 ? 'X' : (o >>> i) & 1 ? 'O' : null);
      this.#board = Object.freeze(board);
    }
    return this.#board;
  }

  get grid(): readonly (readonly Cell[])[] {
    if (this.#grid === undefined) {
      const { rows, cols } = this.#position.context.geometry;
      const board = this.board;
      this.#grid = Object.freeze(Array.from({ length: rows }, (_, r) => Object.freeze(board.slice(r * cols, r * cols + cols))));
    }
    return this.#grid;
  }

  get history(): readonly HistoryEntry[] {
    if (this.#history === undefined) {
      const { x, moves, plies, context } = this.#position;
      const { size, coordinates } = context.geometry;
      const entries: HistoryEntry[] = [];
      let packed = moves;
      for (let i = plies - 1; i >= 0; i--) {
        const cell = (packed % size) as CellIndex;
        packed = Math.floor(packed / size);
        const ref = context.refs[(x >>> cell) & 1 ? 0 : 1];
        entries[i] = Object.freeze({
          turn: this.moveCount - plies + i + 1,
          playerId: ref.playerId,
          symbol: ref.symbol,
          cell,
          position: coordinates[cell]!,
        });
      }
      this.#history = Object.freeze(entries);
    }
    return this.#history;
  }

  get lastMove(): HistoryEntry | null {
    return this.#position.plies === 0 ? null : this.history[this.#position.plies - 1]!;
  }

  /** Returns the state as plain JSON data: what `JSON.stringify` writes, and what the engine accepts back. */
  toJSON(): SerializedState {
    return Object.fromEntries(JSON_KEYS.map((key) => [key, this[key]])) as SerializedState;
  }

  [INSPECT](): SerializedState {
    return this.toJSON();
  }
}

/** A {@link GameState} as plain data, as `JSON.stringify(state)` writes it. */
export type SerializedState = Omit<GameState, 'grid' | 'lastMove' | 'toJSON'>;

/** Returns the state after the mover of `position` plays `cell`, which must be empty in a game in progress. */
export function play(position: Position, cell: number): State {
  const { context, x, o, turn, moves, plies } = position;
  const bit = 1 << cell;
  return new State(context, turn === 0 ? x | bit : x, turn === 0 ? o : o | bit, moves * context.geometry.size + cell, plies + 1);
}
