// A match harness for Ultimate tic-tac-toe players over the public engine (dist/, `npm run build`):
// fixed openings, each played twice with the colours swapped, the score of the first player with
// a 95% interval, and the time each player takes a move (wall and CPU, measured around the call).
//
//   node bench/ultimate/match.mjs --a uct:100ms --b uct:1000ms --games 20 [--seed 1]
//     [--won-boards open] [--drawn-boards both] [--tiebreak most-boards]
//
// A player spec is `kind:budget`, the budget in ms (`100ms`) or iterations (`5000it`); add a kind
// as one line of PLAYER_KINDS.
import { fileURLToPath } from 'node:url';
import { UltimateAI, UltimateEngine, ultimateMove } from '../../dist/ultimate.js';
import { createUctPlayer } from './uct.mjs';

const engine = new UltimateEngine();
const SEATS = [{ id: 'a' }, { id: 'b' }];

/** A seeded PRNG (mulberry32): floats in [0, 1). */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Returns `n` distinct 2-ply openings (`[xMove, oMove]`, move numbers board × 9 + cell), chosen
 * by a PRNG seeded with `seed`: the same list for the same arguments. There are 720 of them.
 *
 * @param {number} n
 * @param {number} [seed]
 * @returns {number[][]}
 */
export function ultimateOpenings(n, seed = 1) {
  const all = [];
  for (let first = 0; first < 81; first++) {
    const board = first % 9;
    for (let cell = 0; cell < 9; cell++) if (board * 9 + cell !== first) all.push([first, board * 9 + cell]);
  }
  if (!Number.isInteger(n) || n < 0 || n > all.length) throw new RangeError(`from 0 to ${all.length} openings`);
  const random = seeded(seed);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j], all[i]];
  }
  return all.slice(0, n);
}

const median = (values) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Plays a match between `players[0]` (a) and `players[1]` (b): each opening twice, a with X
 * first then with O, until `games` games are played (default: two per opening). A player is
 * `{ name, move(state) }`, `move` returning the move number (board × 9 + cell), or a Promise of
 * it, for the public `UltimateState`.
 *
 * The score is a's mean over the games (win 1, draw ½, loss 0); its 95% interval is the normal
 * approximation, score ± 1.96 × s / √games, with s the sample standard deviation of the per-game
 * scores (draws lower the variance, so this is narrower than the binomial one with as many games),
 * clipped to [0, 1].
 * Each move is timed around the call to `move`: wall time by `performance.now()`, CPU time of the
 * whole process by `process.cpuUsage()` (user + system).
 *
 * @param {{ players: [object, object], openings?: number[][], rules?: object, games?: number,
 *   onGame?: (game: object) => void }} options
 */
export async function playMatch({ players, openings, rules = {}, games, onGame }) {
  const list = openings ?? ultimateOpenings(Math.ceil((games ?? 20) / 2));
  const total = games ?? list.length * 2;
  if (total > list.length * 2) throw new RangeError(`${total} games need ${Math.ceil(total / 2)} openings`);
  const timing = players.map(() => ({ wall: [], cpu: [] }));
  const results = [];
  let wins = 0;
  let draws = 0;
  let losses = 0;
  for (let i = 0; i < total; i++) {
    const opening = list[i >> 1];
    const aMark = i % 2 === 0 ? 'X' : 'O';
    const played = engine.replay(opening, rules, SEATS);
    if (!played.ok) throw new Error(`opening ${opening.join(' ')}: ${played.error.code}`);
    let state = played.value;
    while (state.status === 'in-progress') {
      const seat = state.currentPlayer === aMark ? 0 : 1;
      const cpu = process.cpuUsage();
      const start = performance.now();
      const move = await players[seat].move(state);
      const wall = performance.now() - start;
      const used = process.cpuUsage(cpu);
      timing[seat].wall.push(wall);
      timing[seat].cpu.push((used.user + used.system) / 1000);
      const next = engine.applyMove(state, ultimateMove(move, state.currentPlayer));
      if (!next.ok) throw new Error(`${players[seat].name} played ${move}: ${next.error.code}`);
      state = next.value;
    }
    const winner = state.winner?.symbol ?? null;
    const score = winner === null ? 0.5 : winner === aMark ? 1 : 0;
    if (score === 1) wins++;
    else if (score === 0) losses++;
    else draws++;
    const game = { opening, aMark, winner, score, moves: state.moveCount };
    results.push(game);
    onGame?.(game);
  }
  const n = results.length;
  const score = n ? (wins + draws / 2) / n : 0;
  const variance = n > 1 ? results.reduce((sum, game) => sum + (game.score - score) ** 2, 0) / (n - 1) : 0;
  const halfWidth = 1.96 * Math.sqrt(variance / Math.max(n, 1));
  return {
    games: n,
    wins,
    draws,
    losses,
    score,
    interval: [Math.max(0, score - halfWidth), Math.min(1, score + halfWidth)],
    timing: players.map((player, seat) => ({
      name: player.name,
      moves: timing[seat].wall.length,
      medianMs: median(timing[seat].wall),
      worstMs: Math.max(0, ...timing[seat].wall),
      medianCpuMs: median(timing[seat].cpu),
      worstCpuMs: Math.max(0, ...timing[seat].cpu),
    })),
    results,
  };
}

/** The kinds of player a spec can name: `kind: (budget, seed, rules) => move(state)`. */
export const PLAYER_KINDS = {
  uct: (budget, seed, rules) => createUctPlayer({ ...budget, seed, rules }).move,
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((level) => [`level${level}`, (budget, seed) => libraryPlayer(level, budget, seed)]),
  ),
};

/** The library's UltimateAI at `level`, thinking `budget.timeMs` a move (levels 1–5 may answer sooner). */
function libraryPlayer(level, budget, seed) {
  const ai = new UltimateAI({ seed });
  return (state) => {
    const move = ai.getMoveSync(state, level, state.currentPlayerId, budget.timeMs);
    if (!move.ok) throw new Error(move.error.message);
    return move.value.data.board * 9 + move.value.data.cell;
  };
}

/**
 * Reads a player spec, `kind:100ms` or `kind:5000it`, into a player `{ name, move }`.
 *
 * @param {string} spec
 * @param {{ seed?: number, rules?: object }} [options]
 */
export function playerFromSpec(spec, { seed = 1, rules = {} } = {}) {
  const match = /^([a-z0-9-]+):(\d+)(ms|it)$/.exec(spec);
  const kind = match && PLAYER_KINDS[match[1]];
  if (!kind) throw new Error(`a player is kind:NNNms or kind:NNNit, kind one of ${Object.keys(PLAYER_KINDS)}`);
  const amount = Number(match[2]);
  const move = kind(match[3] === 'ms' ? { timeMs: amount } : { iterations: amount }, seed, rules);
  return { name: spec, move };
}

async function main(argv) {
  const options = { a: 'uct:100ms', b: 'uct:1000ms', games: '20', seed: '1' };
  for (let i = 0; i < argv.length; i += 2) options[argv[i].replace(/^--/, '')] = argv[i + 1];
  const rules = {
    ...(options['won-boards'] && { wonBoards: options['won-boards'] }),
    ...(options['drawn-boards'] && { drawnBoards: options['drawn-boards'] }),
    ...(options.tiebreak && { tiebreak: options.tiebreak }),
  };
  const seed = Number(options.seed);
  const games = Number(options.games);
  const players = [playerFromSpec(options.a, { seed, rules }), playerFromSpec(options.b, { seed: seed + 1, rules })];
  const openings = ultimateOpenings(Math.ceil(games / 2), seed);
  console.log(`${players[0].name} against ${players[1].name}, ${games} games, rules ${JSON.stringify(rules)}`);
  const result = await playMatch({
    players,
    openings,
    rules,
    games,
    onGame: (game) =>
      console.log(`  ${game.opening.join(' ')} a as ${game.aMark}: ${game.winner ?? 'draw'} in ${game.moves}`),
  });
  const pct = (x) => `${(100 * x).toFixed(1)}%`;
  console.log(
    `${players[0].name}: +${result.wins} =${result.draws} -${result.losses}, score ${pct(result.score)} ` +
      `(95% interval ${pct(result.interval[0])} to ${pct(result.interval[1])})`,
  );
  for (const t of result.timing) {
    console.log(
      `  ${t.name}: ${t.moves} moves, median ${t.medianMs.toFixed(1)} ms (CPU ${t.medianCpuMs.toFixed(1)}), ` +
        `worst ${t.worstMs.toFixed(1)} ms (CPU ${t.worstCpuMs.toFixed(1)})`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
