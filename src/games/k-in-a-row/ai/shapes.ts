/**
 * The AI on every board but 3 × 3 (whose table lives in `solver.ts`): a {@link Search} per set of
 * rules, loaded with a game's position on demand, and the six levels on top of it.
 *
 * @packageDocumentation
 */
import { has } from '../rules/cellset.js';
import type { Rules } from '../rules/rules.js';
import type { Position } from '../state/game-state.js';
import { Shape } from '../search/board.js';
import { fitsBits } from '../search/bits.js';
import { prove } from '../search/prove.js';
import { deepen, scoreMoves, type Scored } from '../search/root.js';
import { INFINITE, OUT_OF_BUDGET, Search, shareOf, timeUp, UNIT, type Budget } from '../search/search.js';
import { DEFAULT_ENTRIES, PROVEN, Table } from '../search/table.js';
import type { CellIndex, Mark } from '../../../core/types.js';
import { bookColumn, type OpeningBook } from './openings.js';
import { policyChances, type Model } from './opponent.js';
import { CALLED_BACK, CallbackError, callingBack } from '../../../core/callback.js';

/**
 * The depth of levels 4 and 5, in plies (moves of either player): on boards of up to 49 cells, and
 * on larger ones (where each ply looks only near the marks).
 */
export const LEVEL_DEPTHS = { 4: [2, 2], 5: [4, 3] } as const;

/** The most plies level 6 searches ahead when it cannot prove the position. */
const MAX_DEPTH = 64;

/** The entries of a table for a board of `size` cells: enough for its searches, at most {@link DEFAULT_ENTRIES}. */
function entriesFor(size: number): number {
  return size <= 16 ? 1 << 16 : size <= 25 ? 1 << 18 : DEFAULT_ENTRIES;
}

/** The writes per entry a table of a shape that fits bitboards takes before it grows. */
const BITS_PATIENCE = 8;

/** The key of a set of rules: in a solver's searches, and of the shapes every search shares. */
const keyOf = ({ rows, columns, inARow, gravity, variant }: Rules): string =>
  `${rows}×${columns}/${inARow}${gravity ? 'g' : ''}${variant === 'misere' ? 'm' : ''}`;

/**
 * The shapes of the rules used last, by their key, the least recently used first: a shape is never changed once made,
 * so every search of the same rules in the process (each AI's, each solver's) shares one, and a fresh solver does not
 * build it again.
 */
const shapes = new Map<string, Shape>();

/** The shapes {@link shapes} keeps (one of 19 × 19 holds about 45 KB). */
const SHAPES_KEPT = 8;

/**
 * The value of `key` in `map`, made by `make` when it is missing, and now the most recently used: `map` keeps the
 * `kept` used last (a Map iterates in insertion order, so its first key is the least recently used).
 */
function recent<V>(map: Map<string, V>, key: string, kept: number, make: () => V): V {
  let value = map.get(key);
  if (value !== undefined) map.delete(key);
  else {
    value = make();
    if (map.size >= kept) map.delete(map.keys().next().value!);
  }
  map.set(key, value);
  return value;
}

/** The shape of `rules`, made once for the rules used last. */
const shapeOf = (rules: Rules): Shape =>
  recent(shapes, keyOf(rules), SHAPES_KEPT, () => new Shape({ ...rules, misere: rules.variant === 'misere' }));

/** A search bound to one set of rules, and the position last loaded into it. */
export class ShapeSearch {
  readonly search: Search;
  /** The cells played on the board to load the last position, in order. */
  readonly #played: number[] = [];

  constructor(rules: Rules) {
    const shape = shapeOf(rules);
    // On bitboards a position costs less to search again than fresh memory does to touch: the table fills its
    // entries several times over before it grows (see Grows.patience), for the depth-limited searches on the board
    // too; the proofs' table of their own takes the same patience.
    this.search = new Search(shape, new Table(entriesFor(shape.size), fitsBits(shape) ? BITS_PATIENCE : 1));
  }

  /** Loads a position of a game of these rules: the board then holds its marks, the player to move to move. */
  load(position: Position): void {
    const board = this.search.board;
    const played = this.#played;
    while (played.length > 0) board.undo(played.pop()!);
    const xs: number[] = [];
    const os: number[] = [];
    for (let cell = 0, size = this.search.shape.size; cell < size; cell++) {
      if (has(position.x, cell)) xs.push(cell);
      else if (has(position.o, cell)) os.push(cell);
    }
    // The board's state does not depend on the order of the marks: X and O in turn.
    for (let i = 0; i < xs.length; i++) {
      board.play(xs[i]!);
      played.push(xs[i]!);
      if (i < os.length) {
        board.play(os[i]!);
        played.push(os[i]!);
      }
    }
  }
}

/** The searches of a solver, one per set of rules, for the two sets used last. */
export class ShapeSearches {
  readonly #byRules = new Map<string, ShapeSearch>();

  /** Returns the search of `rules`, loaded with `position`. */
  get(rules: Rules, position: Position): ShapeSearch {
    if (callingBack()) throw new CallbackError(`${CALLED_BACK}.`);
    const search = recent(this.#byRules, keyOf(rules), 2, () => new ShapeSearch(rules));
    search.load(position);
    return search;
  }

  /** The table entries written, over every set of rules held. */
  get size(): number {
    let n = 0;
    for (const { search } of this.#byRules.values()) n += search.held();
    return n;
  }

  clear(): void {
    this.#byRules.clear();
  }
}

/** The playable cells of the loaded position. */
function legalCells(search: Search): number[] {
  const { board } = search;
  const cells: number[] = [];
  for (let cell = 0, size = search.shape.size; cell < size; cell++) if (board.playable(cell)) cells.push(cell);
  return cells;
}

/** The playable cells where player `p` completes a line. */
function lineCells(search: Search, p: number): number[] {
  const { board } = search;
  return legalCells(search).filter((cell) => board.threats[cell * 2 + p]! > 0);
}

/**
 * Returns the cell the AI plays at `level` (1–6) in the loaded position (the game in progress):
 * 1. random;
 * 2. stops the opponent's line on the move (in misère: never completes its own), else random;
 * 3. completes its line (in misère: a move after which every reply of the opponent completes one
 *    of theirs), else as 2;
 * 4. and 5. search up to {@link LEVEL_DEPTHS} plies ahead within the time, with the static score
 *    of open lines (near the marks only on boards of more than 49 cells); unless the search sees
 *    a forced result, level 4 picks any of its three best moves and level 5, one time in four, its
 *    second best (never a move that loses within the depth);
 * 6. plays the move of its opening book (`openings`) where the book has one; else on boards of at most 49 cells,
 *    tries to prove the position in half the time (three quarters on bitboards) and then plays a
 *    proven best move, preferring those after which the opponent's reply is most likely a mistake
 *    by `model` (see `traps`); in a lost position, any move, the one after which the opponent's
 *    reply most likely lets the game be saved (see `bestChance`); a result proven without its
 *    distance or its best moves, it plays the first move it proved keeps it (not for a loss); else (or
 *    on larger boards) the best move of iterative deepening within the time.
 * Levels 3 to 6 always take a win on the move and stop the opponent's, whatever the time.
 */
export function chooseCell(
  shapeSearch: ShapeSearch,
  level: number,
  random: () => number,
  budget: Budget,
  model: Model,
  openings?: OpeningBook,
): number {
  const { search } = shapeSearch;
  const { shape } = search;
  const pick = (cells: readonly number[]): number => {
    const index = Math.floor(random() * cells.length);
    return cells[index >= 0 && index < cells.length ? index : 0]!;
  };
  const cells = candidates(search, level);
  if (cells.length > 0) return pick(cells);
  // Levels 4 to 6 when no move is forced; without a search, they play as level 3.
  const fallback = (): number => pick(candidates(search, 3));
  const { local } = shape;
  if (level === 4 || level === 5) {
    // Deeper each time while the time lasts, up to the level's depth.
    let scored: readonly Scored[] = [];
    for (let depth = 1; depth <= LEVEL_DEPTHS[level][local ? 1 : 0]; depth++) {
      try {
        scored = scoreMoves(search, depth, budget, local);
      } catch (thrown) {
        if (thrown !== OUT_OF_BUDGET) throw thrown;
        break;
      }
    }
    if (scored.length === 0) return fallback();
    const top = scored[0]!.value;
    // Unless the search sees a forced result, level 4 picks any of its three best moves and level 5,
    // one time in four, its second best, as long as it does not lose within the depth.
    const loose = Math.abs(top) < UNIT && (level === 4 || random() < 0.25);
    const choices = loose
      ? scored.slice(0, level === 4 ? 3 : 2).filter((move) => move.value > -UNIT)
      : scored.filter((move) => move.value === top);
    return pick(choices.map((move) => move.cell));
  }
  if (level === 6 && openings) {
    // The opening book's move, where it has one.
    const column = bookColumn(openings, search.board.cells, shape);
    const cell = column < 0 ? undefined : legalCells(search).find((cell) => cell % shape.columns === column);
    if (cell !== undefined) return cell;
  }
  if (!local) {
    // The proof has half the time, three quarters on bitboards (two or three times the positions a second there);
    // deepening has the rest. First the result, then a move that keeps it (a position proven as the time runs out
    // is not left to a depth-limited search that may lose it), then, with the whole time once that move is known,
    // how fast and every move that keeps that.
    const share = shareOf(budget, fitsBits(shape) ? 0.75 : 0.5);
    const first = prove(search, share, false, 'one');
    const kept = first.result === 0 || first.result === 1 ? (first.best[0] ?? -1) : -1;
    const rest = kept >= 0 ? budget : share;
    const proof = first.result === null ? null : prove(search, rest);
    if (proof !== null && proof.best.length > 0) {
      if (proof.value === null) return pick(proof.best);
      // Lost: every move loses against perfect play; the best chance against the model, then the slowest loss.
      if (proof.value < 0) return pick(bestChance(search, proof.best, rest, model));
      return pick(traps(search, proof.best, proof.value, rest, model));
    }
    if (kept >= 0) return kept;
  }
  const best = deepen(search, budget, MAX_DEPTH, local);
  return best.cell >= 0 ? best.cell : fallback();
}

/**
 * The cells that `level` chooses from at random in the loaded position (the game in progress):
 * for levels 1 to 3, its move; for levels 4 to 6, the moves they play without searching (a win
 * on the move, a block; in misère a move that leaves no safe reply), else none.
 */
export function candidates(search: Search, level: number): number[] {
  const { board, shape } = search;
  const me = board.ply & 1;
  const opp = me ^ 1;
  const legal = legalCells(search);
  if (level === 1 || legal.length === 1) return legal;
  // Misère: a move that completes one's own line loses at once.
  const safe = shape.misere ? legal.filter((cell) => board.threats[cell * 2 + me] === 0) : legal;
  if (level === 2) return shape.misere ? orElse(safe, legal) : orElse(lineCells(search, opp), legal);
  let tactical: number[];
  if (shape.misere) tactical = safe.filter((cell) => leavesNoSafeReply(search, cell));
  else tactical = orElse(lineCells(search, me), lineCells(search, opp));
  if (tactical.length > 0 || level > 3) return tactical;
  return orElse(safe, legal);
}

/**
 * The chance of each playable cell to be the opponent's move in the loaded position, by `model`:
 * a level plays uniformly among its {@link candidates} (levels 4 and 5 as level 3), the robust
 * model half as level 1 and half as level 3, a policy as it answers.
 */
function chancesOf(search: Search, model: Model): Float64Array {
  const { board, shape } = search;
  const chances = new Float64Array(shape.size);
  const spread = (cells: readonly number[], weight: number): void => {
    for (const cell of cells) chances[cell]! += weight / cells.length;
  };
  if (model.policy) {
    const marks = Array.from(board.cells.subarray(0, shape.size), (mark): Mark | null =>
      mark === 1 ? 'X' : mark === 2 ? 'O' : null,
    );
    const legal = legalCells(search) as CellIndex[];
    policyChances(model.policy, marks, shape.rows, shape.columns, board.ply & 1 ? 'O' : 'X', legal).forEach(
      (chance, i) => {
        chances[legal[i]!] = chance;
      },
    );
  } else if (model.level === 0) {
    spread(candidates(search, 1), 0.5);
    spread(candidates(search, 3), 0.5);
  } else spread(candidates(search, Math.min(model.level, 3)), 1);
  return chances;
}

/**
 * Among the proven best moves `best` of a position of value `value`, the ones after which the
 * opponent's reply is most likely a mistake, by `model` (each reply tested by a proof, within
 * `budget`; what the budget does not reach counts as no mistake).
 */
function traps(
  search: Search,
  best: readonly number[],
  value: number,
  budget: Budget,
  model: Model,
): readonly number[] {
  if (best.length < 2) return best;
  const { shape } = search;
  const counts = best.map(() => 0);
  // After a reply, the position is worth more than `value` to us when the reply was a mistake.
  const after = (): number => search.run(PROVEN, value, value + 1, budget);
  try {
    best.forEach((cell, i) => {
      search.moveValue(cell, () => {
        // The model's chances may come from the caller's policy, which reads no clock: not past the deadline.
        if (timeUp(budget)) throw OUT_OF_BUDGET;
        const chances = chancesOf(search, model);
        for (let reply = 0; reply < shape.size; reply++)
          if (chances[reply]! > 0 && -search.moveValue(reply, after) > value) counts[i]! += chances[reply]!;
        return 0;
      });
    });
  } catch (thrown) {
    if (thrown !== OUT_OF_BUDGET) throw thrown;
  }
  const most = Math.max(...counts);
  return best.filter((_, i) => counts[i]! > most - 1e-9);
}

/**
 * In a lost position, whose slowest losses are `slowest`: the moves most likely to save the game
 * against `model`, that is, after which the opponent's reply (by the model's chances) most likely
 * lets the game be saved (a draw or better, by a proof within `budget`); among those, the slowest
 * losses. What the budget does not reach counts as no chance; with no chance at all, the slowest losses.
 */
function bestChance(search: Search, slowest: readonly number[], budget: Budget, model: Model): readonly number[] {
  const legal = legalCells(search);
  const chance = legal.map(() => 0);
  // After a reply, a null window just below a draw: at least 0 means the game is saved.
  const saved = (): number => search.run(PROVEN, -1, 0, budget);
  try {
    legal.forEach((cell, i) => {
      search.moveValue(cell, () => {
        if (timeUp(budget)) throw OUT_OF_BUDGET;
        const chances = chancesOf(search, model);
        for (let reply = 0; reply < search.shape.size; reply++)
          if (chances[reply]! > 0 && -search.moveValue(reply, saved) >= 0) chance[i]! += chances[reply]!;
        return 0;
      });
    });
  } catch (thrown) {
    if (thrown !== OUT_OF_BUDGET) throw thrown;
  }
  const most = Math.max(...chance);
  if (!(most > 0)) return slowest;
  const likeliest = legal.filter((_, i) => chance[i]! > most - 1e-9);
  const slow = likeliest.filter((cell) => slowest.includes(cell));
  if (slow.length > 0) return slow;
  // None of them is a slowest loss: the slowest among them, each proven within the budget.
  try {
    const values = likeliest.map((cell) =>
      search.moveValue(cell, () => search.run(PROVEN, -INFINITE, INFINITE, budget)),
    );
    const top = Math.max(...values);
    return likeliest.filter((_, i) => values[i] === top);
  } catch (thrown) {
    if (thrown !== OUT_OF_BUDGET) throw thrown;
    return likeliest;
  }
}

function orElse(cells: number[], otherwise: number[]): number[] {
  return cells.length > 0 ? cells : otherwise;
}

/** Misère: says whether after `cell` every legal reply of the opponent completes one of their lines. */
function leavesNoSafeReply(search: Search, cell: number): boolean {
  const { board } = search;
  board.play(cell);
  try {
    const opp = board.ply & 1;
    if (board.ply === search.shape.size) return false;
    return legalCells(search).every((reply) => board.threats[reply * 2 + opp]! > 0);
  } finally {
    board.undo(cell);
  }
}
