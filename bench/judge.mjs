// Level 6 on Connect Four, judged move by move by an independent solver (bench/judge/connect-four.c, written from
// the rules alone and built here with the system's C compiler): does each of its moves keep the position's
// game-theoretic value (win, draw or loss)? Plays GAMES games of level 6, with its opening book
// (`connectFourOpenings`), against each opponent level (sides alternating, seeded; the opponent's level 6 has the book
// too), and judges every move level 6 makes past the book's plies (the book's own moves are judged by --book; the
// moves it searches within them, as O after X's opening in the centre, only with --all). The values of the first ply
// are the published ones (the judge takes minutes for each). Prints, per opponent, the games, level 6's score, the
// moves judged and those that lost the value (a win turned to a draw or a loss, a draw to a loss), with the ply and
// the position.
// Usage: npm run judge [-- --games 20 --levels 5,6 --time 1000 --seed 26 --book]
//   --time: level 6's milliseconds a move (default: the AI's own, 1 s);
//   --book: instead, judge every move of the opening book (each of its positions and the position after its move);
//     --book x or --book o: only the moves it has for X, or for O;
//   --no-book: level 6 without its opening book (the AI's `openings` option), every move judged;
//   --pons <folder>: instead, check the judge against Pons' test sets (--count positions of each, default 20);
//   --all: judge too the moves level 6 searches within the book's plies (as O after X's opening in the centre,
//     where the book has none): the judge takes minutes for each of those early positions.
// Needs a C compiler (cc); prints "skipped" without one.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { connectFourOpenings } from '../dist/connect-four-openings.js';
import { PRESETS, TicTacToeAI, TicTacToeEngine, dropMove } from '../dist/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const args = Object.fromEntries(
  process.argv.slice(2).flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1] ?? '']] : [])),
);
const GAMES = Number(args.games ?? 20);
const LEVELS = (args.levels ?? '5,6').split(',').map(Number);
const TIME = args.time === undefined || args.time === '' ? undefined : Number(args.time);
const SEED = Number(args.seed ?? 26);
const COLUMNS = 7;
const BOOK = 'no-book' in args ? undefined : connectFourOpenings;
/** The last ply at which the book has X's move, and O's (none without it). */
const BOOK_PLIES = BOOK ? connectFourOpenings.plies : [-1, -1];

const folder = mkdtempSync(join(tmpdir(), 'judge-'));
const binary = join(folder, 'connect-four');
const built = spawnSync('cc', ['-O2', '-o', binary, join(here, 'judge', 'connect-four.c')], { stdio: 'inherit' });
if (built.error || built.status !== 0) {
  console.log('judge: skipped (no C compiler: cc)');
  process.exit(0);
}

/** The judge: a process that answers one line per position, its table kept between them. */
const judge = spawn(binary, [], { stdio: ['pipe', 'pipe', 'inherit'] });
const answers = createInterface({ input: judge.stdout });
const waiting = [];
answers.on('line', (line) => waiting.shift()(line));
/** The value of the position after `columns` (0-based) for its mover: 1, 0 or -1. */
const judgeValue = (columns) =>
  new Promise((resolve, reject) => {
    waiting.push((line) =>
      line === 'invalid' ? reject(new Error(`invalid: ${columns.join('')}`)) : resolve(Number(line)),
    );
    judge.stdin.write(`${columns.map((c) => c + 1).join('')}\n`);
  });

const engine = new TicTacToeEngine();
const players = [{ id: 'a' }, { id: 'b' }];
const settings = { ...PRESETS['connect-four'] };
/** The column of a move. */
const columnOf = (move) => move.data.position.col;
const NAMES = { 1: 'win', 0: 'draw', '-1': 'loss' };

/**
 * The published values of the first plies (Allis 1988, confirmed by Tromp's database): X's first move in each column
 * wins (d), draws (c, e) or loses, for X. The judge takes minutes for each of these positions.
 */
const FIRST_MOVES = [-1, -1, 0, 1, 0, -1, -1];
/** The value of the position after `columns` for its mover: published for the first ply, else the judge's. */
const valueAt = (columns) =>
  columns.length === 0 ? 1 : columns.length === 1 ? -FIRST_MOVES[columns[0]] : judgeValue(columns);

/** Whether the book has level 6's move here: asked of the AI with no time at all (the book answers at once). */
async function judgeBook() {
  // The book's positions are those level 6 meets while it follows it; walked here from both sides' first moves.
  const ai = new TicTacToeAI({ seed: SEED, openings: connectFourOpenings });
  let judged = 0;
  const slips = [];
  const began = Date.now();
  /** Walks the positions below `state` (`columns` played) where level 6 plays `side` ('x' or 'o') up to `last`. */
  const walk = async (state, columns, side, last) => {
    if (state.status !== 'in-progress' || columns.length > last) return;
    const ours = (columns.length % 2 === 0) === (side === 'x');
    if (!ours) {
      if (columns.length + 1 > last) return;
      for (let c = 0; c < COLUMNS; c++) {
        const drop = dropMove(state, c);
        if (drop.ok) await walk(engine.applyMove(state, drop.value).value, [...columns, c], side, last);
      }
      return;
    }
    const move = ai.getMoveSync(state, 6, state.currentPlayerId, 0).value;
    const column = columnOf(move);
    const before = await valueAt(columns);
    const next = engine.applyMove(state, move).value;
    const after = next.status === 'won' ? -1 : await valueAt([...columns, column]);
    judged++;
    if (after !== -before)
      slips.push(`${columns.map((c) => c + 1).join('')}: ${column + 1} (${NAMES[before]} to ${NAMES[-after]})`);
    if (before === -1) return; // Lost: the book has no move below, level 6 searches.
    await walk(next, [...columns, column], side, last);
  };
  const [xLast, oLast] = BOOK_PLIES;
  const start = engine.createInitialState(settings, players).value;
  if (args.book !== 'o') await walk(start, [], 'x', xLast);
  if (args.book !== 'x') await walk(start, [], 'o', oLast);
  console.log(
    `the book's moves judged: ${judged}, lost the value: ${slips.length} ` +
      `(${((Date.now() - began) / 1000).toFixed(0)} s)`,
  );
  for (const slip of slips) console.log(`  ${slip}`);
}

/** Plays the games against `level` and judges level 6's moves past its book. */
async function judgeGames(level) {
  let score = 0;
  let judged = 0;
  let book = 0;
  let unjudged = 0;
  const slips = [];
  const began = Date.now();
  for (let g = 0; g < GAMES; g++) {
    const sixIsX = g % 2 === 0;
    const six = new TicTacToeAI({ seed: SEED + g, ...(BOOK ? { openings: BOOK } : {}) });
    const other = new TicTacToeAI({ seed: SEED + 1000 + g, ...(BOOK ? { openings: BOOK } : {}) });
    let state = engine.createInitialState({ ...settings, xPlayerId: sixIsX ? 'a' : 'b' }, players).value;
    const columns = [];
    while (state.status === 'in-progress') {
      const mine = state.currentPlayerId === 'a';
      let move;
      if (mine) {
        move = six.getMoveSync(state, 6, 'a', TIME).value;
        // Within the book's plies, level 6 plays the book's move (judged by --book), except as O after X's opening
        // in the centre, the book's only position without one (O is lost there): it searches, and X may slip after.
        const inPlies = columns.length <= BOOK_PLIES[sixIsX ? 0 : 1];
        const searched = inPlies && !sixIsX && columns[0] === 3;
        if (inPlies && !searched) book++;
        else if (searched && !('all' in args)) unjudged++;
        else {
          const column = columnOf(move);
          const before = await valueAt(columns);
          const next = engine.applyMove(state, move).value;
          const after = next.status === 'won' ? -1 : next.status === 'draw' ? 0 : await valueAt([...columns, column]);
          judged++;
          if (after !== -before)
            slips.push(
              `game ${g + 1}, ply ${columns.length + 1}: ${columns.map((c) => c + 1).join('')} ` +
                `then ${column + 1}, ${NAMES[before]} to ${NAMES[-after]}`,
            );
        }
      } else move = other.getMoveSync(state, level, 'b', level === 6 ? TIME : undefined).value;
      columns.push(columnOf(move));
      state = engine.applyMove(state, move).value;
    }
    score += state.status === 'draw' ? 0.5 : state.winner?.playerId === 'a' ? 1 : 0;
  }
  console.log(
    `level 6 against level ${level}: ${GAMES} games, score ${score}/${GAMES}; moves judged past the book ${judged}, ` +
      `lost the value ${slips.length}; from the book ${book}; searched within its plies, not judged ${unjudged} ` +
      `(${((Date.now() - began) / 1000).toFixed(0)} s)`,
  );
  for (const slip of slips) console.log(`  ${slip}`);
}

/**
 * Checks the judge against Pascal Pons' test sets (bench/solver-pons.bench.mjs says where to find them, and
 * bench/pons/ holds six made by their definition): the sign of each position's score, the first `--count` positions
 * of each set (default 20), the hardest set left out.
 */
async function judgePons(folder) {
  const { existsSync, readFileSync } = await import('node:fs');
  const count = Number(args.count ?? 20);
  for (const file of ['Test_L3_R1', 'Test_L2_R1', 'Test_L2_R2', 'Test_L1_R1', 'Test_L1_R2']) {
    const path = join(folder, file);
    if (!existsSync(path)) {
      console.log(`${file}: skipped (not found)`);
      continue;
    }
    let agree = 0;
    const lines = readFileSync(path, 'utf8').trim().split('\n').slice(0, count);
    for (const line of lines) {
      const [moves, score] = line.trim().split(/\s+/);
      const value = await judgeValue([...moves].map((c) => Number(c) - 1));
      if (value === Math.sign(Number(score))) agree++;
    }
    console.log(`${file}: the judge agrees with ${agree} of ${lines.length} positions`);
  }
}

try {
  if ('pons' in args) await judgePons(args.pons);
  else if ('book' in args) await judgeBook();
  else for (const level of LEVELS) await judgeGames(level);
} finally {
  judge.stdin.end();
  rmSync(folder, { recursive: true, force: true });
}
