// Random sequences of play / undo / redo / restart / resetTally on Ultimate's session, with moves
// that are often illegal and junk mixed in, checked after every step against a small model written
// here: the round's moves and cursor, replayed on the oracle (test/support/ultimate-oracle.ts), the
// round number, and the tally by switches.
import { fc, test } from '@fast-check/vitest';
import { expect, test as plain } from 'vitest';
import { unwrap } from '../../src/index.js';
import { createUltimateSession, type UltimateSession } from '../../src/ultimate.js';
import { OracleGame, STANDARD, type OracleRules } from '../support/ultimate-oracle.js';

type Op =
  | { kind: 'play'; move: number; as: 'number' | 'square' | 'move' }
  | { kind: 'pick'; k: number }
  | { kind: 'finish'; k: number }
  | { kind: 'junk'; input: unknown }
  | { kind: 'undo' | 'redo'; plies: number }
  | { kind: 'restart'; switches: Partial<OracleRules> }
  | { kind: 'resetTally' };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pick' as const), k: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('finish' as const), k: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('play' as const),
      move: fc.integer({ min: -2, max: 82 }),
      as: fc.constantFrom('number' as const, 'square' as const, 'move' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('junk' as const),
      input: fc.oneof(fc.string({ maxLength: 3 }), fc.double(), fc.constant(null), fc.anything({ maxDepth: 1 })),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('undo' as const, 'redo' as const),
      plies: fc.integer({ min: -1, max: 4 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('restart' as const),
      switches: fc.record(
        {
          wonBoards: fc.constantFrom('closed' as const, 'open' as const),
          drawnBoards: fc.constantFrom('nobody' as const, 'both' as const),
          tiebreak: fc.constantFrom('none' as const, 'most-boards' as const),
        },
        { requiredKeys: [] },
      ),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'resetTally' as const }) },
);

/** The square of a move number, written here from the notation's definition: files a–i, ranks 1–9 from the bottom. */
function square(move: number): string {
  const board = Math.floor(move / 9);
  const cell = move % 9;
  const column = (board % 3) * 3 + (cell % 3);
  const row = Math.floor(board / 3) * 3 + Math.floor(cell / 3);
  return `${'abcdefghi'[column]}${9 - row}`;
}

interface Counts {
  games: number;
  draws: number;
  wins: Record<string, number>;
  winsByMark: { X: number; O: number };
}
const none = (): Counts => ({ games: 0, draws: 0, wins: {}, winsByMark: { X: 0, O: 0 } });
const ID = { X: 'ann', O: 'bob' } as const;

/** The model: the round's moves (ids tell a state from one made again), its cursor, rules, round, and the tally. */
class Model {
  rules: OracleRules = STANDARD;
  moves: { move: number; id: number }[] = [];
  cursor = 0;
  round = 1;
  base: { totals: Counts; byRules: { rules: OracleRules; counts: Counts }[] } = { totals: none(), byRules: [] };
  /** The id of the finished position the tally was reset on (it does not count), or -1. */
  excluded = -1;
  #ids = 0;

  game(): OracleGame {
    const game = new OracleGame(this.rules);
    for (const { move } of this.moves.slice(0, this.cursor)) game.play(move);
    return game;
  }
  /** The id of the current position (0 for the start of a round). */
  here(): number {
    return this.cursor === 0 ? 0 : this.moves[this.cursor - 1]!.id;
  }
  play(move: number): void {
    this.moves = [...this.moves.slice(0, this.cursor), { move, id: ++this.#ids }];
    this.cursor++;
  }
  /** The tally: the base, with this round's result once over (unless the tally was reset on it). */
  tally(): { totals: Counts; byRules: { rules: OracleRules; counts: Counts }[] } {
    const result = this.game().result;
    if (result === null || this.here() === this.excluded) return this.base;
    const add = (c: Counts): Counts => ({
      games: c.games + 1,
      draws: c.draws + (result === 'draw' ? 1 : 0),
      wins: result === 'draw' ? c.wins : { ...c.wins, [ID[result]]: (c.wins[ID[result]] ?? 0) + 1 },
      winsByMark: result === 'draw' ? c.winsByMark : { ...c.winsByMark, [result]: c.winsByMark[result] + 1 },
    });
    const same = (r: OracleRules): boolean =>
      r.wonBoards === this.rules.wonBoards &&
      r.drawnBoards === this.rules.drawnBoards &&
      r.tiebreak === this.rules.tiebreak;
    const at = this.base.byRules.findIndex((entry) => same(entry.rules));
    const byRules =
      at < 0
        ? [...this.base.byRules, { rules: this.rules, counts: add(none()) }]
        : this.base.byRules.map((entry, i) => (i === at ? { rules: entry.rules, counts: add(entry.counts) } : entry));
    return { totals: add(this.base.totals), byRules };
  }
}

/** The code the session must give for the move number `move` in `game`, or 'ok'. */
function expectedCode(game: OracleGame, move: number): string {
  if (game.result !== null) return 'GAME_OVER';
  if (move < 0 || move > 80) return 'OUT_OF_RANGE';
  if (game.legal().includes(move)) return 'ok';
  const board = Math.floor(move / 9);
  if (game.forced !== null && board !== game.forced) return 'WRONG_BOARD';
  return game.closed(board) ? 'BOARD_CLOSED' : 'CELL_OCCUPIED';
}

function check(session: UltimateSession, model: Model): void {
  const snap = session.getSnapshot();
  const game = model.game();
  expect(snap.state.board).toEqual(game.cells);
  expect(snap.state.boards).toEqual(game.locals);
  expect(snap.state.forcedBoard).toBe(game.result === null ? game.forced : null);
  expect(snap.state.status).toBe(game.result === null ? 'in-progress' : game.result === 'draw' ? 'draw' : 'won');
  expect(snap.state.rules).toEqual(model.rules);
  expect(snap.over?.winner?.symbol ?? (snap.over ? 'draw' : null)).toBe(game.result);
  expect([snap.round, snap.canUndo, snap.canRedo, snap.thinking]).toEqual([
    model.round,
    model.cursor > 0,
    model.cursor < model.moves.length,
    false,
  ]);
  const tally = model.tally();
  expect(snap.tally).toEqual({
    ...tally.totals,
    byRules: tally.byRules.map(({ rules, counts }) => ({ rules, ...counts })),
  });
}

/** How many games the runs played to the end (so that the tally is exercised). */
let finished = 0;

test.prop([fc.array(op, { maxLength: 120 })], {
  numRuns: 150,
  // Squares named in capitals, or with spaces around them, are moves too (a run found the first).
  examples: [[[{ kind: 'junk', input: 'A1' }]], [[{ kind: 'junk', input: ' E5 ' }]]],
})("Ultimate's session follows the model through any sequence of operations", (ops) => {
  const session = unwrap(createUltimateSession({ players: [{ id: 'ann' }, { id: 'bob' }] }));
  const model = new Model();
  check(session, model);
  for (const o of ops) {
    const game = model.game();
    const before = session.getSnapshot();
    if (o.kind === 'finish') {
      // Legal moves to the end of the game, each checked on the way.
      for (let i = 0; model.game().result === null; i++) {
        const legal = model.game().legal();
        const move = legal[(o.k + i * 7) % legal.length]!;
        unwrap(session.play(move));
        model.play(move);
        check(session, model);
      }
      finished++;
    } else if (o.kind === 'pick' || o.kind === 'play') {
      const legal = game.legal();
      const move = o.kind === 'pick' ? (legal.length ? legal[o.k % legal.length]! : 0) : o.move;
      const symbol = game.toMove;
      const as = o.kind === 'pick' ? 'number' : o.as;
      const input =
        as === 'number' || move < 0 || move > 80
          ? move
          : as === 'square'
            ? square(move)
            : { type: 'place', data: { board: Math.floor(move / 9), cell: move % 9, symbol } };
      const code = expectedCode(game, move);
      const result = session.play(input as never);
      if (code === 'ok') {
        expect(result.ok).toBe(true);
        model.play(move);
      } else {
        expect(result).toMatchObject({ ok: false, error: { code } });
        expect(session.getSnapshot()).toBe(before);
      }
    } else if (o.kind === 'junk') {
      const result = session.play(o.input as never);
      const legalNumber = typeof o.input === 'number' && game.legal().includes(o.input);
      // A square's name is read in any case, spaces around it ignored (moveFromSquare): 'A1' is a1.
      const name = typeof o.input === 'string' ? o.input.trim().toLowerCase() : undefined;
      const legalSquare = name !== undefined && game.legal().some((m) => square(m) === name);
      if (legalNumber || legalSquare) {
        expect(result.ok).toBe(true);
        model.play(legalNumber ? (o.input as number) : game.legal().find((m) => square(m) === name)!);
      } else {
        expect(result.ok).toBe(false);
        expect(session.getSnapshot()).toBe(before);
      }
    } else if (o.kind === 'undo' || o.kind === 'redo') {
      const available = o.kind === 'undo' ? model.cursor : model.moves.length - model.cursor;
      const result = session[o.kind](o.plies);
      if (available === 0) {
        expect(result).toMatchObject({
          ok: false,
          error: { code: o.kind === 'undo' ? 'NOTHING_TO_UNDO' : 'NOTHING_TO_REDO' },
        });
      } else if (o.plies < 1 || o.plies > available) {
        expect(result).toMatchObject({ ok: false, error: { code: 'PLY_OUT_OF_RANGE' } });
      } else {
        expect(result.ok).toBe(true);
        model.cursor += o.kind === 'undo' ? -o.plies : o.plies;
      }
    } else if (o.kind === 'restart') {
      unwrap(session.restart(o.switches));
      model.base = model.tally();
      model.rules = { ...model.rules, ...o.switches };
      model.moves = [];
      model.cursor = 0;
      model.excluded = -1;
      model.round++;
    } else {
      session.resetTally();
      model.base = { totals: none(), byRules: [] };
      model.excluded = model.game().result === null ? -1 : model.here();
    }
    check(session, model);
  }
});

plain('the runs finish games, so that the tally is checked', () => {
  // About 50 to 70 of the 150 random runs finish a game; 20 leaves room for any draw of them (a
  // bound of 50 once failed at exactly 50).
  expect(finished).toBeGreaterThan(20);
});
