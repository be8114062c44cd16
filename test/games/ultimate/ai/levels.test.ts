// The Ultimate AI's levels, checked move by move against their definitions, written here over the
// rules oracle (test/support/ultimate-oracle.ts, no code from src/): level 2 takes a local board,
// else blocks one, else plays any move; level 3 does so among the moves that risk least; level 6
// always takes a win in one and never lets the opponent win at once when a move prevents it; every
// level plays only legal moves, under every combination of the switches.
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/index.js';
import { UltimateAI, UltimateEngine, type UltimateState } from '../../../../src/ultimate.js';
import { seeded } from '../../../support/seeded.js';
import { canWin, level2Choices, level3Choices, played, risk } from '../../../support/ultimate-levels-oracle.js';
import { ALL_RULES, OracleGame, type OracleRules } from '../../../support/ultimate-oracle.js';

const engine = new UltimateEngine();
const players = [{ id: 'x' }, { id: 'o' }];

/** A clock that moves one millisecond at each reading: time limits without time. */
const tickingClock = (): (() => number) => {
  let t = 0;
  return () => t++;
};

interface Sample {
  readonly rules: OracleRules;
  readonly moves: number[];
  readonly game: OracleGame;
  readonly state: UltimateState;
}

/** Positions of random games: `count` per combination of switches, the game not over. */
function samples(count: number, seed: number, keep: (game: OracleGame) => boolean = () => true, from = 0): Sample[] {
  const random = seeded(seed);
  const out: Sample[] = [];
  for (const rules of ALL_RULES) {
    let found = 0;
    for (let tries = 0; found < count && tries < count * 50; tries++) {
      const game = new OracleGame(rules);
      const moves: number[] = [];
      const stop = from + Math.floor(random() * (70 - from));
      while (game.result === null && moves.length < stop) {
        const legal = game.legal();
        const move = legal[Math.floor(random() * legal.length)]!;
        game.play(move);
        moves.push(move);
      }
      if (game.result !== null || !keep(game)) continue;
      found++;
      out.push({ rules, moves, game, state: unwrap(engine.replay(moves, { ...rules }, players)) });
    }
  }
  return out;
}

const moveNumber = (move: { data: { board: number; cell: number } }): number => move.data.board * 9 + move.data.cell;
const idOf = (game: OracleGame): string => (game.toMove === 'X' ? 'x' : 'o');

describe('levels 1–6 play only legal moves, under every combination of the switches', () => {
  const positions = samples(4, 1);
  it.each([1, 2, 3, 4, 5, 6] as const)('level %i', (level) => {
    const ai = new UltimateAI({ seed: level, now: tickingClock() });
    for (const { game, state } of positions) {
      const move = unwrap(ai.getMoveSync(state, level, idOf(game), 30));
      expect(game.legal()).toContain(moveNumber(move));
      expect(move.data.symbol).toBe(game.toMove);
    }
  });
});

describe('levels 2 and 3, move by move against their definitions', () => {
  const positions = samples(12, 2);

  it('level 2 takes a local board, else blocks one, else plays any move', () => {
    let tactical = 0;
    for (const [i, { game, state }] of positions.entries()) {
      const allowed = level2Choices(game, game.legal());
      if (allowed.length < game.legal().length) tactical++;
      for (const seed of [i, i + 1000, i + 2000]) {
        const move = moveNumber(unwrap(new UltimateAI({ seed }).getMoveSync(state, 2, idOf(game))));
        expect(allowed).toContain(move);
      }
    }
    // Not a test that cannot fail: most positions offer a local board to take or to block.
    expect(tactical).toBeGreaterThan(positions.length / 3);
  });

  /** Readings of level 3 that leave out a part of its definition: where they differ, more seeds. */
  const weaker = (['free', 'board', 'game'] as const).map(
    (part) => (game: OracleGame, move: number) => risk(game, move, part),
  );

  it('level 3 plays level 2 among the moves that risk least', () => {
    let differ = 0;
    for (const [i, { game, state }] of positions.entries()) {
      const allowed = level3Choices(game);
      if (allowed.some((m) => !level2Choices(game, game.legal()).includes(m))) differ++;
      const sensitive = weaker.some((reading) => level3Choices(game, reading).some((m) => !allowed.includes(m)));
      for (const seed of Array.from({ length: sensitive ? 24 : 3 }, (_, k) => i + 1000 * k)) {
        const move = moveNumber(unwrap(new UltimateAI({ seed }).getMoveSync(state, 3, idOf(game))));
        expect(allowed).toContain(move);
      }
    }
    expect(differ).toBeGreaterThan(positions.length / 10);
  });

  it.each(['free', 'board', 'game'] as const)(
    'level 3 weighs each part of its risk: told apart from a reading without %s',
    (part) => {
      const differs = (game: OracleGame): boolean => {
        const allowed = level3Choices(game);
        return level3Choices(game, (g, m) => risk(g, m, part)).some((m) => !allowed.includes(m));
      };
      const found = samples(3, 5 + part.length, differs, part === 'game' ? 30 : 0);
      // Such positions are rare in random games (a few in a hundred): enough to tell the readings apart.
      expect(found.length).toBeGreaterThanOrEqual(5);
      for (const [i, { game, state }] of found.entries()) {
        const allowed = level3Choices(game);
        for (let k = 0; k < 24; k++) {
          const move = moveNumber(unwrap(new UltimateAI({ seed: i + 1000 * k }).getMoveSync(state, 3, idOf(game))));
          expect(allowed).toContain(move);
        }
      }
    },
  );

  it('the random levels draw from the seed: the same seed, the same moves; another seed, others', () => {
    for (const level of [1, 2, 3, 4, 5] as const) {
      const play = (seed: number): number[] =>
        positions
          .slice(0, 12)
          .map(({ game, state }) => moveNumber(unwrap(new UltimateAI({ seed }).getMoveSync(state, level, idOf(game)))));
      expect(play(7)).toEqual(play(7));
      if (level !== 4) expect(play(7)).not.toEqual(play(8));
    }
  });
});

describe("level 6 never misses a win in one, nor a block of the opponent's", () => {
  // With no time to search, the check alone; with a little, the search must not overrule it.
  it.each([0, 3])('takes a win in one whenever there is one (%i ms)', (limit) => {
    const positions = samples(6, 3, canWin);
    expect(positions.length).toBeGreaterThan(30);
    const ai = new UltimateAI({ seed: 1, now: tickingClock() });
    for (const { game, state } of positions) {
      const move = moveNumber(unwrap(ai.getMoveSync(state, 6, idOf(game), limit)));
      expect(played(game, move).result).toBe(game.toMove);
    }
  });

  it.each([0, 3])('never lets the opponent win at once when a move prevents it (%i ms)', (limit) => {
    const threatened = (game: OracleGame): boolean => {
      if (canWin(game)) return false;
      const risks = game.legal().map((m) => canWin(played(game, m)));
      return risks.includes(true) && risks.includes(false);
    };
    const positions = samples(4, 4, threatened);
    expect(positions.length).toBeGreaterThan(20);
    const ai = new UltimateAI({ seed: 2, now: tickingClock() });
    for (const { game, state } of positions) {
      const move = moveNumber(unwrap(ai.getMoveSync(state, 6, idOf(game), limit)));
      expect(canWin(played(game, move))).toBe(false);
    }
  });
});
