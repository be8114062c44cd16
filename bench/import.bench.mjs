// What a fresh process pays to start using the package (issue 26): the import of the main entry
// (`tictactoe-engine`), of the engine alone (`tictactoe-engine/engine`) and of `tictactoe-engine/ultimate`,
// and the import plus the first perfect 3 × 3 move, in CPU time (process.cpuUsage: every thread of the
// process) and wall time; and the engine's import plus a process's first game of 15 × 15 and of 19 × 19
// (a new game and four moves: what the board's geometry costs when it is made).
// Targets (issue 26): the main entry's import ≤ 10 ms of CPU; import plus first move no more than
// the best peer's in the same run (the maintainers' side-by-side bench of npm peers, ../shared/bench beside
// this repository's folder, measures the peers; it is not part of the repository).
//
// Each figure is the median over ROUNDS fresh processes, with its spread (the middle half of them,
// 25th to 75th percentile). The kinds of child run in turn within each round, so that a busy
// moment of the machine falls on all of them alike; one kind is a bare `node -e` that imports an
// empty module in place of the package: what any import costs (Node's module loader reading,
// compiling and linking one file), the floor under the package's figures. Every child first
// imports another empty module, so that the start of Node's ES module loader, which no package
// can avoid, is in none of the figures, and then an empty package by its name: Node's first
// resolution of a package name costs about 3 ms of CPU more, paid by whichever package a process
// imports first. The children import this package by its name, as users do, from the package's
// own folder (Node resolves a package's own name there through its exports).
// Usage: npm run bench -- import, or node bench/import.bench.mjs [rounds] [other package folders]
// after a build: each folder given (another build of the package, such as a worktree of main
// with its own dist/) gets the same rows, measured in turn with this one's.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.argv[2]) || 15;
const roots = [root, ...process.argv.slice(3).map((folder) => resolve(folder))];
const scratch = mkdtempSync(join(tmpdir(), 'import-bench-'));
const write = (path, text) => {
  mkdirSync(dirname(join(scratch, path)), { recursive: true });
  writeFileSync(join(scratch, path), text);
  return pathToFileURL(join(scratch, path)).href;
};
const manifest = { name: 'empty-package', type: 'module', exports: './index.js' };
write('node_modules/empty-package/package.json', JSON.stringify(manifest));
write('node_modules/empty-package/index.js', 'export default 0;\n');
const warmUp = write('warm-up.mjs', "import 'empty-package';\nexport default 0;\n");
const bare = write('bare.mjs', 'export default 0;\n');

const FIRST_MOVE = `
  const players = [{ id: 'a' }, { id: 'b' }];
  const state = new m.TicTacToeEngine().createInitialState({}, players).value;
  if (!new m.TicTacToeAI({ seed: 1 }).getMoveSync(state, 6, 'a').ok) throw new Error('no move');`;
/** A first game of a large board: four moves around the centre of a `side` × `side` board, five in a row. */
const firstGame = (side) => {
  const centre = (side * side - 1) / 2;
  const moves = [centre, centre + 1, centre - side, centre + side + 1];
  return `
  const rules = { rows: ${side}, columns: ${side}, inARow: 5 };
  if (!new m.TicTacToeEngine().replay(${JSON.stringify(moves)}, rules, [{ id: 'a' }, { id: 'b' }]).ok)
    throw new Error('no game');`;
};

/** A child's script: the import of `what` (and `move`, the first move or game, when given), timed; prints ms. */
const script = (what, move) => `
  await import(${JSON.stringify(warmUp)});
  const cpu = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };
  // Not performance.now(): Node makes that clock on first access (about 2 ms), which would hide a package that does.
  const now = () => Number(process.hrtime.bigint()) / 1e6;
  const c0 = cpu();
  const t0 = now();
  const m = await import(${JSON.stringify(what)});
  const c1 = cpu();
  const t1 = now();
  ${move ?? ''}
  const c2 = cpu();
  const t2 = now();
  console.log(JSON.stringify({ importCpu: c1 - c0, importWall: t1 - t0, moveCpu: c2 - c1, moveWall: t2 - t1,
    bothCpu: c2 - c0, bothWall: t2 - t0, processCpu: c2 }));`;

const KINDS = [
  { name: 'bare node -e (an empty module)', what: bare, cwd: root },
  ...roots.flatMap((cwd, i) => {
    const of = i === 0 ? '' : ` (${cwd})`;
    // A build from before the engine's own entry has no `./engine` export: its row is left out.
    const { exports } = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
    return [
      { name: `tictactoe-engine${of}`, what: 'tictactoe-engine', cwd },
      ...(exports['./engine'] ? [{ name: `tictactoe-engine/engine${of}`, what: 'tictactoe-engine/engine', cwd }] : []),
      { name: `tictactoe-engine/ultimate${of}`, what: 'tictactoe-engine/ultimate', cwd },
      { name: `tictactoe-engine + first move${of}`, what: 'tictactoe-engine', move: FIRST_MOVE, cwd },
      ...(exports['./engine']
        ? [15, 19].map((side) => ({
            name: `tictactoe-engine/engine + first ${side} × ${side} game${of}`,
            what: 'tictactoe-engine/engine',
            move: firstGame(side),
            cwd,
          }))
        : []),
    ];
  }),
];
const runs = KINDS.map(() => []);
for (let round = 0; round < rounds; round++) {
  KINDS.forEach(({ what, move, cwd }, k) => {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script(what, move)], {
      cwd,
      encoding: 'utf8',
    });
    runs[k].push(JSON.parse(out));
  });
}
rmSync(scratch, { recursive: true });

const quantile = (xs, q) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.round(q * (sorted.length - 1))];
};
const cell = (xs) => {
  const [low, mid, high] = [0.25, 0.5, 0.75].map((q) => quantile(xs, q));
  return `${mid.toFixed(2)} (${low.toFixed(1)}–${high.toFixed(1)})`.padEnd(19);
};
const row = (label, cells) => console.log(`  ${label.padEnd(24)}${cells.join('')}`);

const load = loadavg()
  .map((x) => x.toFixed(2))
  .join(' ');
console.log(`fresh processes, ${rounds} of each kind in turn (load average ${load}); ms, median (middle half):`);
row(
  '',
  ['CPU', 'wall', 'process CPU'].map((head) => head.padEnd(19)),
);
KINDS.forEach(({ name, move }, k) => {
  const of = (key) => runs[k].map((run) => run[key]);
  console.log(`  ${name}`);
  row('    import', [cell(of('importCpu')), cell(of('importWall')), cell(of('processCpu'))]);
  if (move) {
    const what = move === FIRST_MOVE ? 'first move' : 'first game';
    row(`    ${what}`, [cell(of('moveCpu')), cell(of('moveWall'))]);
    row(`    import + ${what}`, [cell(of('bothCpu')), cell(of('bothWall'))]);
  }
});
console.log(
  '  (process CPU: the whole child, Node start-up included. Targets: the main entry ≤ 10 ms of import CPU;' +
    " import + first move ≤ the best npm peer, measured by the maintainers' ../shared/bench, outside this repository.)",
);
