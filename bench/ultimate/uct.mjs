// The field's baseline player for Ultimate tic-tac-toe: plain UCT, written here from the rules
// alone (no code from src/), as a competent bot writer writes it and no more.
//   - a new tree for each move; each iteration descends by UCB1 (c = √2 on the win rate), adds one
//     node, plays uniformly random legal moves to the end of the game, and backs the result up
//     (win 1, draw ½, loss 0, from the side of the player who moved into each node);
//   - the move played is the root's most-visited child.
// The position is a local board per player as a 9-bit mask, a table of the 512 masks with a line,
// typed arrays for the tree, and no allocation per iteration (the tree's arrays double when full).
// Rules switches, as docs/ultimate.md defines them: wonBoards 'closed' | 'open', drawnBoards
// 'nobody' | 'both', tiebreak 'none' | 'most-boards'.

const LINES = [7, 56, 448, 73, 146, 292, 273, 84];
/** 1 where a 9-bit mask holds a line. */
const HAS_LINE = new Uint8Array(512).map((_, mask) => (LINES.some((line) => (mask & line) === line) ? 1 : 0));
/** The number of bits of each 9-bit mask. */
const POPCOUNT = new Uint8Array(512).map((_, mask) => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
});
const FULL = 511;
const ONGOING = -1;
const DRAW = 2; // results: 0 X won, 1 O won, 2 drawn

/** A seedable PRNG (sfc32, seeded through splitmix32): 32-bit unsigned integers. */
function createRandom(seed) {
  let s = seed >>> 0;
  const split = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

/**
 * A compact game of Ultimate on typed arrays. Fields: `marks[p * 9 + b]` the cells of board `b`
 * held by player `p` (0 X, 1 O); `local[b]` 0 open, 1 won by X, 2 won by O, 3 drawn;
 * `counts[p]` the boards that count for `p`'s global lines; `closed` the boards that take no more
 * marks; `forced` the board the player to move is sent to, or -1; `turn`; `result` -1 or 0/1/2.
 */
class Board {
  constructor(rules) {
    this.openWon = rules.wonBoards === 'open';
    this.drawnBoth = rules.drawnBoards === 'both';
    this.tiebreak = rules.tiebreak === 'most-boards';
    this.marks = new Uint16Array(18);
    this.local = new Uint8Array(9);
    this.counts = new Uint16Array(2);
    this.wonCount = new Uint8Array(2);
    this.closed = 0;
    this.forced = -1;
    this.turn = 0;
    this.result = ONGOING;
  }

  copyFrom(other) {
    this.marks.set(other.marks);
    this.local.set(other.local);
    this.counts.set(other.counts);
    this.wonCount.set(other.wonCount);
    this.closed = other.closed;
    this.forced = other.forced;
    this.turn = other.turn;
    this.result = other.result;
  }

  /** Plays `move` (board × 9 + cell), which must be legal. */
  play(move) {
    const p = this.turn;
    const board = (move / 9) | 0;
    const cell = move - board * 9;
    const bit = 1 << board;
    const mine = (this.marks[p * 9 + board] |= 1 << cell);
    const full = (mine | this.marks[(p ^ 1) * 9 + board]) === FULL;
    let changed = false;
    if (this.local[board] === 0) {
      if (HAS_LINE[mine]) {
        this.local[board] = p + 1;
        this.counts[p] |= bit;
        this.wonCount[p]++;
        if (!this.openWon) this.closed |= bit;
        changed = true;
      } else if (full) {
        this.local[board] = 3;
        if (this.drawnBoth) {
          this.counts[0] |= bit;
          this.counts[1] |= bit;
        }
        changed = true;
      }
    }
    if (full) this.closed |= bit;
    this.turn = p ^ 1;
    if (changed) {
      // The mover's line first: a move that completes lines for both players wins for the mover.
      if (HAS_LINE[this.counts[p]]) this.result = p;
      else if (HAS_LINE[this.counts[p ^ 1]]) this.result = p ^ 1;
    }
    if (this.result === ONGOING && this.closed === FULL) {
      const x = this.wonCount[0];
      const o = this.wonCount[1];
      this.result = this.tiebreak && x !== o ? (x > o ? 0 : 1) : DRAW;
    }
    this.forced = this.result === ONGOING && !((this.closed >> cell) & 1) ? cell : -1;
  }

  /** Writes the legal moves into `out` and returns their number. */
  legalMoves(out) {
    let n = 0;
    if (this.result !== ONGOING) return 0;
    for (let board = 0; board < 9; board++) {
      if (this.forced >= 0 && board !== this.forced) continue;
      if ((this.closed >> board) & 1) continue;
      let empty = ~(this.marks[board] | this.marks[9 + board]) & FULL;
      for (; empty; empty &= empty - 1) out[n++] = board * 9 + (31 - Math.clz32(empty & -empty));
    }
    return n;
  }

  /** Plays uniformly random legal moves to the end of the game; returns the result. */
  playout(random, record) {
    const marks = this.marks;
    while (this.result === ONGOING) {
      let board = this.forced;
      let empty;
      if (board >= 0) {
        empty = ~(marks[board] | marks[9 + board]) & FULL;
        let k = ((random() * POPCOUNT[empty]) / 4294967296) | 0;
        while (k--) empty &= empty - 1;
      } else {
        let total = 0;
        for (let b = 0; b < 9; b++) if (!((this.closed >> b) & 1)) total += POPCOUNT[~(marks[b] | marks[9 + b]) & FULL];
        let k = ((random() * total) / 4294967296) | 0;
        for (board = 0; ; board++) {
          if ((this.closed >> board) & 1) continue;
          empty = ~(marks[board] | marks[9 + board]) & FULL;
          const here = POPCOUNT[empty];
          if (k < here) break;
          k -= here;
        }
        while (k--) empty &= empty - 1;
      }
      const move = board * 9 + (31 - Math.clz32(empty & -empty));
      if (record) record.push(move);
      this.play(move);
    }
    return this.result;
  }
}

const lineOf = (cells, mark) => {
  let mask = 0;
  for (let c = 0; c < 9; c++) if (cells[c] === mark) mask |= 1 << c;
  return mask;
};

/**
 * Reads a position `{ board, forcedBoard, currentPlayer }` (and `boards`, each local board's
 * result, when given: under wonBoards 'open' a board can hold lines of both players, and only
 * `boards` says whose came first; without it, X's line is taken as the first).
 */
function readPosition(position, rules) {
  const state = new Board(rules);
  for (let b = 0; b < 9; b++) {
    const cells = position.board.slice(b * 9, b * 9 + 9);
    const x = lineOf(cells, 'X');
    const o = lineOf(cells, 'O');
    state.marks[b] = x;
    state.marks[9 + b] = o;
    const given = position.boards ? position.boards[b] : undefined;
    const winner =
      given !== undefined ? given : HAS_LINE[x] ? 'X' : HAS_LINE[o] ? 'O' : (x | o) === FULL ? 'draw' : null;
    const bit = 1 << b;
    if (winner === 'X' || winner === 'O') {
      const p = winner === 'X' ? 0 : 1;
      state.local[b] = p + 1;
      state.counts[p] |= bit;
      state.wonCount[p]++;
      if (!state.openWon) state.closed |= bit;
    } else if (winner === 'draw') {
      state.local[b] = 3;
      if (state.drawnBoth) {
        state.counts[0] |= bit;
        state.counts[1] |= bit;
      }
    }
    if ((x | o) === FULL) state.closed |= bit;
  }
  if (HAS_LINE[state.counts[0]] || HAS_LINE[state.counts[1]] || state.closed === FULL) state.result = DRAW; // over
  state.turn = position.currentPlayer === 'O' ? 1 : 0;
  const forced = position.forcedBoard;
  state.forced = forced !== null && forced !== undefined && !((state.closed >> forced) & 1) ? forced : -1;
  return state;
}

const fullRules = (rules = {}) => ({
  wonBoards: rules.wonBoards ?? 'closed',
  drawnBoards: rules.drawnBoards ?? 'nobody',
  tiebreak: rules.tiebreak ?? 'none',
});

/**
 * Plays one random game from the empty board exactly as the player's playouts do, for the tests
 * to check the playouts' rules against an oracle: the moves and the result.
 *
 * @param {{ seed: number, rules?: object }} options
 * @returns {{ moves: number[], result: 'X' | 'O' | 'draw' }}
 */
export function randomPlayout({ seed, rules }) {
  const state = new Board(fullRules(rules));
  const moves = [];
  const result = state.playout(createRandom(seed), moves);
  return { moves, result: result === DRAW ? 'draw' : result === 0 ? 'X' : 'O' };
}

/**
 * Creates a plain UCT player. Give it `timeMs` (thinking time a move, checked every 32
 * iterations) or `iterations` (a fixed number a move: then its moves depend only on `seed`).
 *
 * @param {{ timeMs?: number, iterations?: number, seed?: number, rules?: object, c?: number }} options
 * @returns {{ move(position: object): number, stats: { iterations: number } }}
 */
export function createUctPlayer({ timeMs, iterations, seed = 1, rules = {} } = {}) {
  if ((timeMs === undefined) === (iterations === undefined)) throw new Error('give one of timeMs or iterations');
  const full = fullRules(rules);
  const random = createRandom(seed);
  const C = Math.SQRT2;
  const root = new Board(full);
  const work = new Board(full);
  const legal = new Uint8Array(81);
  const path = new Int32Array(82);

  // The tree, by node index: the move into it, its first child and number of children (-1: not
  // expanded yet), its visits and the wins of the player who moved into it.
  let capacity = 1 << 16;
  let moveOf = new Uint8Array(capacity);
  let firstChild = new Int32Array(capacity);
  let childCount = new Int16Array(capacity);
  let visits = new Float64Array(capacity);
  let wins = new Float64Array(capacity);
  let size = 0;

  const grow = (needed) => {
    while (capacity < needed) capacity *= 2;
    const copy = (Type, old) => {
      const next = new Type(capacity);
      next.set(old.subarray(0, size));
      return next;
    };
    moveOf = copy(Uint8Array, moveOf);
    firstChild = copy(Int32Array, firstChild);
    childCount = copy(Int16Array, childCount);
    visits = copy(Float64Array, visits);
    wins = copy(Float64Array, wins);
  };
  const newNode = (move) => {
    const node = size++;
    moveOf[node] = move;
    firstChild[node] = 0;
    childCount[node] = -1;
    visits[node] = 0;
    wins[node] = 0;
    return node;
  };
  const expand = (node, state) => {
    const n = state.legalMoves(legal);
    if (size + n > capacity) grow(size + n);
    firstChild[node] = size;
    childCount[node] = n;
    for (let i = 0; i < n; i++) newNode(legal[i]);
  };

  const iterate = () => {
    work.copyFrom(root);
    let node = 0;
    let depth = 0;
    path[depth++] = node;
    // Selection: by UCB1 while every child has been visited; an unvisited child is taken first.
    while (work.result === ONGOING) {
      if (childCount[node] < 0) expand(node, work);
      const first = firstChild[node];
      const count = childCount[node];
      const logParent = Math.log(visits[node]);
      let best = -1;
      let bestValue = -1;
      for (let child = first; child < first + count; child++) {
        const v = visits[child];
        if (v === 0) {
          best = child;
          break;
        }
        const value = wins[child] / v + C * Math.sqrt(logParent / v);
        if (value > bestValue) {
          bestValue = value;
          best = child;
        }
      }
      const fresh = visits[best] === 0;
      work.play(moveOf[best]);
      node = best;
      path[depth++] = node;
      if (fresh) break;
    }
    const result = work.result === ONGOING ? work.playout(random) : work.result;
    // Back up: the node at depth d was moved into by the root's player when d is odd.
    for (let d = 0; d < depth; d++) {
      const at = path[d];
      visits[at]++;
      if (result === DRAW) wins[at] += 0.5;
      else if (d > 0 && result === (root.turn + d - 1) % 2) wins[at] += 1;
    }
  };

  const stats = { iterations: 0 };
  return {
    stats,
    /** Returns the move (board × 9 + cell) the player chooses in `position`. */
    move(position) {
      root.copyFrom(readPosition(position, full));
      if (root.legalMoves(legal) === 0) throw new Error('no legal move: the game is over');
      size = 0;
      newNode(0);
      let done = 0;
      if (iterations !== undefined) {
        for (; done < iterations; done++) iterate();
      } else {
        const end = performance.now() + timeMs;
        do {
          for (let i = 0; i < 32; i++) iterate();
          done += 32;
        } while (performance.now() < end);
      }
      stats.iterations = done;
      const first = firstChild[0];
      let best = first;
      for (let child = first + 1; child < first + childCount[0]; child++)
        if (visits[child] > visits[best]) best = child;
      return moveOf[best];
    },
  };
}
