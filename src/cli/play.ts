import {
  TicTacToeAI,
  TicTacToeEngine,
  cellLabel,
  cellName,
  lineLabel,
  placeMove,
  unwrap,
  type AIDifficulty,
  type GameState,
  type Mark,
  type Variant,
} from 'tictactoe-engine';
import { noArguments, UsageError, type Args } from './args.js';
import { PLAYERS, readCell } from './input.js';
import type { Io } from './main.js';
import { renderBoard } from './render.js';

const engine = new TicTacToeEngine();

const HELP = 'Type a cell (0-8 or a1-c3), or: hint, undo, quit.';

/** Options of `tictactoe play`, checked. */
interface PlayOptions {
  readonly variant: Variant;
  readonly level: AIDifficulty | null;
  readonly human: Mark;
  readonly seed: number | undefined;
}

function readOptions(args: Args): PlayOptions {
  const { flags } = args;
  const two = flags['two-players'] === true;
  if (two && (flags.ai !== undefined || flags.as !== undefined)) throw new UsageError('--two-players takes no --ai or --as');
  if (flags.ai !== undefined && !/^[1-6]$/.test(String(flags.ai))) throw new UsageError(`--ai takes a level from 1 to 6, not "${String(flags.ai)}"`);
  const level = Number(flags.ai ?? 6) as AIDifficulty;
  const as = String(flags.as ?? 'x').toUpperCase();
  if (as !== 'X' && as !== 'O') throw new UsageError(`--as takes x or o, not "${String(flags.as)}"`);
  const seed = flags.seed === undefined ? undefined : Number(flags.seed);
  if (seed !== undefined && !Number.isFinite(seed)) throw new UsageError(`--seed takes a number, not "${String(flags.seed)}"`);
  noArguments(args);
  return { variant: flags.misere ? 'misere' : 'standard', level: two ? null : level, human: as, seed };
}

/** `tictactoe play`: a game in the terminal. */
export async function playCommand(args: Args, io: Io): Promise<number> {
  const options = readOptions(args);
  const ai = new TicTacToeAI(options.seed === undefined ? {} : { seed: options.seed });
  let state = unwrap(engine.createInitialState({ variant: options.variant }, PLAYERS));
  const rules = options.variant === 'misere' ? ' Misère: whoever completes a line loses.' : '';
  io.out(
    options.level === null
      ? `Two players: X moves first.${rules}`
      : `You play ${options.human} against the AI (level ${options.level}${options.level === 6 ? ', perfect' : ''}).${rules}`,
  );
  io.out(HELP);
  let shown = false;
  for (;;) {
    if (state.status !== 'in-progress') {
      io.out(`\n${renderBoard(state.board, state.winningLine?.cells)}\n`);
      io.out(result(state, options));
      return 0;
    }
    const mover = state.currentPlayer!;
    if (options.level !== null && mover !== options.human) {
      const move = unwrap(ai.getMoveSync(state, options.level, mover));
      state = unwrap(engine.applyMove(state, move));
      const cell = state.lastMove!.cell;
      io.out(`AI (${mover}) plays ${cellName(cell)} (${cellLabel(cell)}).`);
      shown = false;
      continue;
    }
    if (!shown) io.out(`\n${renderBoard(state.board)}\n`);
    shown = true;
    const line = await io.readLine(`${mover} to move > `);
    if (line === undefined) {
      io.out('\nGame abandoned.');
      return 0;
    }
    const word = line.trim().toLowerCase();
    if (word === '') continue;
    if (word === 'quit' || word === 'exit') {
      io.out('Game abandoned.');
      return 0;
    }
    if (word === 'help' || word === '?') {
      io.out(HELP);
    } else if (word === 'hint') {
      io.out(ai.getHint(state, mover)!.message);
    } else if (word === 'undo') {
      // Against the AI, take back its reply too, so that it is the human's turn again.
      const ply = state.moveCount - (options.level === null ? 1 : 2);
      if (ply < 0) io.out(options.level === null ? 'Nothing to undo.' : 'Nothing to undo: you have not moved yet.');
      else {
        io.out(options.level === null ? 'Took back the last move.' : "Took back your move and the AI's reply.");
        state = unwrap(engine.stateAt(state, ply));
        shown = false;
      }
    } else {
      const next = playTyped(state, word, mover);
      if (typeof next === 'string') io.out(next);
      else {
        state = next;
        shown = false;
      }
    }
  }
}

/** Plays the cell typed at the prompt, or says in one line why it cannot be played. */
function playTyped(state: GameState, word: string, mover: Mark): GameState | string {
  const cell = readCell(word);
  if (!cell.ok) return `✗ ${cell.message}.`;
  const next = engine.applyMove(state, placeMove(cell.value, mover));
  if (next.ok) return next.value;
  return next.error.code === 'CELL_OCCUPIED'
    ? `✗ ${cellName(cell.value)} is taken: pick a cell that shows a number.`
    : `✗ ${next.error.message}`;
}

function result(state: GameState, options: PlayOptions): string {
  const over = engine.isTerminal(state)!;
  if (!over.winner || !over.loser || !over.line) return "It's a draw.";
  const how =
    state.rules.variant === 'misere'
      ? `${over.loser.symbol} completed the ${lineLabel(over.line)}, so ${over.winner.symbol} wins.`
      : `${over.winner.symbol} wins with the ${lineLabel(over.line)}.`;
  if (options.level === null) return how;
  return `${how} ${over.winner.symbol === options.human ? 'You win!' : 'The AI wins.'}`;
}
