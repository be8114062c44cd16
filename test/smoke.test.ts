import { describe, expect, it } from 'vitest';
import { TicTacToeEngine, placeMove, unwrap } from '../src/index.js';

describe('TicTacToeEngine quick start', () => {
  it('plays the README example', () => {
    const engine = new TicTacToeEngine();
    const start = engine.createInitialState({}, [{ id: 'ann' }, { id: 'bob' }]);
    if (!start.ok) throw new Error(start.error.message);
    const move = { type: 'place', data: { position: { row: 1, col: 1 }, symbol: 'X' } } as const;
    expect(engine.validateMove(start.value, move, 'ann')).toEqual({ valid: true });
    const next = unwrap(engine.applyMove(start.value, move));
    expect(next.board[4]).toBe('X');
    expect(start.value.board[4]).toBeNull();
    expect(engine.isTerminal(next)).toBeNull();
    expect(Object.isFrozen(next)).toBe(true);
    expect(engine.validateMove(next, placeMove(4, 'O'), 'bob')).toMatchObject({ valid: false, error: { code: 'CELL_OCCUPIED' } });
  });
});
