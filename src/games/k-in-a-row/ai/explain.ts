/**
 * Words for the AI: outcomes ("X wins in 3 moves"), scores, and the reason a hinted move is good,
 * in the Newell–Simon vocabulary. The move itself is chosen by the solver; this only labels it.
 *
 * @packageDocumentation
 */
import { cellName } from '../rules/cells.js';
import { filledLines, geometryOf, englishLineLabel } from '../rules/geometry.js';
import { TIC_TAC_TOE } from '../rules/rules.js';
import { MARKS, type CellIndex } from '../../../core/types.js';
import {
  CENTER,
  forkCells,
  FULL,
  immediateMoves,
  NEWELL_SIMON,
  opposite,
  ORDER,
  threatTable,
  type Candidates,
} from './tactics.js';
import type { HintReason, Outcome } from './types.js';

/**
 * Returns the public score of a solver value `v` (see `solver.ts`) at a position with `n` marks:
 * `100 − m` for a win `m` moves away, `−(100 − m)` for a loss, 0 for a draw.
 */
export function publicScore(v: number, n: number): number {
  return v > 0 ? 80 + v + n : v < 0 ? v - 80 - n : 0;
}

/** `OUTCOMES[mark][0 win | 1 loss | 2 draw][moves]`: every outcome, shared and frozen. */
let OUTCOMES: readonly (readonly (readonly Outcome[])[])[] | undefined;

/** Builds {@link OUTCOMES} on first use (nothing is computed at import). */
function buildOutcomes(): readonly (readonly (readonly Outcome[])[])[] {
  return (OUTCOMES = MARKS.map((mark, index) =>
    (['win', 'loss', 'draw'] as const).map((result, kind) =>
      Array.from({ length: 10 }, (_, moves): Outcome => {
        const winner = kind === 2 ? null : kind === 0 ? mark : MARKS[1 - index]!;
        return Object.freeze({
          result,
          winner,
          moves,
          score: [100 - moves, moves - 100, 0][kind]!,
          message: winner ? `${winner} wins in ${moves} move${moves === 1 ? '' : 's'}` : 'draw',
          proven: true,
        });
      }),
    ),
  ));
}

/** Returns the outcome for the player of mark index `mark` of a public `score`, with `empty` cells left for a draw. */
export function outcomeOf(mark: 0 | 1, score: number, empty: number): Outcome {
  const table = (OUTCOMES ?? buildOutcomes())[mark]!;
  return score > 0 ? table[0]![100 - score]! : score < 0 ? table[1]![100 + score]! : table[2]![empty]!;
}

/** The rules that label a move in misère, in priority order: a win, the mirror, then the positional rules. */
const MISERE_RULES = /* @__PURE__ */ (
  [
    ['win', (me, opp) => immediateMoves(me, opp, true).win],
    // Holding the center, answer each of the opponent's marks with the cell opposite it.
    ['mirror', (me, opp) => (me & CENTER ? opposite(opp) & ~(me | opp) : 0)],
  ] as (readonly [HintReason, Candidates])[]
).concat(/* @__PURE__ */ NEWELL_SIMON.slice(4));

/**
 * Returns the reason for the best moves `optimal` of the mover `me` and the move to hint: the
 * first rule (in priority order) with an optimal candidate, and its first candidate in
 * {@link ORDER}. `value` is the solver value of the position for the mover.
 */
export function label(
  me: number,
  opp: number,
  optimal: number,
  value: number,
  misere: boolean,
): readonly [HintReason, CellIndex] {
  const empty = ~(me | opp) & FULL;
  if ((empty & (empty - 1)) === 0) return ['only-move', first(empty)];
  if (value < 0) return ['delaying-a-loss', first(optimal)];
  return firstRule(misere ? MISERE_RULES : NEWELL_SIMON, me, opp, optimal);
}

/** Returns the first rule with an optimal candidate, and that candidate. */
function firstRule(
  rules: readonly (readonly [HintReason, Candidates])[],
  me: number,
  opp: number,
  optimal: number,
): readonly [HintReason, CellIndex] {
  // Every empty cell is the center, a corner or a side: the positional rules always answer.
  for (const [reason, candidates] of rules) {
    const cells = candidates(me, opp) & optimal;
    if (cells) return [reason, first(cells)];
  }
  /* c8 ignore next */
  return ['empty-side', first(optimal)];
}

/** Returns the first cell of `mask` in {@link ORDER}. */
export function first(mask: number): CellIndex {
  for (const cell of ORDER) if ((mask >>> cell) & 1) return cell;
  /* c8 ignore next */
  return 4;
}

/** Returns the English sentence of a hint: why the move is good, then the outcome with best play. */
export function hintMessage(
  reason: HintReason,
  cell: CellIndex,
  me: number,
  opp: number,
  mark: 0 | 1,
  outcome: Outcome,
): string {
  const name = cellName(cell);
  const other = MARKS[1 - mark]!;
  const bit = 1 << cell;
  const losing = `You lose in ${outcome.moves} whatever you play`;
  const result =
    outcome.result === 'win'
      ? `${outcome.message}.`
      : outcome.result === 'draw'
        ? 'Draw with best play.'
        : `${losing}.`;
  switch (reason) {
    case 'only-move':
      return `Only ${name} is left. ${result}`;
    case 'delaying-a-loss':
      return `${losing}: ${name} holds out longest.`;
    case 'best-chance': {
      const moves = `${outcome.moves} move${outcome.moves === 1 ? '' : 's'}`;
      return `You lose in ${moves} with best play, but ${name} gives ${other} the most chances to go wrong.`;
    }
    case 'win':
      return threatTable()[me]! & bit
        ? `Play ${name} to complete the ${lineThrough(me, cell)}. ${result}`
        : `Play ${name}: every reply of ${other} completes a line. ${result}`;
    case 'block':
      return `Block ${other}'s ${lineThrough(opp, cell)} at ${name}. ${result}`;
    case 'fork':
      return `Fork at ${name}: two threats ${other} cannot both stop. ${result}`;
    case 'block-fork':
      return forkCells(opp, me) & bit
        ? `Take ${name}, where ${other} could fork. ${result}`
        : `Make two in a row at ${name}: ${other} must answer at ${cellName(answer(me | bit, opp))}` +
            ` and cannot fork. ${result}`;
    case 'center':
      return `Take the center, ${name}. ${result}`;
    case 'opposite-corner':
      return `Take ${name}, the corner opposite ${other}'s. ${result}`;
    case 'empty-corner':
      return `Take a corner, ${name}. ${result}`;
    case 'empty-side':
      return `Take a side, ${name}. ${result}`;
    case 'mirror':
      return `Mirror ${other} through the center: ${name}. ${result}`;
    default:
      // The reasons of other boards (see shape-hints.ts) never label a 3 × 3 move.
      return `Play ${name}. ${result}`;
  }
}

/** Returns the cell where the opponent must answer the one threat of `me` (marks `me`, opponent's `opp`). */
function answer(me: number, opp: number): CellIndex {
  return first(threatTable()[me]! & ~(me | opp));
}

/** Returns the name of the line that `marks` complete by playing `cell`, as it reads in a sentence. */
function lineThrough(marks: number, cell: number): string {
  return englishLineLabel(filledLines(geometryOf(TIC_TAC_TOE), marks | (1 << cell))[0]!);
}
