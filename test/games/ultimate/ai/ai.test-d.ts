import { describe, expectTypeOf, it } from 'vitest';
import { type GameAI, describeUltimateHint } from '../../../../src/index.js';
import {
  AI_DIFFICULTIES,
  LEVEL5_ITERATIONS,
  MAX_TIME_LIMIT,
  UltimateAI,
  type AIDifficulty,
  type MoveClassification,
  type UltimateGameAnalysis,
  type UltimateHint,
  type UltimateHintReason,
  type AIErrorCode,
  type MoveErrorCode,
  type Result,
  type UltimateAIError,
  type UltimateAIOptions,
  type UltimateEvaluation,
  type UltimateMove,
  type UltimateState,
  type UltimateThinkOptions,
} from '../../../../src/ultimate.js';

declare const state: UltimateState;
const ai = new UltimateAI({ seed: 1 });

describe("Ultimate's AI types", () => {
  it('keeps the GameAI contract, hints included', () => {
    expectTypeOf(ai).toMatchTypeOf<GameAI<UltimateState, UltimateMove, UltimateHint, UltimateAIError>>();
    expectTypeOf(ai.getHint(state, 'bob')).toEqualTypeOf<UltimateHint | null>();
    const hint = ai.getHint(state, 'bob', { timeLimit: 5 })!;
    expectTypeOf(hint.reason).toEqualTypeOf<UltimateHintReason>();
    expectTypeOf(hint.moves[0]!.chance).toEqualTypeOf<number | null>();
    expectTypeOf(describeUltimateHint(hint)).toEqualTypeOf<string>();
  });

  it('returns an analysis as a Result, from a state or a move list', () => {
    const analysis = ai.analyzeGame(['e5', 40, state.history[0]!.square], { rules: { tiebreak: 'most-boards' } });
    expectTypeOf(analysis).toEqualTypeOf<Result<UltimateGameAnalysis, UltimateAIError>>();
    if (analysis.ok) expectTypeOf(analysis.value.moves[0]!.classification).toEqualTypeOf<MoveClassification>();
    else expectTypeOf(analysis.error.ply).toEqualTypeOf<number | undefined>();
    // @ts-expect-error: a rule's value is checked
    ai.analyzeGame(state, { rules: { tiebreak: 'sometimes' } });
  });

  it('returns moves as Results that narrow', async () => {
    expectTypeOf(ai.getMove(state, 6, 'bob')).toEqualTypeOf<Promise<Result<UltimateMove, UltimateAIError>>>();
    expectTypeOf(ai.getMoveSync(state, 1, 'bob', 100)).toEqualTypeOf<Result<UltimateMove, UltimateAIError>>();
    const move = await ai.getMove(state, 6, 'bob', 100);
    if (move.ok) {
      expectTypeOf(move.value).toEqualTypeOf<UltimateMove>();
      expectTypeOf(move.value.data.board).toEqualTypeOf<number>();
    } else {
      expectTypeOf(move.error.code).toEqualTypeOf<AIErrorCode | MoveErrorCode>();
      expectTypeOf(move.error.message).toEqualTypeOf<string>();
    }
  });

  it('returns an evaluation as a Result, readonly, and a score as a number', () => {
    const evaluation = ai.getEvaluation(state, 'bob', { timeLimit: 5 });
    expectTypeOf(evaluation).toEqualTypeOf<Result<UltimateEvaluation, UltimateAIError>>();
    if (evaluation.ok) {
      const { chance, proven, line, moves, iterations } = evaluation.value;
      expectTypeOf(chance).toEqualTypeOf<number>();
      expectTypeOf(proven).toEqualTypeOf<'win' | 'loss' | 'draw' | null>();
      expectTypeOf(line).toEqualTypeOf<readonly string[]>();
      expectTypeOf(moves).toEqualTypeOf<readonly number[]>();
      expectTypeOf(iterations).toEqualTypeOf<number>();
      // @ts-expect-error the line is readonly
      line.push('e5');
      // @ts-expect-error the evaluation is readonly
      evaluation.value.chance = 1;
    }
    expectTypeOf(ai.evaluatePosition(state, 'bob')).toEqualTypeOf<number>();
    expectTypeOf(ai.evaluatePosition(state, 'bob', { timeLimit: 5 })).toEqualTypeOf<number>();
  });

  it('takes levels 1–6 and typed options only', () => {
    expectTypeOf<AIDifficulty>().toEqualTypeOf<1 | 2 | 3 | 4 | 5 | 6>();
    expectTypeOf(AI_DIFFICULTIES).toEqualTypeOf<readonly [1, 2, 3, 4, 5, 6]>();
    expectTypeOf(LEVEL5_ITERATIONS).toBeNumber();
    expectTypeOf(MAX_TIME_LIMIT).toBeNumber();
    expectTypeOf<UltimateAIOptions>().toEqualTypeOf<{
      readonly seed?: number;
      readonly random?: () => number;
      readonly now?: () => number;
    }>();
    expectTypeOf<UltimateThinkOptions>().toEqualTypeOf<{ readonly timeLimit?: number }>();
    // @ts-expect-error 7 is not a level
    ai.getMoveSync(state, 7, 'bob');
    // @ts-expect-error a seed is a number
    new UltimateAI({ seed: '1' });
    // @ts-expect-error a time limit is a number
    ai.getEvaluation(state, 'bob', { timeLimit: '5' });
  });
});
