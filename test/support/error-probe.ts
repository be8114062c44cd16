// What each public function really reports: every exported function and every method of the engine,
// the AI, a session and a solver, called with a fixed set of arguments (junk, hostile objects, bad
// options of every kind, real states, records and codes, good and bad) in each place of a fixed set of
// argument lists; the codes of the errors they return, resolve or throw, by function.
// test/docs/errors-table.test.ts checks docs/errors.md against it, both ways.
import { toBase64url } from '../../src/core/base64url.js';
import { rankMoves } from '../../src/core/move-rank.js';
import * as lib from '../../src/index.js';
import * as ultimateLib from '../../src/ultimate.js';
import { revokedProxy, throwingGetter, throwingItemArray, throwingProxy } from './hostile.js';

const { PRESETS, TicTacToeAI, TicTacToeEngine, TicTacToeError, createSession, createSolver, unwrap } = lib;

const engine = new TicTacToeEngine();
const players = [{ id: 'ann' }, { id: 'bob' }];
const real = unwrap(engine.replay([4, 0, 8], { metadata: { gameId: 'g' } }, players));
const won = unwrap(engine.replay([0, 3, 1, 4, 2], {}, players));
const fresh = unwrap(engine.createInitialState({}, players));
const small = unwrap(engine.replay([5], { rows: 3, columns: 4, inARow: 3 }, players));
const connectFour = unwrap(engine.createInitialState(PRESETS['connect-four'], players));
const setup = unwrap(engine.fromSetup('X........', {}, players));
const record = unwrap(lib.saveRecord(real));
const code = unwrap(lib.encodeRecord(record));
const KEY = new Uint8Array(32).fill(7);
const OTHER_KEY = new Uint8Array(32).fill(8);
const signed = unwrap(await lib.signRecord(record, KEY));
const tally = unwrap(lib.recordGame(lib.emptyTally(), won));
const move = (row: unknown, col: unknown, symbol: unknown): unknown => ({
  type: 'place',
  data: { position: { row, col }, symbol },
});

/** A version-1 share code of any move list, legal or not: the game id 'g', players ann and bob (see share-code.ts). */
function handMade(moves: readonly number[], version = 1): string {
  const rank = rankMoves(moves);
  const strings = ['g', 'ann', 'bob'].flatMap((text) => [text.length, ...new TextEncoder().encode(text)]);
  return toBase64url(Uint8Array.from([version, 2, rank >>> 16, (rank >>> 8) & 255, rank & 255, ...strings]));
}

/** The record of the game of these moves, the game id 'g'. */
const recordOf = (moves: number[]): lib.GameRecord =>
  unwrap(lib.saveRecord(unwrap(engine.replay(moves, { metadata: { gameId: 'g' } }, players))));

/** `text` signed with `key` as signRecord signs: the HMAC-SHA256 of a domain and the code's bytes, appended. */
async function signedCode(text: string, key: Uint8Array<ArrayBuffer>): Promise<string> {
  const bytes = Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const domain = new TextEncoder().encode('tictactoe-engine share code\n');
  const hmac = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const tag = new Uint8Array(await crypto.subtle.sign('HMAC', hmac, Uint8Array.from([...domain, ...bytes])));
  return toBase64url(Uint8Array.from([...bytes, ...tag]));
}

// Ultimate: a new game, O sent to the center board, a game X won, and a game of won-boards-open rules.
const ultimate = new ultimateLib.UltimateEngine();
const uStart = unwrap(ultimate.createInitialState({}, players));
const uSent = unwrap(ultimate.replay(['e5'], { metadata: { gameId: 'g' } }, players));
const uFree = unwrap(ultimate.fromSetup('xxx6/o8/1o7/9/9/9/9/9/9 O 5 a9', {}, players));
const uWon = unwrap(ultimate.fromSetup('xxxxxxxxx/o1oo1oo1o/o8/1o7/9/9/9/9/9 O 17 i9', {}, players));
const uOpen = unwrap(ultimate.createInitialState({ wonBoards: 'open' }, players));
// Ultimate's records and codes: O to move after e5 in game 'g', and the same from a setup.
const uRecordOf = (moves: (number | string)[]): ultimateLib.UltimateRecord =>
  unwrap(ultimateLib.saveUltimateRecord(unwrap(ultimate.replay(moves, { metadata: { gameId: 'g' } }, players))));
const uRecord = uRecordOf(['e5']);
const uCode = unwrap(ultimateLib.encodeUltimateRecord(uRecord));
const uSigned = unwrap(await ultimateLib.signUltimateRecord(uRecord, KEY));
const uSetupRecord = unwrap(ultimateLib.saveUltimateRecord(uFree));
/** An Ultimate code ('g', ann and bob) of 3 moves after a setup where X has won: moves past the end. */
const uPastTheEnd = (() => {
  const strings = ['g', 'ann', 'bob'].flatMap((text) => [text.length, ...new TextEncoder().encode(text)]);
  const setupText = 'xxxxxxxxx/o1oo1oo1o/o8/1o7/9/9/9/9/9 O 17 i9';
  return toBase64url(
    Uint8Array.from([3, 3, 0, 3, 0, ...strings, setupText.length, ...new TextEncoder().encode(setupText)]),
  );
})();
const UGI_START = '9/9/9/9/9/9/9/9/9 X 0 0000';
// A game in which O has won the bottom-left board and X, free, plays b1 in it.
// A random game that X wins at its 67th move.
const A_WON_GAME =
  'a9 c9 g7 b2 e5 e6 d9 a7 a1 c1 g2 b5 e4 d3 b9 f8 g4 a3 b8 d6 c8 i5 h5 f4 h1 f2 g6 b7 d2 a4 i3 h7 f3 g9 c7 h3 ' +
  'd7 e3 f7 h2 f6 i7 g1 i4 i2 h6 e8 d4 b6 b4 f1 g3 i8 i6 i9 h9 c4 i1 e1 e2 f5 a5 c6 g8 c5 d5 h8';
const INTO_A_CLOSED_BOARD =
  'a9 c9 g7 b2 e5 e6 d9 a7 a1 c1 g2 b5 e4 d3 b9 f8 g4 a3 b8 d6 c8 i5 h5 f4 h1 f2 g6 b7 d2 a4 b1';

const afterTheEnd = handMade([0, 3, 1, 4, 2, 5]); // a move after X's win
const version9 = handMade([4], 9);

/** The arguments tried in each place. */
const VALUES: unknown[] = [
  undefined,
  null,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  0,
  4,
  9,
  '',
  'x',
  'b2',
  'ann',
  'bob',
  'eve',
  '{',
  'not a code!',
  'X........',
  {},
  [],
  [4],
  [4, 4],
  [4, 1.5],
  [4, 99],
  [move(1, 1, 'O')],
  [0, 3, 1, 4, 2, 8],
  [{ id: 'a' }, { id: 'a' }],
  revokedProxy(),
  throwingProxy(),
  throwingGetter('timeLimit'),
  throwingItemArray([4, 0], 1),
  () => {},
  { timeLimit: -1 },
  { timeLimit: 'soon' },
  { maxNodes: 0 },
  { signal: {} },
  { variant: 'big' },
  { opponent: 'nobody' },
  { hint: {} },
  { notation: 'long' },
  { key: new Uint8Array(3) },
  { key: KEY },
  { key: OTHER_KEY },
  { gameId: 5 },
  { gameId: 'h' },
  { gameId: 'g'.repeat(255) },
  { seen: {} },
  { seen: recordOf([4, 1]) },
  { seen: recordOf([4, 0]) },
  { seen: recordOf([4, 0, 8, 2]) },
  { seen: { ...record, board: 'X........' } },
  { seen: { ...record, status: 'won' } },
  { seen: { ...record, gameId: 'h' } },
  { seed: Number.NaN },
  { random: 'r' },
  { players: 'x' },
  { xPlayerId: 'eve' },
  { players: [{ id: 'a' }, { id: 'a' }] },
  { players, settings: { xPlayerId: 'eve' } },
  { state: {} },
  { tally: {} },
  { rows: 0 },
  { ...JSON.parse(JSON.stringify(real)), status: 'won' },
  { ...record, moves: [4, 4] },
  { ...record, moves: [4] },
  { ...record, moves: [4, 0, 8, 1] },
  { ...record, version: 9 },
  { ...record, board: 'X........' },
  { ...record, status: 'won' },
  { ...record, gameId: 'h' },
  { ...record, players: [{ id: 'ann', symbol: 'X', name: 'n'.repeat(255) }, record.players[1]] },
  { games: -1 },
  move(1, 1, 'O'),
  move(0, 0, 'O'),
  move(0, 0, 'X'),
  move(0.5, 0, 'O'),
  move(3, 0, 'O'),
  move(1, 1, 'X'),
  { code: 'CELL_OCCUPIED', message: 'm' },
  real,
  won,
  fresh,
  small,
  setup,
  connectFour,
  record,
  code,
  signed,
  afterTheEnd,
  version9,
  await signedCode(afterTheEnd, KEY),
  await signedCode(version9, KEY),
  tally,
  KEY,
  PRESETS['connect-four'],
  uStart,
  uSent,
  uFree,
  uWon,
  uOpen,
  ultimateLib.ultimateMove('a9', 'O'),
  ultimateLib.ultimateMove('e4', 'O'),
  ultimateLib.ultimateMove('e5', 'X'),
  ultimateLib.ultimateMove('e5', 'O'),
  ultimateLib.ultimateMove('c8', 'O'),
  { type: 'place', data: { board: 4, cell: 1.5, symbol: 'O' } },
  { type: 'place', data: { board: 9, cell: 0, symbol: 'O' } },
  40,
  81,
  'e5',
  'j1',
  ['e5', 'e4'],
  ['e5', 'a9'],
  INTO_A_CLOSED_BOARD.split(' '),
  `${A_WON_GAME} a1`.split(' '),
  ['e5', 'e5'],
  UGI_START,
  '9/9/9/9/4x4/9/9/9/9 O 1 e4',
  '9/9/9/9/9/9/9/9/9 O 0 0000',
  'xxx6/ooo6/9/9/9/9/9/9/9 X 6 0000',
  'xxxxxxxxx/oo7/9/oo1oo1oo1/2o2o2o/o1oo1oo1o/xxxxxxxxx/9/9 O 35 0000',
  'xxxxxxxxx/o1oo1oo1o/o8/1o7/9/9/9/9/o8 X 18 0000',
  { wonBoards: 'never' },
  { drawnBoards: 'both' },
  { tiebreak: 'most-boards' },
  uRecord,
  uCode,
  uSigned,
  uSetupRecord,
  uPastTheEnd,
  await signedCode(uPastTheEnd, KEY),
  [40, 37, 13],
  'e5 e6 e8',
  'e5 j1',
  [40, 81],
  { ...uRecord, moves: [40, 0] },
  { ...uRecord, moves: [] },
  { ...uRecord, moves: [40, 37] },
  { ...uRecord, version: 2 },
  { ...uRecord, game: 'chess' },
  { ...uRecord, rules: { wonBoards: 'never' } },
  { ...uRecord, setup: 'xyz' },
  { ...uRecord, position: UGI_START },
  { ...uRecord, status: 'won' },
  { ...uRecord, winner: 'ann' },
  { ...uRecord, gameId: 'h' },
  { ...uRecord, players: [{ id: 'ann', symbol: 'X', name: 'n'.repeat(255) }, uRecord.players[1]] },
  { seen: uRecord },
  uRecordOf(['e4']),
  uRecordOf(['e5', 'e4', 'e2']),
  { seen: uRecordOf(['e4']) },
  { seen: uRecordOf(['e5', 'e4']) },
  { seen: uRecordOf([]) },
  { seen: { ...uRecord, gameId: 'h' } },
  { seen: { ...uRecord, status: 'won' } },
];

/** Where the values go: alone, three times, and in each place of a real call. */
const PLACES: ((v: unknown) => unknown[])[] = [
  (v) => [v],
  (v) => [v, v, v],
  (v) => [v, 'ann'],
  (v) => [v, 'bob'],
  (v) => [v, 6, 'ann'],
  (v) => [v, 6, 'bob'],
  (v) => [v, {}, players],
  (v) => [v, players],
  (v) => [v, won],
  (v) => [v, KEY],
  (v) => [v, record, 'ann'],
  (v) => [4, v],
  (v) => [4, undefined, v],
  (v) => [{}, v],
  (v) => [{}, players, v],
  (v) => [[4, 0], v, players],
  (v) => [[4, 0], {}, v],
  (v) => ['X........', v, players],
  (v) => ['X........', {}, v],
  (v) => [['e5', 'e4'], v, players],
  (v) => [['e5'], {}, v],
  (v) => [UGI_START, v, players],
  (v) => [UGI_START, {}, v],
  ...[real, won, fresh, small, connectFour, uStart, uSent, uFree, uWon, uOpen].flatMap(
    (state): ((v: unknown) => unknown[])[] => [
      (v) => [state, v],
      (v) => [state, v, 'ann'],
      (v) => [state, v, 'bob'],
      (v) => [state, 'ann', v],
      (v) => [state, 'bob', v],
      (v) => [state, 6, 'bob', v],
      (v) => [state, 6, v],
    ],
  ),
  (v) => [real, 'b2', 'bob', v],
  (v) => [real, v, 'bob', { key: KEY }],
  (v) => [code, v],
  (v) => [code, 'bob', v],
  (v) => [code, 'ann', v],
  (v) => [signed, v],
  (v) => [signed, KEY, v],
  (v) => [signed, 'bob', v],
  (v) => [signed, v, { key: KEY }],
  (v) => [record, v, 'ann'],
  (v) => [record, record, v],
  (v) => [uCode, v],
  (v) => [uCode, 'bob', v],
  (v) => [uCode, 'ann', v],
  (v) => [uSigned, v],
  (v) => [uSigned, KEY, v],
  (v) => [uSigned, 'bob', v],
  (v) => [uSigned, v, { key: KEY }],
  (v) => [uRecord, v, 'ann'],
  (v) => [uRecord, uRecord, v],
  (v) => [uSent, 'e4', 'bob', v],
  (v) => [uSent, 5, 'bob', v],
  (v) => [uSent, v, 'bob', { key: KEY }],
  (v) => [tally, v],
  (v) => [{ code: 'CELL_OCCUPIED', message: 'm', cell: 4 }, v],
];

type Fn = (...args: unknown[]) => unknown;

/** Exports probed apart (createSession), or that report nothing of their own (`ok` and `err` make results). */
const APART = ['createSession', 'ok', 'err'];

/** Every public function, by the name docs/errors.md gives it (a name may stand for several receivers). */
function publicFunctions(): [name: string, fn: Fn][] {
  const calls: [string, Fn][] = Object.entries(lib)
    .filter(([name, value]) => typeof value === 'function' && !/^[A-Z]/.test(name) && !APART.includes(name))
    .map(([name, fn]) => [name, fn as Fn]);
  calls.push(['createSession', (options) => createSession(options as never)]);
  calls.push(['TicTacToeAI', (options) => new TicTacToeAI(options as never)]);
  const methods = (make: () => object, names: readonly string[]): [string, Fn][] =>
    names.map((name) => [name, (...args) => (make() as Record<string, Fn>)[name]!(...args)]);
  const own = (prototype: object): string[] =>
    Object.getOwnPropertyNames(prototype).filter((name) => !['constructor', 'solver'].includes(name));
  calls.push(...methods(() => engine, own(TicTacToeEngine.prototype)));
  // Ultimate's engine, by `UltimateEngine.` and the method's name; its own functions by theirs.
  calls.push(
    ...methods(() => ultimate, own(ultimateLib.UltimateEngine.prototype)).map(([name, fn]): [string, Fn] => [
      `UltimateEngine.${name}`,
      fn,
    ]),
  );
  calls.push(
    ...Object.entries(ultimateLib)
      .filter(([name, value]) => typeof value === 'function' && !/^[A-Z]/.test(name) && !(name in lib))
      .map(([name, fn]): [string, Fn] => [name, fn as Fn]),
  );
  // An AI whose clock says the time is up (NaN: its searches stop at once), and AIs whose `random` or `now` fail.
  const ais = [
    new TicTacToeAI({ seed: 1, now: () => Number.NaN }),
    new TicTacToeAI({ random: () => Symbol('r') as never, now: () => Number.NaN }),
    new TicTacToeAI({ now: () => Symbol('t') as never }),
  ];
  for (const ai of ais) calls.push(...methods(() => ai, own(TicTacToeAI.prototype)));
  // Ultimate's AI, by `UltimateAI.` and the method's name. Its clocks never let it think long: one that
  // moves a second at each reading, one that reads NaN (the time is up), and one that fails (a clock that
  // throws is the same error: test/hostile-input.test.ts); and a `random` that fails.
  const { UltimateAI } = ultimateLib;
  calls.push(['UltimateAI', (options) => new UltimateAI(options as never)]);
  let time = 0;
  const ticking = (): number => (time += 1000);
  const ultimateAis = [
    new UltimateAI({ seed: 1, now: ticking }),
    new UltimateAI({ seed: 1, now: () => Number.NaN }),
    new UltimateAI({ random: () => Symbol('r') as never, now: ticking }),
    new UltimateAI({ seed: 1, now: () => Symbol('t') as never }),
  ];
  for (const ai of ultimateAis)
    calls.push(
      ...methods(() => ai, own(UltimateAI.prototype)).map(([name, fn]): [string, Fn] => [`UltimateAI.${name}`, fn]),
    );
  // A solver's clock cannot be set: Connect Four, which it would search for its default second, is left out.
  for (const name of ['solve', 'solveAsync'] as const)
    calls.push([
      name,
      (state, ...rest) => (state === connectFour ? undefined : createSolver()[name](state as never, ...(rest as []))),
    ]);
  // A session's methods: new, in a game, over, with gravity, with a mover that fails.
  const sessions = [
    { players },
    { state: real },
    { state: won },
    { state: connectFour },
    { players, mover: () => lib.err({ code: 'X', message: 'x' }) },
  ];
  const sessionMethods = ['play', 'undo', 'redo', 'restart', 'subscribe', 'on', 'playMover'];
  for (const options of sessions) calls.push(...methods(() => unwrap(createSession(options)), sessionMethods));
  // And one with a move undone, to redo.
  const undone = (): lib.TicTacToeSession => {
    const session = unwrap(createSession({ state: real }));
    unwrap(session.undo());
    return session;
  };
  calls.push(...methods(undone, sessionMethods));
  // A mover that answers each value, on a session in a game.
  for (const state of [real, won, connectFour])
    calls.push([
      'playMover',
      (v) => unwrap(createSession({ state, mover: () => lib.ok(v as lib.TicTacToeMove) })).playMover(),
    ]);
  // Ultimate's sessions, by the same names (one store): new, sent to a board, free, over, with a failing mover.
  const { createUltimateSession } = ultimateLib;
  const ultimateSessions = [
    { players },
    { state: uSent },
    { state: uFree },
    { state: uWon },
    { players, mover: () => lib.err({ code: 'X', message: 'x' }) },
  ];
  for (const options of ultimateSessions)
    calls.push(...methods(() => unwrap(createUltimateSession(options)), sessionMethods));
  calls.push(
    ...methods(() => {
      const session = unwrap(createUltimateSession({ state: uSent }));
      unwrap(session.undo());
      return session;
    }, sessionMethods),
  );
  for (const state of [uSent, uFree, uWon])
    calls.push([
      'playMover',
      (v) => unwrap(createUltimateSession({ state, mover: () => lib.ok(v as ultimateLib.UltimateMove) })).playMover(),
    ]);
  return calls;
}

/** The names of the functions probed, as docs/errors.md names them. */
export const probedFunctions = (): string[] => [...new Set(publicFunctions().map(([name]) => name))];

/**
 * The code a call reported, if any: the error of a failed result (or validation), or the code of a
 * TicTacToeError thrown (then `thrown`).
 */
async function codeOf(fn: Fn, args: unknown[]): Promise<{ code: string; thrown: boolean } | undefined> {
  let out: unknown;
  try {
    out = await fn(...args);
  } catch (error) {
    if (error instanceof TicTacToeError) return { code: error.code, thrown: true };
    throw error;
  }
  // A function may hand back what it was given (a revoked Proxy …): only a plain result is read.
  if (typeof out !== 'object' || out === null || Object.getPrototypeOf(out) !== Object.prototype) return undefined;
  const { ok, valid, error } = out as { ok?: unknown; valid?: unknown; error?: { code?: unknown } };
  return ok === false || valid === false ? { code: String(error?.code), thrown: false } : undefined;
}

/** The functions that need Web Crypto, called once more each without it. */
const KEYED: [string, Fn][] = [
  ['signRecord', () => lib.signRecord(record, KEY)],
  ['verifyRecord', () => lib.verifyRecord(signed, KEY)],
  ['openCode', () => lib.openCode(signed, 'bob', { key: KEY })],
  ['nextCode', () => lib.nextCode(real, 'c1', 'bob', { key: KEY })],
  ['signUltimateRecord', () => ultimateLib.signUltimateRecord(uRecord, KEY)],
  ['verifyUltimateRecord', () => ultimateLib.verifyUltimateRecord(uSigned, KEY)],
  ['openUltimateCode', () => ultimateLib.openUltimateCode(uSigned, 'bob', { key: KEY })],
  ['nextUltimateCode', () => ultimateLib.nextUltimateCode(uSent, 'e4', 'bob', { key: KEY })],
];

/** What the probe saw: the functions reporting each code (returned, resolved or thrown), and those throwing it. */
export interface Reports {
  readonly reported: Map<string, Set<string>>;
  readonly thrown: Map<string, Set<string>>;
}

/** Every code each public function reports under the probe. */
export async function reportedCodes(): Promise<Reports> {
  const reports: Reports = { reported: new Map(), thrown: new Map() };
  const note = (map: Map<string, Set<string>>, code: string, name: string): void =>
    void map.set(code, (map.get(code) ?? new Set()).add(name));
  const call = async (name: string, fn: Fn, args: unknown[]): Promise<void> => {
    const seen = await codeOf(fn, args);
    if (seen) note(reports.reported, seen.code, name);
    if (seen?.thrown) note(reports.thrown, seen.code, name);
  };
  for (const [name, fn] of publicFunctions())
    for (const place of PLACES) for (const value of VALUES) await call(name, fn, place(value));
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'crypto')!;
  Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
  try {
    for (const [name, fn] of KEYED) await call(name, fn, []);
  } finally {
    Object.defineProperty(globalThis, 'crypto', saved);
  }
  return reports;
}
