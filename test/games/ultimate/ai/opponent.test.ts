// Level 6 plays to win where best play only draws or loses: checked against the exhaustive
// endgame oracle and the robust opponent model, both written in test/support from the rules (no
// code from src/). In a proven draw its move keeps the draw and, among the drawing moves, has the
// best expected score against the model (the opponent errs, then both play perfectly); in a proven
// loss, the best expected score among all moves.
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/index.js';
import { SearchBoard } from '../../../../src/games/ultimate/ai/board.js';
import { robustPolicy } from '../../../../src/games/ultimate/ai/opponent.js';
import { resolveUltimate } from '../../../../src/games/ultimate/revive.js';
import type { UltimatePosition } from '../../../../src/games/ultimate/state.js';
import { UltimateAI, UltimateEngine } from '../../../../src/ultimate.js';
import { seeded } from '../../../support/seeded.js';
import { createEndgameOracle, endgamePositions, positionOfGame } from '../../../support/ultimate-endgame-oracle.js';
import { played, robustChances } from '../../../support/ultimate-levels-oracle.js';
import { ALL_RULES, OracleGame, randomGame, type OracleRules } from '../../../support/ultimate-oracle.js';

const engine = new UltimateEngine();
const players = [{ id: 'x' }, { id: 'o' }];
const tickingClock = (): (() => number) => {
  let t = 0;
  return () => t++;
};
const WORTH = { win: 1, draw: 0.5, loss: 0 } as const;

/** The proven worth, for the player to move in `game`, of `move`; and its expected score against the robust model. */
function scoresOf(game: OracleGame, move: number, solve: (g: OracleGame) => 'win' | 'draw' | 'loss') {
  const mover = game.toMove;
  const after = played(game, move);
  const worthOf = (g: OracleGame): number =>
    g.result === null ? 1 - WORTH[solve(g)] : g.result === mover ? 1 : g.result === 'draw' ? 0.5 : 0;
  if (after.result !== null) {
    const worth = worthOf(after);
    return { worst: worth, expected: worth };
  }
  let expected = 0;
  let worst = 1;
  for (const [reply, chance] of robustChances(after)) {
    // After the reply, the mover is to move again: its worth is the value for the player to move.
    const next = played(after, reply);
    const worth =
      next.result === null ? WORTH[solve(next)] : next.result === mover ? 1 : next.result === 'draw' ? 0.5 : 0;
    expected += chance * worth;
    worst = Math.min(worst, worth);
  }
  return { worst, expected: expected, proven: 1 - worthOf(after) };
}

describe('level 6 plays to win in proven draws, and holds out longest in proven losses', () => {
  const seen = { draws: 0, losses: 0, differs: 0 };
  it.each(ALL_RULES.map((rules) => [JSON.stringify(rules), rules] as const))('%s', (_, rules: OracleRules) => {
    const oracle = createEndgameOracle(rules);
    const solve = (g: OracleGame) => oracle.solve(positionOfGame(g)).value;
    for (const position of endgamePositions({ count: 60, maxEmpty: 9, seed: 23, rules })) {
      const game = new OracleGame(rules);
      for (const move of position.moves) game.play(move);
      const truth = oracle.solve(positionOfGame(game));
      const value = truth.value;
      if (value === 'win') continue;
      const state = unwrap(engine.replay(position.moves, { ...rules }, players));
      const ai = new UltimateAI({ seed: 1, now: tickingClock() });
      const chosen = unwrap(ai.getMoveSync(state, 6, state.currentPlayerId!, 900));
      const move = chosen.data.board * 9 + chosen.data.cell;
      if (value === 'loss') {
        // The slowest loss: a one-reply model of a fallible opponent would prefer a quick one.
        expect(truth.moves.find((m) => m.move === move)!.plies).toBe(truth.plies);
        seen.losses++;
        continue;
      }
      const scores = new Map(game.legal().map((m) => [m, scoresOf(game, m, solve)]));
      const keeps = [...scores].filter(([, s]) => s.worst === WORTH[value]);
      const best = Math.max(...keeps.map(([, s]) => s.expected));
      expect(scores.get(move)!.worst).toBe(WORTH[value]);
      expect(scores.get(move)!.expected).toBeCloseTo(best, 12);
      // The plain level-3 reading of the opponent would not always choose so: the model matters.
      if (keeps.some(([, s]) => s.expected < best - 1e-9)) seen.differs++;
      seen.draws++;
    }
  });

  it('met enough draws and losses, and draws where the drawing moves differ for a fallible opponent', () => {
    expect(seen.draws).toBeGreaterThan(30);
    expect(seen.losses).toBeGreaterThan(30);
    expect(seen.differs).toBeGreaterThan(5);
  });
});

describe('level 6 plays to win asynchronously too', () => {
  it('getMove, thinking in slices, chooses as getMoveSync does', async () => {
    const rules = ALL_RULES[0]!;
    const oracle = createEndgameOracle(rules);
    let checked = 0;
    for (const position of endgamePositions({ count: 20, maxEmpty: 9, seed: 29, rules })) {
      if (oracle.solve(position).value === 'win') continue;
      const state = unwrap(engine.replay(position.moves, {}, players));
      const sync = unwrap(
        new UltimateAI({ seed: 1, now: tickingClock() }).getMoveSync(state, 6, state.currentPlayerId!, 900),
      );
      const slices = unwrap(
        await new UltimateAI({ seed: 1, now: tickingClock() }).getMove(state, 6, state.currentPlayerId!, 900),
      );
      expect(slices).toEqual(sync);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it("answers INVALID_OPTIONS, never a rejection, when the caller's clock fails at any reading", async () => {
    const rules = ALL_RULES[0]!;
    const oracle = createEndgameOracle(rules);
    const drawn = endgamePositions({ count: 30, maxEmpty: 9, seed: 29, rules }).find(
      (position) => oracle.solve(position).value === 'draw',
    )!;
    const states = [unwrap(engine.replay(drawn.moves, {}, players)), unwrap(engine.replay(['e5', 'e4'], {}, players))];
    let failures = 0;
    for (const state of states)
      for (const level of [5, 6] as const)
        for (let failAt = 1; failAt <= 40; failAt++) {
          let reads = 0;
          const ai = new UltimateAI({
            seed: 1,
            now: () => {
              if (++reads >= failAt) throw new Error('no clock');
              return reads;
            },
          });
          const answer = await ai.getMove(state, level, state.currentPlayerId!, 30);
          if (!answer.ok) {
            expect(answer.error.code).toBe('INVALID_OPTIONS');
            failures++;
          }
        }
    // A clock that fails at its first read fails every call: the loop met the error path.
    expect(failures).toBeGreaterThanOrEqual(4);
  });
});

describe('the robust opponent model', () => {
  it("gives each legal move half an even share and half level 3's, under every switch", () => {
    const random = seeded(5);
    const board = new SearchBoard();
    let uneven = 0;
    for (const rules of ALL_RULES)
      for (let n = 0; n < 30; n++) {
        const { game, moves } = randomGame(rules, Math.floor(random() * 60), random);
        if (game.result !== null) continue;
        const { core } = resolveUltimate(unwrap(engine.replay(moves, { ...rules }, players))) as UltimatePosition;
        const legal = game.legal();
        const chances = robustPolicy(board.load(core), legal);
        const expected = robustChances(game);
        for (const [i, move] of legal.entries()) expect(chances[i]).toBeCloseTo(expected.get(move)!, 12);
        if (new Set(chances).size > 1) uneven++;
      }
    expect(uneven).toBeGreaterThan(100);
  });
});
