// Random sequences of play / undo / redo / restart / resetTally, with junk mixed in, checked
// against a small independent model of the session after every step.
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { createSession, unwrap, type GameState, type SessionSnapshot } from '../../src/index.js';

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

type Op =
  | { kind: 'play'; input: unknown; playerId?: unknown }
  | { kind: 'playFree'; k: number }
  | { kind: 'undo' | 'redo'; plies?: unknown }
  | { kind: 'restart'; settings?: unknown }
  | { kind: 'resetTally' };

const junk = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.double(),
  fc.integer({ min: -3, max: 12 }),
  fc.string({ maxLength: 4 }),
  fc.boolean(),
  fc.constant([]),
  fc.anything({ maxDepth: 2 }),
);
const mark = fc.oneof(fc.constantFrom('X', 'O'), junk);
const coordinate = fc.oneof(fc.integer({ min: -1, max: 3 }), junk);
const moveObject = fc.record({
  type: fc.oneof(fc.constant('place'), junk),
  data: fc.oneof(
    fc.record({ position: fc.oneof(fc.record({ row: coordinate, col: coordinate }), junk), symbol: mark }),
    junk,
  ),
});
const playerId = fc.oneof(fc.constantFrom(undefined, 'ann', 'bob', 'eve'), junk);
const count = fc.oneof(fc.constant(undefined), fc.integer({ min: -1, max: 10 }), junk);
const settings = fc.oneof(
  fc.constant(undefined),
  fc.record(
    {
      xPlayerId: fc.constantFrom('ann', 'bob', 'eve', undefined),
      variant: fc.constantFrom('standard', 'misere', 'ultimate', undefined),
    },
    { requiredKeys: [] },
  ),
  junk,
);
const op: fc.Arbitrary<Op> = fc.oneof(
  // Mostly legal moves (the k-th empty cell), so that games reach their end.
  { arbitrary: fc.record({ kind: fc.constant('playFree' as const), k: fc.nat({ max: 8 }) }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('play' as const), input: fc.integer({ min: 0, max: 8 }) }), weight: 6 },
  {
    arbitrary: fc.record({ kind: fc.constant('play' as const), input: fc.integer({ min: 0, max: 8 }), playerId }),
    weight: 2,
  },
  {
    arbitrary: fc.record(
      { kind: fc.constant('play' as const), input: fc.oneof(moveObject, junk), playerId },
      { requiredKeys: ['kind', 'input'] },
    ),
    weight: 2,
  },
  {
    arbitrary: fc.record(
      { kind: fc.constantFrom('undo' as const, 'redo' as const), plies: count },
      { requiredKeys: ['kind'] },
    ),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('restart' as const), settings }, { requiredKeys: ['kind'] }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'resetTally' as const }), weight: 1 },
);

/** The model: the round's timeline as (cell, unique id) entries, and the tally as plain counts. */
interface Model {
  line: { cell: number; id: number }[];
  cursor: number;
  round: number;
  xId: string;
  variant: string;
  base: { games: number; draws: number; ann: number; bob: number; X: number; O: number };
  excluded: number | null;
  nextId: number;
}

function board(model: Model): (string | null)[] {
  const cells: (string | null)[] = Array(9).fill(null);
  for (const [i, { cell }] of model.line.slice(0, model.cursor).entries()) cells[cell] = i % 2 === 0 ? 'X' : 'O';
  return cells;
}

/** Who won (mark and id), 'draw', or null while in progress. */
function outcome(model: Model): { mark: 'X' | 'O'; id: string } | 'draw' | null {
  const cells = board(model);
  const line = LINES.find(([a, b, c]) => cells[a!] !== null && cells[a!] === cells[b!] && cells[a!] === cells[c!]);
  if (line) {
    const completer = cells[line[0]!] as 'X' | 'O';
    const mark = model.variant === 'misere' ? (completer === 'X' ? 'O' : 'X') : completer;
    return { mark, id: mark === 'X' ? model.xId : other(model.xId) };
  }
  return cells.every((c) => c !== null) ? 'draw' : null;
}

const other = (id: string): string => (id === 'ann' ? 'bob' : 'ann');
const stateId = (model: Model): number => (model.cursor === 0 ? -model.round : model.line[model.cursor - 1]!.id);

function tally(model: Model): Model['base'] {
  const result = outcome(model);
  const t = { ...model.base };
  if (result && stateId(model) !== model.excluded) {
    t.games++;
    if (result === 'draw') t.draws++;
    else {
      t[result.id as 'ann' | 'bob']++;
      t[result.mark]++;
    }
  }
  return t;
}

/** Returns the cell a play input targets when it is a legal move for the model, else undefined. */
function legalCell(model: Model, op: { input: unknown; playerId?: unknown }): number | undefined {
  if (outcome(model)) return undefined;
  const mover = model.cursor % 2 === 0 ? 'X' : 'O';
  const moverId = mover === 'X' ? model.xId : other(model.xId);
  if (op.playerId !== undefined && op.playerId !== moverId) return undefined;
  let cell: number;
  const input = op.input as {
    type?: unknown;
    data?: { position?: { row?: unknown; col?: unknown }; symbol?: unknown };
  };
  if (typeof input === 'number') cell = input;
  else {
    if (typeof input !== 'object' || input === null || input.type !== 'place') return undefined;
    const data = input.data;
    if (typeof data !== 'object' || data === null || data.symbol !== mover) return undefined;
    const { row, col } = (typeof data.position === 'object' && data.position !== null ? data.position : {}) as {
      row?: unknown;
      col?: unknown;
    };
    if (
      !Number.isInteger(row) ||
      !Number.isInteger(col) ||
      (row as number) < 0 ||
      (row as number) > 2 ||
      (col as number) < 0 ||
      (col as number) > 2
    )
      return undefined;
    cell = (row as number) * 3 + (col as number);
  }
  return Number.isInteger(cell) && cell >= 0 && cell <= 8 && board(model)[cell] === null ? cell : undefined;
}

/** Applies `op` to the model; returns whether the session must accept it. */
function step(model: Model, op: Exclude<Op, { kind: 'playFree' }>): boolean {
  switch (op.kind) {
    case 'play': {
      const cell = legalCell(model, op);
      if (cell === undefined) return false;
      model.line = [...model.line.slice(0, model.cursor), { cell, id: model.nextId++ }];
      model.cursor++;
      return true;
    }
    case 'undo':
    case 'redo': {
      const plies = op.plies === undefined ? 1 : op.plies;
      const available = op.kind === 'undo' ? model.cursor : model.line.length - model.cursor;
      if (!Number.isInteger(plies) || (plies as number) < 1 || (plies as number) > available) return false;
      model.cursor += op.kind === 'undo' ? -(plies as number) : (plies as number);
      return true;
    }
    case 'restart': {
      const s = op.settings as { xPlayerId?: unknown; variant?: unknown } | undefined;
      if (s !== undefined) {
        if (typeof s !== 'object' || s === null || Array.isArray(s)) return false;
        if (s.xPlayerId !== undefined && s.xPlayerId !== 'ann' && s.xPlayerId !== 'bob') return false;
        if (s.variant !== undefined && s.variant !== 'standard' && s.variant !== 'misere') return false;
      }
      const t = tally(model);
      model.base = t;
      model.excluded = null;
      if (s?.xPlayerId !== undefined) model.xId = s.xPlayerId as string;
      if (s?.variant !== undefined) model.variant = s.variant as string;
      model.line = [];
      model.cursor = 0;
      model.round++;
      return true;
    }
    case 'resetTally': {
      model.base = { games: 0, draws: 0, ann: 0, bob: 0, X: 0, O: 0 };
      model.excluded = outcome(model) ? stateId(model) : null;
      return true;
    }
  }
}

test.prop([fc.array(op, { minLength: 20, maxLength: 120 })], { numRuns: 200 })(
  'any sequence of operations never throws and keeps the session equal to the model',
  (ops) => {
    const session = unwrap(createSession({ players: [{ id: 'ann' }, { id: 'bob' }] }));
    const model: Model = {
      line: [],
      cursor: 0,
      round: 1,
      xId: 'ann',
      variant: 'standard',
      base: { games: 0, draws: 0, ann: 0, bob: 0, X: 0, O: 0 },
      excluded: null,
      nextId: 1,
    };
    let notified = 0;
    session.subscribe(() => notified++);
    const handedOut: { state: GameState; json: string }[] = [];
    for (const next of ops) {
      let o = next;
      if (o.kind === 'playFree') {
        const free = board(model).flatMap((cell, i) => (cell === null ? [i] : []));
        o = { kind: 'play', input: free.length > 0 ? free[o.k % free.length] : o.k };
      }
      const before = session.getSnapshot();
      const seen = notified;
      const expected = step(model, o);
      let ok: boolean;
      switch (o.kind) {
        case 'play':
          ok = session.play(o.input as 0, o.playerId as string).ok;
          break;
        case 'undo':
          ok = (o.plies === undefined ? session.undo() : session.undo(o.plies as number)).ok;
          break;
        case 'redo':
          ok = (o.plies === undefined ? session.redo() : session.redo(o.plies as number)).ok;
          break;
        case 'restart':
          ok = session.restart(o.settings as never).ok;
          break;
        case 'resetTally':
          session.resetTally();
          ok = true;
          break;
      }
      expect(ok).toBe(expected);
      const snap: SessionSnapshot = session.getSnapshot();
      // The snapshot changes identity exactly when something changed, with one notification.
      const changed = snap !== before;
      if (o.kind !== 'resetTally') expect(changed).toBe(expected);
      expect(notified - seen).toBe(changed ? 1 : 0);
      expect(Object.isFrozen(snap)).toBe(true);
      expect([...snap.state.board]).toEqual(board(model));
      expect(snap.state.history.length).toBe(model.cursor);
      expect(snap.canUndo).toBe(model.cursor > 0);
      expect(snap.canRedo).toBe(model.cursor < model.line.length);
      expect(snap.round).toBe(model.round);
      const result = outcome(model);
      expect(snap.over === null).toBe(result === null);
      const t = tally(model);
      expect(snap.tally).toEqual({
        games: t.games,
        draws: t.draws,
        wins: expect.any(Object),
        winsByMark: { X: t.X, O: t.O },
        byRules: expect.any(Array),
      });
      // The rounds of each set of rules (standard and misère here) add up to the totals, no entry empty.
      const { byRules } = snap.tally;
      const sum = (count: (entry: (typeof byRules)[number]) => number): number =>
        byRules.reduce((n, entry) => n + count(entry), 0);
      expect([
        sum((e) => e.games),
        sum((e) => e.draws),
        sum((e) => e.winsByMark.X),
        sum((e) => e.winsByMark.O),
      ]).toEqual([t.games, t.draws, t.X, t.O]);
      expect([sum((e) => e.wins.ann ?? 0), sum((e) => e.wins.bob ?? 0)]).toEqual([t.ann, t.bob]);
      expect(
        byRules.every((e) => e.games > 0) && new Set(byRules.map((e) => e.rules.variant)).size === byRules.length,
      ).toBe(true);
      expect(snap.tally.wins.ann ?? 0).toBe(t.ann);
      expect(snap.tally.wins.bob ?? 0).toBe(t.bob);
      handedOut.push({ state: snap.state, json: JSON.stringify(snap.state) });
    }
    for (const { state, json } of handedOut) expect(JSON.stringify(state)).toBe(json);
  },
);
