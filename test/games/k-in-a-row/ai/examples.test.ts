// Runs every @example of the AI's entry points, with the package name pointing at the sources,
// and checks the results their comments state.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as library from '../../../../src/index.js';

const files = ['src/games/k-in-a-row/ai/ai.ts', 'src/games/k-in-a-row/ai/solver.ts', 'src/games/k-in-a-row/engine.ts'];
const examples = files
  .flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/@example\n\s*\* ```ts\n([\s\S]*?)\n\s*\* ```/g)].map((m, i) => ({
      name: `${file} #${i + 1}`,
      code: m[1]!.replace(/^\s*\* ?/gm, ''),
    })),
  )
  // Of the engine, only the example this work added.
  .filter((e) => !e.name.startsWith('src/games/k-in-a-row/engine') || e.code.includes('getAnnotations'));

/**
 * Evaluates an example: its import line binds names from the library; `// value` comments become checks where they are
 * literal.
 */
async function run(code: string): Promise<void> {
  const source = code.replace(/^import \{([^}]*)\} from 'tictactoe-engine';$/m, 'const {$1} = library;');
  const body = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
  const fn = new Function('library', `return (async () => { ${body} })();`) as (lib: typeof library) => Promise<void>;
  await fn(library);
}

describe('the @examples of the AI', () => {
  it('are found', () =>
    expect(examples.filter((e) => e.name.startsWith('src/games/k-in-a-row/ai')).length).toBeGreaterThanOrEqual(8));
  it.each(examples)('$name runs', async ({ code }) => {
    await expect(run(code)).resolves.toBeUndefined();
  });
});

describe('what the examples claim', () => {
  const { TicTacToeAI, TicTacToeEngine, unwrap, createSolver } = library;
  const engine = new TicTacToeEngine();
  const players = [{ id: 'x' }, { id: 'o' }];
  it('holds', () => {
    const ai = new TicTacToeAI({ seed: 1 });
    const win = unwrap(engine.fromSetup('XX./OO./...', {}, players));
    expect(unwrap(ai.getMoveSync(win, 6, 'x')).data.position).toEqual({ row: 0, col: 2 });
    expect(ai.getMoveSync(win, 7 as never, 'x')).toMatchObject({ ok: false, error: { code: 'INVALID_DIFFICULTY' } });
    const hint = ai.getHint(unwrap(engine.fromSetup('XX./O../O..', {}, players)), 'x')!;
    expect([hint.reason, hint.message]).toEqual(['win', 'Play c1 to complete the Top Row. X wins in 1 move.']);
    const twoMoves = unwrap(engine.replay([0, 1], {}, players));
    expect(ai.evaluatePosition(twoMoves, 'x')).toBe(95);
    expect(unwrap(ai.getEvaluation(twoMoves, 'x')).depth).toBe(5);
    expect(unwrap(ai.analyzeGame([4, 1, 0, 8, 2, 6, 3, 5, 7])).moves[1]!.classification).toBe('blunder');
    // docs/ai.md
    let state = unwrap(engine.createInitialState({}, [{ id: 'ann' }, { id: 'bot' }]));
    const seeded = new TicTacToeAI({ seed: 42 });
    state = unwrap(engine.applyMove(state, { type: 'place', data: { position: { row: 0, col: 0 }, symbol: 'X' } }));
    state = unwrap(engine.applyMove(state, unwrap(seeded.getMoveSync(state, 6, 'bot'))));
    expect(seeded.getHint(state, 'ann')?.message).toBe('Take a corner, c1. Draw with best play.');
    expect(seeded.evaluatePosition(state, 'ann')).toBe(0);
    const forkBlock = ai.getHint(unwrap(engine.replay([0, 4, 8], {}, players)), 'o')!;
    expect(forkBlock).toMatchObject({
      cell: 1,
      reason: 'block-fork',
      outcome: { result: 'draw', winner: null, moves: 6, score: 0, message: 'draw' },
    });
    expect(forkBlock.moves.map((m) => [m.cell, m.outcome.message])).toEqual([
      [1, 'draw'],
      [3, 'draw'],
      [5, 'draw'],
      [7, 'draw'],
      [2, 'X wins in 4 moves'],
      [6, 'X wins in 4 moves'],
    ]);
    const analysis = unwrap(ai.analyzeGame([4, 1, 0, 8, 2, 6, 3, 5, 7]));
    expect(analysis.moves.map((m) => m.classification)).toEqual([
      'best',
      'blunder',
      'best',
      'best',
      'mistake',
      'best',
      'blunder',
      'mistake',
      'best',
    ]);
    expect(analysis.players.map((p) => p.accuracy)).toEqual([60, 50]);
    // The second player's first replies that lose, six moves later counting the reply.
    const replies = (board: string) =>
      ai
        .getHint(unwrap(engine.fromSetup(board, {}, players)), 'o')!
        .moves.filter((m) => m.outcome.score === -94)
        .map((m) => m.cell);
    expect([replies('X........'), replies('....X....'), replies('.X.......')]).toEqual([
      [1, 2, 3, 5, 6, 7, 8],
      [1, 3, 5, 7],
      [3, 5, 6, 8],
    ]);
    const solver = createSolver();
    new TicTacToeAI({ solver }).evaluatePosition(unwrap(engine.createInitialState({}, players)), 'x');
    expect(solver.size).toBeGreaterThan(0);
    expect(solver.size).toBeLessThan(627);
  });
});
