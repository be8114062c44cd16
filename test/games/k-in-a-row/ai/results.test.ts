// The AI's results are fresh objects, the caller's to keep: changing one changes no later answer.
// (They are not frozen: freezing them tripled the cost of getHint and analyzeGame in bench/.)
import { describe, expect, it } from 'vitest';
import { TicTacToeAI, TicTacToeEngine, unwrap, type GameState, type TicTacToeSettings } from '../../../../src/index.js';

/** Overwrites every writable field of a result, all the way down. */
function scribble(value: unknown, seen = new Set<unknown>()): void {
  if (typeof value !== 'object' || value === null || seen.has(value) || Object.isFrozen(value)) return;
  seen.add(value);
  for (const key of Object.keys(value)) {
    scribble((value as Record<string, unknown>)[key], seen);
    (value as Record<string, unknown>)[key] = 'scribbled';
  }
}

describe('AI results', () => {
  const engine = new TicTacToeEngine();
  const state = unwrap(engine.replay([4, 0], {}, [{ id: 'x' }, { id: 'o' }]));

  it.each([
    ['getHint', (ai: TicTacToeAI) => ai.getHint(state, 'x')],
    ['getEvaluation', (ai: TicTacToeAI) => unwrap(ai.getEvaluation(state, 'x'))],
    ['analyzeGame', (ai: TicTacToeAI) => unwrap(ai.analyzeGame(state))],
    ['hintAnnotation', (ai: TicTacToeAI) => ai.hintAnnotation(state)],
  ])('%s gives a fresh object each time; scribbling on one changes no later answer', (_, make) => {
    const ai = new TicTacToeAI({ seed: 3 });
    const first = make(ai);
    const expected = structuredClone(first);
    scribble(first);
    expect(make(ai)).toEqual(expected);
    expect(make(new TicTacToeAI({ seed: 3 }))).toEqual(expected);
  });
});

describe('scores for each player', () => {
  // A draw is 0 for both players, never −0: `Object.is(-0, 0)` is false, and so is a test that compares with it.
  const engine = new TicTacToeEngine();
  const ai = new TicTacToeAI({ seed: 1 });
  const players = [{ id: 'x' }, { id: 'o' }];
  /** The open positions of a board reachable in play (at most `most`), by a walk of its games. */
  const positions = (rules: TicTacToeSettings, most: number): GameState[] => {
    const seen = new Set<string>();
    const found: GameState[] = [];
    const walk = (state: GameState): void => {
      const key = state.board.join();
      if (seen.has(key) || state.status !== 'in-progress' || found.length >= most) return;
      seen.add(key);
      found.push(state);
      for (const move of engine.getLegalMoves(state, state.currentPlayerId!))
        walk(unwrap(engine.applyMove(state, move)));
    };
    walk(unwrap(engine.createInitialState(rules, players)));
    return found;
  };

  it.each([
    ['3×3, every open position', {}, Infinity],
    ['3×3 misère', { variant: 'misere' }, Infinity],
    ['3×4, three in a row', { rows: 3, columns: 4, inARow: 3 }, 400],
    ['gravity 4×4, three in a row', { rows: 4, columns: 4, inARow: 3, gravity: true }, 400],
  ] as [string, TicTacToeSettings, number][])(
    '%s: evaluatePosition and getEvaluation give one number, negated for the other player, never −0',
    (_, rules, most) => {
      for (const state of positions(rules, most)) {
        const [x, o] = ['x', 'o'].map((id) => ai.evaluatePosition(state, id));
        const [ex, eo] = ['x', 'o'].map((id) => unwrap(ai.getEvaluation(state, id)).score);
        for (const score of [x, o, ex, eo]) expect(Object.is(score, -0), state.board.join('')).toBe(false);
        expect(o).toBe(x === 0 ? 0 : -x!);
        expect(eo).toBe(ex === 0 ? 0 : -ex!);
      }
    },
  );
});
