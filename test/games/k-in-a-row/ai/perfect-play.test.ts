import { describe, expect, it } from 'vitest';
import {
  OPPONENT_MODELS,
  TicTacToeAI,
  unwrap,
  VARIANTS,
  type GameState,
  type OpponentModel,
  type Variant,
} from '../../../../src/index.js';
import { bestCells, boardText, solveOracle } from './oracle.js';
import { engine, PLAYERS, playerOf, stateOf } from './states.js';

/** An AI whose random draws the test controls, to list every move level 6 may choose. */
function controlledAI(opponent: OpponentModel = 'robust'): {
  ai: TicTacToeAI;
  choices: (state: GameState, playerId: string) => number[];
} {
  let r = 0;
  const ai = new TicTacToeAI({ random: () => r, opponent });
  const choices = (state: GameState, playerId: string): number[] => {
    const cells = new Set<number>();
    // floor(r × count) takes every index 0..count−1 for count ≤ 9 as r runs over (k + ½)/9.
    for (let k = 0; k < 9; k++) {
      r = (k + 0.5) / 9;
      const move = unwrap(ai.getMoveSync(state, 6, playerId));
      cells.add(move.data.position.row * 3 + move.data.position.col);
    }
    return [...cells].sort((a, b) => a - b);
  };
  return { ai, choices };
}

describe.each(VARIANTS)('level 6 in %s', (variant: Variant) => {
  const oracle = solveOracle(variant);

  // Which perfect move it prefers (the best expectation against its opponent model) is proven in ./opponent.test.ts.
  it('chooses among perfect moves only, in all 4,520 open positions', () => {
    const { choices } = controlledAI();
    const wrong: string[] = [];
    for (const position of oracle.open.values()) {
      const chosen = choices(stateOf(position.text, variant), playerOf(position.mover));
      if (!chosen.every((cell) => bestCells(position).includes(cell)))
        wrong.push(`${position.text}: ${chosen} vs ${bestCells(position)}`);
    }
    expect(wrong).toEqual([]);
  });

  // Level 1 is the same model as 'random'.
  it.each(
    OPPONENT_MODELS.filter((model) => model !== 1).flatMap((model) =>
      (['X', 'O'] as const).map((side) => [side, model] as const),
    ),
  )('never loses as %s against every sequence of replies, its opponent model %s', (side, model) => {
    const { choices } = controlledAI(model);
    const me = playerOf(side);
    const results = { win: 0, draw: 0, loss: 0 };
    const walk = (state: GameState): void => {
      if (state.status !== 'in-progress') {
        results[state.status === 'draw' ? 'draw' : state.winner?.playerId === me ? 'win' : 'loss']++;
        return;
      }
      const mover = state.currentPlayerId!;
      const cells = mover === me ? choices(state, me) : state.board.flatMap((c, i) => (c === null ? [i] : []));
      if (mover === me) {
        const position = oracle.open.get(boardText(state.board))!;
        for (const cell of cells) expect(position.moveValues[cell]).toBe(position.value);
      }
      for (const cell of cells)
        walk(unwrap(engine.replay([...state.history.map((h) => h.cell), cell] as never, { variant }, PLAYERS)));
    };
    walk(stateOf('.........', variant));
    expect(results.loss).toBe(0);
    expect(results.win + results.draw).toBeGreaterThan(0);
  });
});

describe('fastest win', () => {
  it('completes the line now rather than winning later', () => {
    // X can win at once on c1 (top row) or set up slower wins elsewhere.
    const state = stateOf('XX./.O./O..', 'standard');
    const ai = new TicTacToeAI({ seed: 3 });
    for (let i = 0; i < 20; i++)
      expect(unwrap(ai.getMoveSync(state, 6, 'xavier')).data.position).toEqual({ row: 0, col: 2 });
    expect(ai.evaluatePosition(state, 'xavier')).toBe(99);
  });

  it('loses as slowly as it can', () => {
    // O's side reply to X's center is lost; blocking at c3 loses in 4 moves, anything else in 2.
    const state = stateOf('XO./.X./...', 'standard');
    const ai = new TicTacToeAI({ seed: 5 });
    for (let i = 0; i < 20; i++)
      expect(unwrap(ai.getMoveSync(state, 6, 'olga')).data.position).toEqual({ row: 2, col: 2 });
    expect(ai.evaluatePosition(state, 'olga')).toBe(-96);
    const hint = ai.getHint(state, 'olga')!;
    expect(hint).toMatchObject({
      cell: 8,
      reason: 'delaying-a-loss',
      outcome: { result: 'loss', winner: 'X', moves: 4 },
    });
    expect(hint.message).toBe('You lose in 4 whatever you play: c3 holds out longest.');
    expect(hint.moves.map((m) => m.outcome.score)).toEqual([-96, -98, -98, -98, -98, -98]);
  });
});
