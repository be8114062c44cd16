// One shape for a cell in all of the CLI's JSON: `{ "cell": 4, "name": "b2" }`, the index and the
// name, in every event of every command (moves, hints, ranked moves, analyses, winning lines,
// errors that name a cell), and no other shape of a cell (no `position`, no `move` object).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { PRESETS, TicTacToeAI, TicTacToeEngine, cellName, parseMoves, unwrap, type Rules } from '../../src/index.js';
import { analysisJson, hintJson, json } from './cli-json.js';
import { tictactoe } from './terminal.js';

const engine = new TicTacToeEngine();
const PLAYERS = [{ id: 'X' }, { id: 'O' }];
const lines = (stdout: string): unknown[] =>
  stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);

/** Fields whose value is a list of cells. */
const CELL_LISTS = new Set(['bestMoves', 'line', 'cells', 'principalVariation']);

/**
 * Checks every cell in a JSON value: each object with a `cell` has the cell's index there and its
 * name on `rules` in `name`; each list of cells is a list of such objects; no other shape of a
 * cell appears. Returns how many cells it saw.
 */
function checkCells(value: unknown, rules: Rules, path = '$'): number {
  if (Array.isArray(value))
    return value.reduce((n: number, item, i) => n + checkCells(item, rules, `${path}[${i}]`), 0);
  if (typeof value !== 'object' || value === null) return 0;
  let seen = 0;
  const record = value as Record<string, unknown>;
  expect(Object.keys(record), `${path}: a cell as { row, col } or as a move`).not.toContain('position');
  if ('move' in record) expect(typeof record.move, `${path}.move`).not.toBe('object');
  if ('cell' in record) {
    expect(Number.isInteger(record.cell), `${path}.cell is an index`).toBe(true);
    expect(record.name, `${path}.name`).toBe(cellName(record.cell as number, rules));
    seen++;
  }
  for (const [key, item] of Object.entries(record)) {
    if (CELL_LISTS.has(key) && Array.isArray(item))
      for (const [i, cell] of item.entries())
        expect(Object.keys(cell as object).sort(), `${path}.${key}[${i}]`).toEqual(['cell', 'name']);
    seen += checkCells(item, (record.rules as Rules | undefined) ?? rules, `${path}.${key}`);
  }
  return seen;
}

describe('every cell is { cell, name }', () => {
  test.each([
    [['hint', 'b2', '--json'], PRESETS['tic-tac-toe']],
    [['hint', 'd6 d5', '--rules', 'connect-four', '--time', '50', '--json'], PRESETS['connect-four']],
    [['analyze', 'b2 b1 a1 c3 a3 c1 a2', '--json'], PRESETS['tic-tac-toe']],
    [['analyze', 'a1 b2 c3', '--misere', '--json'], PRESETS['tic-tac-toe']],
    [['demo', '--json'], PRESETS['tic-tac-toe']],
    [['hint', 'b2 b2', '--json'], PRESETS['tic-tac-toe']],
    [['analyze', '--rules', 'connect-four', 'd6 d1', '--json'], PRESETS['connect-four']],
  ] as const)('%j', async (args, rules) => {
    const run = await tictactoe(args);
    expect(run.stderr).toBe('');
    expect(checkCells(JSON.parse(run.stdout), rules)).toBeGreaterThan(0);
  });

  test.each([
    [['--two-players'], 'b2\nb2\nhint\na1\nc1\nz9\nb1\na3\n', PRESETS['tic-tac-toe']],
    [['--as', 'o', '--seed', '3'], 'hint\nb2\nquit\n', PRESETS['tic-tac-toe']],
    [['--rules', 'connect-four', '--two-players'], 'd\nd1\ne\nd\ne\nd\ne\nd\n', PRESETS['connect-four']],
  ] as const)('play %j', async (args, input, rules) => {
    const run = await tictactoe(['play', ...args, '--json'], input);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(checkCells(lines(run.stdout), rules)).toBeGreaterThan(2);
  });
});

describe('what the JSON says', () => {
  test('hint: the library hint, cells as { cell, name }', async () => {
    const state = unwrap(engine.fromSetup('X.O/.X./..O', {}, PLAYERS));
    const hint = JSON.parse((await tictactoe(['hint', 'X.O/.X./..O', '--json'])).stdout);
    expect(hint).toEqual({
      board: 'X.O/.X./..O',
      rules: json(state.rules),
      ...hintJson(new TicTacToeAI().getHint(state, 'X')!, state.rules),
    });
    expect(hint).toMatchObject({ cell: 5, name: 'c2' });
  });

  test('analyze: the library analysis, cells as { cell, name }', async () => {
    const state = unwrap(engine.replay(unwrap(parseMoves('b2 b1 a1 c3 a3 c1 a2')), {}, PLAYERS));
    const analysis = JSON.parse((await tictactoe(['analyze', 'b2 b1 a1 c3 a3 c1 a2', '--json'])).stdout);
    expect(analysis).toEqual({
      rules: json(state.rules),
      ...analysisJson(unwrap(new TicTacToeAI().analyzeGame(state)), state.rules),
    });
    expect(analysis.moves[1]).toMatchObject({
      cell: 1,
      name: 'b1',
      bestMoves: [
        { cell: 0, name: 'a1' },
        { cell: 2, name: 'c1' },
        { cell: 6, name: 'a3' },
        { cell: 8, name: 'c3' },
      ],
    });
  });

  test('play: moves, the winning line, and an error that names a cell', async () => {
    const run = await tictactoe(['play', '--two-players', '--json'], 'b2\nb2\na1\nc1\nb1\na3\n');
    const log = lines(run.stdout) as Record<string, unknown>[];
    expect(log[2]).toEqual({ type: 'move', symbol: 'X', cell: 4, name: 'b2', by: 'player' });
    expect(log[4]).toEqual({ error: { code: 'CELL_OCCUPIED', message: 'b2 is taken by X.', cell: 4, name: 'b2' } });
    expect(log.find((event) => event.type === 'end')).toMatchObject({
      status: 'won',
      line: [
        { cell: 2, name: 'c1' },
        { cell: 4, name: 'b2' },
        { cell: 6, name: 'a3' },
      ],
    });
  });

  test('errors of hint and analyze name their cell too; others have none', async () => {
    const error = async (...args: string[]): Promise<unknown> =>
      JSON.parse((await tictactoe([...args, '--json'])).stdout).error;
    expect(await error('hint', 'b2 b2')).toEqual({
      code: 'CELL_OCCUPIED',
      message: 'move 2: b2 is taken by X.',
      cell: 4,
      name: 'b2',
    });
    expect(await error('analyze', '--rules', 'connect-four', 'd6 d1')).toEqual({
      code: 'FLOATING_CELL',
      message: 'move 2: d1 has an empty cell below it (gravity: play d5).',
      cell: 3,
      name: 'd1',
    });
    expect(await error('hint', 'zz')).toEqual({ code: 'BAD_NOTATION', message: expect.any(String) });
  });
});

test('docs/cli.md describes every event of play --json', async () => {
  const docs = readFileSync(new URL('../../docs/cli.md', import.meta.url), 'utf8');
  const run = await tictactoe(
    ['play', '--two-players', '--json'],
    'help\nhint\nb2\nundo\nb2\nb2\na1\nc1\nc3\na3\ny\nquit\n',
  );
  const types = new Set(lines(run.stdout).map((event) => (event as { type?: string }).type ?? 'error'));
  expect([...types].sort()).toEqual([
    'again',
    'board',
    'end',
    'error',
    'help',
    'hint',
    'move',
    'start',
    'tally',
    'undo',
  ]);
  for (const type of types) expect(docs, type).toMatch(type === 'error' ? '| `{ "error": … }` |' : `| \`${type}\` |`);
});
