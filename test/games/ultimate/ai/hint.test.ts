// Ultimate's hints, checked against definitions written here over the rules oracle and the
// exhaustive endgame oracle (test/support, no code from src/): the reason of every hint is the
// first that holds of its move in the documented order, a proven hint keeps the proven value and
// distance, every ranked move marked proven has its true value, and the hint's words are the same
// as describeUltimateHint's in English, and whole in every shipped language.
import { describe, expect, it, vi } from 'vitest';
import { TicTacToeError, describeUltimateHint, unwrap } from '../../../../src/index.js';
import { es } from '../../../../src/i18n/locales/es.js';
import { fr } from '../../../../src/i18n/locales/fr.js';
import { ULTIMATE_HINT_REASONS, UltimateAI, UltimateEngine, type UltimateHint } from '../../../../src/ultimate.js';
import { SearchBoard } from '../../../../src/games/ultimate/ai/board.js';
import { Thinker } from '../../../../src/games/ultimate/ai/think.js';
import { reasonOf } from '../../../../src/games/ultimate/ai/hint.js';
import { boardName } from '../../../../src/games/ultimate/notation.js';
import { BOARD_NAMES } from '../../../../src/i18n/describe-ultimate.js';
import { resolveUltimate } from '../../../../src/games/ultimate/revive.js';
import type { UltimatePosition } from '../../../../src/games/ultimate/state.js';
import { endgamePositions, solveEndgame } from '../../../support/ultimate-endgame-oracle.js';
import { seeded } from '../../../support/seeded.js';
import { lineWith, other, played, takes } from '../../../support/ultimate-levels-oracle.js';
import { ALL_RULES, OracleGame, oracleSquare, randomGame } from '../../../support/ultimate-oracle.js';

const engine = new UltimateEngine();
const players = [{ id: 'x' }, { id: 'o' }];
const tickingClock = (): (() => number) => {
  let t = 0;
  return () => t++;
};
const idOf = (game: OracleGame): string => (game.toMove === 'X' ? 'x' : 'o');
/** The board's name by its corners, from the squares of its bottom-left and top-right cells. */
const boardOf = (b: number): string => `${oracleSquare(b * 9 + 6)}–${oracleSquare(b * 9 + 2)}`;

/** The reason of a move with no proven distance, from the definitions of the reasons, in their order. */
function expectedReason(game: OracleGame, move: number): { reason: string; board: string | null } {
  const b = Math.floor(move / 9);
  if (game.legal().length === 1) return { reason: 'only-move', board: null };
  if (takes(game, move)) return { reason: 'win-board', board: boardOf(b) };
  const them = other(game.toMove);
  if (game.locals[b] === null && lineWith(game, them, move)) {
    // The opponent's mark on that cell instead: would it win them the game?
    const theirs = game.clone();
    theirs.toMove = them;
    theirs.forced = b;
    theirs.play(move);
    return { reason: theirs.result === them ? 'block-game' : 'block-board', board: boardOf(b) };
  }
  const next = played(game, move);
  if (next.result === null && next.forced === null) return { reason: 'free-move', board: null };
  if (next.result === null && next.legal().some((m) => takes(next, m)))
    return { reason: 'sacrifice', board: boardOf(move % 9) };
  return { reason: 'positional', board: null };
}

/** Positions of seeded random games under every combination of the switches, the game not over. */
function positions(
  perRules: number,
  seed: number,
): { game: OracleGame; moves: number[]; rules: (typeof ALL_RULES)[number] }[] {
  const random = seeded(seed);
  const out: { game: OracleGame; moves: number[]; rules: (typeof ALL_RULES)[number] }[] = [];
  for (const rules of ALL_RULES)
    for (let found = 0; found < perRules; ) {
      const { game, moves } = randomGame(rules, Math.floor(random() * 60), random);
      if (game.result !== null) continue;
      found++;
      out.push({ game, moves, rules });
    }
  return out;
}

function checkShape(hint: UltimateHint, game: OracleGame): void {
  expect(hint.symbol).toBe(game.toMove);
  expect(Object.isFrozen(hint)).toBe(true);
  // Every legal move once, the hinted one first.
  expect(hint.moves.map((m) => m.square).sort()).toEqual(game.legal().map(oracleSquare).sort());
  expect(hint.moves[0]!.square).toBe(hint.square);
  // The hinted move's entry says what the hint says.
  expect(hint.moves[0]).toMatchObject({ chance: hint.chance, proven: hint.proven, plies: hint.plies });
  expect(hint.moves.filter((m) => m.best).map((m) => m.square)).toEqual([hint.square]);
  expect(hint.move.data.board * 9 + hint.move.data.cell).toBe(
    game.legal().find((m) => oracleSquare(m) === hint.square),
  );
  for (const ranked of hint.moves) if (ranked.chance !== null) expect(ranked.chance).toBeGreaterThanOrEqual(0);
  for (const ranked of hint.moves) if (ranked.chance !== null) expect(ranked.chance).toBeLessThanOrEqual(1);
  expect(hint.chance).toBeGreaterThanOrEqual(0);
  expect(hint.chance).toBeLessThanOrEqual(1);
  expect(hint.line[0]).toBe(hint.square);
}

describe('the reason of a hint, against the definitions of the reasons', () => {
  it('names the first reason that holds of the hinted move, under every combination of the switches', () => {
    const ai = new UltimateAI({ seed: 3, now: tickingClock() });
    const seen = new Set<string>();
    for (const { game, moves, rules } of positions(12, 41)) {
      const state = unwrap(engine.replay(moves, { ...rules }, players));
      const hint = ai.getHint(state, idOf(game), { timeLimit: 40 })!;
      checkShape(hint, game);
      seen.add(hint.reason);
      if (hint.reason === 'win') {
        expect(played(game, moveOf(game, hint.square)).result).toBe(game.toMove);
        continue;
      }
      if (hint.reason === 'forced-win' || hint.reason === 'delaying-a-loss') continue; // checked on endgames below
      expect({ reason: hint.reason, board: hint.board }).toEqual(expectedReason(game, moveOf(game, hint.square)));
    }
    // Not a test that cannot fail: random positions show most of the reasons.
    expect(seen.size).toBeGreaterThanOrEqual(5);
  });
});

describe('the reasons of every legal move, against their definitions', () => {
  it('names the first reason that holds, for every move of random positions under every switch', () => {
    const counts = new Map<string, number>();
    const [board, scratch] = [new SearchBoard(), new SearchBoard()];
    for (const { game, moves, rules } of positions(40, 43)) {
      const { core } = resolveUltimate(unwrap(engine.replay(moves, { ...rules }, players))) as UltimatePosition;
      for (const move of game.legal()) {
        const found = reasonOf(board.load(core), move, { chance: 0.5, proven: null, plies: null }, scratch);
        const named = { reason: found.reason, board: found.board === null ? null : boardName(found.board) };
        expect(named).toEqual(expectedReason(game, move));
        counts.set(found.reason, (counts.get(found.reason) ?? 0) + 1);
      }
    }
    // Every reason a move can have without a proof is met, the rarest more than a few times.
    for (const reason of [
      'only-move',
      'win-board',
      'block-game',
      'block-board',
      'free-move',
      'sacrifice',
      'positional',
    ])
      expect(counts.get(reason) ?? 0, reason).toBeGreaterThan(reason === 'only-move' ? 0 : 3);
  });
});

const moveOf = (game: OracleGame, square: string): number => game.legal().find((m) => oracleSquare(m) === square)!;

describe('a proven hint keeps the proven value, against the exhaustive endgame oracle', () => {
  it.each(ALL_RULES.map((rules) => [JSON.stringify(rules), rules] as const))('%s', (_, rules) => {
    const ai = new UltimateAI({ seed: 5, now: tickingClock() });
    let proven = 0;
    for (const position of endgamePositions({ count: 8, maxEmpty: 11, seed: 9, rules })) {
      const state = unwrap(engine.replay(position.moves, { ...rules }, players));
      const game = new OracleGame(rules);
      for (const move of position.moves) game.play(move);
      const hint = ai.getHint(state, idOf(game), { timeLimit: 200 })!;
      checkShape(hint, game);
      const truth = solveEndgame(position, rules);
      const truthOf = (square: string) => truth.moves.find((m) => m.move === moveOf(game, square))!;
      if (hint.proven === null) continue;
      proven++;
      expect(hint.proven).toBe(truth.value);
      if (hint.plies !== null) expect(hint.plies).toBe(truth.plies);
      // The hinted move keeps the value, and at the same distance when one is given.
      expect(truthOf(hint.square).value).toBe(truth.value);
      if (hint.plies !== null) expect(truthOf(hint.square).plies).toBe(truth.plies);
      if (hint.reason === 'forced-win') expect([truth.value, hint.plies! > 1]).toEqual(['win', true]);
      if (hint.reason === 'delaying-a-loss') expect(truth.value).toBe('loss');
      if (hint.reason !== 'win' && hint.reason !== 'forced-win' && hint.reason !== 'delaying-a-loss')
        expect({ reason: hint.reason, board: hint.board }).toEqual(expectedReason(game, moveOf(game, hint.square)));
      // Every ranked move marked proven has its true value, and its distance when one is given.
      for (const ranked of hint.moves) {
        if (ranked.proven === null) continue;
        expect(ranked.proven).toBe(truthOf(ranked.square).value);
        if (ranked.plies !== null) expect(ranked.plies).toBe(truthOf(ranked.square).plies);
      }
    }
    expect(proven).toBeGreaterThan(4);
  });
});

describe("a hint's words", () => {
  const ai = new UltimateAI({ seed: 7, now: tickingClock() });
  const hints: UltimateHint[] = [];
  for (const { game, moves, rules } of positions(3, 77))
    hints.push(ai.getHint(unwrap(engine.replay(moves, { ...rules }, players)), idOf(game), { timeLimit: 20 })!);
  for (const position of endgamePositions({ count: 12, maxEmpty: 9, seed: 3, rules: ALL_RULES[0]! })) {
    const state = unwrap(engine.replay(position.moves, {}, players));
    hints.push(ai.getHint(state, state.currentPlayerId!, { timeLimit: 100 })!);
  }

  it('are the same in English as describeUltimateHint, and whole in Spanish and French', () => {
    const reasons = new Set(hints.map((h) => h.reason));
    expect(reasons.size).toBeGreaterThanOrEqual(6);
    for (const hint of hints) {
      expect(describeUltimateHint(hint)).toBe(hint.message);
      for (const catalogue of [es, fr]) {
        const said = describeUltimateHint(hint, catalogue);
        expect(said).not.toMatch(/[{}]|undefined|\bnull\b|NaN/);
        expect(said).toContain(hint.square);
        if (hint.board) expect(said).toContain(hint.board);
      }
    }
  });

  it('has a message in every shipped language for every reason', () => {
    for (const reason of ULTIMATE_HINT_REASONS)
      for (const catalogue of [undefined, es, fr]) {
        const board = ['win-board', 'block-game', 'block-board', 'sacrifice'].includes(reason) ? 'd4–f6' : null;
        const plies = reason === 'forced-win' || reason === 'delaying-a-loss' || reason === 'win' ? 3 : null;
        const proven = plies === null ? null : reason === 'delaying-a-loss' ? 'loss' : 'win';
        const hint = {
          reason,
          symbol: 'O',
          square: 'e5',
          board,
          chance: 0.7,
          proven,
          plies,
        } as unknown as UltimateHint;
        expect(describeUltimateHint(hint, catalogue)).not.toMatch(/[{}]/);
      }
  });

  it('knows the nine boards by the names boardName gives them', () => {
    expect(BOARD_NAMES).toEqual(Array.from({ length: 9 }, (_, b) => boardName(b)));
  });

  it('refuses what is not a hint with INVALID_ARGUMENT', () => {
    const good = hints.find((h) => h.board !== null)!;
    const bad: unknown[] = [
      null,
      undefined,
      42,
      'hint',
      {},
      { ...good, reason: 'fork' },
      { ...good, symbol: 'Z' },
      { ...good, square: 'j1' },
      { ...good, square: 5 },
      { ...good, board: null },
      { ...good, board: 'a1–i9' },
      { ...good, chance: Number.NaN },
      { ...good, chance: 1.5 },
      { ...good, proven: 'maybe' },
      { ...good, plies: 0 },
      { ...good, plies: 2.5 },
      { ...good, reason: 'forced-win', plies: null },
      new Proxy(
        {},
        {
          get: () => {
            throw new Error('trap');
          },
        },
      ),
    ];
    for (const value of bad) {
      expect(() => describeUltimateHint(value as UltimateHint)).toThrow(TicTacToeError);
      try {
        describeUltimateHint(value as UltimateHint);
      } catch (error) {
        expect((error as TicTacToeError).code).toBe('INVALID_ARGUMENT');
      }
    }
    expect(() => describeUltimateHint(good, { locale: 'xx-!!' } as never)).toThrow(TicTacToeError);
  });
});

describe("an AI's first hint is made once before the search, inside the time", () => {
  it('ranks the moves with no search, then searches, then ranks them again; the hint is the searched one', () => {
    // The hint's code then runs (and, in a fresh process, is compiled) inside the time: made again after the search,
    // it takes a fraction of that.
    const log: string[] = [];
    const rank = Thinker.prototype.ranking;
    const search = Thinker.prototype.step;
    const ranking = vi.spyOn(Thinker.prototype, 'ranking').mockImplementation(function (this: Thinker, ...args) {
      log.push('ranking');
      return rank.apply(this, args);
    });
    const step = vi.spyOn(Thinker.prototype, 'step').mockImplementation(function (this: Thinker, ...args) {
      log.push('step');
      return search.apply(this, args);
    });
    try {
      const state = unwrap(engine.replay(['e5', 'e4', 'd2'], {}, players));
      const ai = new UltimateAI({ seed: 1, now: tickingClock() });
      const hint = ai.getHint(state, 'o', { timeLimit: 50 })!;
      expect(log[0]).toBe('ranking');
      expect(log.indexOf('step')).toBeGreaterThan(0);
      expect(log.at(-1)).toBe('ranking');
      expect(hint.moves.some((move) => move.visits > 0)).toBe(true);
      // Only the AI's first hint: later ones, their code warm, search at once.
      log.length = 0;
      ai.getHint(state, 'o', { timeLimit: 50 });
      expect(log[0]).toBe('step');
      expect(log.filter((entry) => entry === 'ranking')).toHaveLength(1);
    } finally {
      ranking.mockRestore();
      step.mockRestore();
    }
  });
});

describe('getHint refuses and declines as documented', () => {
  const ai = new UltimateAI({ seed: 1, now: tickingClock() });
  const state = unwrap(engine.replay(['e5'], {}, players));
  const won = unwrap(engine.fromSetup('xxxxxxxxx/o1oo1oo1o/o8/1o7/9/9/9/9/9 O 17 i9', {}, players));

  it('gives null to the player not to move, a stranger, and after the game', () => {
    expect(ai.getHint(state, 'x', { timeLimit: 5 })).toBeNull();
    expect(ai.getHint(state, 'eve', { timeLimit: 5 })).toBeNull();
    expect(ai.getHint(won, 'o', { timeLimit: 5 })).toBeNull();
    expect(ai.getHint(state, 'o', { timeLimit: 5 })?.symbol).toBe('O');
  });

  it('throws INVALID_STATE, INVALID_OPTIONS and INVALID_TIME_LIMIT', () => {
    const code = (f: () => unknown): string => {
      try {
        f();
      } catch (error) {
        return (error as TicTacToeError).code;
      }
      return 'none';
    };
    expect(code(() => ai.getHint({} as never, 'o'))).toBe('INVALID_STATE');
    expect(code(() => ai.getHint(state, 'o', 5 as never))).toBe('INVALID_OPTIONS');
    expect(code(() => ai.getHint(state, 'o', { timeLimit: -1 }))).toBe('INVALID_TIME_LIMIT');
    expect(code(() => ai.getHint(state, 'o', { timeLimit: Number.NaN }))).toBe('INVALID_TIME_LIMIT');
    const broken = new UltimateAI({
      now: () => {
        throw new Error('no clock');
      },
    });
    expect(code(() => broken.getHint(state, 'o', { timeLimit: 5 }))).toBe('INVALID_OPTIONS');
  });

  it('ranks with a limit of 0 too: the hinted move first, the others unvalued', () => {
    const hint = ai.getHint(state, 'o', { timeLimit: 0 })!;
    expect(hint.moves).toHaveLength(8); // the centre board, e5 taken
    expect(hint.moves[0]!.best).toBe(true);
  });
});
