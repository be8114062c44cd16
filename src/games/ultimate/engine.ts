/**
 * {@link UltimateEngine}: the {@link GameEngineAPI} of Ultimate tic-tac-toe, a thin face over the
 * pure functions of its folder.
 *
 * @packageDocumentation
 */
import { describe, isArray } from '../../core/describe.js';
import { err, ok, TicTacToeError, type EngineError, type MoveError } from '../../core/errors.js';
import type { GameEngineAPI, GameSettings, Player, Result, Scoreboard, ValidationResult } from '../../core/types.js';
import { annotationsOf, type UltimateAnnotation } from './annotations.js';
import type { UltimateMove } from './moves.js';
import { gameOverOf, type UltimateGameOver } from './outcome.js';
import { moveError, playInput, replayMoves, setUpGame, startGame, validate } from './play.js';
import { resolveUltimate } from './revive.js';
import type { UltimateRules } from './rules.js';
import {
  legalMovesOf,
  positionOf,
  positionText,
  type UltimatePosition,
  type UltimateState,
  type UState,
} from './state.js';

/** The settings of a game of Ultimate: its rules' switches (each standard when left out), who plays X, metadata. */
export interface UltimateSettings extends GameSettings, Partial<UltimateRules> {
  /** The id of the player who takes X. Default: the first player. */
  readonly xPlayerId?: string;
  /** The caller's metadata (a game id, timestamps …), kept on every state. */
  readonly metadata?: Readonly<Record<string, unknown>>;
}

/** The position of a state, or throws `INVALID_STATE` (for the methods without an error channel). */
function positionOrThrow(state: unknown): UltimatePosition {
  const position = resolveUltimate(state);
  if ('code' in position) throw new TicTacToeError(position);
  return position;
}

/**
 * The engine of Ultimate tic-tac-toe: nine local 3 × 3 boards in a 3 × 3 global board; the cell a
 * player takes sends the opponent to the board in the same position; three local boards in a line
 * win. Its rules' switches are in {@link UltimateRules}. Stateless and pure: every method takes a
 * state and returns new values, never changing its arguments; states are frozen and survive
 * `JSON.stringify` (a state that comes back is rebuilt from its moves and checked). Moves are
 * `{ type: 'place', data: { board, cell, symbol } }` (see {@link ultimateMove}); as one number,
 * `board × 9 + cell`.
 *
 * @example
 * ```ts
 * import { UltimateEngine, ultimateMove } from 'tictactoe-engine/ultimate';
 * const engine = new UltimateEngine();
 * const start = engine.createInitialState({}, [{ id: 'ann' }, { id: 'bob' }]);
 * if (!start.ok) throw new Error(start.error.message);
 * const next = engine.applyMove(start.value, ultimateMove('e5', 'X'));
 * if (next.ok) next.value.forcedBoard; // 4: O is sent to the center board
 * ```
 */
export class UltimateEngine
  implements
    GameEngineAPI<UltimateState, UltimateMove, UltimateSettings, UltimateGameOver, UltimateAnnotation, EngineError>
{
  /**
   * Returns the state of a new game: an empty board, X to move anywhere.
   *
   * @returns the state, or `INVALID_SETTINGS` (a switch or metadata), `INVALID_PLAYERS`, `DUPLICATE_PLAYER` or
   *   `UNKNOWN_PLAYER` (for `xPlayerId`).
   */
  createInitialState(settings: UltimateSettings, players: readonly Player[]): Result<UltimateState, EngineError> {
    return startGame(settings, players);
  }

  /**
   * Says whether `playerId` may play `move` now, and why not: the codes of {@link MOVE_ERROR_CODES},
   * among them `WRONG_BOARD` (the move is not in the board the player is sent to: `board` names
   * it), `BOARD_CLOSED` (a free move in a board won or full) and `CELL_OCCUPIED`.
   */
  validateMove(state: UltimateState, move: UltimateMove, playerId: string): ValidationResult<MoveError> {
    const position = resolveUltimate(state);
    if ('code' in position) return { valid: false, error: position };
    return validate(position, move, playerId);
  }

  /**
   * Returns the state after `move` (its symbol names the mover), or why it is refused (as
   * {@link UltimateEngine.validateMove}).
   */
  applyMove(state: UltimateState, move: UltimateMove): Result<UltimateState, MoveError> {
    const position = resolveUltimate(state);
    if ('code' in position) return err(position);
    const next = playInput(position, move, undefined);
    return 'code' in next ? err(moveError(next)) : ok(next);
  }

  /**
   * Returns how the game ended, or `null` while it goes on.
   *
   * @throws {@link TicTacToeError} `INVALID_STATE` when `state` is not a game state.
   */
  isTerminal(state: UltimateState): UltimateGameOver | null {
    return gameOverOf(positionOrThrow(state));
  }

  /**
   * Returns the scoreboard: 1 for the winner, 0 for the loser, ½ each for a draw, 0 each while the game goes on.
   *
   * @throws {@link TicTacToeError} `INVALID_STATE` when `state` is not a game state.
   */
  evaluate(state: UltimateState): Scoreboard {
    const { state: current } = positionOrThrow(state);
    const { status, winner } = current;
    return Object.freeze({
      status,
      scores: Object.freeze(
        current.players.map((player) =>
          Object.freeze({
            playerId: player.id,
            score: status === 'draw' ? 0.5 : status === 'won' && winner?.playerId === player.id ? 1 : 0,
          }),
        ),
      ),
    });
  }

  /**
   * Returns every legal move of `playerId` in increasing move number (none when it is not their
   * turn or the game is over): the empty cells of the board they are sent to, or of every open
   * board. Shared frozen values.
   *
   * @throws {@link TicTacToeError} `INVALID_STATE` when `state` is not a game state.
   */
  getLegalMoves(state: UltimateState, playerId: string): readonly UltimateMove[] {
    const position = positionOrThrow(state);
    return position.state.currentPlayerId === playerId ? legalMovesOf(position) : EMPTY;
  }

  /**
   * Returns what to highlight: the board the player to move is sent to, the closed boards with
   * their winners, the last move, the winning line of boards, and the local threats (the empty
   * cells of open boards where a player would win the board with their next mark).
   *
   * @throws {@link TicTacToeError} `INVALID_STATE` when `state` is not a game state.
   */
  getAnnotations(state: UltimateState): readonly UltimateAnnotation[] {
    return annotationsOf(positionOrThrow(state));
  }

  /**
   * Returns the state of a position string as the UGI engines write it
   * (`9/9/9/9/4x4/9/9/9/9 O 1 e5`: the ranks from the top, the player to move, a counter, the last
   * move's square or `0000`), checked for consistency (see the guide). The board the player to
   * move is sent to follows from the last move. The state's history starts there, and its `setup`
   * keeps the string as {@link UltimateEngine.toPosition} writes it. Under `wonBoards: 'open'`, a
   * board with lines of both players is refused (`TWO_WINNERS`): the string does not say which won it.
   *
   * @returns the state, or `BAD_POSITION`, `BAD_MARK_COUNT`, `BAD_LAST_MOVE`, `TWO_WINNERS`,
   *   `WINNER_NOT_LAST`, `PLAYED_ON_AFTER_WIN` (lines of boards that no single last move made), or a
   *   settings error.
   * @example
   * ```ts
   * import { UltimateEngine } from 'tictactoe-engine/ultimate';
   * const engine = new UltimateEngine();
   * const state = engine.fromSetup('9/9/9/9/4x4/9/9/9/9 O 1 e5', {}, [{ id: 'ann' }, { id: 'bob' }]);
   * if (state.ok) state.value.forcedBoard; // 4
   * ```
   */
  fromSetup(
    position: string,
    settings: UltimateSettings,
    players: readonly Player[],
  ): Result<UltimateState, EngineError> {
    return setUpGame(position, settings, players);
  }

  /**
   * Returns the position string of a state (the UGI engines' format), to exchange positions with them.
   *
   * @throws {@link TicTacToeError} `INVALID_STATE` when `state` is not a game state.
   * @example
   * ```ts
   * import { UltimateEngine } from 'tictactoe-engine/ultimate';
   * const engine = new UltimateEngine();
   * const game = engine.replay(['e5'], {}, [{ id: 'ann' }, { id: 'bob' }]);
   * if (game.ok) engine.toPosition(game.value); // '9/9/9/9/4x4/9/9/9/9 O 1 e5'
   * ```
   */
  toPosition(state: UltimateState): string {
    return positionText(positionOrThrow(state));
  }

  /**
   * Returns the state before the last move of the history.
   *
   * @returns the state, or `NOTHING_TO_UNDO` at the start of the history, or `INVALID_STATE`.
   */
  undo(state: UltimateState): Result<UltimateState, EngineError> {
    const position = resolveUltimate(state);
    if ('code' in position) return err(position);
    return position.previous
      ? ok(position.previous)
      : err({ code: 'NOTHING_TO_UNDO', message: 'Nothing to undo: the history is empty.' });
  }

  /**
   * Returns the state after the first `ply` moves of the history: 0 is its start, `history.length` the state itself.
   *
   * @returns the state, or `PLY_OUT_OF_RANGE`, or `INVALID_STATE`.
   */
  stateAt(state: UltimateState, ply: number): Result<UltimateState, EngineError> {
    const position = resolveUltimate(state);
    if ('code' in position) return err(position);
    if (!Number.isInteger(ply) || ply < 0 || ply > position.plies)
      return err({
        code: 'PLY_OUT_OF_RANGE',
        message: `No such ply: ${describe(ply)} is not from 0 to ${position.plies}.`,
      });
    let at: UltimatePosition = position;
    while (at.plies > ply) at = positionOf(at.previous)!;
    return ok(at.state);
  }

  /**
   * Returns the state after playing `moves` from the start of a new game: move numbers
   * (`board × 9 + cell`), squares (`'e5'`) or {@link UltimateMove}s.
   *
   * @returns the state, or the first error, with `ply` set to the index of the failing move.
   * @example
   * ```ts
   * import { UltimateEngine } from 'tictactoe-engine/ultimate';
   * // e5, then O in the center board (e6: its top-middle cell, which sends X to the top-middle board), then e8
   * const game = new UltimateEngine().replay([40, 'e6', 'e8'], {}, [{ id: 'ann' }, { id: 'bob' }]);
   * if (game.ok) game.value.forcedBoard; // 4: e8 is the center cell of its board
   * ```
   */
  replay(
    moves: readonly (number | string | UltimateMove)[],
    settings: UltimateSettings,
    players: readonly Player[],
  ): Result<UltimateState, EngineError> {
    const start = startGame(settings, players);
    if (!start.ok) return start;
    if (!isArray(moves))
      return err({ code: 'MALFORMED_MOVE', message: `Cannot replay: ${describe(moves)} is not a list of moves.` });
    const played = replayMoves(start.value as UState, moves);
    return 'code' in played ? err({ ...moveError(played), ply: played.ply }) : ok(played);
  }
}

const EMPTY: readonly UltimateMove[] = Object.freeze([]);
