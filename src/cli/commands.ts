import {
  TicTacToeAI,
  TicTacToeEngine,
  createSolver,
  formatBoard,
  unwrap,
  type GameState,
  type Rules,
} from 'tictactoe-engine';
import { UltimateEngine } from 'tictactoe-engine/ultimate';
import { InputError, noArguments, UsageError, type Args } from './args.js';
import { readMoves, readPosition, type Read } from './input.js';
import type { Io } from './io.js';
import { analysisJson, hintJson } from './json.js';
import { analysisLines, hintLines } from './report.js';
import { isTicTacToe, isUltimate, PLAYERS, readRules, readTime, readUltimateRules } from './rules.js';
import {
  readUltimateGame,
  ultimateAnalysis,
  ultimateAnalysisJson,
  ultimateAnalysisLines,
  ultimateHint,
  ultimateHintJson,
  ultimateHintLines,
} from './ultimate-advice.js';
import type { StatsFigures, Words } from './words.js';

const engine = new TicTacToeEngine();

function inputOf(args: Args, what: 'needs-position' | 'needs-moves'): string {
  if (args.positionals.length === 0) throw new UsageError({ kind: what, command: args.command! });
  return args.positionals.join(' ');
}

/** The value of a read, or the {@link InputError} that says why it could not be read. */
function readValue<T>(read: Read<T>): T {
  if (!read.ok) throw new InputError(read.code, read.message, read.cell);
  return read.value;
}

const boardOf = (state: GameState): string => formatBoard(state.board, { shape: state.rules, separators: true });

/**
 * `tictactoe hint <position|moves>`: the best move for the player to move, and every move ranked,
 * in the language of `words`.
 */
export function hintCommand(args: Args, io: Io, words: Words): number {
  if (isUltimate(args)) return ultimateHintCommand(args, io, words);
  const rules = readRules(args);
  const time = readTime(args);
  const state = readValue(readPosition(inputOf(args, 'needs-position'), rules, words));
  if (state.status !== 'in-progress') throw new InputError('GAME_OVER', words.gameOver(state));
  const hint = new TicTacToeAI().getHint(state, state.currentPlayerId!, time === undefined ? {} : { timeLimit: time })!;
  if (args.flags.json) {
    io.out(JSON.stringify({ board: boardOf(state), rules, ...hintJson(hint, rules) }, null, 2));
    return 0;
  }
  for (const line of hintLines(state, hint, words)) io.out(line);
  return 0;
}

/**
 * `tictactoe analyze <moves>`: each move classified against perfect play, and each player's
 * accuracy, in the language of `words`.
 */
export function analyzeCommand(args: Args, io: Io, words: Words): number {
  if (isUltimate(args)) return ultimateAnalyzeCommand(args, io, words);
  const rules = readRules(args);
  const time = readTime(args);
  const state = readValue(readMoves(inputOf(args, 'needs-moves'), rules, words));
  const analysis = unwrap(new TicTacToeAI().analyzeGame(state, time === undefined ? {} : { timeLimit: time }));
  if (args.flags.json) {
    io.out(JSON.stringify({ rules, ...analysisJson(analysis, rules) }, null, 2));
    return 0;
  }
  for (const line of analysisLines(state, analysis, words)) io.out(line);
  return 0;
}

/** `hint --rules ultimate <position|moves>`: the AI's hint, and every legal move with its chance. */
function ultimateHintCommand(args: Args, io: Io, words: Words): number {
  const rules = readUltimateRules(args);
  const time = readTime(args);
  const state = readUltimateGame(inputOf(args, 'needs-position'), rules, words, true);
  const hint = ultimateHint(state, time, words);
  if (args.flags.json) {
    const position = new UltimateEngine().toPosition(state);
    io.out(JSON.stringify({ position, rules, ...ultimateHintJson(hint) }, null, 2));
    return 0;
  }
  for (const line of ultimateHintLines(state, hint, words)) io.out(line);
  return 0;
}

/** `analyze --rules ultimate <moves>`: each move graded by the drop of its winning chance, and the accuracies. */
function ultimateAnalyzeCommand(args: Args, io: Io, words: Words): number {
  const rules = readUltimateRules(args);
  const time = readTime(args);
  const state = readUltimateGame(inputOf(args, 'needs-moves'), rules, words, false);
  const analysis = ultimateAnalysis(state, time);
  if (args.flags.json) {
    io.out(JSON.stringify(ultimateAnalysisJson(analysis), null, 2));
    return 0;
  }
  for (const line of ultimateAnalysisLines(state, analysis, words)) io.out(line);
  return 0;
}

/** The largest board `stats` counts: every position of a 12-cell board fits in memory. */
const STATS_CELLS = 12;

/** What the game tree below a position holds, and its value with perfect play (1: X wins, 0: draw, -1: O wins). */
interface Subtree {
  readonly games: number;
  readonly xWins: number;
  readonly oWins: number;
  readonly draws: number;
  readonly states: number;
  readonly value: number;
}

/** What `stats` prints (as JSON with `--json`). */
type Stats = { readonly rules: Rules } & { -readonly [K in keyof StatsFigures]: StatsFigures[K] };

/**
 * Counts the game tree below `state` through the engine, one visit per position: the games and
 * states below a position depend on its board only, so each board is counted once and its
 * counts reused wherever the tree meets it again.
 */
function countTree(state: GameState, memo: Map<string, Subtree & { readonly state: GameState }>): Subtree {
  const key = state.board.map((cell) => cell ?? '.').join('');
  const known = memo.get(key);
  if (known) return known;
  let subtree: Subtree;
  if (state.status !== 'in-progress') {
    const winner = state.winner?.symbol;
    subtree = {
      games: 1,
      xWins: winner === 'X' ? 1 : 0,
      oWins: winner === 'O' ? 1 : 0,
      draws: winner ? 0 : 1,
      states: 1,
      value: winner === 'X' ? 1 : winner === 'O' ? -1 : 0,
    };
  } else {
    const x = state.currentPlayer === 'X';
    const sum = { games: 0, xWins: 0, oWins: 0, draws: 0, states: 1, value: x ? -1 : 1 };
    for (const move of engine.getLegalMoves(state, state.currentPlayerId!)) {
      const child = countTree(unwrap(engine.applyMove(state, move)), memo);
      sum.games += child.games;
      sum.xWins += child.xWins;
      sum.oWins += child.oWins;
      sum.draws += child.draws;
      sum.states += child.states;
      sum.value = x ? Math.max(sum.value, child.value) : Math.min(sum.value, child.value);
    }
    subtree = sum;
  }
  memo.set(key, { ...subtree, state });
  return subtree;
}

/**
 * `tictactoe stats`: the whole game tree of a small board (up to 12 cells), counted through the
 * engine, its value with perfect play, and, where the AI plays the rules, the time to solve every position.
 */
export function statsCommand(args: Args, io: Io, words: Words): number {
  noArguments(args);
  // Ultimate's 81 cells are far beyond what stats counts.
  if (isUltimate(args)) {
    readUltimateRules(args);
    throw new InputError('BOARD_TOO_LARGE', words.boardTooLarge({ rows: 9, columns: 9 }, STATS_CELLS));
  }
  const rules: Rules = readRules(args);
  const cells = rules.rows * rules.columns;
  if (cells > STATS_CELLS) {
    throw new InputError('BOARD_TOO_LARGE', words.boardTooLarge(rules, STATS_CELLS));
  }
  const empty = unwrap(engine.createInitialState(rules, PLAYERS));
  const memo = new Map<string, Subtree & { readonly state: GameState }>();
  const countStart = performance.now();
  const { value, ...counts } = countTree(empty, memo);
  const countMs = performance.now() - countStart;
  const open = [...memo.values()].filter((subtree) => subtree.state.status === 'in-progress');
  const stats: Stats = {
    rules,
    ...counts,
    positions: memo.size,
    openPositions: open.length,
    finishedPositions: memo.size - open.length,
    value: value === 0 ? 'draw' : value > 0 ? 'X wins' : 'O wins',
    countMs: Math.round(countMs * 10) / 10,
  };
  // On tic-tac-toe's board: how long the AI's solver takes to evaluate every open position.
  if (isTicTacToe(rules)) {
    const solver = createSolver();
    const ai = new TicTacToeAI({ solver });
    const solveStart = performance.now();
    for (const { state } of open) ai.evaluatePosition(state, state.currentPlayerId!);
    stats.solveMs = Math.round((performance.now() - solveStart) * 10) / 10;
    stats.solverEntries = solver.size;
  }
  if (args.flags.json) {
    io.out(JSON.stringify(stats, null, 2));
    return 0;
  }
  for (const line of words.stats(stats)) io.out(line);
  return 0;
}
