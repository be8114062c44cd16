import { describe, expect, it } from 'vitest';
import {
  TicTacToeEngine,
  formatBoard,
  parseBoard,
  placeMove,
  unwrap,
  type Cell,
  type GameState,
} from '../../../../src/index.js';
import { lineOwners, oracleOutcome, text } from '../../../support/oracle.js';

const engine = new TicTacToeEngine();
const PLAYERS = [{ id: 'ann' }, { id: 'bob' }];

/** The positions reachable from the empty board, found by an independent walk over plain arrays. */
function reachable(): Set<string> {
  const seen = new Set<string>();
  const go = (board: Cell[], mark: 'X' | 'O'): void => {
    const key = text(board);
    if (seen.has(key)) return;
    seen.add(key);
    if (oracleOutcome(board) !== null) return;
    for (let i = 0; i < 9; i++) {
      if (board[i] !== null) continue;
      board[i] = mark;
      go(board, mark === 'X' ? 'O' : 'X');
      board[i] = null;
    }
  };
  go(Array<Cell>(9).fill(null), 'X');
  return seen;
}

function allBoards(): string[] {
  const boards: string[] = [];
  for (let n = 0; n < 3 ** 9; n++) {
    let s = '';
    for (let i = 0, m = n; i < 9; i++, m = Math.floor(m / 3)) s += '.XO'[m % 3];
    boards.push(s);
  }
  return boards;
}

describe('fromSetup', () => {
  const reach = reachable();

  it('accepts exactly the 5,478 reachable positions among all 19,683 boards', () => {
    expect(reach.size).toBe(5_478);
    const wrong: string[] = [];
    for (const board of allBoards()) {
      const result = engine.fromSetup(board, {}, PLAYERS);
      if (result.ok !== reach.has(board)) wrong.push(`${board}: ${result.ok ? 'accepted' : result.error.code}`);
      if (result.ok && text(result.value.board) !== board) wrong.push(`${board}: board changed`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('derives status, winner and mover of every reachable position as the oracle does', () => {
    for (const board of reach) {
      const state = unwrap(engine.fromSetup(board, {}, PLAYERS));
      const outcome = oracleOutcome(state.board);
      expect(state.status).toBe(outcome === null ? 'in-progress' : outcome === 'draw' ? 'draw' : 'won');
      expect(state.winner?.symbol ?? null).toBe(outcome === 'X' || outcome === 'O' ? outcome : null);
      expect(state.history).toEqual([]);
      const xs = board.split('X').length - 1;
      const os = board.split('O').length - 1;
      expect(state.currentPlayer).toBe(outcome === null ? (xs === os ? 'X' : 'O') : null);
    }
  });

  it.each([
    ['XXX.....O', 'BAD_MARK_COUNT'],
    ['O........', 'BAD_MARK_COUNT'],
    ['XXXOOO...', 'TWO_WINNERS'],
    ['XXXOO.O..', 'WINNER_NOT_LAST'],
    ['OOOXX.XX.', 'WINNER_NOT_LAST'],
    ['XXXOOX.OX', 'BAD_MARK_COUNT'],
    ['XXXOO.OOX', 'WINNER_NOT_LAST'],
    ['XOX.', 'BAD_POSITION'],
    ['XOX/OXO/XO', 'BAD_POSITION'],
    ['XOZ......', 'BAD_POSITION'],
  ])('rejects %s with %s', (board, code) => {
    const result = engine.fromSetup(board, {}, PLAYERS);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message).toMatch(/\w/);
    }
  });

  // PLAYED_ON_AFTER_WIN cannot arise on 3×3 (two lines of one mark there always share a cell, and
  // five marks cannot hold two parallel lines); the exhaustive test above covers that the check never
  // rejects a reachable position. It guards the larger boards the geometry already describes.

  it('accepts a winner whose two lines share the last mark', () => {
    const result = unwrap(engine.fromSetup('XXX/OXO/XOO'.replace(/\//g, ''), {}, PLAYERS));
    expect(lineOwners(result.board)).toEqual(['X']);
    expect(engine.isTerminal(result)?.lines.map((l) => l.name)).toEqual(['Top Row', 'Top-right to Bottom-left']);
  });

  it('reads arrays, lower case, separators and other empty marks', () => {
    const cells: Cell[] = ['X', null, 'O', null, 'X', null, null, null, 'O'];
    for (const input of [cells, 'x.o.x...o', 'X-O/-X-/--O', 'X_O_X___O', 'X O/ X /  O', 'X O X   O']) {
      expect(formatBoard(unwrap(parseBoard(input)))).toBe('X.O.X...O');
    }
    expect(formatBoard(cells, { separators: true })).toBe('X.O/.X./..O');
    expect(parseBoard(cells)).toEqual({ ok: true, value: cells });
  });

  it('accepts exactly the documented cell characters (every UTF-16 code unit) and array cells', () => {
    const marks: Record<string, Cell> = { X: 'X', x: 'X', O: 'O', o: 'O', '.': null, '-': null, _: null, ' ': null };
    const accepted: string[] = [];
    for (let code = 0; code < 0x10000; code++) {
      const char = String.fromCharCode(code);
      if (char === '/') continue; // the row separator
      const result = parseBoard(`${char}........`);
      if (result.ok) {
        accepted.push(char);
        expect(result.value[0], char).toBe(marks[char]);
      } else expect(result.error.code).toBe('BAD_POSITION');
    }
    expect(accepted.sort()).toEqual(Object.keys(marks).sort());
    const values = new Map<unknown, Cell>([
      ['X', 'X'],
      ['O', 'O'],
      [null, null],
      [undefined, null],
      ['', null],
    ]);
    for (const value of [
      ...values.keys(),
      'x',
      'o',
      '.',
      ' ',
      0,
      1,
      false,
      true,
      NaN,
      {},
      [],
      'XX',
      new String('X'),
      Symbol('X'),
      0n,
    ]) {
      const result = parseBoard([value, ...Array(8).fill(null)]);
      expect(result.ok ? result.value[0] : 'refused', String(value)).toBe(
        values.has(value) ? values.get(value) : 'refused',
      );
    }
  });

  it.each([null, undefined, 42, {}, [1, 2, 3], Array(9).fill('Y'), Array(10).fill(null), 'X'.repeat(100)])(
    'rejects %j as a board with BAD_POSITION',
    (input) => {
      const result = parseBoard(input);
      expect(result.ok ? 'ok' : result.error.code).toBe('BAD_POSITION');
    },
  );

  it('continues play from an imported position, with history and undo from there', () => {
    const start = unwrap(engine.fromSetup('XX./OO./...', {}, PLAYERS));
    const won = unwrap(engine.applyMove(start, placeMove(2, 'X')));
    expect(won.status).toBe('won');
    expect(won.history).toEqual([
      { moveNumber: 5, playerId: 'ann', symbol: 'X', cell: 2, position: { row: 0, col: 2 } },
    ]);
    const back = unwrap(engine.undo(won));
    expect(text(back.board)).toBe('XX.OO....');
    expect(engine.undo(back)).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_UNDO' } });
  });
});

describe('cells of every position', () => {
  it('keeps grid and board in agreement', () => {
    const state: GameState = unwrap(engine.replay([4, 0, 8, 2, 1], {}, PLAYERS));
    expect(state.grid.flat()).toEqual(state.board);
  });
});
