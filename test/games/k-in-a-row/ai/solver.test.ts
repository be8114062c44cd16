import { describe, expect, it } from 'vitest';
import {
  canonicalForm,
  canonicalKey,
  positionCode,
  SYMMETRIES,
  transformMask,
} from '../../../../src/games/k-in-a-row/analysis/symmetry.js';
import {
  createSolver,
  dropMove,
  PRESETS,
  TicTacToeAI,
  TicTacToeEngine,
  unwrap,
  VARIANTS,
  type Variant,
} from '../../../../src/index.js';
import { solveOracle } from './oracle.js';
import { playerOf, stateOf } from './states.js';

const masks = (text: string): [number, number] => {
  let x = 0;
  let o = 0;
  for (let i = 0; i < 9; i++) {
    if (text[i] === 'X') x |= 1 << i;
    if (text[i] === 'O') o |= 1 << i;
  }
  return [x, o];
};

describe('symmetry', () => {
  const oracle = solveOracle('standard');

  it('finds the 5,478 reachable positions, 4,520 of them open, by plain minimax over 549,946 nodes', () => {
    expect(oracle.all.size).toBe(5478);
    expect(oracle.open.size).toBe(4520);
    expect(oracle.nodes).toBe(294778); // open nodes of the tree (549,946 nodes in all, 255,168 of them finished games)
  });

  it('has 8 distinct permutations closed under composition', () => {
    const keys = new Set(SYMMETRIES.map((p) => p.join()));
    expect(keys.size).toBe(8);
    for (const p of SYMMETRIES) {
      expect([...p].sort().join()).toBe('0,1,2,3,4,5,6,7,8');
      for (const q of SYMMETRIES) expect(keys.has(p.map((cell) => q[cell]).join())).toBe(true);
    }
  });

  it('gives every image of a position the same key, and 765 keys to the 5,478 positions', () => {
    const classes = new Set<number>();
    for (const text of oracle.all) {
      const [x, o] = masks(text);
      const key = canonicalKey(x, o);
      classes.add(key);
      for (let s = 0; s < 8; s++) expect(canonicalKey(transformMask(x, s), transformMask(o, s))).toBe(key);
      // The canonical form: the key, and a symmetry whose image of the position has it as its code.
      const form = canonicalForm(x, o);
      expect(form >>> 3).toBe(key);
      expect(positionCode(transformMask(x, form & 7), transformMask(o, form & 7))).toBe(key);
    }
    expect(classes.size).toBe(765);
  });
});

describe.each(VARIANTS)('the solver in %s', (variant: Variant) => {
  const oracle = solveOracle(variant);
  const positions = [...oracle.open.values()];
  const states = new Map(positions.map((p) => [p.text, stateOf(p.text, variant)]));

  // A table filled in one order answers later queries from bounds stored by earlier ones: three
  // orders (shallow first, deep first, shuffled) catch a bound cached as an exact value.
  const orders: [string, typeof positions][] = [
    ['shallow first', [...positions].sort((a, b) => a.moveCount - b.moveCount)],
    ['deep first', [...positions].sort((a, b) => b.moveCount - a.moveCount)],
    ['shuffled', shuffle([...positions], 12345)],
  ];
  it.each(orders)('equals plain minimax on all 4,520 open positions, asked %s', (_, order) => {
    const ai = new TicTacToeAI({ seed: 1 });
    const wrong: string[] = [];
    for (const position of order) {
      const state = states.get(position.text)!;
      const mover = playerOf(position.mover);
      const other = playerOf(position.mover === 'X' ? 'O' : 'X');
      if (ai.evaluatePosition(state, mover) !== position.value) wrong.push(position.text);
      if (ai.evaluatePosition(state, other) !== -position.value) wrong.push(`${position.text} (other)`);
    }
    expect(wrong).toEqual([]);
    // Up to symmetry there are 627 open positions: the table never holds more.
    expect(ai.solver.size).toBeGreaterThan(0);
    expect(ai.solver.size).toBeLessThanOrEqual(627);
  });

  it('scores finished games ±100 or 0', () => {
    let checked = 0;
    for (const text of oracle.all) {
      if (oracle.open.has(text)) continue;
      const state = stateOf(text, variant);
      const ai = new TicTacToeAI();
      const x = ai.evaluatePosition(state, 'xavier');
      const expected = state.status === 'draw' ? 0 : state.winner?.playerId === 'xavier' ? 100 : -100;
      expect(x).toBe(expected);
      expect(ai.evaluatePosition(state, 'olga')).toBe(-expected || 0);
      checked++;
    }
    expect(checked).toBe(958);
  });

  it('draws from the empty board', () => {
    expect(new TicTacToeAI().evaluatePosition(stateOf('.........', variant), 'xavier')).toBe(0);
  });
});

describe('misère openings', () => {
  it('keeps the draw for X only with the center', () => {
    const hint = new TicTacToeAI().getHint(stateOf('.........', 'misere'), 'xavier')!;
    const drawing = hint.moves.filter((m) => m.outcome.result === 'draw').map((m) => m.cell);
    expect(drawing).toEqual([4]);
    expect(hint.moves.filter((m) => m.outcome.result === 'loss')).toHaveLength(8);
    expect(hint.cell).toBe(4);
  });
});

describe('createSolver', () => {
  it('is shared between AIs, reports its size and empties on clear()', () => {
    const solver = createSolver();
    expect(solver.size).toBe(0);
    const a = new TicTacToeAI({ solver, seed: 1 });
    const b = new TicTacToeAI({ solver, seed: 2 });
    a.evaluatePosition(stateOf('.........', 'standard'), 'xavier');
    const size = solver.size;
    expect(size).toBeGreaterThan(0);
    b.evaluatePosition(stateOf('.........', 'standard'), 'xavier');
    expect(solver.size).toBe(size);
    b.evaluatePosition(stateOf('.........', 'misere'), 'xavier');
    expect(solver.size).toBeGreaterThan(size);
    expect(a.solver).toBe(solver);
    solver.clear();
    expect(solver.size).toBe(0);
  });

  it('keeps separate tables per AI by default', () => {
    const a = new TicTacToeAI();
    const b = new TicTacToeAI();
    a.evaluatePosition(stateOf('.........', 'standard'), 'xavier');
    expect(a.solver.size).toBeGreaterThan(0);
    expect(b.solver.size).toBe(0);
  });

  it('is not needed by level 6 against its default opponent model: it plays from its book', () => {
    const solver = createSolver();
    const ai = new TicTacToeAI({ solver, seed: 1 });
    for (const variant of ['standard', 'misere'] as const) {
      ai.getMoveSync(stateOf('.........', variant), 6, 'xavier');
      ai.getMoveSync(stateOf('X../.../...', variant), 6, 'olga');
    }
    expect(solver.size).toBe(0);
    // Against another model it plans over the whole tree, from the solver's values.
    new TicTacToeAI({ solver, seed: 1, opponent: 'random' }).getMoveSync(stateOf('.........', 'standard'), 6, 'xavier');
    expect(solver.size).toBeGreaterThan(0);
  });
});

describe('short wins', () => {
  /** The Connect Four position after `columns` (1 to 7, left to right), as Pascal Pons' test sets write them. */
  const connectFour = (columns: string) => {
    const engine = new TicTacToeEngine();
    let state = unwrap(engine.createInitialState({ ...PRESETS['connect-four'] }, [{ id: 'a' }, { id: 'b' }]));
    for (const column of columns) state = unwrap(engine.applyMove(state, unwrap(dropMove(state, Number(column) - 1))));
    return state;
  };

  it('proves a win in two at once: a few hundred positions, not a search of the whole game', () => {
    // Pons' Begin-Easy set scores this position 18: the player to move wins with their second stone from now.
    const solution = unwrap(createSolver().solve(connectFour('44753722416'), { timeLimit: Infinity }));
    expect(solution).toMatchObject({ proven: true, result: 'win', moves: 3, bestMoves: [30, 32] });
    // 858,614 positions before the short ends were looked for first.
    expect(solution.nodes).toBeLessThan(1000);
  });

  it('proves a short loss as fast: every move loses, the slowest loss found by its distance', () => {
    // Pons' Begin-Easy scores it -11: the player to move loses with the opponent's eleventh stone, 12 plies from now.
    const solution = unwrap(createSolver().solve(connectFour('1242536267'), { moves: false }));
    expect(solution).toMatchObject({ proven: true, result: 'loss', moves: 12 });
    // 3,441,474 positions when the whole position was proven first.
    expect(solution.nodes).toBeLessThan(20_000);
  });

  it('proves the result alone when asked (distance: false): no distance, the moves that keep the result', () => {
    // Pons' Middle-Medium scores these 2 (a win) and -1 (a loss): neither is a short end.
    const won = connectFour('24617524315172127');
    const solver = createSolver();
    expect(unwrap(solver.solve(won, { timeLimit: Infinity, distance: false }))).toMatchObject({
      proven: true,
      result: 'win',
      moves: null,
      bestMoves: [20],
    });
    expect(unwrap(createSolver().solve(won, { timeLimit: Infinity }))).toMatchObject({ result: 'win', moves: 23 });
    const lost = connectFour('5455174361263362');
    // Every move keeps a loss.
    expect(unwrap(solver.solve(lost, { timeLimit: Infinity, distance: false, moves: false }))).toMatchObject({
      proven: true,
      result: 'loss',
      moves: null,
      bestMoves: [],
    });
    expect(unwrap(solver.solve(lost, { timeLimit: Infinity, distance: false })).bestMoves).toHaveLength(7);
  });

  it('proves the moves that keep the result alone, with a short end found first (solve) or not (async)', async () => {
    // d1 e1 f1 for X, to move: a win on the move (c1 or g1); every move keeps a win, later.
    const state = connectFour('445566');
    const now = unwrap(createSolver().solve(state, { timeLimit: Infinity, distance: false }));
    const later = unwrap(await createSolver().solveAsync(state, { timeLimit: Infinity, distance: false }));
    expect(now).toMatchObject({ proven: true, result: 'win', moves: 1 });
    expect(now.bestMoves).toHaveLength(7);
    expect(later).toMatchObject({ proven: true, result: 'win', moves: null, bestMoves: now.bestMoves });
  });

  it('proves the result alone in slices too', async () => {
    const solution = unwrap(
      await createSolver().solveAsync(connectFour('24617524315172127'), { timeLimit: Infinity, distance: false }),
    );
    expect(solution).toMatchObject({ proven: true, result: 'win', moves: null, bestMoves: [20] });
  });

  it('gives the fastest win: on the move, or in two when there is none on the move', () => {
    // d1 e1 f1 for X, to move: a win on the move; d1 e1 only: c1 or f1 makes two threats at once.
    expect(unwrap(createSolver().solve(connectFour('445566')))).toMatchObject({
      result: 'win',
      moves: 1,
      bestMoves: [37, 41],
    });
    expect(unwrap(createSolver().solve(connectFour('4455')))).toMatchObject({
      result: 'win',
      moves: 3,
      bestMoves: [37, 40],
    });
  });
});

function shuffle<T>(items: T[], seed: number): T[] {
  let s = seed;
  for (let i = items.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const j = s % (i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
