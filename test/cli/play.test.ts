// `tictactoe play` driven through a spawned process: whole games against every AI level from both
// sides, misère, two players, and everything a person can type at the prompt.
import { describe, expect, test } from 'vitest';
import {
  TicTacToeAI,
  TicTacToeEngine,
  cellFromCoordinate,
  cellFromName,
  cellName,
  placeMove,
  unwrap,
  type CellIndex,
  type GameState,
  type Mark,
  type Variant,
} from '../../src/index.js';
import { Terminal } from './terminal.js';

const engine = new TicTacToeEngine();
const PLAYERS = [{ id: 'X' }, { id: 'O' }];
const perfect = new TicTacToeAI({ seed: 1 });

/** The marks of the last board drawn in `text`, read back from the drawing (numbers are empty cells). */
function lastBoard(text: string): (Mark | null)[] {
  const rows = [...text.matchAll(/^([1-3]) {2}(.*)$/gm)].slice(-3);
  expect(rows.map((row) => row[1])).toEqual(['1', '2', '3']);
  return rows.flatMap((row) =>
    row[2]!.split('|').map((cell) => {
      const mark = cell.trim().replace(/^\[(.)\]$/, '$1');
      return mark === 'X' || mark === 'O' ? mark : null;
    }),
  );
}

interface Game {
  readonly state: GameState;
  readonly transcript: string;
  readonly code: number | null;
}

/**
 * Plays a whole game through the CLI: `choose` picks the person's moves (cell names, typed
 * alternately in lower and upper case); the AI's announced moves are replayed here, and every board the CLI
 * draws is checked against the game so far.
 */
async function playGame(
  args: readonly string[],
  variant: Variant,
  choose: (state: GameState) => CellIndex,
): Promise<Game> {
  const terminal = new Terminal(['play', ...args]);
  let state = unwrap(engine.createInitialState({ variant }, PLAYERS));
  for (let turn = 0; ; turn++) {
    const { text, exited } = await terminal.prompt();
    for (const [, mark, name] of text.matchAll(/^AI \(([XO])\) plays ([a-c][1-3]) /gm)) {
      expect(mark).toBe(state.currentPlayer);
      state = unwrap(engine.applyMove(state, placeMove(cellFromName(name!)!, mark as Mark)));
    }
    if (text.includes('a   b   c')) expect(lastBoard(text)).toEqual(state.board);
    // At the end the CLI asks whether to play again: the end of input says no.
    if (exited || state.status !== 'in-progress') break;
    expect(text.endsWith(`${state.currentPlayer} to move > `)).toBe(true);
    const cell = choose(state);
    terminal.type(turn % 2 === 0 ? cellName(cell) : cellName(cell).toUpperCase());
    state = unwrap(engine.applyMove(state, placeMove(cell, state.currentPlayer!)));
  }
  const run = await terminal.exit();
  expect(run.stderr).toBe('');
  expect(state.status).not.toBe('in-progress');
  return { state, transcript: run.stdout, code: run.code };
}

const perfectMove = (state: GameState): CellIndex =>
  cellFromCoordinate(unwrap(perfect.getMoveSync(state, 6, state.currentPlayerId!)).data.position)!;
const firstEmpty = (state: GameState): CellIndex => state.board.indexOf(null) as CellIndex;

/** The last line of a finished game, as the CLI should word it. */
function verdict(state: GameState, human: Mark): string {
  if (state.status === 'draw') return "It's a draw.";
  return state.winner!.symbol === human ? 'You win!' : 'The AI wins.';
}

describe('play against the AI', () => {
  const levels = [1, 2, 3, 4, 5, 6] as const;
  test.each(levels.flatMap((level) => (['x', 'o'] as const).map((as) => ({ level, as }))))(
    'a perfect player as $as never loses to level $level, and the CLI tells the result',
    async ({ level, as }) => {
      const human = as.toUpperCase() as Mark;
      const { state, transcript, code } = await playGame(
        ['--ai', String(level), '--as', as, '--seed', String(level)],
        'standard',
        perfectMove,
      );
      expect(code).toBe(0);
      expect(transcript).toMatch(
        new RegExp(`^You play ${human} against the AI \\(level ${level}${level === 6 ? ', perfect' : ''}\\)\\.\n`),
      );
      if (state.status === 'won') expect(state.winner!.symbol).toBe(human);
      if (level === 6) expect(state.status).toBe('draw');
      expect(transcript).toContain(`${verdict(state, human)}\nScore after 1 game: you `);
    },
  );

  test('level 6 punishes a player who always takes the first empty cell, and highlights its line', async () => {
    for (const as of ['x', 'o'] as const) {
      const { state, transcript } = await playGame(['--as', as, '--seed', '3'], 'standard', firstEmpty);
      expect(state.winner!.symbol).toBe(as === 'x' ? 'O' : 'X');
      expect(transcript.trimEnd()).toMatch(/^[XO] wins with the .+\. The AI wins\.$/m);
      const drawn = transcript
        .split('\n')
        .filter((line) => /^[1-3] {2}/.test(line))
        .slice(-3)
        .join('');
      expect(drawn.match(/\[[XO]\]/g)).toHaveLength(3);
    }
  });

  test('the AI plays the same game again with the same --seed', async () => {
    const a = await playGame(['--ai', '3', '--seed', '42'], 'standard', firstEmpty);
    const b = await playGame(['--ai', '3', '--seed', '42'], 'standard', firstEmpty);
    expect(a.transcript).toBe(b.transcript);
  });
});

describe('play misère', () => {
  test.each(['x', 'o'] as const)('a perfect misère player as %s draws with level 6', async (as) => {
    const { state, transcript } = await playGame(['--misere', '--as', as, '--seed', '5'], 'misere', perfectMove);
    expect(transcript.split('\n').slice(0, 3)).toEqual([
      `You play ${as.toUpperCase()} against the AI (level 6, perfect).`,
      'Rules: Tic-tac-toe, misère.',
      'Misère: whoever gets 3 in a row, across, down or diagonally, loses.',
    ]);
    expect(state.status).toBe('draw');
  });

  test('completing a line loses, and the CLI says so', async () => {
    const { state, transcript } = await playGame(['--misere', '--ai', '6', '--seed', '1'], 'misere', firstEmpty);
    expect(state.rules.variant).toBe('misere');
    const loser = state.winner!.symbol === 'X' ? 'O' : 'X';
    expect(transcript.trimEnd()).toMatch(
      new RegExp(
        `^${loser} completed the .+, so ${state.winner!.symbol} wins\\. ${verdict(state, 'X').replace('.', '\\.')}$`,
        'm',
      ),
    );
  });
});
