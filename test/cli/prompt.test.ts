// What a person can type at the `tictactoe play` prompt: cells by number or name, hint, undo,
// help, quit, rejected moves (one clear line each), and the end of input.
import { describe, expect, test } from 'vitest';
import { TicTacToeAI, TicTacToeEngine, cellName, placeMove, unwrap, type CellIndex } from '../../src/index.js';
import { spawnTictactoe, Terminal, tictactoe } from './terminal.js';

const engine = new TicTacToeEngine();
const PLAYERS = [{ id: 'X' }, { id: 'O' }];
const PROMPT = /[XO] to move > $/;

/** Starts `tictactoe play ...args` (in this process, or in a process of its own) and waits for its first prompt. */
async function start(args: readonly string[], where: 'in-process' | 'process' = 'in-process'): Promise<Terminal> {
  const terminal = new Terminal(['play', ...args], {}, where);
  expect((await terminal.prompt()).exited).toBe(false);
  return terminal;
}

/** Types a line and returns what the CLI printed before its next prompt (without the prompt). */
async function say(terminal: Terminal, line: string): Promise<string> {
  terminal.type(line);
  const { text, exited } = await terminal.prompt();
  expect(exited).toBe(false);
  return text.replace(PROMPT, '');
}

/** The marks of the board drawn in `text`, as a compact string ("X...O...."). */
function drawn(text: string): string {
  return [...text.matchAll(/^[1-3] {2}(.*)$/gm)]
    .flatMap((row) => row[1]!.split('|').map((cell) => /[XO]/.exec(cell)?.[0] ?? '.'))
    .join('');
}

describe('two players at one keyboard', () => {
  test('moves by name, up to a win with the line highlighted', async () => {
    const run = await tictactoe(['play', '--two-players'], 'b2\na1\nc1\nB1\n  a3 \n');
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatchSnapshot();
    expect(run.stdout).toContain('\nX wins with the Top-right to Bottom-left diagonal.\nScore after 1 game: ');
    const prompts = (line: string): boolean => PROMPT.test(line) || line === 'Play again? (y/n) > ';
    expect(run.stdout.split('\n').filter((line) => / $/.test(line) && !prompts(line))).toEqual([]);
  });

  test('undo takes back one move', async () => {
    const terminal = await start(['--two-players']);
    expect(await say(terminal, 'undo')).toBe('Nothing to undo.\n');
    expect(drawn(await say(terminal, 'b2'))).toBe('....X....');
    expect(drawn(await say(terminal, 'a1'))).toBe('O...X....');
    const undone = await say(terminal, 'undo');
    expect(undone.split('\n')[0]).toBe('Took back the last move.');
    expect(drawn(undone)).toBe('....X....');
    terminal.type('quit');
    expect(await terminal.prompt()).toEqual({ text: 'Game abandoned.\n', exited: true });
    expect((await terminal.exit()).code).toBe(0);
  });

  test('a draw is announced', async () => {
    const run = await tictactoe(['play', '--two-players'], 'b2 \na1\nc3\nc1\nb1\nb3\na3\na2\nc2\n');
    expect(run.stdout.trimEnd().split('\n').slice(-9, -2)).toEqual([
      '1   O | X | O',
      '   ---+---+---',
      '2   O | X | X',
      '   ---+---+---',
      '3   X | O | X',
      '',
      "It's a draw.",
    ]);
  });
});

describe('rejected moves', () => {
  test.each([
    // Digits are cells in move lists ("408"), never at the prompt: the board shows names, not numbers.
    ['4', '✗ "4" is not a cell: type a cell name such as b2.'],
    ['-1', '✗ "-1" is not a cell: type a cell name such as b2.'],
    ['d4', '✗ d4 is off the board: the columns are a to c, the rows 1 to 3.'],
    ['a0', '✗ a0 is off the board: the columns are a to c, the rows 1 to 3.'],
    ['b', '✗ "b" is not a cell: type a cell name such as b2.'],
    ['zz', '✗ "zz" is not a cell: type a cell name such as b2.'],
    ['b 2', '✗ "b 2" is not a cell: type a cell name such as b2.'],
    ['b2 a1', '✗ "b2 a1" is not a cell: type a cell name such as b2.'],
  ])('%j gets one line saying why', async (typed, line) => {
    const terminal = await start(['--two-players']);
    expect(await say(terminal, typed)).toBe(`${line}\n`);
    // Nothing was played: X is still to move on an empty board.
    expect(drawn(await say(terminal, 'b2'))).toBe('....X....');
    await terminal.exit();
  });

  test('an occupied cell, in any case', async () => {
    const terminal = await start(['--two-players']);
    await say(terminal, 'b2');
    expect(await say(terminal, 'b2')).toBe('✗ b2 is taken by X.\n');
    expect(await say(terminal, 'B2')).toBe('✗ b2 is taken by X.\n');
    expect(drawn(await say(terminal, 'a1'))).toBe('O...X....');
    await terminal.exit();
  });

  test('against the AI, its own cell is taken too', async () => {
    const terminal = new Terminal(['play', '--as', 'o', '--seed', '1']);
    const { text } = await terminal.prompt();
    const ai = /AI \(X\) plays ([a-c][1-3])/.exec(text)![1]!;
    expect(await say(terminal, ai)).toBe(`✗ ${ai} is taken by X.\n`);
    await terminal.exit();
  });
});

describe('hint, undo, help and leaving', () => {
  test('hint gives the library hint for the player to move', async () => {
    const ai = new TicTacToeAI();
    const terminal = await start(['--two-players']);
    let state = unwrap(engine.createInitialState({}, PLAYERS));
    for (const cell of [4, 0, 8] as CellIndex[]) {
      expect(await say(terminal, 'hint')).toBe(`${ai.getHint(state, state.currentPlayerId!)!.message}\n`);
      await say(terminal, cellName(cell));
      state = unwrap(engine.applyMove(state, placeMove(cell, state.currentPlayer!)));
    }
    expect(await say(terminal, 'hint')).toBe(`${ai.getHint(state, 'O')!.message}\n`);
    await terminal.exit();
  });

  test('against the AI, undo takes back your move and its reply', async () => {
    const terminal = await start(['--ai', '2', '--seed', '4']);
    expect(await say(terminal, 'undo')).toBe('Nothing to undo: you have not moved yet.\n');
    const first = await say(terminal, 'b2');
    expect(first).toMatch(/^AI \(O\) plays [a-c][1-3] \(.+\)\.\n/);
    expect(drawn(first)).toMatch(/^(?=[^O]*O[^O]*$)[.O]{4}X[.O]{4}$/);
    const undone = await say(terminal, 'undo');
    expect(undone.split('\n')[0]).toBe("Took back your move and the AI's reply.");
    expect(drawn(undone)).toBe('.........');
    expect(drawn(await say(terminal, 'a1'))).toMatch(/^X(?=[^O]*O[^O]*$)[.O]{8}$/);
    await terminal.exit();
  });

  test('playing O, undo goes back to the AI’s first move, never before it', async () => {
    const terminal = new Terminal(['play', '--as', 'o', '--seed', '2']);
    const opening = (await terminal.prompt()).text;
    const board = drawn(opening);
    expect(board.replace(/[^X]/g, '')).toBe('X');
    expect(await say(terminal, 'undo')).toBe('Nothing to undo: you have not moved yet.\n');
    const free = board.indexOf('.');
    await say(terminal, cellName(free));
    const undone = await say(terminal, 'undo');
    expect(undone.split('\n')[0]).toBe("Took back your move and the AI's reply.");
    expect(drawn(undone)).toBe(board);
    await terminal.exit();
  });

  test('help and ? print the commands; an empty line asks again', async () => {
    const terminal = await start(['--two-players']);
    const help = 'Type a cell (a1 is the top left), or: hint, undo, quit.\n';
    expect(await say(terminal, 'help')).toBe(help);
    expect(await say(terminal, '?')).toBe(help);
    expect(await say(terminal, '   ')).toBe('');
    await terminal.exit();
  });

  // In a process of its own: the process must exit while its input is still open.
  test.each(['quit', 'exit', 'QUIT'])('%s leaves at once, with exit code 0', async (word) => {
    const terminal = await start(['--ai', '1'], 'process');
    terminal.type(word); // stdin stays open: the CLI must not wait for its end
    expect(await terminal.prompt()).toEqual({ text: 'Game abandoned.\n', exited: true });
    expect(await terminal.exit()).toMatchObject({ code: 0, stderr: '' });
  });

  test('the end of input abandons the game, with exit code 0', async () => {
    const run = await spawnTictactoe(['play'], 'b2\n');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout.endsWith('X to move > \nGame abandoned.\n')).toBe(true);
  });
});
