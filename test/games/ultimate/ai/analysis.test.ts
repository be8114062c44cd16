// The analysis of Ultimate games: near the end, where the exact solver proves every value, each
// move's classification is checked against the exhaustive endgame oracle (test/support, no code
// from src/), from the definitions of the classifications; the grading of estimates, the records
// and the refusals are checked as documented.
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/index.js';
import { grade } from '../../../../src/games/ultimate/ai/analysis.js';
import { UltimateAI, UltimateEngine } from '../../../../src/ultimate.js';
import {
  endgamePositions,
  positionOfGame,
  solveEndgame,
  type EndgameValue,
} from '../../../support/ultimate-endgame-oracle.js';
import { seeded } from '../../../support/seeded.js';
import { ALL_RULES, OracleGame, oracleSquare } from '../../../support/ultimate-oracle.js';

const engine = new UltimateEngine();
const players = [{ id: 'x' }, { id: 'o' }];
const tickingClock = (): (() => number) => {
  let t = 0;
  return () => t++;
};

/** The classification of a move from the true values before it and of the move itself, by definition. */
function classify(before: EndgameValue, move: EndgameValue): string {
  const rank = { loss: 0, draw: 1, win: 2 };
  if (rank[move.value] < rank[before.value])
    return before.value === 'win' && move.value === 'draw' ? 'mistake' : 'blunder';
  if (before.value === 'win' && move.plies! > before.plies!) return 'inaccuracy';
  if (before.value === 'loss' && move.plies! < before.plies!) return 'inaccuracy';
  return 'best';
}

describe('analyzeGame near the end, against the exhaustive endgame oracle', () => {
  it.each(ALL_RULES.map((rules) => [JSON.stringify(rules), rules] as const))('%s', (_, rules) => {
    const random = seeded(31);
    const ai = new UltimateAI({ seed: 2, now: tickingClock() });
    let checked = 0;
    const kinds = new Set<string>();
    for (const position of endgamePositions({ count: 6, maxEmpty: 9, seed: 17, rules })) {
      // The game set up at the position (its history starts there), then played out at random: the moves to judge.
      const game = new OracleGame(rules);
      for (const move of position.moves) game.play(move);
      const reached = unwrap(engine.replay(position.moves, { ...rules }, players));
      const setUp = engine.fromSetup(engine.toPosition(reached), { ...rules }, players);
      if (!setUp.ok) continue; // under won boards open, a board with lines of both players cannot be set up
      let state = setUp.value;
      const truths: { before: EndgameValue; move: EndgameValue; ply: number }[] = [];
      const moves: number[] = [];
      while (game.result === null) {
        const truth = solveEndgame(positionOfGame(game), rules);
        const legal = game.legal();
        const move = legal[Math.floor(random() * legal.length)]!;
        truths.push({ before: truth, move: truth.moves.find((m) => m.move === move)!, ply: moves.length });
        game.play(move);
        moves.push(move);
        state = unwrap(
          engine.applyMove(
            state,
            engine.getLegalMoves(state, state.currentPlayerId!).find((m) => m.data.board * 9 + m.data.cell === move)!,
          ),
        );
      }
      const analysis = unwrap(ai.analyzeGame(state, { timeLimit: 300 }));
      expect(analysis.moves).toHaveLength(moves.length);
      expect(analysis.winner).toBe(game.result === 'draw' ? null : game.result);
      for (const { before, move, ply } of truths) {
        const analyzed = analysis.moves[ply]!;
        expect(analyzed.square).toBe(oracleSquare(moves[ply]!));
        expect(analyzed.proven).toBe(true);
        expect(analyzed.classification).toBe(classify(before, move));
        expect(analyzed.before).toBe({ win: 1, draw: 0.5, loss: 0 }[before.value]);
        expect(analyzed.after).toBe({ win: 1, draw: 0.5, loss: 0 }[move.value]);
        kinds.add(analyzed.classification);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(12);
    // Random play near the end errs: more than one kind of move is met.
    expect(kinds.size).toBeGreaterThan(1);
  });
});

describe('the grading of estimates', () => {
  const judged = (chance: number, best = 0) => ({ chance, proven: null, plies: null, best });
  it.each([
    [0.6, 0.41, 0, 'best'], // the search's own move: best, whatever the estimates say
    [0.6, 0.41, 1, 'best'], // a drop of 0.01
    [0.6, 0.43, 1, 'inaccuracy'], // 0.03
    [0.6, 0.5, 1, 'mistake'], // 0.1
    [0.6, 0.65, 1, 'blunder'], // 0.25
    [0.4, 0.5, 1, 'best'], // a rise
  ])('before %f, the opponent %f after, move %i: %s', (before, after, move, kind) => {
    const graded = grade(move, judged(before), judged(after));
    expect(['best', 'inaccuracy', 'mistake', 'blunder'][graded.kind]).toBe(kind);
    expect(graded.before).toBe(before);
    expect(graded.after).toBeCloseTo(1 - after);
    expect(graded.proven).toBe(false);
  });
});

describe('analyzeGame: records, move lists and refusals', () => {
  const ai = new UltimateAI({ seed: 1, now: tickingClock() });
  const moves = ['e5', 'e4', 'e2', 'e6', 'e8', 'd6', 'a9'];
  const state = unwrap(engine.replay(moves, {}, players));

  it('analyzes a state and the same moves as a list alike, ids only from a state', () => {
    const fromState = unwrap(ai.analyzeGame(state, { timeLimit: 10 }));
    const fromList = unwrap(ai.analyzeGame(moves, { timeLimit: 10 }));
    for (const analysis of [fromState, fromList]) {
      expect(analysis.moves.map((m) => m.square)).toEqual(moves);
      expect(analysis.moves.map((m) => m.ply)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(analysis.moves.map((m) => m.symbol)).toEqual(['X', 'O', 'X', 'O', 'X', 'O', 'X']);
      expect(analysis.status).toBe('in-progress');
      const [x, o] = analysis.players;
      expect([x.moves, o.moves]).toEqual([4, 3]);
      for (const player of analysis.players) {
        expect(player.best + player.inaccuracies + player.mistakes + player.blunders).toBe(player.moves);
        expect(player.accuracy).toBe(Math.round((1000 * (player.best + player.inaccuracies / 2)) / player.moves) / 10);
      }
      expect(Object.isFrozen(analysis)).toBe(true);
    }
    expect(fromState.moves.map((m) => m.playerId)).toEqual(['x', 'o', 'x', 'o', 'x', 'o', 'x']);
    expect(fromList.moves.every((m) => m.playerId === null)).toBe(true);
    expect(fromList.players.map((p) => p.playerId)).toEqual([null, null]);
  });

  it('analyzes from a setup: the moves after it', () => {
    const setUp = unwrap(engine.fromSetup('9/9/9/9/4x4/9/9/9/9 O 1 e5', {}, players));
    const later = unwrap(engine.applyMove(setUp, engine.getLegalMoves(setUp, 'o')[0]!));
    const analysis = unwrap(ai.analyzeGame(later, { timeLimit: 5 }));
    expect(analysis.moves).toHaveLength(1);
    expect(analysis.moves[0]!.symbol).toBe('O');
  });

  it('reads rules for a move list, and refuses rules that are not the state’s', () => {
    const open = unwrap(ai.analyzeGame(['e5'], { rules: { wonBoards: 'open' }, timeLimit: 5 }));
    expect(open.rules.wonBoards).toBe('open');
    expect(unwrap(ai.analyzeGame(state, { rules: {}, timeLimit: 5 })).moves).toHaveLength(7);
    const code = (result: { ok: boolean; error?: { code: string; ply?: number } }) => result.error?.code;
    expect(code(ai.analyzeGame(state, { rules: { tiebreak: 'most-boards' }, timeLimit: 5 }))).toBe('INVALID_OPTIONS');
    expect(code(ai.analyzeGame(['e5'], { rules: { tiebreak: 'sometimes' } as never }))).toBe('INVALID_OPTIONS');
    expect(code(ai.analyzeGame(['e5'], 7 as never))).toBe('INVALID_OPTIONS');
    expect(code(ai.analyzeGame(['e5'], { timeLimit: -1 }))).toBe('INVALID_TIME_LIMIT');
    expect(code(ai.analyzeGame({} as never))).toBe('INVALID_STATE');
    const illegal = ai.analyzeGame(['e5', 'e4', 'a1'], { timeLimit: 5 });
    expect(illegal.ok ? null : [illegal.error.code, (illegal.error as { ply?: number }).ply]).toEqual([
      'WRONG_BOARD',
      2,
    ]);
    const broken = new UltimateAI({ now: () => Number.NaN });
    expect(unwrap(broken.analyzeGame(['e5', 'e4'])).moves).toHaveLength(2);
    const throwing = new UltimateAI({
      now: () => {
        throw new Error('no clock');
      },
    });
    expect(code(throwing.analyzeGame(['e5']))).toBe('INVALID_OPTIONS');
  });

  it('keeps the time: the clock is read about limit + a few times a position', () => {
    let reads = 0;
    const counted = new UltimateAI({ seed: 1, now: () => reads++ });
    unwrap(counted.analyzeGame(moves, { timeLimit: 20 }));
    // Eight positions (the last one searched too), each a search of at most 20 readings and a few more.
    expect(reads).toBeLessThanOrEqual(8 * (20 + 6));
  });
});
