// The AI's results are fresh objects, the caller's to keep: changing one changes no later answer.
// (They are not frozen: freezing them tripled the cost of getHint and analyzeGame in bench/.)
import { describe, expect, it } from 'vitest';
import { TicTacToeAI, TicTacToeEngine, unwrap } from '../../../../src/index.js';

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
