// The shape-generic API: rules, presets, gravity, cell helpers, boards as text, JSON revival (and
// the states of earlier versions), on boards other than 3×3. The exhaustive proofs against an
// independent oracle are in the *.oracle.test.ts files beside this one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  PRESETS,
  TicTacToeAI,
  TicTacToeEngine,
  cellFromCoordinate,
  cellFromName,
  cellLabel,
  cellName,
  cellToCoordinate,
  dropMove,
  emptyBoard,
  emptyTally,
  formatBoard,
  isCellIndex,
  nextCode,
  parseBoard,
  placeMove,
  recordGame,
  saveRecord,
  encodeRecord,
  signRecord,
  unwrap,
  winningLines,
  type GameState,
  type TicTacToeSettings,
} from '../../../../src/index.js';
import { revokedProxy, throwingGetter, throwingProxy } from '../../../support/hostile.js';

const engine = new TicTacToeEngine();
const players = [{ id: 'ann' }, { id: 'bob' }];
const C4 = PRESETS['connect-four'];
const start = (settings: TicTacToeSettings) => unwrap(engine.createInitialState(settings, players));
const play = (cells: number[], settings: TicTacToeSettings) => unwrap(engine.replay(cells, settings, players));
const code = (result: { ok: boolean; error?: { code: string } } | { valid: boolean; error?: { code: string } }) =>
  result.error?.code;

describe('rules', () => {
  it('default to 3×3, three in a row, no gravity, standard: the tic-tac-toe preset itself', () => {
    const state = start({});
    expect(state.rules).toBe(PRESETS['tic-tac-toe']);
    expect(state.rules).toEqual({ rows: 3, columns: 3, inARow: 3, gravity: false, variant: 'standard' });
    expect(Object.isFrozen(state.rules)).toBe(true);
    expect(start({ rows: 3, columns: 3, inARow: 3, gravity: false, variant: 'standard' }).rules).toBe(
      PRESETS['tic-tac-toe'],
    );
  });

  it('presets name the well-known games, frozen, to spread into settings', () => {
    expect(PRESETS).toEqual({
      'tic-tac-toe': { rows: 3, columns: 3, inARow: 3, gravity: false, variant: 'standard' },
      'connect-four': { rows: 6, columns: 7, inARow: 4, gravity: true, variant: 'standard' },
      gomoku: { rows: 15, columns: 15, inARow: 5, gravity: false, variant: 'standard' },
      '4x4': { rows: 4, columns: 4, inARow: 4, gravity: false, variant: 'standard' },
      '5x5': { rows: 5, columns: 5, inARow: 4, gravity: false, variant: 'standard' },
    });
    expect(Object.isFrozen(PRESETS) && Object.values(PRESETS).every(Object.isFrozen)).toBe(true);
    expect(start({ ...C4, variant: 'misere' }).rules).toEqual({ ...C4, variant: 'misere' });
    expect(start({ ...PRESETS.gomoku }).board).toHaveLength(225);
  });

  it('line length defaults to 3, or the longer side when it is shorter', () => {
    expect(start({ rows: 15, columns: 15 }).rules.inARow).toBe(3);
    expect(start({ rows: 1, columns: 2 }).rules.inARow).toBe(2);
    expect(start({ rows: 1, columns: 1 }).rules.inARow).toBe(1);
  });

  it('takes every board from 1×1 to 19×19 and every line length up to the longer side', () => {
    for (const [rows, columns, inARow] of [
      [1, 1, 1],
      [19, 19, 19],
      [1, 19, 19],
      [19, 1, 5],
      [2, 9, 9],
    ]) {
      expect(start({ rows, columns, inARow }).rules).toMatchObject({ rows, columns, inARow });
    }
  });

  it('refuses anything else with INVALID_SETTINGS and a message that names the field', () => {
    const bad: [TicTacToeSettings, RegExp][] = [
      [{ rows: 0 }, /rows must be a whole number from 1 to 19, not 0/],
      [{ rows: -3 }, /rows/],
      [{ rows: 2.5 }, /rows/],
      [{ rows: Number.NaN }, /rows/],
      [{ rows: 20 }, /rows/],
      [{ rows: 1e9 }, /rows/],
      [{ rows: '3' as never }, /rows .* not "3"/],
      [{ rows: null as never }, /rows .* not null/],
      [{ columns: Infinity }, /columns/],
      [{ inARow: 4 }, /inARow must be a whole number from 1 to 3 \(the longer side\), not 4/],
      [{ rows: 4, columns: 6, inARow: 7 }, /inARow .* 1 to 6/],
      [{ inARow: 0 }, /inARow/],
      [{ inARow: 1.5 }, /inARow/],
      [{ gravity: 'yes' as never }, /gravity must be true or false, not "yes"/],
      [{ gravity: 1 as never }, /gravity/],
      [{ gravity: null as never }, /gravity/],
      [{ variant: 'suicide' as never }, /variant/],
    ];
    for (const [settings, message] of bad) {
      const result = engine.createInitialState(settings, players);
      expect(result, JSON.stringify(settings)).toMatchObject({ ok: false, error: { code: 'INVALID_SETTINGS' } });
      expect(result.ok ? '' : result.error.message).toMatch(message);
    }
  });

  it('reads settings once, and refuses settings that cannot be read', () => {
    let reads = 0;
    const settings = {
      get rows() {
        reads++;
        return reads === 1 ? 6 : 3;
      },
      columns: 7,
      inARow: 4,
    };
    expect(start(settings).rules.rows).toBe(6);
    expect(reads).toBe(1);
    for (const hostile of [throwingGetter('rows'), throwingGetter('gravity'), throwingProxy(), revokedProxy()]) {
      expect(code(engine.createInitialState(hostile as never, players))).toBe('INVALID_SETTINGS');
    }
  });
});

describe('gravity', () => {
  it('takes a mark only in the lowest free cell of its column: FLOATING_CELL elsewhere', () => {
    const state = start({ ...C4 });
    expect(engine.getLegalMoves(state, 'ann').map((m) => m.data.position)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((col) => ({ row: 5, col })),
    );
    const floating = engine.applyMove(state, placeMove(3 + 7 * 4, 'X', C4));
    expect(floating).toMatchObject({ ok: false, error: { code: 'FLOATING_CELL', cell: 31 } });
    expect(floating.ok ? '' : floating.error.message).toMatch(/d5 has an empty cell below it .*play d6/);
    expect(engine.validateMove(state, placeMove(31, 'X', C4), 'ann')).toMatchObject({
      valid: false,
      error: { code: 'FLOATING_CELL' },
    });
    const next = unwrap(engine.applyMove(state, placeMove(38, 'X', C4)));
    expect(next.board[38]).toBe('X');
    expect(engine.getLegalMoves(next, 'bob').map((m) => m.data.position.row)).toEqual([5, 5, 5, 4, 5, 5, 5]);
  });

  it('dropMove builds the move of a column for the player to move', () => {
    let state = start({ ...C4 });
    for (let i = 0; i < 6; i++) state = unwrap(engine.applyMove(state, unwrap(dropMove(state, 2))));
    expect(state.grid.map((row) => row[2])).toEqual(['O', 'X', 'O', 'X', 'O', 'X']);
    expect(dropMove(state, 2)).toMatchObject({
      ok: false,
      error: { code: 'COLUMN_FULL', message: 'Illegal move: column c is full.' },
    });
    expect(unwrap(dropMove(state, 6))).toBe(placeMove(41, 'X', C4));
    expect(dropMove(state, 7)).toMatchObject({
      ok: false,
      error: { code: 'OUT_OF_RANGE', message: 'Illegal move: there is no column 7 (columns are 0 to 6).' },
    });
    expect(code(dropMove(state, -1))).toBe('OUT_OF_RANGE');
    for (const column of [1.5, Number.NaN, '3', null, undefined])
      expect(code(dropMove(state, column as never))).toBe('NOT_INTEGER');
    expect(code(dropMove({} as GameState, 0))).toBe('INVALID_STATE');
    const won = play([35, 28, 36, 29, 37, 30, 38], { ...C4 });
    expect(won.winningLine?.name).toBe('Row 6, a6 to d6');
    expect(code(dropMove(won, 0))).toBe('GAME_OVER');
    // Without gravity, the lowest free cell of the column: a legal move too.
    expect(unwrap(dropMove(start({}), 1)).data.position).toEqual({ row: 2, col: 1 });
  });

  it('plays a whole Connect Four game with undo, stateAt, history and the tally', () => {
    const moves = [38, 37, 31, 30, 24, 39, 17];
    const won = play(moves, { ...C4 });
    expect(won.status).toBe('won');
    expect(won.winner).toEqual({ playerId: 'ann', symbol: 'X' });
    expect(engine.isTerminal(won)).toMatchObject({
      line: { type: 'vertical', name: 'Column d, d3 to d6', cells: [17, 24, 31, 38] },
    });
    expect(won.history.map((entry) => [entry.moveNumber, entry.cell])).toEqual(moves.map((cell, i) => [i + 1, cell]));
    expect(unwrap(engine.undo(won)).board[17]).toBeNull();
    expect(unwrap(engine.stateAt(won, 2)).board.filter(Boolean)).toHaveLength(2);
    expect(unwrap(recordGame(emptyTally(), won))).toMatchObject({ games: 1, wins: { ann: 1 } });
    expect(engine.evaluate(won).scores).toEqual([
      { playerId: 'ann', score: 1 },
      { playerId: 'bob', score: 0 },
    ]);
  });
});

describe('lines and annotations on other shapes', () => {
  it('reports both diagonal directions, with names that say where they run', () => {
    const rules = { rows: 5, columns: 5, inARow: 4 };
    const down = play([0, 1, 6, 2, 12, 3, 18], rules);
    expect(down.winningLine).toMatchObject({
      type: 'diagonal',
      name: 'Diagonal a1 to d4',
      start: { row: 0, col: 0 },
      end: { row: 3, col: 3 },
    });
    const up = play([4, 0, 8, 1, 12, 2, 16], rules);
    expect(up.winningLine).toMatchObject({
      type: 'anti-diagonal',
      name: 'Anti-diagonal e1 to b4',
      cells: [4, 8, 12, 16],
    });
    expect(winningLines(rules)).toContain(up.winningLine);
  });

  it('reports every line of a longer row, and each window of inARow cells is a line', () => {
    // X completes a1–e1 on a 15×15 board with five in a row: one line; six in a row gives two.
    const six = play([0, 30, 1, 32, 2, 34, 4, 36, 5, 38, 3], { ...PRESETS.gomoku });
    expect(engine.isTerminal(six)?.lines.map((line) => line.name)).toEqual(['Row 1, a1 to e1', 'Row 1, b1 to f1']);
  });

  it('annotates the threats of both players as a brute force finds them, and which gravity defers', () => {
    const lines = winningLines(C4);
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    const kinds = new Set<boolean>();
    for (let game = 0; game < 40; game++) {
      let state = start({ ...C4 });
      while (state.status === 'in-progress') {
        const expected: [string, number, boolean][] = [];
        state.board.forEach((cell, at) => {
          if (cell !== null) return;
          const playable = at + 7 >= 42 || state.board[at + 7] !== null;
          for (const mark of ['X', 'O'] as const) {
            const completes = lines.some(
              (line) => line.cells.includes(at) && line.cells.every((c) => c === at || state.board[c] === mark),
            );
            if (completes) expected.push([mark, at, playable]);
          }
        });
        const threats = engine
          .getAnnotations(state)
          .flatMap((a) =>
            a.type === 'threat' ? [[a.symbol, a.cells[0]!, a.playable] as [string, number, boolean]] : [],
          );
        expect(threats).toEqual(expected);
        for (const [, , playable] of threats) kinds.add(playable);
        const moves = engine.getLegalMoves(state, state.currentPlayerId!);
        state = unwrap(engine.applyMove(state, moves[Math.floor(random() * moves.length)]!));
      }
    }
    expect([...kinds].sort()).toEqual([false, true]);
  });
});

describe('cell helpers and boards on any shape', () => {
  it('name, label and locate every cell of every preset', () => {
    for (const rules of Object.values(PRESETS)) {
      const size = rules.rows * rules.columns;
      for (let cell = 0; cell < size; cell++) {
        const name = cellName(cell, rules);
        expect(cellFromName(name, rules)).toBe(cell);
        expect(cellFromName(` ${name.toUpperCase()} `, rules)).toBe(cell);
        expect(cellFromCoordinate(cellToCoordinate(cell, rules)!, rules)).toBe(cell);
        expect(placeMove(cell, 'O', rules).data.position).toEqual(cellToCoordinate(cell, rules));
        expect(isCellIndex(cell, rules)).toBe(true);
      }
      expect(isCellIndex(size, rules)).toBe(false);
      expect(cellToCoordinate(size, rules)).toBeUndefined();
      expect(() => cellName(size, rules)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    }
    expect(cellName(224, PRESETS.gomoku)).toBe('o15');
    expect(cellFromName('o16', PRESETS.gomoku)).toBeUndefined();
    expect(cellFromName('p1', PRESETS.gomoku)).toBeUndefined();
    expect(cellName(360, { rows: 19, columns: 19 })).toBe('s19');
    expect(cellLabel(4)).toBe('Center');
    expect(cellLabel(11, C4)).toBe('Row 2, column 5');
    expect(cellFromName('d4')).toBeUndefined();
  });

  it('refuses a shape that is not one: an error for helpers that throw, "no cell" for the others', () => {
    for (const shape of [
      null,
      {},
      { rows: 0, columns: 3 },
      { rows: 3, columns: 20 },
      { rows: '3', columns: 3 },
      throwingProxy(),
      revokedProxy(),
    ]) {
      expect(() => cellName(0, shape as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
      expect(() => placeMove(0, 'X', shape as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
      expect(() => emptyBoard(shape as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
      expect(isCellIndex(0, shape as never)).toBe(false);
      expect(cellFromName('a1', shape as never)).toBeUndefined();
      expect(parseBoard('.', shape as never)).toMatchObject({ ok: false, error: { code: 'BAD_POSITION' } });
      expect(() => formatBoard(['X'], { shape: shape as never })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS' }),
      );
    }
  });

  it('writes and reads boards of any shape as text', () => {
    const state = play([38, 37, 31], { ...C4 });
    const text = formatBoard(state.board, { shape: C4, separators: true });
    expect(text).toBe('......./......./......./......./...X.../..OX...');
    expect(unwrap(parseBoard(text, C4))).toEqual(state.board);
    expect(unwrap(parseBoard(text.replaceAll('/', ''), C4))).toEqual(state.board);
    expect(parseBoard(text)).toMatchObject({ ok: false, error: { code: 'BAD_POSITION' } });
    expect(emptyBoard(C4)).toHaveLength(42);
    expect(() => formatBoard(state.board)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(unwrap(engine.fromSetup(text, { ...C4 }, players)).currentPlayer).toBe('O');
  });
});

describe('fromSetup on other shapes', () => {
  const refuse = (board: string, settings: TicTacToeSettings) => code(engine.fromSetup(board, settings, players));
  it('refuses a mark above an empty cell with gravity, and columns no game can build', () => {
    expect(refuse('X../.../...', { gravity: true })).toBe('FLOATING_MARK');
    expect(engine.fromSetup('X../.../...', { gravity: true }, players)).toMatchObject({
      error: { message: 'Unreachable position: the mark at a1 has an empty cell below it.' },
    });
    expect(refuse('O/O/X/X', { rows: 4, columns: 1, inARow: 4, gravity: true })).toBe('NO_MOVE_ORDER');
    expect(refuse('X/O/X/X', { rows: 4, columns: 1, inARow: 4, gravity: true })).toBe('BAD_MARK_COUNT');
    expect(refuse('O./X.', { rows: 2, columns: 2, inARow: 2, gravity: true })).toBeUndefined();
    expect(refuse('O./X.', { rows: 2, columns: 2, inARow: 2 })).toBeUndefined();
  });

  it('refuses two separate lines of the winner: PLAYED_ON_AFTER_WIN', () => {
    expect(refuse('XXX./OO.O/O.O./XXX.', { rows: 4, columns: 4, inARow: 3 })).toBe('PLAYED_ON_AFTER_WIN');
    expect(refuse('XXX./OO.O/O.../.XX.', { rows: 4, columns: 4, inARow: 3 })).toBeUndefined();
    // With gravity, the winner's last mark must be on top of its column: here O covers X's line.
    expect(refuse('O./X./X./XO/XO', { rows: 5, columns: 2, inARow: 4, gravity: true })).toBe('PLAYED_ON_AFTER_WIN');
    expect(refuse('../X./XO/XO/XO', { rows: 5, columns: 2, inARow: 4, gravity: true })).toBeUndefined();
  });
});

describe('JSON states', () => {
  it('revive on every shape, and refuse rules that do not match the board', () => {
    const state = play([38, 37, 31], { ...C4 });
    const json = JSON.parse(JSON.stringify(state));
    expect(json.rules).toEqual(C4);
    expect(unwrap(engine.applyMove(json, placeMove(30, 'O', C4))).board[30]).toBe('O');
    for (const rules of [{ ...C4, rows: 7 }, { ...C4, extra: 1 }, { rows: 6 }, null, 'connect-four']) {
      expect(code(engine.applyMove({ ...json, rules }, placeMove(30, 'O', C4))), JSON.stringify(rules)).toBe(
        'INVALID_STATE',
      );
    }
    expect(code(engine.applyMove({ ...json, variant: 'misere' }, placeMove(30, 'O', C4)))).toBe('INVALID_STATE');
  });

  it('revive as earlier versions wrote them: variant for rules, turn for moveNumber, a diagonal type', () => {
    const old = JSON.parse(readFileSync(new URL('./fixtures/states-0.x.json', import.meta.url), 'utf8')) as Record<
      string,
      GameState
    >;
    const anti = old.anti!;
    expect(engine.isTerminal(anti)).toMatchObject({
      status: 'won',
      line: { type: 'anti-diagonal', name: 'Top-right to Bottom-left' },
    });
    expect(unwrap(engine.undo(anti)).history.map((entry) => entry.moveNumber)).toEqual([1, 2, 3, 4]);
    const misere = old.misere!;
    const next = unwrap(engine.applyMove(misere, placeMove(2, 'O')));
    expect(next.rules.variant).toBe('misere');
    expect(next.metadata).toEqual({ gameId: 'g1' });
    // Tampered old states are still refused.
    const forged = { ...anti, history: anti.history.map((entry) => ({ ...entry, turn: 9 })) };
    expect(code(engine.undo(forged))).toBe('INVALID_STATE');
    expect(code(engine.undo({ ...anti, winningLine: { ...anti.winningLine!, type: 'anti-diagonal' } }))).toBe(
      'INVALID_STATE',
    );
  });
});

describe('every part plays every shape', () => {
  it('the AI, records, share codes and correspondence on Connect Four', async () => {
    const state = play([38], { ...C4 });
    const ai = new TicTacToeAI({ seed: 1 });
    expect(ai.getMoveSync(state, 1, 'bob').ok).toBe(true);
    expect((await ai.getMove(state, 3, 'bob')).ok).toBe(true);
    expect(ai.getHint(state, 'bob')?.playerId).toBe('bob');
    expect(ai.analyzeGame(state, { timeLimit: 10 }).ok).toBe(true);
    expect(saveRecord(state).ok && encodeRecord(state).ok && (await signRecord(state, new Uint8Array(32))).ok).toBe(
      true,
    );
    // nextCode reads a cell's name on the game's own board.
    expect((await nextCode(state, 'a6', 'bob')).ok).toBe(true);
    for (const [cell, expected] of [
      ['a1', 'FLOATING_CELL'],
      [3, 'FLOATING_CELL'],
      ['o15', 'OUT_OF_RANGE'],
      [99, 'OUT_OF_RANGE'],
      ['d6', 'CELL_OCCUPIED'],
    ] as const) {
      expect(code(await nextCode(state, cell, 'bob'))).toBe(expected);
    }
  });
});
