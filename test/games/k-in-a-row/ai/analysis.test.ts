import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  TicTacToeAI,
  unwrap,
  VARIANTS,
  type CellIndex,
  type MoveClassification,
  type Variant,
} from '../../../../src/index.js';
import { bestCells, solveOracle, type Oracle } from './oracle.js';
import { engine, PLAYERS, stateOf } from './states.js';

const classify = (before: number, after: number): MoveClassification =>
  after === before
    ? 'best'
    : Math.sign(after) === Math.sign(before)
      ? 'inaccuracy'
      : after === 0
        ? 'mistake'
        : 'blunder';

describe.each(VARIANTS)('analyzeGame in %s', (variant: Variant) => {
  const oracle = solveOracle(variant);

  it('classifies every move of every open position as plain minimax does (16,167 moves)', () => {
    const ai = new TicTacToeAI();
    let moves = 0;
    const seen: Record<MoveClassification, number> = { best: 0, inaccuracy: 0, mistake: 0, blunder: 0 };
    for (const position of oracle.open.values()) {
      // A state from a setup has an empty history: the analysis holds just the move played after it.
      const start = stateOf(position.text, variant);
      position.moveValues.forEach((value, cell) => {
        if (value === undefined) return;
        const after = unwrap(engine.applyMove(start, moveOf(start, cell)));
        const analysis = unwrap(ai.analyzeGame(after));
        expect(analysis.moves).toHaveLength(1);
        const [move] = analysis.moves;
        expect(move).toMatchObject({
          ply: 0,
          cell,
          symbol: position.mover,
          before: position.value,
          after: value,
          bestMoves: bestCells(position),
          classification: classify(position.value, value),
        });
        seen[move!.classification]++;
        moves++;
      });
    }
    expect(moves).toBe(16167);
    // Each class occurs.
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(0);
  });

  const counts = { standard: { X: 10640, O: 6112 }, misere: { X: 448, O: 40840 } };
  it.each(['X', 'O'] as const)(
    'never marks a perfect %s anything but best, over every game against every reply',
    (side) => {
      const ai = new TicTacToeAI();
      const games = perfectGames(oracle, side);
      for (const moves of games) {
        const analysis = unwrap(ai.analyzeGame(moves, { variant }));
        const record = analysis.players[side === 'X' ? 0 : 1];
        expect(record).toMatchObject({
          symbol: side,
          best: record.moves,
          inaccuracies: 0,
          mistakes: 0,
          blunders: 0,
          accuracy: 100,
        });
        for (const move of analysis.moves) if (move.symbol === side) expect(move.classification).toBe('best');
      }
      expect(games.length).toBe(counts[variant][side]);
    },
  );
});

function moveOf(state: ReturnType<typeof stateOf>, cell: number) {
  return {
    type: 'place',
    data: { position: { row: Math.floor(cell / 3), col: cell % 3 }, symbol: state.currentPlayer! },
  } as const;
}

/** Every complete game in which `side` plays only perfect moves (any of them) and the other side anything. */
function perfectGames(oracle: Oracle, side: 'X' | 'O'): CellIndex[][] {
  const games: CellIndex[][] = [];
  const board: string[] = Array(9).fill('.');
  const walk = (cells: number[]): void => {
    const position = oracle.open.get(board.join(''));
    if (!position) {
      games.push([...cells] as CellIndex[]);
      return;
    }
    const options =
      position.mover === side
        ? bestCells(position)
        : position.moveValues.flatMap((v, c) => (v === undefined ? [] : [c]));
    for (const cell of options) {
      board[cell] = position.mover;
      cells.push(cell);
      walk(cells);
      cells.pop();
      board[cell] = '.';
    }
  };
  walk([]);
  return games;
}

describe('analyzeGame', () => {
  const ai = new TicTacToeAI();

  it('reads a state and a move list alike, with player ids from the state', () => {
    const moves: CellIndex[] = [4, 1, 0, 8, 2, 6, 3, 5, 7];
    const state = unwrap(engine.replay(moves, {}, PLAYERS));
    const fromState = unwrap(ai.analyzeGame(state));
    const fromList = unwrap(ai.analyzeGame(moves));
    expect(fromState.moves.map((m) => ({ ...m, playerId: null }))).toEqual(fromList.moves);
    expect(fromState.players[0].playerId).toBe('xavier');
    expect(fromList.players[0].playerId).toBeNull();
    expect(fromList).toMatchObject({ variant: 'standard', status: 'draw', winner: null });
    expect(fromList.moves.map((m) => m.classification)).toEqual([
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
    expect(fromList.players.map((p) => p.accuracy)).toEqual([60, 50]);
  });

  it('counts and scores each player', () => {
    // X wins: O's second move (a side) is the blunder.
    const analysis = unwrap(ai.analyzeGame([0, 4, 8, 1, 7, 6, 2, 5, 3], { variant: 'standard' }));
    for (const record of analysis.players) {
      expect(record.best + record.inaccuracies + record.mistakes + record.blunders).toBe(record.moves);
      expect(record.accuracy).toBe(Math.round((1000 * (record.best + record.inaccuracies / 2)) / record.moves) / 10);
    }
    expect(analysis.players[0].moves + analysis.players[1].moves).toBe(analysis.moves.length);
  });

  it('analyses misère move lists', () => {
    const analysis = unwrap(ai.analyzeGame([0], { variant: 'misere' }));
    expect(analysis.moves[0]).toMatchObject({ before: 0, after: -91, bestMoves: [4], classification: 'blunder' });
  });

  it('gives 100 to a player without moves', () => {
    expect(unwrap(ai.analyzeGame([])).players[0]).toMatchObject({ moves: 0, accuracy: 100 });
    expect(unwrap(ai.analyzeGame(stateOf('X../.O./...', 'standard'))).moves).toEqual([]);
  });

  it('names the bad move of a list', () => {
    expect(ai.analyzeGame([4, 4])).toMatchObject({ ok: false, error: { code: 'CELL_OCCUPIED', ply: 1 } });
    expect(ai.analyzeGame([0, 3, 1, 4, 2, 5])).toMatchObject({ ok: false, error: { code: 'GAME_OVER', ply: 5 } });
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 9 })])(
    'agrees with the state it replays to',
    (cells) => {
      const legal: CellIndex[] = [];
      for (const cell of cells)
        if (!legal.includes(cell as CellIndex) && engine.replay([...legal, cell] as never, {}, PLAYERS).ok)
          legal.push(cell as CellIndex);
      const state = unwrap(engine.replay(legal, {}, PLAYERS));
      const analysis = unwrap(ai.analyzeGame(state));
      expect(analysis.moves.map((m) => m.cell)).toEqual(legal);
      expect(analysis.status).toBe(state.status);
    },
  );
});
