// Shared test helpers for records, codes and signatures: an independent game walker and
// fast-check arbitraries for legal games. Standard APIs only (no Node built-ins), so that a
// browser run can reuse these tests.
import fc from 'fast-check';
import {
  TicTacToeEngine,
  saveRecord,
  unwrap,
  type CellIndex,
  type GameRecord,
  type Player,
  type Variant,
} from '../../src/index.js';

const LINES = [0b000000111, 0b000111000, 0b111000000, 0b001001001, 0b010010010, 0b100100100, 0b100010001, 0b001010100];

/** Says whether `mask` fills a line: written here, independent of the engine. */
export function hasLine(mask: number): boolean {
  return LINES.some((line) => (mask & line) === line);
}

/** Calls `visit` with every complete game (ended by a line or a full board): 255,168 of them. */
export function forEachCompleteGame(visit: (moves: readonly CellIndex[]) => void): void {
  const moves: CellIndex[] = [];
  const walk = (x: number, o: number): void => {
    for (let cell = 0 as CellIndex; cell < 9; cell++) {
      const bit = 1 << cell;
      if ((x | o) & bit) continue;
      const xToMove = moves.length % 2 === 0;
      const nx = xToMove ? x | bit : x;
      const no = xToMove ? o : o | bit;
      moves.push(cell);
      if (hasLine(xToMove ? nx : no) || moves.length === 9) visit(moves);
      else walk(nx, no);
      moves.pop();
    }
  };
  walk(0, 0);
}

/** Cuts a permutation of the cells to a legal game of at most `length` moves (it stops at a line). */
export function legalPrefix(order: readonly number[], length: number): CellIndex[] {
  const moves: CellIndex[] = [];
  let x = 0;
  let o = 0;
  for (const cell of order.slice(0, length)) {
    if (hasLine(x) || hasLine(o)) break;
    if (moves.length % 2 === 0) x |= 1 << cell;
    else o |= 1 << cell;
    moves.push(cell as CellIndex);
  }
  return moves;
}

const CELLS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** A legal move list: 0 to 9 moves, stopping at the first line. */
export const legalMoves = fc
  .tuple(fc.shuffledSubarray(CELLS, { minLength: 9, maxLength: 9 }), fc.integer({ min: 0, max: 9 }))
  .map(([order, length]) => legalPrefix(order, length));

/** A complete legal game (ended by a line or a full board). */
export const completeGame = fc
  .shuffledSubarray(CELLS, { minLength: 9, maxLength: 9 })
  .map((order) => legalPrefix(order, 9));

/** A string of any Unicode code points (well formed), short enough for a share code. */
const text = (minLength = 0) => fc.string({ unit: 'binary', minLength, maxLength: 12 });

/** An ISO instant as `toISOString` writes it (short form in codes, also before 1970 and after 9999), or any text. */
const timestamp = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  text(),
);

/** A game id: a UUID (short form in codes), an upper-case UUID, or any text. */
const gameId = fc.oneof(
  fc.uuid(),
  fc.uuid().map((id) => id.toUpperCase()),
  text(),
);

export interface GameSpec {
  readonly variant: Variant;
  readonly players: readonly [Player, Player];
  readonly xIsSecond: boolean;
  readonly moves: readonly CellIndex[];
  readonly fields: { gameId?: string; createdAt?: string; updatedAt?: string };
}

/** Everything a record holds: variant, players (names optional), seats, moves, game id and timestamps. */
export const gameSpec: fc.Arbitrary<GameSpec> = fc
  .record({
    variant: fc.constantFrom<Variant>('standard', 'misere'),
    ids: fc.uniqueArray(text(1), { minLength: 2, maxLength: 2 }),
    names: fc.tuple(fc.option(text(), { nil: undefined }), fc.option(text(), { nil: undefined })),
    xIsSecond: fc.boolean(),
    moves: legalMoves,
    fields: fc.record({ gameId, createdAt: timestamp, updatedAt: timestamp }, { requiredKeys: [] }),
  })
  .map(({ variant, ids, names, xIsSecond, moves, fields }) => {
    const player = (i: number): Player => (names[i] === undefined ? { id: ids[i]! } : { id: ids[i]!, name: names[i]! });
    return { variant, players: [player(0), player(1)] as const, xIsSecond, moves, fields };
  });

const engine = new TicTacToeEngine();

/** Plays a spec through the engine and returns its state. */
export function stateOf(spec: GameSpec) {
  const xPlayerId = spec.players[spec.xIsSecond ? 1 : 0].id;
  return unwrap(engine.replay(spec.moves, { variant: spec.variant, xPlayerId, metadata: spec.fields }, spec.players));
}

/** The record of a spec, as saveRecord writes it. */
export function recordOf(spec: GameSpec): GameRecord {
  return unwrap(saveRecord(stateOf(spec)));
}

/** A record as saveRecord writes it, for a random game. */
export const gameRecord: fc.Arbitrary<GameRecord> = gameSpec.map(recordOf);

/** Freezes a value and everything in it, so that any write to it throws (in strict mode). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** The base64url alphabet, written out here independently of the library. */
export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A plain deep copy through JSON, as a record stored in localStorage comes back. */
export function viaJson<T>(value: T): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}
