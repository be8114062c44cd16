import { describe, expect, it } from 'vitest';
import { forkCells, newellSimon, threatTable } from '../../../../src/games/k-in-a-row/ai/tactics.js';
import { HINT_REASONS, TicTacToeAI, TicTacToeError, unwrap, VARIANTS, type Variant } from '../../../../src/index.js';
import { masksOf, solveOracle, type OraclePosition } from './oracle.js';
import { engine, PLAYERS, playerOf, stateOf } from './states.js';

describe.each(VARIANTS)('getHint in %s', (variant: Variant) => {
  const oracle = solveOracle(variant);

  it('hints a perfect move, the right outcome and every move ranked, in all 4,520 open positions', () => {
    const ai = new TicTacToeAI();
    const reasons = new Map<string, number>();
    const wrong: string[] = [];
    for (const position of oracle.open.values()) {
      const hint = ai.getHint(stateOf(position.text, variant), playerOf(position.mover))!;
      reasons.set(hint.reason, (reasons.get(hint.reason) ?? 0) + 1);
      if (position.moveValues[hint.cell] !== position.value) wrong.push(`${position.text}: hinted ${hint.cell}`);
      expect(hint.outcome.score).toBe(position.value);
      expect(hint.symbol).toBe(position.mover);
      expect(hint.move.data).toEqual({ position: hint.position, symbol: position.mover });
      const expected = position.moveValues
        .flatMap((v, cell) => (v === undefined ? [] : [{ cell, v }]))
        .sort((a, b) => b.v - a.v || Number(b.cell === hint.cell) - Number(a.cell === hint.cell) || a.cell - b.cell);
      expect(hint.moves[0]?.cell).toBe(hint.cell);
      expect(hint.moves.map((m) => [m.cell, m.outcome.score, m.best])).toEqual(
        expected.map(({ cell, v }) => [cell, v, v === position.value]),
      );
      expect(HINT_REASONS).toContain(hint.reason);
      checkReason(position, hint.reason, hint.cell, variant);
    }
    expect(wrong).toEqual([]);
    // Every code of the variant is used somewhere.
    const used = [...reasons.keys()].sort();
    expect(used).toEqual(
      variant === 'standard'
        ? HINT_REASONS.filter(
            (r) => !['mirror', 'threat', 'forced-win', 'positional', 'best-chance'].includes(r),
          ).sort()
        : ['center', 'delaying-a-loss', 'empty-corner', 'empty-side', 'mirror', 'only-move', 'opposite-corner', 'win'],
    );
  });

  it('says the outcome in words', () => {
    const ai = new TicTacToeAI();
    const texts = new Set<string>();
    for (const position of oracle.open.values()) {
      const { outcome } = ai.getHint(stateOf(position.text, variant), playerOf(position.mover))!;
      const other = position.mover === 'X' ? 'O' : 'X';
      const moves = outcome.result === 'draw' ? 9 - position.moveCount : 100 - Math.abs(position.value);
      expect(outcome).toEqual({
        result: position.value > 0 ? 'win' : position.value < 0 ? 'loss' : 'draw',
        winner: position.value > 0 ? position.mover : position.value < 0 ? other : null,
        moves,
        score: position.value,
        message:
          position.value === 0
            ? 'draw'
            : `${position.value > 0 ? position.mover : other} wins in ${moves} move${moves === 1 ? '' : 's'}`,
        proven: true,
      });
      texts.add(outcome.message);
    }
    expect(texts.has('draw')).toBe(true);
  });
});

/** Checks that a reason says something true of the hinted cell. */
function checkReason(position: OraclePosition, reason: string, cell: number, variant: Variant): void {
  const [me, opp] = masksOf(position);
  const bit = 1 << cell;
  const empties = 9 - position.moveCount;
  const context = `${position.text} ${reason} ${cell}`;
  switch (reason) {
    case 'only-move':
      expect(empties, context).toBe(1);
      break;
    case 'delaying-a-loss':
      expect(position.value, context).toBeLessThan(0);
      break;
    case 'win':
      if (variant === 'standard') expect(threatTable()[me]! & bit, context).toBeTruthy();
      else expect(position.value, context).toBeGreaterThan(0);
      break;
    case 'block':
      expect(threatTable()[opp]! & bit, context).toBeTruthy();
      break;
    case 'fork':
      expect(forkCells(me, opp) & bit, context).toBeTruthy();
      break;
    case 'block-fork':
      expect(forkCells(opp, me), context).not.toBe(0);
      break;
    case 'center':
      expect(cell, context).toBe(4);
      break;
    case 'opposite-corner':
      expect([0, 2, 6, 8], context).toContain(cell);
      expect((opp >>> (8 - cell)) & 1, context).toBe(1);
      break;
    case 'empty-corner':
      expect([0, 2, 6, 8], context).toContain(cell);
      break;
    case 'empty-side':
      expect([1, 3, 5, 7], context).toContain(cell);
      break;
    case 'mirror':
      expect(variant, context).toBe('misere');
      expect(me & 16, context).toBeTruthy();
      expect((opp >>> (8 - cell)) & 1, context).toBe(1);
      break;
  }
  if (empties > 1 && position.value >= 0) expect(reason, context).not.toMatch(/only-move|delaying-a-loss/);
}

describe('the Newell–Simon rules alone', () => {
  const oracle = solveOracle('standard');
  // Counts the open positions where a rule set's chosen candidates include (or are all) value-losing moves.
  const count = (candidates: (me: number, opp: number) => number) => {
    let some = 0;
    let every = 0;
    const byRule: Record<string, number> = {};
    for (const position of oracle.open.values()) {
      const [me, opp] = masksOf(position);
      const cells = candidates(me, opp);
      const losing = [...Array(9).keys()].filter(
        (c) => (cells >>> c) & 1 && sign(position.moveValues[c]!) < sign(position.value),
      );
      const total = [...Array(9).keys()].filter((c) => (cells >>> c) & 1).length;
      if (losing.length > 0) {
        some++;
        const rule = newellSimon(me, opp)[0];
        byRule[rule] = (byRule[rule] ?? 0) + 1;
      }
      if (losing.length === total) every++;
    }
    return { some, every, byRule };
  };

  it('as textbook rules, pick a move that loses value in 82 of the 4,520 open positions', () => {
    // The textbook order, with "block-fork" taking the opponent's fork cell.
    const textbook = (me: number, opp: number) => {
      const [rule, cells] = newellSimon(me, opp);
      return rule === 'block-fork' ? forkCells(opp, me) : cells;
    };
    expect(count(textbook)).toEqual({ some: 82, every: 42, byRule: { 'block-fork': 62, center: 20 } });
  });

  it('in 48 with the refinement the library uses (force a reply when the opponent has two forks)', () => {
    expect(count((me, opp) => newellSimon(me, opp)[1])).toEqual({
      some: 48,
      every: 36,
      byRule: { 'block-fork': 28, center: 20 },
    });
  });
});

const sign = (v: number): number => Math.sign(v);

describe('hint examples', () => {
  const ai = new TicTacToeAI();
  const cases: [string, Variant, string, string, string][] = [
    ['XX./O../O..', 'standard', 'xavier', 'win', 'Play c1 to complete the Top Row. X wins in 1 move.'],
    ['XX./.O./...', 'standard', 'olga', 'block', "Block X's Top Row at c1. Draw with best play."],
    [
      'XOO/.X./...',
      'standard',
      'xavier',
      'win',
      'Play c3 to complete the Top-left to Bottom-right diagonal. X wins in 1 move.',
    ],
    [
      'X../.X./O..',
      'standard',
      'olga',
      'block',
      "Block X's Top-left to Bottom-right diagonal at c3. Draw with best play.",
    ],
    [
      'X../.O./..X',
      'standard',
      'olga',
      'block-fork',
      'Make two in a row at b1: X must answer at b3 and cannot fork. Draw with best play.',
    ],
    ['X../.../...', 'standard', 'olga', 'center', 'Take the center, b2. Draw with best play.'],
    ['.........', 'misere', 'xavier', 'center', 'Take the center, b2. Draw with best play.'],
    ['O../.X./...', 'misere', 'xavier', 'mirror', 'Mirror O through the center: c3. Draw with best play.'],
  ];
  it.each(cases)('%s (%s) for %s: %s', (text, variant, player, reason, message) => {
    const hint = ai.getHint(stateOf(text, variant), player)!;
    expect(hint.reason).toBe(reason);
    expect(hint.message).toBe(message);
  });

  it("is null when the game is over, when it is not the player's turn, or for a stranger", () => {
    const state = stateOf('X../.../...', 'standard');
    expect(ai.getHint(state, 'xavier')).toBeNull();
    expect(ai.getHint(state, 'nobody')).toBeNull();
    expect(ai.getHint(stateOf('XXX/OO./...', 'standard'), 'olga')).toBeNull();
  });

  it('throws INVALID_STATE for a value that is not a state', () => {
    expect(() => ai.getHint({ board: [] } as never, 'xavier')).toThrow(TicTacToeError);
  });
});

describe('getAnnotations with a hint', () => {
  const ai = new TicTacToeAI();
  it('throws INVALID_OPTIONS, never a raw error, for options or an advisor that cannot be used', () => {
    const state = unwrap(engine.replay([0, 1], {}, PLAYERS));
    const boom = (): never => {
      throw new Error('boom');
    };
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const bad: unknown[] = [
      null,
      5,
      [ai],
      proxy,
      {
        get hint(): never {
          return boom();
        },
      },
      {
        hint: {
          get hintAnnotation(): never {
            return boom();
          },
        },
      },
      { hint: { hintAnnotation: boom } },
      { hint: { hintAnnotation: () => 42 } },
      { hint: 'ai' },
      { hint: null },
    ];
    for (const options of bad) {
      expect(() => engine.getAnnotations(state, options as never)).toThrow(
        expect.objectContaining({ name: 'TicTacToeError', code: 'INVALID_OPTIONS' }),
      );
    }
    // Absent options, or an absent hint, ask for no hint.
    expect(engine.getAnnotations(state, {})).toEqual(engine.getAnnotations(state));
    expect(engine.getAnnotations(state, { hint: undefined } as never)).toEqual(engine.getAnnotations(state));
    expect(engine.getAnnotations(state, { hint: { hintAnnotation: () => null } })).toEqual(
      engine.getAnnotations(state),
    );
  });

  it("adds the hint and every cell's value only when asked", () => {
    const state = unwrap(engine.replay([0, 1], {}, PLAYERS));
    expect(engine.getAnnotations(state).some((a) => a.type === 'hint')).toBe(false);
    const annotations = engine.getAnnotations(state, { hint: ai });
    const hint = ai.getHint(state, 'xavier')!;
    const annotation = annotations.at(-1)!;
    expect(annotation).toMatchObject({
      type: 'hint',
      cells: [hint.cell],
      positions: [hint.position],
      symbol: 'X',
      playerId: 'xavier',
      reason: hint.reason,
      message: hint.message,
    });
    if (annotation.type !== 'hint') throw new Error('not a hint');
    expect(annotation.values).toEqual([null, null, 0, 95, 95, 0, 95, 0, 0]);
    for (const move of hint.moves) expect(annotation.values[move.cell]).toBe(move.outcome.score);
  });

  it('adds nothing when the game is over', () => {
    const over = stateOf('XXX/OO./...', 'standard');
    expect(engine.getAnnotations(over, { hint: ai }).some((a) => a.type === 'hint')).toBe(false);
    expect(ai.hintAnnotation(over)).toBeNull();
  });
});
