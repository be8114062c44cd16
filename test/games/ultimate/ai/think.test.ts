// Level 6's last word over its search (src/games/ultimate/ai/think.ts): with no iteration at all,
// the verdict still takes a win in one and avoids a move after which the opponent wins at once,
// checked against the rules oracle (test/support/ultimate-oracle.ts).
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../src/core/random.js';
import { Thinker } from '../../../../src/games/ultimate/ai/think.js';
import { resolveUltimate } from '../../../../src/games/ultimate/revive.js';
import type { UltimatePosition } from '../../../../src/games/ultimate/state.js';
import { unwrap } from '../../../../src/index.js';
import { UltimateEngine } from '../../../../src/ultimate.js';
import { endgamePositions, solveEndgame } from '../../../support/ultimate-endgame-oracle.js';
import { ALL_RULES, OracleGame } from '../../../support/ultimate-oracle.js';

const engine = new UltimateEngine();
/** A stop that never stops: the search ends by its iterations. */
const never = (): boolean => false;
const players = [{ id: 'x' }, { id: 'o' }];

const played = (game: OracleGame, move: number): OracleGame => {
  const next = game.clone();
  next.play(move);
  return next;
};
const canWin = (game: OracleGame): boolean => game.legal().some((m) => played(game, m).result === game.toMove);

/** Positions of seeded random games under every rule set that `keep` accepts. */
function positions(keep: (game: OracleGame) => boolean, per: number): [OracleGame, UltimatePosition][] {
  const random = seededRandom(11);
  const out: [OracleGame, UltimatePosition][] = [];
  for (const rules of ALL_RULES) {
    for (let found = 0, tries = 0; found < per && tries < 400; tries++) {
      const game = new OracleGame(rules);
      const moves: number[] = [];
      while (game.result === null && !(moves.length > 10 && keep(game))) {
        const legal = game.legal();
        const move = legal[Math.floor(random() * legal.length)]!;
        game.play(move);
        moves.push(move);
      }
      if (game.result !== null) continue;
      found++;
      out.push([game, resolveUltimate(unwrap(engine.replay(moves, { ...rules }, players))) as UltimatePosition]);
    }
  }
  return out;
}

const verdictOf = (position: UltimatePosition): number => {
  const thinker = new Thinker(1024);
  thinker.start(position.core, 0, seededRandom(1), false);
  return thinker.verdict().move;
};

describe('the verdict without a search', () => {
  it('takes a win in one', () => {
    const found = positions(canWin, 5);
    expect(found.length).toBe(40);
    for (const [game, position] of found) expect(played(game, verdictOf(position)).result).toBe(game.toMove);
  });

  it('avoids a move that lets the opponent win at once', () => {
    const threatened = (game: OracleGame): boolean => {
      if (canWin(game)) return false;
      const risks = game.legal().map((m) => canWin(played(game, m)));
      // The first legal move among the losing ones: a verdict that did not look would play it.
      return risks.includes(true) && risks.includes(false) && canWin(played(game, game.legal()[0]!));
    };
    const found = positions(threatened, 4);
    expect(found.length).toBe(32);
    for (const [game, position] of found) expect(canWin(played(game, verdictOf(position)))).toBe(false);
  });
});

describe('the tree search alone (no endgame solver), against the exhaustive oracle', () => {
  it.each(ALL_RULES.map((rules) => [JSON.stringify(rules), rules] as const))(
    'what it proves is true, and its proven win is a winning move (%s)',
    (_, rules) => {
      let proven = 0;
      const positions = endgamePositions({ count: 10, maxEmpty: 10, seed: 21, rules });
      for (const position of positions) {
        const state = unwrap(engine.replay(position.moves, { ...rules }, players));
        const thinker = new Thinker(1 << 16);
        thinker.start((resolveUltimate(state) as UltimatePosition).core, 30_000, seededRandom(3), false);
        thinker.step(never, never);
        const verdict = thinker.verdict();
        const truth = solveEndgame(position, rules);
        if (verdict.proven === null) continue;
        proven++;
        expect(verdict.proven).toBe(truth.value);
        expect(verdict.plies === null || verdict.plies === 1).toBe(true);
        expect(truth.moves.find((m) => m.move === verdict.move)!.value).toBe(truth.value);
      }
      expect(proven).toBeGreaterThan(positions.length / 4);
    },
  );
});
