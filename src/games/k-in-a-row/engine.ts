/**
 * {@link TicTacToeEngine}: the {@link GameEngineAPI} of k-in-a-row games (tic-tac-toe, larger
 * boards, Connect Four, gomoku), a thin face over the pure functions of `state/`.
 *
 * @packageDocumentation
 */
import type { EngineError, MoveError, PositionErrorCode, SetupErrorCode } from '../../core/errors.js';
import { annotations, type AnnotationOptions, type EngineAnnotation } from './state/annotations.js';
import { positionOf, type GameState } from './state/game-state.js';
import { gameOver, requireState, scoreboard, type GameOver } from './state/outcome.js';
import { applyMove, legalMoves, replay, stateAt, undo, validateMove } from './state/play.js';
import { fromSetup, startGame } from './state/setup.js';
import type {
  Board,
  CellIndex,
  GameEngineAPI,
  Player,
  Result,
  Scoreboard,
  TicTacToeMove,
  TicTacToeSettings,
  ValidationResult,
} from '../../core/types.js';

/**
 * The engine of k-in-a-row games: tic-tac-toe by default, any board up to 19 × 19 with any line
 * length, with gravity (Connect Four) and in misère (see {@link TicTacToeSettings} and
 * {@link PRESETS}). Stateless and pure: every method takes a state and returns new values,
 * never changing its arguments; states are frozen. Methods that can fail on bad input return a
 * {@link Result} or {@link ValidationResult} and never throw.
 *
 * @example
 * ```ts
 * import { TicTacToeEngine } from 'tictactoe-engine';
 * const engine = new TicTacToeEngine();
 * const start = engine.createInitialState({}, [{ id: 'ann' }, { id: 'bob' }]);
 * if (!start.ok) throw new Error(start.error.message);
 * const move = { type: 'place', data: { position: { row: 1, col: 1 }, symbol: 'X' } } as const;
 * engine.validateMove(start.value, move, 'ann'); // { valid: true }
 * const next = engine.applyMove(start.value, move);
 * if (next.ok) engine.isTerminal(next.value);    // null: the game goes on
 * ```
 */
export class TicTacToeEngine
  implements GameEngineAPI<GameState, TicTacToeMove, TicTacToeSettings, GameOver, EngineAnnotation, EngineError>
{
  /**
   * Returns the state of a new game: an empty board, X to move.
   *
   * @param settings - the rules (`rows`, `columns`, `inARow`, `gravity`, `variant`: 3 × 3, three
   *   in a row, standard by default; spread a preset from {@link PRESETS}), who takes X
   *   (`xPlayerId`, default the first player) and caller `metadata` kept on every state.
   * @param players - exactly two players with distinct non-empty ids.
   * @returns the state, or `INVALID_SETTINGS` (rules or metadata), `INVALID_PLAYERS`, `DUPLICATE_PLAYER` or
   * `UNKNOWN_PLAYER` (for `xPlayerId`).
   * @example
   * ```ts
   * import { PRESETS, TicTacToeEngine } from 'tictactoe-engine';
   * const engine = new TicTacToeEngine();
   * const players = [{ id: 'ann' }, { id: 'bob' }];
   * const start = engine.createInitialState({ xPlayerId: 'bob', variant: 'misere' }, players);
   * if (start.ok) start.value.currentPlayerId; // 'bob'
   * const connectFour = engine.createInitialState({ ...PRESETS['connect-four'] }, players);
   * if (connectFour.ok) connectFour.value.rules.columns; // 7
   * ```
   */
  createInitialState(
    settings: TicTacToeSettings,
    players: readonly Player[],
  ): Result<GameState, EngineError<SetupErrorCode>> {
    return startGame(settings, players);
  }

  /**
   * Says whether `playerId` may play `move` now. Checks, in order: the state, the move's shape,
   * the player, the game not being over, the turn, the symbol, the coordinates, the cell (free,
   * and with gravity the lowest free cell of its column); the first failure is reported (see
   * {@link MoveErrorCode}).
   *
   * @example
   * ```ts
   * import { TicTacToeEngine, placeMove, unwrap } from 'tictactoe-engine';
   * const engine = new TicTacToeEngine();
   * const state = unwrap(engine.createInitialState({}, [{ id: 'ann' }, { id: 'bob' }]));
   * engine.validateMove(state, placeMove(4, 'O'), 'bob'); // { valid: false, error: { code: 'NOT_YOUR_TURN', … } }
   * ```
   */
  validateMove(state: GameState, move: TicTacToeMove, playerId: string): ValidationResult<MoveError> {
    return validateMove(state, move, playerId);
  }

  /**
   * Returns the state after `move`; the move's symbol names the mover. Runs the checks of
   * {@link TicTacToeEngine.validateMove} (but for the player id) and never changes `state`.
   *
   * @example
   * ```ts
   * import { TicTacToeEngine, placeMove, unwrap } from 'tictactoe-engine';
   * const engine = new TicTacToeEngine();
   * const start = unwrap(engine.createInitialState({}, [{ id: 'ann' }, { id: 'bob' }]));
   * const next = unwrap(engine.applyMove(start, placeMove(4, 'X')));
   * next.board[4]; // 'X'
   * ```
   */
  applyMove(state: GameState, move: TicTacToeMove): Result<GameState, MoveError> {
    return applyMove(state, move);
  }

  /**
   * Returns how the game ended (winner, loser, the completed line with its name, type and ends),
   * or `null` while it goes on. A line completed by the last free cell is a win, not a draw.
   *
   * @throws {@link TicTacToeError} `INVALID_STATE` when `state` is not a game state.
   */
  isTerminal(state: GameState): GameOver | null {
    return gameOver(requireState(state));
  }

  /**
   * Returns the scoreboard of the game: 1 for the winner, 0 for the loser, ½ each for a draw,
   * 0 each while the game goes on.
   *
   * @throws {@link TicTacToeError} `INVALID_STATE` when `state` is not a game state.
   */
  evaluate(state: GameState): Scoreboard {
    return scoreboard(requireState(state));
  }

  /**
   * Returns every legal move of `playerId`, in cell order: one per empty cell (with gravity, per
   * column that is not full) when it is their turn, none otherwise or when the game is over.
   * The moves are shared frozen values.
   *
   * @throws {@link TicTacToeError} `INVALID_STATE` when `state` is not a game state.
   */
  getLegalMoves(state: GameState, playerId: string): readonly TicTacToeMove[] {
    // A state of the engine's is read at once; anything else is revived or refused.
    return legalMoves(positionOf(state) ?? positionOf(requireState(state))!, playerId);
  }

  /**
   * Returns what to highlight: the winning line, the last move, and the immediate threats
   * (every empty cell where either mark would complete a line with its next move). With
   * `options.hint` (an advisor such as a `TicTacToeAI`), it adds the hint for the player to move:
   * the best move and the value of every empty cell it values (on boards of more than 49 cells
   * without gravity, those near a mark). The engine itself never loads the AI.
   *
   * @throws {@link TicTacToeError} `INVALID_STATE` when `state` is not a game state, and
   *   `INVALID_OPTIONS` for options that are not an object or cannot be read, a `hint` without a
   *   `hintAnnotation` method, or an advisor that throws (other than a `TicTacToeError`, thrown as
   *   it is) or returns something that is neither `null` nor a hint annotation (`type: 'hint'`).
   * @example
   * ```ts
   * import { TicTacToeAI, TicTacToeEngine, unwrap } from 'tictactoe-engine';
   * const engine = new TicTacToeEngine();
   * const state = unwrap(engine.replay([0, 4], {}, [{ id: 'ann' }, { id: 'bob' }]));
   * const hint = engine.getAnnotations(state, { hint: new TicTacToeAI() }).find((a) => a.type === 'hint');
   * hint?.values; // one score per cell, null where a mark stands
   * ```
   */
  getAnnotations(state: GameState, options?: AnnotationOptions): readonly EngineAnnotation[] {
    return annotations(requireState(state), options);
  }

  /**
   * Returns a state for a board given as cells or as text (`"X.O......"`, `"X.O/.X./..O"`), of
   * the shape of `settings`, after checking that it can arise in a game: mark counts, at most one
   * player with a line, the winner moved last, one last move completes every line of the winner,
   * and with gravity no mark above an empty cell and an order of moves that builds the columns
   * (a bounded search: a contrived position it cannot decide in 20,000 steps is accepted). The
   * state's history is empty.
   *
   * @returns the state, or `BAD_POSITION`, `BAD_MARK_COUNT`, `FLOATING_MARK`, `TWO_WINNERS`,
   *   `WINNER_NOT_LAST`, `PLAYED_ON_AFTER_WIN`, `NO_MOVE_ORDER`, or a settings error.
   * @example
   * ```ts
   * import { TicTacToeEngine } from 'tictactoe-engine';
   * const engine = new TicTacToeEngine();
   * const result = engine.fromSetup('XX./OO./...', {}, [{ id: 'ann' }, { id: 'bob' }]);
   * if (result.ok) result.value.currentPlayer; // 'X'
   * ```
   */
  fromSetup(
    board: string | Board,
    settings: TicTacToeSettings,
    players: readonly Player[],
  ): Result<GameState, EngineError<PositionErrorCode | SetupErrorCode>> {
    return fromSetup(board, settings, players);
  }

  /**
   * Returns the state before the last move of the history.
   *
   * @returns the state, or `NOTHING_TO_UNDO` at the start, or `INVALID_STATE`.
   */
  undo(state: GameState): Result<GameState, EngineError> {
    return undo(state);
  }

  /**
   * Returns the state after the first `ply` moves of the history: 0 is the start, `history.length` the state itself.
   *
   * @returns the state, or `PLY_OUT_OF_RANGE`, or `INVALID_STATE`.
   */
  stateAt(state: GameState, ply: number): Result<GameState, EngineError> {
    return stateAt(state, ply);
  }

  /**
   * Returns the state after playing `moves` from the start of a new game. Each move is a cell
   * index (row-major; the mover's mark is implied) or a {@link TicTacToeMove}.
   *
   * @returns the state, or the first error, with `ply` set to the index of the failing move.
   * @example
   * ```ts
   * import { TicTacToeEngine } from 'tictactoe-engine';
   * const engine = new TicTacToeEngine();
   * const game = engine.replay([4, 0, 8], {}, [{ id: 'ann' }, { id: 'bob' }]);
   * if (game.ok) game.value.currentPlayer; // 'O'
   * ```
   */
  replay(
    moves: readonly (CellIndex | TicTacToeMove)[],
    settings: TicTacToeSettings,
    players: readonly Player[],
  ): Result<GameState, EngineError> {
    const start = startGame(settings, players);
    return start.ok ? replay(start.value, moves) : start;
  }
}
