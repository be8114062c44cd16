// The ladder: a seeded round robin of the six AI levels. Every pairing plays GAMES games, the
// sides alternating (each level has X in half of them). Prints a Markdown table for docs/ai.md.
// Usage: npm run ladder [-- --games 1000 --seed 2024 --variant standard]
import { TicTacToeAI, TicTacToeEngine } from '../dist/index.js';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const GAMES = Number(args.games ?? 1000);
const SEED = Number(args.seed ?? 2024);
const VARIANT = args.variant ?? 'standard';
const LEVELS = [1, 2, 3, 4, 5, 6];

const engine = new TicTacToeEngine();
const players = [{ id: 'a' }, { id: 'b' }];

/** Plays one game; returns 1 if `a` wins, 0.5 for a draw, 0 if `b` wins. */
function game(ai, levelA, levelB, aIsX) {
  const start = engine.createInitialState({ variant: VARIANT, xPlayerId: aIsX ? 'a' : 'b' }, players);
  let state = start.value;
  while (state.status === 'in-progress') {
    const id = state.currentPlayerId;
    const move = ai[id].getMoveSync(state, id === 'a' ? levelA : levelB, id);
    state = engine.applyMove(state, move.value).value;
  }
  return state.status === 'draw' ? 0.5 : state.winner.playerId === 'a' ? 1 : 0;
}

const started = performance.now();
const results = [];
const totals = new Map(LEVELS.map((level) => [level, { points: 0, games: 0 }]));
for (const [i, a] of LEVELS.entries()) {
  for (const b of LEVELS.slice(i + 1)) {
    // One AI per side, seeded from the pairing, so each pairing replays on its own.
    const ai = { a: new TicTacToeAI({ seed: SEED * 100 + a * 10 + b }), b: new TicTacToeAI({ seed: SEED * 100 + b * 10 + a }) };
    let [wins, draws, losses] = [0, 0, 0];
    for (let g = 0; g < GAMES; g++) {
      const r = game(ai, a, b, g % 2 === 0);
      if (r === 1) wins++;
      else if (r === 0) losses++;
      else draws++;
    }
    results.push({ a, b, wins, draws, losses });
    totals.get(a).points += wins + draws / 2;
    totals.get(b).points += losses + draws / 2;
    totals.get(a).games += GAMES;
    totals.get(b).games += GAMES;
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const pct = (x, n) => `${((100 * x) / n).toFixed(1)}%`;

console.log(`Ladder: ${VARIANT}, ${GAMES} games per pairing (sides alternating), seed ${SEED}, ${seconds} s.\n`);
// How many standard errors the stronger's score stands above 50%, from the per-game scores (1, ½, 0).
const margin = ({ wins, draws, losses }) => {
  const mean = (losses + draws / 2) / GAMES;
  const variance = (losses + draws / 4) / GAMES - mean * mean;
  return (mean - 0.5) / Math.sqrt(variance / GAMES);
};
console.log('| Stronger | Weaker | Wins | Draws | Losses | Score of the stronger | Standard errors above 50% |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const result of results.slice().sort((p, q) => q.b - p.b || q.a - p.a)) {
  const { a, b, wins, draws, losses } = result;
  console.log(`| ${b} | ${a} | ${losses} | ${draws} | ${wins} | ${pct(losses + draws / 2, GAMES)} | ${margin(result).toFixed(1)} |`);
}
console.log('\n| Level | Points | Games | Score |');
console.log('| --- | ---: | ---: | ---: |');
for (const [level, { points, games }] of [...totals].reverse()) console.log(`| ${level} | ${points} | ${games} | ${pct(points, games)} |`);

// "Clearly above": every level beats the one below by more than 3 standard errors.
const weak = results.filter(({ a, b }) => b === a + 1).filter((result) => !(margin(result) > 3));
if (weak.length > 0) {
  console.log(`\nNot clearly above the level below: ${weak.map(({ b }) => b).join(', ')}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery level beats the one below it by more than 3 standard errors.');
}
