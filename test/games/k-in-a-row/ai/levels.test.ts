import { describe, expect, it, vi } from 'vitest';
import { modelOf, Planner } from '../../../../src/games/k-in-a-row/ai/opponent.js';
import { Searcher } from '../../../../src/games/k-in-a-row/ai/searcher.js';
import { threatTable } from '../../../../src/games/k-in-a-row/ai/tactics.js';
import {
  AI_DIFFICULTIES,
  TicTacToeAI,
  unwrap,
  VARIANTS,
  type AIDifficulty,
  type GameState,
  type Variant,
} from '../../../../src/index.js';
import { masksOf, solveOracle, type OraclePosition } from './oracle.js';
import { engine, PLAYERS, playerOf, stateOf } from './states.js';

const cellOf = (ai: TicTacToeAI, state: GameState, level: AIDifficulty, player: string, timeLimit?: number): number => {
  const { row, col } = unwrap(ai.getMoveSync(state, level, player, timeLimit)).data.position;
  return row * 3 + col;
};

describe.each(VARIANTS)('the levels in %s, over all 4,520 open positions', (variant: Variant) => {
  const oracle = solveOracle(variant);
  const positions = [...oracle.open.values()].map((p) => ({ p, state: stateOf(p.text, variant) }));
  const empties = (p: OraclePosition) => p.moveValues.flatMap((v, c) => (v === undefined ? [] : [c]));

  it('level 1 plays any empty cell', () => {
    const ai = new TicTacToeAI({ seed: 1 });
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) seen.add(cellOf(ai, stateOf('.........', variant), 1, 'xavier'));
    expect(seen.size).toBe(9);
  });

  it('level 2 blocks (standard) or never completes its own line (misère) when it can, and is otherwise random', () => {
    const ai = new TicTacToeAI({ seed: 2 });
    for (const { p, state } of positions) {
      const [me, opp] = masksOf(p);
      const empty = ~(me | opp) & 511;
      const cell = cellOf(ai, state, 2, playerOf(p.mover));
      if (variant === 'standard' && threatTable()[opp]! & empty)
        expect(threatTable()[opp]! & (1 << cell), p.text).toBeTruthy();
      if (variant === 'misere' && empty & ~threatTable()[me]!)
        expect(threatTable()[me]! & (1 << cell), p.text).toBeFalsy();
    }
  });

  it('level 3 takes an immediate win when there is one', () => {
    const ai = new TicTacToeAI({ seed: 3 });
    for (const { p, state } of positions) {
      const [me, opp] = masksOf(p);
      const empty = ~(me | opp) & 511;
      const cell = cellOf(ai, state, 3, playerOf(p.mover));
      // A win at once: in standard completing a line (99); in misère a move after which every reply completes a line
      // (98).
      const now = variant === 'standard' ? 99 : 98;
      if (p.moveValues.includes(now)) expect(p.moveValues[cell], p.text).toBe(now);
      else if (variant === 'standard' && threatTable()[opp]! & empty)
        expect(threatTable()[opp]! & (1 << cell), p.text).toBeTruthy();
    }
  });

  // A depth-d search sees every game that ends within d moves: it takes the fastest win it sees
  // and never plays into a loss it sees when another move avoids it.
  const horizon = (level: AIDifficulty, depth: number) => () => {
    const ai = new TicTacToeAI({ seed: level });
    const visible = (v: number) => 100 - Math.abs(v) <= depth && v !== 0;
    for (const { p, state } of positions) {
      const v = p.moveValues[cellOf(ai, state, level, playerOf(p.mover))]!;
      const values = empties(p).map((c) => p.moveValues[c]!);
      const best = Math.max(...values);
      if (visible(best) && best > 0) expect(v, p.text).toBe(best);
      const seenLosses = values.filter((u) => u < 0 && visible(u));
      if (seenLosses.length < values.length) expect(v < 0 && visible(v), `${p.text}: ${v}`).toBe(false);
      else expect(v, p.text).toBe(best);
    }
  };
  it('level 4 sees every game that ends within 2 moves', horizon(4, 2));
  it('level 5 sees every game that ends within 4 moves', horizon(5, 4));
});

describe('seeded randomness', () => {
  const play = (ai: TicTacToeAI, other: TicTacToeAI, level: AIDifficulty, variant: Variant): number[] => {
    let state = unwrap(engine.createInitialState({ variant }, PLAYERS));
    const cells: number[] = [];
    while (state.status === 'in-progress') {
      const mover = state.currentPlayerId!;
      const move = unwrap((mover === 'xavier' ? ai : other).getMoveSync(state, level, mover));
      state = unwrap(engine.applyMove(state, move));
      cells.push(state.lastMove!.cell);
    }
    return cells;
  };
  const games = (seed: number, level: AIDifficulty, variant: Variant) => {
    const a = new TicTacToeAI({ seed });
    const b = new TicTacToeAI({ seed: seed + 1 });
    return Array.from({ length: 10 }, () => play(a, b, level, variant).join(''));
  };

  it.each(VARIANTS.flatMap((variant) => AI_DIFFICULTIES.map((level) => [level, variant] as const)))(
    'gives the same moves for the same seed at level %i in %s, and other moves for another seed',
    (level, variant) => {
      expect(games(7, level, variant)).toEqual(games(7, level, variant));
      expect(games(7, level, variant)).not.toEqual(games(1007, level, variant));
    },
  );

  it('draws only from the injected generator, never Math.random', () => {
    const spy = vi.spyOn(Math, 'random');
    const ai = new TicTacToeAI({ seed: 1 });
    let draws = 0;
    const counted = new TicTacToeAI({ random: () => (draws++ % 7) / 7 });
    for (const level of AI_DIFFICULTIES) {
      for (const variant of VARIANTS) {
        play(ai, ai, level, variant);
        play(counted, counted, level, variant);
      }
    }
    expect(spy).not.toHaveBeenCalled();
    expect(draws).toBeGreaterThan(0);
    spy.mockRestore();
  });

  it('survives a generator returning values outside [0, 1)', () => {
    for (const r of [1, -0.5, Number.NaN, 7]) {
      const ai = new TicTacToeAI({ random: () => r });
      for (const level of AI_DIFFICULTIES)
        expect(ai.getMoveSync(stateOf('.........', 'standard'), level, 'xavier').ok).toBe(true);
    }
  });
});

describe('time limits', () => {
  /** A clock that moves 1 ms per reading, and counts readings. */
  const steppingClock = () => {
    let t = 0;
    const clock = {
      reads: 0,
      now: () => {
        clock.reads++;
        return t++;
      },
    };
    return clock;
  };

  it.each(AI_DIFFICULTIES)('level %i answers a legal move with no time at all', (level) => {
    const clock = steppingClock();
    const ai = new TicTacToeAI({ seed: 1, now: clock.now });
    for (const variant of VARIANTS) {
      const state = stateOf('.........', variant);
      expect(ai.getMoveSync(state, level, 'xavier', 0).ok).toBe(true);
    }
    // One reading to set the deadline, at most one more to see it passed, per move.
    expect(clock.reads).toBeLessThanOrEqual(4);
  });

  // Level 6 plays from its book against its default opponent model, in no time: the tests of its cut searches play
  // it against another model, planned over the tree.
  const planned = { opponent: 'random' } as const;

  it('stops searching when the clock passes the deadline', () => {
    for (const level of [4, 5, 6] as const) {
      const clock = steppingClock();
      const ai = new TicTacToeAI({ seed: 1, now: clock.now, ...planned });
      expect(ai.getMoveSync(stateOf('.........', 'misere'), level, 'xavier', 5).ok).toBe(true);
      expect(clock.reads).toBeLessThanOrEqual(7);
    }
  });

  it('leaves the table exact after searches cut anywhere', () => {
    for (const variant of VARIANTS) {
      const oracle = solveOracle(variant);
      const clock = steppingClock();
      const ai = new TicTacToeAI({ seed: 1, now: clock.now, ...planned });
      let i = 0;
      for (const p of oracle.open.values()) ai.getMoveSync(stateOf(p.text, variant), 6, playerOf(p.mover), i++ % 8);
      const wrong = [...oracle.open.values()].filter(
        (p) => ai.evaluatePosition(stateOf(p.text, variant), playerOf(p.mover)) !== p.value,
      );
      expect(wrong).toEqual([]);
      // Nor are cut answers cached: every move played afterwards is perfect, and in a lost position one of the best
      // chances against random play (an uncut planner's choice: it may lose sooner than the slowest loss).
      const searcher = new Searcher(variant === 'misere');
      const planners = [0, 1].map((mark) => new Planner(searcher, modelOf('random')!, mark as 0 | 1));
      const imperfect = [...oracle.open.values()].filter((p) => {
        const cell = cellOf(ai, stateOf(p.text, variant), 6, playerOf(p.mover));
        if (p.value >= 0) return p.moveValues[cell] !== p.value;
        const [me, opp] = masksOf(p);
        const mark = p.mover === 'X' ? 0 : 1;
        return !((planners[mark]!.choose(mark ? opp : me, mark ? me : opp) >>> cell) & 1);
      });
      expect(imperfect.map((p) => p.text)).toEqual([]);
    }
  });

  it('answers by the rules when the clock stops level 6 before one move is searched, in both variants', () => {
    // A clock that is always past the deadline, and a fresh table: the empty board's search is cut.
    const late = {
      now: (() => {
        let t = 0;
        return () => (t += 1000);
      })(),
      ...planned,
    };
    for (let seed = 1; seed <= 12; seed++) {
      // The center is the only move that keeps the draw in misère; in the standard game it is the rules' choice.
      expect(cellOf(new TicTacToeAI({ seed, ...late }), stateOf('.........', 'misere'), 6, 'xavier', 0)).toBe(4);
      expect(cellOf(new TicTacToeAI({ seed, ...late }), stateOf('.........', 'standard'), 6, 'xavier', 0)).toBe(4);
      // Holding the center in misère, mirror the opponent's mark.
      expect(cellOf(new TicTacToeAI({ seed, ...late }), stateOf('O../.X./...', 'misere'), 6, 'xavier', 0)).toBe(8);
    }
  });

  it('plays from its book against the default model, whatever the clock', () => {
    const late = {
      now: (() => {
        let t = 0;
        return () => (t += 1000);
      })(),
    };
    // The book holds the empty board and every first move of the opponent.
    for (const variant of VARIANTS)
      for (const text of ['.........', 'X../.../...', '.X./.../...', '.../.X./...'])
        for (let seed = 1; seed <= 12; seed++) {
          const state = stateOf(text, variant);
          const mover = playerOf(text.split('X').length === text.split('O').length ? 'X' : 'O');
          expect(cellOf(new TicTacToeAI({ seed, ...late }), state, 6, mover, 0)).toBe(
            cellOf(new TicTacToeAI({ seed }), state, 6, mover),
          );
        }
    // Off the book (X in the center, where level 6 as X in the standard game never plays), it plans, and a clock always
    // late cuts the plan before one move is searched: the rules answer, as they do for another model, and not the
    // move it plays with time.
    const offBook = stateOf('O../.X./...', 'standard');
    const seeds = Array.from({ length: 12 }, (_, i) => i + 1);
    const rushed = seeds.map((seed) => cellOf(new TicTacToeAI({ seed, ...late }), offBook, 6, 'xavier', 0));
    expect(rushed).toEqual(
      seeds.map((seed) => cellOf(new TicTacToeAI({ seed, ...late, ...planned }), offBook, 6, 'xavier', 0)),
    );
    expect(rushed).not.toEqual(seeds.map((seed) => cellOf(new TicTacToeAI({ seed }), offBook, 6, 'xavier')));
  });

  it('plays perfectly once the table is built, whatever the limit', () => {
    const late = {
      now: (() => {
        let t = 0;
        return () => (t += 1000);
      })(),
      ...planned,
    };
    // After X's corner in misère the rules take the center, which loses; the sides keep the draw.
    const state = stateOf('X../.../...', 'misere');
    expect(cellOf(new TicTacToeAI({ seed: 1, ...late }), state, 6, 'olga', 0)).toBe(4);
    const ai = new TicTacToeAI({ seed: 1, ...late });
    expect([1, 3, 5, 7]).toContain(cellOf(ai, state, 6, 'olga')); // builds the table, with no limit
    // Now even a clock that is always late gets the table's perfect answer, for every seed.
    for (let i = 0; i < 12; i++) expect([1, 3, 5, 7]).toContain(cellOf(ai, state, 6, 'olga', 0));
  });

  it('getMove resolves to the same result as getMoveSync', async () => {
    // Clocks that never move: neither search is cut, however slow the machine.
    const a = new TicTacToeAI({ seed: 9, now: () => 0 });
    const b = new TicTacToeAI({ seed: 9, now: () => 0 });
    const state = stateOf('X../.../...', 'standard');
    for (const level of AI_DIFFICULTIES)
      expect(await a.getMove(state, level, 'olga', 100)).toEqual(b.getMoveSync(state, level, 'olga', 100));
  });
});
