// The tree of the Ultimate AI's search (src/games/ultimate/ai/mcts.ts) and its reuse between moves
// (think.ts): a subtree copied out keeps every node's move, statistics and proof, and its children
// in order; a search of a position one or two moves below the last one continues its tree.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../src/core/random.js';
import { SearchBoard } from '../../../../src/games/ultimate/ai/board.js';
import { search, Tree } from '../../../../src/games/ultimate/ai/mcts.js';
import { Thinker } from '../../../../src/games/ultimate/ai/think.js';
import { legalMoves, marksOn, ONGOING, playCore, startCore, type Core } from '../../../../src/games/ultimate/core.js';
import { rulesOf, ULTIMATE_RULES } from '../../../../src/games/ultimate/rules.js';
import { LINES } from '../../../support/ultimate-oracle.js';

const start = startCore(ULTIMATE_RULES);
/** A stop that never stops: the search ends by its iterations. */
const never = (): boolean => false;

/** A tree grown by `iterations` iterations from the empty board. */
function grown(iterations: number, capacity = 1 << 16): Tree {
  const tree = new Tree(capacity);
  tree.reset();
  const root = new SearchBoard().load(start);
  search(tree, root, new SearchBoard(), seededRandom(1), { iterations }, new Uint8Array(81), new Int32Array(96));
  return tree;
}

/** The node of `tree` most visited among the children of `node`. */
const mostVisited = (tree: Tree, node: number): number => {
  let best = -1;
  for (let c = tree.first[node]!; c < tree.first[node]! + tree.children[node]!; c++)
    if (best < 0 || tree.visits[c]! > tree.visits[best]!) best = c;
  return best;
};

/** Checks that node `a` of `x` and node `b` of `y` hold the same subtree, as far as `y` has it. */
function sameSubtree(x: Tree, a: number, y: Tree, b: number): number {
  expect([y.move[b], y.visits[b], y.score[b], y.proof[b]]).toEqual([x.move[a], x.visits[a], x.score[a], x.proof[a]]);
  if (y.first[b]! < 0) return 1;
  expect(y.children[b]).toBe(x.children[a]);
  let nodes = 1;
  for (let i = 0; i < y.children[b]!; i++) nodes += sameSubtree(x, x.first[a]! + i, y, y.first[b]! + i);
  return nodes;
}

describe('copySubtree', () => {
  it('copies a grandchild of the root with everything below it', () => {
    const tree = grown(20_000);
    const grandchild = mostVisited(tree, mostVisited(tree, 0));
    const copy = new Tree(1 << 16);
    tree.copySubtree(grandchild, copy);
    const nodes = sameSubtree(tree, grandchild, copy, 0);
    expect(nodes).toBe(copy.size);
    expect(nodes).toBeGreaterThan(100);
  });

  it('leaves out, as leaves, the children that do not fit', () => {
    const tree = grown(20_000);
    const child = mostVisited(tree, 0);
    const small = new Tree(200);
    tree.copySubtree(child, small);
    expect(small.size).toBeLessThanOrEqual(200);
    sameSubtree(tree, child, small, 0);
  });
});

describe('a search continued from a position below the last one', () => {
  /** The position after `moves` from the empty board. */
  const reached = (moves: number[]) => moves.reduce(playCore, start);

  it('keeps the tree for one and two moves on, not for another position', () => {
    const thinker = new Thinker(1 << 16);
    thinker.start(start, 20_000, seededRandom(2), true);
    thinker.step(never, never);
    const line = thinker.verdict().line;
    expect(line.length).toBeGreaterThan(2);
    // One move on (a reply to a move the AI did not choose would do as well).
    const one = new Thinker(1 << 16);
    one.start(start, 20_000, seededRandom(2), true);
    one.step(never, never);
    one.start(reached([line[0]!]), 0, seededRandom(2), true);
    expect(one.verdict().line[0]).toBe(line[1]);
    expect(one.verdict().line.length).toBeGreaterThan(1);
    // No iteration now: what the verdict knows beyond the move itself comes from the kept tree.
    thinker.start(reached([line[0]!, line[1]!]), 0, seededRandom(2), true);
    const kept = thinker.verdict();
    expect(kept.line.length).toBeGreaterThan(1);
    expect(kept.line[0]).toBe(line[2]);
    const fresh = new Thinker(1 << 16);
    fresh.start(reached([line[0]!, line[1]!]), 0, seededRandom(2), true);
    expect(fresh.verdict().line).toHaveLength(1);
    // A position that is not below the kept root starts afresh.
    thinker.start(reached([0, 1]), 0, seededRandom(2), true);
    expect(thinker.verdict().line).toHaveLength(1);
  });
});

describe('a position is the same only with the same local results', () => {
  it('does not continue the tree of a position whose board went to the other player (won boards open)', () => {
    // Random games under won boards open until a board holds lines of both players.
    const hasLine = (mask: number): boolean => LINES.some((line) => line.every((c) => (mask >> c) & 1));
    const random = seededRandom(5);
    const out: number[] = [];
    let found = 0;
    for (let game = 0; game < 2000 && found < 5; game++) {
      let core: Core = startCore(rulesOf(4));
      while (core.status === ONGOING) {
        core = playCore(core, out[Math.floor(random() * legalMoves(core, out))]!);
        const both = [...Array(9).keys()].find((b) => hasLine(marksOn(core, 0, b)) && hasLine(marksOn(core, 1, b)));
        if (core.status !== ONGOING || both === undefined) continue;
        const bit = 1 << both;
        // The same marks, the board given to the other player (as the other order of the same moves would).
        const swapped: Core = { ...core, wonX: core.wonX ^ bit, wonO: core.wonO ^ bit };
        if (hasLine(swapped.wonX) || hasLine(swapped.wonO)) break;
        const thinker = new Thinker(1 << 16);
        thinker.start(core, 5_000, seededRandom(1), true);
        thinker.step(never, never);
        thinker.start(swapped, 0, seededRandom(1), true);
        expect(thinker.verdict().line).toHaveLength(1);
        found++;
        break;
      }
    }
    expect(found).toBe(5);
  });
});
