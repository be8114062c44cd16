// The solver against a plain alpha-beta reference on Connect Four mid-game positions (issue 26: never slower, the
// worst position included). The reference is written here from the rules, sharing nothing with the package: negamax
// with alpha-beta, null windows that narrow the range of scores (Pons' iterative search), the central columns first,
// an immediate win taken, and a transposition table of upper bounds keyed exactly (a Map). Positions come from random
// games of 8 to 14 plies (a seeded generator) that nobody has won and in which the player to move cannot win at once.
// Both give Pons' score (22 minus the stones the winner has placed when the game ends, negative for a loss, 0 for a
// draw), and must agree.
// The reference gives up on a position past REF_NODES positions (default 4,000,000: a few seconds); ours then counts
// as faster there, and the bench says on how many it gave up.
// Usage: npm run bench -- reference   (REF_COUNT: positions, default 40; REF_SEED: the generator's seed)
import { PRESETS, TicTacToeEngine, createSolver, dropMove } from '../dist/index.js';

/** Thrown when the reference passes its node limit. */
const GAVE_UP = Symbol('gave up');
const WIDTH = 7;
const HEIGHT = 6;
const ORDER = [3, 2, 4, 1, 5, 0, 6];

/** A plain solver: stones in a column-major grid, each column `HEIGHT + 1` bits of an exact key (no bit operators). */
class Reference {
  grid = new Int8Array(WIDTH * HEIGHT); // 0 empty, 1 and 2 the players
  heights = new Int8Array(WIDTH);
  moves = 0;
  /** The key: the stones of the player to move plus every stone, as numbers below 2^50. */
  mine = 0;
  all = 0;
  table = new Map();
  nodes = 0;
  /** The most positions it visits: past them it gives up (throws). */
  limit = Infinity;

  play(col) {
    const bit = 2 ** (col * (HEIGHT + 1) + this.heights[col]);
    this.grid[col * HEIGHT + this.heights[col]] = 1 + (this.moves & 1);
    this.heights[col]++;
    this.moves++;
    const theirs = this.all - this.mine;
    this.all += bit;
    this.mine = theirs;
  }

  undo(col) {
    this.heights[col]--;
    this.moves--;
    this.grid[col * HEIGHT + this.heights[col]] = 0;
    const bit = 2 ** (col * (HEIGHT + 1) + this.heights[col]);
    this.all -= bit;
    this.mine = this.all - this.mine;
  }

  /** Whether the player to move would make four in a row by dropping into `col`. */
  wins(col) {
    const row = this.heights[col];
    const me = 1 + (this.moves & 1);
    for (const [dc, dr] of [
      [1, 0],
      [0, 1],
      [1, 1],
      [1, -1],
    ]) {
      let run = 1;
      for (const sign of [1, -1]) {
        for (
          let c = col + sign * dc, r = row + sign * dr;
          c >= 0 && c < WIDTH && r >= 0 && r < HEIGHT;
          c += sign * dc, r += sign * dr
        ) {
          if (this.grid[c * HEIGHT + r] !== me) break;
          run++;
        }
      }
      if (run >= 4) return true;
    }
    return false;
  }

  negamax(alpha, beta) {
    if (++this.nodes > this.limit) throw GAVE_UP;
    if (this.moves === WIDTH * HEIGHT) return 0;
    for (let col = 0; col < WIDTH; col++)
      if (this.heights[col] < HEIGHT && this.wins(col)) return (WIDTH * HEIGHT + 1 - this.moves) >> 1;
    let max = (WIDTH * HEIGHT - 1 - this.moves) >> 1;
    const key = this.mine + this.all;
    const stored = this.table.get(key);
    if (stored !== undefined) max = stored;
    if (beta > max) {
      beta = max;
      if (alpha >= beta) return beta;
    }
    for (const col of ORDER) {
      if (this.heights[col] === HEIGHT) continue;
      this.play(col);
      const score = -this.negamax(-beta, -alpha);
      this.undo(col);
      if (score >= beta) return score;
      if (score > alpha) alpha = score;
    }
    // A Map holds at most 2^24 entries: the table starts again before that.
    if (this.table.size >= 1 << 23) this.table.clear();
    this.table.set(key, alpha);
    return alpha;
  }

  /** The score by null windows, narrowing the range of scores from its middle (halved toward 0). */
  solve(columns) {
    for (const col of columns) this.play(col);
    let min = -Math.trunc((WIDTH * HEIGHT - this.moves) / 2);
    let max = Math.trunc((WIDTH * HEIGHT + 1 - this.moves) / 2);
    while (min < max) {
      let med = min + Math.trunc((max - min) / 2);
      if (med <= 0 && Math.trunc(min / 2) < med) med = Math.trunc(min / 2);
      else if (med >= 0 && Math.trunc(max / 2) > med) med = Math.trunc(max / 2);
      const score = this.negamax(med, med + 1);
      if (score <= med) max = score;
      else min = score;
    }
    return min;
  }
}

/** xorshift32, seeded: the same positions in every run. */
function generator(seed) {
  let x = seed | 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

const count = Number(process.env.REF_COUNT) || 40;
const limit = Number(process.env.REF_NODES) || 4_000_000;
const random = generator(Number(process.env.REF_SEED) || 20261127);
const engine = new TicTacToeEngine();
const players = [{ id: 'a' }, { id: 'b' }];
const start = engine.createInitialState({ ...PRESETS['connect-four'] }, players).value;
const cpu = (run) => {
  const c0 = process.cpuUsage();
  const value = run();
  const used = process.cpuUsage(c0);
  return [value, (used.user + used.system) / 1000];
};
/** Pons' score of a solution for the player to move, `ply` stones on the board. */
const scoreOf = ({ result, moves }, ply) =>
  result === 'draw' ? 0 : (result === 'win' ? 1 : -1) * Math.floor((44 - ply - moves) / 2);

const ours = [];
const theirs = [];
let worst = { ratio: 0 };
let slower = 0;
let disagree = 0;
let gaveUp = 0;
let unknown = 0;
while (ours.length < count) {
  // A random game of 8 to 14 plies, started again when someone wins or could win at once.
  const plies = 8 + random(7);
  const columns = [];
  const probe = new Reference();
  let usable = true;
  for (let i = 0; i < plies && usable; i++) {
    const open = ORDER.filter((col) => probe.heights[col] < HEIGHT);
    const col = open[random(open.length)];
    if (probe.wins(col)) usable = false;
    probe.play(col);
    columns.push(col);
  }
  if (!usable || ORDER.some((col) => probe.heights[col] < HEIGHT && probe.wins(col))) continue;
  let state = start;
  for (const col of columns) state = engine.applyMove(state, dropMove(state, col).value).value;
  const [solution, ms] = cpu(() => createSolver().solve(state, { timeLimit: Infinity, moves: false }).value);
  const reference = new Reference();
  reference.limit = limit;
  const [score, refMs] = cpu(() => {
    try {
      return reference.solve(columns);
    } catch (thrown) {
      if (thrown !== GAVE_UP) throw thrown;
      return null;
    }
  });
  if (process.env.REF_LOG) console.log(columns.join(''), ms.toFixed(1), refMs.toFixed(1), reference.nodes);
  if (score === null) gaveUp++;
  else if (scoreOf(solution, plies) !== score) {
    disagree++;
    console.log(`  ${columns.map((c) => c + 1).join('')}: ours ${scoreOf(solution, plies)}, the reference's ${score}`);
  }
  ours.push(ms);
  theirs.push(refMs);
  // Where the reference gave up, its time is a floor: ours is compared only where it finished.
  if (score === null) {
    if (ms > refMs) unknown++;
    continue;
  }
  if (ms > refMs) slower++;
  const ratio = ms / Math.max(refMs, 0.001);
  if (ratio > worst.ratio) worst = { ratio, ms, refMs, moves: columns.map((c) => c + 1).join('') };
}
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const figures = (xs) => {
  const order = sorted(xs);
  const median = order[count >> 1].toFixed(2);
  return `mean ${mean(xs).toFixed(2)} ms, median ${median} ms, worst ${order[count - 1].toFixed(1)} ms`;
};
console.log(`Connect Four, ${count} positions after 8 to 14 random plies (CPU time; a fresh solver each):`);
console.log(`  agree on every score: ${disagree === 0 ? 'yes' : `no (${disagree} differ)`}`);
console.log(`  ours:      ${figures(ours)}`);
console.log(`  reference: ${figures(theirs)}`);
const past = limit.toLocaleString('en-US');
console.log(`  the reference gave up on ${gaveUp} (past ${past} positions: its time there is a floor);`);
console.log(`  ours took longer than that floor on ${unknown}`);
const where = `where the reference finished (${count - gaveUp}): ours slower on ${slower}`;
const times = () => `${worst.ms.toFixed(2)} ms, the reference's ${worst.refMs.toFixed(2)}`;
const ratio = worst.moves ? `; the worst ratio ${worst.ratio.toFixed(2)}× (${worst.moves}: ${times()})` : '';
console.log(`  ${where}${ratio}`);
