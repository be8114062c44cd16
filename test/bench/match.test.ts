// The match harness of bench/ultimate/match.mjs (over the built dist/): seeded distinct openings,
// each played twice with the colours swapped, the tally and its interval, a move per timed call.
import { describe, expect, test } from 'vitest';
import { playerFromSpec, playMatch, ultimateOpenings } from '../../bench/ultimate/match.mjs';
import { OracleGame, STANDARD } from '../support/ultimate-oracle.js';

describe('ultimateOpenings', () => {
  test('720 distinct legal 2-ply openings, the same for a seed, another order for another seed', () => {
    const all = ultimateOpenings(720, 4);
    expect(new Set(all.map(String)).size).toBe(720);
    for (const opening of all) {
      const game = new OracleGame(STANDARD);
      for (const move of opening) {
        expect(game.legal()).toContain(move);
        game.play(move);
      }
    }
    expect(ultimateOpenings(10, 4)).toEqual(all.slice(0, 10));
    expect(ultimateOpenings(10, 5)).not.toEqual(all.slice(0, 10));
    expect(() => ultimateOpenings(721)).toThrow();
  });
});

describe('playMatch', () => {
  test('each opening twice, a as X then as O; the tally, score and interval add up', async () => {
    const openings = ultimateOpenings(3, 2);
    const seen: string[] = [];
    // a plays the lowest legal move, b the player at 50 iterations: any result, but a full tally.
    const lowest = {
      name: 'lowest',
      move: async (state: { board: readonly unknown[]; boards: readonly unknown[]; forcedBoard: number | null }) => {
        const game = new OracleGame(STANDARD);
        Object.assign(game, { forced: state.forcedBoard });
        for (const [b, local] of state.boards.entries()) game.locals[b] = local as 'X' | 'O' | 'draw' | null;
        for (const [i, mark] of state.board.entries()) game.cells[i] = mark as 'X' | 'O' | null;
        return game.legal()[0]!;
      },
    };
    const result = await playMatch({
      players: [lowest, playerFromSpec('uct:50it', { seed: 3 })],
      openings,
      rules: STANDARD,
      onGame: (game) => seen.push(`${game.opening.join(' ')} ${game.aMark}`),
    });
    expect(seen).toEqual(openings.flatMap((o) => [`${o.join(' ')} X`, `${o.join(' ')} O`]));
    expect(result.games).toBe(6);
    expect(result.wins + result.draws + result.losses).toBe(6);
    expect(result.score).toBeCloseTo((result.wins + result.draws / 2) / 6);
    expect(result.interval[0]).toBeLessThanOrEqual(result.score);
    expect(result.interval[1]).toBeGreaterThanOrEqual(result.score);
    const moves = result.results.reduce((sum, game) => sum + game.moves - 2, 0);
    expect(result.timing[0]!.moves + result.timing[1]!.moves).toBe(moves);
    expect(result.timing.map((t) => t.name)).toEqual(['lowest', 'uct:50it']);
  });

  test('a spec names a kind and a budget', () => {
    expect(playerFromSpec('uct:100ms').name).toBe('uct:100ms');
    expect(() => playerFromSpec('uct:100')).toThrow();
    expect(() => playerFromSpec('nobody:100ms')).toThrow();
  });
});
