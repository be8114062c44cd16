/**
 * The Ultimate AI's answers built from what its searches found: moves, evaluations, hints and the
 * judgements of an analysis.
 *
 * @packageDocumentation
 */
import { CLASSIFICATIONS } from '../../../core/analysis.js';
import { MARKS } from '../../../core/types.js';
import { ONGOING } from '../core.js';
import { movesOf, type UltimateMove } from '../moves.js';
import { boardName, squareName } from '../notation.js';
import { resolveUltimate } from '../revive.js';
import type { UltimatePosition } from '../state.js';
import { gameAnalysis, grade, type Judged, type UltimateGameAnalysis, type UltimateMoveAnalysis } from './analysis.js';
import { SearchBoard } from './board.js';
import { englishHint, reasonOf, type UltimateHint, type UltimateRankedMove } from './hint.js';
import type { Ranked, Verdict } from './think.js';
import type { UltimateEvaluation } from './types.js';

/** The caller's random generator, its draws clamped to [0, 1) (`NaN` is 0): an index drawn from it is always one. */
export function readRandom(random: () => number): () => number {
  return () => {
    const draw = random();
    return draw >= 0 ? Math.min(draw, 1 - 2 ** -53) : 0;
  };
}

/** The frozen move of number `move` for the player to move in `position`. */
export const moveOf = (position: UltimatePosition, move: number): UltimateMove => movesOf(position.core.turn)[move]!;

/** The mark (0 X, 1 O) of `playerId` in the game, or `undefined`. */
export function markOf(position: UltimatePosition, playerId: unknown): 0 | 1 | undefined {
  const { refs } = position.context;
  return refs[0].playerId === playerId ? 0 : refs[1].playerId === playerId ? 1 : undefined;
}

/** The evaluation of a verdict for a player: the player to move (`toMove`) or the other. */
export function forPlayer(verdict: Verdict, toMove: boolean): UltimateEvaluation {
  const flip = { win: 'loss', loss: 'win', draw: 'draw' } as const;
  const proven = verdict.proven === null || toMove ? verdict.proven : flip[verdict.proven];
  const chance = toMove ? verdict.chance : 1 - verdict.chance;
  return evaluation(chance, proven, verdict.plies, verdict.line, verdict.iterations);
}

export function evaluation(
  chance: number,
  proven: UltimateEvaluation['proven'],
  plies: number | null,
  moves: readonly number[],
  iterations: number,
): UltimateEvaluation {
  return Object.freeze({
    chance,
    proven,
    plies,
    line: Object.freeze(moves.map(squareName)),
    moves: Object.freeze([...moves]),
    iterations,
  });
}

/** The judgement of a search's verdict, for an analysis. */
export const judged = ({ chance, proven, plies, move }: Verdict): Judged => ({ chance, proven, plies, best: move });

const scratch = /* @__PURE__ */ new SearchBoard();
const before = /* @__PURE__ */ new SearchBoard();

/** The hint for the player to move in `position` from the verdict of its search and its ranking. */
export function hintOf(
  position: UltimatePosition,
  playerId: string,
  verdict: Verdict,
  ranking: readonly Ranked[],
): UltimateHint {
  const { core } = position;
  const turn = core.turn as 0 | 1;
  const { move, chance, proven, plies } = verdict;
  const value = { chance, proven, plies };
  const why = reasonOf(before.load(core), move, value, scratch);
  const board = why.board === null ? null : boardName(why.board);
  const square = squareName(move);
  const moves = ranking
    .map(
      (r): UltimateRankedMove =>
        Object.freeze({
          ...r,
          // The hinted move says what the hint says (a win in one the search saw, a proof's distance).
          ...(r.move === move ? value : {}),
          move: moveOf(position, r.move),
          square: squareName(r.move),
          best: r.move === move,
        }),
    )
    .sort(
      (a, b) =>
        Number(b.best) - Number(a.best) ||
        order(b) - order(a) ||
        a.move.data.board * 9 + a.move.data.cell - (b.move.data.board * 9 + b.move.data.cell),
    );
  return Object.freeze({
    playerId,
    symbol: MARKS[turn],
    move: moveOf(position, move),
    square,
    reason: why.reason,
    board,
    ...value,
    message: englishHint(why.reason, turn, square, board, value),
    line: Object.freeze(verdict.line.map(squareName)),
    moves: Object.freeze(moves),
  });
}

/** A hint of no search: `moves` as they stand before it (the first the hinted move), even chances, nothing proven. */
export const unsearchedHint = (position: UltimatePosition, playerId: string, moves: readonly Ranked[]): UltimateHint =>
  hintOf(
    position,
    playerId,
    { move: moves[0]!.move, chance: 0.5, proven: null, plies: null, line: [], iterations: 0 },
    moves,
  );

/**
 * How a ranked move sorts: proven wins first (the quickest first), then by chance, proven losses
 * after the estimates (the slowest first), the moves without a value last.
 */
function order({ chance, proven, plies }: UltimateRankedMove): number {
  if (proven === 'win') return 2 + (plies === null ? 0 : 1 / (plies + 1));
  if (proven === 'loss') return -1 - (plies === null ? 1 : 1 / (plies + 1));
  return chance ?? -3;
}

/**
 * The analysis of the game that led to `last` (its players' ids unless `bare`), each position
 * judged from the verdict of `search`.
 */
export function analysisOf(
  last: UltimatePosition,
  bare: boolean,
  search: (position: UltimatePosition) => Verdict,
): UltimateGameAnalysis {
  const positions: UltimatePosition[] = [last];
  for (let at = last; at.previous; ) positions.unshift((at = resolveUltimate(at.previous) as UltimatePosition));
  const judge = (position: UltimatePosition): Judged => {
    const { status, turn } = position.core;
    if (status === ONGOING) return judged(search(position));
    const won = status === 1 + turn;
    return {
      chance: won ? 1 : status === 3 ? 0.5 : 0,
      proven: won ? 'win' : status === 3 ? 'draw' : 'loss',
      plies: status === 3 ? null : 0,
      best: -1,
    };
  };
  const { refs } = last.context;
  const moves: UltimateMoveAnalysis[] = [];
  let before = judge(positions[0]!);
  for (let ply = 1; ply < positions.length; ply++) {
    const from = positions[ply - 1]!;
    const played = positions[ply]!.move;
    const after = judge(positions[ply]!);
    const graded = grade(played, before, after);
    const turn = from.core.turn;
    moves.push(
      Object.freeze({
        ply: ply - 1,
        symbol: MARKS[turn],
        playerId: bare ? null : refs[turn].playerId,
        move: moveOf(from, played),
        square: squareName(played),
        before: graded.before,
        after: graded.after,
        bestMove: before.best < 0 ? squareName(played) : squareName(before.best),
        classification: CLASSIFICATIONS[graded.kind]!,
        proven: graded.proven,
      }),
    );
    before = after;
  }
  const { status } = last.core;
  const winner = status === 1 || status === 2 ? MARKS[status - 1]! : null;
  return gameAnalysis(
    last.context.rules,
    last.state.status,
    winner,
    moves,
    bare ? null : [refs[0].playerId, refs[1].playerId],
  );
}
