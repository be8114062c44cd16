// Level 6 against opponent models, proven exactly on 3 × 3. The opponent's chances are read off
// the library's own levels as black boxes (every random draw enumerated); the optimum is an
// expectimax written here over the independent oracle's values (./oracle.ts): at the AI's nodes
// the moves that keep the position's result (win, draw or loss), at the opponent's the model's
// average. Level 6's own expectation is found by walking its choices (every tie enumerated).
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
import { solveOracle, type Oracle, type OraclePosition } from './oracle.js';
import { stateOf } from './states.js';

type Mark = 'X' | 'O';
/** Win, draw and loss chances of the AI. */
type Odds = readonly [win: number, draw: number, loss: number];

const score = ([win, draw]: Odds): number => win + draw / 2;
const idOf = (mark: Mark): string => (mark === 'X' ? 'xavier' : 'olga');
const place = (text: string, cell: number, mark: Mark): string => text.slice(0, cell) + mark + text.slice(cell + 1);

/**
 * The cells an AI plays at `level` for the mover of `state`, each with its chance, found by enumerating its random
 * draws.
 */
function playedBy(
  level: 1 | 2 | 3 | 4 | 5 | 6,
  state: GameState,
  mover: Mark,
  opponent?: OpponentModel,
): Map<number, number> {
  let draws: number[] = [];
  const ai = new TicTacToeAI({ random: () => draws.shift() ?? 0, ...(opponent === undefined ? {} : { opponent }) });
  const chances = new Map<number, number>();
  // Levels 4 and 5 first draw one of their two depths (below or above ½), then pick uniformly:
  // floor(r × count) takes every index 0..count−1 for count ≤ 9 as r runs over (k + ½)/9.
  for (const depth of level === 4 || level === 5 ? [0.25, 0.75] : [undefined]) {
    const cells = new Set<number>();
    for (let k = 0; k < 9; k++) {
      draws = depth === undefined ? [(k + 0.5) / 9] : [depth, (k + 0.5) / 9];
      const { row, col } = unwrap(ai.getMoveSync(state, level, idOf(mover))).data.position;
      cells.add(row * 3 + col);
    }
    const weight = depth === undefined ? 1 : 0.5;
    for (const cell of cells) chances.set(cell, (chances.get(cell) ?? 0) + weight / cells.size);
  }
  return chances;
}

/** The built-in models as levels and weights: 'robust' is half level 1, half level 3. */
const MIXES: Record<string, readonly (readonly [1 | 2 | 3 | 4 | 5, number])[]> = {
  robust: [
    [1, 0.5],
    [3, 0.5],
  ],
  random: [[1, 1]],
  1: [[1, 1]],
  2: [[2, 1]],
  3: [[3, 1]],
  4: [[4, 1]],
  5: [[5, 1]],
};

/**
 * The exact games of one variant: the model's chances at each position (memoized), the optimum, and level 6's
 * expectation.
 */
function games(variant: Variant, oracle: Oracle) {
  const states = new Map<string, GameState>();
  const state = (text: string): GameState => states.get(text) ?? states.set(text, stateOf(text, variant)).get(text)!;
  const levelMemo = new Map<string, Map<number, number>>();
  const modelChances = (model: string, position: OraclePosition): Map<number, number> => {
    const chances = new Map<number, number>();
    for (const [level, weight] of MIXES[model]!) {
      const key = `${level}${position.text}`;
      let played = levelMemo.get(key);
      if (!played) levelMemo.set(key, (played = playedBy(level, state(position.text), position.mover)));
      for (const [cell, p] of played) chances.set(cell, (chances.get(cell) ?? 0) + weight * p);
    }
    return chances;
  };

  /** The odds of the AI (mark `ai`) after the mover of `position` plays `cell`, the rest given by `next`. */
  const after = (position: OraclePosition, cell: number, ai: Mark, next: (text: string) => Odds): Odds => {
    const v = position.moveValues[cell]!;
    // ±99: the move completes a line (a win, a loss in misère).
    if (Math.abs(v) === 99) return v > 0 === (position.mover === ai) ? [1, 0, 0] : [0, 0, 1];
    if (position.moveCount === 8) return [0, 1, 0];
    return next(place(position.text, cell, position.mover));
  };
  const mix = (chances: Map<number, number>, odds: (cell: number) => Odds): Odds => {
    const sum = [0, 0, 0];
    for (const [cell, p] of chances) {
      for (const [i, q] of odds(cell).entries()) sum[i]! += p * q;
    }
    return sum as unknown as Odds;
  };

  /** The best odds of an AI that never lets the result slip, against `model`. */
  const optimum = (model: string, ai: Mark): ((text: string) => Odds) => {
    const memo = new Map<string, Odds>();
    const best = (text: string): Odds => {
      const known = memo.get(text);
      if (known) return known;
      const position = oracle.open.get(text)!;
      let odds: Odds;
      if (position.mover === ai) {
        const keeping = position.moveValues.flatMap((v, cell) =>
          v !== undefined && Math.sign(v) === Math.sign(position.value) ? [cell] : [],
        );
        odds = keeping.map((cell) => after(position, cell, ai, best)).reduce((a, b) => (score(b) > score(a) ? b : a));
      } else odds = mix(modelChances(model, position), (cell) => after(position, cell, ai, best));
      memo.set(text, odds);
      return odds;
    };
    return best;
  };

  /** Level 6's odds against `model`, playing `ai`, every tie of its own enumerated. */
  const level6 = (model: string, ai: Mark): ((text: string) => Odds) => {
    const opponent = (model === 'random' || model === 'robust' ? model : Number(model)) as OpponentModel;
    const memo = new Map<string, Odds>();
    const walk = (text: string): Odds => {
      const known = memo.get(text);
      if (known) return known;
      const position = oracle.open.get(text)!;
      const chances = position.mover === ai ? playedBy(6, state(text), ai, opponent) : modelChances(model, position);
      const odds = mix(chances, (cell) => after(position, cell, ai, walk));
      memo.set(text, odds);
      return odds;
    };
    return walk;
  };
  return { optimum, level6, modelChances, state };
}

describe.each(VARIANTS)('level 6 against opponent models in %s', (variant: Variant) => {
  const oracle = solveOracle(variant);
  const { optimum, level6, state } = games(variant, oracle);

  it.each(OPPONENT_MODELS.map(String))(
    'against %s, as X and as O: the optimum among players that keep the result, exactly, and never a loss',
    (model) => {
      for (const ai of ['X', 'O'] as const) {
        // As O, from each of X's first moves: level 6 answers the position it is given.
        const starts =
          ai === 'X' ? ['.........'] : [0, 1, 2, 3, 4, 5, 6, 7, 8].map((cell) => place('.........', cell, 'X'));
        for (const start of starts) {
          const got = level6(model, ai)(start);
          const best = optimum(model, ai)(start);
          expect(score(got), `${model}, ${ai}, ${start}`).toBeCloseTo(score(best), 9);
          for (const [i, p] of got.entries()) expect(p, `${model}, ${ai}, ${start}`).toBeCloseTo(best[i]!, 9);
          expect(got[2]).toBe(0);
        }
      }
    },
  );

  /**
   * The moves level 6 may play in `position` against `model`: of the moves that keep the result (in a lost position
   * every move, since all lose), those of the best expected score; in a lost position, the slowest losses among them.
   */
  const expectedMoves = (position: OraclePosition, model: string): number[] => {
    const ai = position.mover;
    const best = optimum(model, ai);
    const lost = position.value < 0;
    const candidates = position.moveValues.flatMap((v, cell) =>
      v !== undefined && (lost || v === position.value) ? [cell] : [],
    );
    const scores = candidates.map((cell) => {
      const v = position.moveValues[cell]!;
      if (Math.abs(v) === 99) return v > 0 ? 1 : 0;
      return position.moveCount === 8 ? 0.5 : score(best(place(position.text, cell, ai)));
    });
    const top = Math.max(...scores);
    const likeliest = candidates.filter((_, i) => scores[i]! > top - 1e-9);
    const slowest = Math.max(...likeliest.map((cell) => position.moveValues[cell]!));
    return likeliest.filter((cell) => position.moveValues[cell] === slowest);
  };

  it('with the default model, in all 4,520 open positions: every perfect move of the best expectation', () => {
    const wrong: string[] = [];
    let narrowed = 0;
    for (const position of oracle.open.values()) {
      const expected = expectedMoves(position, 'robust');
      if (expected.length < position.moveValues.filter((v) => v === position.value).length) narrowed++;
      const chosen = [...playedBy(6, state(position.text), position.mover).keys()].sort((a, b) => a - b);
      if (chosen.join() !== expected.join()) wrong.push(`${position.text}: ${chosen} vs ${expected}`);
    }
    expect(wrong).toEqual([]);
    expect(narrowed).toBeGreaterThan(100);
  });

  it.each(OPPONENT_MODELS.map(String))(
    'against %s, in every lost open position: the move most likely to save the game, then the slowest loss',
    (model) => {
      const opponent = (model === 'random' || model === 'robust' ? model : Number(model)) as OpponentModel;
      const wrong: string[] = [];
      // Positions where the move of best expectation loses faster than another, against this model.
      let swindles = 0;
      for (const position of oracle.open.values()) {
        if (position.value >= 0) continue;
        const expected = expectedMoves(position, model);
        if (position.moveValues[expected[0]!] !== position.value) swindles++;
        const chosen = [...playedBy(6, state(position.text), position.mover, opponent).keys()].sort((a, b) => a - b);
        if (chosen.join() !== expected.join()) wrong.push(`${position.text}: ${chosen} vs ${expected}`);
        // The hint names one of them, first among its moves, and says why when it is not the slowest loss.
        const hint = new TicTacToeAI({ opponent }).getHint(state(position.text), idOf(position.mover))!;
        if (!expected.includes(hint.cell) || hint.moves[0]!.cell !== hint.cell)
          wrong.push(`${position.text}: hinted ${hint.cell} vs ${expected}`);
        const reason = position.moveValues[hint.cell] === position.value ? 'delaying-a-loss' : 'best-chance';
        if (position.moveCount < 8 && hint.reason !== reason) wrong.push(`${position.text}: ${hint.reason}`);
      }
      expect(wrong.slice(0, 5)).toEqual([]);
      // Against random play, a faster loss is often the better chance.
      if (model === 'random' && variant === 'standard') expect(swindles).toBeGreaterThan(5);
    },
  );

  // In misère, where equally good moves most often split their odds differently (one variant: for time).
  it.runIf(variant === 'misere')(
    'hints give every move the exact chances of playing on as level 6, in all open positions, in any order',
    () => {
      const ai = new TicTacToeAI({ opponent: 'robust' });
      const wrong: string[] = [];
      // Backwards: a different order of questions from the other tests' AIs.
      for (const position of [...oracle.open.values()].reverse()) {
        const walk = level6('robust', position.mover);
        const hint = ai.getHint(state(position.text), idOf(position.mover))!;
        for (const { cell, chances } of hint.moves) {
          const v = position.moveValues[cell]!;
          const odds: Odds =
            Math.abs(v) === 99
              ? v > 0
                ? [1, 0, 0]
                : [0, 0, 1]
              : position.moveCount === 8
                ? [0, 1, 0]
                : walk(place(position.text, cell, position.mover));
          const got = [chances!.win, chances!.draw, chances!.loss];
          if (got.some((p, i) => Math.abs(p - odds[i]!) > 1e-9))
            wrong.push(`${position.text} ${cell}: ${got} vs ${odds}`);
        }
      }
      expect(wrong.slice(0, 5)).toEqual([]);
    },
  );
});

describe('the opponent option', () => {
  const opening = stateOf('....X....', 'standard');

  it('takes the built-in models and functions, and refuses anything else, typed', () => {
    for (const opponent of [...OPPONENT_MODELS, () => [1]]) expect(() => new TicTacToeAI({ opponent })).not.toThrow();
    const revoked = Proxy.revocable(() => [1], {});
    revoked.revoke();
    // A revoked Proxy of a function is a function: it fails when asked, as any policy that throws.
    const refused = new TicTacToeAI({ opponent: revoked.proxy as never }).getMoveSync(
      stateOf('.........', 'standard'),
      6,
      'xavier',
    );
    expect(refused.ok ? 'ok' : refused.error.code).toBe('INVALID_OPTIONS');
    for (const opponent of [0, 6, 1.5, NaN, '3', 'Random', null, {}, [1], Symbol('x'), 10n]) {
      expect(() => new TicTacToeAI({ opponent: opponent as never })).toThrow(
        expect.objectContaining({ name: 'TicTacToeError', code: 'INVALID_OPTIONS' }),
      );
      expect(() => new TicTacToeAI().getHint(opening, 'olga', { opponent: opponent as never })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS' }),
      );
    }
    const throwing = {
      get opponent(): never {
        throw new Error('boom');
      },
    };
    expect(() => new TicTacToeAI(throwing as never)).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    expect(() => new TicTacToeAI().getHint(opening, 'olga', throwing as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
  });

  it('plays a caller policy as the model it describes: uniform weights play as random', () => {
    for (const variant of VARIANTS) {
      for (const text of ['.........', 'X........', '....X....', 'X...O....', '.X..O...X']) {
        const state = stateOf(text, variant);
        const mover = text.split('').filter((c) => c !== '.').length % 2 ? 'O' : 'X';
        const policy = ({ moves }: { moves: readonly number[] }): number[] => moves.map(() => 7);
        expect(playedBy(6, state, mover, policy)).toEqual(playedBy(6, state, mover, 'random'));
        // Finite weights whose sum would overflow are still weights.
        const huge = ({ moves }: { moves: readonly number[] }): number[] => moves.map(() => Number.MAX_VALUE);
        expect(playedBy(6, state, mover, huge)).toEqual(playedBy(6, state, mover, 'random'));
      }
    }
  });

  it('asks a policy about frozen positions of the opponent to move, once per position', () => {
    const seen = new Map<string, number>();
    const ai = new TicTacToeAI({
      seed: 1,
      opponent: (position) => {
        expect(Object.isFrozen(position) && Object.isFrozen(position.board) && Object.isFrozen(position.moves)).toBe(
          true,
        );
        expect(position).toMatchObject({ rows: 3, columns: 3, player: 'O' });
        expect(position.moves).toEqual(position.board.flatMap((mark, cell) => (mark === null ? [cell] : [])));
        const key = position.board.map((mark) => mark ?? '.').join('');
        seen.set(key, (seen.get(key) ?? 0) + 1);
        return position.moves.map((cell) => cell + 1);
      },
    });
    expect(ai.getMoveSync(stateOf('.........', 'standard'), 6, 'xavier').ok).toBe(true);
    expect(ai.getMoveSync(stateOf('X...O....', 'standard'), 6, 'xavier').ok).toBe(true);
    expect(seen.size).toBeGreaterThan(100);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
  });

  it('turns a policy that throws or answers nonsense into INVALID_OPTIONS, in bounded time, on any board', async () => {
    const { hugeSparse, revokedProxy, throwingProxy } = await import('../../../support/hostile.js');
    const { PRESETS } = await import('../../../../src/index.js');
    const answers: ((moves: readonly number[]) => unknown)[] = [
      () => {
        throw new Error('no');
      },
      () => undefined,
      () => 'random',
      (moves) => moves.map(() => NaN),
      (moves) => moves.map(() => -1),
      (moves) => moves.map(() => 0),
      (moves) => moves.map(() => Infinity),
      (moves) => moves.map(() => '1'),
      (moves) => moves.map(() => 1).slice(1),
      (moves) => [...moves.map(() => 1), 1],
      (moves) => Array(moves.length),
      () => hugeSparse(1),
      () => revokedProxy([]),
      () => throwingProxy([]),
    ];
    const shapes = [stateOf('.........', 'standard'), stateOf('X...O....', 'misere')];
    const { engine, PLAYERS } = await import('./states.js');
    shapes.push(unwrap(engine.replay([0, 5, 10], PRESETS['4x4'], PLAYERS)));
    for (const answer of answers) {
      for (const state of shapes) {
        // A clock that never moves: the search reaches the policy, however slow the machine.
        const ai = new TicTacToeAI({ seed: 1, opponent: ({ moves }) => answer(moves) as number[], now: () => 0 });
        const mover = state.currentPlayerId!;
        const result = ai.getMoveSync(state, 6, mover, 100);
        expect(result.ok ? 'ok' : result.error.code, `${answer} on ${state.board.length} cells`).toBe(
          'INVALID_OPTIONS',
        );
        if (state.board.length === 9) {
          expect(() =>
            new TicTacToeAI().getHint(state, mover, { opponent: ({ moves }) => answer(moves) as number[] }),
          ).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
        }
      }
    }
  });
});

describe('hints against an opponent model', () => {
  it('say which perfect move does best against it, and give every move its exact chances', () => {
    const ai = new TicTacToeAI();
    // O to move after X's corner and O's... : X on a1 and c3, O in the center: O's sides and corners.
    const state = stateOf('.........', 'standard');
    const hint = ai.getHint(state, 'xavier', { opponent: 'random' })!;
    expect(hint.message).toBe(
      'Take a corner, a1. Draw with best play. All 9 keep the draw; a1 wins 99.5% of games against random play.',
    );
    expect(hint.moves[0]!.cell).toBe(hint.cell);
    for (const move of hint.moves) {
      const { win, draw, loss } = move.chances!;
      expect(win + draw + loss).toBeCloseTo(1, 12);
      expect(Math.min(win, draw, loss)).toBeGreaterThanOrEqual(0);
    }
    // Ranked by expectation among equal values: the corners (99.5%) before the center and sides.
    const scores = hint.moves.map((move) => move.chances!.win + move.chances!.draw / 2);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('against win-or-block play, O answers a corner with the center, said only when perfect moves differ', () => {
    const ai = new TicTacToeAI({ opponent: 3 });
    const hint = ai.getHint(stateOf('X........', 'standard'), 'olga')!;
    expect(hint.cell).toBe(4);
    expect(hint.message).toBe('Take the center, b2. Draw with best play.');
    // Without a model (and none given to the AI), no chances: the hint is the one of the rules.
    expect(new TicTacToeAI().getHint(stateOf('X........', 'standard'), 'olga')!.moves[0]!.chances).toBeUndefined();
  });

  it('the AI plays the hinted move', () => {
    for (const opponent of OPPONENT_MODELS) {
      const ai = new TicTacToeAI({ seed: 2, opponent });
      for (const text of ['.........', 'X........', '....X....', '.X.......']) {
        const state = stateOf(text, 'standard');
        const mover = text === '.........' ? 'xavier' : 'olga';
        const hint = ai.getHint(state, mover)!;
        const played = [...playedBy(6, state, mover === 'xavier' ? 'X' : 'O', opponent).keys()];
        expect(played).toContain(hint.cell);
        expect(hint.moves.filter((move) => played.includes(move.cell)).every((move) => move.best)).toBe(true);
      }
    }
  });
});

describe('on other boards', () => {
  it("level 6 prefers the proven best move after which the model's likely reply is a mistake", async () => {
    const { PRESETS, createSolver, TicTacToeEngine } = await import('../../../../src/index.js');
    const engine = new TicTacToeEngine();
    const players = [{ id: 'ann' }, { id: 'bob' }];
    const solver = createSolver();
    // Four by four with three in a row, X on a1 and O on b1: X wins, with several fastest wins.
    const start = unwrap(engine.replay([0, 1], { ...PRESETS['4x4'], inARow: 3 }, players));
    const best = unwrap(solver.solve(start, { timeLimit: Infinity })).bestMoves;
    expect(best.length).toBeGreaterThanOrEqual(2);
    // For each reply r: after which best moves is r a mistake (not one of the opponent's best replies)?
    let tried = 0;
    for (let r = 0; r < 16; r++) {
      const trapping = best.filter((a) => {
        if (a === r) return false;
        const after = unwrap(
          engine.applyMove(start, {
            type: 'place',
            data: { position: { row: Math.floor(a / 4), col: a % 4 }, symbol: 'X' },
          }),
        );
        return !unwrap(solver.solve(after, { timeLimit: Infinity })).bestMoves.includes(r as never);
      });
      if (trapping.length === 0 || trapping.length === best.length) continue;
      tried++;
      // An opponent who almost always plays r: level 6 plays one of the moves after which r is a mistake.
      const policy = ({ moves }: { moves: readonly number[] }): number[] =>
        moves.map((cell) => (cell === r ? 1 : 1e-6));
      let draws: number[] = [];
      // A clock that never moves: the search finishes, however slow the machine.
      const ai = new TicTacToeAI({ random: () => draws.shift() ?? 0, opponent: policy, now: () => 0 });
      for (let k = 0; k < 9; k++) {
        draws = [(k + 0.5) / 9];
        const { row, col } = unwrap(ai.getMoveSync(start, 6, 'ann', 100)).data.position;
        expect(trapping, `reply ${r}`).toContain(row * 4 + col);
      }
    }
    expect(tried).toBeGreaterThan(0);
  });
});

describe('a policy that calls the AI back', () => {
  it('is refused inside (INVALID_OPTIONS), and leaves the AI, its solver and their boards as they were', async () => {
    const { PRESETS, createSolver } = await import('../../../../src/index.js');
    const { engine, PLAYERS } = await import('./states.js');
    for (const state of [
      stateOf('X...O....', 'standard'),
      unwrap(engine.replay([0, 1], { ...PRESETS['4x4'], inARow: 3 }, PLAYERS)),
    ]) {
      const mover = state.currentPlayerId!;
      const solver = createSolver();
      const inner: string[] = [];
      let ai: TicTacToeAI;
      const policy = ({ moves }: { moves: readonly number[] }): number[] => {
        const move = ai.getMoveSync(state, 6, mover);
        inner.push(move.ok ? 'ok' : move.error.code);
        const solved = solver.solve(state);
        inner.push(solved.ok ? 'ok' : solved.error.code);
        try {
          ai.getHint(state, mover, { opponent: 'random' });
          inner.push('ok');
        } catch (thrown) {
          inner.push((thrown as { code: string }).code);
        }
        return moves.map(() => 1);
      };
      // Clocks that never move: the searches finish, however slow the machine.
      ai = new TicTacToeAI({ seed: 4, solver, opponent: policy, now: () => 0 });
      const outer = ai.getMoveSync(state, 6, mover, 100);
      expect(outer.ok).toBe(true);
      expect(inner.length).toBeGreaterThan(0);
      expect(new Set(inner)).toEqual(new Set(['INVALID_OPTIONS']));
      // Afterwards the same AI plays as one that was never called back: the same moves as 'random'.
      const fresh = new TicTacToeAI({ seed: 4, opponent: 'random', now: () => 0 });
      expect(fresh.getMoveSync(state, 6, mover, 100)).toEqual(outer);
      for (let i = 0; i < 3; i++)
        expect(ai.getMoveSync(state, 6, mover, 100)).toEqual(fresh.getMoveSync(state, 6, mover, 100));
      const proof = { timeLimit: Infinity };
      expect(unwrap(solver.solve(state, proof)).bestMoves).toEqual(
        unwrap(createSolver().solve(state, proof)).bestMoves,
      );
    }
  });
});
