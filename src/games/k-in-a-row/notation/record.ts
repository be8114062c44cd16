/**
 * Game records: a versioned, JSON-ready description of a game (its rules, players, caller ids and
 * timestamps, the moves) with {@link saveRecord} and {@link loadRecord}. The moves are the truth:
 * loading replays them through the engine and checks everything else against them.
 *
 * @packageDocumentation
 */
import { err, ok } from '../../../core/errors.js';
import { describe, isRecord } from '../../../core/describe.js';
import { readOptions } from '../../../core/input.js';
import { boardText, readCells } from '../rules/board.js';
import { isCellIndex, nameOf } from '../rules/cells.js';
import type { GameState, State } from '../state/game-state.js';
import { replayMoves } from '../state/play.js';
import { resolveGameState } from '../state/revive.js';
import { readRules, type Rules } from '../rules/rules.js';
import { startGame } from '../state/setup.js';
import type { CellIndex, GameMetadata, GameStatus, Result, SeatedPlayer, Variant } from '../../../core/types.js';
import type { RecordError } from './errors.js';
import {
  callerFields,
  expected,
  fail,
  FIELDS,
  malformed,
  readPlayers,
  recordData,
  type RecordFields,
} from '../../../core/record-fields.js';

export type { RecordFields } from '../../../core/record-fields.js';

/**
 * The version of the record format that {@link saveRecord} writes. {@link loadRecord} reads it and
 * version 1, the records of 3 × 3 games written before board shapes (`variant` instead of `rules`).
 */
export const RECORD_VERSION = 2;

/**
 * A game as plain JSON data: what {@link saveRecord} returns and {@link loadRecord} reads back.
 * The moves are the truth; `board` and `status` are written for people and checked on load.
 *
 * @example
 * ```json
 * {
 *   "version": 2,
 *   "rules": { "rows": 3, "columns": 3, "inARow": 3, "gravity": false, "variant": "standard" },
 *   "gameId": "abc123",
 *   "players": [{ "id": "ann", "symbol": "X" }, { "id": "bob", "symbol": "O" }],
 *   "moves": [4, 0, 8],
 *   "board": "O../.X./..X",
 *   "status": "in-progress"
 * }
 * ```
 */
export interface GameRecord {
  /** The format version: {@link RECORD_VERSION}. */
  readonly version: typeof RECORD_VERSION;
  /**
   * The rules: the board's shape, the line length, gravity and the variant. On load, a field left
   * out takes its default, as in the settings of `createInitialState`.
   */
  readonly rules: Rules;
  /** The caller's game id, if the game has one. */
  readonly gameId?: string;
  /** When the game was created, as the caller gave it (the library never reads a clock). */
  readonly createdAt?: string;
  /** When the game was last changed, as the caller gave it. */
  readonly updatedAt?: string;
  /** The two players in the caller's order, each with their mark. */
  readonly players: readonly [SeatedPlayer, SeatedPlayer];
  /** The cells played (row-major indexes), in order, from the empty board (X first). */
  readonly moves: readonly CellIndex[];
  /**
   * The board the moves lead to, as text with `/` between rows (`"X.O/.X./..O"`). Optional on load; checked when
   * present.
   */
  readonly board?: string;
  /** The status the moves lead to. Optional on load; checked when present. */
  readonly status?: GameStatus;
}

/**
 * A record of version 1, as versions before board shapes wrote it: a 3 × 3 game of three in a
 * row, with its `variant` instead of `rules`. {@link loadRecord} (and everything that reads
 * records) still reads it, as the same game in a {@link GameRecord}.
 */
export interface GameRecordV1 extends Omit<GameRecord, 'version' | 'rules'> {
  /** The format version: 1. */
  readonly version: 1;
  /** The rule variant: `'standard'` or `'misere'`. */
  readonly variant: Variant;
}

const STATUSES: readonly GameStatus[] = ['in-progress', 'won', 'draw'];

/** A record that has been read and replayed: the normalized record and its final state. */
export interface ReadRecord {
  readonly record: GameRecord;
  readonly state: State;
}

/**
 * Returns the record of a game: its rules, players, moves, board and status, plus the game id
 * and timestamps taken from `fields` or else from the state's metadata (`gameId`, `createdAt`,
 * `updatedAt`; other metadata is not recorded). Pass it to `JSON.stringify` to store it.
 *
 * @param state - a game state (one that went through JSON is accepted too).
 * @param fields - the game id and timestamps to record; each overrides the state's metadata.
 * @returns the record, frozen, or `INVALID_STATE`, `INCOMPLETE_HISTORY` (a state made by
 *   `fromSetup` has no moves to record) or `MALFORMED_RECORD` (a field that is not a string).
 * @example
 * ```ts
 * import { TicTacToeEngine, saveRecord, unwrap } from 'tictactoe-engine';
 * const engine = new TicTacToeEngine();
 * const state = unwrap(engine.replay([4, 0, 8], { metadata: { gameId: 'abc123' } }, [{ id: 'ann' }, { id: 'bob' }]));
 * const record = unwrap(saveRecord(state, { updatedAt: '2025-10-05T12:00:00.000Z' }));
 * record.moves;             // [4, 0, 8]
 * JSON.stringify(record);   // '{"version":2,"rules":{"rows":3,…},"gameId":"abc123",…}'
 * ```
 */
export function saveRecord(
  state: GameState,
  fields?: RecordFields,
): Result<GameRecord, RecordError<'INVALID_STATE' | 'INCOMPLETE_HISTORY' | 'MALFORMED_RECORD'>> {
  const resolved = resolveGameState(state);
  if ('code' in resolved) return err({ code: 'INVALID_STATE', message: resolved.message });
  if (resolved.history.length !== resolved.moveCount) {
    return err({
      code: 'INCOMPLETE_HISTORY',
      message: 'Cannot record the game: it has marks but not the moves that made them.',
    });
  }
  const given = readOptions(fields, FIELDS);
  if (!given) return malformed('', `the record fields must be an object that can be read, not ${describe(fields)}`);
  const chosen = callerFields(given, resolved.metadata);
  return chosen.ok ? ok(buildRecord(resolved, chosen.value)) : chosen;
}

/**
 * Returns the state of a recorded game: checks the record's form and version, replays its moves
 * from the empty board through the engine, and checks `board` and `status` (when present) against
 * the result. The state's metadata holds the record's `gameId`, `createdAt` and `updatedAt`.
 * Never throws, whatever it is given.
 *
 * @param input - a {@link GameRecord} (or a version 1 record of a 3 × 3 game), or its JSON text.
 * @returns the state, or the first problem: `MALFORMED_RECORD` (with `field`), `UNSUPPORTED_VERSION`,
 *   `ILLEGAL_SEQUENCE` (with `ply`, `cell` and the engine's `cause`), `BOARD_MISMATCH` or `STATUS_MISMATCH`.
 * @example
 * ```ts
 * import { loadRecord } from 'tictactoe-engine';
 * const players = [{ id: 'ann', symbol: 'X' }, { id: 'bob', symbol: 'O' }];
 * const game = loadRecord({ version: 2, rules: {}, players, moves: [4, 0, 8] });
 * if (game.ok) game.value.currentPlayerId; // 'bob'
 * const rules = { rows: 6, columns: 7, inARow: 4, gravity: true };
 * const connectFour = loadRecord({ version: 2, rules, players, moves: [38, 31] });
 * if (connectFour.ok) connectFour.value.board[31]; // 'O'
 * loadRecord({ version: 2, rules: {}, players, moves: [4, 4] });
 * // { ok: false, error: { code: 'ILLEGAL_SEQUENCE', ply: 1, cell: 4, cause: 'CELL_OCCUPIED', … } }
 * ```
 */
export function loadRecord(input: unknown): Result<GameState, RecordError<LoadRecordErrorCode>> {
  const read = readRecord(input);
  return read.ok ? ok(read.value.state) : read;
}

/** The codes {@link loadRecord} reports. */
export type LoadRecordErrorCode =
  | 'MALFORMED_RECORD'
  | 'UNSUPPORTED_VERSION'
  | 'ILLEGAL_SEQUENCE'
  | 'BOARD_MISMATCH'
  | 'STATUS_MISMATCH';

/** The fields of a record, in the order they are written. */
const RECORD_FIELDS = [
  'version',
  'rules',
  'variant',
  'gameId',
  'createdAt',
  'updatedAt',
  'players',
  'moves',
  'board',
  'status',
] as const;

/** The fields of a record's `rules`. */
const RULE_FIELDS = ['rows', 'columns', 'inARow', 'gravity', 'variant'] as const;

/**
 * Reads, checks and replays a record; returns the normalized record and its state. Its fields are
 * read once and copied as JSON data (see the input boundary), so nothing below reads the caller's
 * objects again. Never throws.
 */
export function readRecord(input: unknown): Result<ReadRecord, RecordError<LoadRecordErrorCode>> {
  const record = recordData(input, RECORD_FIELDS);
  return record.ok ? checkRecord(record.value) : record;
}

/** A record's fields as plain data (absent fields `undefined`), not yet checked. */
export type RecordData = Partial<Record<(typeof RECORD_FIELDS)[number], unknown>>;

/**
 * Checks and replays a record given as plain data that nothing else holds (what the input
 * boundary or a share-code parser made): its version, variant, fields, players and moves, then
 * `board` and `status` against the moves. Never throws.
 */
export function checkRecord(record: RecordData): Result<ReadRecord, RecordError<LoadRecordErrorCode>> {
  const { version, players, moves, board, status } = record;
  if (typeof version !== 'number') return expected('version', 'a number', version);
  if (version !== 1 && version !== RECORD_VERSION)
    return fail('UNSUPPORTED_VERSION', `version ${version} is not supported`, { field: 'version' });
  const rules = readRecordRules(record);
  if (!('rows' in rules)) return rules;
  const fields = callerFields(record);
  if (!fields.ok) return fields;
  const xPlayerId = readPlayers(players);
  if (typeof xPlayerId !== 'string') return xPlayerId;
  if (!Array.isArray(moves)) return expected('moves', 'an array', moves);
  const bad = moves.findIndex((cell) => !isCellIndex(cell, rules));
  if (bad >= 0)
    return expected(`moves[${bad}]`, `a cell index from 0 to ${rules.rows * rules.columns - 1}`, moves[bad]);
  const settings = { ...rules, xPlayerId, metadata: fields.value as GameMetadata };
  const start = startGame(settings, players);
  // The players were checked above as the engine checks them.
  if (!start.ok) return malformed('players', start.error.message);
  const state = replayMoves(start.value, moves);
  if ('code' in state) {
    const { ply, code, reason } = state;
    const cell = moves[ply] as CellIndex;
    return fail('ILLEGAL_SEQUENCE', `move ${ply + 1} (${nameOf(cell, rules.columns)}) cannot be played: ${reason}`, {
      ply,
      cell,
      cause: code,
    });
  }
  if (board !== undefined) {
    const cells = readCells(board, rules.rows, rules.columns);
    if (typeof cells === 'string') return malformed('board', `the board is not one of the game: ${cells}`);
    const written = boardText(cells, rules.columns);
    const reached = boardText(state.board, rules.columns);
    if (written !== reached)
      return fail('BOARD_MISMATCH', `the board is ${written} but the moves lead to ${reached}`, { field: 'board' });
  }
  if (status !== undefined) {
    if (!STATUSES.includes(status as GameStatus)) return expected('status', STATUSES.join(', '), status);
    if (status !== state.status)
      return fail('STATUS_MISMATCH', `the status is ${status as string} but the moves lead to ${state.status}`, {
        field: 'status',
      });
  }
  return ok({ record: buildRecord(state, fields.value), state });
}

/**
 * Reads the rules of a record: version 1 has a `variant` (3 × 3, three in a row), version 2 its
 * `rules`, an object of rule fields (each left out takes its default) and nothing else.
 */
function readRecordRules({
  version,
  rules,
  variant,
}: RecordData): Rules | Result<never, RecordError<'MALFORMED_RECORD'>> {
  if (version === 1) {
    if (rules !== undefined) return malformed('rules', 'a version 1 record has a variant, not rules');
    const read = variant === undefined ? 'no variant' : readRules(undefined, undefined, undefined, undefined, variant);
    return typeof read === 'string' ? expected('variant', "'standard' or 'misere'", variant) : read;
  }
  if (variant !== undefined) return malformed('variant', 'a version 2 record has its variant in its rules');
  if (!isRecord(rules)) return expected('rules', 'an object { rows, columns, inARow, gravity, variant }', rules);
  const extra = Object.keys(rules).find((key) => !(RULE_FIELDS as readonly string[]).includes(key));
  if (extra !== undefined)
    return malformed(
      `rules.${extra}`,
      `rules has no field ${describe(extra)} (its fields are ${RULE_FIELDS.join(', ')})`,
    );
  const { rows, columns, inARow, gravity, variant: kind } = rules;
  const read = readRules(rows, columns, inARow, gravity, kind);
  return typeof read === 'string' ? malformed('rules', `bad rules: ${read}`) : read;
}

/** Returns the normalized, frozen record of a state whose history starts from the empty board. */
export function buildRecord(state: State, fields: RecordFields): GameRecord {
  // The fields go after the rules, in a fixed order, so that JSON text is stable.
  const { rules } = state;
  return Object.freeze({
    version: RECORD_VERSION,
    rules,
    ...fields,
    players: state.players,
    moves: Object.freeze(state.history.map((entry) => entry.cell)),
    board: boardText(state.board, rules.columns),
    status: state.status,
  });
}
