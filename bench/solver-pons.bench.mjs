// Pascal Pons' Connect Four test sets (http://blog.gamesolver.org/solving-connect-four/02-test-protocol/),
// from End-Easy (Test_L3_R1) to Begin-Hard (Test_L1_R3): positions with their exact scores.
//   npm run bench -- solver   (or -- pons: these sets alone)
// runs the sets of bench/pons/: made here by the sets' published definition and scored by Pons' own
// solver, whose time on this project's machine each line records (bench/pons/README.md says how).
// His original files (1,000 positions each) are not shipped; to run them, download them and
//   PONS_DIR=<folder with Test_L3_R1 … Test_L1_R3> npm run bench -- pons
// (PONS_COUNT: the positions taken from each file, default 100; PONS_LIMIT: the most seconds a
// position may take, default 60; PONS_RESULT=1: the result alone, `distance: false`, checked against
// the score's sign). Each position is proven by a fresh solver (its table's setup included), and its
// result and distance are checked against the file's score: Pons' score is 22 minus the stones the
// winner has placed when the game ends (negative for a loss), 0 for a draw.
// Prints, per set, the positions that agree, and the mean and worst CPU time and positions visited;
// where the file records Pons' CPU time (a third column, µs), his mean beside ours.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRESETS, TicTacToeEngine, createSolver, dropMove } from '../dist/index.js';

const SETS = [
  ['Test_L3_R1', 'End-Easy'],
  ['Test_L2_R1', 'Middle-Easy'],
  ['Test_L2_R2', 'Middle-Medium'],
  ['Test_L1_R1', 'Begin-Easy'],
  ['Test_L1_R2', 'Begin-Medium'],
  ['Test_L1_R3', 'Begin-Hard'],
];
const folder = process.env.PONS_DIR || join(dirname(fileURLToPath(import.meta.url)), 'pons');
const count = Number(process.env.PONS_COUNT) || 100;
const limit = (Number(process.env.PONS_LIMIT) || 60) * 1000;
const resultAlone = process.env.PONS_RESULT === '1';
const engine = new TicTacToeEngine();
const players = [{ id: 'a' }, { id: 'b' }];
const start = engine.createInitialState({ ...PRESETS['connect-four'] }, players).value;
/** The result of the player to move by the sign of Pons' score. */
const RESULTS = ['loss', 'draw', 'win'];
/** Pons' score of a solution for the player to move, `ply` stones on the board. */
const scoreOf = ({ result, moves }, ply) => {
  if (result === 'draw') return 0;
  const end = ply + moves;
  return (result === 'win' ? 1 : -1) * Math.floor((44 - end) / 2);
};
const asked = resultAlone ? ' (the result alone)' : '';
console.log(
  `Pons' test sets (${folder}), the first ${count} positions of each${asked}, a fresh solver each (CPU time):`,
);
for (const [file, name] of SETS) {
  const path = join(folder, file);
  if (!existsSync(path)) {
    console.log(`  ${name.padEnd(14)} skipped (no ${file})`);
    continue;
  }
  const lines = readFileSync(path, 'utf8').trim().split('\n').slice(0, count);
  let agree = 0;
  let unproven = 0;
  let total = 0;
  let worst = 0;
  let worstAt = '';
  let nodes = 0;
  let his = 0;
  for (const line of lines) {
    const [sequence, expected, recorded] = line.trim().split(/\s+/);
    his += Number(recorded) / 1000;
    let state = start;
    for (const column of sequence) state = engine.applyMove(state, dropMove(state, Number(column) - 1).value).value;
    const c0 = process.cpuUsage();
    const solution = createSolver().solve(state, { timeLimit: limit, moves: false, distance: !resultAlone }).value;
    const used = process.cpuUsage(c0);
    const ms = (used.user + used.system) / 1000;
    total += ms;
    if (ms > worst) {
      worst = ms;
      worstAt = sequence;
    }
    nodes += solution.nodes;
    if (!solution.proven || (!resultAlone && solution.moves === null)) unproven++;
    else if (
      resultAlone
        ? RESULTS[Math.sign(Number(expected)) + 1] === solution.result
        : scoreOf(solution, sequence.length) === Number(expected)
    )
      agree++;
    else console.log(`    ${sequence}: ${solution.result} in ${solution.moves}, Pons' score ${expected}`);
  }
  const mean = total / lines.length;
  const fixed = (ms) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(0));
  const hisMean = his / lines.length;
  const figures = [
    `${agree}/${lines.length} agree${unproven ? `, ${unproven} not proven within ${limit / 1000} s` : ''}`,
    `mean ${fixed(mean)} ms`,
    `worst ${worst.toFixed(0)} ms (${worstAt || 'the empty board'})`,
    `${Math.round(nodes / lines.length).toLocaleString('en-US')} positions on average`,
  ];
  // His recorded time is for the exact score: beside the result alone, not a ratio.
  if (Number.isFinite(hisMean))
    figures.push(
      `Pons' solver ${fixed(hisMean)} ms${resultAlone ? ' (exact score)' : ` (${(mean / hisMean).toFixed(2)}×)`}`,
    );
  console.log(`  ${name.padEnd(14)} ${figures.join(', ')}`);
}
