// `tictactoe play --rules ultimate`: whole games between two players to a win and to a draw, every
// board drawn checked against the oracle, illegal moves refused and asked again, the --json event
// stream, the switches, hint and analyze (checked against the rules oracle and the library's own
// words), and a game against the AI in every language.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { OracleGame, oracleSquare, STANDARD, type OracleRules } from '../support/ultimate-oracle.js';
import { Terminal, tictactoe } from './terminal.js';
import {
  findGame,
  findMoves,
  freeMoveBesideClosedBoard,
  positionString,
  replayOracle,
  squares,
} from './ultimate-games.js';

const PLAY = ['play', '--rules', 'ultimate', '--two-players'];

/** The events of a `--json` run, one a line. */
const events = (stdout: string): Record<string, unknown>[] =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const HEADER = '      a b c   d e f   g h i';

/** A board closed by a win, as the CLI draws it: its winner's mark, large. */
const LARGE = {
  X: [' \\   / ', '   X   ', ' /   \\ '],
  O: [' /---\\ ', ' | O | ', ' \\---/ '],
} as const;

/** The last 9 × 9 board drawn in `text`: its 9 rank lines and 4 border lines, checked for shape. */
function lastDrawing(text: string): { ranks: string[][]; borders: string[][] } {
  const lines = text.split('\n');
  const at = lines.lastIndexOf(HEADER);
  expect(at).toBeGreaterThanOrEqual(0);
  const drawing = lines.slice(at + 1, at + 14);
  const ranks: string[][] = [];
  const borders: string[][] = [];
  for (const [i, line] of drawing.entries()) {
    if (i % 4 === 0) {
      const border = /^ {4}([+#])(.{7})([+#])(.{7})([+#])(.{7})([+#])$/.exec(line);
      expect(border, line).not.toBeNull();
      borders.push(border!.slice(1));
    } else {
      const rank = /^ {2}([1-9]) ([|#])(.{7})([|#])(.{7})([|#])(.{7})([|#])$/.exec(line);
      expect(rank, line).not.toBeNull();
      expect(Number(rank![1])).toBe(9 - ranks.length);
      ranks.push(rank!.slice(2));
    }
  }
  return { ranks, borders };
}

/**
 * Checks the last board drawn in `text` against the oracle's game: each local board's marks (or
 * its winner, large, once a win closes it), and the board the player to move is sent to framed.
 */
function expectDrawn(text: string, game: OracleGame): void {
  const { ranks, borders } = lastDrawing(text);
  const framed: number[] = [];
  for (let board = 0; board < 9; board++) {
    const row = Math.floor(board / 3);
    const col = board % 3;
    const winner = game.locals[board];
    for (let line = 0; line < 3; line++) {
      const drawn = ranks[row * 3 + line]![1 + col * 2]!;
      const cells = game.cells.slice(board * 9 + line * 3, board * 9 + line * 3 + 3);
      const expected =
        (winner === 'X' || winner === 'O') && game.closed(board)
          ? LARGE[winner][line]
          : ` ${cells.map((mark) => mark ?? '.').join(' ')} `;
      expect(drawn, `board ${board}, line ${line}`).toBe(expected);
    }
    if (borders[row]![1 + col * 2] === '=======' && borders[row + 1]![1 + col * 2] === '=======') {
      for (let line = 0; line < 3; line++) {
        expect(ranks[row * 3 + line]![col * 2]).toBe('#');
        expect(ranks[row * 3 + line]![col * 2 + 2]).toBe('#');
      }
      framed.push(board);
    }
  }
  expect(framed).toEqual(game.result === null && game.forced !== null ? [game.forced] : []);
  // Nothing else is framed: two border pieces, and six # beside the ranks.
  expect(borders.flat().filter((piece) => piece === '=======')).toHaveLength(framed.length * 2);
  expect(ranks.flat().filter((piece) => piece === '#')).toHaveLength(framed.length * 6);
}

interface Played {
  readonly transcript: string;
  readonly code: number | null;
  readonly game: OracleGame;
}

/**
 * Plays `moves` through the CLI, one square a line (alternately in lower and upper case), each
 * board drawn checked against the oracle, and answers `again` to "Play again?".
 */
async function playGame(moves: readonly number[], args: readonly string[] = [], again = ''): Promise<Played> {
  const rules = rulesOf(args);
  const terminal = new Terminal([...PLAY, ...args]);
  const game = new OracleGame(rules);
  for (const [turn, move] of moves.entries()) {
    const { text, exited } = await terminal.prompt();
    expect(exited).toBe(false);
    expectDrawn(text, game);
    const where =
      game.forced === null
        ? `${game.toMove} may play in any open board.`
        : `${game.toMove} is sent to board ${boardName(game.forced)} (framed with #).`;
    expect(text.endsWith(`${where}\n\n${game.toMove} to move > `), text).toBe(true);
    const square = oracleSquare(move);
    terminal.type(turn % 2 === 0 ? square : square.toUpperCase());
    game.play(move);
  }
  const { text } = await terminal.prompt();
  expectDrawn(text, game);
  expect(text.endsWith('Play again? (y/n) > ')).toBe(true);
  if (again) terminal.type(again);
  const run = await terminal.exit();
  expect(run.stderr).toBe('');
  return { transcript: run.stdout, code: run.code, game };
}

/** The rules of the switches in `args`, as the oracle takes them. */
function rulesOf(args: readonly string[]): OracleRules {
  const value = (flag: string): string | undefined => {
    const at = args.indexOf(flag);
    return at < 0 ? undefined : args[at + 1];
  };
  return {
    wonBoards: (value('--won-boards') ?? 'closed') as OracleRules['wonBoards'],
    drawnBoards: (value('--drawn-boards') ?? 'nobody') as OracleRules['drawnBoards'],
    tiebreak: (value('--tiebreak') ?? 'none') as OracleRules['tiebreak'],
  };
}

/** A local board by the squares of its corners: `a7–c9` (top left) … `g1–i3` (bottom right). */
function boardName(board: number): string {
  const first = oracleSquare(board * 9 + 6);
  const last = oracleSquare(board * 9 + 2);
  return `${first}–${last}`;
}

const winByLine = findGame((game) => game.result === 'X' && game.line !== null);
const winByO = findGame((game) => game.result === 'O' && game.line !== null);
const draw = findGame((game) => game.result === 'draw');
const TIEBREAK: OracleRules = { ...STANDARD, tiebreak: 'most-boards' };
const winByTiebreak = findGame((game) => game.result !== 'draw' && game.line === null, TIEBREAK);

describe('play --rules ultimate, two players', () => {
  test('a whole game to a win by a line of boards, every board drawn as the oracle has it', async () => {
    const { transcript, code, game } = await playGame(winByLine);
    expect(code).toBe(0);
    expect(transcript).toMatch(/^Ultimate tic-tac-toe, two players: X moves first\.\nType a square/);
    const line = game.line!.map(boardName).join(', ');
    expect(transcript).toContain(`\n\nX wins with three boards in a row: ${line}.\n`);
    expect(transcript).toContain('Score after 1 game: X 1, O 0, 0 draws.');
  });

  test('a whole game won by O', async () => {
    const { transcript, game } = await playGame(winByO);
    expect(transcript).toContain(`O wins with three boards in a row: ${game.line!.map(boardName).join(', ')}.`);
  });

  test('a whole game to a draw, then another round', async () => {
    const terminalRun = await playGame(draw, [], 'y');
    expect(terminalRun.transcript).toContain("\n\nIt's a draw.\nScore after 1 game: X 0, O 0, 1 draw.\n");
    expect(terminalRun.transcript).toContain('\nRound 2\n');
    expect(terminalRun.transcript.trimEnd().endsWith('Game abandoned.')).toBe(true);
  });

  test('a win by the tiebreak (--tiebreak most-boards), in the words of the end', async () => {
    const { transcript, game } = await playGame(winByTiebreak, ['--tiebreak', 'most-boards']);
    const won = (mark: string): number => game.locals.filter((result) => result === mark).length;
    const winner = game.result as 'X' | 'O';
    const loser = winner === 'X' ? 'O' : 'X';
    expect(transcript).toContain(`${winner} wins on boards won, ${won(winner)} to ${won(loser)}.`);
    expect(transcript).toContain('Rules: with no line of boards, whoever won more boards wins.');
  });

  test('a whole game where won boards stay open and drawn boards count for both', async () => {
    const rules: OracleRules = { wonBoards: 'open', drawnBoards: 'both', tiebreak: 'none' };
    // A game in which a mark was placed in a board already won, which is drawn with its marks then.
    const moves = findMoves((played) => {
      const game = new OracleGame(rules);
      return played.some((move) => {
        const won = game.locals[Math.floor(move / 9)] === 'X' || game.locals[Math.floor(move / 9)] === 'O';
        game.play(move);
        return won;
      });
    }, rules);
    const args = ['--won-boards', 'open', '--drawn-boards', 'both'];
    const { transcript, game } = await playGame(moves, args);
    expect(transcript).toContain(
      'Rules: a won board takes marks until it is full; a drawn board counts for both players.',
    );
    expect(game.result).not.toBeNull();
  });

  test('illegal moves are refused with their reason, and the same player is asked again', async () => {
    const { moves, closed } = freeMoveBesideClosedBoard();
    const game = replayOracle(moves);
    const taken = game.cells.findIndex((mark) => mark !== null);
    const input = [
      ...moves.map(oracleSquare),
      oracleSquare(closed), // a free move into a board closed by a win
      oracleSquare(taken), // a cell taken (in a closed board or not, the CLI names the first reason)
      'zz',
      'j1',
      'a0',
      '',
    ];
    const run = await tictactoe(PLAY, `${input.join('\n')}\nquit\n`);
    expect(run.code).toBe(0);
    const after = run.stdout.split(`${game.toMove} to move > `).slice(-7);
    const board = boardName(Math.floor(closed / 9));
    expect(after[0]).toBe(`✗ Board ${board} is closed: it is won or full.\n`);
    expect(after[1]).toMatch(/^✗ (Board .* is closed: it is won or full|[a-i][1-9] is taken by [XO])\.\n$/);
    expect(after[2]).toBe('✗ "zz" is not a square: type a square such as e5.\n');
    expect(after[3]).toBe('✗ j1 is off the board: the files are a to i, the ranks 1 to 9.\n');
    expect(after[4]).toBe('✗ a0 is off the board: the files are a to i, the ranks 1 to 9.\n');
    expect(after[5]).toBe('');
    expect(after[6]).toBe('Game abandoned.\n');
  });

  test('a move outside the board one is sent to names that board; a taken cell names its mark', async () => {
    // X e5 sends O to the center board: a9 is in the top-left one, e5 is X's.
    const run = await tictactoe([...PLAY, '--time', '20'], 'e5\na9\ne5\nE4\nundo\nundo\nundo\nhint\nhelp\n');
    expect(run.stdout).toContain('O to move > ✗ O is sent to board d4–f6: play there.\n');
    expect(run.stdout).toContain('O to move > ✗ e5 is taken by X.\n');
    expect(run.stdout).toContain('X to move > Took back the last move.\n');
    expect(run.stdout).toContain('O to move > Took back the last move.\n');
    expect(run.stdout).toContain('X to move > Nothing to undo.\n');
    expect(run.stdout).toMatch(/X to move > Play [a-i][1-9]\b[^\n]*\. Estimated: [^\n]+\.\n/);
    expect(run.stdout).toContain(
      'X to move > Type a square, from a1 (bottom left) to i9 (top right), e5 the center; or: undo, quit.\n',
    );
    expect(run.code).toBe(0);
  });
});

describe('play --rules ultimate --json', () => {
  test('a whole game: start, a board before each move, the moves, the end, the tally', async () => {
    const input = `${winByLine.map(oracleSquare).join('\n')}\nn\n`;
    const run = await tictactoe([...PLAY, '--json'], input);
    expect(run.code).toBe(0);
    const expected: object[] = [
      {
        type: 'start',
        round: 1,
        game: 'ultimate',
        rules: { wonBoards: 'closed', drawnBoards: 'nobody', tiebreak: 'none' },
        ai: null,
      },
    ];
    const game = new OracleGame();
    for (const [ply, move] of winByLine.entries()) {
      expected.push({
        type: 'board',
        board: positionString(game, winByLine[ply - 1]),
        toMove: game.toMove,
        moves: squares(winByLine.slice(0, ply)),
        forcedBoard: game.forced,
        boards: [...game.locals],
      });
      expected.push({ type: 'move', symbol: game.toMove, cell: move, name: oracleSquare(move), by: 'player' });
      game.play(move);
    }
    expected.push(
      {
        type: 'end',
        status: 'won',
        winner: 'X',
        line: game.line,
        by: 'line',
        board: positionString(game, winByLine.at(-1)),
        moves: squares(winByLine),
        boards: [...game.locals],
      },
      { type: 'tally', games: 1, draws: 0, wins: { X: 1, O: 0 } },
      { type: 'again' },
    );
    expect(events(run.stdout)).toEqual(expected);
  });

  test('a draw, and a win by the tiebreak: status, winner, no line, how it was decided', async () => {
    const drawn = events((await tictactoe([...PLAY, '--json'], `${squares(draw).replaceAll(' ', '\n')}\n`)).stdout);
    expect(drawn.find((event) => event.type === 'end')).toMatchObject({
      status: 'draw',
      winner: null,
      line: null,
      by: 'draw',
    });
    const args = [...PLAY, '--json', '--tiebreak', 'most-boards'];
    const run = await tictactoe(args, `${squares(winByTiebreak).replaceAll(' ', '\n')}\n`);
    const game = replayOracle(winByTiebreak, TIEBREAK);
    expect(events(run.stdout)[0]).toMatchObject({ rules: { tiebreak: 'most-boards' } });
    expect(events(run.stdout).find((event) => event.type === 'end')).toMatchObject({
      status: 'won',
      winner: game.result,
      line: null,
      by: 'tiebreak',
    });
  });

  test('illegal moves are error objects with the code, the square and the board concerned', async () => {
    const { moves, closed } = freeMoveBesideClosedBoard();
    const input = ['e5', 'a9', 'e5', 'zz', 'undo', 'undo', ...moves.map(oracleSquare), oracleSquare(closed)];
    const run = await tictactoe([...PLAY, '--json'], `${input.join('\n')}\n`);
    const errors = events(run.stdout).filter((event) => 'error' in event);
    expect(errors).toEqual([
      {
        error: {
          code: 'WRONG_BOARD',
          message: 'O is sent to board d4–f6: play there',
          cell: 0,
          name: 'a9',
          board: 4,
        },
      },
      { error: { code: 'CELL_OCCUPIED', message: 'e5 is taken by X', cell: 40, name: 'e5' } },
      { error: { code: 'BAD_NOTATION', message: '"zz" is not a square: type a square such as e5' } },
      { error: { code: 'NOTHING_TO_UNDO', message: 'Nothing to undo.' } },
      {
        error: {
          code: 'BOARD_CLOSED',
          message: `Board ${boardName(Math.floor(closed / 9))} is closed: it is won or full`,
          cell: closed,
          name: oracleSquare(closed),
          board: Math.floor(closed / 9),
        },
      },
    ]);
  });

  test('docs/cli.md names every field Ultimate adds to the events', async () => {
    const docs = readFileSync(new URL('../../docs/cli.md', import.meta.url), 'utf8');
    const run = await tictactoe([...PLAY, '--json'], `${squares(draw).replaceAll(' ', '\n')}\ne5\n`);
    const every = new Set(['type', 'round', 'rules', 'ai', 'board', 'toMove', 'moves', 'symbol', 'cell', 'name']);
    for (const key of ['by', 'status', 'winner', 'line', 'games', 'draws', 'wins', 'error', 'code', 'message'])
      every.add(key);
    const added = new Set(
      events(run.stdout).flatMap((event) => [...Object.keys(event), ...Object.keys((event.error as object) ?? {})]),
    );
    const fields = [...added].filter((key) => !every.has(key)).sort();
    expect(fields).toEqual(['boards', 'forcedBoard', 'game']);
    for (const field of ['boards', 'forcedBoard', 'by', 'line']) expect(docs).toContain(`\`${field}\``);
    expect(docs).toContain('"game": "ultimate"');
  });

  test('the switches are in the start event', async () => {
    const args = [...PLAY, '--json', '--won-boards', 'open', '--drawn-boards', 'both', '--tiebreak', 'most-boards'];
    const [start] = events((await tictactoe(args, '')).stdout);
    expect(start).toEqual({
      type: 'start',
      round: 1,
      game: 'ultimate',
      rules: { wonBoards: 'open', drawnBoards: 'both', tiebreak: 'most-boards' },
      ai: null,
    });
  });
});

describe('the rendered board', () => {
  /** A game up to the first move that wins a board and sends the next player to an open one. */
  const closing = (() => {
    const moves = findGame((game) => game.result === 'X' && game.line !== null);
    const game = new OracleGame();
    for (const [ply, move] of moves.entries()) {
      game.play(move);
      if (game.locals.some((result) => result === 'X' || result === 'O') && game.forced !== null)
        return moves.slice(0, ply + 1);
    }
    throw new Error('no board won');
  })();

  test.each(['en', 'es', 'fr'])('in %s: the start, a forced board, a board won, the end', async (lang) => {
    const moves = closing;
    const run = await tictactoe([...PLAY, '--lang', lang], `${squares(moves).replaceAll(' ', '\n')}\nquit\n`);
    const lines = run.stdout.split('\n');
    // The first board, and the last (a board won, and the one the player is sent to).
    const first = lines.slice(lines.indexOf(HEADER), lines.indexOf(HEADER) + 16).join('\n');
    const last = lines.slice(lines.lastIndexOf(HEADER)).join('\n');
    expect(`${first}\n…\n${last}`).toMatchSnapshot();
    expect(run.code).toBe(0);
  });

  test('the end of a game: every board won drawn large, nothing framed', async () => {
    const { transcript } = await playGame(winByLine);
    const lines = transcript.split('\n');
    expect(lines.slice(lines.lastIndexOf(HEADER)).join('\n')).toMatchSnapshot();
  });
});

describe('usage errors of Ultimate', () => {
  test.each([
    [['hint', '--rules', 'ultimate'], 'hint needs a position or a move list'],
    [['analyze', '--rules', 'ultimate'], 'analyze needs a move list'],
    [['play', '--rules', 'Ultimate', '--rows', '4', '--two-players'], '--rows does not apply to --rules ultimate'],
    [['hint', '--tiebreak', 'most-boards', 'b2'], '--tiebreak applies only to --rules ultimate'],
    [
      ['play', '--rules', 'ultimate', '--two-players', '--won-boards', 'shut'],
      '--won-boards takes closed or open, not "shut"',
    ],
  ])('%j: a usage error (exit code 2)', async (args, message) => {
    const run = await tictactoe(args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`tictactoe: ${message} (see tictactoe --help)\n`);
    const json = await tictactoe([...args, '--json']);
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout)).toEqual({ error: { code: 'USAGE', message } });
  });

  test('stats does not count Ultimate: the board is too large (exit code 1)', async () => {
    const run = await tictactoe(['stats', '--rules', 'ultimate', '--json']);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({ error: { code: 'BOARD_TOO_LARGE' } });
  });
});

describe('play --rules ultimate against the AI', () => {
  test('play against the AI: its moves are legal replies, said by their squares, in every language', async () => {
    // Level 1 (random) and level 3, seeded; the person (X) plays the first legal square each turn.
    for (const [lang, says] of [
      ['en', / plays [a-i][1-9]\./],
      ['es', / juega [a-i][1-9]\./],
      ['fr', / joue [a-i][1-9]\./],
    ] as const) {
      const run = await tictactoe(
        ['play', '--rules', 'ultimate', '--ai', '3', '--seed', '5', '--json', '--lang', lang],
        'e5\n',
      );
      expect(run.code).toBe(0);
      const got = events(run.stdout);
      expect(got.find((e) => e.type === 'start')).toMatchObject({ ai: { level: 3, plays: 'O' } });
      const reply = got.filter((e) => e.type === 'move').map((e) => e.name);
      expect(reply[0]).toBe('e5');
      // O is sent to the centre board: its reply is there.
      expect(['d6', 'e6', 'f6', 'd4', 'e4', 'f4', 'd5', 'f5']).toContain(reply[1]);
      const text = await tictactoe(['play', '--rules', 'ultimate', '--ai', '3', '--seed', '5', '--lang', lang], 'e5\n');
      expect(text.stdout).toMatch(says);
    }
  });
});

describe('hint and analyze --rules ultimate', () => {
  const WIN = '5ox2/o8/2o3xxx/5o3/x1o6/xo3xx1x/2o2ox1o/oo4x2/2o1xox2 X 26 f3';
  /** The oracle's game after `moves` (squares). */
  const oracleAfter = (moves: string[]): OracleGame => {
    const game = new OracleGame(STANDARD);
    for (const square of moves)
      game.play(Array.from({ length: 81 }, (_, m) => m).find((m) => oracleSquare(m) === square)!);
    return game;
  };

  test('hint names a legal move and values every legal move, in text and JSON', async () => {
    const moves = ['e5', 'e4', 'd2'];
    const legal = oracleAfter(moves).legal().map(oracleSquare).sort();
    const json = await tictactoe(['hint', '--rules', 'ultimate', '--time', '30', '--json', moves.join(' ')]);
    expect(json.code).toBe(0);
    const hint = JSON.parse(json.stdout);
    expect(hint).toMatchObject({ position: expect.stringMatching(/ O 3 d2$/), playerId: 'O', symbol: 'O' });
    expect(legal).toContain(hint.name);
    expect(hint.moves.map((m: { name: string }) => m.name).sort()).toEqual(legal);
    expect(hint.moves[0]).toMatchObject({ name: hint.name, best: true });
    const text = await tictactoe(['hint', '--rules', 'ultimate', '--time', '30', moves.join(' ')]);
    const lines = text.stdout.trimEnd().split('\n');
    expect(lines).toContain(HEADER);
    expect(
      lines
        .filter((line) => /^ {2}[a-i][1-9] {2}/.test(line))
        .map((line) => line.slice(2, 4))
        .sort(),
    ).toEqual(legal);
    expect(text.stdout).toMatch(/\nO to move: Play [a-i][1-9]/);
  });

  test('hint reads a position string, and says a win and its proof in every language', async () => {
    const said = {
      en: 'X to move: Play h4 to win. X wins in 1 move.',
      es: 'Turno de X: juega en h4 para ganar. X gana en 1 jugada.',
      fr: 'Au tour de X\u00a0: jouez h4 pour gagner. X gagne en 1 coup.',
    };
    for (const [lang, line] of Object.entries(said)) {
      const run = await tictactoe(['hint', '--rules', 'ultimate', '--time', '50', '--lang', lang, WIN]);
      expect(run.code).toBe(0);
      expect(run.stdout.split('\n')).toContain(line);
    }
  });

  test("analyze grades every move, with both players' accuracy; JSON names each square", async () => {
    const moves = ['e5', 'e4', 'd2', 'b5'];
    const json = await tictactoe(['analyze', '--rules', 'ultimate', '--time', '20', '--json', moves.join(' ')]);
    expect(json.code).toBe(0);
    const analysis = JSON.parse(json.stdout);
    expect(analysis.moves.map((m: { name: string }) => m.name)).toEqual(moves);
    for (const move of analysis.moves) {
      expect(['best', 'inaccuracy', 'mistake', 'blunder']).toContain(move.classification);
      expect(move.bestMove.name).toMatch(/^[a-i][1-9]$/);
    }
    expect(analysis.players.map((p: { moves: number }) => p.moves)).toEqual([2, 2]);
    const text = await tictactoe(['analyze', '--rules', 'ultimate', '--time', '20', moves.join(' ')]);
    const lines = text.stdout.trimEnd().split('\n');
    expect(lines.slice(0, 4).map((line) => line.slice(0, 9))).toEqual([
      ' 1. X e5 ',
      ' 2. O e4 ',
      ' 3. X d2 ',
      ' 4. O b5 ',
    ]);
    expect(lines[4]).toBe('X is sent to board d4–f6 (framed with #).');
    expect(lines[5]).toMatch(/^X: 2 moves, .*; accuracy \d+(\.\d)?%$/);
  });

  test.each([
    [['hint', '--rules', 'ultimate', 'e5 a9'], 'WRONG_BOARD'],
    [['hint', '--rules', 'ultimate', 'e5 zz'], 'BAD_NOTATION'],
    [['hint', '--rules', 'ultimate', '9/9/9/9/9/9/9/9/9 O 0 0000'], 'BAD_MARK_COUNT'],
    [['analyze', '--rules', 'ultimate', WIN], 'BAD_NOTATION'],
  ])('%j: refused with %s (exit code 1)', async (args, code) => {
    const run = await tictactoe([...args, '--json']);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).error.code).toBe(code);
  });
});
