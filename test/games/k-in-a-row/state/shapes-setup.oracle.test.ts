// fromSetup against the oracle's reachable sets: on every board of a shape (or, with gravity, every
// board without a floating mark), fromSetup accepts exactly the positions some legal game reaches,
// derives their status, mover and winner as the oracle does, and refuses every other board with one
// of the documented codes. The reachable sets come from the oracle's forward walk from the empty board.
import { describe, expect, it } from 'vitest';
import { TicTacToeEngine } from '../../../../src/index.js';
import {
  boardArray,
  census,
  forEachBoard,
  forEachSettledBoard,
  moverOf,
  outcome,
  rowsText,
  winnerOf,
  type OracleShape,
  type OracleVariant,
  PLAYERS,
  text,
} from '../../../support/shape-oracle.js';

const engine = new TicTacToeEngine();
const CODES = new Set([
  'BAD_POSITION',
  'BAD_MARK_COUNT',
  'TWO_WINNERS',
  'WINNER_NOT_LAST',
  'PLAYED_ON_AFTER_WIN',
  'FLOATING_MARK',
  'NO_MOVE_ORDER',
]);

const marks = (failure: string): number => failure.split(':')[0]!.replace(/[^XO]/g, '').length;

type Input = 'text' | 'array';

/**
 * Calls fromSetup on every board `forEach` yields and returns the mismatches, fewest marks first
 * (the smallest examples), at most 10.
 */
function sweep(
  shape: OracleShape,
  variant: OracleVariant,
  input: Input,
  forEach: (shape: OracleShape, visit: (board: string) => void) => void,
): { boards: number; accepted: number; reachable: number; failures: string[] } {
  const reachable = census(shape).reachable;
  const settings = {
    rows: shape.rows,
    columns: shape.columns,
    inARow: shape.inARow,
    gravity: shape.gravity ?? false,
    variant,
  };
  const failures: string[] = [];
  let boards = 0;
  let accepted = 0;
  let reached = 0;
  forEach(shape, (board) => {
    boards++;
    const result = engine.fromSetup(input === 'text' ? rowsText(shape, board) : boardArray(board), settings, PLAYERS);
    const legal = reachable.has(board);
    if (legal) reached++;
    const why = (msg: string): void => {
      if (failures.length < 100_000) failures.push(`${rowsText(shape, board)}: ${msg}`);
    };
    if (!result.ok) {
      if (legal) why(`refused with ${result.error.code}, but a legal game reaches it`);
      else if (!CODES.has(result.error.code)) why(`refused with the undocumented code ${result.error.code}`);
      return;
    }
    accepted++;
    if (!legal) return why('accepted, but no legal game reaches it');
    const state = result.value;
    const expected = outcome(shape, board);
    const mover = expected.status === 'in-progress' ? moverOf(board) : null;
    const winner = winnerOf(expected.owner, variant);
    if (text(state.board) !== board) why(`board read as ${rowsText(shape, text(state.board))}`);
    if (state.status !== expected.status) why(`status ${state.status}, expected ${expected.status}`);
    if (state.currentPlayer !== mover) why(`currentPlayer ${state.currentPlayer}, expected ${mover}`);
    if ((state.winner?.symbol ?? null) !== winner) why(`winner ${state.winner?.symbol ?? null}, expected ${winner}`);
    if ((state.winningLine?.cells ?? []).join() !== (expected.lines[0]?.cells ?? []).join()) {
      why(
        `winningLine [${state.winningLine?.cells.join() ?? ''}], expected [${expected.lines[0]?.cells.join() ?? ''}]`,
      );
    }
  });
  failures.sort((a, b) => marks(a) - marks(b));
  return { boards, accepted, reachable: reached, failures: failures.slice(0, 10) };
}

describe('fromSetup accepts exactly the reachable positions', () => {
  // All 3^12 boards of each orientation: 3×4 given as text with '/' between rows, 4×3 as arrays.
  it.each([
    ['3×4, 3 in a row (text)', { rows: 3, columns: 4, inARow: 3 }, 'text'],
    ['4×3, 3 in a row (arrays)', { rows: 4, columns: 3, inARow: 3 }, 'array'],
  ] as const)('%s: all 531,441 boards', (_label, shape, input) => {
    const got = sweep(shape, 'standard', input, forEachBoard);
    expect(got.failures).toEqual([]);
    expect(got).toMatchObject({ boards: 531_441, accepted: 111_973, reachable: 111_973 });
  });

  // Gravity 4×4, 4 in a row: every board whose columns are filled bottom up (31^4 of them).
  it('gravity 4×4, 4 in a row: all 923,521 boards without a floating mark', () => {
    const got = sweep({ rows: 4, columns: 4, inARow: 4, gravity: true }, 'standard', 'text', forEachSettledBoard);
    expect(got.failures).toEqual([]);
    expect(got).toMatchObject({ boards: 923_521, accepted: 161_029, reachable: 161_029 });
  });

  // Small gravity boards in full, floating marks included, in both variants (misère flips the winner).
  it.each([
    ['gravity 3×3, 3 in a row', { rows: 3, columns: 3, inARow: 3, gravity: true }],
    ['gravity 2×4, 2 in a row', { rows: 2, columns: 4, inARow: 2, gravity: true }],
  ] as const)('%s: every board, both variants', (_label, shape) => {
    for (const variant of ['standard', 'misere'] as const) {
      const got = sweep(shape, variant, 'array', forEachBoard);
      expect(got.failures).toEqual([]);
      expect(got.accepted).toBe(census(shape).positions);
    }
  });

  it('refuses malformed boards with BAD_POSITION', () => {
    const settings = { rows: 3, columns: 4, inARow: 3 };
    for (const board of [
      'X.O./....',
      'X.O./..../.....',
      'X.O./..../...Z',
      Array(11).fill(null),
      Array(13).fill(null),
    ]) {
      const result = engine.fromSetup(board, settings, PLAYERS);
      expect(result.ok ? 'ok' : result.error.code, JSON.stringify(board)).toBe('BAD_POSITION');
    }
  });
});
