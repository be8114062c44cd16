/**
 * The vocabulary of the session store: options, snapshot, events, errors.
 *
 * @packageDocumentation
 */
import type { EngineErrorCode } from '../core/errors.js';
import type { GameState, HistoryEntry } from '../games/k-in-a-row/state/game-state.js';
import type { GameOver } from '../games/k-in-a-row/state/outcome.js';
import type { ScoreTally, TallyCounts } from '../games/k-in-a-row/state/tally.js';
import type { CellIndex, ErrorData, Player, Result, TicTacToeMove, TicTacToeSettings } from '../core/types.js';

/**
 * The codes the session store adds to the engine's ({@link EngineErrorCode}):
 * - `NOTHING_TO_REDO`: `redo()` with no undone move to play again.
 * - `NO_MOVER`: `playMover()` on a session created without a `mover`.
 * - `MOVER_BUSY`: `playMover()` while the mover is already thinking about the current state.
 * - `MOVER_FAILED`: the mover threw, rejected, returned a failed result (kept as `cause`) or no result at all.
 * - `STALE_MOVE`: the game changed (a move, an undo, a redo, a restart) while the mover was thinking; its answer
 *   is dropped, even when undo and redo came back to the position it was asked about.
 * - `INVALID_LISTENER`: thrown (as a {@link TicTacToeError}) by `subscribe` and `on` when the listener is not a
 *   function or the event type is unknown.
 */
export const SESSION_ERROR_CODES = [
  'NOTHING_TO_REDO',
  'NO_MOVER',
  'MOVER_BUSY',
  'MOVER_FAILED',
  'STALE_MOVE',
  'INVALID_LISTENER',
] as const;

/** A code the session store adds to the engine's: see {@link SESSION_ERROR_CODES}. */
export type SessionErrorCode = (typeof SESSION_ERROR_CODES)[number];

/**
 * The error data of a failed session operation: plain, readonly, serializable. Engine codes keep
 * their meaning (a rejected move is `CELL_OCCUPIED`, `GAME_OVER` …).
 */
export interface SessionError extends ErrorData<SessionErrorCode | EngineErrorCode> {
  /** The cell concerned, for a move error. */
  readonly cell?: CellIndex;
  /** For `MOVER_FAILED`: the mover's own error, when it returned a failed result. */
  readonly cause?: ErrorData;
}

/**
 * What {@link TicTacToeSession.play} takes: a cell index (the mark to move is implied) or a full
 * {@link TicTacToeMove}.
 */
export type SessionInput = CellIndex | TicTacToeMove;

/**
 * Chooses a move for the player to move in `state`, synchronously or not. The AI plugs in here
 * without the store knowing it, for example `(state) => ai.getMove(state, 6, state.currentPlayerId!)`.
 */
export type SessionMover = (
  state: GameState,
) => Result<TicTacToeMove, ErrorData> | PromiseLike<Result<TicTacToeMove, ErrorData>>;

/** The options of {@link createSession}. Every field is optional. */
export interface SessionOptions {
  /** The two players. Default: `[{ id: 'p1', name: 'Player 1' }, { id: 'p2', name: 'Player 2' }]`. */
  readonly players?: readonly Player[];
  /** The game settings (who takes X, the variant, metadata), as for `createInitialState`. */
  readonly settings?: TicTacToeSettings;
  /**
   * A game to resume instead of a new one (a state of this library, or one that went through
   * JSON). Its history can be undone; `restart()` goes back to its first position. Not together
   * with `players` or `settings`. A game that is already over when resumed is taken as counted
   * in `tally` (so saving `snapshot.state` and `snapshot.tally` and resuming from both shows the
   * same score), and it counts once, as in the session that saved it: undoing its last move takes
   * its point back out of the tally. A tally that cannot hold it (one reset after the game ended)
   * leaves it uncounted.
   */
  readonly state?: GameState;
  /**
   * A tally to continue (for example one saved by the app; one saved before board shapes, without `byRules`, too).
   * Default: {@link emptyTally}.
   */
  readonly tally?: ScoreTally | TallyCounts;
  /** Chooses moves for {@link TicTacToeSession.playMover}: usually the AI. */
  readonly mover?: SessionMover;
  /**
   * Receives what a listener threw, so that one failing listener never breaks the store or the
   * other listeners. Default: `reportError` where the platform has it (browsers, Deno), else `console.error`.
   */
  readonly onListenerError?: (error: unknown) => void;
}

/**
 * What a UI renders: a frozen value that keeps its identity until something changes, so it can
 * be compared with `===` (as React's `useSyncExternalStore` does).
 */
export interface SessionSnapshot {
  /** The current game state. */
  readonly state: GameState;
  /** How the game ended, or `null` while it goes on. */
  readonly over: GameOver | null;
  /** The score across rounds, this round's result included once it is over. */
  readonly tally: ScoreTally;
  /** The round number: 1 for the first game, one more at each restart. */
  readonly round: number;
  /** Whether {@link TicTacToeSession.undo} can take a move back. */
  readonly canUndo: boolean;
  /** Whether {@link TicTacToeSession.redo} can play an undone move again. */
  readonly canRedo: boolean;
  /** Whether the mover is choosing a move for the current state. */
  readonly thinking: boolean;
}

/** A move was played, by a caller of `play` or by the mover. */
export interface SessionMoveEvent {
  /** `'move'`. */
  readonly type: 'move';
  /** The state after the move. */
  readonly state: GameState;
  /** The state before it. */
  readonly previous: GameState;
  /** The move, as it stands in the history. */
  readonly entry: HistoryEntry;
  /** Who played it: `'player'` for `play`, `'mover'` for `playMover`. */
  readonly by: 'player' | 'mover';
}

/** The game ended, by a move or a redo. */
export interface SessionGameOverEvent {
  /** `'gameOver'`. */
  readonly type: 'gameOver';
  /** The final state. */
  readonly state: GameState;
  /** How the game ended. */
  readonly over: GameOver;
}

/** Moves were taken back. */
export interface SessionUndoEvent {
  /** `'undo'`. */
  readonly type: 'undo';
  /** The state after the undo. */
  readonly state: GameState;
  /** The state before it. */
  readonly previous: GameState;
  /** How many moves were taken back. */
  readonly plies: number;
}

/** Undone moves were played again. */
export interface SessionRedoEvent {
  /** `'redo'`. */
  readonly type: 'redo';
  /** The state after the redo. */
  readonly state: GameState;
  /** The state before it. */
  readonly previous: GameState;
  /** How many moves were played again. */
  readonly plies: number;
}

/** A new round started. */
export interface SessionRestartEvent {
  /** `'restart'`. */
  readonly type: 'restart';
  /** The first state of the new round. */
  readonly state: GameState;
  /** The last state of the round before. */
  readonly previous: GameState;
  /** The new round's number. */
  readonly round: number;
}

/** Every event of a session, told apart by `type`. */
export type SessionEvent =
  | SessionMoveEvent
  | SessionGameOverEvent
  | SessionUndoEvent
  | SessionRedoEvent
  | SessionRestartEvent;

/** The type of a session event: `'move'`, `'gameOver'`, `'undo'`, `'redo'` or `'restart'`. */
export type SessionEventType = SessionEvent['type'];

/**
 * A stateful game for a UI, over the pure engine. Methods are bound (pass `session.subscribe`
 * around freely), never throw on bad input (they return a {@link Result}), and never change a
 * state they handed out.
 */
export interface TicTacToeSession {
  /**
   * Calls `listener` with the new snapshot after every change; returns the function that stops
   * it. Matches React's `useSyncExternalStore(subscribe, getSnapshot)`.
   *
   * @throws {@link TicTacToeError} `INVALID_LISTENER` when `listener` is not a function.
   */
  readonly subscribe: (listener: (snapshot: SessionSnapshot) => void) => () => void;
  /** Returns the current snapshot: the same object until something changes. */
  readonly getSnapshot: () => SessionSnapshot;
  /**
   * Calls `handler` for every event of `type`; returns the function that stops it. Events come
   * after the change they report, in order, and after the `subscribe` listeners.
   *
   * @throws {@link TicTacToeError} `INVALID_LISTENER` for an unknown type or a handler that is not a function.
   */
  readonly on: <T extends SessionEventType>(
    type: T,
    handler: (event: Extract<SessionEvent, { readonly type: T }>) => void,
  ) => () => void;
  /**
   * Plays a cell (for the player to move) or a move. With `playerId`, also checks that it is
   * that player's turn (`NOT_YOUR_TURN`), so a click cannot move for the AI. Clears the moves
   * that could be redone.
   *
   * @returns the new state, or why the move was rejected (the engine's move codes).
   */
  readonly play: (input: SessionInput, playerId?: string) => Result<GameState, SessionError>;
  /**
   * Asks the mover for a move for the current state and plays it. The snapshot's `thinking` is
   * `true` while an asynchronous mover works; if the game moves on meanwhile, the answer is dropped.
   *
   * @returns (never rejecting) the new state, or `NO_MOVER`, `GAME_OVER`, `MOVER_BUSY`,
   *   `MOVER_FAILED`, `STALE_MOVE` or the engine's code for an illegal move.
   */
  readonly playMover: () => Promise<Result<GameState, SessionError>>;
  /**
   * Takes back the last `plies` moves (default 1) of this round; they can be redone.
   *
   * @returns the new state, or `NOTHING_TO_UNDO`, or `PLY_OUT_OF_RANGE` for a count that is not
   *   an integer from 1 to the number of moves.
   */
  readonly undo: (plies?: number) => Result<GameState, SessionError>;
  /**
   * Plays again the next `plies` undone moves (default 1).
   *
   * @returns the new state, or `NOTHING_TO_REDO`, or `PLY_OUT_OF_RANGE`.
   */
  readonly redo: (plies?: number) => Result<GameState, SessionError>;
  /**
   * Starts a new round from the first position and keeps the tally (a finished round counts
   * once). With `settings`, the new round is a new game whose settings are the current ones
   * with these on top (for example `{ xPlayerId: 'p2' }` to swap who starts); later restarts keep them.
   *
   * @returns the new round's state, or a settings error.
   */
  readonly restart: (settings?: TicTacToeSettings) => Result<GameState, SessionError>;
  /** Sets the tally back to no games, on its own: the board is left as it is. Returns the new tally. */
  readonly resetTally: () => ScoreTally;
}
