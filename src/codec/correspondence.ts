/**
 * Correspondence play: two people play by sending each other a link whose fragment is a share
 * code. {@link openCode} reads a received code from one player's side (whose turn, my own link
 * reopened, the result); {@link nextCode} makes the code to send after a move; and
 * {@link checkContinuation} refuses a code that rewrites a move already seen. No UI, no storage:
 * the app keeps the player's id and the last record they saw.
 *
 * @packageDocumentation
 */
import { err, ok, type MoveError } from '../core/errors.js';
import { describe } from '../core/describe.js';
import { readOptions } from '../core/input.js';
import type { RecordError } from '../core/record-errors.js';
import {
  readRecord,
  saveRecord,
  type GameRecord,
  type GameRecordV1,
  type LoadRecordErrorCode,
  type ReadRecord,
  type RecordFields,
} from '../games/k-in-a-row/notation/record.js';
import { cellFromName, cellName, englishCellLabel } from '../games/k-in-a-row/rules/cells.js';
import { englishLineLabel, type WinningLine } from '../games/k-in-a-row/rules/geometry.js';
import { sameRules, type Rules } from '../games/k-in-a-row/rules/rules.js';
import { positionOf, type GameState, type HistoryEntry, type State } from '../games/k-in-a-row/state/game-state.js';
import { playOn } from '../games/k-in-a-row/state/play.js';
import { resolveGameState } from '../games/k-in-a-row/state/revive.js';
import type { CellIndex, PlayerResult, Result, SeatedPlayer } from '../core/types.js';
import { continues, turnOf, unknownPlayer, type TurnPhase } from './continuation.js';
import { optionsError, readDecodeOptions, type DecodeOptions } from './frame.js';
import { encodeRecord, readCode, type EncodeRecordErrorCode } from './share-code.js';
import { signRecord, verifyCode, type KeyErrorCode, type SigningKey, type VerifyRecordErrorCode } from './signature.js';

/** A move of the history with its cell's algebraic name and spoken label, for link text. */
export interface DescribedMove extends HistoryEntry {
  /** The cell's algebraic name: `'b2'`. */
  readonly name: string;
  /** The cell's spoken label: `'Center'`. */
  readonly label: string;
}

export type { TurnPhase } from './continuation.js';

/** A received code as one player sees it: what {@link openCode} returns. */
export interface CorrespondenceView {
  /** The record of the code, normalized. Keep it as `seen` for the next {@link openCode}. */
  readonly record: GameRecord;
  /** The game state the record's moves lead to. Pass it to {@link nextCode} with this player's move. */
  readonly state: GameState;
  /** This player, with their mark. */
  readonly me: SeatedPlayer;
  /** The other player, with their mark. */
  readonly opponent: SeatedPlayer;
  /** `true` when the code's signature was checked with a key; `false` when no key was given. */
  readonly verified: boolean;
  /** `'your-turn'`, `'waiting'` (for the opponent's move) or `'over'`. */
  readonly phase: TurnPhase;
  /** `true` when the last move is this player's: they reopened their own link ("waiting for the opponent"). */
  readonly ownLink: boolean;
  /** For this player, once the game is over: `'win'`, `'loss'` or `'draw'`; otherwise `null`. */
  readonly result: PlayerResult | null;
  /** The completed line with its name (`'Top Row'` …), or `null`. In misère it is the loser's line. */
  readonly line: WinningLine | null;
  /** The last move, with its cell's name and label, or `null` before the first move. */
  readonly lastMove: DescribedMove | null;
  /** A short English sentence for this player: `'Your turn (O)'`, `'You win with the Top Row!'` … */
  readonly message: string;
}

/**
 * Options of {@link openCode}. Each check runs when its option is present: only an absent option
 * (or one set to `undefined`) skips it, and a present one that cannot be used fails closed
 * (`INVALID_OPTIONS`, `INVALID_KEY`, or the record's own error for `seen`).
 */
export interface OpenCodeOptions extends DecodeOptions {
  /** The signing key. When given, the code must be signed with it (`MISSING_SIGNATURE`, `BAD_SIGNATURE`). */
  readonly key?: SigningKey;
  /**
   * The last record this player saw (the `record` of their last {@link openCode} or
   * {@link nextCode}), or its JSON text. When given, the code must continue it by the
   * opponent's moves only (see {@link checkContinuation}).
   */
  readonly seen?: GameRecord | GameRecordV1 | string;
}

const OPEN_OPTIONS = ['key', 'seen', 'gameId'] as const;

/** The codes {@link openCode} reports. */
export type OpenCodeErrorCode = VerifyRecordErrorCode | ContinuationErrorCode;

/**
 * Reads a received share code from one player's side: checks it (its signature when `key` is
 * given, the game id when `gameId` is, that it continues `seen` when `seen` is), then says whose
 * turn it is, whether it is this player's own last link reopened, and how the game ended.
 *
 * @param code - the share code, e.g. `location.hash.slice(1)`.
 * @param me - this player's id; or `null` for someone who opens the game for the first time and
 *   has no seat yet: they take the seat of the player who did not make the last move (whose turn
 *   it is). Store `view.me.id` for next time.
 * @param options - `key`, `gameId` and `seen`: each check runs when its option is present (not
 *   `undefined`). Options that are not an object or cannot be read, and a `gameId` that is not a
 *   string, are `INVALID_OPTIONS`: a check is never skipped because its option could not be read.
 * @returns a promise of the view, or `INVALID_OPTIONS`, the errors of {@link verifyRecord} (or
 *   {@link decodeRecord} without a key), {@link checkContinuation}, or `UNKNOWN_PLAYER` (also for a
 *   `me` that is neither a string nor `null`). The promise never rejects.
 * @example
 * ```ts
 * import { openCode } from 'tictactoe-engine';
 * const view = await openCode('AQIAATgGYWJjMTIzA2FubgNib2I', 'bob', { gameId: 'abc123' });
 * if (view.ok) {
 *   view.value.phase;           // 'your-turn'
 *   view.value.message;         // 'Your turn (O)'
 *   view.value.lastMove?.label; // 'Bottom Right'
 * }
 * ```
 */
export async function openCode(
  code: string,
  me: string | null,
  options?: OpenCodeOptions,
): Promise<Result<CorrespondenceView, RecordError<OpenCodeErrorCode>>> {
  // Read once, before anything else: an option that cannot be read is an error, never "not given".
  const given = readOptions(options, OPEN_OPTIONS);
  if (!given) return optionsError(`the options must be an object that can be read, not ${describe(options)}`);
  const { key, seen } = given;
  const decodeOptions = readDecodeOptions({ gameId: given.gameId });
  if (!decodeOptions.ok) return decodeOptions;
  const read =
    key !== undefined ? await verifyCode(code, key, decodeOptions.value) : readCode(code, decodeOptions.value);
  if (!read.ok) return read;
  const { record, state } = read.value;
  if (me !== null && typeof me !== 'string') return unknownPlayer(me);
  const toMove = positionOf(state)!.turn === 0 ? 'X' : 'O';
  const seat = state.players.find((player) => (me === null ? player.symbol === toMove : player.id === me));
  if (!seat) return unknownPlayer(me);
  if (seen !== undefined) {
    const continued = continuation(seen, read.value, seat.id);
    if (!continued.ok) return continued;
  }
  return ok(view(record, state, seat, key !== undefined));
}

function view(record: GameRecord, state: State, me: SeatedPlayer, verified: boolean): CorrespondenceView {
  const { opponent, phase, ownLink, result } = turnOf(state, me);
  const last = state.lastMove;
  const over = phase === 'over';
  const line = state.winningLine;
  let message: string;
  if (!over)
    message =
      state.currentPlayerId === me.id ? `Your turn (${me.symbol})` : `Waiting for your opponent (${opponent.symbol})`;
  else if (result === 'draw' || !line) message = "It's a draw.";
  else {
    const name = `the ${englishLineLabel(line)}`;
    if (state.rules.variant === 'misere')
      message = result === 'win' ? `You win: your opponent completed ${name}.` : `You lose: you completed ${name}.`;
    else message = result === 'win' ? `You win with ${name}!` : `Your opponent wins with ${name}.`;
  }
  return Object.freeze({
    record,
    state,
    me,
    opponent,
    verified,
    phase,
    ownLink,
    result,
    line,
    lastMove: last && describeMove(last, state.rules),
    message,
  });
}

/**
 * Options of {@link nextCode}: the signing key, and the record fields (game id, timestamps) to
 * write. A present `key` that cannot be used is `INVALID_KEY`: the code is never sent unsigned
 * because the key could not be read.
 */
export interface NextCodeOptions extends RecordFields {
  /** Sign the code with this key (see {@link signRecord}). Without it the code is not signed. */
  readonly key?: SigningKey;
}

const NEXT_OPTIONS = ['key', 'gameId', 'createdAt', 'updatedAt'] as const;

/** What {@link nextCode} returns: the code to send, and the record and state after the move. */
export interface NextCode {
  /** The share code to send to the opponent. */
  readonly code: string;
  /** The record after the move. Keep it as `seen` for the next {@link openCode}. */
  readonly record: GameRecord;
  /** The game state after the move. */
  readonly state: GameState;
  /** The move just played, with its cell's name and label, for the link text. */
  readonly move: DescribedMove;
}

/**
 * Plays this player's move and returns the code to send: the move must be legal for `me` (their
 * turn, an empty cell, the game not over). The record takes its game id and timestamps from
 * `options`, else from the state's metadata; the library never reads a clock, so pass
 * `updatedAt` yourself if you want one.
 *
 * @param state - the game: `view.state` from {@link openCode}, or a new game from `createInitialState`.
 * @param cell - the cell to play: its index or its algebraic name (`'b2'`; `'d6'` on Connect Four).
 * @param me - this player's id: the move must be legal for them (the move lock). Anything but
 *   one of the game's player ids (`undefined` included) is `UNKNOWN_PLAYER`.
 * @param options - `key` to sign, and the record fields to write.
 * @returns a promise of the code, record, state and move, or `INVALID_OPTIONS` (options that are
 *   not an object or cannot be read), the engine's move error (`NOT_YOUR_TURN`, `CELL_OCCUPIED`,
 *   `GAME_OVER`, `UNKNOWN_PLAYER`, `OUT_OF_RANGE`, `INVALID_STATE` …), or the errors of
 *   {@link saveRecord} and {@link signRecord}. The promise never rejects.
 * @example
 * ```ts
 * import { TicTacToeEngine, nextCode, unwrap } from 'tictactoe-engine';
 * const engine = new TicTacToeEngine();
 * const start = unwrap(engine.createInitialState({ metadata: { gameId: 'abc123' } }, [{ id: 'ann' }, { id: 'bob' }]));
 * const sent = await nextCode(start, 'b2', 'ann');
 * if (sent.ok) `Ann played ${sent.value.move.label}: https://example.com/play#${sent.value.code}`;
 * ```
 */
export async function nextCode(
  state: GameState,
  cell: CellIndex | string,
  me: string,
  options?: NextCodeOptions,
): Promise<Result<NextCode, MoveError | RecordError<EncodeRecordErrorCode | KeyErrorCode | 'INVALID_OPTIONS'>>> {
  // Read once, before anything else: an option that cannot be read is an error, never "not given".
  const given = readOptions(options, NEXT_OPTIONS);
  if (!given) return optionsError(`the options must be an object that can be read, not ${describe(options)}`);
  const { key, ...fields } = given;
  const current = resolveGameState(state);
  if ('code' in current) return err(current);
  // The move lock: the move is checked for `me`, never for whoever is to move.
  if (typeof me !== 'string')
    return err({ code: 'UNKNOWN_PLAYER', message: `Illegal move: ${describe(me)} is not a player.` });
  const index = typeof cell === 'string' ? cellFromName(cell, current.rules) : cell;
  if (index === undefined)
    return err({ code: 'OUT_OF_RANGE', message: `Illegal move: ${describe(cell)} is not a cell of the board.` });
  // A number that is not a cell is refused as the session and replay refuse it.
  const next = playOn(current, typeof index === 'number' ? index : Number.NaN, me);
  if (!next.ok) return next;
  const record = saveRecord(next.value, fields as RecordFields);
  if (!record.ok) return record;
  const code = key !== undefined ? await signRecord(record.value, key as SigningKey) : encodeRecord(record.value);
  if (!code.ok) return code;
  return ok(
    Object.freeze({
      code: code.value,
      record: record.value,
      state: next.value,
      move: describeMove(next.value.lastMove!, next.value.rules),
    }),
  );
}

/** The codes {@link checkContinuation} reports, besides the errors of reading either record. */
export type ContinuationErrorCode =
  | LoadRecordErrorCode
  | 'WRONG_GAME'
  | 'UNKNOWN_PLAYER'
  | 'HISTORY_REWRITTEN'
  | 'NOT_OPPONENT_MOVE';

/**
 * The anti-cheat check of correspondence play: accepts `received` only if it continues `seen`
 * (the last record this player saw) by the opponent's moves alone. Every move of `seen` must be
 * kept as it was (else `HISTORY_REWRITTEN`: a move changed or taken back), and no new move may be
 * this player's (else `NOT_OPPONENT_MOVE`). The same record again is fine (a link reopened).
 *
 * @param seen - the last record this player saw, or its JSON text.
 * @param received - the newly received record, or its JSON text.
 * @param me - this player's id.
 * @returns the new moves (none, or the opponent's one move), or `WRONG_GAME` (another game id,
 *   other rules or players), `UNKNOWN_PLAYER`, `HISTORY_REWRITTEN`, `NOT_OPPONENT_MOVE` (each with
 *   `ply`), or an error of {@link loadRecord} for either record.
 * @example
 * ```ts
 * import { PRESETS, checkContinuation } from 'tictactoe-engine';
 * const players = [{ id: 'ann', symbol: 'X' }, { id: 'bob', symbol: 'O' }] as const;
 * const seen = { version: 2, rules: PRESETS['tic-tac-toe'], players, moves: [4] } as const;
 * checkContinuation(seen, { ...seen, moves: [4, 0] }, 'ann').ok; // true: bob played a1
 * checkContinuation(seen, { ...seen, moves: [2, 0] }, 'ann');    // HISTORY_REWRITTEN at ply 0
 * checkContinuation(seen, { ...seen, moves: [4, 0, 8] }, 'ann'); // NOT_OPPONENT_MOVE at ply 2
 * ```
 */
export function checkContinuation(
  seen: GameRecord | GameRecordV1 | string,
  received: GameRecord | GameRecordV1 | string,
  me: string,
): Result<readonly DescribedMove[], RecordError<ContinuationErrorCode>> {
  const next = readRecord(received);
  if (!next.ok) return next;
  return continuation(seen, next.value, me);
}

function continuation(
  seenInput: unknown,
  received: ReadRecord,
  me: string,
): Result<readonly DescribedMove[], RecordError<ContinuationErrorCode>> {
  const before = readRecord(seenInput);
  if (!before.ok) return before;
  const old = before.value.record;
  const now = received.record;
  const history = received.state.history;
  const added = continues(
    old,
    now,
    sameRules(old.rules, now.rules),
    (ply) => history[ply]!.playerId,
    me,
    (cell) => cellName(cell, now.rules),
  );
  return added.ok ? ok(Object.freeze(added.value.map((ply) => describeMove(history[ply]!, now.rules)))) : added;
}

/** Returns a history entry with its cell's algebraic name and spoken label. */
function describeMove(entry: HistoryEntry, rules: Rules): DescribedMove {
  return Object.freeze({ ...entry, name: cellName(entry.cell, rules), label: englishCellLabel(entry.cell, rules) });
}
