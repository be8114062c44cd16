// The AI on boards other than 3×3, against the oracle of test/search/oracle.ts (plain minimax,
// nothing shared with src/): known results proven from the empty board, the solver's answers at
// every position of small shapes, level 6 never losing what is proven, the guarantees of levels 2
// and 3 on every shape, hints and analyses, and bad input.
import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, test, vi } from 'vitest';
import {
  ESTIMATE_GRADES,
  MAX_TIME_LIMIT,
  PRESETS,
  TicTacToeAI,
  TicTacToeEngine,
  createSolver,
  estimateGrade,
  placeMove,
  unwrap,
  type GameState,
  type Mark,
  type TicTacToeSettings,
} from '../../../../src/index.js';
import { chooseCell, ShapeSearch } from '../../../../src/games/k-in-a-row/ai/shapes.js';
import { valueMoves, type Valued } from '../../../../src/games/k-in-a-row/ai/shape-hints.js';
import { modelOf } from '../../../../src/games/k-in-a-row/ai/opponent.js';
import { positionOf } from '../../../../src/games/k-in-a-row/state/game-state.js';
import { prove } from '../../../../src/games/k-in-a-row/search/prove.js';
import { Board, Shape } from '../../../../src/games/k-in-a-row/search/board.js';
import { Search } from '../../../../src/games/k-in-a-row/search/search.js';
import { oracle, type Rules } from '../search/oracle.js';
import { fakeLibraryClock } from '../../../support/fake-clock.js';

const engine = new TicTacToeEngine();
const PLAYERS = [{ id: 'x' }, { id: 'o' }];
const idOf = (mark: Mark): string => (mark === 'X' ? 'x' : 'o');

const settingsOf = (rules: Rules): TicTacToeSettings => ({
  rows: rules.rows,
  columns: rules.columns,
  inARow: rules.inARow,
  gravity: rules.gravity,
  variant: rules.misere ? 'misere' : 'standard',
});
const shape = (rows: number, columns: number, inARow: number, gravity = false, misere = false): Rules => ({
  rows,
  columns,
  inARow,
  gravity,
  misere,
});

/**
 * Walks every position reachable in play (each board once) with its state and the oracle, calling `visit` on open ones.
 */
function everyPosition(
  rules: Rules,
  visit: (state: GameState, truth: ReturnType<typeof oracle>, marks: number) => void,
): number {
  const truth = oracle(rules);
  const seen = new Set<string>();
  const walk = (state: GameState, marks: number): void => {
    const key = truth.board.join('');
    if (seen.has(key) || state.status !== 'in-progress') return;
    seen.add(key);
    visit(state, truth, marks);
    for (let cell = 0; cell < truth.size; cell++) {
      if (!truth.legal(cell)) continue;
      truth.board[cell] = (marks % 2) + 1;
      walk(unwrap(engine.applyMove(state, placeMove(cell, state.currentPlayer!, state.rules))), marks + 1);
      truth.board[cell] = 0;
    }
  };
  walk(unwrap(engine.createInitialState(settingsOf(rules), PLAYERS)), 0);
  return seen.size;
}

/** The oracle's best cells and value of the open position on its board. */
function best(truth: ReturnType<typeof oracle>, marks: number): { value: number; cells: number[] } {
  const value = truth.value(marks);
  const cells: number[] = [];
  for (let cell = 0; cell < truth.size; cell++)
    if (truth.legal(cell) && truth.moveValue(cell, marks) === value) cells.push(cell);
  return { value, cells };
}

describe('searches share the shape of their rules', () => {
  const rulesOf = (settings: TicTacToeSettings) => unwrap(engine.createInitialState(settings, PLAYERS)).rules;

  test('two searches of the same rules (two solvers) share one shape, equal to one made afresh', () => {
    const a = new ShapeSearch(rulesOf(PRESETS['5x5'])).search.shape;
    expect(new ShapeSearch(rulesOf(PRESETS['5x5'])).search.shape).toBe(a);
    expect(a).toEqual(new Shape({ rows: 5, columns: 5, inARow: 4, gravity: false, misere: false }));
  });

  test('other rules, misère included, get their own; a shape let go is made again, the same', () => {
    const standard = new ShapeSearch(rulesOf(PRESETS['5x5'])).search.shape;
    const misere = new ShapeSearch(rulesOf({ ...PRESETS['5x5'], variant: 'misere' })).search.shape;
    expect(misere).not.toBe(standard);
    expect(misere.misere).toBe(true);
    // Rules enough to push the first out of those kept.
    for (let columns = 5; columns < 15; columns++) new ShapeSearch(rulesOf({ rows: 4, columns, inARow: 4 }));
    const again = new ShapeSearch(rulesOf(PRESETS['5x5'])).search.shape;
    expect(again).not.toBe(standard);
    expect(again).toEqual(standard);
  });

  test('a shape in use is kept: those let go are the least recently used', () => {
    const kept = new ShapeSearch(rulesOf(PRESETS.gomoku)).search.shape;
    // Seven other rules, the gomoku shape used again, seven more: 15 made since it was, 7 since it was last used.
    for (let columns = 5; columns < 12; columns++) new ShapeSearch(rulesOf({ rows: 3, columns, inARow: 3 }));
    expect(new ShapeSearch(rulesOf(PRESETS.gomoku)).search.shape).toBe(kept);
    for (let columns = 5; columns < 12; columns++) new ShapeSearch(rulesOf({ rows: 2, columns, inARow: 2 }));
    expect(new ShapeSearch(rulesOf(PRESETS.gomoku)).search.shape).toBe(kept);
  });
});

describe('the solver proves the known results from the empty board', () => {
  test.each([
    [shape(3, 3, 3), 'draw'],
    [shape(3, 4, 3), 'win'],
    [shape(4, 3, 3), 'win'],
    [shape(4, 4, 3), 'win'],
    [shape(4, 4, 4), 'draw'],
    [shape(5, 5, 4), 'draw'],
    [shape(4, 4, 4, true), 'draw'],
    [shape(3, 3, 3, false, true), 'draw'],
  ] as const)('%j: %s for the first player', (rules, result) => {
    const solution = unwrap(
      createSolver().solve(unwrap(engine.createInitialState(settingsOf(rules), PLAYERS)), { timeLimit: Infinity }),
    );
    expect(solution).toMatchObject({ proven: true, result, winner: result === 'win' ? 'X' : null });
    expect(solution.bestMoves.length).toBeGreaterThan(0);
    expect(solution.nodes).toBeGreaterThan(0);
    // The value alone: the same result, no moves.
    const value = unwrap(
      createSolver().solve(unwrap(engine.createInitialState(settingsOf(rules), PLAYERS)), {
        timeLimit: Infinity,
        moves: false,
      }),
    );
    expect(value).toMatchObject({ proven: true, result, moves: solution.moves, bestMoves: [] });
  });
});

describe('solve agrees with the oracle at every position', () => {
  test.each([shape(4, 4, 3, true), shape(4, 4, 3, true, true), shape(2, 4, 3), shape(3, 3, 2, false, true)])(
    '%j',
    (rules) => {
      const solver = createSolver();
      const positions = everyPosition(rules, (state, truth, marks) => {
        const { value, cells } = best(truth, marks);
        const solution = unwrap(solver.solve(state, { timeLimit: Infinity }));
        const mover = state.currentPlayer!;
        const expected = {
          proven: true,
          result: value > 0 ? 'win' : value < 0 ? 'loss' : 'draw',
          winner: value > 0 ? mover : value < 0 ? (mover === 'X' ? 'O' : 'X') : null,
          moves: value === 0 ? truth.size - marks : truth.size + 1 - Math.abs(value) - marks,
          bestMoves: cells,
        };
        const got = {
          proven: solution.proven,
          result: solution.result,
          winner: solution.winner,
          moves: solution.moves,
          bestMoves: solution.bestMoves,
        };
        if (JSON.stringify(got) !== JSON.stringify(expected))
          expect({ board: truth.board.join(''), ...got }).toEqual({ board: truth.board.join(''), ...expected });
      });
      expect(positions).toBeGreaterThan(100);
    },
  );
});

describe('level 6 keeps the proven value against every reply', () => {
  /**
   * Plays level 6 for `side` against every reply, each position once; returns the results
   * reached. With `exact`, each of its moves must keep the oracle's exact value (the oracle then
   * solves every position on the way, which is too slow on 4×4 with three in a row).
   */
  function against(rules: Rules, side: Mark, exact = true): Set<string> {
    // A clock that never moves: each search finishes, however slow the machine.
    const ai = new TicTacToeAI({ seed: 1, now: () => 0 });
    const truth = oracle(rules);
    const results = new Set<string>();
    const seen = new Set<string>();
    const walk = (state: GameState, marks: number): void => {
      const key = truth.board.join('');
      if (seen.has(key)) return;
      seen.add(key);
      if (state.status !== 'in-progress') {
        results.add(state.winner ? (state.winner.symbol === side ? 'win' : 'loss') : 'draw');
        return;
      }
      const play = (cell: number): void => {
        truth.board[cell] = (marks % 2) + 1;
        walk(unwrap(engine.applyMove(state, placeMove(cell, state.currentPlayer!, state.rules))), marks + 1);
        truth.board[cell] = 0;
      };
      if (state.currentPlayer === side) {
        const move = unwrap(ai.getMoveSync(state, 6, idOf(side), 100)).data.position;
        const cell = move.row * rules.columns + move.col;
        // The move keeps the oracle's exact value: the result, and its distance; lost, any loss may
        // be the best chance against the opponent model (the test below).
        if (exact && truth.value(marks) >= 0) expect(truth.moveValue(cell, marks)).toBe(truth.value(marks));
        play(cell);
      } else for (let cell = 0; cell < truth.size; cell++) if (truth.legal(cell)) play(cell);
    };
    walk(unwrap(engine.createInitialState(settingsOf(rules), PLAYERS)), 0);
    return results;
  }

  test('4×4 with three in a row, a first-player win: level 6 as X wins against every reply', () => {
    expect([...against(shape(4, 4, 3), 'X', false)]).toEqual(['win']);
  });

  test.each([
    [shape(3, 4, 3), 'X'],
    [shape(4, 3, 3), 'X'],
    [shape(4, 4, 4, true), 'X'],
    [shape(4, 4, 4, true), 'O'],
    [shape(4, 4, 3, true, true), 'X'],
    [shape(4, 4, 3, true, true), 'O'],
  ] as const)('%j as %s: never does worse than the value of the game', (rules, side) => {
    const start = oracle(rules).value(0);
    const value = side === 'X' ? start : -start;
    const results = [...against(rules, side)];
    const allowed = value > 0 ? ['win'] : value === 0 ? ['draw', 'win'] : ['loss', 'draw', 'win'];
    for (const result of results) expect(allowed).toContain(result);
    // Where the first player wins (4×4, 3×4 and 4×3 with three in a row), level 6 as the first player wins against
    // every reply.
    if (value > 0) expect(results).toEqual(['win']);
  });
});

describe('level 6 keeps a proven result when its time runs out before the distance', () => {
  const model = modelOf('robust')!;
  const unlimited = { nodes: Infinity, deadline: Infinity, now: () => 0 };
  /**
   * Walks every won or drawn position reachable in play, with the oracle's exact value and a maker of fresh searches
   * loaded with the position.
   */
  const eachWonOrDrawn = (
    rules: Rules,
    visit: (truth: ReturnType<typeof oracle>, marks: number, exact: number, fresh: () => ShapeSearch) => void,
  ): void => {
    everyPosition(rules, (state, truth, marks) => {
      const exact = truth.value(marks);
      if (exact < 0) return;
      const position = positionOf(state)!;
      visit(truth, marks, exact, () => {
        const search = new ShapeSearch(state.rules);
        search.load(position);
        return search;
      });
    });
  };
  // A budget of positions (the same count on every run, however slow the machine) that covers the proof of the
  // result and of one move that keeps it, on a fresh search, and nothing more: level 6 plays a move that keeps the
  // result. Before it looked for that one move, it played a depth-limited guess wherever the distance or the moves
  // that keep it did not fit (counted here: `short`), and the guess could lose the result.
  // The budget is the probe's count: it relies on level 6 spending its first positions on exactly that proof. (Gravity
  // 4 × 4 with three in a row is here in misère only, for time: it covers the board search with gravity.)
  test.each([shape(3, 4, 4, true), shape(3, 3, 3), shape(4, 4, 3, true, true)])(
    '%j: every won or drawn position',
    (rules) => {
      let short = 0;
      eachWonOrDrawn(rules, (truth, marks, exact, fresh) => {
        const probe = fresh().search;
        expect(prove(probe, unlimited, false, 'one').best).toHaveLength(1);
        const budget = { ...unlimited, nodes: probe.nodes };
        if (!prove(fresh().search, budget).complete) short++;
        const cell = chooseCell(fresh(), 6, () => 0, budget, model);
        if (Math.sign(truth.moveValue(cell, marks)) !== Math.sign(exact))
          expect({ board: truth.board.join(''), cell }).toBe('a move that keeps the result');
      });
      expect(short).toBeGreaterThan(1000);
    },
  );

  // Once level 6 has a move that keeps the result, the rest of the proof (the distance, every move that keeps it) has
  // the whole time limit, not the proof's share. The clock here is the search's own count of positions (the same on
  // every run, however slow the machine), and the limit half as much again as the whole proof needs: its share (half,
  // on the board search) covers the result and one move, never the whole proof. Level 6 visits every position of the
  // whole proof (with the share alone it would stop at three quarters of them), and plays a move that keeps the exact
  // value. (On these boards the move found first mostly keeps the distance too: what the rule buys shows in the
  // positions visited.) Board searches only: a bitboard proof counts its positions apart and sets the search's count
  // when it ends.
  test.each([shape(3, 3, 3), shape(3, 4, 3, true)])(
    '%j: the distance is proven with the whole time once a move is known',
    (rules) => {
      let past = 0;
      eachWonOrDrawn(rules, (truth, marks, exact, fresh) => {
        // The proof level 6 makes: the result and one move, then the rest, on the same search.
        const probe = fresh().search;
        prove(probe, unlimited, false, 'one');
        const result = probe.nodes;
        prove(probe, unlimited);
        const whole = probe.nodes;
        // The result and one move fit in the share (three quarters of the whole proof), with room to spare.
        if (result > whole / 2) return;
        const shapeSearch = fresh();
        const clock = { nodes: Infinity, deadline: whole * 1.5, now: () => shapeSearch.search.nodes };
        const cell = chooseCell(shapeSearch, 6, () => 0, clock, model);
        if (truth.moveValue(cell, marks) !== exact)
          expect({ board: truth.board.join(''), cell, exact }).toBe('a move that keeps the exact value');
        // No search at all where a move is forced (a win on the move, a block).
        if (shapeSearch.search.nodes > 0) {
          expect(shapeSearch.search.nodes).toBeGreaterThanOrEqual(whole);
          past++;
        }
      });
      expect(past).toBeGreaterThan(200);
    },
  );
});

/** The cells where `mark` completes a line on the board of `state` (as if it were to move there). */
function completing(state: GameState, mark: Mark): number[] {
  const { rows, columns, inARow, gravity } = state.rules;
  const board = state.board;
  const at = (r: number, c: number, cell: number): boolean =>
    r >= 0 && r < rows && c >= 0 && c < columns && (r * columns + c === cell || board[r * columns + c] === mark);
  const cells: number[] = [];
  for (let cell = 0; cell < board.length; cell++) {
    if (board[cell] !== null) continue;
    if (gravity && cell + columns < board.length && board[cell + columns] === null) continue;
    const r0 = Math.floor(cell / columns);
    const c0 = cell % columns;
    const line = ([dr, dc]: readonly [number, number]): boolean => {
      for (let start = -(inARow - 1); start <= 0; start++) {
        let ok = true;
        for (let i = 0; i < inARow && ok; i++) ok = at(r0 + dr * (start + i), c0 + dc * (start + i), cell);
        if (ok) return true;
      }
      return false;
    };
    if (
      (
        [
          [0, 1],
          [1, 0],
          [1, 1],
          [1, -1],
        ] as const
      ).some(line)
    )
      cells.push(cell);
  }
  return cells;
}

describe('levels 2 and 3 keep their guarantees on every shape', () => {
  const rulesArb = fc.oneof(
    fc.constantFrom<TicTacToeSettings>(PRESETS['4x4'], PRESETS['5x5'], PRESETS['connect-four'], PRESETS.gomoku),
    fc
      .record({
        rows: fc.integer({ min: 2, max: 7 }),
        columns: fc.integer({ min: 2, max: 7 }),
        gravity: fc.boolean(),
        variant: fc.constantFrom('standard' as const, 'misere' as const),
      })
      .chain((r) => fc.integer({ min: 2, max: Math.max(r.rows, r.columns) }).map((inARow) => ({ ...r, inARow }))),
  );
  /** A position reached by random legal moves (not over), with its level 2 or 3 move. */
  const positionArb = fc
    .tuple(rulesArb, fc.array(fc.nat(), { maxLength: 40 }), fc.integer())
    .map(([settings, picks, seed]) => {
      let state = unwrap(engine.createInitialState(settings, PLAYERS));
      for (const pick of picks) {
        const legal = engine.getLegalMoves(state, state.currentPlayerId!);
        const next = unwrap(engine.applyMove(state, legal[pick % legal.length]!));
        if (next.status !== 'in-progress') break;
        state = next;
      }
      return { state, seed };
    });

  prop.prop([positionArb, fc.constantFrom(2, 3, 4, 5, 6)], { numRuns: 150 })(
    "levels 3 to 6 complete a line when they can; levels 2 to 6 stop the opponent's (in misère, avoid their own)",
    ({ state, seed }, level) => {
      const me = state.currentPlayer!;
      const other: Mark = me === 'X' ? 'O' : 'X';
      const move = unwrap(
        new TicTacToeAI({ seed }).getMoveSync(state, level as 2 | 3 | 4 | 5 | 6, state.currentPlayerId!, 5),
      ).data.position;
      const cell = move.row * state.rules.columns + move.col;
      const mine = completing(state, me);
      const theirs = completing(state, other);
      if (state.rules.variant === 'misere') {
        const legal = engine.getLegalMoves(state, state.currentPlayerId!).length;
        if (mine.length < legal) expect(mine).not.toContain(cell);
      } else if (level >= 3 && mine.length > 0) expect(mine).toContain(cell);
      else if (theirs.length > 0) expect(theirs).toContain(cell);
    },
  );
});

describe('level 6 in a lost position, on other boards', () => {
  /**
   * The moves level 6 may play against random play where the mover has lost, by the oracle: the
   * moves after which the opponent's reply (each as likely) most often lets the game be saved (a
   * draw or better), the slowest losses among them; with no chance at all, the slowest losses.
   */
  function bestChances(truth: ReturnType<typeof oracle>, marks: number): number[] {
    const size = truth.size;
    const moves = [...Array(size).keys()].filter((cell) => truth.legal(cell));
    // Levels 3 to 6 always stop the opponent's line on the move (a lost position has no win on the move).
    const blocks = settingsMisere ? [] : moves.filter((cell) => truth.completes(cell, 2 - (marks % 2)));
    if (blocks.length > 0) return blocks;
    const chance = moves.map((cell) => {
      const me = (marks % 2) + 1;
      if (truth.completes(cell, me)) return 0; // in misère, completing one's line loses at once
      truth.board[cell] = me;
      const replies = [...Array(size).keys()].filter((reply) => truth.legal(reply));
      let saved = 0;
      for (const reply of replies) {
        const theirs = 3 - me;
        // Their line: they win (in misère, they lose); a full board: a draw.
        if (truth.completes(reply, theirs)) saved += settingsMisere ? 1 : 0;
        else if (marks + 2 === size) saved++;
        else {
          truth.board[reply] = theirs;
          if (truth.value(marks + 2) >= 0) saved++;
          truth.board[reply] = 0;
        }
      }
      truth.board[cell] = 0;
      return replies.length === 0 ? 0 : saved / replies.length;
    });
    const most = Math.max(...chance);
    const candidates = most > 0 ? moves.filter((_, i) => chance[i]! > most - 1e-9) : moves;
    const slowest = Math.max(...candidates.map((cell) => truth.moveValue(cell, marks)));
    return candidates.filter((cell) => truth.moveValue(cell, marks) === slowest);
  }
  let settingsMisere = false;

  test.each([false, true])(
    '3×4, three in a row (misère: %s): the best chance against random play, then the slowest loss',
    (misere) => {
      settingsMisere = misere;
      let lost = 0;
      let swindles = 0;
      let draws: number[] = [];
      const ai = new TicTacToeAI({ opponent: 'random', random: () => draws.shift() ?? 0, now: () => 0 });
      everyPosition(shape(3, 4, 3, false, misere), (state, truth, marks) => {
        if (truth.value(marks) >= 0) return;
        lost++;
        const expected = bestChances(truth, marks);
        if (!expected.some((cell) => truth.moveValue(cell, marks) === truth.value(marks))) swindles++;
        const chosen = new Set<number>();
        // Level 6 draws one of its n best moves by floor(random() × n), n at most the legal moves' count: one draw
        // in each of that many equal slices of [0, 1) reaches every one of them.
        const legal = truth.board.filter((_, cell) => truth.legal(cell)).length;
        for (let k = 0; k < legal; k++) {
          draws = [(k + 0.5) / legal];
          const { row, col } = unwrap(ai.getMoveSync(state, 6, state.currentPlayerId!, 100)).data.position;
          chosen.add(row * 4 + col);
        }
        expect(
          [...chosen].sort((a, b) => a - b),
          truth.board.join(''),
        ).toEqual(expected);
      });
      expect(lost).toBeGreaterThan(50);
      if (!misere) expect(swindles).toBeGreaterThan(0);
    },
  );
});

describe('hints on every shape', () => {
  test('everywhere on gravity 4 rows × 3 columns, both variants: a best move, its outcome, every move valued', () => {
    const ai = new TicTacToeAI();
    const visit = (state: GameState, truth: ReturnType<typeof oracle>, marks: number): void => {
      const hint = ai.getHint(state, state.currentPlayerId!, { timeLimit: Infinity })!;
      const { value, cells } = best(truth, marks);
      expect(cells).toContain(hint.cell);
      expect(hint.outcome.proven).toBe(true);
      expect(hint.outcome.result).toBe(value > 0 ? 'win' : value < 0 ? 'loss' : 'draw');
      for (const ranked of hint.moves) {
        const v = truth.moveValue(ranked.cell, marks);
        expect([ranked.outcome.result, ranked.best]).toEqual([v > 0 ? 'win' : v < 0 ? 'loss' : 'draw', v === value]);
        if (v !== 0) expect(ranked.outcome.moves).toBe(truth.size + 1 - Math.abs(v) - marks);
      }
    };
    for (const misere of [false, true]) expect(everyPosition(shape(4, 3, 3, true, misere), visit)).toBeGreaterThan(500);
  });

  test('out of time, a hint never calls proven what it did not prove', () => {
    // A proven win for X (c4), which a hint with almost no time cannot reach.
    const state = unwrap(
      engine.fromSetup('OX.O/...X/O.X./XO..', { rows: 4, columns: 4, inARow: 3, variant: 'misere' }, PLAYERS),
    );
    expect(unwrap(createSolver().solve(state, { timeLimit: Infinity }))).toMatchObject({
      result: 'win',
      bestMoves: [14],
    });
    let tick = 0;
    const hurried = new TicTacToeAI({ seed: 1, now: () => tick++ });
    const hint = hurried.getHint(state, 'x', { timeLimit: 1 })!;
    if (hint.outcome.proven) expect(hint.outcome.result).toBe('win');
    for (const ranked of hint.moves)
      if (ranked.outcome.proven && ranked.cell === 14) expect(ranked.outcome.result).toBe('win');
    tick = 0;
    const analysis = unwrap(
      new TicTacToeAI({ now: () => tick++ }).analyzeGame(
        unwrap(engine.applyMove(state, placeMove(2, 'X', state.rules))),
        { timeLimit: 1 },
      ),
    );
    const move = analysis.moves.at(-1)!;
    if (move.proven) expect(move.classification).not.toBe('best');
  });

  test('the quick values come before any search: in a fresh process the fallback is made inside the time', () => {
    // 4 × 4, four in a row, two marks down: 14 moves, none that completes a line.
    const state = unwrap(engine.replay([5, 10], PRESETS['4x4'], PLAYERS));
    const log: string[] = [];
    let tick = 0;
    const ai = new TicTacToeAI({
      now: () => {
        log.push('clock');
        return tick++;
      },
    });
    const run = Search.prototype.run;
    const spy = vi.spyOn(Search.prototype, 'run').mockImplementation(function (this: Search, depth, ...rest) {
      log.push(`run ${depth}`);
      return run.call(this, depth, ...rest);
    });
    const quick = (): number => log.filter((entry) => entry === 'run 0').length;
    // A hint values every move: the 14 quick values first, then the searches (which read the clock).
    ai.getHint(state, 'x', { timeLimit: 50 });
    expect(log.slice(0, 15)).toEqual(['clock', ...Array(14).fill('run 0')]);
    // Then a search: its clock read first, or a proof (depth 255) that reads it at its pace.
    expect(['clock', 'run 255']).toContain(log[15]);
    // A score tries a proof first, after one quick value; proven (a draw), it values no other move.
    log.length = 0;
    expect(ai.evaluatePosition(state, 'x')).toBe(0);
    expect(log.slice(0, 3)).toEqual(['clock', 'run 0', 'run 255']);
    expect(quick()).toBe(1);
    // With no time for the proof, every move's quick value is its estimate.
    log.length = 0;
    ai.evaluatePosition(state, 'x', { timeLimit: 0 });
    expect(quick()).toBe(1 + 14);
    // What a hint makes of the values is made of the quick values first, before any search: its code then runs (and,
    // in a fresh process, is compiled) inside the time; made again after the search, it takes a fraction of that.
    log.length = 0;
    const shapeSearch = new ShapeSearch(state.rules);
    shapeSearch.load(positionOf(state)!);
    tick = 0;
    const now = (): number => {
      log.push('clock');
      return tick++;
    };
    const budget = { nodes: Infinity, deadline: 50, now };
    let first: readonly Valued[] = [];
    const valued = valueMoves(shapeSearch, budget, -1, (quick) => {
      log.push('first');
      first = quick;
    });
    expect(log.slice(0, 15)).toEqual([...Array(14).fill('run 0'), 'first']);
    expect(log.slice(15)).toContain('run 255');
    expect(first.map((move) => move.value)).toEqual(first.map((move) => move.value).sort((a, b) => b - a));
    expect(first.map((move) => move.cell).sort((a, b) => a - b)).toEqual(
      valued.map((move) => move.cell).sort((a, b) => a - b),
    );
    spy.mockRestore();
  });

  test("only an AI's first hint makes its answer from the quick values first, and keeps it when no search ran", () => {
    // Explaining the best move reads the board (`playable`): a hint that makes its answer twice reads it more.
    const state = unwrap(engine.replay([5, 10], PRESETS['4x4'], PLAYERS));
    const playable = vi.spyOn(Board.prototype, 'playable');
    const hintOf = (ai: TicTacToeAI, timeLimit: number) => {
      playable.mockClear();
      const hint = ai.getHint(state, 'x', { timeLimit })!;
      return { hint, reads: playable.mock.calls.length };
    };
    // With no time, no search runs: the answer made from the quick values is the answer, made once.
    const hurried = new TicTacToeAI({ seed: 1 });
    const [first, second, third] = [hintOf(hurried, 0), hintOf(hurried, 0), hintOf(hurried, 0)];
    expect(first.reads).toBe(second.reads);
    expect(third.reads).toBe(second.reads);
    expect(first.hint).toEqual(second.hint);
    // With time (on a clock that stands still, the search runs to its end), the first hint makes it twice: the
    // answer is the search's, as later hints' are.
    const patient = new TicTacToeAI({ seed: 1, now: () => 0 });
    const [searched, again] = [hintOf(patient, 50), hintOf(patient, 50)];
    expect(searched.reads).toBeGreaterThan(again.reads);
    expect(searched.hint).toEqual(again.hint);
    expect(searched.hint).not.toEqual(first.hint);
    // A hint annotation is a hint: the warm-up is spent.
    const annotated = new TicTacToeAI({ seed: 1, now: () => 0 });
    annotated.hintAnnotation(state);
    expect(hintOf(annotated, 50).reads).toBe(again.reads);
    playable.mockRestore();
  });

  test('explains in words: a win, a block, a fork, a threat, marked proven or estimated', () => {
    const ai = new TicTacToeAI();
    const c4 = (moves: number[]): GameState => unwrap(engine.replay(moves, PRESETS['connect-four'], PLAYERS));
    // X has d6 d5 d4: d3 wins.
    const block = ai.getHint(c4([38, 39, 31, 32, 24]), 'o', { timeLimit: 0 })!;
    expect([block.reason, block.message]).toEqual([
      'block',
      expect.stringMatching(/^Block X's three in a row d4–d6 at d3\. /),
    ]);
    const fork = ai.getHint(c4([38, 31, 37, 30]), 'x', { timeLimit: 0 })!;
    // With no time, values are the quick ones (deterministic): only what is proven at once counts as proven.
    expect([fork.reason, fork.message]).toEqual([
      'fork',
      expect.stringMatching(/^Fork at b6: two threats, a6 and e6, that O cannot both stop\. /),
    ]);
    const forkMove = fork.moves.find((move) => move.cell === 36)!;
    // seen within a move, not proven in no time
    expect(forkMove.outcome).toMatchObject({ proven: false, result: 'win' });
    const threat = ai.getHint(c4([38, 39, 37, 30]), 'x', { timeLimit: 0 })!;
    expect([threat.reason, threat.message]).toEqual([
      'threat',
      // (a6 and b6 both make it: with no time, the position after each move, not a search, tells them apart)
      expect.stringMatching(/^Play a6 to make three in a row a6–d6: O must answer at b6\. /),
    ]);
    const wins = ai.getHint(c4([38, 39, 31, 32, 24, 40]), 'x')!;
    expect([wins.reason, wins.message, wins.outcome.proven]).toEqual([
      'win',
      'Play d3 to complete four in a row d3–d6. X wins in 1 move.',
      true,
    ]);
    const gomoku = ai.getHint(unwrap(engine.createInitialState(PRESETS.gomoku, PLAYERS)), 'x', { timeLimit: 50 })!;
    expect(gomoku.outcome.proven).toBe(false);
    expect(gomoku.outcome.score).toBeGreaterThan(-1);
    expect(gomoku.outcome.score).toBeLessThan(1);
    expect(gomoku.message).toMatch(/Estimated: /);
    expect(gomoku.moves).toHaveLength(225);
  });

  test('an estimate is graded by its score, for the player hinted: never "better" when it is about even', () => {
    // The grades, written here from the documentation: below 0.1, 0.35 and 0.9, then decisive.
    const grade = (score: number): string =>
      Math.abs(score) < 0.1 ? 'even' : Math.abs(score) < 0.35 ? 'slightly' : Math.abs(score) < 0.9 ? 'clearly' : 'wins';
    const said = {
      even: ['even (estimated)', 'about even', 'about even'],
      slightly: ['is slightly better (estimated)', 'slightly better for you', 'slightly worse for you'],
      clearly: ['is better (estimated)', 'better for you', 'worse for you'],
      wins: ['is winning (estimated)', 'you are winning', 'you are losing'],
    };
    const ai = new TicTacToeAI();
    const grades = new Set<string>();
    for (const [settings, moves] of [
      [PRESETS['connect-four'], [38, 31, 37, 39]],
      [PRESETS['connect-four'], [38, 39, 31, 32, 24]],
      [PRESETS['connect-four'], [38, 38 - 7, 36, 40, 37]],
      [PRESETS.gomoku, [112, 113, 97, 98]],
      [PRESETS.gomoku, [112, 113, 127, 142, 97]],
    ] as const) {
      const state = unwrap(engine.replay(moves, settings, PLAYERS));
      const hint = ai.getHint(state, state.currentPlayerId!, { timeLimit: 0 })!;
      for (const { outcome } of [hint, ...hint.moves]) {
        if (outcome.proven) continue;
        const [phrase] = said[grade(outcome.score) as keyof typeof said];
        grades.add(grade(outcome.score));
        expect(outcome.message).toBe(outcome.winner ? `${outcome.winner} ${phrase}` : phrase);
      }
      if (!hint.outcome.proven && hint.reason !== 'forced-win') {
        const [, better, worse] = said[grade(hint.outcome.score) as keyof typeof said];
        expect(hint.message).toMatch(new RegExp(` Estimated: ${hint.outcome.score > 0 ? better : worse}\\.$`));
      }
    }
    expect([...grades].sort()).toEqual(['clearly', 'even', 'slightly', 'wins']);
    // The grades an app can read, the same.
    const names = { even: 'even', slightly: 'slightly-better', clearly: 'better', wins: 'winning' };
    for (const score of [0, 0.09, -0.1, 0.34, -0.35, 0.89, 0.9, -1, 1.5])
      expect(estimateGrade(score)).toBe(names[grade(score) as keyof typeof names]);
    expect(ESTIMATE_GRADES).toEqual(['even', 'slightly-better', 'better', 'winning']);
    for (const junk of [Number.NaN, Infinity, '0.5', null, undefined, {}])
      expect(() => estimateGrade(junk as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  test('on a large board, a hint values only the cells near a mark, as the search looks: the rest are left out', () => {
    const ai = new TicTacToeAI();
    // Two rows and columns around the marks: a1's corner and the center of 15 × 15.
    const near = (cell: number, marks: readonly number[]): boolean =>
      marks.some(
        (mark) =>
          Math.abs((mark % 15) - (cell % 15)) <= 2 && Math.abs(Math.floor(mark / 15) - Math.floor(cell / 15)) <= 2,
      );
    const marks = [112, 0, 113];
    const hint = ai.getHint(unwrap(engine.replay(marks, PRESETS.gomoku, PLAYERS)), 'o', { timeLimit: 0 })!;
    const listed = hint.moves.map((move) => move.cell).sort((a, b) => a - b);
    const expected = [...Array(225).keys()].filter((cell) => !marks.includes(cell) && near(cell, marks));
    expect(listed).toEqual(expected);
    expect(listed).toContain(hint.cell);
    // An analysis still values a move played far from every mark.
    const far = unwrap(engine.replay([112, 0, 113, 224], PRESETS.gomoku, PLAYERS));
    const analysis = unwrap(ai.analyzeGame(far, { timeLimit: 0 }));
    expect(analysis.moves.map((move) => move.cell)).toEqual([112, 0, 113, 224]);
    // Smaller boards and gravity boards list every legal move.
    const c4 = ai.getHint(unwrap(engine.replay([38], PRESETS['connect-four'], PLAYERS)), 'o', { timeLimit: 0 })!;
    expect(c4.moves).toHaveLength(7);
  });
});

describe('analysis on every shape', () => {
  const rules = shape(3, 4, 3);
  // One oracle for every run: its memo of values is the costly part.
  const truth = oracle(rules);
  prop.prop([fc.array(fc.nat(), { minLength: 1, maxLength: 12 })], { numRuns: 25 })(
    '3×4 with three in a row: each move classified against the oracle',
    (picks) => {
      truth.board.fill(0);
      let state = unwrap(engine.createInitialState(settingsOf(rules), PLAYERS));
      const expected: string[] = [];
      for (const [marks, pick] of picks.entries()) {
        if (state.status !== 'in-progress') break;
        const legal = [...Array(12).keys()].filter((cell) => truth.legal(cell));
        const cell = legal[pick % legal.length]!;
        const before = truth.value(marks);
        const after = truth.moveValue(cell, marks);
        expected.push(
          after === before
            ? 'best'
            : Math.sign(after) === Math.sign(before)
              ? 'inaccuracy'
              : after === 0
                ? 'mistake'
                : 'blunder',
        );
        truth.board[cell] = (marks % 2) + 1;
        state = unwrap(engine.applyMove(state, placeMove(cell, state.currentPlayer!, state.rules)));
      }
      const analysis = unwrap(new TicTacToeAI().analyzeGame(state, { timeLimit: Infinity }));
      expect(analysis.moves.map((move) => move.classification)).toEqual(expected);
      expect(analysis.moves.every((move) => move.proven)).toBe(true);
    },
  );
});

describe('a time limit above MAX_TIME_LIMIT (Infinity included) is MAX_TIME_LIMIT for the AI', () => {
  const c4 = unwrap(engine.replay([38, 31], PRESETS['connect-four'], PLAYERS));
  /**
   * The AI's clock: each read 7 s after the one before; a search that does not stop by its 1,000th
   * read (an hour and more) makes it throw, and the AI answers INVALID_OPTIONS.
   */
  function steppingClock(): { now: () => number; reads: () => number } {
    let reads = 0;
    return {
      now: () => {
        if (++reads > 1000) throw new Error('no end');
        return (reads - 1) * 7000;
      },
      reads: () => reads,
    };
  }
  const calls: [string, (ai: TicTacToeAI, limit: number) => unknown][] = [
    ['getMoveSync at level 6', (ai, limit) => unwrap(ai.getMoveSync(c4, 6, 'x', limit))],
    ['getMoveSync at level 5', (ai, limit) => unwrap(ai.getMoveSync(c4, 5, 'x', limit))],
    ['getHint', (ai, limit) => ai.getHint(c4, 'x', { timeLimit: limit })],
    ['evaluatePosition', (ai, limit) => ai.evaluatePosition(c4, 'x', { timeLimit: limit })],
    ['getEvaluation', (ai, limit) => unwrap(ai.getEvaluation(c4, 'x', { timeLimit: limit }))],
    ['analyzeGame (per move)', (ai, limit) => unwrap(ai.analyzeGame(c4, { timeLimit: limit }))],
  ];

  test('MAX_TIME_LIMIT is a minute', () => {
    expect(MAX_TIME_LIMIT).toBe(60_000);
  });

  test.each(calls)('%s: Infinity or 99999999999 ms stop as MAX_TIME_LIMIT does', (_, call) => {
    const reads: number[] = [];
    for (const limit of [MAX_TIME_LIMIT, Infinity, 99_999_999_999]) {
      const clock = steppingClock();
      call(new TicTacToeAI({ seed: 1, now: clock.now }), limit);
      reads.push(clock.reads());
    }
    // A minute of this clock is about 9 reads a search (two moves analyzed: twice that).
    expect(reads[0]).toBeLessThan(100);
    expect(reads.slice(1)).toEqual([reads[0], reads[0]]);
  });
});

describe('bad input', () => {
  const c4 = unwrap(engine.createInitialState(PRESETS['connect-four'], PLAYERS));
  const solver = createSolver();
  const code = (result: { ok: boolean; error?: { code: string } }): string => (result.ok ? 'ok' : result.error!.code);

  test.each([
    [{ timeLimit: -1 }, 'INVALID_TIME_LIMIT'],
    [{ timeLimit: Number.NaN }, 'INVALID_TIME_LIMIT'],
    [{ timeLimit: '5' }, 'INVALID_TIME_LIMIT'],
    [{ maxNodes: 0 }, 'INVALID_OPTIONS'],
    [{ maxNodes: 1.5 }, 'INVALID_OPTIONS'],
    [{ maxNodes: -3 }, 'INVALID_OPTIONS'],
    [{ moves: 'no' }, 'INVALID_OPTIONS'],
    [{ distance: 0 }, 'INVALID_OPTIONS'],
    [{ distance: null }, 'INVALID_OPTIONS'],
    [{ distance: false, timeLimit: 1 }, 'ok'],
    [{ extra: 1, timeLimit: 1 }, 'ok'],
    [null, 'INVALID_OPTIONS'],
    [42, 'INVALID_OPTIONS'],
  ])('solve with options %j: %s', (options, expected) => {
    expect(code(solver.solve(c4, options as never))).toBe(expected);
  });

  test('solve with options whose getters throw: INVALID_OPTIONS', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('no');
        },
      },
    );
    expect(code(solver.solve(c4, hostile))).toBe('INVALID_OPTIONS');
  });

  test('solve refuses what is not a game in progress', async () => {
    for (const state of [null, undefined, 42, 'x', {}, { ...c4, board: [] }])
      expect(code(solver.solve(state as never))).toBe('INVALID_STATE');
    const won = unwrap(engine.replay([38, 39, 31, 32, 24, 25, 17], PRESETS['connect-four'], PLAYERS));
    expect(code(solver.solve(won))).toBe('GAME_OVER');
    expect(code(await solver.solveAsync(won))).toBe('GAME_OVER');
    expect(code(await solver.solveAsync(c4, { signal: 'stop' as never }))).toBe('INVALID_OPTIONS');
  });

  test('a budget that runs out: an answer said to be unproven, within the time, the solver still sound after', () => {
    const empty = unwrap(engine.createInitialState(PRESETS['5x5'], PLAYERS));
    // A clock that moves a millisecond each time it is read: the solver's time is its own work,
    // the same on any machine, however busy.
    let tick = 0;
    fakeLibraryClock(() => tick++);
    const cut = unwrap(solver.solve(empty, { timeLimit: 5 }));
    vi.restoreAllMocks();
    // It stops at the first look at the clock past its five milliseconds.
    expect(cut).toMatchObject({ proven: false, bestMoves: [] });
    expect(cut.time).toBeLessThanOrEqual(7);
    expect(unwrap(solver.solve(empty, { maxNodes: 10 }))).toMatchObject({ proven: false, result: null });
    expect(
      unwrap(solver.solve(unwrap(engine.createInitialState(PRESETS['4x4'], PLAYERS)), { timeLimit: Infinity })),
    ).toMatchObject({ proven: true, result: 'draw' });
  });

  test('the time counts from the call: reading the state and the options is inside it', async () => {
    const empty = unwrap(engine.createInitialState(PRESETS['5x5'], PLAYERS));
    // A clock that moves a millisecond each time it is read, and 100 more while the options are
    // read: a proof of 50 ms that counted from after reading them would search.
    let tick = 0;
    fakeLibraryClock(() => tick++);
    const slow = () => ({
      get timeLimit() {
        tick += 100;
        return 50;
      },
    });
    const now = unwrap(createSolver().solve(empty, slow()));
    const later = unwrap(await createSolver().solveAsync(empty, slow()));
    vi.restoreAllMocks();
    for (const solution of [now, later]) {
      expect(solution).toMatchObject({ proven: false, result: null, nodes: 0 });
      expect(solution.time).toBeGreaterThanOrEqual(100);
    }
  });

  describe('a node budget is never exceeded: the positions visited, at most maxNodes', () => {
    const starts = [{}, PRESETS['5x5'], PRESETS['connect-four']].map((settings) =>
      unwrap(engine.createInitialState(settings, PLAYERS)),
    );
    const budgets = [1, 2, 3, 100, 1023, 1024, 1025, 5000];

    test.each(budgets)('solve({ maxNodes: %i })', (maxNodes) => {
      for (const state of starts) {
        const solution = unwrap(createSolver().solve(state, { maxNodes, timeLimit: Infinity }));
        expect(solution.nodes).toBeLessThanOrEqual(maxNodes);
        // A budget that stops the proof is spent to the last node.
        if (!solution.proven) expect(solution.nodes).toBe(maxNodes);
      }
    });

    test.each(budgets)('solveAsync({ maxNodes: %i })', async (maxNodes) => {
      for (const state of starts) {
        const solution = unwrap(await createSolver().solveAsync(state, { maxNodes, timeLimit: Infinity }));
        expect(solution.nodes).toBeLessThanOrEqual(maxNodes);
        if (!solution.proven) expect(solution.nodes).toBe(maxNodes);
      }
    });

    test('a proof resumed on a warm solver keeps to its own budget', () => {
      const solver = createSolver();
      for (let i = 0; i < 5; i++) expect(unwrap(solver.solve(starts[2]!, { maxNodes: 777 })).nodes).toBe(777);
    });
  });

  test('solveAsync: slices that leave the event loop free, a signal that stops it', async () => {
    const empty = unwrap(engine.createInitialState(PRESETS['5x5'], PLAYERS));
    // A clock that moves with the proof's work, the same on any machine: a millisecond for each
    // hundred positions it stores (a slow machine's pace). The proof hands the thread back (a timer)
    // at least every 16 of its milliseconds. (A clock that moves each time it is read would time the
    // reads, not the work: the search reads it more often when the work between two reads is slow.)
    const solver = createSolver();
    const tick = (): number => solver.size / 100;
    fakeLibraryClock(tick);
    const pauses: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((...args: Parameters<typeof setTimeout>) => {
      pauses.push(tick());
      return realSetTimeout(...args);
    }) as typeof setTimeout);
    const started = tick();
    const solution = unwrap(await solver.solveAsync(empty, { timeLimit: Infinity }));
    const ended = tick();
    vi.restoreAllMocks();
    expect(solution).toMatchObject({ proven: true, result: 'draw' });
    const gaps = [started, ...pauses, ended].slice(1).map((at, i) => at - [started, ...pauses][i]!);
    expect(pauses.length).toBeGreaterThan(10);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(16);
    const controller = new AbortController();
    const stopped = createSolver().solveAsync(empty, { timeLimit: Infinity, signal: controller.signal });
    controller.abort();
    expect(unwrap(await stopped)).toMatchObject({ proven: false });
  });

  test('a clock that throws or gives NaN: typed errors or bounded answers, no hang, no escaped throw', async () => {
    const throwing = new TicTacToeAI({
      now: () => {
        throw new Error('clock');
      },
    });
    expect(code(throwing.getEvaluation(c4, 'x'))).toBe('INVALID_OPTIONS');
    expect(() => throwing.evaluatePosition(c4, 'x')).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    // NaN is no time: the search stops at once, and the levels still keep their tactics.
    const blind = new TicTacToeAI({ seed: 3, now: () => Number.NaN });
    for (const level of [4, 5, 6] as const) expect(blind.getMoveSync(c4, level, 'x', 50).ok).toBe(true);
    const block = unwrap(engine.replay([38, 39, 31, 32, 24], PRESETS['connect-four'], PLAYERS));
    expect(unwrap(blind.getMoveSync(block, 6, 'o', 50)).data.position).toEqual({ row: 2, col: 3 });
  });

  describe("solveAsync's signal: any object whose aborted is a boolean; an unreadable one, INVALID_OPTIONS", () => {
    /** A signal whose `aborted` answers `answers(n)` at its n-th read, counting its reads and any other access. */
    function probe(answers: (read: number) => unknown): { signal: never; reads: () => number; others: string[] } {
      let reads = 0;
      const others: string[] = [];
      const signal = new Proxy(
        {},
        {
          get(_, key) {
            if (key !== 'aborted') {
              others.push(String(key));
              throw new Error(`read ${String(key)}`);
            }
            return answers(++reads);
          },
          has(_, key) {
            others.push(`in ${String(key)}`);
            throw new Error('has');
          },
        },
      );
      return { signal: signal as never, reads: () => reads, others };
    }
    const small = unwrap(engine.createInitialState(PRESETS['4x4'], PLAYERS));

    test('duck-typed signals: a plain object, a Proxy, no addEventListener, another realm, a polyfill', async () => {
      const { runInNewContext } = await import('node:vm');
      // A signal of another realm (an iframe's, a vm context's) and a polyfill's: not instances of this AbortSignal.
      const foreign = runInNewContext('({ aborted: false })') as { aborted: boolean };
      class PolyfilledSignal {
        #aborted = false;
        get aborted(): boolean {
          return this.#aborted;
        }
      }
      const throwingListener = {
        aborted: false,
        addEventListener() {
          throw new Error('no listeners');
        },
      };
      const signals = [
        { aborted: false },
        throwingListener,
        foreign,
        new PolyfilledSignal(),
        probe(() => false).signal,
      ];
      for (const signal of signals) {
        expect(unwrap(await createSolver().solveAsync(small, { timeLimit: Infinity, signal }))).toMatchObject({
          proven: true,
          result: 'draw',
        });
      }
    });

    test('only aborted is read: at the start, then at each pause; addEventListener is never called', async () => {
      // Connect Four from the empty board is never proven in a few slices: it stops at the third read.
      const counted = probe((read) => read >= 3);
      const solution = unwrap(await createSolver().solveAsync(c4, { timeLimit: Infinity, signal: counted.signal }));
      expect(solution.proven).toBe(false);
      expect(counted.reads()).toBe(3);
      expect(counted.others).toEqual([]);
    });

    test('a signal already aborted: no position is visited', async () => {
      for (const signal of [{ aborted: true }, AbortSignal.abort()]) {
        expect(unwrap(await createSolver().solveAsync(c4, { timeLimit: Infinity, signal }))).toMatchObject({
          proven: false,
          result: null,
          nodes: 0,
        });
      }
    });

    test.each([
      ['a string', 'stop'],
      ['an object without aborted', {}],
      ['aborted that is not a boolean', { aborted: 'yes' }],
      ['aborted that is 0', { aborted: 0 }],
      ['a function', Object.assign(() => {}, { aborted: false })],
      [
        'a getter that throws',
        {
          get aborted(): boolean {
            throw new Error('signal');
          },
        },
      ],
      [
        'a Proxy whose traps throw',
        probe(() => {
          throw new Error('trap');
        }).signal,
      ],
      [
        'a revoked Proxy',
        (() => {
          const { proxy, revoke } = Proxy.revocable({ aborted: false }, {});
          revoke();
          return proxy;
        })(),
      ],
      ['an object made from the prototype of AbortSignal', Object.create(AbortSignal.prototype)],
    ])('%s: INVALID_OPTIONS, before any work', async (_, signal) => {
      const solution = await createSolver().solveAsync(c4, { timeLimit: Infinity, signal: signal as never });
      expect(code(solution)).toBe('INVALID_OPTIONS');
    });

    test.each([
      [
        'throws',
        (read: number) => {
          if (read >= 2) throw new Error('gone');
          return false;
        },
      ],
      ['stops being a boolean', (read: number) => (read >= 2 ? 'no' : false)],
    ])('a signal that %s at a pause: INVALID_OPTIONS, never a rejection', async (_, answers) => {
      const failing = probe(answers);
      const solution = await createSolver().solveAsync(c4, { timeLimit: Infinity, signal: failing.signal });
      expect(code(solution)).toBe('INVALID_OPTIONS');
      expect(failing.reads()).toBe(2);
    });
  });

  test('proofs of three sets of rules at once, on one solver, all finish', async () => {
    const shared = createSolver();
    const solutions = await Promise.all(
      [
        { rows: 4, columns: 5, inARow: 4, gravity: true },
        { rows: 3, columns: 4, inARow: 3, variant: 'misere' as const },
        { rows: 5, columns: 4, inARow: 4, gravity: true },
      ].map(async (settings) =>
        unwrap(await shared.solveAsync(unwrap(engine.createInitialState(settings, PLAYERS)), { timeLimit: Infinity })),
      ),
    );
    expect(solutions.map((solution) => solution.proven)).toEqual([true, true, true]);
  });

  test('hints, evaluations and analyses refuse a bad time limit', () => {
    const ai = new TicTacToeAI();
    expect(() => ai.getHint(c4, 'x', { timeLimit: -1 })).toThrow(
      expect.objectContaining({ code: 'INVALID_TIME_LIMIT' }),
    );
    expect(() => ai.evaluatePosition(c4, 'x', null as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
    expect(code(ai.getEvaluation(c4, 'x', { timeLimit: Number.NaN }))).toBe('INVALID_TIME_LIMIT');
    expect(code(ai.analyzeGame(c4, { timeLimit: 'soon' as never }))).toBe('INVALID_TIME_LIMIT');
    // A caller's clock that throws: a typed error, and the AI still works after.
    let calls = 0;
    const flaky = new TicTacToeAI({
      now: () => {
        if (++calls > 3) throw new Error('clock');
        return 0;
      },
    });
    expect(code(flaky.getMoveSync(c4, 6, 'x'))).toBe('INVALID_OPTIONS');
    expect(() => flaky.getHint(c4, 'x')).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    expect(new TicTacToeAI({ seed: 1 }).getMoveSync(c4, 6, 'x', 20).ok).toBe(true);
  });
});
