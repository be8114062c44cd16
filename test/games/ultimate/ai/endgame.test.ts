// The exact endgame solver (src/games/ultimate/ai/endgame.ts) against the exhaustive endgame oracle
// written in test/support from the rules alone: the same value and the same distance on positions
// of random games near their end, under every combination of the switches, and a best move that
// keeps the value.
import { describe, expect, it } from 'vitest';
import { SearchBoard } from '../../../../src/games/ultimate/ai/board.js';
import { EndgameSolver } from '../../../../src/games/ultimate/ai/endgame.js';
import { resolveUltimate } from '../../../../src/games/ultimate/revive.js';
import type { UltimatePosition } from '../../../../src/games/ultimate/state.js';
import { unwrap } from '../../../../src/index.js';
import { UltimateEngine } from '../../../../src/ultimate.js';
import { endgamePositions, solveEndgame } from '../../../support/ultimate-endgame-oracle.js';
import { ALL_RULES } from '../../../support/ultimate-oracle.js';

const engine = new UltimateEngine();
const players = [{ id: 'x' }, { id: 'o' }];

describe.each(ALL_RULES.map((rules) => [JSON.stringify(rules), rules] as const))('under %s', (_, rules) => {
  it('proves the value and the distance the oracle finds, and plays a move that keeps them', () => {
    const solver = new EndgameSolver();
    const positions = endgamePositions({ count: 25, maxEmpty: 11, seed: 3, rules });
    const values = new Set<string>();
    for (const position of positions) {
      const state = unwrap(engine.replay(position.moves, { ...rules }, players));
      const board = new SearchBoard().load((resolveUltimate(state) as UltimatePosition).core);
      const truth = solveEndgame(position, rules);
      const solved = solver.solve(board, 10_000_000)!;
      expect({ value: solved.value, plies: solved.plies }).toEqual({ value: truth.value, plies: truth.plies });
      const move = truth.moves.find((m) => m.move === solved.move)!;
      expect(move.value).toBe(truth.value);
      if (truth.value !== 'draw') expect(move.plies).toBe(truth.plies);
      values.add(truth.value);
      // The board is left as it was.
      expect(board.count).toBe(state.moveCount);
    }
    // Not a test that cannot fail: wins and losses both come up.
    expect(values.has('win') && values.has('loss')).toBe(true);
  });

  it('gives up, with null, when its budget runs out', () => {
    const [position] = endgamePositions({ count: 1, maxEmpty: 11, seed: 4, rules });
    const state = unwrap(engine.replay(position!.moves, { ...rules }, players));
    const board = new SearchBoard().load((resolveUltimate(state) as UltimatePosition).core);
    expect(new EndgameSolver().solve(board, 1)).toBeNull();
    expect(board.count).toBe(state.moveCount);
  });
});

describe('one solver for games of any rules', () => {
  it('keeps the rules apart: the same marks solved under each combination in turn give each its own value', () => {
    const solver = new EndgameSolver();
    let differ = 0;
    for (const position of endgamePositions({ count: 12, maxEmpty: 10, seed: 8, rules: ALL_RULES[0]! })) {
      const seen = new Set<string>();
      for (const rules of ALL_RULES) {
        const state = engine.replay(position.moves, { ...rules }, players);
        // The same moves may end the game sooner, or be illegal, under other rules.
        if (!state.ok || state.value.status !== 'in-progress') continue;
        const game = resolveUltimate(state.value) as UltimatePosition;
        const solved = solver.solve(new SearchBoard().load(game.core), 10_000_000)!;
        const truth = solveEndgame({ ...position, boards: state.value.boards }, rules);
        expect({ value: solved.value, plies: solved.plies }).toEqual({ value: truth.value, plies: truth.plies });
        seen.add(`${truth.value} ${truth.plies}`);
      }
      if (seen.size > 1) differ++;
    }
    expect(differ).toBeGreaterThan(2);
  });
});

describe('its table, made at the first proof with an entry per position the budget allows (4,096 to 65,536)', () => {
  const rules = ALL_RULES[0]!;
  const boardOf = (moves: readonly number[]) =>
    new SearchBoard().load(
      (resolveUltimate(unwrap(engine.replay(moves, { ...rules }, players))) as UltimatePosition).core,
    );

  it('proves the oracle’s values in a small table, where its line of best play starts with the move it gives', () => {
    const solver = new EndgameSolver();
    const positions = endgamePositions({ count: 24, maxEmpty: 11, seed: 5, rules });
    // No proof yet: no table, and no line of best play.
    expect(solver.line(boardOf(positions[0]!.moves), 9)).toEqual([]);
    let lines = 0;
    for (const position of positions) {
      // Within 5,000 positions: a table of 8,192 entries.
      const board = boardOf(position.moves);
      const solved = solver.solve(board, 5000)!;
      const truth = solveEndgame(position, rules);
      expect({ value: solved.value, plies: solved.plies }).toEqual({ value: truth.value, plies: truth.plies });
      expect(truth.moves.find((m) => m.move === solved.move)!.value).toBe(truth.value);
      const line = solver.line(board, 9);
      if (line.length > 0) {
        lines++;
        expect(line[0]).toBe(solved.move);
      }
    }
    expect(lines).toBeGreaterThan(positions.length / 2);
  });

  it('is replaced by a larger, empty one when a proof is allowed more, whose proof is then a new solver’s', () => {
    // Positions further from the end: some proofs fill a small table (more positions than its entries).
    let filled = 0;
    for (const position of endgamePositions({ count: 12, maxEmpty: 18, seed: 5, rules })) {
      const board = boardOf(position.moves);
      const solver = new EndgameSolver();
      solver.solve(board, 5000);
      const grown = solver.solve(board, 10_000_000)!;
      const fresh = new EndgameSolver();
      const expected = fresh.solve(board, 10_000_000)!;
      expect(grown).toEqual(expected);
      if (expected.nodes > 8192) filled++;
    }
    expect(filled).toBeGreaterThan(0);
  });
});
