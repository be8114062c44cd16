/**
 * Words for the AI: outcomes ("X wins in 3 moves"), scores, and the reason a hinted move is good,
 * in the Newell–Simon vocabulary. The move itself is chosen by the solver; this only labels it.
 *
 * @packageDocumentation
 */
import { cellName } from '../rules/cells.js';
import { STANDARD } from '../rules/geometry.js';
import { MARKS, type CellIndex } from '../types.js';
import { CENTRE, forkBlocks, forkCells, immediateMoves, NEWELL_SIMON, THREATS } from './tactics.js';
import type { HintReason, Outcome } from './types.js';

/** The order hinted moves are picked in among equals: centre, corners, sides. */
export const PREFERENCE = [4, 0, 2, 6, 8, 1, 3, 5, 7] as const;

/**
 * Returns the public score of a solver value `v` (see `solver.ts`) at a position with `n` marks:
 * `100 − m` for a win `m` moves away, `−(100 − m)` for a loss, 0 for a draw.
 */
export function publicScore(v: number, n: number): number {
  return v > 0 ? 80 + v + n : v < 0 ? v - 80 - n : 0;
}

/** `OUTCOMES[mark][0 win | 1 loss | 2 draw][moves]`: every outcome, shared and frozen. */
const OUTCOMES: readonly (readonly (readonly Outcome[])[])[] = /* @__PURE__ */ buildOutcomes();

function buildOutcomes(): readonly (readonly (readonly Outcome[])[])[] {
  const make = (result: Outcome['result'], winner: Outcome['winner'], moves: number): Outcome =>
    Object.freeze({
      result,
      winner,
      moves,
      score: result === 'win' ? 100 - moves : result === 'loss' ? moves - 100 : 0,
      message: winner === null ? 'draw' : moves === 0 ? `${winner} has won` : `${winner} wins in ${moves} move${moves === 1 ? '' : 's'}`,
    });
  const range = Array.from({ length: 10 }, (_, moves) => moves);
  return MARKS.map((mark, index) => [
    range.map((moves) => make('win', mark, moves)),
    range.map((moves) => make('loss', MARKS[1 - index]!, moves)),
    range.map((moves) => make('draw', null, moves)),
  ]);
}

/** Returns the outcome for the player of mark index `mark` of a public `score`, with `empty` cells left for a draw. */
export function outcomeOf(mark: 0 | 1, score: number, empty: number): Outcome {
  const table = OUTCOMES[mark]!;
  return score > 0 ? table[0]![100 - score]! : score < 0 ? table[1]![100 + score]! : table[2]![empty]!;
}

/**
 * Returns the reason for the best moves `optimal` of the mover `me` and the move to hint: the
 * first rule (in priority order) with an optimal candidate, and its first candidate in
 * {@link PREFERENCE} order. `value` is the solver value of the position for the mover.
 */
export function label(me: number, opp: number, optimal: number, value: number, misere: boolean): readonly [HintReason, CellIndex] {
  const empty = ~(me | opp) & 0x1ff;
  if ((empty & (empty - 1)) === 0) return ['only-move', first(empty)];
  if (value < 0) return ['delaying-a-loss', first(optimal)];
  // Every empty cell is the centre, a corner or a side: the positional rules always answer.
  return firstRule(misere ? MISERE_RULES : STANDARD_RULES, me, opp, optimal) ?? firstRule(POSITIONAL, me, opp, optimal)!;
}

function firstRule(rules: readonly Rule[], me: number, opp: number, optimal: number): readonly [HintReason, CellIndex] | undefined {
  for (const [reason, candidates] of rules) {
    const cells = candidates(me, opp) & optimal;
    if (cells) return [reason, first(cells)];
  }
  return undefined;
}

type Rule = readonly [HintReason, (me: number, opp: number) => number];

/**
 * The Newell–Simon rules as labels. They name a move the solver chose, so `block-fork` lists every
 * cell that blocks a fork, forcing or not (the rule player of `tactics.ts` prefers forcing ones).
 */
const LABEL_RULES: readonly Rule[] = NEWELL_SIMON.map(([reason, candidates]): Rule =>
  reason === 'block-fork'
    ? [reason, (me, opp) => {
        const { forks, forcing } = forkBlocks(me, opp);
        return forcing | forks;
      }]
    : [reason, candidates],
);
/** The tactical rules (win, block, fork, block-fork), then the positional ones (centre …). */
const STANDARD_RULES = LABEL_RULES.slice(0, 4);
const POSITIONAL = LABEL_RULES.slice(4);

const MISERE_RULES: readonly Rule[] = [
  ['win', (me, opp) => immediateMoves(me, opp, true).win],
  // Holding the centre, answer each of the opponent's marks with the cell opposite it.
  ['mirror', (me, opp) => (me & CENTRE ? mirrorCells(opp) & ~(me | opp) : 0)],
];

function mirrorCells(marks: number): number {
  let cells = 0;
  for (let cell = 0; cell < 9; cell++) if ((marks >>> cell) & 1) cells |= 1 << (8 - cell);
  return cells;
}

/** Returns the first cell of `mask` in {@link PREFERENCE} order. */
export function first(mask: number): CellIndex {
  for (const cell of PREFERENCE) if ((mask >>> cell) & 1) return cell;
  /* c8 ignore next */
  return 4;
}

/** Returns the English sentence of a hint. */
export function hintMessage(reason: HintReason, cell: CellIndex, me: number, opp: number, mark: 0 | 1, outcome: Outcome): string {
  const name = cellName(cell);
  const other = MARKS[1 - mark]!;
  const losing = `You lose in ${outcome.moves} whatever you play`;
  const result = outcome.result === 'win' ? `${outcome.message}.` : outcome.result === 'draw' ? 'Draw with best play.' : `${losing}.`;
  switch (reason) {
    case 'only-move':
      return `Only ${name} is left. ${result}`;
    case 'delaying-a-loss':
      return `${losing}: ${name} holds out longest.`;
    case 'win':
      return THREATS[me]! & (1 << cell)
        ? `Play ${name} to complete the ${lineThrough(me, cell)}. ${result}`
        : `Play ${name}: every reply of ${other} completes a line. ${result}`;
    case 'block':
      return `Block ${other}'s ${lineThrough(opp, cell)} at ${name}. ${result}`;
    case 'fork':
      return `Fork at ${name}: two threats ${other} cannot both stop. ${result}`;
    case 'block-fork': {
      if (forkCells(opp, me) & (1 << cell)) return `Take ${name}, where ${other} could fork. ${result}`;
      const answer = first(THREATS[me | (1 << cell)]! & ~(me | opp | (1 << cell)));
      return `Make two in a row at ${name}: ${other} must answer at ${cellName(answer)} and cannot fork. ${result}`;
    }
    case 'centre':
      return `Take the centre, ${name}. ${result}`;
    case 'opposite-corner':
      return `Take ${name}, the corner opposite ${other}'s. ${result}`;
    case 'empty-corner':
      return `Take a corner, ${name}. ${result}`;
    case 'empty-side':
      return `Take a side, ${name}. ${result}`;
    case 'mirror':
      return `Mirror ${other} through the centre: ${name}. ${result}`;
  }
}

/** Returns the name of a line through `cell` that `marks` complete by playing there. */
function lineThrough(marks: number, cell: number): string {
  const { lines, lineMasks, linesThrough } = STANDARD;
  for (const index of linesThrough[cell]!) {
    if (((marks | (1 << cell)) & lineMasks[index]!) === lineMasks[index]!) return lines[index]!.name;
  }
  /* c8 ignore next */
  return 'line';
}
