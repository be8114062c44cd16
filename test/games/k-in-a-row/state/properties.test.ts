// Property-based tests: long sequences mixing legal moves with junk never throw, never corrupt a
// state and always get the right typed error; undo inverts apply; replaying a history rebuilds the state.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  MOVE_ERROR_CODES,
  TicTacToeEngine,
  placeMove,
  unwrap,
  type CellIndex,
  type GameState,
  type TicTacToeMove,
} from '../../../../src/index.js';

const engine = new TicTacToeEngine();
const PLAYERS = [{ id: 'ann' }, { id: 'bob' }];
/**
 * A state as the engine sees it: its JSON (the cached views) and what the engine derives from its
 * inner position (legal moves, outcome, the state before its last move), so a change to either shows.
 */
const snapshot = (state: GameState): string =>
  JSON.stringify([
    state,
    engine.getLegalMoves(state, state.currentPlayerId ?? ''),
    engine.isTerminal(state),
    engine.undo(state),
  ]);

/** Junk in every position a caller could put it. */
const junkValue = fc.oneof(
  fc.constantFrom(
    null,
    undefined,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -0,
    1.5,
    -1,
    3,
    9,
    1e21,
    '1',
    '',
    'X',
    true,
    [],
    {},
  ),
  fc.double(),
  fc.integer(),
  fc.string(),
  fc.anything(),
);

const junkMove = fc.oneof(
  junkValue,
  fc.record({ type: fc.constantFrom('place', 'PLACE', 'move'), data: junkValue }),
  fc.record({ type: fc.constant('place'), data: fc.record({ position: junkValue, symbol: junkValue }) }),
  fc.record({
    type: fc.constant('place'),
    data: fc.record({
      position: fc.record({ row: junkValue, col: junkValue }),
      symbol: fc.constantFrom('X', 'O', 'x', 0),
    }),
  }),
);

type Action =
  | { kind: 'legal'; pick: number }
  | { kind: 'move'; move: unknown; player: unknown }
  | { kind: 'forged'; field: string; value: unknown; move: unknown }
  | { kind: 'undo' };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('legal' as const), pick: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      move: junkMove,
      player: fc.oneof(fc.constantFrom('ann', 'bob'), junkValue),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('forged' as const),
      field: fc.constantFrom(
        'board',
        'status',
        'history',
        'players',
        'currentPlayer',
        'moveCount',
        'variant',
        'winner',
      ),
      value: junkValue,
      move: junkMove,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('undo' as const) }) },
);

describe('engine under random use', () => {
  test.prop([fc.array(action, { maxLength: 40 }), fc.constantFrom('standard', 'misere')], { numRuns: 400 })(
    'junk never throws, never corrupts, and gets a typed error',
    (actions, variant) => {
      let state = unwrap(engine.createInitialState({ variant }, PLAYERS));
      const codes = new Set<string>(MOVE_ERROR_CODES);
      for (const act of actions) {
        const before = snapshot(state);
        if (act.kind === 'legal') {
          const moves = engine.getLegalMoves(state, state.currentPlayerId ?? 'ann');
          if (moves.length === 0) continue;
          const move = moves[act.pick % moves.length]!;
          expect(engine.validateMove(state, move, state.currentPlayerId!)).toEqual({ valid: true });
          const next = unwrap(engine.applyMove(state, move));
          expect(snapshot(state)).toBe(before);
          expect(unwrap(engine.undo(next)).toJSON()).toEqual(state.toJSON());
          state = next;
        } else if (act.kind === 'move') {
          const validation = engine.validateMove(state, act.move as TicTacToeMove, act.player as string);
          const applied = engine.applyMove(state, act.move as TicTacToeMove);
          if (!validation.valid) expect(codes.has(validation.error.code)).toBe(true);
          if (!applied.ok) expect(codes.has(applied.error.code)).toBe(true);
          // A junk move that happens to be legal is played like any other.
          if (applied.ok) state = applied.value;
          expect(snapshot(state) === before || applied.ok).toBe(true);
        } else if (act.kind === 'forged') {
          const forged = { ...(JSON.parse(before) as Record<string, unknown>), [act.field]: act.value };
          const applied = engine.applyMove(forged as never, act.move as TicTacToeMove);
          if (!applied.ok) expect(codes.has(applied.error.code)).toBe(true);
          expect(snapshot(state)).toBe(before);
        } else {
          const undone = engine.undo(state);
          if (undone.ok) state = undone.value;
          else expect(undone.error.code).toBe('NOTHING_TO_UNDO');
        }
        expect(Object.isFrozen(state)).toBe(true);
      }
    },
  );

  test.prop([fc.array(fc.nat(8), { maxLength: 12 }), fc.constantFrom('standard', 'misere')])(
    "replaying a state's history gives the same state; every ply is reachable with stateAt",
    (picks, variant) => {
      let state = unwrap(engine.createInitialState({ variant }, PLAYERS));
      for (const pick of picks) {
        const moves = engine.getLegalMoves(state, state.currentPlayerId ?? '');
        if (moves.length === 0) break;
        state = unwrap(engine.applyMove(state, moves[pick % moves.length]!));
      }
      const replayed = unwrap(
        engine.replay(
          state.history.map((h) => h.cell),
          { variant },
          PLAYERS,
        ),
      );
      expect(replayed.toJSON()).toEqual(state.toJSON());
      for (let ply = 0; ply <= state.history.length; ply++) {
        const at = unwrap(engine.stateAt(state, ply));
        const prefix = unwrap(
          engine.replay(
            state.history.slice(0, ply).map((h) => h.cell),
            { variant },
            PLAYERS,
          ),
        );
        expect(at.toJSON()).toEqual(prefix.toJSON());
      }
    },
  );

  test.prop([fc.array(fc.oneof(fc.nat(8), junkValue), { maxLength: 12 })])(
    'replay never throws on junk lists',
    (moves) => {
      const result = engine.replay(moves as CellIndex[], {}, PLAYERS);
      if (!result.ok) expect(typeof result.error.code).toBe('string');
    },
  );

  test.prop([junkValue, junkValue])('createInitialState and fromSetup never throw', (settings, players) => {
    expect(engine.createInitialState(settings as never, players as never).ok).toBe(false);
    const setup = engine.fromSetup(settings as never, players as never, PLAYERS);
    expect(setup.ok ? 'ok' : setup.error.code).toMatch(/^(ok|[A-Z_]+)$/);
  });

  test.prop([fc.string(), fc.array(fc.constantFrom('X', 'O', null, 'x', '', 1), { minLength: 9, maxLength: 9 })])(
    'fromSetup answers any string or 9-cell array with a state or a typed error',
    (text, cells) => {
      for (const input of [text, cells]) {
        const result = engine.fromSetup(input as never, {}, PLAYERS);
        if (!result.ok) expect(result.error.code).toMatch(/^[A-Z_]+$/);
      }
    },
  );
});

describe('shared moves', () => {
  test.prop([fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7, 8), fc.constantFrom('X' as const, 'O' as const)])(
    'placeMove returns the same frozen move every time',
    (cell, symbol) => {
      const move = placeMove(cell as CellIndex, symbol);
      expect(move).toBe(placeMove(cell as CellIndex, symbol));
      expect(Object.isFrozen(move) && Object.isFrozen(move.data) && Object.isFrozen(move.data.position)).toBe(true);
    },
  );
});
