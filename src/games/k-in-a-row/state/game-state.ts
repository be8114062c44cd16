import { seal } from '../../../core/seal.js';
import { has, withCell, type CellSet } from '../rules/cellset.js';
import type { WinningLine } from '../rules/geometry.js';
import type { Rules } from '../rules/rules.js';
import {
  MARKS,
  type Board,
  type Cell,
  type GameMetadata,
  type GameStatus,
  type GridCoordinate,
  type Mark,
  type PlayerRef,
  type SeatedPlayer,
  type TicTacToeMove,
} from '../../../core/types.js';
import type { GameContext } from './context.js';

/** One move of a game's history. */
export interface HistoryEntry {
  /** The move's number in the game: 1 for the first mark on the board. */
  readonly moveNumber: number;
  /** The id of the player who moved. */
  readonly playerId: string;
  /** The mark placed. */
  readonly symbol: Mark;
  /** The cell marked (row-major index). */
  readonly cell: number;
  /** The cell marked, as `{ row, col }`. */
  readonly position: GridCoordinate;
}

/**
 * A game state: an immutable, frozen value. Every operation returns a new state;
 * states share what did not change. Derived views (`board`, `grid`, `history`) are built on
 * first read and frozen.
 */
export interface GameState {
  /** The game's rules: the board's shape, the line length, gravity and the variant. */
  readonly rules: Rules;
  /** The two players, in the order given to `createInitialState`, each with their mark. */
  readonly players: readonly [SeatedPlayer, SeatedPlayer];
  /** The caller's metadata (game id, timestamps …), passed through untouched. */
  readonly metadata: GameMetadata;
  /** The `rows × columns` cells, row-major: index 0 is the top left, the last the bottom right. */
  readonly board: Board;
  /** The same cells as `rows` rows of `columns` cells. */
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
  /** The cells that hold X. */
  readonly x: CellSet;
  /** The cells that hold O. */
  readonly o: CellSet;
  /** The mark index that moves next (0 X, 1 O), set even when the game is over. */
  readonly turn: 0 | 1;
  /** The number of marks on the board. */
  readonly count: number;
  /** The number of moves in the history. */
  readonly plies: number;
  /** The state before the last move of the history, or `null` when the history is empty. */
  readonly previous: State | null;
  /** The cell of the last move of the history, or -1. */
  readonly cell: number;
  readonly status: GameStatus;
  /** The state itself. */
  readonly state: State;
  /** The legal moves of the player to move, once asked for (see `legalMoves`): a memo of constant data. */
  legal: readonly TicTacToeMove[] | undefined;
}

const INSPECT = Symbol.for('nodejs.util.inspect.custom');

/** The fields of a serialized state, in the order `toJSON` writes them. */
export const JSON_KEYS = [
  'rules',
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

/**
 * Returns the state of a position with marks `x` and `o` (a reachable one: at most one mark has a
 * line) and an empty history.
 */
export function makeState(context: GameContext, x: CellSet, o: CellSet, count: number): State {
  const { firstLine, inARow } = context.geometry;
  // A line needs `inARow` marks: an empty or young board is looked at no further.
  const xLine = count >= 2 * inARow - 1 ? firstLine(x) : -1;
  const line = xLine >= 0 ? xLine : count >= 2 * inARow ? firstLine(o) : -1;
  return new State(context, x, o, count, null, -1, 0, line, xLine >= 0 ? 0 : 1);
}

/**
 * The implementation of {@link GameState}: two cell sets and a link to the previous state behind
 * a frozen surface. Made only by {@link makeState} and {@link play}: the class is sealed (see `seal`).
 */
export class State implements GameState {
  // Declared only: the constructor sets each one (in this order), so no class field is emitted.
  declare readonly rules: Rules;
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

  /**
   * Builds a state of `count` marks: `previous` and `cell` are the history's last step (`null`
   * and -1 for none), `line` the index of the first completed line (or -1) and `completer` the
   * mark index that completed it.
   */
  constructor(
    context: GameContext,
    x: CellSet,
    o: CellSet,
    count: number,
    previous: State | null,
    cell: number,
    plies: number,
    line: number,
    completer: number,
  ) {
    const { geometry, refs } = context;
    const turn = (count & 1) as 0 | 1;
    const status: GameStatus = line >= 0 ? 'won' : count === geometry.size ? 'draw' : 'in-progress';
    const playing = status === 'in-progress';
    this.rules = context.rules;
    this.players = context.players;
    this.metadata = context.metadata;
    this.status = status;
    this.currentPlayer = playing ? MARKS[turn] : null;
    this.currentPlayerId = playing ? refs[turn].playerId : null;
    this.winner = line < 0 ? null : refs[context.variant === 'misere' ? 1 - completer : completer]!;
    this.winningLine = line < 0 ? null : geometry.line(line);
    this.moveCount = count;
    this.#position = {
      context,
      x,
      o,
      turn,
      count,
      plies,
      previous,
      cell,
      status,
      state: this,
      legal: undefined,
    };
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
      for (let i = 0; i < context.geometry.size; i++) board.push(has(x, i) ? 'X' : has(o, i) ? 'O' : null);
      this.#board = Object.freeze(board);
    }
    return this.#board;
  }

  get grid(): readonly (readonly Cell[])[] {
    if (this.#grid === undefined) {
      const { rows, columns } = this.#position.context.geometry;
      const board = this.board;
      // Plain loops: slicing a frozen array, or Array.from, is many times slower.
      const grid: (readonly Cell[])[] = [];
      for (let r = 0; r < rows; r++) {
        const row: Cell[] = [];
        for (let c = 0; c < columns; c++) row.push(board[r * columns + c]!);
        grid.push(Object.freeze(row));
      }
      this.#grid = Object.freeze(grid);
    }
    return this.#grid;
  }

  get history(): readonly HistoryEntry[] {
    if (this.#history === undefined) {
      const { plies, context } = this.#position;
      const entries: HistoryEntry[] = [];
      for (let at: Position = this.#position, i = plies - 1; i >= 0; at = at.previous!.#position, i--) {
        const ref = context.refs[1 - at.turn]!;
        entries[i] = Object.freeze({
          moveNumber: at.count,
          playerId: ref.playerId,
          symbol: ref.symbol,
          cell: at.cell,
          position: context.geometry.coordinates[at.cell]!,
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

/**
 * Returns the state after the mover of `position` plays `cell`, which must be empty (and supported, with gravity) in a
 * game in progress.
 */
export function play(position: Position, cell: number): State {
  const { context, x, o, turn, count, plies, state } = position;
  const mine = withCell(turn === 0 ? x : o, cell);
  const line = context.geometry.lineThrough(mine, cell);
  return turn === 0
    ? new State(context, mine, o, count + 1, state, cell, plies + 1, line, 0)
    : new State(context, x, mine, count + 1, state, cell, plies + 1, line, 1);
}
