import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RECORD_ERROR_CODES,
  RECORD_VERSION,
  TicTacToeEngine,
  loadRecord,
  saveRecord,
  unwrap,
  type GameState,
} from '../../src/index.js';
import { deepFreeze, forEachCompleteGame, gameRecord, gameSpec, stateOf, viaJson } from './helpers.js';

const engine = new TicTacToeEngine();
const players = [{ id: 'ann' }, { id: 'bob' }];
const seats = [
  { id: 'ann', symbol: 'X' },
  { id: 'bob', symbol: 'O' },
] as const;
const base = { version: 1, variant: 'standard', players: seats, moves: [4, 0, 8] } as const;

/** The parts of a state a record must restore. */
function essence(state: GameState) {
  return {
    variant: state.rules.variant,
    players: state.players,
    board: state.board,
    status: state.status,
    winner: state.winner,
    winningLine: state.winningLine,
    currentPlayerId: state.currentPlayerId,
    history: state.history,
  };
}

describe('saveRecord', () => {
  it('writes the version, rules, caller fields, players, moves, board and status, in that order', () => {
    const state = unwrap(
      engine.replay([4, 0, 8], { metadata: { gameId: 'abc123', createdAt: 'then', other: 1 } }, players),
    );
    const record = unwrap(saveRecord(state, { updatedAt: 'now' }));
    expect(JSON.stringify(record)).toBe(
      '{"version":2,"rules":{"rows":3,"columns":3,"inARow":3,"gravity":false,"variant":"standard"},' +
        '"gameId":"abc123","createdAt":"then","updatedAt":"now",' +
        '"players":[{"id":"ann","symbol":"X"},{"id":"bob","symbol":"O"}],' +
        '"moves":[4,0,8],"board":"O../.X./..X","status":"in-progress"}',
    );
    expect(record.version).toBe(RECORD_VERSION);
    expect(Object.isFrozen(record) && Object.isFrozen(record.moves) && Object.isFrozen(record.players)).toBe(true);
  });

  it('never writes a timestamp or id the caller did not give', () => {
    const record = unwrap(saveRecord(unwrap(engine.replay([4], {}, players))));
    expect(Object.keys(record)).toEqual(['version', 'rules', 'players', 'moves', 'board', 'status']);
  });

  it('lets the given fields override the metadata', () => {
    const state = unwrap(engine.replay([], { metadata: { gameId: 'old', createdAt: 'c' } }, players));
    expect(unwrap(saveRecord(state, { gameId: 'new' }))).toMatchObject({ gameId: 'new', createdAt: 'c' });
  });

  it('records the seat order and names as given, and misère', () => {
    const state = unwrap(
      engine.replay([0], { xPlayerId: 'bob', variant: 'misere' }, [{ id: 'ann', name: 'Ann' }, { id: 'bob' }]),
    );
    const record = unwrap(saveRecord(state));
    expect(record.players).toEqual([
      { id: 'ann', name: 'Ann', symbol: 'O' },
      { id: 'bob', symbol: 'X' },
    ]);
    expect(record.rules.variant).toBe('misere');
  });

  it('accepts a state that went through JSON', () => {
    const state = unwrap(engine.replay([4, 0], {}, players));
    expect(saveRecord(viaJson(state) as GameState)).toEqual(saveRecord(state));
  });

  it.each([[null], [{}], ['state'], [{ ...base }]])('refuses the non-state %j with INVALID_STATE', (value) => {
    expect(saveRecord(value as never)).toMatchObject({ ok: false, error: { code: 'INVALID_STATE' } });
  });

  it('refuses a position imported with fromSetup (no moves to record) with INCOMPLETE_HISTORY', () => {
    const state = unwrap(engine.fromSetup('X.O/.X./...', {}, players));
    expect(saveRecord(state)).toMatchObject({ ok: false, error: { code: 'INCOMPLETE_HISTORY' } });
  });

  it.each([
    [{ gameId: 42 }, 'gameId'],
    [{ createdAt: new Date(0) }, 'createdAt'],
    [{ updatedAt: 7 }, 'updatedAt'],
  ])('refuses a field that is not a string (%j) naming %s', (fields, field) => {
    const state = unwrap(engine.replay([], {}, players));
    expect(saveRecord(state, fields as never)).toMatchObject({ ok: false, error: { code: 'MALFORMED_RECORD', field } });
    // The same values cannot reach a state's metadata: the engine refuses them when the game starts.
    expect(engine.createInitialState({ metadata: fields as never }, players)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_SETTINGS' },
    });
  });
});

describe('loadRecord', () => {
  it('replays the moves and restores the ids and timestamps as metadata', () => {
    const state = unwrap(loadRecord({ ...base, gameId: 'g', createdAt: 'c', updatedAt: 'u' }));
    expect(state.board).toEqual(['O', null, null, null, 'X', null, null, null, 'X']);
    expect(state.currentPlayerId).toBe('bob');
    expect(state.metadata).toEqual({ gameId: 'g', createdAt: 'c', updatedAt: 'u' });
  });

  it('reads JSON text too, and ignores fields it does not know', () => {
    expect(unwrap(loadRecord(JSON.stringify({ ...base, note: 'hi' }))).moveCount).toBe(3);
  });

  const cases: [string, unknown, string, Record<string, unknown>?][] = [
    ['not JSON', '{"version":', 'MALFORMED_RECORD'],
    ['not an object', 42, 'MALFORMED_RECORD'],
    ['an array', [], 'MALFORMED_RECORD'],
    ['null', null, 'MALFORMED_RECORD'],
    ['no version', { ...base, version: undefined }, 'MALFORMED_RECORD', { field: 'version' }],
    ['a string version', { ...base, version: '1' }, 'MALFORMED_RECORD', { field: 'version' }],
    ['version 3', { ...base, version: 3 }, 'UNSUPPORTED_VERSION', { field: 'version' }],
    ['version 1 with rules', { ...base, rules: {} }, 'MALFORMED_RECORD', { field: 'rules' }],
    ['version 2 with a variant', { ...base, version: 2, rules: {} }, 'MALFORMED_RECORD', { field: 'variant' }],
    ['version 2 without rules', { ...base, version: 2, variant: undefined }, 'MALFORMED_RECORD', { field: 'rules' }],
    [
      'version 2 with rules that are not an object',
      { ...base, version: 2, variant: undefined, rules: 'connect-four' },
      'MALFORMED_RECORD',
      { field: 'rules' },
    ],
    [
      'version 2 with an unknown rule',
      { ...base, version: 2, variant: undefined, rules: { row: 4 } },
      'MALFORMED_RECORD',
      { field: 'rules.row' },
    ],
    [
      'version 2 with bad rules',
      { ...base, version: 2, variant: undefined, rules: { rows: 20 } },
      'MALFORMED_RECORD',
      { field: 'rules' },
    ],
    [
      'version 2 with a line longer than the board',
      { ...base, version: 2, variant: undefined, rules: { inARow: 4 } },
      'MALFORMED_RECORD',
      { field: 'rules' },
    ],
    [
      'version 2 with a null variant',
      { ...base, version: 2, variant: undefined, rules: { variant: null } },
      'MALFORMED_RECORD',
      { field: 'rules' },
    ],
    ['a move off a 3×3 board', { ...base, moves: [9] }, 'MALFORMED_RECORD', { field: 'moves[0]' }],
    [
      'a move off a 4×4 board',
      { ...base, version: 2, variant: undefined, rules: { rows: 4, columns: 4 }, moves: [16] },
      'MALFORMED_RECORD',
      { field: 'moves[0]' },
    ],
    [
      'a floating move with gravity',
      { ...base, version: 2, variant: undefined, rules: { gravity: true }, moves: [0] },
      'ILLEGAL_SEQUENCE',
      { ply: 0, cause: 'FLOATING_CELL' },
    ],
    ['version 0', { ...base, version: 0 }, 'UNSUPPORTED_VERSION'],
    ['version 1.5', { ...base, version: 1.5 }, 'UNSUPPORTED_VERSION'],
    ['an unknown variant', { ...base, variant: 'ultimate' }, 'MALFORMED_RECORD', { field: 'variant' }],
    ['no variant', { ...base, variant: undefined }, 'MALFORMED_RECORD', { field: 'variant' }],
    ['a numeric game id', { ...base, gameId: 1 }, 'MALFORMED_RECORD', { field: 'gameId' }],
    ['a Date createdAt', { ...base, createdAt: {} }, 'MALFORMED_RECORD', { field: 'createdAt' }],
    ['one player', { ...base, players: [seats[0]] }, 'MALFORMED_RECORD', { field: 'players' }],
    ['three players', { ...base, players: [...seats, seats[0]] }, 'MALFORMED_RECORD', { field: 'players' }],
    ['a null player', { ...base, players: [seats[0], null] }, 'MALFORMED_RECORD', { field: 'players[1]' }],
    [
      'an empty id',
      { ...base, players: [{ id: '', symbol: 'X' }, seats[1]] },
      'MALFORMED_RECORD',
      { field: 'players[0].id' },
    ],
    [
      'a numeric name',
      { ...base, players: [{ ...seats[0], name: 3 }, seats[1]] },
      'MALFORMED_RECORD',
      { field: 'players[0].name' },
    ],
    [
      'a bad symbol',
      { ...base, players: [seats[0], { id: 'bob', symbol: '0' }] },
      'MALFORMED_RECORD',
      { field: 'players[1].symbol' },
    ],
    [
      'two Xs',
      { ...base, players: [seats[0], { id: 'bob', symbol: 'X' }] },
      'MALFORMED_RECORD',
      { field: 'players[1].symbol' },
    ],
    [
      'one id twice',
      { ...base, players: [seats[0], { id: 'ann', symbol: 'O' }] },
      'MALFORMED_RECORD',
      { field: 'players[1].id' },
    ],
    ['moves as text', { ...base, moves: '408' }, 'MALFORMED_RECORD', { field: 'moves' }],
    ['a move 9', { ...base, moves: [4, 9] }, 'MALFORMED_RECORD', { field: 'moves[1]' }],
    ['a move 1.5', { ...base, moves: [1.5] }, 'MALFORMED_RECORD', { field: 'moves[0]' }],
    ['a move "4"', { ...base, moves: ['4'] }, 'MALFORMED_RECORD', { field: 'moves[0]' }],
    ['a taken cell', { ...base, moves: [4, 0, 4] }, 'ILLEGAL_SEQUENCE', { ply: 2, cell: 4, cause: 'CELL_OCCUPIED' }],
    [
      'a move after a win',
      { ...base, moves: [0, 3, 1, 4, 2, 5] },
      'ILLEGAL_SEQUENCE',
      { ply: 5, cell: 5, cause: 'GAME_OVER' },
    ],
    [
      'ten moves',
      { ...base, moves: [0, 1, 2, 4, 3, 5, 7, 6, 8, 0] },
      'ILLEGAL_SEQUENCE',
      { ply: 9, cause: 'GAME_OVER' },
    ],
    ['a board that disagrees', { ...base, board: 'X../.X./..O' }, 'BOARD_MISMATCH', { field: 'board' }],
    ['a board that is not a board', { ...base, board: 'XO' }, 'MALFORMED_RECORD', { field: 'board' }],
    ['a status that disagrees', { ...base, status: 'won' }, 'STATUS_MISMATCH', { field: 'status' }],
    ['an unknown status', { ...base, status: 'over' }, 'MALFORMED_RECORD', { field: 'status' }],
  ];
  it.each(cases)('refuses %s', (_, input, code, extra = {}) => {
    const result = loadRecord(input);
    expect(result).toMatchObject({ ok: false, error: { code, ...extra } });
    if (!result.ok) expect(result.error.message).toMatch(/^Bad game record: .+\.$/);
  });

  it('accepts a board given as 9 cells, and a matching status', () => {
    expect(
      loadRecord({ ...base, board: ['O', null, null, null, 'X', null, null, null, 'X'], status: 'in-progress' }).ok,
    ).toBe(true);
  });

  it('refuses input whose getters throw, without throwing', () => {
    const hostile = { ...base };
    Object.defineProperty(hostile, 'moves', {
      get: () => {
        throw new Error('boom');
      },
      enumerable: true,
    });
    expect(loadRecord(hostile)).toMatchObject({ ok: false, error: { code: 'MALFORMED_RECORD' } });
  });
});

describe('record round trips', () => {
  test.prop([gameSpec])(
    'loadRecord(JSON of saveRecord(state)) gives back the state; saving it again gives the same record',
    (spec) => {
      const state = stateOf(spec);
      const record = unwrap(saveRecord(state));
      const loaded = unwrap(loadRecord(JSON.stringify(record)));
      expect(essence(loaded)).toEqual(essence(state));
      expect(loaded.metadata).toEqual(spec.fields);
      expect(saveRecord(loaded)).toEqual({ ok: true, value: record });
    },
  );

  test.prop([gameRecord])('a record without its board and status loads to the same state', (record) => {
    const { board: _board, status: _status, ...bare } = record;
    expect(essence(unwrap(loadRecord(bare)))).toEqual(essence(unwrap(loadRecord(record))));
  });

  test.prop([gameRecord])('loading never changes its input', (record) => {
    const frozen = deepFreeze(viaJson(record));
    const copy = viaJson(frozen);
    expect(loadRecord(frozen).ok).toBe(true);
    expect(frozen).toEqual(copy);
  });

  it('every complete game (255,168) loads as a finished game of the same length', () => {
    let failures = 0;
    let games = 0;
    forEachCompleteGame((moves) => {
      games++;
      const record = { version: 1, variant: 'standard', players: seats, moves } as const;
      const loaded = loadRecord(record);
      if (!loaded.ok || loaded.value.status === 'in-progress' || loaded.value.moveCount !== moves.length) failures++;
    });
    expect(games).toBe(255_168);
    expect(failures).toBe(0);
  });
});

describe('loadRecord fuzz', () => {
  const codes: readonly string[] = RECORD_ERROR_CODES;

  test.prop([fc.jsonValue()])('returns a typed error (or a state) for any JSON value, never throws', (value) => {
    for (const input of [value, JSON.stringify(value)]) {
      const result = loadRecord(input);
      if (!result.ok) expect(codes).toContain(result.error.code);
    }
  });

  test.prop([
    fc.anything({
      withBigInt: true,
      withMap: true,
      withSet: true,
      withTypedArray: true,
      withDate: true,
      withNullPrototype: true,
    }),
  ])('returns a typed error for anything at all', (value) => {
    const result = loadRecord(value);
    if (!result.ok) expect(codes).toContain(result.error.code);
  });

  const mutated = fc
    .tuple(
      gameRecord,
      fc.constantFrom('version', 'variant', 'gameId', 'players', 'moves', 'board', 'status', 'createdAt'),
      fc.jsonValue(),
    )
    .map(([record, key, value]) => ({ ...record, [key]: value }) as unknown);
  test.prop([mutated])('returns a typed error for a good record with one field replaced by any JSON value', (value) => {
    const result = loadRecord(value);
    if (!result.ok) expect(codes).toContain(result.error.code);
  });

  test.prop([gameRecord, fc.nat(), fc.jsonValue()])(
    'returns a typed error for a good record with one move or player replaced',
    (record, at, value) => {
      const moves: unknown[] = [...record.moves];
      moves[at % (moves.length + 1)] = value;
      const playersCopy: unknown[] = [...record.players];
      playersCopy[at % 2] = value;
      for (const input of [
        { ...record, moves },
        { ...record, players: playersCopy },
      ]) {
        const result = loadRecord(input);
        if (!result.ok) expect(codes).toContain(result.error.code);
      }
    },
  );
});
