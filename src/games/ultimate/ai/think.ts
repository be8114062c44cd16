/**
 * Levels 5 and 6 of the Ultimate AI: Monte Carlo tree search over a tree kept between moves. A new
 * search starts from what the last one learnt when the position is one or two moves further down
 * its tree (the tree is compacted into a second one of the same capacity: memory stays bounded
 * however long the game). The search runs in steps, so that the asynchronous calls can let the
 * page breathe between them.
 *
 * @packageDocumentation
 */
import { popcount } from '../../../core/bits.js';
import { type Core, DRAWN, ONGOING } from '../core.js';
import { SearchBoard } from './board.js';
import type { EndgameSolver, Solved } from './endgame.js';
import { DEFAULT_CAPACITY, PROVEN_LOSS, PROVEN_WIN, search, Tree, UNPROVEN } from './mcts.js';
import { legalList } from './levels.js';
import { expectedScore, WORTH } from './opponent.js';
import { canWinGame, winsGame } from './tactics.js';

/** What a search found for the player to move: its move, its winning chance, and the line it expects. */
export interface Verdict {
  /** The move (`board × 9 + cell`). */
  readonly move: number;
  /** The expected score of the player to move: 1 a win, ½ a draw, 0 a loss. */
  readonly chance: number;
  /** `'win'`, `'loss'` or `'draw'` when the search proved it, else `null`. */
  readonly proven: 'win' | 'loss' | 'draw' | null;
  /** The moves to the end when the endgame solver proved a win or a loss, else `null`. */
  readonly plies: number | null;
  /** The moves the search expects, from this one. */
  readonly line: readonly number[];
  /** The iterations the search made for this answer. */
  readonly iterations: number;
}

/** What a search found of one legal move of the root, for the player to move (see {@link Thinker.ranking}). */
export interface Ranked {
  readonly move: number;
  /** The expected score after the move, or `null` when the search did not reach it. */
  readonly chance: number | null;
  readonly proven: 'win' | 'loss' | 'draw' | null;
  /** The moves to the end, this one included, when the exact solver proved a win or a loss. */
  readonly plies: number | null;
  readonly visits: number;
}

/** The empty cells of the open boards at or below which the endgame solver is tried first. */
export const ENDGAME_EMPTY = 26;

/** The exact solver a search tries first near the end, and the positions it may visit. */
export interface Endgame {
  readonly solver: EndgameSolver;
  readonly nodes: number;
}

/** A search in progress: {@link Thinker.start}, then {@link Thinker.step} until it says it is done. */
export class Thinker {
  #tree: Tree | undefined;
  #spare: Tree | undefined;
  /** The position of the tree's root. */
  readonly #root = new SearchBoard();
  readonly #board = new SearchBoard();
  readonly #target = new SearchBoard();
  readonly #moves = new Uint8Array(81);
  readonly #path = new Int32Array(96);
  #random: () => number = Math.random;
  #iterations = 0;
  #budget = 0;
  /** How the search explores and plays out (see `SearchLimits`). */
  #tuning: { exploration?: number; playouts?: 'random' | 'decisive' } = {};
  /** Whether the tree holds a search of a position (the root) that a later one may continue. */
  #held = false;
  /** The endgame solver to try first, until it is tried; what it proved. */
  #endgame: Endgame | null = null;
  #endgameSolver: EndgameSolver | null = null;
  #solved: Solved | null = null;
  /** The positions the endgame solver may still visit in this search. */
  #endgameLeft = 0;
  /** Level 6's choice to play to win (see {@link Thinker.beginTrap}). */
  #trap: { moves: number[]; index: number; best: number; score: number } | null = null;

  constructor(readonly capacity = DEFAULT_CAPACITY) {}

  /**
   * Starts a search of `core` for at most `iterations` iterations in a tree of `capacity` nodes,
   * continuing the tree of the last search when `core` is one or two moves below its root (and
   * `reuse`): what the new root's subtree holds is copied, at most `capacity` nodes, so the time
   * the copy takes grows with the capacity, which the caller sizes to its time.
   */
  start(
    core: Core,
    iterations: number,
    random: () => number,
    reuse: boolean,
    tuning: { exploration?: number; playouts?: 'random' | 'decisive' } = {},
    endgame: Endgame | null = null,
    capacity = this.capacity,
  ): void {
    this.#tuning = tuning;
    this.#endgame = endgame;
    this.#endgameSolver = endgame?.solver ?? null;
    this.#endgameLeft = endgame?.nodes ?? 0;
    this.#solved = null;
    const target = this.#target.load(core);
    const node = reuse && this.#held && this.#tree ? this.#find(target) : -1;
    if (node > 0) {
      const spare = this.#spare?.capacity === capacity ? this.#spare : new Tree(capacity);
      this.#tree!.copySubtree(node, spare);
      this.#spare = this.#tree;
      this.#tree = spare;
    } else if (node < 0) {
      if (this.#tree?.capacity !== capacity) this.#tree = new Tree(capacity);
      this.#tree.reset();
    }
    this.#root.load(core);
    this.#held = reuse;
    this.#random = random;
    this.#iterations = 0;
    this.#budget = iterations;
  }

  /** The node of the tree one or two moves below the root whose position is `target`'s, or −1. */
  #find(target: SearchBoard): number {
    const tree = this.#tree!;
    const root = this.#root;
    if (same(root, target)) return 0;
    const depth = target.count - root.count;
    if (depth !== 1 && depth !== 2) return -1;
    const board = this.#board;
    board.copy(root);
    for (let a = tree.first[0]!, end = a + tree.children[0]!; a >= 0 && a < end; a++) {
      board.play(tree.move[a]!);
      if (depth === 1 && same(board, target)) return a;
      if (depth === 2 && tree.first[a]! >= 0)
        for (let b = tree.first[a]!, stop = b + tree.children[a]!; b < stop; b++) {
          board.play(tree.move[b]!);
          const found = same(board, target);
          board.undo();
          if (found) return b;
        }
      board.undo();
    }
    return -1;
  }

  /**
   * Runs the search until its budget is spent, the root is proven, or time is up: `paced()` says so
   * (asked after every iteration of the tree search: a `pacedStop` reads its clock as the iterations'
   * time allows), or `stop()` does (asked every 4,096 positions of the endgame solver). Returns
   * whether the search is done; `false` when time ended this step, and the caller may step again.
   */
  step(stop: () => boolean, paced: () => boolean): boolean {
    const endgame = this.#endgame;
    if (endgame) {
      // First, near the end, the exact solver (on random positions with 20 empty cells it proved the
      // result in about 2 ms, measured by hand, no bench yet). Stopped
      // by `stop()` (the end of a slice), it is tried again at the next step, its table keeping
      // what it learnt, until it proves the result or has visited its positions.
      const board = this.#board.copy(this.#root);
      if (openEmpty(board) > ENDGAME_EMPTY) this.#endgame = null;
      else {
        this.#solved = endgame.solver.solve(board, this.#endgameLeft, stop);
        this.#endgameLeft -= endgame.solver.nodes;
        if (this.#solved) {
          this.#endgame = null;
          return true;
        }
        if (this.#endgameLeft > 0 && stop()) return false;
        this.#endgame = null;
      }
    }
    const tree = this.#tree!;
    const left = this.#budget - this.#iterations;
    this.#iterations += search(
      tree,
      this.#root,
      this.#board,
      this.#random,
      { iterations: left, stop: paced, ...this.#tuning },
      this.#moves,
      this.#path,
    );
    return this.#iterations >= this.#budget || tree.proof[0] !== UNPROVEN;
  }

  /**
   * The verdict of the search: the move it visited most among those not proven lost (a proven win
   * first), except that a move that wins the game at once is always played, and a move that lets
   * the opponent win the game at once is played only when every move does.
   */
  verdict(): Verdict {
    const solved = this.#solved;
    if (solved) {
      const { value, plies, move } = solved;
      const line = this.#endgameSolver!.line(this.#board.copy(this.#root), 12);
      const chance = value === 'win' ? 1 : value === 'loss' ? 0 : 0.5;
      return { ...this.#answer(move, chance, value, line[0] === move ? line : [move]), plies };
    }
    const tree = this.#tree!;
    const root = this.#root;
    const board = this.#board.copy(root);
    const moves = this.#moves;
    const n = board.legal(moves);
    for (let i = 0; i < n; i++)
      if (winsGame(board, moves[i]!)) return { ...this.#answer(moves[i]!, 1, 'win', [moves[i]!]), plies: 1 };
    // The moves after which the opponent cannot win at once; all of them when none is.
    const safe = new Set<number>();
    for (let i = 0; i < n; i++) {
      board.play(moves[i]!);
      if (!canWinGame(board)) safe.add(moves[i]!);
      board.undo();
    }
    const allowed = (move: number): boolean => safe.size === 0 || safe.has(move);
    let best = -1;
    const start = tree.first[0]!;
    const end = start < 0 ? start : start + tree.children[0]!;
    for (let child = start; child < end; child++) {
      if (!allowed(tree.move[child]!)) continue;
      if (best < 0 || rank(tree, child) > rank(tree, best)) best = child;
    }
    if (best < 0) {
      // No search (a limit of 0): the first allowed move.
      const move = [...Array(n).keys()].map((i) => moves[i]!).find(allowed)!;
      return this.#answer(move, 0.5, null, [move]);
    }
    const proof = tree.proof[best]!;
    const chance = meanOf(tree, best);
    const proven = proof === PROVEN_WIN ? 'win' : proof === PROVEN_LOSS ? 'loss' : proof === UNPROVEN ? null : 'draw';
    const value = proven === 'win' ? 1 : proven === 'loss' ? 0 : proven === 'draw' ? 0.5 : chance;
    return this.#answer(tree.move[best]!, value, proven, this.#line(best));
  }

  /** The line the tree expects from `node`: its most visited descendants. */
  #line(node: number): number[] {
    const tree = this.#tree!;
    const line = [tree.move[node]!];
    for (let at = node; tree.first[at]! >= 0 && line.length < 12; ) {
      let next = -1;
      for (let c = tree.first[at]!, end = c + tree.children[at]!; c < end; c++)
        if (next < 0 || rank(tree, c) > rank(tree, next)) next = c;
      if (tree.visits[next]! === 0) break;
      line.push(tree.move[next]!);
      at = next;
    }
    return line;
  }

  #answer(move: number, chance: number, proven: Verdict['proven'], line: number[]): Verdict {
    return { move, chance, proven, plies: null, line, iterations: this.#iterations };
  }

  /**
   * Starts level 6's choice where the exact solver proved that best play only draws (call it after
   * {@link Thinker.verdict}): among the drawing moves, the one of best expected score against the
   * robust opponent model (see `opponent.ts`), the verdict's move first among equals. Returns
   * whether there is such a choice to make ({@link Thinker.trapStep} makes it). A proven win keeps
   * the quickest one, a proven loss the slowest (a one-reply model of a fallible opponent would
   * prefer a quick loss that lets them win at once), and an unproven result the verdict's move.
   */
  beginTrap(verdict: Verdict): boolean {
    const solved = this.#solved;
    this.#trap = null;
    if (solved?.value !== 'draw') return false;
    const moves = legalList(this.#board.copy(this.#root)).sort(
      (a, b) => Number(b === verdict.move) - Number(a === verdict.move),
    );
    this.#trap = { moves, index: 0, best: verdict.move, score: -1 };
    return true;
  }

  /**
   * Values the candidates of {@link Thinker.beginTrap} until `stop()` says so (then returns
   * `false`: call it again to go on) or all are valued, or the solver's positions are spent.
   */
  trapStep(stop: () => boolean): boolean {
    const trap = this.#trap;
    if (!trap) return true;
    const board = this.#board.copy(this.#root);
    const budget = { nodes: this.#endgameLeft };
    try {
      for (; trap.index < trap.moves.length; trap.index++) {
        const move = trap.moves[trap.index]!;
        const scored = expectedScore(board, move, this.#endgameSolver!, budget, stop);
        if (scored === null) {
          if (budget.nodes > 0 && stop()) return false;
          trap.index = trap.moves.length;
          break;
        }
        if (scored.worst === WORTH.draw && scored.expected > trap.score)
          [trap.best, trap.score] = [move, scored.expected];
      }
      return true;
    } finally {
      this.#endgameLeft = budget.nodes;
    }
  }

  /** The move of {@link Thinker.beginTrap}'s choice so far (the verdict's until another is found better). */
  get trapMove(): number {
    return this.#trap?.best ?? -1;
  }

  /**
   * What the search found of each legal move of the root, for the player to move, in the order of the legal moves
   * (any time after {@link Thinker.start}; after {@link Thinker.verdict} for the search's). From the tree: each child's
   * mean score and proof. When the exact
   * solver proved the root, it proves each move too, within what is left of its positions and
   * until `stop()` says so; a move it does not reach has no chance (`null`).
   */
  ranking(stop: () => boolean): Ranked[] {
    const board = this.#board.copy(this.#root);
    const moves = this.#moves;
    const n = board.legal(moves);
    const ranked: Ranked[] = [];
    const solved = this.#solved;
    if (solved) {
      const solver = this.#endgameSolver!;
      const mover = board.turn;
      const flip = { win: 'loss', loss: 'win', draw: 'draw' } as const;
      for (let i = 0; i < n; i++) {
        const move = moves[i]!;
        let value: Ranked['proven'] = null;
        let plies: number | null = null;
        if (move === solved.move) ({ value, plies } = solved);
        else {
          board.play(move);
          if (board.status !== ONGOING) {
            value = board.status === 1 + mover ? 'win' : board.status === DRAWN ? 'draw' : 'loss';
            plies = value === 'draw' ? null : 1;
          } else if (this.#endgameLeft > 0 && !stop()) {
            const child = solver.solve(board, this.#endgameLeft, stop);
            this.#endgameLeft -= solver.nodes;
            if (child) {
              value = flip[child.value];
              plies = child.plies === null ? null : child.plies + 1;
            }
          }
          board.undo();
        }
        const chance = value === null ? null : value === 'win' ? 1 : value === 'loss' ? 0 : 0.5;
        ranked.push({ move, chance, proven: value, plies, visits: 0 });
      }
      return ranked;
    }
    const tree = this.#tree!;
    const byMove = new Map<number, number>();
    for (let c = tree.first[0]!, end = c + tree.children[0]!; c >= 0 && c < end; c++) byMove.set(tree.move[c]!, c);
    for (let i = 0; i < n; i++) {
      const move = moves[i]!;
      const child = byMove.get(move);
      const proof = child === undefined ? UNPROVEN : tree.proof[child]!;
      const visits = child === undefined ? 0 : tree.visits[child]!;
      const proven = proof === PROVEN_WIN ? 'win' : proof === PROVEN_LOSS ? 'loss' : proof === UNPROVEN ? null : 'draw';
      const chance =
        proven !== null
          ? proven === 'win'
            ? 1
            : proven === 'loss'
              ? 0
              : 0.5
          : visits > 0
            ? meanOf(tree, child!)
            : null;
      ranked.push({ move, chance, proven, plies: null, visits });
    }
    return ranked;
  }

  /** Forgets the tree: the next search starts afresh. */
  forget(): void {
    this.#held = false;
  }
}

/** The empty cells of the boards open to play. */
function openEmpty(board: SearchBoard): number {
  let n = 0;
  for (let open = ~board.closed & 511, b = 0; open !== 0; b++, open >>>= 1) if (open & 1) n += popcount(board.empty(b));
  return n;
}

/**
 * The mean result of a child of the root for the player to move, drawn toward ½ as if
 * {@link PRIOR} more playouts had drawn: a move seen a few times in a short search (a fresh
 * process's first 20 ms may make only a few dozen iterations, and a search visits a move it
 * rates low only a few times) is not taken for a sure win or loss on their luck.
 */
function meanOf(tree: Tree, child: number): number {
  return (tree.score[child]! + PRIOR / 2) / (tree.visits[child]! + PRIOR);
}

/** The weight of the prior ½ in {@link meanOf}, in playouts. */
const PRIOR = 4;

/** How a child ranks for the final choice: a proven win first, a proven loss last, else by visits. */
function rank(tree: Tree, child: number): number {
  const proof = tree.proof[child]!;
  if (proof === PROVEN_WIN) return Number.MAX_SAFE_INTEGER;
  if (proof === PROVEN_LOSS) return -1 + tree.visits[child]! / 2 ** 31;
  return tree.visits[child]!;
}

/**
 * Says whether two boards hold the same position (marks, local results, forced board, player to
 * move, rules): under `wonBoards: 'open'` the marks alone do not say whose line on a board came first.
 */
function same(a: SearchBoard, b: SearchBoard): boolean {
  if (a.forced !== b.forced || a.turn !== b.turn || a.rules !== b.rules) return false;
  if (a.wonX !== b.wonX || a.wonO !== b.wonO || a.drawn !== b.drawn) return false;
  for (let i = 0; i < 18; i++) if (a.marks[i] !== b.marks[i]) return false;
  return true;
}
