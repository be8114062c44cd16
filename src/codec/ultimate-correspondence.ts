/**
 * Correspondence play of Ultimate: a game played by passing a link whose fragment is a share code,
 * with the checks of k-in-a-row's `openCode`, `nextCode` and `checkContinuation` (the same shared
 * implementation, `continuation.ts`): the signature when a key is given, the game id, and that a
 * received code continues the record last seen by the opponent's one move. Every check fails closed.
 *
 * @packageDocumentation
 */
import { describe } from '../core/describe.js';
import { err, ok, type MoveError } from '../core/errors.js';
import { readOptions } from '../core/input.js';
import type { RecordError } from '../core/record-errors.js';
import type { RecordFields } from '../core/record-fields.js';
import type { PlayerResult, Result, SeatedPlayer } from '../core/types.js';
import { moveError, playInput } from '../games/ultimate/play.js';
import {
  readUltimateRecord,
  saveUltimateRecord,
  type LoadUltimateRecordErrorCode,
  type ReadUltimateRecord,
  type UltimateRecord,
} from '../games/ultimate/record.js';
import { resolveUltimate } from '../games/ultimate/revive.js';
import type { UltimateMove } from '../games/ultimate/moves.js';
import { squareName } from '../games/ultimate/notation.js';
import { positionOf, type UltimateHistoryEntry, type UltimateState } from '../games/ultimate/state.js';
import { continues, turnOf, unknownPlayer, type TurnPhase } from './continuation.js';
import { optionsError, readDecodeOptions, type DecodeOptions } from './frame.js';
import type { KeyErrorCode, SigningKey } from './sign.js';
import {
  encodeUltimateRecord,
  readUltimateCode,
  signUltimateRecord,
  verifyUltimateCode,
  type EncodeUltimateRecordErrorCode,
  type VerifyUltimateRecordErrorCode,
} from './ultimate-code.js';

/** A received code of Ultimate as one player sees it: what {@link openUltimateCode} returns. */
export interface UltimateCorrespondenceView {
  /** The record of the code, normalized. Keep it as `seen` for the next {@link openUltimateCode}. */
  readonly record: UltimateRecord;
  /** The game state the record's moves lead to. Pass it to {@link nextUltimateCode} with this player's move. */
  readonly state: UltimateState;
  /** This player, with their mark. */
  readonly me: SeatedPlayer;
  /** The other player, with their mark. */
  readonly opponent: SeatedPlayer;
  /** `true` when the code's signature was checked with a key; `false` when no key was given. */
  readonly verified: boolean;
  /** `'your-turn'`, `'waiting'` (for the opponent's move) or `'over'`. */
  readonly phase: TurnPhase;
  /** `true` when the last move is this player's: they reopened their own link. */
  readonly ownLink: boolean;
  /** For this player, once the game is over: `'win'`, `'loss'` or `'draw'`; otherwise `null`. */
  readonly result: PlayerResult | null;
  /** The last move (its `square` names it: `'e5'`), or `null` before the first move of the record. */
  readonly lastMove: UltimateHistoryEntry | null;
  /** A short English sentence for this player: `'Your turn (O), in board 4'`, `'You win!'` … */
  readonly message: string;
}

/** Options of {@link openUltimateCode}: as `openCode`'s, with a `seen` record of Ultimate. */
export interface OpenUltimateCodeOptions extends DecodeOptions {
  /** The signing key. When given, the code must be signed with it (`MISSING_SIGNATURE`, `BAD_SIGNATURE`). */
  readonly key?: SigningKey;
  /**
   * The last record this player saw (the `record` of their last {@link openUltimateCode} or
   * {@link nextUltimateCode}), or its JSON text. When given, the code must continue it by the
   * opponent's move only (see {@link checkUltimateContinuation}).
   */
  readonly seen?: UltimateRecord | string;
}

/** The codes {@link checkUltimateContinuation} reports, besides the errors of reading either record. */
export type UltimateContinuationErrorCode =
  | LoadUltimateRecordErrorCode
  | 'WRONG_GAME'
  | 'UNKNOWN_PLAYER'
  | 'HISTORY_REWRITTEN'
  | 'NOT_OPPONENT_MOVE';

/** The codes {@link openUltimateCode} reports. */
export type OpenUltimateCodeErrorCode = VerifyUltimateRecordErrorCode | UltimateContinuationErrorCode;

/**
 * Reads a received share code of Ultimate from one player's side, as `openCode` does for
 * k-in-a-row: checks it (its signature when `key` is given, the game id when `gameId` is, that it
 * continues `seen` by the opponent's move when `seen` is), then says whose turn it is and how the
 * game ended.
 *
 * @param code - the share code, e.g. `location.hash.slice(1)`.
 * @param me - this player's id; or `null` for someone who opens the game for the first time: they
 *   take the seat of the player to move.
 * @param options - `key`, `gameId` and `seen`: each check runs when its option is present.
 * @returns a promise of the view, or `INVALID_OPTIONS`, the errors of {@link verifyUltimateRecord}
 *   (or {@link decodeUltimateRecord} without a key), of {@link checkUltimateContinuation}, or
 *   `UNKNOWN_PLAYER`. The promise never rejects.
 * @example
 * ```ts
 * import { openUltimateCode } from 'tictactoe-engine/ultimate';
 * const view = await openUltimateCode('AwIAAwIKmQZhYmMxMjMDYW5uA2JvYg', 'bob', { gameId: 'abc123' });
 * if (view.ok) {
 *   view.value.phase;             // 'your-turn'
 *   view.value.message;           // 'Your turn (O), in board 4'
 *   view.value.lastMove?.square;  // 'e8'
 * }
 * ```
 */
export async function openUltimateCode(
  code: string,
  me: string | null,
  options?: OpenUltimateCodeOptions,
): Promise<Result<UltimateCorrespondenceView, RecordError<OpenUltimateCodeErrorCode>>> {
  // Read once, before anything else: an option that cannot be read is an error, never "not given".
  const given = readOptions(options, ['key', 'seen', 'gameId']);
  if (!given) return optionsError(`the options must be an object that can be read, not ${describe(options)}`);
  const { key, seen } = given;
  const decodeOptions = readDecodeOptions({ gameId: given.gameId });
  if (!decodeOptions.ok) return decodeOptions;
  const read =
    key !== undefined
      ? await verifyUltimateCode(code, key, decodeOptions.value)
      : readUltimateCode(code, decodeOptions.value);
  if (!read.ok) return read;
  const { record, state } = read.value;
  if (me !== null && typeof me !== 'string') return unknownPlayer(me);
  // Someone new takes the seat of the mark to move (also once the game is over: who did not move last).
  const { core, context } = positionOf(state)!;
  const seat = state.players.find((player) => player.id === (me ?? context.refs[core.turn].playerId));
  if (!seat) return unknownPlayer(me);
  if (seen !== undefined) {
    const continued = continuation(seen, read.value, seat.id);
    if (!continued.ok) return continued;
  }
  const turn = turnOf(state, seat);
  const { phase, result, opponent } = turn;
  const forced = state.forcedBoard;
  const message =
    phase === 'your-turn'
      ? `Your turn (${seat.symbol}), ${forced === null ? 'in any open board' : `in board ${forced}`}`
      : phase === 'waiting'
        ? `Waiting for your opponent (${opponent.symbol})`
        : result === 'draw'
          ? "It's a draw."
          : result === 'win'
            ? 'You win!'
            : 'Your opponent wins.';
  return ok(
    Object.freeze({
      record,
      state,
      me: seat,
      verified: key !== undefined,
      ...turn,
      lastMove: state.lastMove,
      message,
    }),
  );
}

/** Options of {@link nextUltimateCode}: the signing key, and the record fields (game id, timestamps) to write. */
export interface NextUltimateCodeOptions extends RecordFields {
  /** Sign the code with this key (see {@link signUltimateRecord}). Without it the code is not signed. */
  readonly key?: SigningKey;
}

/** What {@link nextUltimateCode} returns: the code to send, and the record and state after the move. */
export interface NextUltimateCode {
  /** The share code to send to the opponent. */
  readonly code: string;
  /** The record after the move. Keep it as `seen` for the next {@link openUltimateCode}. */
  readonly record: UltimateRecord;
  /** The game state after the move. */
  readonly state: UltimateState;
  /** The move just played (its `square` names it). */
  readonly move: UltimateHistoryEntry;
}

/**
 * Plays this player's move and returns the code to send, as `nextCode` does for k-in-a-row: the
 * move must be legal for `me` (their turn, the board they are sent to, an empty cell, the game not
 * over). The record takes its game id and timestamps from `options`, else from the state's metadata.
 *
 * @param state - the game: `view.state` from {@link openUltimateCode}, or a new game from `createInitialState`.
 * @param move - the move: its number (`board × 9 + cell`), its square (`'e5'`) or an {@link UltimateMove}.
 * @param me - this player's id: the move must be legal for them (the move lock).
 * @param options - `key` to sign, and the record fields to write.
 * @returns a promise of the code, record, state and move, or `INVALID_OPTIONS`, the engine's move
 *   error (`NOT_YOUR_TURN`, `WRONG_BOARD`, `BOARD_CLOSED`, `CELL_OCCUPIED`, `GAME_OVER`, `UNKNOWN_PLAYER`,
 *   `MALFORMED_MOVE`, `INVALID_STATE` …), or the errors of {@link saveUltimateRecord} and
 *   {@link signUltimateRecord}. The promise never rejects.
 * @example
 * ```ts
 * import { UltimateEngine, nextUltimateCode, unwrap } from 'tictactoe-engine/ultimate';
 * const engine = new UltimateEngine();
 * const start = unwrap(engine.createInitialState({ metadata: { gameId: 'abc123' } }, [{ id: 'ann' }, { id: 'bob' }]));
 * const sent = await nextUltimateCode(start, 'e5', 'ann');
 * if (sent.ok) `Ann played ${sent.value.move.square}: https://example.com/ultimate#${sent.value.code}`;
 * ```
 */
export async function nextUltimateCode(
  state: UltimateState,
  move: number | string | UltimateMove,
  me: string,
  options?: NextUltimateCodeOptions,
): Promise<
  Result<NextUltimateCode, MoveError | RecordError<EncodeUltimateRecordErrorCode | KeyErrorCode | 'INVALID_OPTIONS'>>
> {
  const given = readOptions(options, ['key', 'gameId', 'createdAt', 'updatedAt']);
  if (!given) return optionsError(`the options must be an object that can be read, not ${describe(options)}`);
  const { key, ...fields } = given;
  const position = resolveUltimate(state);
  if ('code' in position) return err(position);
  // The move lock: the move is checked for `me`, never for whoever is to move.
  if (typeof me !== 'string')
    return err({ code: 'UNKNOWN_PLAYER', message: `Illegal move: ${describe(me)} is not a player.` });
  // A number, a square or a move object (as the AI gives it): the session's and replay's readers.
  const next = playInput(position, move, me, true);
  if ('code' in next) return err(moveError(next));
  const record = saveUltimateRecord(next, fields as RecordFields);
  if (!record.ok) return record;
  const code =
    key !== undefined ? await signUltimateRecord(record.value, key as SigningKey) : encodeUltimateRecord(record.value);
  if (!code.ok) return code;
  return ok(Object.freeze({ code: code.value, record: record.value, state: next, move: next.lastMove! }));
}

/**
 * The anti-cheat check of correspondence play, as `checkContinuation` does for k-in-a-row: accepts
 * `received` only if it continues `seen` (the last record this player saw) by the opponent's moves
 * alone: every move of `seen` kept (else `HISTORY_REWRITTEN`), no new move by this player (else
 * `NOT_OPPONENT_MOVE`), the same game id, rules, setup and players (else `WRONG_GAME`). The same
 * record again is fine (a link reopened).
 *
 * @param seen - the last record this player saw, or its JSON text.
 * @param received - the newly received record, or its JSON text.
 * @param me - this player's id.
 * @returns the new moves (none, or the opponent's one move), or `WRONG_GAME`, `UNKNOWN_PLAYER`,
 *   `HISTORY_REWRITTEN`, `NOT_OPPONENT_MOVE` (each with `ply`), or an error of
 *   {@link loadUltimateRecord} for either record.
 * @example
 * ```ts
 * import { ULTIMATE_RULES, checkUltimateContinuation } from 'tictactoe-engine/ultimate';
 * const players = [{ id: 'ann', symbol: 'X' }, { id: 'bob', symbol: 'O' }] as const;
 * const seen = { version: 3, game: 'ultimate', rules: ULTIMATE_RULES, players, moves: [40] } as const;
 * checkUltimateContinuation(seen, { ...seen, moves: [40, 37] }, 'ann').ok; // true: bob played e6
 * checkUltimateContinuation(seen, { ...seen, moves: [36, 4] }, 'ann');     // HISTORY_REWRITTEN at ply 0
 * checkUltimateContinuation(seen, { ...seen, moves: [40, 37, 13] }, 'ann'); // NOT_OPPONENT_MOVE at ply 2
 * ```
 */
export function checkUltimateContinuation(
  seen: UltimateRecord | string,
  received: UltimateRecord | string,
  me: string,
): Result<readonly UltimateHistoryEntry[], RecordError<UltimateContinuationErrorCode>> {
  const next = readUltimateRecord(received);
  return next.ok ? continuation(seen, next.value, me) : next;
}

function continuation(
  seenInput: unknown,
  received: ReadUltimateRecord,
  me: string,
): Result<readonly UltimateHistoryEntry[], RecordError<UltimateContinuationErrorCode>> {
  const before = readUltimateRecord(seenInput);
  if (!before.ok) return before;
  const old = before.value.record;
  const now = received.record;
  const history = received.state.history;
  const added = continues(
    old,
    now,
    old.rules === now.rules && old.setup === now.setup,
    (ply) => history[ply]!.playerId,
    me,
    squareName,
  );
  return added.ok ? ok(Object.freeze(added.value.map((ply) => history[ply]!))) : added;
}
