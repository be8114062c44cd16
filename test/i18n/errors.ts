// Real errors of every code the library reports, made by the library's own functions (as in
// docs/errors.md), with the fields that change their sentence: a cell, a move of a list, a record's
// field, a cause. Each comes with the shape to name its cells on (none: no cell is named).
import {
  PRESETS,
  TicTacToeAI,
  TicTacToeEngine,
  TicTacToeError,
  checkContinuation,
  createSession,
  decodeRecord,
  dropMove,
  emptyTally,
  encodeRecord,
  err,
  loadRecord,
  ok,
  parseBoard,
  parseMoves,
  placeMove,
  recordGame,
  saveRecord,
  signRecord,
  unwrap,
  verifyRecord,
  type ErrorData,
  type GameRecordV1,
  type GameState,
  type Shape,
  type TicTacToeMove,
} from '../../src/index.js';

const engine = new TicTacToeEngine();
const players = [{ id: 'ann' }, { id: 'bob' }];
const start = unwrap(engine.createInitialState({}, players));
const won = unwrap(engine.replay([0, 3, 1, 4, 2], {}, players));
const gravity = unwrap(engine.createInitialState(PRESETS['connect-four'], players));
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

function failed(result: { ok: boolean; error?: ErrorData } | { valid: boolean; error?: ErrorData }): ErrorData {
  if (!result.error) throw new Error('expected an error');
  return result.error;
}
function thrown(f: () => unknown): ErrorData {
  try {
    f();
  } catch (error) {
    if (error instanceof TicTacToeError) return error.data ?? { code: error.code, message: error.message };
  }
  throw new Error('expected a TicTacToeError');
}
async function withoutCrypto<T>(f: () => Promise<T>): Promise<T> {
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'crypto')!;
  Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
  try {
    return await f();
  } finally {
    Object.defineProperty(globalThis, 'crypto', saved);
  }
}
const session = () => unwrap(createSession({ players }));

/** [what, error, shape]: one real error per case. */
export const ERROR_CASES: readonly (readonly [string, ErrorData, Shape | undefined])[] = (
  [
    ['INVALID_STATE', failed(engine.applyMove({} as GameState, at(0, 0)))],
    ['MALFORMED_MOVE', failed(engine.applyMove(start, {} as TicTacToeMove))],
    ['MALFORMED_MOVE in a replay, with its move', failed(engine.replay([4, 'x' as never], {}, players))],
    ['UNKNOWN_PLAYER', failed(engine.validateMove(start, placeMove(4, 'X'), 'eve'))],
    ['GAME_OVER', failed(engine.applyMove(won, placeMove(8, 'O')))],
    ['GAME_OVER in a replay, with its move', failed(engine.replay([0, 3, 1, 4, 2, 8], {}, players))],
    ['NOT_YOUR_TURN', failed(engine.applyMove(start, placeMove(4, 'O')))],
    ['WRONG_SYMBOL', failed(engine.validateMove(start, placeMove(4, 'O'), 'ann'))],
    ['NOT_INTEGER', failed(engine.applyMove(start, at(0.5, 0)))],
    ['OUT_OF_RANGE', failed(engine.applyMove(start, at(3, 0)))],
    ['CELL_OCCUPIED, with its cell', failed(engine.replay([4, 4], {}, players)), PRESETS['tic-tac-toe']],
    ['CELL_OCCUPIED, with its cell, no shape given', failed(engine.replay([4, 4], {}, players))],
    [
      'CELL_OCCUPIED on Connect Four',
      failed(engine.replay([38, 31, 31], PRESETS['connect-four'], players)),
      PRESETS['connect-four'],
    ],
    [
      'FLOATING_CELL, with its cell',
      failed(engine.applyMove(gravity, placeMove(3, 'X', PRESETS['connect-four']))),
      PRESETS['connect-four'],
    ],
    ['COLUMN_FULL', failed(dropMove(unwrap(engine.replay([6, 3, 0], { gravity: true }, players)), 0))],
    ['INVALID_PLAYERS', failed(engine.createInitialState({}, []))],
    ['DUPLICATE_PLAYER', failed(engine.createInitialState({}, [{ id: 'a' }, { id: 'a' }]))],
    ['INVALID_SETTINGS', failed(engine.createInitialState({ variant: 'big' as never }, players))],
    ['BAD_POSITION', failed(parseBoard('XO'))],
    ['BAD_MARK_COUNT', failed(engine.fromSetup('XXX......', {}, players))],
    ['TWO_WINNERS', failed(engine.fromSetup('XXX/OOO/...', {}, players))],
    ['WINNER_NOT_LAST', failed(engine.fromSetup('XXX/OO./O..', {}, players))],
    [
      'PLAYED_ON_AFTER_WIN',
      failed(engine.fromSetup('XXX./OO.O/O.O./XXX.', { rows: 4, columns: 4, inARow: 3 }, players)),
    ],
    ['FLOATING_MARK', failed(engine.fromSetup('X../.../...', { gravity: true }, players))],
    ['NO_MOVE_ORDER', failed(engine.fromSetup('O/O/X/X', { rows: 4, columns: 1, inARow: 4, gravity: true }, players))],
    ['NOTHING_TO_UNDO', failed(engine.undo(start))],
    ['PLY_OUT_OF_RANGE', failed(engine.stateAt(won, 6))],
    ['GAME_NOT_OVER', failed(recordGame(emptyTally(), start))],
    ['INVALID_TALLY', failed(recordGame({} as never, won))],
    ['INVALID_ARGUMENT', thrown(() => placeMove(9 as never, 'X'))],
    ['INVALID_OPTIONS', failed(ai.analyzeGame([4], { variant: 'big' as never }))],
    ['NOTHING_TO_REDO', failed(session().redo())],
    ['NO_MOVER', failed(await session().playMover())],
    [
      'MOVER_BUSY',
      await (async () => {
        const s = unwrap(createSession({ players, mover: () => new Promise(() => {}) }));
        void s.playMover();
        return failed(await s.playMover());
      })(),
    ],
    [
      'MOVER_FAILED, with its cause',
      failed(
        await unwrap(createSession({ players, mover: () => err({ code: 'NOT_YOUR_TURN', message: 'x' }) })).playMover(),
      ),
    ],
    [
      'MOVER_FAILED, a mover that threw',
      failed(
        await unwrap(
          createSession({
            players,
            mover: () => {
              throw new Error('no');
            },
          }),
        ).playMover(),
      ),
    ],
    [
      'STALE_MOVE',
      await (async () => {
        let answer: (move: ReturnType<typeof ok<TicTacToeMove>>) => void = () => {};
        const s = unwrap(createSession({ players, mover: () => new Promise((resolve) => (answer = resolve)) }));
        const pending = s.playMover();
        unwrap(s.play(0));
        answer(ok(placeMove(4, 'O')));
        return failed(await pending);
      })(),
    ],
    ['INVALID_LISTENER', thrown(() => session().subscribe(42 as never))],
    ['BAD_NOTATION', failed(parseMoves(42))],
    ['BAD_NOTATION, with its move', failed(parseMoves('b2 d4'))],
    ['MALFORMED_RECORD, with its field', failed(loadRecord({ ...record, players: [seats[0]] }))],
    ['MALFORMED_RECORD, not JSON', failed(loadRecord('{'))],
    ['MALFORMED_CODE', failed(decodeRecord('not a code!'))],
    ['UNSUPPORTED_VERSION', failed(loadRecord({ ...record, version: 3 }))],
    [
      'ILLEGAL_SEQUENCE, with its move, cell and cause',
      failed(loadRecord({ ...record, moves: [4, 4] })),
      PRESETS['tic-tac-toe'],
    ],
    ['ILLEGAL_SEQUENCE of a game over', failed(loadRecord({ ...record, moves: [0, 3, 1, 4, 2, 5] }))],
    ['BOARD_MISMATCH', failed(loadRecord({ ...record, board: 'X........' }))],
    ['STATUS_MISMATCH', failed(loadRecord({ ...record, status: 'won' }))],
    ['INCOMPLETE_HISTORY', failed(saveRecord(unwrap(engine.fromSetup('X........', {}, players))))],
    ['UNENCODABLE_FIELD, with its field', failed(encodeRecord({ ...record, gameId: 'g'.repeat(255) }))],
    ['CRYPTO_UNAVAILABLE', failed(await withoutCrypto(() => signRecord(record, key)))],
    ['INVALID_KEY', failed(await signRecord(record, new Uint8Array(15)))],
    ['MISSING_SIGNATURE', failed(await verifyRecord(code, key))],
    [
      'BAD_SIGNATURE',
      failed(
        await verifyRecord(
          unwrap(await signRecord(record, key)),
          new TextEncoder().encode('another key of 32 bytes, unused.'),
        ),
      ),
    ],
    ['WRONG_GAME', failed(decodeRecord(code, { gameId: 'h' }))],
    ['HISTORY_REWRITTEN, with its move', failed(checkContinuation(record, { ...record, moves: [4] }, 'ann'))],
    ['NOT_OPPONENT_MOVE, with its move', failed(checkContinuation(record, { ...record, moves: [4, 0, 8] }, 'ann'))],
    ['INVALID_DIFFICULTY', failed(ai.getMoveSync(start, 7 as never, 'ann'))],
    ['INVALID_TIME_LIMIT', failed(await ai.getMove(start, 6, 'ann', -1))],
    [
      'an analyzed move list: CELL_OCCUPIED, with its move and cell',
      failed(ai.analyzeGame([4, 4])),
      PRESETS['tic-tac-toe'],
    ],
  ] as const
).map(([what, error, shape]) => [what, error, shape] as const);
