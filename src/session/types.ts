/**
 * The vocabulary of the session store: options, snapshot, events, errors.
 *
 * @packageDocumentation
 */
import type { EngineErrorCode } from '../core/errors.js';
import type { GameState, HistoryEntry } from '../games/k-in-a-row/state/game-state.js';
import type { GameOver } from '../games/k-in-a-row/state/outcome.js';
import type { TallyCounts } from '../core/tally.js';
import type { ScoreTally } from '../games/k-in-a-row/state/tally.js';
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
  /** The cell concerned, for a move error (in Ultimate, the move number `board × 9 + cell`). */
  readonly cell?: CellIndex;
  /** In Ultimate, the local board concerned, for `WRONG_BOARD` and `BOARD_CLOSED`. */
  readonly board?: number;
  /** For `MOVER_FAILED`: the mover's own error, when it returned a failed result. */
  readonly cause?: ErrorData;
}

/**
 * What {@link GameSession.play} takes (for the k-in-a-row games): a cell index (the mark to move is implied) or a full
 * {@link TicTacToeMove}.
 */
export type SessionInput = CellIndex | TicTacToeMove;

/**
 * The types of one game's session: what it holds, takes and reports. {@link TicTacToeSessionTypes}
 * are the k-in-a-row games'; Ultimate's are `UltimateSessionTypes` (from `tictactoe-engine/ultimate`).
 */
export interface SessionTypes {
  /** The game state. */
  readonly state: object;
  /** What `play` takes. */
  readonly input: unknown;
  /** A move, as the mover returns it. */
  readonly move: unknown;
  /** The settings of a new game, as `restart` takes them. */
  readonly settings: unknown;
  /** How a game ended. */
  readonly over: unknown;
  /** A move of the history. */
  readonly entry: unknown;
  /** The score tally. */
  readonly tally: unknown;
}

/** The types of a session of the k-in-a-row games (3 × 3, m,n,k, Connect-N, misère). */
export interface TicTacToeSessionTypes extends SessionTypes {
  /** A k-in-a-row state. */
  readonly state: GameState;
  /** A cell index or a move. */
  readonly input: SessionInput;
  /** A k-in-a-row move. */
  readonly move: TicTacToeMove;
  /** The k-in-a-row settings. */
  readonly settings: TicTacToeSettings;
  /** How a k-in-a-row game ended. */
  readonly over: GameOver;
  /** A k-in-a-row history entry. */
  readonly entry: HistoryEntry;
  /** The k-in-a-row tally. */
  readonly tally: ScoreTally;
}

/**
 * Chooses a move for the player to move in `state`, synchronously or not. The AI plugs in here
 * without the store knowing it, for example `(state) => ai.getMove(state, 6, state.currentPlayerId!)`.
 */
export type SessionMover<G extends SessionTypes = TicTacToeSessionTypes> = (
  state: G['state'],
) => Result<G['move'], ErrorData> | PromiseLike<Result<G['move'], ErrorData>>;

/** The options of a session (of {@link createSession} for the k-in-a-row games). Every field is optional. */
export interface SessionOptions<G extends SessionTypes = TicTacToeSessionTypes> {
  /** The two players. Default: `[{ id: 'p1', name: 'Player 1' }, { id: 'p2', name: 'Player 2' }]`. */
  readonly players?: readonly Player[];
  /** The game settings (who takes X, the variant, metadata), as for `createInitialState`. */
  readonly settings?: G['settings'];
  /**
   * A game to resume instead of a new one (a state of this library, or one that went through
   * JSON). Its history can be undone; `restart()` goes back to its first position. Not together
   * with `players` or `settings`. A game that is already over when resumed is taken as counted
   * in `tally` (so saving `snapshot.state` and `snapshot.tally` and resuming from both shows the
   * same score), and it counts once, as in the session that saved it: undoing its last move takes
   * its point back out of the tally. A tally that cannot hold it (one reset after the game ended)
   * leaves it uncounted.
   */
  readonly state?: G['state'];
  /**
   * A tally to continue (for example one saved by the app; one saved before board shapes, without `byRules`, too).
   * Default: a tally with no games (`emptyTally()`).
   */
  readonly tally?: G['tally'] | TallyCounts;
  /** Chooses moves for {@link GameSession.playMover}: usually the AI. */
  readonly mover?: SessionMover<G>;
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
export interface SessionSnapshot<G extends SessionTypes = TicTacToeSessionTypes> {
  /** The current game state. */
  readonly state: G['state'];
  /** How the game ended, or `null` while it goes on. */
  readonly over: G['over'] | null;
  /** The score across rounds, this round's result included once it is over. */
  readonly tally: G['tally'];
  /** The round number: 1 for the first game, one more at each restart. */
  readonly round: number;
  /** Whether {@link GameSession.undo} can take a move back. */
  readonly canUndo: boolean;
  /** Whether {@link GameSession.redo} can play an undone move again. */
  readonly canRedo: boolean;
  /** Whether the mover is choosing a move for the current state. */
  readonly thinking: boolean;
}

/** A move was played, by a caller of `play` or by the mover. */
export interface SessionMoveEvent<G extends SessionTypes = TicTacToeSessionTypes> {
  /** `'move'`. */
  readonly type: 'move';
  /** The state after the move. */
  readonly state: G['state'];
  /** The state before it. */
  readonly previous: G['state'];
  /** The move, as it stands in the history. */
  readonly entry: G['entry'];
  /** Who played it: `'player'` for `play`, `'mover'` for `playMover`. */
  readonly by: 'player' | 'mover';
}

/** The game ended, by a move or a redo. */
export interface SessionGameOverEvent<G extends SessionTypes = TicTacToeSessionTypes> {
  /** `'gameOver'`. */
  readonly type: 'gameOver';
  /** The final state. */
  readonly state: G['state'];
  /** How the game ended. */
  readonly over: G['over'];
}

/** Moves were taken back. */
export interface SessionUndoEvent<G extends SessionTypes = TicTacToeSessionTypes> {
  /** `'undo'`. */
  readonly type: 'undo';
  /** The state after the undo. */
  readonly state: G['state'];
  /** The state before it. */
  readonly previous: G['state'];
  /** How many moves were taken back. */
  readonly plies: number;
}

/** Undone moves were played again. */
export interface SessionRedoEvent<G extends SessionTypes = TicTacToeSessionTypes> {
  /** `'redo'`. */
  readonly type: 'redo';
  /** The state after the redo. */
  readonly state: G['state'];
  /** The state before it. */
  readonly previous: G['state'];
  /** How many moves were played again. */
  readonly plies: number;
}

/** A new round started. */
export interface SessionRestartEvent<G extends SessionTypes = TicTacToeSessionTypes> {
  /** `'restart'`. */
  readonly type: 'restart';
  /** The first state of the new round. */
  readonly state: G['state'];
  /** The last state of the round before. */
  readonly previous: G['state'];
  /** The new round's number. */
  readonly round: number;
}

/** Every event of a session, told apart by `type`. */
export type SessionEvent<G extends SessionTypes = TicTacToeSessionTypes> =
  | SessionMoveEvent<G>
  | SessionGameOverEvent<G>
  | SessionUndoEvent<G>
  | SessionRedoEvent<G>
  | SessionRestartEvent<G>;

/** The type of a session event: `'move'`, `'gameOver'`, `'undo'`, `'redo'` or `'restart'`. */
export type SessionEventType = SessionEvent['type'];

/**
 * A stateful game for a UI, over the pure engine of any game of the library. Methods are bound
 * (pass `session.subscribe` around freely), never throw on bad input (they return a
 * {@link Result}), and never change a state they handed out.
 */
export interface GameSession<G extends SessionTypes> {
  /**
   * Calls `listener` with the new snapshot after every change; returns the function that stops
   * it. Matches React's `useSyncExternalStore(subscribe, getSnapshot)`.
   *
   * @throws {@link TicTacToeError} `INVALID_LISTENER` when `listener` is not a function.
   */
  readonly subscribe: (listener: (snapshot: SessionSnapshot<G>) => void) => () => void;
  /** Returns the current snapshot: the same object until something changes. */
  readonly getSnapshot: () => SessionSnapshot<G>;
  /**
   * Calls `handler` for every event of `type`; returns the function that stops it. Events come
   * after the change they report, in order, and after the `subscribe` listeners.
   *
   * @throws {@link TicTacToeError} `INVALID_LISTENER` for an unknown type or a handler that is not a function.
   */
  readonly on: <T extends SessionEventType>(
    type: T,
    handler: (event: Extract<SessionEvent<G>, { readonly type: T }>) => void,
  ) => () => void;
  /**
   * Plays a cell or a move number (for the player to move) or a move. With `playerId`, also checks that it is
   * that player's turn (`NOT_YOUR_TURN`), so a click cannot move for the AI. Clears the moves
   * that could be redone.
   *
   * @returns the new state, or why the move was rejected (the engine's move codes).
   */
  readonly play: (input: G['input'], playerId?: string) => Result<G['state'], SessionError>;
  /**
   * Asks the mover for a move for the current state and plays it. The snapshot's `thinking` is
   * `true` while an asynchronous mover works; if the game moves on meanwhile, the answer is dropped.
   *
   * @returns (never rejecting) the new state, or `NO_MOVER`, `GAME_OVER`, `MOVER_BUSY`,
   *   `MOVER_FAILED`, `STALE_MOVE` or the engine's code for an illegal move.
   */
  readonly playMover: () => Promise<Result<G['state'], SessionError>>;
  /**
   * Takes back the last `plies` moves (default 1) of this round; they can be redone.
   *
   * @returns the new state, or `NOTHING_TO_UNDO`, or `PLY_OUT_OF_RANGE` for a count that is not
   *   an integer from 1 to the number of moves.
   */
  readonly undo: (plies?: number) => Result<G['state'], SessionError>;
  /**
   * Plays again the next `plies` undone moves (default 1).
   *
   * @returns the new state, or `NOTHING_TO_REDO`, or `PLY_OUT_OF_RANGE`.
   */
  readonly redo: (plies?: number) => Result<G['state'], SessionError>;
  /**
   * Starts a new round from the first position and keeps the tally (a finished round counts
   * once). With `settings`, the new round is a new game whose settings are the current ones
   * with these on top (for example `{ xPlayerId: 'p2' }` to swap who starts); later restarts keep them.
   *
   * @returns the new round's state, or a settings error.
   */
  readonly restart: (settings?: G['settings']) => Result<G['state'], SessionError>;
  /** Sets the tally back to no games, on its own: the board is left as it is. Returns the new tally. */
  readonly resetTally: () => G['tally'];
}

/** A session of the k-in-a-row games: see {@link GameSession} and {@link createSession}. */
export interface TicTacToeSession extends GameSession<TicTacToeSessionTypes> {}
