import {
  TicTacToeAI,
  TicTacToeEngine,
  cellName,
  createSolver,
  formatBoard,
  unwrap,
  type GameState,
  type Variant,
} from 'tictactoe-engine';
import { noArguments, UsageError, type Args } from './args.js';
import { PLAYERS, readMoves, readPosition } from './input.js';
import type { Io } from './main.js';
import { renderBoard } from './render.js';

const engine = new TicTacToeEngine();

function variantOf(args: Args): Variant {
  return args.flags.misere ? 'misere' : 'standard';
}

function inputOf(args: Args, what: string): string {
  if (args.positionals.length === 0) throw new UsageError(`${args.command} needs ${what}`);
  return args.positionals.join(' ');
}

/** Prints a one-line error for bad input and returns exit code 1. */
function badInput(io: Io, message: string): number {
  io.err(`tictactoe: ${message}`);
  return 1;
}

/** `tictactoe hint <position|moves>`: the best move for the player to move, and every move ranked. */
export function hintCommand(args: Args, io: Io): number {
  const read = readPosition(inputOf(args, 'a position or a move list'), variantOf(args));
  if (!read.ok) return badInput(io, read.message);
  const state = read.value;
  const hint = new TicTacToeAI().getHint(state, state.currentPlayerId ?? '');
  if (!hint) return badInput(io, `the game is over (${state.status === 'draw' ? 'a draw' : `${state.winner!.symbol} won`}): there is no move to hint`);
  if (args.flags.json) {
    io.out(JSON.stringify({ board: formatBoard(state.board), variant: state.rules.variant, ...hint }, null, 2));
    return 0;
  }
  io.out(`${renderBoard(state.board)}\n`);
  io.out(`${hint.symbol} to move: ${hint.message}`);
  for (const ranked of hint.moves) {
    io.out(`  ${cellName(ranked.cell)}  ${ranked.outcome.message}${ranked.best ? '  (best)' : ''}`);
  }
  return 0;
}

/** `tictactoe analyze <moves>`: each move classified against perfect play, and each player's accuracy. */
export function analyzeCommand(args: Args, io: Io): number {
  const read = readMoves(inputOf(args, 'a move list'), variantOf(args));
  if (!read.ok) return badInput(io, read.message);
  const analysis = unwrap(new TicTacToeAI().analyzeGame(read.value));
  if (args.flags.json) {
    io.out(JSON.stringify(analysis, null, 2));
    return 0;
  }
  for (const move of analysis.moves) {
    const better = move.classification === 'best' ? '' : `  (best: ${move.bestMoves.map((c) => cellName(c)).join(', ')})`;
    io.out(`${String(move.ply + 1).padStart(2)}. ${move.symbol} ${cellName(move.cell)}  ${move.classification}${better}`);
  }
  const state = read.value;
  io.out(`Result: ${state.status === 'in-progress' ? 'in progress' : state.status === 'draw' ? 'draw' : `${state.winner!.symbol} wins`}`);
  for (const p of analysis.players) {
    const counts = [plural(p.moves, 'move'), `${p.best} best`, plural(p.inaccuracies, 'inaccuracy', 'inaccuracies'), plural(p.mistakes, 'mistake'), plural(p.blunders, 'blunder')];
    io.out(`${p.symbol}: ${counts.join(', ')}; accuracy ${p.accuracy}%`);
  }
  return 0;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `tictactoe stats`: the whole game tree, counted through the engine, and the time to solve every position. */
export function statsCommand(args: Args, io: Io): number {
  noArguments(args);
  const counts = { games: 0, xWins: 0, oWins: 0, draws: 0, states: 0 };
  const positions = new Map<string, GameState>();
  const walkStart = performance.now();
  const walk = (state: GameState): void => {
    counts.states++;
    positions.set(formatBoard(state.board), state);
    if (state.status !== 'in-progress') {
      counts.games++;
      if (state.status === 'draw') counts.draws++;
      else if (state.winner!.symbol === 'X') counts.xWins++;
      else counts.oWins++;
      return;
    }
    for (const move of engine.getLegalMoves(state, state.currentPlayerId!)) walk(unwrap(engine.applyMove(state, move)));
  };
  walk(unwrap(engine.createInitialState({}, PLAYERS)));
  const walkMs = performance.now() - walkStart;
  const solver = createSolver();
  const ai = new TicTacToeAI({ solver });
  const solveStart = performance.now();
  let open = 0;
  for (const state of positions.values()) {
    if (state.status !== 'in-progress') continue;
    open++;
    ai.evaluatePosition(state, state.currentPlayerId!);
  }
  const solveMs = performance.now() - solveStart;
  const empty = ai.getHint(unwrap(engine.createInitialState({}, PLAYERS)), 'X')!;
  const stats = {
    ...counts,
    positions: positions.size,
    openPositions: open,
    finishedPositions: positions.size - open,
    value: empty.outcome.message,
    solverEntries: solver.size,
    walkMs: Math.round(walkMs * 10) / 10,
    solveMs: Math.round(solveMs * 10) / 10,
  };
  if (args.flags.json) {
    io.out(JSON.stringify(stats, null, 2));
    return 0;
  }
  const n = (value: number): string => value.toLocaleString('en-US');
  io.out(`Games:      ${n(stats.games)} (X wins ${n(stats.xWins)}, O wins ${n(stats.oWins)}, draws ${n(stats.draws)})`);
  io.out(`States:     ${n(stats.states)} in the game tree, walked in ${stats.walkMs} ms`);
  io.out(`Positions:  ${n(stats.positions)} (${n(stats.openPositions)} open, ${n(stats.finishedPositions)} over)`);
  io.out(`Solved:     every open position in ${stats.solveMs} ms (${n(stats.solverEntries)} table entries); with perfect play: ${stats.value}`);
  return 0;
}
