// docs/errors.md is the error codes table. Every code the library declares (in src/errors.ts and
// any other `*ErrorCode` union or `*_ERROR_CODES` list under src/) must have a row, every row must
// be a declared code, and each code is produced here by a function its row names.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, test, vi } from 'vitest';
import {
  TicTacToeAI,
  TicTacToeEngine,
  cellLabel,
  checkContinuation,
  createSession,
  decodeRecord,
  describeError,
  describeStatus,
  dropMove,
  emptyTally,
  encodeRecord,
  err,
  formatMoves,
  lineLabel,
  loadRecord,
  nextCode,
  ok,
  openCode,
  parseBoard,
  parseMoves,
  placeMove,
  recordGame,
  saveRecord,
  signRecord,
  translate,
  unwrap,
  verifyRecord,
  type ErrorData,
  type GameRecordV1,
  type GameState,
  type TicTacToeMove,
} from '../../src/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const table = readFileSync(join(root, 'docs/errors.md'), 'utf8');

/** The codes declared in a source text: members of `…ErrorCode` unions and `…_ERROR_CODES` lists. */
function declaredCodes(source: string): string[] {
  const declarations = [
    ...source.matchAll(/export type \w*ErrorCode\s*=([^;]*);/g),
    ...source.matchAll(/export const \w*_ERROR_CODES\s*=\s*\[([^\]]*)\]/g),
  ];
  return declarations.flatMap((m) => [...m[1]!.matchAll(/'([A-Z][A-Z0-9_]*)'/g)].map((c) => c[1]!));
}

const sources = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => readFileSync(join(root, 'src', f), 'utf8'));
const declared = [...new Set(sources.flatMap(declaredCodes))].sort();
const coreCodes = [...new Set(declaredCodes(readFileSync(join(root, 'src/errors.ts'), 'utf8')))];

/** The rows of the table: code → the "returned by" cell (a code may have rows in two sections). */
const rows = new Map<string, string>();
for (const m of table.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|.*\| (.*) \|$/gm)) {
  rows.set(m[1]!, `${rows.get(m[1]!) ?? ''} ${m[2]!}`);
}

describe('the error codes table', () => {
  it('finds the codes of src/errors.ts', () => {
    expect(coreCodes).toContain('CELL_OCCUPIED');
    expect(coreCodes).toContain('PLAYED_ON_AFTER_WIN');
    expect(coreCodes.length).toBeGreaterThanOrEqual(20);
  });

  test.each(declared)('has a row for %s', (code) => {
    expect(rows.has(code), `docs/errors.md has no row for ${code}`).toBe(true);
  });

  it('has no row for a code the library does not declare', () => {
    expect([...rows.keys()].filter((code) => !declared.includes(code))).toEqual([]);
  });
});

const engine = new TicTacToeEngine();
const players = [{ id: 'ann' }, { id: 'bob' }];
const start = unwrap(engine.createInitialState({}, players));
const won = unwrap(engine.replay([0, 3, 1, 4, 2], {}, players));
const at = (row: unknown, col: unknown): TicTacToeMove =>
  ({ type: 'place', data: { position: { row, col }, symbol: 'X' } }) as TicTacToeMove;

type Outcome =
  | { readonly ok: boolean; readonly error?: ErrorData }
  | { readonly valid: boolean; readonly error?: ErrorData };
const code = (result: Outcome): string | undefined => result.error?.code;
const thrown = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};
const session = () => unwrap(createSession({ players }));

const ai = new TicTacToeAI({ seed: 1 });
const key = new TextEncoder().encode('a key of 32 bytes for the tests.');
const seats = [
  { id: 'ann', symbol: 'X' },
  { id: 'bob', symbol: 'O' },
] as const;
const record: GameRecordV1 = { version: 1, variant: 'standard', gameId: 'g', players: seats, moves: [4, 0] };
const code2 = unwrap(encodeRecord(record));
const signed2 = signRecord(record, key).then(unwrap);
const noCrypto = async <T>(f: () => Promise<T>): Promise<T> => {
  vi.stubGlobal('crypto', undefined);
  try {
    return await f();
  } finally {
    vi.unstubAllGlobals();
  }
};

/** For each code: a function its row names, and a call of it that produces the code. */
const TRIGGERS: Record<string, readonly [string, () => string | undefined | Promise<string | undefined>]> = {
  INVALID_STATE: ['applyMove', () => code(engine.applyMove({ board: 'XXXXXXXXX' } as unknown as GameState, at(0, 0)))],
  MALFORMED_MOVE: ['applyMove', () => code(engine.applyMove(start, {} as TicTacToeMove))],
  UNKNOWN_PLAYER: ['validateMove', () => code(engine.validateMove(start, placeMove(4, 'X'), 'eve'))],
  GAME_OVER: ['applyMove', () => code(engine.applyMove(won, placeMove(8, 'O')))],
  NOT_YOUR_TURN: ['applyMove', () => code(engine.applyMove(start, placeMove(4, 'O')))],
  WRONG_SYMBOL: ['validateMove', () => code(engine.validateMove(start, placeMove(4, 'O'), 'ann'))],
  NOT_INTEGER: ['applyMove', () => code(engine.applyMove(start, at(0.5, 0)))],
  OUT_OF_RANGE: ['applyMove', () => code(engine.applyMove(start, at(3, 0)))],
  CELL_OCCUPIED: [
    'applyMove',
    () => code(engine.applyMove(unwrap(engine.applyMove(start, placeMove(4, 'X'))), placeMove(4, 'O'))),
  ],
  INVALID_PLAYERS: ['createInitialState', () => code(engine.createInitialState({}, []))],
  DUPLICATE_PLAYER: ['createInitialState', () => code(engine.createInitialState({}, [{ id: 'a' }, { id: 'a' }]))],
  INVALID_SETTINGS: ['createInitialState', () => code(engine.createInitialState({ variant: 'big' as never }, players))],
  BAD_POSITION: ['parseBoard', () => code(parseBoard('XO'))],
  BAD_MARK_COUNT: ['fromSetup', () => code(engine.fromSetup('XXX......', {}, players))],
  TWO_WINNERS: ['fromSetup', () => code(engine.fromSetup('XXX/OOO/...', {}, players))],
  WINNER_NOT_LAST: ['fromSetup', () => code(engine.fromSetup('XXX/OO./O..', {}, players))],
  PLAYED_ON_AFTER_WIN: [
    'fromSetup',
    () => code(engine.fromSetup('XXX./OO.O/O.O./XXX.', { rows: 4, columns: 4, inARow: 3 }, players)),
  ],
  FLOATING_MARK: ['fromSetup', () => code(engine.fromSetup('X../.../...', { gravity: true }, players))],
  NO_MOVE_ORDER: [
    'fromSetup',
    () => code(engine.fromSetup('O/O/X/X', { rows: 4, columns: 1, inARow: 4, gravity: true }, players)),
  ],
  FLOATING_CELL: [
    'applyMove',
    () => code(engine.applyMove(unwrap(engine.createInitialState({ gravity: true }, players)), placeMove(0, 'X'))),
  ],
  COLUMN_FULL: ['dropMove', () => code(dropMove(unwrap(engine.replay([6, 3, 0], { gravity: true }, players)), 0))],
  NOTHING_TO_UNDO: ['undo', () => code(engine.undo(start))],
  PLY_OUT_OF_RANGE: ['stateAt', () => code(engine.stateAt(won, 6))],
  GAME_NOT_OVER: ['recordGame', () => code(recordGame(emptyTally(), start))],
  INVALID_TALLY: ['recordGame', () => code(recordGame({} as never, won))],
  INVALID_ARGUMENT: ['placeMove', () => thrown(() => placeMove(9 as never, 'X'))],
  NOTHING_TO_REDO: ['redo', () => code(session().redo())],
  NO_MOVER: ['playMover', async () => code(await session().playMover())],
  MOVER_BUSY: [
    'playMover',
    async () => {
      const s = unwrap(createSession({ players, mover: () => new Promise(() => {}) }));
      void s.playMover();
      return code(await s.playMover());
    },
  ],
  MOVER_FAILED: [
    'playMover',
    async () =>
      code(await unwrap(createSession({ players, mover: () => err({ code: 'X', message: 'x' }) })).playMover()),
  ],
  STALE_MOVE: [
    'playMover',
    async () => {
      let answer: (move: ReturnType<typeof ok<TicTacToeMove>>) => void = () => {};
      const s = unwrap(createSession({ players, mover: () => new Promise((resolve) => (answer = resolve)) }));
      const pending = s.playMover();
      unwrap(s.play(0));
      answer(ok(placeMove(4, 'O')));
      return code(await pending);
    },
  ],
  INVALID_LISTENER: ['subscribe', () => thrown(() => session().subscribe(42 as never))],
  // Records and share codes
  BAD_NOTATION: ['parseMoves', () => code(parseMoves('b2 d4'))],
  MALFORMED_RECORD: ['loadRecord', () => code(loadRecord({ ...record, players: [seats[0]] }))],
  MALFORMED_CODE: ['decodeRecord', () => code(decodeRecord('not a code!'))],
  UNSUPPORTED_VERSION: ['loadRecord', () => code(loadRecord({ ...record, version: 3 }))],
  ILLEGAL_SEQUENCE: ['loadRecord', () => code(loadRecord({ ...record, moves: [4, 4] }))],
  BOARD_MISMATCH: ['loadRecord', () => code(loadRecord({ ...record, board: 'X........' }))],
  STATUS_MISMATCH: ['loadRecord', () => code(loadRecord({ ...record, status: 'won' }))],
  INCOMPLETE_HISTORY: ['saveRecord', () => code(saveRecord(unwrap(engine.fromSetup('X........', {}, players))))],
  UNENCODABLE_FIELD: ['encodeRecord', () => code(encodeRecord({ ...record, gameId: 'g'.repeat(255) }))],
  // Signatures and correspondence play
  CRYPTO_UNAVAILABLE: ['signRecord', async () => code(await noCrypto(() => signRecord(record, key)))],
  INVALID_KEY: ['signRecord', async () => code(await signRecord(record, new Uint8Array(15)))],
  MISSING_SIGNATURE: ['verifyRecord', async () => code(await verifyRecord(code2, key))],
  BAD_SIGNATURE: [
    'verifyRecord',
    async () => code(await verifyRecord(await signed2, new TextEncoder().encode('another key of 32 bytes, unused.'))),
  ],
  WRONG_GAME: ['decodeRecord', () => code(decodeRecord(code2, { gameId: 'h' }))],
  HISTORY_REWRITTEN: ['checkContinuation', () => code(checkContinuation(record, { ...record, moves: [4] }, 'ann'))],
  NOT_OPPONENT_MOVE: [
    'checkContinuation',
    () => code(checkContinuation(record, { ...record, moves: [4, 0, 8] }, 'ann')),
  ],
  // AI
  INVALID_DIFFICULTY: ['getMoveSync', () => code(ai.getMoveSync(start, 7 as never, 'ann'))],
  INVALID_TIME_LIMIT: ['getMove', async () => code(await ai.getMove(start, 6, 'ann', -1))],
  INVALID_OPTIONS: ['analyzeGame', () => code(ai.analyzeGame([4], { variant: 'big' as never }))],
};

/** Codes with rows in more than one section: a function each other row names, and a call that produces the code. */
const MORE_TRIGGERS: readonly (readonly [string, string, () => string | undefined | Promise<string | undefined>])[] = [
  ['INVALID_STATE', 'saveRecord', () => code(saveRecord({ ...JSON.parse(JSON.stringify(won)), board: 'XXXXXXXXX' }))],
  ['INVALID_STATE', 'getMoveSync', () => code(ai.getMoveSync({} as GameState, 6, 'ann'))],
  ['INVALID_STATE', 'getHint', () => thrown(() => ai.getHint({} as GameState, 'ann'))],
  ['UNKNOWN_PLAYER', 'openCode', async () => code(await openCode(code2, 'eve'))],
  ['UNKNOWN_PLAYER', 'getMoveSync', () => code(ai.getMoveSync(start, 6, 'eve'))],
  ['UNKNOWN_PLAYER', 'evaluatePosition', () => thrown(() => ai.evaluatePosition(start, 'eve'))],
  ['GAME_OVER', 'getMoveSync', () => code(ai.getMoveSync(won, 6, 'bob'))],
  ['NOT_YOUR_TURN', 'getMoveSync', () => code(ai.getMoveSync(start, 6, 'bob'))],
  ['MALFORMED_RECORD', 'nextCode', async () => code(await nextCode(start, 'b2', 'ann', { gameId: 42 as never }))],
  ['BAD_NOTATION', 'formatMoves', () => thrown(() => formatMoves([9 as never]))],
  ['INVALID_OPTIONS', 'TicTacToeAI', () => thrown(() => new TicTacToeAI({ seed: Number.NaN }))],
  ['INVALID_OPTIONS', 'openCode', async () => code(await openCode(code2, 'bob', { gameId: null as never }))],
  ['INVALID_OPTIONS', 'decodeRecord', () => code(decodeRecord(code2, [] as never))],
  ['INVALID_OPTIONS', 'nextCode', async () => code(await nextCode(start, 'b2', 'ann', null as never))],
  [
    'INVALID_OPTIONS',
    'getMoveSync',
    () => code(new TicTacToeAI({ random: () => Symbol('r') as never }).getMoveSync(start, 1, 'ann')),
  ],
  ['INVALID_OPTIONS', 'getAnnotations', () => thrown(() => engine.getAnnotations(start, { hint: {} as never }))],
  ['INVALID_OPTIONS', 'formatMoves', () => thrown(() => formatMoves([4], { notation: 'long' as never }))],
  ['INVALID_STATE', 'constructor', () => thrown(() => new (start.constructor as new () => unknown)())],
  // The translation functions, for a catalogue that is not one.
  ['INVALID_ARGUMENT', 'describeStatus', () => thrown(() => describeStatus(start, {} as never))],
  ['INVALID_ARGUMENT', 'describeError', () => thrown(() => describeError(start as never))],
  ['INVALID_ARGUMENT', 'cellLabel', () => thrown(() => cellLabel(4, undefined, {} as never))],
  ['INVALID_ARGUMENT', 'lineLabel', () => thrown(() => lineLabel({} as never))],
  ['INVALID_ARGUMENT', 'translate', () => thrown(() => translate('status.draw', {}, {} as never))],
];

describe('each code is produced by a function its row names', () => {
  test.each(Object.entries(TRIGGERS))('%s', async (expected, [name, trigger]) => {
    expect(await trigger()).toBe(expected);
    expect(rows.get(expected), `the row of ${expected} does not name ${name}`).toMatch(new RegExp(`\\b${name}\\b`));
  });

  test.each(MORE_TRIGGERS)('%s (also from %s)', async (expected, name, trigger) => {
    expect(await trigger()).toBe(expected);
    expect(rows.get(expected), `no row of ${expected} names ${name}`).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it('has a trigger for every declared code', () => {
    expect(declared.filter((c) => !(c in TRIGGERS))).toEqual([]);
  });

  it('backs the table note on fromSetup: all 3^9 boards', () => {
    const counts: Record<string, number> = {};
    for (let n = 0; n < 3 ** 9; n++) {
      let text = '';
      for (let i = 0, m = n; i < 9; i++, m = Math.floor(m / 3)) text += '.XO'[m % 3];
      const result = engine.fromSetup(text, {}, players);
      const key = result.ok ? 'ok' : result.error.code;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    expect(counts).toEqual({ ok: 5478, BAD_MARK_COUNT: 13637, TWO_WINNERS: 156, WINNER_NOT_LAST: 412 });
  });
});
