/**
 * The vocabulary shared by every module: marks, cells, boards, moves, players and
 * the generic grid-game contract ({@link GameEngineAPI}) that {@link TicTacToeEngine} implements.
 *
 * @packageDocumentation
 */

/** The two marks, in the order they move: X always moves first. */
export const MARKS = ['X', 'O'] as const;

/** A mark: `'X'` or `'O'`. */
export type Mark = (typeof MARKS)[number];

/** The content of one cell: a mark, or `null` when empty. */
export type Cell = Mark | null;

/**
 * A cell's index: row-major from 0 at the top left, `row × columns + col` (on 3 × 3, 0–8; on
 * Connect Four, 0–41).
 */
export type CellIndex = number;

/** The cells of a board, row-major: `rows × columns` of them. */
export type Board = readonly Cell[];

/** The game variants: `'standard'` (three in a row wins) and `'misere'` (three in a row loses). */
export const VARIANTS = ['standard', 'misere'] as const;

/** A rule variant. In `'misere'` the player who completes a line loses. */
export type Variant = (typeof VARIANTS)[number];

/** How a finished game went for one player: `'win'`, `'draw'` or `'loss'`. */
export type PlayerResult = 'win' | 'draw' | 'loss';

/** The status of a game, as in the correspondence format: `'in-progress'`, `'won'` or `'draw'`. */
export type GameStatus = 'in-progress' | 'won' | 'draw';

/** A cell of a grid by row and column, both counted from 0 at the top left. */
export interface GridCoordinate {
  /** The row, from 0 at the top. */
  readonly row: number;
  /** The column, from 0 at the left. */
  readonly col: number;
}

/** A participant, as the caller identifies them. `id` must be a non-empty string, unique in the game. */
export interface Player {
  /** The player's id: a non-empty string, unique in the game. */
  readonly id: string;
  /** A display name, kept as given. */
  readonly name?: string;
}

/** A player of a started game: the caller's player plus the mark they play. */
export interface SeatedPlayer extends Player {
  /** The mark the player plays. */
  readonly symbol: Mark;
}

/** A reference to one player of a game: their id and mark. */
export interface PlayerRef {
  /** The player's id. */
  readonly playerId: string;
  /** The mark the player plays. */
  readonly symbol: Mark;
}

/** A move in the generic contract: a type tag and its data. */
export interface Move<TType extends string = string, TData = unknown> {
  /** What kind of move it is. */
  readonly type: TType;
  /** The move's details, as its type defines them. */
  readonly data: TData;
}

/** A move: place `symbol` at `position`. */
export interface TicTacToeMove
  extends Move<
    'place',
    {
      /** The cell to mark. */
      readonly position: GridCoordinate;
      /** The mark placed: the mark of the player who moves. */
      readonly symbol: Mark;
    }
  > {}

/** Caller metadata carried by a game and passed through untouched: a game id, timestamps, anything JSON-like. */
export interface GameMetadata {
  /** The caller's id for the game. */
  readonly gameId?: string;
  /** When the game was created, as the caller writes it (for example an ISO 8601 string). */
  readonly createdAt?: string;
  readonly [key: string]: unknown;
}

/** Settings in the generic contract. Each game defines what it reads. */
export interface GameSettings {
  readonly [key: string]: unknown;
}

/**
 * The settings of a game. Every field is optional: the defaults make a 3 × 3 game of three in a
 * row. Spread a preset (`{ ...PRESETS['connect-four'] }`) for a well-known game.
 */
export interface TicTacToeSettings extends GameSettings {
  /** The number of rows, 1–19. Default: 3. */
  readonly rows?: number | undefined;
  /** The number of columns, 1–19. Default: 3. */
  readonly columns?: number | undefined;
  /**
   * How many marks in a row complete a line, from 1 to the longer side. Default: 3 (or the longer side, when it is
   * shorter).
   */
  readonly inARow?: number | undefined;
  /** `true`: a mark goes only into the lowest empty cell of its column (Connect Four). Default: `false`. */
  readonly gravity?: boolean | undefined;
  /** The id of the player who takes X and moves first. Default: the first player listed. */
  readonly xPlayerId?: string;
  /** The rule variant. Default: `'standard'`. */
  readonly variant?: Variant;
  /** Caller metadata (a game id, timestamps), kept on every state of the game. */
  readonly metadata?: GameMetadata;
}

/** The error data every failed {@link Result} carries: a stable code and an English message. */
export interface ErrorData<TCode extends string = string> {
  /** The stable code: public API, to branch on. */
  readonly code: TCode;
  /** An English explanation for people; it may change between versions. */
  readonly message: string;
}

/** The outcome of an operation that can fail: `{ ok: true, value }` or `{ ok: false, error }`. */
export type Result<T, E extends ErrorData = ErrorData> =
  | {
      /** `true`: the operation succeeded. */
      readonly ok: true;
      /** What the operation returns. */
      readonly value: T;
    }
  | {
      /** `false`: the operation failed. */
      readonly ok: false;
      /** Why it failed. */
      readonly error: E;
    };

/** The outcome of validating a move: `{ valid: true }` or `{ valid: false, error }`. */
export type ValidationResult<E extends ErrorData = ErrorData> =
  | {
      /** `true`: the move may be played. */
      readonly valid: true;
    }
  | {
      /** `false`: the move may not be played. */
      readonly valid: false;
      /** Why not. */
      readonly error: E;
    };

/** One player's score in a {@link Scoreboard}. */
export interface PlayerScore {
  /** The player's id. */
  readonly playerId: string;
  /** The player's score: 1 for a win, ½ for a draw, 0 otherwise. */
  readonly score: number;
}

/** The score of one game: each player's score and the game's status. */
export interface Scoreboard {
  /** The game's status. */
  readonly status: GameStatus;
  /** Each player's score, in the order of the game's players. */
  readonly scores: readonly PlayerScore[];
}

/** Something to show on the board, in the generic contract: a type tag and the cells it covers. */
export interface GameAnnotation {
  /** What the annotation shows. */
  readonly type: string;
  /** The cells it covers. */
  readonly positions: readonly GridCoordinate[];
  /** A sentence for people (and screen readers). */
  readonly message?: string;
}

/**
 * The contract of a turn-based grid game engine. Every method is pure: it never changes its
 * arguments and returns new values. Implement it for other grid games with your own state and move types.
 */
export interface GameEngineAPI<
  TState,
  TMove extends Move = Move,
  TSettings extends GameSettings = GameSettings,
  TOver extends {
    /** `'won'` or `'draw'`. */
    readonly status: 'won' | 'draw';
    /** The winner, or `null` for a draw. */
    readonly winner: {
      /** The winner's id. */
      readonly playerId: string;
    } | null;
  } = {
    /** `'won'` or `'draw'`. */
    readonly status: 'won' | 'draw';
    /** The winner, or `null` for a draw. */
    readonly winner: {
      /** The winner's id. */
      readonly playerId: string;
    } | null;
  },
  TAnnotation extends GameAnnotation = GameAnnotation,
  TError extends ErrorData = ErrorData,
> {
  /** Returns the state of a new game for `players` under `settings`. */
  createInitialState(settings: TSettings, players: readonly Player[]): Result<TState, TError>;
  /** Says whether `playerId` may play `move` in `state`, and why not. */
  validateMove(state: TState, move: TMove, playerId: string): ValidationResult<TError>;
  /** Returns the state after `move` is played. */
  applyMove(state: TState, move: TMove): Result<TState, TError>;
  /** Returns how the game ended, or `null` while it goes on. */
  isTerminal(state: TState): TOver | null;
  /** Returns each player's score and the status. */
  evaluate(state: TState): Scoreboard;
  /** Returns every move `playerId` may play now. */
  getLegalMoves(state: TState, playerId: string): readonly TMove[];
  /** Returns what a UI should highlight. */
  getAnnotations(state: TState): readonly TAnnotation[];
}
