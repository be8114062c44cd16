/**
 * Hints, evaluations and analyses on every board but 3 × 3: each move valued by a proof where the
 * search proves it within the time (boards of up to 49 cells), else estimated by a search within a
 * depth; explanations in words a player understands, each marked proven or estimated.
 *
 * @packageDocumentation
 */
import { nameOf } from '../rules/cells.js';
import { estimateGrade } from '../../../core/estimate.js';
import { MARKS } from '../../../core/types.js';
import { exactEnd, prove, resultBound } from '../search/prove.js';
import { INFINITE, OUT_OF_BUDGET, timeUp, UNIT, type Budget, type Search } from '../search/search.js';
import type { ShapeSearch } from './shapes.js';
import type { HintReason, Outcome } from './types.js';

/** A move and its value for the mover, in the search's units, proven or estimated. */
export interface Valued {
  readonly cell: number;
  readonly value: number;
  readonly proven: boolean;
}

/**
 * The value of playing `cell` for the mover: proven to the end within `budget` (boards of up to 49
 * cells), else estimated by a look at the opponent's replies within the budget (at most 4,096
 * positions); with no time left (`budget` null), by the position after the move alone (a win on the
 * move, a threat that must be answered, two that cannot, else its open lines), which is no search.
 */
function valueMove(search: Search, cell: number, budget: Budget | null): Valued {
  const { board, shape } = search;
  let proven = true;
  const value = search.moveValue(cell, () => {
    if (board.ply === shape.size) return 0;
    if (!shape.local && budget !== null) {
      try {
        const wdl = resultBound(search, budget);
        return wdl === 0 ? 0 : exactEnd(search, wdl, budget);
      } catch (thrown) {
        if (thrown !== OUT_OF_BUDGET) throw thrown;
      }
    }
    proven = false;
    let estimate: number | undefined;
    if (budget !== null) {
      try {
        estimate = search.run(1, -INFINITE, INFINITE, { ...budget, nodes: search.nodes + 4096 }, true);
      } catch (thrown) {
        if (thrown !== OUT_OF_BUDGET) throw thrown;
      }
    }
    // No time (or nodes) left: the position after the move alone, its forced play and its open lines.
    estimate ??= search.run(0, -INFINITE, INFINITE);
    // A result found within a depth near the marks is not a proof: keep it below a whole move.
    return Math.max(1 - UNIT, Math.min(UNIT - 1, estimate));
  });
  return { cell, value, proven };
}

/**
 * The legal moves of the loaded position that the search considers, each with its value, best first (then by cell):
 * every legal move, but on boards of more than 49 cells without gravity only the cells near a mark (within two rows
 * and columns), as the search itself looks, and `also` (a move to value whatever it is, or −1). The other cells are
 * not valued: a hint leaves them out rather than give them a verdict nobody searched for. `first` is called with the
 * quick values (best first) before any search: what the caller makes of the values then runs (and, in a fresh
 * process, is compiled) inside the time, so that making it again after the search takes a fraction of that.
 */
export function valueMoves(
  shapeSearch: ShapeSearch,
  budget: Budget,
  also = -1,
  first?: (quick: readonly Valued[]) => void,
): Valued[] {
  const quick = quickValues(shapeSearch, also);
  first?.([...quick].sort(bestFirst));
  return searched(shapeSearch.search, quick, budget);
}

/** The order of valued moves: the best first, then by cell. */
const bestFirst = (a: Valued, b: Valued): number => b.value - a.value || a.cell - b.cell;

/**
 * The moves {@link valueMoves} values, each by the position after it alone (no search): the value a move keeps if
 * the time runs out before its search. Made before any search, so that in a fresh process that code runs (and is
 * compiled) inside the time, not after it.
 */
function quickValues(shapeSearch: ShapeSearch, also = -1): Valued[] {
  const { search } = shapeSearch;
  const { board, shape } = search;
  const nearOnly = shape.local && !shape.gravity && board.ply > 0;
  const valued: Valued[] = [];
  for (let cell = 0; cell < shape.size; cell++) {
    if (!board.playable(cell) || (nearOnly && board.near[cell]! === 0 && cell !== also)) continue;
    valued.push(valueMove(search, cell, null));
  }
  return valued;
}

/**
 * The moves `valued`, searched in turn while `budget`'s time lasts (the clock read no more once it is up), best
 * first.
 */
function searched(search: Search, valued: Valued[], budget: Budget): Valued[] {
  for (let i = 0; i < valued.length && !timeUp(budget); i++)
    if (!valued[i]!.proven) valued[i] = valueMove(search, valued[i]!.cell, budget);
  return valued.sort(bestFirst);
}

/**
 * Says whether the best of `valued` (best first) is the position's proven value: when every move's
 * value is proven (an estimated move might be better), or when the best wins on the move (nothing is faster).
 */
export function provenBest(valued: readonly Valued[], marks: number, size: number): boolean {
  const top = valued[0]!;
  return (top.proven && top.value === (size - marks) * UNIT) || valued.every((move) => move.proven);
}

/**
 * The value of the loaded position (a game in progress: a move can be played) for the player to move: proven within
 * `budget`, else estimated.
 */
export function valuePosition(
  shapeSearch: ShapeSearch,
  budget: Budget,
): { readonly value: number; readonly proven: boolean } {
  const { search } = shapeSearch;
  if (!search.shape.local) {
    // One move's quick value before the proof: in a fresh process the code of the fallback below is then compiled
    // inside the time, not after it; the other moves are valued only when the proof is not found (warm, a proven
    // position's score is a lookup, which valuing every move first would make cost twice as much).
    const board = search.board;
    let cell = 0;
    while (!board.playable(cell)) cell++;
    valueMove(search, cell, null);
    const proof = prove(search, budget, true, false);
    if (proof.value !== null) return { value: proof.value, proven: true };
  }
  // The best value found is the position's only when every move's value is proven.
  const valued = searched(search, quickValues(shapeSearch), budget);
  return { value: valued[0]!.value, proven: provenBest(valued, search.board.ply, search.shape.size) };
}

/**
 * The public score of a value: `±(100 − moves)` (at least ±1) for a proven result, 0 for a draw, within (−1, 1) for an
 * estimate.
 */
export function scoreOf(value: number, proven: boolean, marks: number, size: number): number {
  if (!proven) {
    const squashed = Math.round((1000 * value) / (Math.abs(value) + 64)) / 1000;
    // `|| 0`: no −0 for an even estimate.
    return Math.max(-0.999, Math.min(0.999, squashed)) || 0;
  }
  if (value === 0) return 0;
  const moves = size + 1 - Math.abs(value) / UNIT - marks;
  return Math.sign(value) * Math.max(1, 100 - moves);
}

/** The outcome for the mover (mark index `turn`, `marks` on the board) of a value. */
export function outcomeFor(turn: 0 | 1, value: number, proven: boolean, marks: number, size: number): Outcome {
  const me = MARKS[turn];
  const other = MARKS[1 - turn]!;
  const score = scoreOf(value, proven, marks, size);
  if (!proven) {
    const grade = estimateGrade(score);
    const leaning = grade === 'even' ? null : score > 0 ? me : other;
    return {
      result: leaning === null ? 'draw' : leaning === me ? 'win' : 'loss',
      winner: leaning,
      moves: size - marks,
      score,
      message: leaning === null ? 'even (estimated)' : `${leaning} is ${ESTIMATE_WORDS[grade]} (estimated)`,
      proven: false,
    };
  }
  if (value === 0)
    return { result: 'draw', winner: null, moves: size - marks, score: 0, message: 'draw', proven: true };
  const moves = size + 1 - Math.abs(value) / UNIT - marks;
  const winner = value > 0 ? me : other;
  return {
    result: value > 0 ? 'win' : 'loss',
    winner,
    moves,
    score,
    message: `${winner} wins in ${moves} move${moves === 1 ? '' : 's'}`,
    proven: true,
  };
}

/** How an estimate's grade is said of the side it favors, and of the player hinted: better, then worse. */
const ESTIMATE_WORDS = { even: 'even', 'slightly-better': 'slightly better', better: 'better', winning: 'winning' };
const FOR_YOU = {
  even: ['about even', 'about even'],
  'slightly-better': ['slightly better for you', 'slightly worse for you'],
  better: ['better for you', 'worse for you'],
  winning: ['you are winning', 'you are losing'],
};

const NUMBERS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const count = (n: number): string => NUMBERS[n] ?? String(n);

/**
 * Names a line of player `p` through `cell` with `marks` of theirs and none of the other's, by
 * the span of p's marks in it (with `cell` itself unless `marksOnly`): "d3–d6", or `undefined`
 * when there is none.
 */
/** A line's name after a space, or nothing when there is none. */
const spaced = (line: string | undefined): string => (line ? ` ${line}` : '');

function lineThrough(search: Search, cell: number, p: number, marks: number, marksOnly = false): string | undefined {
  const { shape, board } = search;
  const { k, cellLineStart, cellLines, lineCells, columns } = shape;
  for (let i = cellLineStart[cell]!, end = cellLineStart[cell + 1]!; i < end; i++) {
    const l = cellLines[i]!;
    if (board.counts[l * 2 + p] !== marks || board.counts[l * 2 + (p ^ 1)] !== 0) continue;
    let first = -1;
    let last = -1;
    for (let j = l * k; j < l * k + k; j++) {
      const c = lineCells[j]!;
      if ((c === cell && !marksOnly) || board.cells[c] === p + 1) {
        if (first < 0) first = c;
        last = c;
      }
    }
    return first === last ? nameOf(first, columns) : `${nameOf(first, columns)}–${nameOf(last, columns)}`;
  }
  return undefined;
}

/** The playable threat cells of player `p` on the loaded board. */
function playableThreats(search: Search, p: number): number[] {
  const { board, shape } = search;
  const cells: number[] = [];
  for (let i = 0, n = board.threatCount[p]!; i < n; i++) {
    const cell = board.threatList[p * shape.size + i]!;
    if (board.playable(cell)) cells.push(cell);
  }
  return cells.sort((a, b) => a - b);
}

/**
 * Picks the move to hint among the best (`best`, in order) and says why: a win on the move, a
 * block, a fork (two threats at once), a threat, a forced win, the only move, a loss delayed, or
 * the search's choice.
 */
export function explain(
  shapeSearch: ShapeSearch,
  best: readonly Valued[],
  outcome: Outcome,
): { cell: number; reason: HintReason; message: string } {
  const { search } = shapeSearch;
  const { board, shape } = search;
  const me = board.ply & 1;
  const opp = me ^ 1;
  const k = shape.k;
  const columns = shape.columns;
  const name = (cell: number): string => nameOf(cell, columns);
  const other = MARKS[opp]!;
  // The name of the line of `p` through `cell`, after a space, or nothing.
  const line = (cell: number, p: number, marks: number, marksOnly = false): string =>
    spaced(lineThrough(search, cell, p, marks, marksOnly));
  const result =
    outcome.proven && outcome.result === 'win'
      ? `${outcome.message}.`
      : outcome.proven && outcome.result === 'draw'
        ? 'Draw with best play.'
        : outcome.proven
          ? `You lose in ${outcome.moves} whatever you play.`
          : `Estimated: ${FOR_YOU[estimateGrade(outcome.score)][outcome.result === 'loss' ? 1 : 0]}.`;
  const cells = best.map((move) => move.cell);
  let moveCount = 0;
  for (let cell = 0; cell < shape.size && moveCount < 2; cell++) if (board.playable(cell)) moveCount++;
  if (moveCount === 1)
    return { cell: cells[0]!, reason: 'only-move', message: `Only ${name(cells[0]!)} can be played. ${result}` };
  if (!shape.misere) {
    const wins = playableThreats(search, me).filter((cell) => cells.includes(cell));
    if (wins.length > 0) {
      const cell = wins[0]!;
      return {
        cell,
        reason: 'win',
        message: `Play ${name(cell)} to complete ${count(k)} in a row${line(cell, me, k - 1)}. ${result}`,
      };
    }
  }
  if (outcome.proven && outcome.result === 'loss') {
    return {
      cell: cells[0]!,
      reason: 'delaying-a-loss',
      message: `You lose in ${outcome.moves} whatever you play: ${name(cells[0]!)} holds out longest.`,
    };
  }
  if (!shape.misere) {
    const blocks = playableThreats(search, opp).filter((cell) => cells.includes(cell));
    if (blocks.length > 0) {
      const cell = blocks[0]!;
      return {
        cell,
        reason: 'block',
        message: `Block ${other}'s ${count(k - 1)} in a row${line(cell, opp, k - 1, true)} at ${name(cell)}. ${result}`,
      };
    }
    // A move that makes threats: two at once (a fork), or one the opponent must answer.
    let threat: { cell: number; made: number[] } | undefined;
    for (const cell of cells) {
      const before = new Set(playableThreats(search, me));
      board.play(cell);
      const made = playableThreats(search, me).filter((t) => !before.has(t));
      const all = playableThreats(search, me);
      board.undo(cell);
      if (all.length >= 2 && made.length > 0) {
        const threats = `${name(all[0]!)} and ${name(all[1]!)}`;
        return {
          cell,
          reason: 'fork',
          message: `Fork at ${name(cell)}: two threats, ${threats}, that ${other} cannot both stop. ${result}`,
        };
      }
      if (made.length > 0 && threat === undefined) threat = { cell, made };
    }
    if (threat) {
      const { cell, made } = threat;
      const answer = made[0]!;
      board.play(cell);
      const row = `${count(k - 1)} in a row${line(answer, me, k - 1, true)}`;
      board.undo(cell);
      return {
        cell,
        reason: 'threat',
        message: `Play ${name(cell)} to make ${row}: ${other} must answer at ${name(answer)}. ${result}`,
      };
    }
  }
  if (outcome.proven && outcome.result === 'win') {
    return {
      cell: cells[0]!,
      reason: 'forced-win',
      message: `Play ${name(cells[0]!)}: a forced win in ${outcome.moves} moves.`,
    };
  }
  // Among equal moves, the one through the most lines (the center first).
  const cell = [...cells].sort((a, b) => shape.centrality[b]! - shape.centrality[a]! || a - b)[0]!;
  return { cell, reason: 'positional', message: `Play ${name(cell)}. ${result}` };
}
