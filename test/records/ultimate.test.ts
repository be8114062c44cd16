// Ultimate's records, move text, share codes, signatures and correspondence, checked on the games of
// the independent oracle (test/support/ultimate-oracle.ts) under every combination of the switches:
// round trips through JSON, records, move text, codes and signed codes; every forgery of a code
// refused; each loader refusing the other game's records and codes.
import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from '../../src/core/base64url.js';
import { decodeRecord, encodeRecord, loadRecord, saveRecord, signRecord, verifyRecord } from '../../src/index.js';
import { TicTacToeEngine } from '../../src/index.js';
import {
  ULTIMATE_RULES,
  UltimateEngine,
  checkUltimateContinuation,
  decodeUltimateRecord,
  encodeUltimateRecord,
  formatUltimateMoves,
  loadUltimateRecord,
  nextUltimateCode,
  openUltimateCode,
  parseUltimateMoves,
  saveUltimateRecord,
  signUltimateRecord,
  unwrap,
  verifyUltimateRecord,
  type UltimateRecord,
  type UltimateState,
} from '../../src/ultimate.js';
import { ALL_RULES, OracleGame, oracleSquare, type OracleRules } from '../support/ultimate-oracle.js';

const engine = new UltimateEngine();
const players = [{ id: 'ann' }, { id: 'bob', name: 'Bob' }];
const KEY = new Uint8Array(32).fill(7);
const OTHER_KEY = new Uint8Array(32).fill(8);
const URL_SAFE = /^[A-Za-z0-9_-]+$/;

/** The moves of a random game of the oracle: `picks[i]` chooses among the legal moves of ply `i`. */
function oracleGame(rules: OracleRules, picks: readonly number[], length = 81): { moves: number[]; game: OracleGame } {
  const game = new OracleGame(rules);
  const moves: number[] = [];
  for (const pick of picks.slice(0, length)) {
    const legal = game.legal();
    if (legal.length === 0) break;
    const move = legal[pick % legal.length]!;
    game.play(move);
    moves.push(move);
  }
  return { moves, game };
}

const codeOf = (result: { ok: boolean; error?: { code: string } }): string => (result.ok ? 'ok' : result.error!.code);

/** Every code of Ultimate read back as its record, and the record as its code: the round trips of one game. */
async function roundTrips(state: UltimateState, moves: readonly number[], game: OracleGame | null): Promise<void> {
  const record = unwrap(saveUltimateRecord(state));
  expect(record.moves).toEqual(moves);
  if (game) {
    expect(record.status).toBe(game.result === null ? 'in-progress' : game.result === 'draw' ? 'draw' : 'won');
    const winner = game.result === 'X' ? 'ann' : game.result === 'O' ? 'bob' : null;
    expect(record.winner).toBe(winner);
  }
  // JSON, and the record of the state that came back.
  const json = JSON.stringify(record);
  const loaded = unwrap(loadUltimateRecord(json));
  expect(loaded.history.map((entry) => entry.move)).toEqual(moves);
  expect(engine.toPosition(loaded)).toBe(record.position);
  expect(unwrap(saveUltimateRecord(loaded))).toEqual(record);
  expect(unwrap(saveUltimateRecord(JSON.parse(JSON.stringify(state))))).toEqual(record);
  // Move text.
  const text = formatUltimateMoves(record.moves);
  expect(text).toBe(moves.map(oracleSquare).join(' '));
  expect(unwrap(parseUltimateMoves(text))).toEqual(moves);
  expect(unwrap(parseUltimateMoves(text.toUpperCase().replaceAll(' ', ', ')))).toEqual(moves);
  // Codes: one per record, from the record, the state, or the state after JSON.
  const code = unwrap(encodeUltimateRecord(record));
  expect(code).toMatch(URL_SAFE);
  expect(unwrap(decodeUltimateRecord(code))).toEqual(record);
  expect(unwrap(encodeUltimateRecord(state))).toBe(code);
  expect(unwrap(encodeUltimateRecord(JSON.parse(json)))).toBe(code);
  expect(unwrap(decodeUltimateRecord(code, { gameId: record.gameId! }))).toEqual(record);
  // Signed codes.
  const signed = unwrap(await signUltimateRecord(record, KEY));
  expect(signed.startsWith(code.slice(0, -1))).toBe(true);
  expect(unwrap(await verifyUltimateRecord(signed, KEY, { gameId: record.gameId! }))).toEqual(record);
  expect(codeOf(await verifyUltimateRecord(signed, OTHER_KEY))).toBe('BAD_SIGNATURE');
  expect(codeOf(await verifyUltimateRecord(code, KEY))).toBe('MISSING_SIGNATURE');
  expect(codeOf(decodeUltimateRecord(code, { gameId: 'another' }))).toBe('WRONG_GAME');
}

describe('round trips of the oracle games', () => {
  prop.prop(
    [fc.integer({ min: 0, max: 7 }), fc.array(fc.nat(), { minLength: 81, maxLength: 81 }), fc.uuid(), fc.nat(81)],
    { numRuns: 160 },
  )(
    'JSON, records, move text, codes and signed codes, under every combination of the switches',
    async (index, picks, gameId, length) => {
      const rules = ALL_RULES[index]!;
      const { moves, game } = oracleGame(rules, picks, length);
      const state = unwrap(engine.replay(moves, { ...rules, metadata: { gameId } }, players));
      await roundTrips(state, moves, game);
    },
  );

  prop.prop(
    [fc.integer({ min: 0, max: 7 }), fc.array(fc.nat(), { minLength: 81, maxLength: 81 }), fc.nat(81), fc.nat(81)],
    { numRuns: 80 },
  )('games set up from a position string, and their moves after it', async (index, picks, cut, length) => {
    const rules = ALL_RULES[index]!;
    const { moves } = oracleGame(rules, picks, length);
    const at = Math.min(cut, moves.length);
    const before = unwrap(engine.replay(moves.slice(0, at), { ...rules }, players));
    // A position where both players have a line in one board (wonBoards 'open') does not say which came first.
    const setUp = engine.fromSetup(engine.toPosition(before), { ...rules, metadata: { gameId: 'g-1' } }, players);
    if (!setUp.ok) {
      expect(setUp.error.code).toBe('TWO_WINNERS');
      return;
    }
    const setup = setUp.value;
    const state = unwrap(playAfter(setup, moves.slice(at)));
    const record = unwrap(saveUltimateRecord(state));
    expect(record.setup).toBe(engine.toPosition(before));
    expect(record.position).toBe(engine.toPosition(unwrap(engine.replay(moves, { ...rules }, players))));
    await roundTrips(state, moves.slice(at), null);
  });

  it('a setup has one written form: in the state, its record, its code; a code with another form is refused', () => {
    const setUp = unwrap(engine.fromSetup('  9/9/9/9/4X4/9/9/9/9   o 77 e5 ', { metadata: { gameId: 'g' } }, players));
    expect(setUp.setup).toBe('9/9/9/9/4x4/9/9/9/9 O 1 e5');
    const code = unwrap(encodeUltimateRecord(unwrap(saveUltimateRecord(setUp))));
    const bytes = [...fromBase64url(code)!];
    // The setup is the last string of the code: a length byte, then its text. Give it a space first.
    const text = '9/9/9/9/4x4/9/9/9/9 O 1 e5';
    expect(bytes.slice(-text.length - 1)).toEqual([text.length, ...new TextEncoder().encode(text)]);
    const spaced = [...bytes.slice(0, -text.length - 1), text.length + 1, 32, ...new TextEncoder().encode(text)];
    expect(codeOf(decodeUltimateRecord(code))).toBe('ok');
    expect(codeOf(decodeUltimateRecord(toBase64url(Uint8Array.from(spaced))))).toBe('MALFORMED_CODE');
    // And a state back from JSON whose setup is not in that form is no state.
    const json = { ...JSON.parse(JSON.stringify(setUp)), setup: ` ${text}` };
    expect(codeOf(engine.undo(json))).toBe('INVALID_STATE');
  });

  it('a full game in a short code: with a UUID, at most 80 characters, signed at most 123', async () => {
    let longest = { moves: 0, code: '', signed: '' };
    for (let seed = 0; seed < 400; seed++) {
      const picks = Array.from({ length: 81 }, (_, i) => (seed * 7919 + i * 104729) % 1000);
      const { moves } = oracleGame(ALL_RULES[seed % 8]!, picks);
      if (moves.length < longest.moves) continue;
      const state = unwrap(
        engine.replay(moves, { ...ALL_RULES[seed % 8]!, metadata: { gameId: crypto.randomUUID() } }, players),
      );
      const code = unwrap(encodeUltimateRecord(state));
      longest = { moves: moves.length, code, signed: unwrap(await signUltimateRecord(state, KEY)) };
    }
    expect(longest.moves).toBeGreaterThanOrEqual(70);
    expect(longest.code.length).toBeLessThanOrEqual(80);
    expect(longest.signed.length).toBeLessThanOrEqual(123);
  });
});

/** Replays `moves` after a setup state. */
function playAfter(setup: UltimateState, moves: readonly number[]) {
  let state = setup;
  for (const move of moves) {
    const next = engine.applyMove(state, {
      type: 'place',
      data: { board: Math.floor(move / 9), cell: move % 9, symbol: state.currentPlayer! },
    });
    if (!next.ok) return next;
    state = next.value;
  }
  return { ok: true as const, value: state };
}

describe('forgeries and mix-ups', () => {
  const state = unwrap(
    engine.replay(['e5', 'e6', 'e8', 'd5'], { metadata: { gameId: '0f8fad5b-d9cb-469f-a165-70867728950e' } }, players),
  );
  const record = unwrap(saveUltimateRecord(state));
  const code = unwrap(encodeUltimateRecord(record));

  it('every bit flipped and every cut of a signed code is refused', async () => {
    const signed = unwrap(await signUltimateRecord(record, KEY));
    const bytes = fromBase64url(signed)!;
    for (let bit = 0; bit < bytes.length * 8; bit++) {
      const flipped = Uint8Array.from(bytes);
      flipped[bit >> 3]! ^= 1 << (bit & 7);
      const result = await verifyUltimateRecord(toBase64url(flipped), KEY);
      expect(['BAD_SIGNATURE', 'MISSING_SIGNATURE', 'MALFORMED_CODE']).toContain(codeOf(result));
    }
    for (let length = 1; length < signed.length; length++) {
      const result = await verifyUltimateRecord(signed.slice(0, length), KEY);
      expect(['BAD_SIGNATURE', 'MISSING_SIGNATURE', 'MALFORMED_CODE']).toContain(codeOf(result));
    }
    expect(codeOf(await verifyUltimateRecord(signed, OTHER_KEY))).toBe('BAD_SIGNATURE');
    expect(codeOf(await verifyUltimateRecord(signed, KEY, { gameId: 'another' }))).toBe('WRONG_GAME');
  });

  it('every bit flipped in an unsigned code is refused or is the one code of another record', () => {
    const bytes = fromBase64url(code)!;
    for (let bit = 0; bit < bytes.length * 8; bit++) {
      const flipped = Uint8Array.from(bytes);
      flipped[bit >> 3]! ^= 1 << (bit & 7);
      const text = toBase64url(flipped);
      const read = decodeUltimateRecord(text);
      if (read.ok) {
        expect(read.value).not.toEqual(record);
        expect(unwrap(encodeUltimateRecord(read.value))).toBe(text);
      } else expect(['MALFORMED_CODE', 'UNSUPPORTED_VERSION']).toContain(read.error.code);
    }
  });

  it('refuses codes not in their one form: a reserved bit, too many moves, a leading zero, digits left over', () => {
    const bytes = [...fromBase64url(code)!];
    const variant = (edit: (b: number[]) => void): string => {
      const copy = [...bytes];
      edit(copy);
      return codeOf(decodeUltimateRecord(toBase64url(Uint8Array.from(copy))));
    };
    expect(variant((b) => (b[2] = 8))).toBe('MALFORMED_CODE'); // a reserved bit of the rules
    expect(variant((b) => (b[3] = 82))).toBe('MALFORMED_CODE'); // 82 moves
    expect(variant((b) => b.splice(4, 1, b[4]! + 1, 0))).toBe('MALFORMED_CODE'); // a leading zero byte
    expect(variant((b) => b.splice(4, 1 + b[4]!, 32, ...Array(32).fill(255)))).toBe('MALFORMED_CODE'); // too big
    expect(variant((b) => (b[3] = 3))).toBe('MALFORMED_CODE'); // fewer moves than its digits hold
    expect(variant((b) => b.push(0))).toBe('MALFORMED_CODE'); // a byte after the record
  });

  it('each game refuses the records and codes of the other with UNSUPPORTED_VERSION', async () => {
    const k = new TicTacToeEngine();
    const kState = unwrap(k.replay([4, 0], { metadata: { gameId: 'g' } }, players));
    const kRecord = unwrap(saveRecord(kState));
    const kCode = unwrap(encodeRecord(kRecord));
    expect(codeOf(decodeRecord(code))).toBe('UNSUPPORTED_VERSION');
    expect(codeOf(loadRecord(record))).toBe('UNSUPPORTED_VERSION');
    expect(codeOf(decodeUltimateRecord(kCode))).toBe('UNSUPPORTED_VERSION');
    expect(codeOf(loadUltimateRecord(kRecord))).toBe('UNSUPPORTED_VERSION');
    // Signed with the same key: the tag verifies, and the version is refused.
    expect(codeOf(await verifyRecord(unwrap(await signUltimateRecord(record, KEY)), KEY))).toBe('UNSUPPORTED_VERSION');
    expect(codeOf(await verifyUltimateRecord(unwrap(await signRecord(kRecord, KEY)), KEY))).toBe('UNSUPPORTED_VERSION');
  });

  it('a record that lies is refused: its moves, position, status, winner, rules, setup', () => {
    const with_ = (extra: Partial<Record<keyof UltimateRecord, unknown>>) =>
      codeOf(loadUltimateRecord({ ...record, ...extra }));
    expect(with_({ moves: [40, 0] })).toBe('ILLEGAL_SEQUENCE');
    expect(loadUltimateRecord({ ...record, moves: [40, 0] })).toMatchObject({
      error: { ply: 1, cell: 0, cause: 'WRONG_BOARD' },
    });
    expect(with_({ position: '9/9/9/9/9/9/9/9/9 X 0 0000' })).toBe('BOARD_MISMATCH');
    expect(with_({ status: 'won' })).toBe('STATUS_MISMATCH');
    expect(with_({ winner: 'ann' })).toBe('STATUS_MISMATCH');
    expect(with_({ rules: { wonBoards: 'never' } })).toBe('MALFORMED_RECORD');
    expect(with_({ rules: { size: 9 } })).toBe('MALFORMED_RECORD');
    expect(with_({ game: 'chess' })).toBe('MALFORMED_RECORD');
    expect(with_({ setup: 'xyz' })).toBe('MALFORMED_RECORD');
    expect(with_({ moves: Array(82).fill(0) })).toBe('MALFORMED_RECORD');
    expect(with_({ moves: [40.5] })).toBe('MALFORMED_RECORD');
    expect(with_({ version: 4 })).toBe('UNSUPPORTED_VERSION');
  });
});

describe('correspondence', () => {
  prop.prop([fc.integer({ min: 0, max: 7 }), fc.array(fc.nat(), { minLength: 81, maxLength: 81 })], { numRuns: 12 })(
    'a whole game played by passing signed links, each opened against the last record seen',
    async (index, picks) => {
      const rules = ALL_RULES[index]!;
      const { moves, game } = oracleGame(rules, picks);
      let state = unwrap(engine.createInitialState({ ...rules, metadata: { gameId: 'g-1' } }, players));
      const seen: Record<string, UltimateRecord | undefined> = {};
      for (const [ply, move] of moves.entries()) {
        const me = ply % 2 ? 'bob' : 'ann';
        const them = ply % 2 ? 'ann' : 'bob';
        const sent = unwrap(await nextUltimateCode(state, oracleSquare(move), me, { key: KEY }));
        expect(sent.move.move).toBe(move);
        seen[me] = sent.record;
        const view = unwrap(
          await openUltimateCode(sent.code, them, { key: KEY, gameId: 'g-1', ...(seen[them] && { seen: seen[them] }) }),
        );
        expect(view.lastMove?.move).toBe(move);
        expect(view.verified).toBe(true);
        // My own link, reopened: waiting (or over).
        const own = unwrap(await openUltimateCode(sent.code, me, { key: KEY, ...(seen[me] && { seen: seen[me] }) }));
        expect(own.ownLink).toBe(true);
        seen[them] = view.record;
        state = view.state;
        if (ply < moves.length - 1) expect([view.phase, own.phase]).toEqual(['your-turn', 'waiting']);
      }
      const last = unwrap(await openUltimateCode(unwrap(encodeUltimateRecord(state)), 'ann'));
      expect(last.phase).toBe(game.result === null ? 'your-turn' : 'over');
      if (game.result !== null)
        expect(last.result).toBe(game.result === 'draw' ? 'draw' : game.result === 'X' ? 'win' : 'loss');
    },
  );

  it('fails closed: a rewritten move, two moves at once, my own move, another game, no signature', async () => {
    const start = unwrap(engine.createInitialState({ metadata: { gameId: 'g-1' } }, players));
    const first = unwrap(await nextUltimateCode(start, 'e5', 'ann', { key: KEY }));
    const seen = first.record;
    const open = async (moves: string[], options: object = {}) => {
      const s = unwrap(engine.replay(moves, { metadata: { gameId: 'g-1' } }, players));
      const code = unwrap(await signUltimateRecord(s, KEY));
      return codeOf(await openUltimateCode(code, 'ann', { key: KEY, seen, ...options }));
    };
    expect(await open(['e5', 'e4'])).toBe('ok');
    expect(await open(['e5'])).toBe('ok'); // the same record again: a link reopened
    expect(await open(['d5', 'a4'])).toBe('HISTORY_REWRITTEN');
    expect(await open([])).toBe('HISTORY_REWRITTEN');
    expect(await open(['e5', 'e4', 'e2'])).toBe('NOT_OPPONENT_MOVE');
    expect(await open(['e5', 'e4'], { gameId: 'g-2' })).toBe('WRONG_GAME');
    const other = unwrap(engine.replay(['e5', 'e4'], { metadata: { gameId: 'g-2' } }, players));
    expect(
      codeOf(await openUltimateCode(unwrap(await signUltimateRecord(other, KEY)), 'ann', { key: KEY, seen })),
    ).toBe('WRONG_GAME');
    const open2 = unwrap(engine.replay(['e5', 'e4'], { wonBoards: 'open', metadata: { gameId: 'g-1' } }, players));
    expect(codeOf(await openUltimateCode(unwrap(encodeUltimateRecord(open2)), 'ann', { seen }))).toBe('WRONG_GAME');
    const unsigned = unwrap(
      encodeUltimateRecord(unwrap(engine.replay(['e5', 'e4'], { metadata: { gameId: 'g-1' } }, players))),
    );
    expect(codeOf(await openUltimateCode(unsigned, 'ann', { key: KEY, seen }))).toBe('MISSING_SIGNATURE');
    expect(codeOf(await openUltimateCode(unsigned, 'eve', { seen }))).toBe('UNKNOWN_PLAYER');
    expect(codeOf(await openUltimateCode(unsigned, 'ann', { key: 5 as never }))).toBe('INVALID_KEY');
    expect(codeOf(await openUltimateCode(unsigned, 'ann', { gameId: 5 as never }))).toBe('INVALID_OPTIONS');
    const bare = {
      version: 3,
      game: 'ultimate',
      rules: ULTIMATE_RULES,
      gameId: 'g-1',
      players: seen.players,
      moves: [40],
    } as const;
    expect(checkUltimateContinuation(bare, { ...bare, moves: [40, 37] }, 'ann')).toMatchObject({
      ok: true,
      value: [{ move: 37, square: 'e6', playerId: 'bob' }],
    });
    expect(codeOf(checkUltimateContinuation(bare, { ...bare, moves: [40, 37] }, 'bob'))).toBe('NOT_OPPONENT_MOVE');
    expect(codeOf(checkUltimateContinuation(bare, { ...bare, moves: [40, 37] }, 'eve'))).toBe('UNKNOWN_PLAYER');
    expect(codeOf(checkUltimateContinuation(bare, { ...bare, moves: [40, 37], status: 'won' }, 'ann'))).toBe(
      'STATUS_MISMATCH',
    );
    expect(codeOf(checkUltimateContinuation('{', bare, 'ann'))).toBe('MALFORMED_RECORD');
  });

  it('the move lock: a move only for the player to move, legal where they are sent', async () => {
    const sent = unwrap(engine.replay(['e5'], { metadata: { gameId: 'g-1' } }, players));
    expect(codeOf(await nextUltimateCode(sent, 'e4', 'ann'))).toBe('NOT_YOUR_TURN');
    expect(codeOf(await nextUltimateCode(sent, 'a1', 'bob'))).toBe('WRONG_BOARD');
    expect(codeOf(await nextUltimateCode(sent, 'e5', 'bob'))).toBe('CELL_OCCUPIED');
    expect(codeOf(await nextUltimateCode(sent, 'j1', 'bob'))).toBe('MALFORMED_MOVE');
    expect(codeOf(await nextUltimateCode(sent, 'e4', undefined as never))).toBe('UNKNOWN_PLAYER');
    expect(codeOf(await nextUltimateCode(sent, 'e4', 'eve'))).toBe('UNKNOWN_PLAYER');
    expect(codeOf(await nextUltimateCode(sent, 'e4', 'bob', { key: new Uint8Array(3) }))).toBe('INVALID_KEY');
    expect(codeOf(await nextUltimateCode({} as never, 'e4', 'bob'))).toBe('INVALID_STATE');
    expect(codeOf(await nextUltimateCode(sent, 'e4', 'bob', { gameId: 5 as never }))).toBe('MALFORMED_RECORD');
    expect(unwrap(await nextUltimateCode(sent, 37, 'bob')).move.square).toBe('e6');
  });

  it('takes a move object as the engine and the AI give it, read as the engine reads it', async () => {
    const sent = unwrap(engine.replay(['e5'], { metadata: { gameId: 'g-1' } }, players));
    const move = { type: 'place', data: { board: 4, cell: 1, symbol: 'O' } } as const;
    const played = unwrap(await nextUltimateCode(sent, move, 'bob'));
    expect(played.move.square).toBe('e6');
    expect(played.code).toBe(unwrap(await nextUltimateCode(sent, 'e6', 'bob')).code);
    expect(codeOf(await nextUltimateCode(sent, { ...move, data: { ...move.data, symbol: 'X' } }, 'bob'))).toBe(
      'WRONG_SYMBOL',
    );
    expect(codeOf(await nextUltimateCode(sent, { ...move, data: { ...move.data, board: 0 } }, 'bob'))).toBe(
      'WRONG_BOARD',
    );
    for (const junk of [null, {}, [], { type: 'place' }, Number.NaN, 4.5, true])
      expect(['MALFORMED_MOVE', 'NOT_INTEGER']).toContain(codeOf(await nextUltimateCode(sent, junk as never, 'bob')));
  });
});
