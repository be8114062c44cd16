// The exhaustive endgame oracle (test/support/ultimate-endgame-oracle.ts) checked itself: positions
// worked out by hand, a plain minimax over the rules oracle's games (no memo, no compact position),
// and the value of each position against the values of the positions after each move.
import { describe, expect, test } from 'vitest';
import {
  createEndgameOracle,
  type EndgamePosition,
  emptyOpenCells,
  endgamePositions,
  positionOfGame,
  solveEndgame,
} from './ultimate-endgame-oracle.js';
import { ALL_RULES, OracleGame, type OracleRules, STANDARD } from './ultimate-oracle.js';

const label = (rules: OracleRules): string => `${rules.wonBoards}/${rules.drawnBoards}/${rules.tiebreak}`;
const EACH_RULES = ALL_RULES.map((rules) => [label(rules), rules] as const);

/** A position from nine local boards written as 9 characters each (`X`, `O` or `.`, row by row). */
function position(boards: string[], toMove: 'X' | 'O', forcedBoard: number | null): EndgamePosition {
  const board = boards.flatMap((cells) => [...cells].map((c) => (c === '.' ? null : (c as 'X' | 'O'))));
  return { board, forcedBoard, currentPlayer: toMove };
}

/** A full board without a line. */
const D = 'XOXXOOOXX';

describe('positions worked out by hand (standard rules unless said)', () => {
  test('a global win in 1: X sent to board 2 completes the top row of boards', () => {
    const at = position(['XXXOO....', 'XOOX..X..', 'XX.OO.O..', D, D, D, D, D, D], 'X', 2);
    const solution = solveEndgame(at, STANDARD);
    expect(solution).toMatchObject({ value: 'win', plies: 1 });
    expect(solution.moves.find((m) => m.move === 20)).toEqual({ move: 20, value: 'win', plies: 1 });
  });

  // X must fill board 5 (its last cell sends O to board 8), O must fill board 8 (its last cell
  // sends X to board 2), and X completes the top row there: a win in 3 plies for X, a loss in 2 for O.
  const inThree = position(['XXXOO....', 'XOOX..X..', 'XX.OO.O..', D, D, 'XOXXOOOX.', D, D, 'OX.XOOXOX'], 'X', 5);
  test('a forced global win in 3 plies', () => {
    expect(solveEndgame(inThree, STANDARD)).toMatchObject({
      value: 'win',
      plies: 3,
      moves: [{ move: 53, value: 'win', plies: 3 }],
    });
  });

  test('the loser delays as long as it can: a loss in 2', () => {
    const after = { ...inThree, board: inThree.board.map((m, i) => (i === 53 ? 'X' : m)), currentPlayer: 'O' as const };
    expect(solveEndgame({ ...after, forcedBoard: 8 }, STANDARD)).toMatchObject({
      value: 'loss',
      plies: 2,
      moves: [{ move: 74, value: 'loss', plies: 2 }],
    });
  });

  // Every board closed but board 8, with its last cell: X has won board 0, O none.
  const last = position(['XXXOO....', D, D, D, D, D, D, D, 'OX.XOOXOX'], 'O', 8);
  test('a forced draw: the last cell fills the last board, no line', () => {
    expect(solveEndgame(last, STANDARD)).toEqual({
      value: 'draw',
      plies: null,
      moves: [{ move: 74, value: 'draw', plies: null }],
      nodes: 0,
    });
  });

  test("the same under tiebreak 'most-boards': X has won more boards, O's last move loses", () => {
    const rules: OracleRules = { ...STANDARD, tiebreak: 'most-boards' };
    expect(solveEndgame(last, rules)).toMatchObject({ value: 'loss', plies: 1 });
    expect(solveEndgame({ ...last, currentPlayer: 'X' }, rules)).toMatchObject({ value: 'win', plies: 1 });
  });

  test("drawnBoards 'both': the drawn boards 4 and 7 give X the middle column already: the game is over", () => {
    expect(() => solveEndgame(inThree, { ...STANDARD, drawnBoards: 'both' })).toThrow(/over/);
  });

  test('a finished game and too many empty cells are refused', () => {
    const empty = position(Array(9).fill('.........'), 'X', null);
    expect(() => solveEndgame(empty, STANDARD)).toThrow(/empty cells/);
  });
});

/** The score of a value for the player to move: WIN - plies, plies - WIN, or 0. */
const scoreOf = (v: { value: string; plies: number | null }): number =>
  v.value === 'win' ? 1000 - v.plies! : v.value === 'loss' ? v.plies! - 1000 : 0;

/** Plain minimax over the rules oracle's own games: no memo, no compact position. */
function naive(game: OracleGame): number {
  let best = -Infinity;
  for (const move of game.legal()) {
    const next = game.clone();
    next.play(move);
    const mover = game.toMove;
    let score: number;
    if (next.result === null) {
      const child = naive(next);
      score = child > 0 ? -child + 1 : child < 0 ? -child - 1 : 0;
    } else score = next.result === 'draw' ? 0 : next.result === mover ? 999 : -999;
    best = Math.max(best, score);
  }
  return best;
}

const replay = (rules: OracleRules, moves: readonly number[]): OracleGame => {
  const game = new OracleGame(rules);
  for (const move of moves) game.play(move);
  return game;
};

describe('against the rules oracle', () => {
  test.each(EACH_RULES)('%s: the value of plain minimax over the oracle, 25 positions of 7 empty cells', (_, rules) => {
    for (const at of endgamePositions({ count: 25, maxEmpty: 7, seed: 3, rules })) {
      expect(scoreOf(solveEndgame(at, rules))).toBe(naive(replay(rules, at.moves)));
    }
  });

  test.each(EACH_RULES)(
    "%s: a position's value is the best of its moves', each the opposite of the next position's",
    (_, rules) => {
      const oracle = createEndgameOracle(rules);
      for (const at of endgamePositions({ count: 25, maxEmpty: 10, seed: 4, rules })) {
        const solution = oracle.solve(at);
        const game = replay(rules, at.moves);
        expect(solution.moves.map((m) => m.move)).toEqual(game.legal());
        expect(scoreOf(solution)).toBe(Math.max(...solution.moves.map(scoreOf)));
        for (const { move, value, plies } of solution.moves) {
          const next = game.clone();
          next.play(move);
          if (next.result !== null) {
            const outcome = next.result === 'draw' ? 'draw' : next.result === game.toMove ? 'win' : 'loss';
            expect({ value, plies }).toEqual({ value: outcome, plies: outcome === 'draw' ? null : 1 });
            continue;
          }
          const child = oracle.solve(positionOfGame(next));
          const opposite = { win: 'loss', loss: 'win', draw: 'draw' } as const;
          expect({ value, plies }).toEqual({
            value: opposite[child.value],
            plies: child.plies === null ? null : child.plies + 1,
          });
        }
      }
    },
  );
});

describe('endgamePositions', () => {
  test.each(EACH_RULES)('%s: games not over, with at most maxEmpty empty cells in open boards, seeded', (_, rules) => {
    const positions = endgamePositions({ count: 20, maxEmpty: 12, seed: 9, rules });
    expect(positions).toHaveLength(20);
    expect(endgamePositions({ count: 20, maxEmpty: 12, seed: 9, rules })).toEqual(positions);
    for (const at of positions) {
      const game = replay(rules, at.moves);
      expect(game.result).toBeNull();
      expect(emptyOpenCells(game)).toBeLessThanOrEqual(12);
      expect(positionOfGame(game, at.moves)).toEqual(at);
    }
  });
});
