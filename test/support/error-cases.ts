// Real errors of every code the library reports, each made once by a public function that
// docs/errors.md's row of its code names, with the fields that change its sentence: a cell, a move
// of a list, a record's field, a cause. test/docs/errors-table.test.ts checks each against the table
// (its code, the function its row names, a case for every declared code); the i18n tests render each
// in every language, naming its cell on the shape it comes with (none: no cell is named).
import {
  PRESETS,
  TicTacToeAI,
  TicTacToeEngine,
  TicTacToeError,
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
  type Shape,
  type TicTacToeMove,
} from '../../src/index.js';
import { UltimateEngine, ultimateMove } from '../../src/ultimate.js';

/** One real error, as a function of the library returned (or threw) it. */
export interface ErrorCase {
  /** The code the case produces: the first word of its label. */
  readonly code: string;
  /** A label, unique, that begins with the code (the i18n tests look some up by it). */
  readonly what: string;
  /** The public function that produced it, as the code's row in docs/errors.md names it. */
  readonly by: string;
  readonly error: ErrorData;
  /** The shape to name its cell on; `undefined`: no cell is named. */
  readonly shape: Shape | undefined;
}

const engine = new TicTacToeEngine();
const ultimate = new UltimateEngine();
const players = [{ id: 'ann' }, { id: 'bob' }];
const start = unwrap(engine.createInitialState({}, players));
const won = unwrap(engine.replay([0, 3, 1, 4, 2], {}, players));
const connectFour = unwrap(engine.createInitialState(PRESETS['connect-four'], players));
const at = (row: unknown, col: unknown): TicTacToeMove =>
  ({ type: 'place', data: { position: { row, col }, symbol: 'X' } }) as TicTacToeMove;
const ai = new TicTacToeAI({ seed: 1 });
const key = new TextEncoder().encode('a key of 32 bytes for the tests.');
const seats = [
  { id: 'ann', symbol: 'X' },
  { id: 'bob', symbol: 'O' },
] as const;
const record: GameRecordV1 = { version: 1, variant: 'standard', gameId: 'g', players: seats, moves: [4, 0] };
const code = unwrap(encodeRecord(record));
const session = () => unwrap(createSession({ players }));

/** What a function returned: a result, or a verification. */
type Outcome =
  | { readonly ok: boolean; readonly error?: ErrorData }
  | { readonly valid: boolean; readonly error?: ErrorData };

/** The error `f` throws, as a failed result (none when it throws no TicTacToeError). */
function thrown(f: () => unknown): Outcome {
  try {
    f();
  } catch (error) {
    if (error instanceof TicTacToeError)
      return { ok: false, error: error.data ?? { code: error.code, message: error.message } };
  }
  return { ok: true };
}

/** `f`'s outcome, without `globalThis.crypto` while it runs (restored after). */
async function withoutCrypto<T>(f: () => Promise<T>): Promise<T> {
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'crypto')!;
  Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
  try {
    return await f();
  } finally {
    Object.defineProperty(globalThis, 'crypto', saved);
  }
}

/** [what, by, outcome, shape]: the label begins with the code the outcome must fail with. */
const CASES: readonly (readonly [string, string, Outcome, Shape?])[] = [
  // Moves
  ['INVALID_STATE', 'applyMove', engine.applyMove({} as GameState, at(0, 0))],
  [
    'INVALID_STATE, a board without players',
    'applyMove',
    engine.applyMove({ board: 'XXXXXXXXX' } as unknown as GameState, at(0, 0)),
  ],
  [
    'INVALID_STATE, a state made by its constructor',
    'constructor',
    thrown(() => new (start.constructor as new () => unknown)()),
  ],
  ['MALFORMED_MOVE', 'applyMove', engine.applyMove(start, {} as TicTacToeMove)],
  ['MALFORMED_MOVE in a replay, with its move', 'replay', engine.replay([4, 'x' as never], {}, players)],
  ['UNKNOWN_PLAYER', 'validateMove', engine.validateMove(start, placeMove(4, 'X'), 'eve')],
  ['GAME_OVER', 'applyMove', engine.applyMove(won, placeMove(8, 'O'))],
  ['GAME_OVER in a replay, with its move', 'replay', engine.replay([0, 3, 1, 4, 2, 8], {}, players)],
  ['NOT_YOUR_TURN', 'applyMove', engine.applyMove(start, placeMove(4, 'O'))],
  ['WRONG_SYMBOL', 'validateMove', engine.validateMove(start, placeMove(4, 'O'), 'ann')],
  ['NOT_INTEGER', 'applyMove', engine.applyMove(start, at(0.5, 0))],
  ['OUT_OF_RANGE', 'applyMove', engine.applyMove(start, at(3, 0))],
  [
    'CELL_OCCUPIED',
    'applyMove',
    engine.applyMove(unwrap(engine.applyMove(start, placeMove(4, 'X'))), placeMove(4, 'O')),
    PRESETS['tic-tac-toe'],
  ],
  ['CELL_OCCUPIED, with its cell', 'replay', engine.replay([4, 4], {}, players), PRESETS['tic-tac-toe']],
  ['CELL_OCCUPIED, with its cell, no shape given', 'replay', engine.replay([4, 4], {}, players)],
  [
    'CELL_OCCUPIED on Connect Four',
    'replay',
    engine.replay([38, 31, 31], PRESETS['connect-four'], players),
    PRESETS['connect-four'],
  ],
  [
    'CELL_OCCUPIED in an analyzed move list, with its move and cell',
    'analyzeGame',
    ai.analyzeGame([4, 4]),
    PRESETS['tic-tac-toe'],
  ],
  [
    'FLOATING_CELL, with its cell',
    'applyMove',
    engine.applyMove(connectFour, placeMove(3, 'X', PRESETS['connect-four'])),
    PRESETS['connect-four'],
  ],
  [
    'FLOATING_CELL on a 3×3 board with gravity',
    'applyMove',
    engine.applyMove(unwrap(engine.createInitialState({ gravity: true }, players)), placeMove(0, 'X')),
    PRESETS['tic-tac-toe'],
  ],
  ['COLUMN_FULL', 'dropMove', dropMove(unwrap(engine.replay([6, 3, 0], { gravity: true }, players)), 0)],
  // Ultimate: O, sent to the center board, plays elsewhere; X, free, plays in a won board.
  [
    'WRONG_BOARD',
    'UltimateEngine.applyMove',
    ultimate.applyMove(unwrap(ultimate.replay(['e5'], {}, players)), ultimateMove('a9', 'O')),
  ],
  [
    'BOARD_CLOSED',
    'UltimateEngine.validateMove',
    (() => {
      // X has won the top-left board (a9 b9 c9), last at a9, which sends O into it: a free move.
      const setup = unwrap(ultimate.fromSetup('xxx6/o8/1o7/9/9/9/9/9/9 O 5 a9', {}, players));
      const result = ultimate.validateMove(setup, ultimateMove('c8', 'O'), 'bob');
      return result.valid ? ok(undefined) : err(result.error);
    })(),
  ],
  // Starting a game
  ['INVALID_PLAYERS', 'createInitialState', engine.createInitialState({}, [])],
  ['DUPLICATE_PLAYER', 'createInitialState', engine.createInitialState({}, [{ id: 'a' }, { id: 'a' }])],
  ['INVALID_SETTINGS', 'createInitialState', engine.createInitialState({ variant: 'big' as never }, players)],
  // Importing a position
  ['BAD_POSITION', 'parseBoard', parseBoard('XO')],
  ['BAD_MARK_COUNT', 'fromSetup', engine.fromSetup('XXX......', {}, players)],
  ['TWO_WINNERS', 'fromSetup', engine.fromSetup('XXX/OOO/...', {}, players)],
  ['WINNER_NOT_LAST', 'fromSetup', engine.fromSetup('XXX/OO./O..', {}, players)],
  [
    'PLAYED_ON_AFTER_WIN',
    'fromSetup',
    engine.fromSetup('XXX./OO.O/O.O./XXX.', { rows: 4, columns: 4, inARow: 3 }, players),
  ],
  ['FLOATING_MARK', 'fromSetup', engine.fromSetup('X../.../...', { gravity: true }, players)],
  ['BAD_LAST_MOVE', 'UltimateEngine.fromSetup', ultimate.fromSetup('9/9/9/9/4x4/9/9/9/9 O 1 e4', {}, players)],
  [
    'NO_MOVE_ORDER',
    'fromSetup',
    engine.fromSetup('O/O/X/X', { rows: 4, columns: 1, inARow: 4, gravity: true }, players),
  ],
  // History and score tally
  ['NOTHING_TO_UNDO', 'undo', engine.undo(start)],
  ['PLY_OUT_OF_RANGE', 'stateAt', engine.stateAt(won, 6)],
  ['GAME_NOT_OVER', 'recordGame', recordGame(emptyTally(), start)],
  ['INVALID_TALLY', 'recordGame', recordGame({} as never, won)],
  // Options
  ['INVALID_OPTIONS', 'analyzeGame', ai.analyzeGame([4], { variant: 'big' as never })],
  ['INVALID_OPTIONS, a seed that is not a number', 'TicTacToeAI', thrown(() => new TicTacToeAI({ seed: Number.NaN }))],
  ['INVALID_OPTIONS, a game id of null', 'openCode', await openCode(code, 'bob', { gameId: null as never })],
  ['INVALID_OPTIONS, options that are an array', 'decodeRecord', decodeRecord(code, [] as never)],
  ['INVALID_OPTIONS, options of null', 'nextCode', await nextCode(start, 'b2', 'ann', null as never)],
  [
    'INVALID_OPTIONS, a random that returns no number',
    'getMoveSync',
    new TicTacToeAI({ random: () => Symbol('r') as never }).getMoveSync(start, 1, 'ann'),
  ],
  [
    'INVALID_OPTIONS, a hint without hintAnnotation',
    'getAnnotations',
    thrown(() => engine.getAnnotations(start, { hint: {} as never })),
  ],
  [
    'INVALID_OPTIONS, an unknown notation',
    'formatMoves',
    thrown(() => formatMoves([4], { notation: 'long' as never })),
  ],
  // Helpers without an error channel, and the translation functions
  ['INVALID_ARGUMENT', 'placeMove', thrown(() => placeMove(9 as never, 'X'))],
  [
    'INVALID_ARGUMENT, a status with a catalogue that is not one',
    'describeStatus',
    thrown(() => describeStatus(start, {} as never)),
  ],
  ['INVALID_ARGUMENT, error data that is not one', 'describeError', thrown(() => describeError(start as never))],
  [
    'INVALID_ARGUMENT, a cell label with a catalogue that is not one',
    'cellLabel',
    thrown(() => cellLabel(4, undefined, {} as never)),
  ],
  ['INVALID_ARGUMENT, a line that is not one', 'lineLabel', thrown(() => lineLabel({} as never))],
  [
    'INVALID_ARGUMENT, a message with a catalogue that is not one',
    'translate',
    thrown(() => translate('status.draw', {}, {} as never)),
  ],
  // Session store
  ['NOTHING_TO_REDO', 'redo', session().redo()],
  ['NO_MOVER', 'playMover', await session().playMover()],
  [
    'MOVER_BUSY',
    'playMover',
    await (async () => {
      const s = unwrap(createSession({ players, mover: () => new Promise(() => {}) }));
      void s.playMover();
      return s.playMover();
    })(),
  ],
  [
    'MOVER_FAILED, with its cause',
    'playMover',
    await unwrap(createSession({ players, mover: () => err({ code: 'NOT_YOUR_TURN', message: 'x' }) })).playMover(),
  ],
  [
    'MOVER_FAILED, with a cause of a code of its own',
    'playMover',
    await unwrap(createSession({ players, mover: () => err({ code: 'X', message: 'x' }) })).playMover(),
  ],
  [
    'MOVER_FAILED, a mover that threw',
    'playMover',
    await unwrap(
      createSession({
        players,
        mover: () => {
          throw new Error('no');
        },
      }),
    ).playMover(),
  ],
  [
    'STALE_MOVE',
    'playMover',
    await (async () => {
      let answer: (move: ReturnType<typeof ok<TicTacToeMove>>) => void = () => {};
      const s = unwrap(createSession({ players, mover: () => new Promise((resolve) => (answer = resolve)) }));
      const pending = s.playMover();
      unwrap(s.play(0));
      answer(ok(placeMove(4, 'O')));
      return pending;
    })(),
  ],
  ['INVALID_LISTENER', 'subscribe', thrown(() => session().subscribe(42 as never))],
  // Records and share codes
  ['BAD_NOTATION', 'parseMoves', parseMoves(42)],
  ['BAD_NOTATION, with its move', 'parseMoves', parseMoves('b2 d4')],
  ['BAD_NOTATION, a cell off the board', 'formatMoves', thrown(() => formatMoves([9 as never]))],
  ['MALFORMED_RECORD, with its field', 'loadRecord', loadRecord({ ...record, players: [seats[0]] })],
  ['MALFORMED_RECORD, not JSON', 'loadRecord', loadRecord('{')],
  [
    'MALFORMED_RECORD, a game id that is not a string',
    'nextCode',
    await nextCode(start, 'b2', 'ann', { gameId: 42 as never }),
  ],
  ['MALFORMED_CODE', 'decodeRecord', decodeRecord('not a code!')],
  ['UNSUPPORTED_VERSION', 'loadRecord', loadRecord({ ...record, version: 3 })],
  [
    'ILLEGAL_SEQUENCE, with its move, cell and cause',
    'loadRecord',
    loadRecord({ ...record, moves: [4, 4] }),
    PRESETS['tic-tac-toe'],
  ],
  ['ILLEGAL_SEQUENCE of a game over', 'loadRecord', loadRecord({ ...record, moves: [0, 3, 1, 4, 2, 5] })],
  ['BOARD_MISMATCH', 'loadRecord', loadRecord({ ...record, board: 'X........' })],
  ['STATUS_MISMATCH', 'loadRecord', loadRecord({ ...record, status: 'won' })],
  [
    'INVALID_STATE, a state tampered after JSON',
    'saveRecord',
    saveRecord({ ...JSON.parse(JSON.stringify(won)), board: 'XXXXXXXXX' }),
  ],
  ['INCOMPLETE_HISTORY', 'saveRecord', saveRecord(unwrap(engine.fromSetup('X........', {}, players)))],
  ['UNENCODABLE_FIELD, with its field', 'encodeRecord', encodeRecord({ ...record, gameId: 'g'.repeat(255) })],
  // Signatures and correspondence play
  ['CRYPTO_UNAVAILABLE', 'signRecord', await withoutCrypto(() => signRecord(record, key))],
  ['INVALID_KEY', 'signRecord', await signRecord(record, new Uint8Array(15))],
  ['MISSING_SIGNATURE', 'verifyRecord', await verifyRecord(code, key)],
  [
    'BAD_SIGNATURE',
    'verifyRecord',
    await verifyRecord(
      unwrap(await signRecord(record, key)),
      new TextEncoder().encode('another key of 32 bytes, unused.'),
    ),
  ],
  ['WRONG_GAME', 'decodeRecord', decodeRecord(code, { gameId: 'h' })],
  ['UNKNOWN_PLAYER, opening a code', 'openCode', await openCode(code, 'eve')],
  [
    'HISTORY_REWRITTEN, with its move',
    'checkContinuation',
    checkContinuation(record, { ...record, moves: [4] }, 'ann'),
  ],
  [
    'NOT_OPPONENT_MOVE, with its move',
    'checkContinuation',
    checkContinuation(record, { ...record, moves: [4, 0, 8] }, 'ann'),
  ],
  // AI
  ['INVALID_STATE, asked of the AI', 'getMoveSync', ai.getMoveSync({} as GameState, 6, 'ann')],
  ['INVALID_STATE, a hint asked of the AI', 'getHint', thrown(() => ai.getHint({} as GameState, 'ann'))],
  ['INVALID_DIFFICULTY', 'getMoveSync', ai.getMoveSync(start, 7 as never, 'ann')],
  ['INVALID_TIME_LIMIT', 'getMove', await ai.getMove(start, 6, 'ann', -1)],
  ['UNKNOWN_PLAYER, asked of the AI', 'getMoveSync', ai.getMoveSync(start, 6, 'eve')],
  [
    'UNKNOWN_PLAYER, an evaluation asked of the AI',
    'evaluatePosition',
    thrown(() => ai.evaluatePosition(start, 'eve')),
  ],
  ['GAME_OVER, asked of the AI', 'getMoveSync', ai.getMoveSync(won, 6, 'bob')],
  ['NOT_YOUR_TURN, asked of the AI', 'getMoveSync', ai.getMoveSync(start, 6, 'bob')],
];

/** Every case, its error made once: the code (its label's first word) is checked by the tests. */
export const ERROR_CASES: readonly ErrorCase[] = CASES.map(([what, by, outcome, shape]) => {
  const code = /^[A-Z][A-Z0-9_]*/.exec(what)?.[0];
  if (code === undefined) throw new Error(`${what}: a case's label begins with its code`);
  if (outcome.error === undefined) throw new Error(`${what}: ${by} returned no error, and threw no TicTacToeError`);
  return { code, what, by, error: outcome.error, shape };
});
const labels = new Set<string>();
for (const { what } of ERROR_CASES) {
  if (labels.has(what)) throw new Error(`${what}: two cases have this label`);
  labels.add(what);
}
