// The compact core of Ultimate against the oracle written from the rules (test/support): perft from
// the start, and many random games under every combination of the switches, step by step.
import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { isLegal, legalMoves, marksOn, playCore, startCore, type Core } from '../../../src/games/ultimate/core.js';
import { rulesOf } from '../../../src/games/ultimate/rules.js';
import { ALL_RULES, OracleGame, oraclePerft, type OracleRules } from '../../support/ultimate-oracle.js';

function perft(core: Core, depth: number, out: Int8Array[] = []): number {
  if (depth === 0) return 1;
  const moves = (out[depth] ??= new Int8Array(81));
  const n = legalMoves(core, moves);
  if (depth === 1) return n;
  let total = 0;
  for (let i = 0; i < n; i++) total += perft(playCore(core, moves[i]!), depth - 1, out);
  return total;
}

const STANDARD = rulesOf(0);

/** A core as text: its 81 cells, its local results, forced board, status and mark count. */
function describeCore(core: Core): string {
  let cells = '';
  let locals = '';
  for (let board = 0; board < 9; board++) {
    for (let cell = 0; cell < 9; cell++)
      cells += (marksOn(core, 0, board) >>> cell) & 1 ? 'X' : (marksOn(core, 1, board) >>> cell) & 1 ? 'O' : '.';
    locals +=
      (core.wonX >>> board) & 1 ? 'X' : (core.wonO >>> board) & 1 ? 'O' : (core.drawn >>> board) & 1 ? 'D' : '.';
  }
  return `${cells} ${locals} ${core.forced} ${['-', 'X', 'O', 'D'][core.status]} ${core.count}`;
}

/** The oracle's game as the same text. */
function describeOracle(game: OracleGame): string {
  const cells = game.cells.map((mark) => mark ?? '.').join('');
  const locals = game.locals.map((local) => (local === 'draw' ? 'D' : (local ?? '.'))).join('');
  const status = game.result === null ? '-' : game.result === 'draw' ? 'D' : game.result;
  return `${cells} ${locals} ${game.forced ?? -1} ${status} ${game.moves}`;
}

describe('the core of Ultimate', () => {
  test('perft from the start, depths 0–7, as published (1, 81, 720, 6,336, 55,080, 473,256 …)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((depth) => perft(startCore(STANDARD), depth))).toEqual([
      1, 81, 720, 6336, 55080, 473256, 4020960, 33782544,
    ]);
  });

  // Depth 8 counts 281,067,408 sequences: about 3 s of one core (the leaves counted, not played),
  // run on demand: `ULTIMATE_PERFT=8 npx vitest run test/games/ultimate/core.test.ts`.
  test.runIf(process.env.ULTIMATE_PERFT === '8')('perft from the start, depth 8, as published (281,067,408)', () => {
    expect(perft(startCore(STANDARD), 8)).toBe(281067408);
  });

  test('the oracle agrees at depth 4, under every combination of the switches', () => {
    for (const rules of ALL_RULES) expect(perft(startCore(rules), 4)).toBe(oraclePerft(new OracleGame(rules), 4));
  });

  prop.prop([fc.integer({ min: 0, max: 7 }), fc.array(fc.nat(), { minLength: 81, maxLength: 81 })], { numRuns: 400 })(
    'random games: every step as the oracle says (legal moves, marks, local results, forced board, outcome)',
    (index, picks) => {
      const rules = rulesOf(index);
      const oracle = new OracleGame(rules as OracleRules);
      let core = startCore(rules);
      const moves = new Int8Array(81);
      for (const pick of picks) {
        const n = legalMoves(core, moves);
        const legal = oracle.legal();
        expect([...moves.subarray(0, n)]).toEqual(legal);
        const isMove = new Set(legal);
        for (let move = 0; move < 81; move++) if (isLegal(core, move) !== isMove.has(move)) expect.fail(`${move}`);
        if (n === 0) break;
        const move = moves[pick % n]!;
        core = playCore(core, move);
        oracle.play(move);
        // One text per side, compared once a step: an expect per cell costs most of the test's time.
        expect(describeCore(core)).toBe(describeOracle(oracle));
      }
      // Every game ends within 81 moves, and a finished game offers no move.
      expect(core.status).not.toBe(0);
      expect(legalMoves(core, moves)).toBe(0);
    },
  );
});
