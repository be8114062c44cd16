// The plain UCT player's speed (bench/ultimate/uct.mjs): iterations a second from the empty board
// and from a middle-game position, over several runs of a fixed number of iterations, the median
// in wall time (performance.now) and in CPU time (process.cpuUsage, user + system) beside it. On a
// busy machine the two differ: CPU time is the player's own cost. Run: node bench/ultimate/uct-speed.mjs
import { loadavg } from 'node:os';
import { createUctPlayer } from './uct.mjs';

const RUNS = 7;
const ITERATIONS = 50_000;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const empty = { board: Array(81).fill(null), forcedBoard: null, currentPlayer: 'X' };
// A middle game: 20 moves of the player itself at 50 iterations a move, seeded.
function middleGame() {
  const player = createUctPlayer({ iterations: 50, seed: 7 });
  let position = empty;
  const board = [...empty.board];
  let mark = 'X';
  for (let i = 0; i < 20; i++) {
    const move = player.move(position);
    board[move] = mark;
    mark = mark === 'X' ? 'O' : 'X';
    position = { board: [...board], forcedBoard: move % 9, currentPlayer: mark };
  }
  // The forced board may be closed: the player reads it as a free move then.
  return position;
}

console.log(
  `node ${process.version}, load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
for (const [name, position] of [
  ['empty board', empty],
  ['after 20 moves', middleGame()],
]) {
  const wall = [];
  const cpu = [];
  for (let run = 0; run < RUNS; run++) {
    const player = createUctPlayer({ iterations: ITERATIONS, seed: run + 1 });
    const startCpu = process.cpuUsage();
    const start = performance.now();
    player.move(position);
    const elapsed = performance.now() - start;
    const used = process.cpuUsage(startCpu);
    wall.push(ITERATIONS / (elapsed / 1000));
    cpu.push(ITERATIONS / ((used.user + used.system) / 1e6));
  }
  console.log(
    `${name}: ${Math.round(median(wall)).toLocaleString('en')} iterations/s wall, ` +
      `${Math.round(median(cpu)).toLocaleString('en')} iterations/s CPU ` +
      `(median of ${RUNS} runs of ${ITERATIONS.toLocaleString('en')})`,
  );
}
console.log(
  `load average after: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
