/**
 * Records of Ultimate games: a versioned, JSON-ready description of a game (its rules, players,
 * caller ids and timestamps, the setup it started from, the moves) with {@link saveUltimateRecord}
 * and {@link loadUltimateRecord}. The moves are the truth: loading replays them through the engine
 * and checks everything else against them.
 *
 * @packageDocumentation
 */
import { describe, isRecord } from '../../core/describe.js';
import { err, ok } from '../../core/errors.js';
import { readOptions } from '../../core/input.js';
import type { RecordError } from '../../core/record-errors.js';
import {
  callerFields,
  expected,
  fail,
  FIELDS,
  malformed,
  readPlayers,
  recordData,
  type RecordFields,
} from '../../core/record-fields.js';
import type { GameMetadata, GameStatus, Result, SeatedPlayer } from '../../core/types.js';
import { replayMoves, setUpGame, startGame } from './play.js';
import { resolveUltimate } from './revive.js';
import { RULE_KEYS, readUltimateRules, type UltimateRules } from './rules.js';
import { positionOf, positionText, type UltimatePosition, type UltimateState, type UState } from './state.js';
import { squareName } from './notation.js';

/**
 * The version of the record format of Ultimate games. Versions are one sequence across the games
 * of the library: 1 and 2 are k-in-a-row's (see `loadRecord`), 3 is Ultimate's, so that each loader
 * refuses the other's records with `UNSUPPORTED_VERSION`.
 */
export const ULTIMATE_RECORD_VERSION = 3;

/**
 * A game of Ultimate as plain JSON data: what {@link saveUltimateRecord} returns and
 * {@link loadUltimateRecord} reads back. The moves are the truth; `position`, `status` and `winner`
 * are written for people and checked on load.
 *
 * @example
 * ```json
 * {
 *   "version": 3,
 *   "game": "ultimate",
 *   "rules": { "wonBoards": "closed", "drawnBoards": "nobody", "tiebreak": "none" },
 *   "gameId": "abc123",
 *   "players": [{ "id": "ann", "symbol": "X" }, { "id": "bob", "symbol": "O" }],
 *   "moves": [40, 37],
 *   "position": "9/9/9/4o4/4x4/9/9/9/9 X 2 e6",
 *   "status": "in-progress",
 *   "winner": null
 * }
 * ```
 */
export interface UltimateRecord {
  /** The format version: {@link ULTIMATE_RECORD_VERSION}. */
  readonly version: typeof ULTIMATE_RECORD_VERSION;
  /** The game: `'ultimate'`. */
  readonly game: 'ultimate';
  /** The rules' switches. On load, a switch left out is standard. */
  readonly rules: UltimateRules;
  /** The caller's game id, if the game has one. */
  readonly gameId?: string;
  /** When the game was created, as the caller gave it (the library never reads a clock). */
  readonly createdAt?: string;
  /** When the game was last changed, as the caller gave it. */
  readonly updatedAt?: string;
  /** The two players in the caller's order, each with their mark. */
  readonly players: readonly [SeatedPlayer, SeatedPlayer];
  /** The position string the game started from, for a game set up with `fromSetup`; absent from the start. */
  readonly setup?: string;
  /**
   * The moves played from the start (or the setup), in order, as move numbers: `board × 9 + cell`
   * (0–80), as `history[i].move` holds them and `replay` takes them.
   */
  readonly moves: readonly number[];
  /** The position the moves lead to, as a UGI position string. Optional on load; checked when present. */
  readonly position?: string;
  /** The status the moves lead to. Optional on load; checked when present. */
  readonly status?: GameStatus;
  /** The id of the winner the moves lead to, or `null`. Optional on load; checked when present. */
  readonly winner?: string | null;
}

/** A record that has been read and replayed: the normalized record and its final state. */
export interface ReadUltimateRecord {
  readonly record: UltimateRecord;
  readonly state: UState;
}

/** The codes {@link saveUltimateRecord} reports. */
export type SaveUltimateRecordErrorCode = 'INVALID_STATE' | 'MALFORMED_RECORD';

/** The codes {@link loadUltimateRecord} reports. */
export type LoadUltimateRecordErrorCode =
  | 'MALFORMED_RECORD'
  | 'UNSUPPORTED_VERSION'
  | 'ILLEGAL_SEQUENCE'
  | 'BOARD_MISMATCH'
  | 'STATUS_MISMATCH';

/** The fields of a record, in the order they are written. */
const RECORD_FIELDS = [
  'version',
  'game',
  'rules',
  'gameId',
  'createdAt',
  'updatedAt',
  'players',
  'setup',
  'moves',
  'position',
  'status',
  'winner',
] as const;

/** A record's fields as plain data (absent fields `undefined`), not yet checked. */
export type UltimateRecordData = Partial<Record<(typeof RECORD_FIELDS)[number], unknown>>;

const STATUSES: readonly GameStatus[] = ['in-progress', 'won', 'draw'];

/**
 * Returns the record of a game of Ultimate: its rules, players, setup (for a game set up with
 * `fromSetup`), moves, position, status and winner, plus the game id and timestamps taken from
 * `fields` or else from the state's metadata (`gameId`, `createdAt`, `updatedAt`; other metadata
 * is not recorded). Pass it to `JSON.stringify` to store it.
 *
 * @param state - a game state (one that went through JSON is accepted too).
 * @param fields - the game id and timestamps to record; each overrides the state's metadata.
 * @returns the record, frozen, or `INVALID_STATE` or `MALFORMED_RECORD` (a field that is not a string).
 * @example
 * ```ts
 * import { UltimateEngine, saveUltimateRecord, unwrap } from 'tictactoe-engine/ultimate';
 * const engine = new UltimateEngine();
 * const players = [{ id: 'ann' }, { id: 'bob' }];
 * const state = unwrap(engine.replay(['e5', 'e6'], { metadata: { gameId: 'abc123' } }, players));
 * const record = unwrap(saveUltimateRecord(state));
 * record.moves;    // [40, 37]
 * record.position; // '9/9/9/4o4/4x4/9/9/9/9 X 2 e6'
 * ```
 */
export function saveUltimateRecord(
  state: UltimateState,
  fields?: RecordFields,
): Result<UltimateRecord, RecordError<SaveUltimateRecordErrorCode>> {
  const position = resolveUltimate(state);
  if ('code' in position) return err({ code: 'INVALID_STATE', message: position.message });
  const given = readOptions(fields, FIELDS);
  if (!given) return malformed('', `the record fields must be an object that can be read, not ${describe(fields)}`);
  const chosen = callerFields(given, position.context.metadata);
  return chosen.ok ? ok(buildUltimateRecord(position, chosen.value)) : chosen;
}

/**
 * Returns the state of a recorded game of Ultimate: checks the record's form and version, sets up
 * its start (the empty board, or its `setup`), replays its moves through the engine, and checks
 * `position`, `status` and `winner` (when present) against the result. The state's metadata holds
 * the record's `gameId`, `createdAt` and `updatedAt`. Never throws, whatever it is given.
 *
 * @param input - an {@link UltimateRecord}, or its JSON text.
 * @returns the state, or the first problem: `MALFORMED_RECORD` (with `field`), `UNSUPPORTED_VERSION`
 *   (a k-in-a-row record among them), `ILLEGAL_SEQUENCE` (with `ply`, `cell`: the move number, and the
 *   engine's `cause`), `BOARD_MISMATCH` (the `position`) or `STATUS_MISMATCH` (the `status` or `winner`).
 * @example
 * ```ts
 * import { loadUltimateRecord } from 'tictactoe-engine/ultimate';
 * const players = [{ id: 'ann', symbol: 'X' }, { id: 'bob', symbol: 'O' }];
 * const game = loadUltimateRecord({ version: 3, game: 'ultimate', rules: {}, players, moves: [40, 37] });
 * if (game.ok) game.value.forcedBoard; // 1
 * loadUltimateRecord({ version: 3, game: 'ultimate', rules: {}, players, moves: [40, 0] });
 * // { ok: false, error: { code: 'ILLEGAL_SEQUENCE', ply: 1, cell: 0, cause: 'WRONG_BOARD', … } }
 * ```
 */
export function loadUltimateRecord(input: unknown): Result<UltimateState, RecordError<LoadUltimateRecordErrorCode>> {
  const read = readUltimateRecord(input);
  return read.ok ? ok(read.value.state) : read;
}

/**
 * Reads, checks and replays a record; returns the normalized record and its state. Its fields are
 * read once and copied as JSON data, so nothing below reads the caller's objects again. Never throws.
 */
export function readUltimateRecord(
  input: unknown,
): Result<ReadUltimateRecord, RecordError<LoadUltimateRecordErrorCode>> {
  const record = recordData(input, RECORD_FIELDS);
  return record.ok ? checkUltimateRecord(record.value) : record;
}

/**
 * Checks and replays a record given as plain data that nothing else holds: its version, game,
 * rules, fields, players, setup and moves, then `position`, `status` and `winner` against the
 * moves. Never throws.
 */
export function checkUltimateRecord(
  record: UltimateRecordData,
): Result<ReadUltimateRecord, RecordError<LoadUltimateRecordErrorCode>> {
  const { version, game, rules, players, setup, moves, position, status, winner } = record;
  if (typeof version !== 'number') return expected('version', 'a number', version);
  if (version !== ULTIMATE_RECORD_VERSION) {
    const hint = version === 1 || version === 2 ? ' here: it is a k-in-a-row record (load it with loadRecord)' : '';
    return fail('UNSUPPORTED_VERSION', `version ${version} is not supported${hint}`, { field: 'version' });
  }
  if (game !== 'ultimate') return expected('game', "'ultimate'", game);
  if (!isRecord(rules)) return expected('rules', 'an object { wonBoards, drawnBoards, tiebreak }', rules);
  const extra = Object.keys(rules).find((key) => !(RULE_KEYS as readonly string[]).includes(key));
  if (extra !== undefined)
    return malformed(
      `rules.${extra}`,
      `rules has no field ${describe(extra)} (its fields are ${RULE_KEYS.join(', ')})`,
    );
  const switches = readUltimateRules(rules);
  if (typeof switches === 'string') return malformed('rules', `bad rules: ${switches}`);
  const fields = callerFields(record);
  if (!fields.ok) return fields;
  const xPlayerId = readPlayers(players);
  if (typeof xPlayerId !== 'string') return xPlayerId;
  if (setup !== undefined && typeof setup !== 'string') return expected('setup', 'a position string', setup);
  if (!Array.isArray(moves)) return expected('moves', 'an array', moves);
  if (moves.length > 81) return malformed('moves', `a game has at most 81 moves, not ${moves.length}`);
  const bad = moves.findIndex((move) => !(Number.isInteger(move) && move >= 0 && move <= 80));
  if (bad >= 0) return expected(`moves[${bad}]`, 'a move number from 0 to 80', moves[bad]);
  const settings = { ...switches, xPlayerId, metadata: fields.value as GameMetadata };
  const start = setup === undefined ? startGame(settings, players) : setUpGame(setup, settings, players);
  if (!start.ok) {
    const { code, message } = start.error;
    // The players were checked above as the engine checks them: what is left is the setup's.
    return malformed(code === 'INVALID_PLAYERS' || code === 'DUPLICATE_PLAYER' ? 'players' : 'setup', message);
  }
  const state = replayMoves(start.value, moves);
  if ('code' in state) {
    const { ply, code, reason } = state;
    const cell = moves[ply] as number;
    return fail('ILLEGAL_SEQUENCE', `move ${ply + 1} (${squareName(cell)}) cannot be played: ${reason}`, {
      ply,
      cell,
      cause: code,
    });
  }
  const reached = positionOf(state)!;
  if (position !== undefined) {
    if (typeof position !== 'string') return expected('position', 'a position string', position);
    const text = positionText(reached);
    if (position !== text)
      return fail('BOARD_MISMATCH', `the position is ${position} but the moves lead to ${text}`, { field: 'position' });
  }
  if (status !== undefined) {
    if (!STATUSES.includes(status as GameStatus)) return expected('status', STATUSES.join(', '), status);
    if (status !== state.status)
      return fail('STATUS_MISMATCH', `the status is ${status as string} but the moves lead to ${state.status}`, {
        field: 'status',
      });
  }
  if (winner !== undefined) {
    if (winner !== null && typeof winner !== 'string') return expected('winner', 'a player id or null', winner);
    const won = state.winner?.playerId ?? null;
    if (winner !== won)
      return fail('STATUS_MISMATCH', `the winner is ${describe(winner)} but the moves lead to ${describe(won)}`, {
        field: 'winner',
      });
  }
  return ok({ record: buildUltimateRecord(reached, fields.value), state });
}

/** Returns the normalized, frozen record of a position. */
export function buildUltimateRecord(position: UltimatePosition, fields: RecordFields): UltimateRecord {
  const { state, context, setup } = position;
  // The fields go in a fixed order, so that JSON text is stable.
  return Object.freeze({
    version: ULTIMATE_RECORD_VERSION,
    game: 'ultimate',
    rules: context.rules,
    ...fields,
    players: context.players,
    ...(setup ? { setup: setup.text } : {}),
    moves: Object.freeze(state.history.map((entry) => entry.move)),
    position: positionText(position),
    status: state.status,
    winner: state.winner?.playerId ?? null,
  });
}
