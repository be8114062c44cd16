/**
 * Monte Carlo tree search for Ultimate, with the proofs of MCTS-Solver: a tree of positions held in
 * typed arrays of a fixed capacity (memory stays bounded however long it searches), grown one
 * layer at a time, each iteration descending by UCB1, playing a random game out from the leaf and
 * counting its result back up. A position whose result is certain (the game over, or every reply
 * decided) is marked proven, and the proof climbs the tree: a move that wins is played, a move
 * that loses is never chosen while another is not lost.
 *
 * @packageDocumentation
 */
import { DRAWN, ONGOING } from '../core.js';
import { hasLine, THREATS, type SearchBoard } from './board.js';

/** A node's proof, from the side of the player who moved into it: not proven. */
export const UNPROVEN = 0;
/** A node's proof: the player who moved into it wins with best play. */
export const PROVEN_WIN = 1;
/** A node's proof: the player who moved into it loses with best play. */
export const PROVEN_LOSS = 2;
/** A node's proof: the game is drawn with best play. */
export const PROVEN_DRAW = 3;

/** The nodes a tree holds by default: about 17 MB. */
export const DEFAULT_CAPACITY = 1_048_576;

/**
 * The exploration constant of UCB1 on results in [0, 1]. Tuned in self-play at 20 and 50 ms a
 * move (100 and 80 games a pairing): 0.4–0.6 beat 0.25, 0.9 and 1.3.
 */
export const EXPLORATION = 0.5;

/** A tree of positions in typed arrays. Node 0 is the root. */
export class Tree {
  /** The move into each node (`board × 9 + cell`). */
  readonly move: Uint8Array;
  /** Each node's first child, or −1 while it has none; its children are consecutive. */
  readonly first: Int32Array;
  /** Each node's number of children. */
  readonly children: Uint8Array;
  /** Each node's visits. */
  readonly visits: Int32Array;
  /** Each node's results, summed, from the side of the player who moved into it (win 1, draw ½). */
  readonly score: Float64Array;
  /** Each node's proof ({@link UNPROVEN}, {@link PROVEN_WIN}, {@link PROVEN_LOSS}, {@link PROVEN_DRAW}). */
  readonly proof: Uint8Array;
  /** The nodes in use. */
  size = 0;

  constructor(readonly capacity: number) {
    this.move = new Uint8Array(capacity);
    this.first = new Int32Array(capacity);
    this.children = new Uint8Array(capacity);
    this.visits = new Int32Array(capacity);
    this.score = new Float64Array(capacity);
    this.proof = new Uint8Array(capacity);
  }

  /** Empties the tree but for a new root. */
  reset(): void {
    this.size = 1;
    this.#clear(0, 0);
  }

  /** Makes node `node` a fresh leaf reached by `move`. */
  #clear(node: number, move: number): void {
    this.move[node] = move;
    this.first[node] = -1;
    this.children[node] = 0;
    this.visits[node] = 0;
    this.score[node] = 0;
    this.proof[node] = UNPROVEN;
  }

  /**
   * Gives `node` a child for each of the `n` moves of `moves`, when the tree has room; returns
   * whether it did.
   */
  expand(node: number, moves: Uint8Array, n: number): boolean {
    if (this.size + n > this.capacity) return false;
    const first = this.size;
    for (let i = 0; i < n; i++) this.#clear(first + i, moves[i]!);
    this.first[node] = first;
    this.children[node] = n;
    this.size += n;
    return true;
  }

  /**
   * Copies the subtree of `node` into `into` (emptied first) as its root, breadth first: the nodes
   * nearest the root first, and what does not fit is left out, its parents made unexpanded leaves
   * (their statistics and proofs kept).
   */
  copySubtree(node: number, into: Tree): void {
    into.size = 1;
    into.#copyNode(this, node, 0);
    // Breadth first: each copied node's children are copied as a block.
    for (let read = 0; read < into.size; read++) {
      const from = into.first[read]!;
      if (from < 0) continue;
      const n = into.children[read]!;
      if (into.size + n > into.capacity) {
        into.first[read] = -1;
        into.children[read] = 0;
        continue;
      }
      const block = into.size;
      for (let i = 0; i < n; i++) into.#copyNode(this, from + i, block + i);
      into.first[read] = block;
      into.size += n;
    }
  }

  /** Copies node `from` of `tree` to node `to` of this tree, its `first` still `tree`'s. */
  #copyNode(tree: Tree, from: number, to: number): void {
    this.move[to] = tree.move[from]!;
    this.first[to] = tree.first[from]!;
    this.children[to] = tree.children[from]!;
    this.visits[to] = tree.visits[from]!;
    this.score[to] = tree.score[from]!;
    this.proof[to] = tree.proof[from]!;
  }
}

/** The result of a finished game for the player `mover` (0 X, 1 O): 1 won, ½ drawn, 0 lost. */
const resultFor = (status: number, mover: number): number => (status === DRAWN ? 0.5 : status === 1 + mover ? 1 : 0);

/** What a search's caller gives it. */
export interface SearchLimits {
  /** The most iterations. */
  readonly iterations: number;
  /**
   * Says whether time is up; asked after every iteration, so that it reads a clock as the time an
   * iteration takes allows (see `pacedStop` in core/pace.ts: the first iterations of a fresh process
   * run cold, many times slower).
   */
  readonly stop?: () => boolean;
  /** The exploration constant (default {@link EXPLORATION}). */
  readonly exploration?: number;
  /**
   * The playouts: `'decisive'` (the default: a move that wins the game at once is played; it beat
   * random playouts 64% at equal time) or `'random'`.
   */
  readonly playouts?: 'random' | 'decisive';
}

/**
 * Runs MCTS from `root` (the position of the tree's node 0) and returns the iterations done. The
 * tree keeps what it learnt: call again to search further, or read the root's children.
 */
export function search(
  tree: Tree,
  root: SearchBoard,
  board: SearchBoard,
  random: () => number,
  limits: SearchLimits,
  moves: Uint8Array,
  path: Int32Array,
): number {
  const { move, first, children, visits, score, proof } = tree;
  const { iterations, stop, exploration = EXPLORATION, playouts = 'decisive' } = limits;
  const finish = playouts === 'decisive' ? decisivePlayout : playout;
  let done = 0;
  while (done < iterations && proof[0] === UNPROVEN) {
    if (stop && done > 0 && stop()) break;
    done++;
    board.copy(root);
    let node = 0;
    let depth = 0;
    path[0] = 0;
    // Down the tree by UCB1, among the children not proven lost for whoever picks them.
    while (first[node]! >= 0 && proof[node] === UNPROVEN) {
      const start = first[node]!;
      const end = start + children[node]!;
      const logParent = Math.log(visits[node]! + 1);
      let best = -1;
      let bestValue = -1;
      for (let child = start; child < end; child++) {
        const n = visits[child]!;
        const proven = proof[child]!;
        let value: number;
        if (proven === PROVEN_WIN) {
          best = child;
          break;
        } else if (proven === PROVEN_LOSS) value = -0.5;
        else if (n === 0) value = 1e9 - (child - start);
        else {
          const mean = proven === PROVEN_DRAW ? 0.5 : score[child]! / n;
          value = mean + exploration * Math.sqrt(logParent / n);
        }
        if (value > bestValue) {
          bestValue = value;
          best = child;
        }
      }
      node = best;
      board.play(move[node]!);
      path[++depth] = node;
    }
    // The leaf: a finished game is proven; a leaf visited before grows its children.
    let result: number;
    if (proof[node] !== UNPROVEN) {
      result = proof[node] === PROVEN_WIN ? 1 : proof[node] === PROVEN_LOSS ? 0 : 0.5;
    } else if (board.status !== ONGOING) {
      result = resultFor(board.status, board.turn ^ 1);
      proof[node] = result === 1 ? PROVEN_WIN : result === 0 ? PROVEN_LOSS : PROVEN_DRAW;
      prove(tree, path, depth);
    } else {
      if (visits[node]! > 0 && tree.expand(node, moves, board.legal(moves))) {
        node = first[node]!;
        board.play(move[node]!);
        path[++depth] = node;
      }
      // The result of a random game from here, for the player who moved into the leaf.
      const mover = board.turn ^ 1;
      result = resultFor(finish(board, random), mover);
    }
    // Up the path: each node's score from its own mover's side.
    for (let d = depth; d >= 0; d--) {
      const at = path[d]!;
      visits[at]!++;
      score[at]! += (depth - d) & 1 ? 1 - result : result;
    }
  }
  return done;
}

/** Plays random moves on `board` until the game ends, and returns its status. */
export function playout(board: SearchBoard, random: () => number): number {
  while (board.status === ONGOING) board.play(board.nthLegal((random() * board.legalCount()) | 0));
  return board.status;
}

/**
 * Plays random moves on `board` until the game ends, but for a move that wins the game at once
 * (a local board that completes the mover's global line), which is always played; returns the status.
 */
export function decisivePlayout(board: SearchBoard, random: () => number): number {
  const both = board.rules & 2;
  while (board.status === ONGOING) {
    const p = board.turn;
    const won = (p === 0 ? board.wonX : board.wonO) | (both ? board.drawn : 0);
    const decided = board.wonX | board.wonO | board.drawn;
    let winning = -1;
    for (let boards = board.playable() & ~decided, b = 0; boards !== 0; b++, boards >>>= 1) {
      if (!(boards & 1) || !hasLine(won | (1 << b))) continue;
      const threats = THREATS[board.marks[p * 9 + b]!]! & board.empty(b);
      if (threats !== 0) {
        winning = b * 9 + (31 - Math.clz32(threats & -threats));
        break;
      }
    }
    board.play(winning >= 0 ? winning : board.nthLegal((random() * board.legalCount()) | 0));
  }
  return board.status;
}

/**
 * Climbs the proof of the node at `path[depth]` towards the root: a parent is lost for its mover
 * when a child is won for its own, won when every child is lost, drawn when every child is
 * decided and the best is a draw.
 */
function prove(tree: Tree, path: Int32Array, depth: number): void {
  const { first, children, proof } = tree;
  for (let d = depth; d > 0; d--) {
    const child = path[d]!;
    const parent = path[d - 1]!;
    if (proof[parent] !== UNPROVEN) return;
    if (proof[child] === PROVEN_WIN) {
      proof[parent] = PROVEN_LOSS;
      continue;
    }
    const start = first[parent]!;
    const end = start + children[parent]!;
    let allLost = true;
    for (let c = start; c < end; c++) {
      const p = proof[c]!;
      if (p === UNPROVEN) return;
      if (p !== PROVEN_LOSS) allLost = false;
    }
    proof[parent] = allLost ? PROVEN_WIN : PROVEN_DRAW;
  }
}
