// A terminal game is played more than once: after each game `play` shows the score and asks
// whether to play again, in the chosen language; --json has events for both.
import { describe, expect, test } from 'vitest';
import { Terminal, tictactoe } from './terminal.js';

/** X wins on the top row; then a draw. */
const WIN = ['a1', 'a2', 'b1', 'b2', 'c1'];
const DRAW = ['b2', 'a1', 'c3', 'c1', 'b1', 'b3', 'a3', 'a2', 'c2'];
const lines = (moves: readonly string[]): string => moves.map((move) => `${move}\n`).join('');

describe('play again', () => {
  test('two players: a win, again, a draw, no more: the score after each', async () => {
    const run = await tictactoe(['play', '--two-players'], `${lines(WIN)}y\n${lines(DRAW)}n\n`);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const out = run.stdout;
    expect(out).toContain('X wins with the Top Row.\nScore after 1 game: X 1, O 0, 0 draws.\nPlay again? (y/n) > ');
    expect(out).toContain('Play again? (y/n) > \nRound 2\n\n    a   b   c\n1   . | . | .');
    expect(out).toContain("It's a draw.\nScore after 2 games: X 1, O 0, 1 draw.\nPlay again? (y/n) > ");
    expect(out.endsWith('Play again? (y/n) > ')).toBe(true);
  });

  test('against the AI: the score is yours and the AI’s', async () => {
    const run = await tictactoe(['play', '--ai', '1', '--seed', '4'], 'b2\na1\nc1\nc3\na3\na2\nc2\nb1\nb3\nn\n');
    expect(run.stdout).toMatch(/\nScore after 1 game: you [01], the AI [01], [01] draws?\.\nPlay again\? \(y\/n\) > $/);
  });

  test.each([
    ['the end of input', ''],
    ['quit', 'quit\n'],
    ['no', 'no\n'],
  ])('%s at the question ends, with exit code 0', async (_, answer) => {
    const run = await tictactoe(['play', '--two-players'], `${lines(WIN)}${answer}`);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).not.toContain('Round 2');
    expect(run.stdout.trimEnd().endsWith('Play again? (y/n) >')).toBe(true);
  });

  test('an empty answer asks again; yes starts a new round', async () => {
    const terminal = new Terminal(['play', '--two-players']);
    for (const move of WIN) {
      await terminal.prompt();
      terminal.type(move);
    }
    expect((await terminal.prompt()).text).toMatch(/Play again\? \(y\/n\) > $/);
    terminal.type('');
    expect(await terminal.prompt()).toEqual({ text: 'Play again? (y/n) > ', exited: false });
    terminal.type('YES');
    expect((await terminal.prompt()).text).toMatch(/^\nRound 2\n[\s\S]*X to move > $/);
    terminal.type('quit');
    expect(await terminal.prompt()).toEqual({ text: 'Game abandoned.\n', exited: true });
  });

  test.each([
    ['es', 's', '¿Otra partida? (s/n) > ', 'Marcador tras 1 partida: X 1, O 0, 0 empates.', 'Partida 2'],
    ['es', 'sí', '¿Otra partida? (s/n) > ', 'Marcador tras 1 partida: X 1, O 0, 0 empates.', 'Partida 2'],
    [
      'fr',
      'oui',
      'Une autre partie\u202f? (o/n) > ',
      'Score après 1 partie\u00a0: X 1, O 0, 0 partie nulle.',
      'Partie 2',
    ],
    [
      'fr',
      'y',
      'Une autre partie\u202f? (o/n) > ',
      'Score après 1 partie\u00a0: X 1, O 0, 0 partie nulle.',
      'Partie 2',
    ],
  ])('in %s, %j starts another round', async (language, yes, question, score, round) => {
    const run = await tictactoe(['play', '--two-players', '--lang', language], `${lines(WIN)}${yes}\nquit\n`);
    expect(run.stdout).toContain(`\n${score}\n${question}\n${round}\n`);
  });
});

describe('--json: tally and again events, and a start event for each round', () => {
  const events = (stdout: string): Record<string, unknown>[] =>
    stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  test('two rounds', async () => {
    const run = await tictactoe(['play', '--two-players', '--json'], `${lines(WIN)}y\n${lines(DRAW)}n\n`);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const log = events(run.stdout);
    const types = log.map((event) => event.type);
    expect(types.filter((type) => type !== 'board' && type !== 'move')).toEqual([
      'start',
      'end',
      'tally',
      'again',
      'start',
      'end',
      'tally',
      'again',
    ]);
    const starts = log.filter((event) => event.type === 'start');
    expect(starts.map((event) => event.round)).toEqual([1, 2]);
    expect(log.filter((event) => event.type === 'tally')).toEqual([
      { type: 'tally', games: 1, draws: 0, wins: { X: 1, O: 0 } },
      { type: 'tally', games: 2, draws: 1, wins: { X: 1, O: 0 } },
    ]);
  });

  test('a program waiting for each board and each question', async () => {
    const terminal = new Terminal(['play', '--two-players', '--json']);
    const moves = [...WIN, 'y', ...WIN, 'n'];
    const seen: string[] = [];
    for (const move of moves) {
      const { text, exited } = await terminal.prompt();
      expect(exited).toBe(false);
      seen.push(events(text).at(-1)!.type as string);
      terminal.type(move);
    }
    expect(seen).toEqual([...Array(5).fill('board'), 'again', ...Array(5).fill('board'), 'again']);
    expect((await terminal.prompt()).exited).toBe(true);
    expect((await terminal.exit()).code).toBe(0);
  });
});
