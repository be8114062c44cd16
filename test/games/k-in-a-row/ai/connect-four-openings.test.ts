// Level 6's Connect Four opening book, read against Connect Four's rules written here (nothing shared with src/):
// it has a move in every position level 6 can meet as X within its plies while it follows it, whatever the
// opponent plays (X's first move wins, so none of X's is lost), and one or none (lost) in every one it can meet as O;
// its moves are legal; X opens in the centre column, the only winning first move (Allis 1988, Tromp); level 6 plays
// them at once, whatever its time, when the AI is given the book (its `openings` option, the entry
// `tictactoe-engine/connect-four-openings`), and only then; other rules and positions that are not Connect Four's
// have none; the option takes the library's book and nothing else. Whether each
// move keeps the value is proven by the script that makes the book (this library's solver), and judged by an
// independent solver (`npm run judge -- --book x|o`, see docs/ai.md): both take minutes.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test, vi } from 'vitest';
import {
  PRESETS,
  TicTacToeAI,
  TicTacToeEngine,
  dropMove,
  unwrap,
  type GameState,
  type TicTacToeSettings,
} from '../../../../src/index.js';
import { connectFourOpenings } from '../../../../src/connect-four-openings.js';
import { openingColumn } from '../../../../src/games/k-in-a-row/ai/connect-four-openings.js';
import { BOOK_PLIES } from '../../../../src/games/k-in-a-row/ai/connect-four-book.js';
import { linesOf } from '../search/oracle.js';

const ROWS = 6;
const COLUMNS = 7;
const CONNECT_FOUR = { rows: ROWS, columns: COLUMNS, k: 4, gravity: true, misere: false };
/** Every line of four cells (the search oracle's, written from the rules). */
const LINES = linesOf({ rows: ROWS, columns: COLUMNS, inARow: 4, gravity: true, misere: false });

/** A Connect Four board: `cells[r * 7 + c]`, row 0 at the top; 0 empty, 1 the first player's, 2 the second's. */
class Board {
  readonly cells = new Array<number>(ROWS * COLUMNS).fill(0);
  ply = 0;

  height(c: number): number {
    let h = 0;
    while (h < ROWS && this.cells[(ROWS - 1 - h) * COLUMNS + c] !== 0) h++;
    return h;
  }

  /** Drops the mover's mark in column `c`; returns whether it makes four in a row. */
  drop(c: number): boolean {
    const r = ROWS - 1 - this.height(c);
    const mark = (this.ply % 2) + 1;
    this.cells[r * COLUMNS + c] = mark;
    this.ply++;
    return LINES.some((line) => line.includes(r * COLUMNS + c) && line.every((cell) => this.cells[cell] === mark));
  }

  undo(c: number): void {
    this.cells[(ROWS - this.height(c)) * COLUMNS + c] = 0;
    this.ply--;
  }

  mirror(): number[] {
    return this.cells.map((_, i) => this.cells[i - (i % COLUMNS) + COLUMNS - 1 - (i % COLUMNS)]!);
  }
}

/**
 * Walks the positions where the book's side (`x`: the first player) is to move, up to `last` marks, following the
 * book's moves and every opponent move; calls `visit` with each and the book's column for it.
 */
function walk(x: boolean, last: number, visit: (board: Board, column: number) => void): void {
  const board = new Board();
  const go = (): void => {
    if (board.ply > last) return;
    if ((board.ply % 2 === 0) === x) {
      const column = openingColumn(board.cells, CONNECT_FOUR);
      visit(board, column);
      if (column < 0) return;
      if (!board.drop(column)) go();
      board.undo(column);
      return;
    }
    for (let c = 0; c < COLUMNS; c++) {
      if (board.height(c) === ROWS) continue;
      if (!board.drop(c)) go();
      board.undo(c);
    }
  };
  go();
}

describe("level 6's Connect Four opening book", () => {
  test('as X: a legal move in every position it meets up to its last ply, the centre column first', () => {
    const byPly = new Array<number>(BOOK_PLIES[0] + 1).fill(0);
    walk(true, BOOK_PLIES[0], (board, column) => {
      expect(column, board.cells.join('')).toBeGreaterThanOrEqual(0);
      expect(column).toBeLessThan(COLUMNS);
      expect(board.height(column)).toBeLessThan(ROWS);
      byPly[board.ply]!++;
    });
    // One position at ply 0, then every opponent answer (7 columns) to each: no game ends and no column fills
    // before X's fourth mark (ply 6); after it, a few games are over.
    for (let ply = 0; ply <= BOOK_PLIES[0]; ply += 2) {
      if (ply <= 6) expect(byPly[ply], `ply ${ply}`).toBe(7 ** (ply / 2));
      else expect(byPly[ply]).toBeGreaterThan(0.7 * 7 ** (ply / 2));
    }
    expect(BOOK_PLIES[0]).toBeGreaterThanOrEqual(6);
    expect(openingColumn(new Board().cells, CONNECT_FOUR)).toBe(3);
  });

  test('as O: a legal move or none (lost) in every position it meets, none after the winning first move', () => {
    let moves = 0;
    let lost = 0;
    walk(false, BOOK_PLIES[1], (board, column) => {
      if (column < 0) lost++;
      else {
        moves++;
        expect(column).toBeLessThan(COLUMNS);
        expect(board.height(column)).toBeLessThan(ROWS);
      }
      if (board.ply === 1) {
        // 1.d wins for X; the other first moves draw (c, e) or lose (Allis 1988, Tromp): O has a move there.
        const first = board.cells.indexOf(1) % COLUMNS;
        expect(column < 0).toBe(first === 3);
      }
    });
    expect(moves).toBeGreaterThan(6);
    expect(lost).toBeGreaterThan(0);
  });

  test("a position's mirror image, where the book has no move of its own, gets the mirror image of the move", () => {
    const book = new Map<string, { column: number; mirror: number[] }>();
    for (const x of [true, false]) {
      walk(x, BOOK_PLIES[x ? 0 : 1], (board, column) => {
        book.set(board.cells.join(''), { column, mirror: board.mirror() });
      });
    }
    let checked = 0;
    for (const { column, mirror } of book.values()) {
      if (column < 0 || book.has(mirror.join(''))) continue;
      expect(openingColumn(mirror, CONNECT_FOUR)).toBe(COLUMNS - 1 - column);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  test('none past the book, on other rules, or for cells that are not a position of the game', () => {
    const board = new Board();
    for (const c of [3, 3, 3, 3, 2, 2, 4, 4, 2]) board.drop(c);
    expect(openingColumn(board.cells, CONNECT_FOUR)).toBe(-1);
    const empty = new Board().cells;
    for (const rules of [
      { ...CONNECT_FOUR, k: 5 },
      { ...CONNECT_FOUR, gravity: false },
      { ...CONNECT_FOUR, misere: true },
      { ...CONNECT_FOUR, rows: 7 },
      { ...CONNECT_FOUR, columns: 6 },
    ]) {
      expect(openingColumn(empty, rules)).toBe(-1);
    }
    // A mark above an empty cell; a board of the wrong length.
    const floating = new Board().cells;
    floating[4 * COLUMNS + 3] = 1;
    expect(openingColumn(floating, CONNECT_FOUR)).toBe(-1);
    expect(openingColumn([], CONNECT_FOUR)).toBe(-1);
  });

  test('level 6 plays the book at once, whatever its time; without the option it does not read it', () => {
    const engine = new TicTacToeEngine();
    const players = [{ id: 'x' }, { id: 'o' }];
    const ai = new TicTacToeAI({ seed: 1, openings: connectFourOpenings });
    let state = unwrap(engine.createInitialState({ ...PRESETS['connect-four'] }, players));
    const board = new Board();
    // X opens a, O answers as the book says, X plays b.
    for (const column of [0, -1, 1]) {
      const played = column < 0 ? openingColumn(board.cells, CONNECT_FOUR) : column;
      board.drop(played);
      state = unwrap(engine.applyMove(state, unwrap(dropMove(state, played))));
    }
    // O to move: the book's answer, with no time at all.
    const column = openingColumn(board.cells, CONNECT_FOUR);
    expect(column).toBeGreaterThanOrEqual(0);
    expect(unwrap(ai.getMoveSync(state, 6, 'o', 0))).toEqual(unwrap(dropMove(state, column)));
    const start = unwrap(engine.createInitialState({ ...PRESETS['connect-four'] }, players));
    expect(unwrap(ai.getMoveSync(start, 6, 'x', 0))).toEqual(unwrap(dropMove(start, 3)));
    // A clock that fails after the call's first read: the book needs none; a search does.
    const failing = () => {
      let reads = 0;
      return () => {
        if (++reads > 1) throw new Error('clock');
        return 0;
      };
    };
    expect(new TicTacToeAI({ now: failing(), openings: connectFourOpenings }).getMoveSync(state, 6, 'o').ok).toBe(true);
    expect(new TicTacToeAI({ now: failing() }).getMoveSync(state, 6, 'o').ok).toBe(false);
  });

  test('a book that does not read whole stops answering where it breaks, and throws nothing', async () => {
    const real = await import('../../../../src/games/k-in-a-row/ai/connect-four-book.js');
    let whole = 0;
    for (const x of [true, false]) {
      walk(x, BOOK_PLIES[x ? 0 : 1], (_, column) => {
        if (column >= 0) whole++;
      });
    }
    const mangled = [
      // X's book cut short (its last subtrees, after O's first move on the right, are gone), a symbol cut from the
      // end of X's book, one added, a character that is no symbol, a full column.
      [real.BOOK[0].slice(0, 1000), real.BOOK[1]],
      [real.BOOK[0].slice(0, -1), real.BOOK[1]],
      [`${real.BOOK[0]}b`, real.BOOK[1]],
      [real.BOOK[0], `${real.BOOK[1].slice(0, 40)}*${real.BOOK[1].slice(41)}`],
      [`${real.BOOK[0].slice(0, 2)}bbbbbbbbbb${real.BOOK[0].slice(12)}`, real.BOOK[1]],
    ];
    for (const book of mangled) {
      vi.resetModules();
      vi.doMock('../../../../src/games/k-in-a-row/ai/connect-four-book.js', () => ({ ...real, BOOK: book }));
      try {
        const { openingColumn: read } = await import('../../../../src/games/k-in-a-row/ai/connect-four-openings.js');
        let answered = 0;
        for (const x of [true, false]) {
          walk(x, BOOK_PLIES[x ? 0 : 1], (board) => {
            const column = read(board.cells, CONNECT_FOUR);
            if (column >= 0) {
              answered++;
              expect(board.height(column)).toBeLessThan(ROWS);
            }
          });
        }
        // It stops answering once it meets the broken part: fewer answers than the whole book gives.
        expect(answered, book.map((side) => side.length).join()).toBeLessThan(whole);
        if (book[0]!.length === 1000) {
          // Where the book is cut, a position of two marks gets no answer, not a column read past the end.
          const cut = new Board();
          cut.drop(3);
          cut.drop(6);
          expect(openingColumn(cut.cells, CONNECT_FOUR)).toBeGreaterThanOrEqual(0);
          expect(read(cut.cells, CONNECT_FOUR)).toBe(-1);
        }
      } finally {
        vi.doUnmock('../../../../src/games/k-in-a-row/ai/connect-four-book.js');
      }
    }
    vi.resetModules();
  });

  test('levels 1 to 5 do not read it', () => {
    const engine = new TicTacToeEngine();
    const players = [{ id: 'x' }, { id: 'o' }];
    // Positions of the book's: after each first move of X's, and after each answer of X's to O's book move to 1.a.
    const positions: GameState[] = [];
    const start = unwrap(engine.createInitialState({ ...PRESETS['connect-four'] }, players));
    const drop = (state: GameState, column: number) => unwrap(engine.applyMove(state, unwrap(dropMove(state, column))));
    for (let c = 0; c < COLUMNS; c++) positions.push(drop(start, c));
    const board = new Board();
    board.drop(0);
    const answer = openingColumn(board.cells, CONNECT_FOUR);
    for (let c = 0; c < COLUMNS; c++) positions.push(drop(drop(drop(start, 0), answer), c));
    const clock = () => {
      let now = 0;
      return () => now++;
    };
    for (const level of [1, 2, 3, 4, 5] as const) {
      const plain = new TicTacToeAI({ seed: level, now: clock() });
      const booked = new TicTacToeAI({ seed: level, now: clock(), openings: connectFourOpenings });
      for (const state of positions) {
        expect(booked.getMoveSync(state, level, 'o', 50), `level ${level}`).toEqual(
          plain.getMoveSync(state, level, 'o', 50),
        );
      }
    }
  });

  test('on other rules, and past the book, the AI plays as it does without it', () => {
    const engine = new TicTacToeEngine();
    const players = [{ id: 'x' }, { id: 'o' }];
    const cases: [TicTacToeSettings, number[]][] = [
      [{ rows: 6, columns: 7, inARow: 4, gravity: true, variant: 'misere' }, [38]],
      [{ rows: 6, columns: 7, inARow: 5, gravity: true }, [38, 31]],
      [{ rows: 6, columns: 7, inARow: 4 }, [17]],
      [{ rows: 5, columns: 5, inARow: 4 }, [12]],
      [{}, [4]],
      // Connect Four past the book's plies.
      [{ ...PRESETS['connect-four'] }, [38, 37, 39, 36, 31, 30, 32, 29, 24, 23]],
    ];
    for (const [settings, moves] of cases) {
      const state: GameState = unwrap(engine.replay(moves, settings, players));
      const player = state.currentPlayerId!;
      // A clock that moves a millisecond a read: the same work reads it as often, and sees the same time.
      const clock = () => {
        let now = 0;
        return () => now++;
      };
      const plain = new TicTacToeAI({ seed: 5, now: clock() }).getMoveSync(state, 6, player, 200);
      const booked = new TicTacToeAI({ seed: 5, now: clock(), openings: connectFourOpenings });
      expect(booked.getMoveSync(state, 6, player, 200), JSON.stringify(settings)).toEqual(plain);
    }
  });

  test('the book is frozen, and the AI takes no other object for it', () => {
    expect(Object.isFrozen(connectFourOpenings)).toBe(true);
    expect(Object.isFrozen(connectFourOpenings.plies)).toBe(true);
    expect(connectFourOpenings.rules).toBe('connect-four');
    expect(connectFourOpenings.plies).toEqual([...BOOK_PLIES]);
    const hostile = [
      null,
      'connect-four',
      1,
      { rules: 'connect-four', plies: [...BOOK_PLIES] },
      { ...connectFourOpenings },
      Object.create(connectFourOpenings),
      new Proxy(connectFourOpenings, {}),
      Object.defineProperty({}, 'rules', {
        get() {
          throw new Error('getter');
        },
      }),
      [connectFourOpenings],
    ];
    for (const openings of hostile) {
      expect(() => new TicTacToeAI({ openings: openings as never }), String(openings)).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS' }),
      );
    }
  });

  test('its entry, built, gives the main entry a book it takes, by import and by require, in a fresh process', () => {
    const root = fileURLToPath(new URL('../../../..', import.meta.url));
    const check = `
      const engine = new main.TicTacToeEngine();
      const start = engine.createInitialState({ ...main.PRESETS['connect-four'] }, [{ id: 'a' }, { id: 'b' }]).value;
      const move = new main.TicTacToeAI({ openings: book.connectFourOpenings }).getMoveSync(start, 6, 'a', 0);
      console.log(JSON.stringify([Object.keys(book), move.ok && move.value.data.position]));`;
    const run = (type: string, code: string) =>
      execFileSync(process.execPath, [`--input-type=${type}`, '-e', code], { cwd: root, encoding: 'utf8' }).trim();
    const expected = '[["connectFourOpenings"],{"row":5,"col":3}]';
    const esm = `const book = await import('tictactoe-engine/connect-four-openings');
      const main = await import('tictactoe-engine');`;
    const cjs = `const book = require('tictactoe-engine/connect-four-openings');
      const main = require('tictactoe-engine');`;
    expect(run('module', esm + check)).toBe(expected);
    expect(run('commonjs', cjs + check)).toBe(expected);
  });
});
