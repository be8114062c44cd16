// The plain UCT baseline of bench/ultimate/uct.mjs against the independent rules oracle
// (test/support/ultimate-oracle.ts): its playouts follow the rules under every combination of the
// switches, it plays only legal moves, it takes a game-winning move, and a seed fixes its moves.
import { describe, expect, test } from 'vitest';
import { createUctPlayer, randomPlayout, type UctPosition } from '../../bench/ultimate/uct.mjs';
import { ALL_RULES, OracleGame, type OracleRules, STANDARD } from '../support/ultimate-oracle.js';
import { seeded } from '../support/seeded.js';

const positionOf = (game: OracleGame): UctPosition => ({
  board: [...game.cells],
  forcedBoard: game.forced,
  currentPlayer: game.toMove,
  boards: [...game.locals],
});

const label = (rules: OracleRules): string => `${rules.wonBoards}/${rules.drawnBoards}/${rules.tiebreak}`;

describe('the playouts follow the rules', () => {
  test.each(ALL_RULES.map((rules) => [label(rules), rules] as const))('%s: 300 random games', (_, rules) => {
    for (let seed = 1; seed <= 300; seed++) {
      const { moves, result } = randomPlayout({ seed, rules });
      const game = new OracleGame(rules);
      for (const move of moves) {
        expect(game.legal()).toContain(move);
        game.play(move);
      }
      expect(game.result).toBe(result);
    }
  });
});

describe('the player', () => {
  test.each(ALL_RULES.map((rules) => [label(rules), rules] as const))(
    '%s: a legal move in random positions',
    (_, rules) => {
      const random = seeded(rulesSeed(rules));
      for (let i = 0; i < 40; i++) {
        const game = new OracleGame(rules);
        const length = Math.floor(random() * 70);
        for (let ply = 0; ply < length && game.result === null; ply++) {
          const legal = game.legal();
          game.play(legal[Math.floor(random() * legal.length)]!);
        }
        if (game.result !== null) continue;
        const player = createUctPlayer({ iterations: 1 + Math.floor(random() * 300), seed: i, rules });
        // With and without the local results (without them they are read from the cells).
        expect(game.legal()).toContain(player.move(positionOf(game)));
        const { boards: _boards, ...bare } = positionOf(game);
        if (rules.wonBoards === 'closed') expect(game.legal()).toContain(player.move(bare));
      }
    },
  );

  test('whole games between two players stay legal, under every switch', () => {
    for (const rules of ALL_RULES) {
      const players = [0, 1].map((seed) => createUctPlayer({ iterations: 60, seed, rules }));
      const game = new OracleGame(rules);
      while (game.result === null) {
        const move = players[game.moves % 2]!.move(positionOf(game));
        expect(game.legal()).toContain(move);
        game.play(move);
      }
    }
  });

  test('a seed and a number of iterations fix the moves; the stats count the iterations', () => {
    const game = (seed: number): number[] => {
      const players = [
        createUctPlayer({ iterations: 200, seed }),
        createUctPlayer({ iterations: 200, seed: seed + 1 }),
      ];
      const oracle = new OracleGame(STANDARD);
      const moves: number[] = [];
      while (oracle.result === null && moves.length < 30) {
        const player = players[oracle.moves % 2]!;
        const move = player.move(positionOf(oracle));
        expect(player.stats.iterations).toBe(200);
        moves.push(move);
        oracle.play(move);
      }
      return moves;
    };
    expect(game(5)).toEqual(game(5));
    expect(game(5)).not.toEqual(game(9));
  });

  test('it refuses a finished game, and one of timeMs or iterations is required', () => {
    const won = new OracleGame(STANDARD);
    const random = seeded(3);
    while (won.result === null) won.play(won.legal()[Math.floor(random() * won.legal().length)]!);
    expect(() => createUctPlayer({ iterations: 10 }).move(positionOf(won))).toThrow();
  });
});

/** A position from nine local boards written as 9 characters each (`X`, `O` or `.`, row by row). */
function position(boards: string[], toMove: 'X' | 'O', forcedBoard: number | null): UctPosition {
  const board = boards.flatMap((cells) => [...cells].map((c) => (c === '.' ? null : (c as 'X' | 'O'))));
  return { board, forcedBoard, currentPlayer: toMove };
}

describe('it takes a local win that wins the game', () => {
  const cases: [string, UctPosition, OracleRules, number][] = [
    [
      'X sent to board 8, where cell 8 wins the diagonal of boards',
      position(
        [
          'XXX.O..O.',
          'O..OO....',
          'O.O......',
          '.O......O',
          'OO.XXX...',
          '..O..O...',
          'O........',
          '....O...O',
          'X.O.X.O..',
        ],
        'X',
        8,
      ),
      STANDARD,
      8 * 9 + 8,
    ],
    [
      'a free move: cell 5 of board 2 wins the top row of boards',
      position(
        [
          'XXX..O.O.',
          'X.OOX.O.X',
          'O.OXX.O..',
          '.O......O',
          'O.O......',
          '..O..O...',
          'O........',
          '....O...O',
          '.O.O...O.',
        ],
        'X',
        null,
      ),
      STANDARD,
      2 * 9 + 5,
    ],
    [
      "drawnBoards 'both': O wins the top row through the drawn board 0",
      position(
        [
          'XOXXOOOXX',
          'OOO.X..X.',
          'OO.X.X...',
          '.X......X',
          'X.X.XX...',
          '..X..X...',
          'X...X....',
          '....X...X',
          '.X.X...X.',
        ],
        'O',
        2,
      ),
      { ...STANDARD, drawnBoards: 'both' },
      2 * 9 + 2,
    ],
  ];
  test.each(cases)('%s', (_, at, rules, winning) => {
    // The oracle agrees that the move is legal and wins.
    const check = new OracleGame(rules);
    Object.assign(check, { toMove: at.currentPlayer, forced: at.forcedBoard });
    for (const [i, mark] of at.board.entries()) check.cells[i] = mark;
    for (let b = 0; b < 9; b++) {
      // Local results from the cells, as the oracle's play would have set them.
      const cells = check.cells.slice(b * 9, b * 9 + 9);
      const line = (m: string) =>
        [7, 56, 448, 73, 146, 292, 273, 84].some((l) =>
          [...Array(9).keys()].every((c) => !((l >> c) & 1) || cells[c] === m),
        );
      check.locals[b] = line('X') ? 'X' : line('O') ? 'O' : cells.every((c) => c !== null) ? 'draw' : null;
    }
    expect(check.legal()).toContain(winning);
    check.play(winning);
    expect(check.result).toBe(at.currentPlayer);
    for (const seed of [1, 2, 3]) expect(createUctPlayer({ iterations: 3000, seed, rules }).move(at)).toBe(winning);
  });
});

function rulesSeed(rules: OracleRules): number {
  return ALL_RULES.indexOf(rules) + 11;
}
