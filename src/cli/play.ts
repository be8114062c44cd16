import {
  TicTacToeAI,
  TicTacToeEngine,
  cellLabel,
  cellName,
  createSolver,
  describeStatus,
  emptyTally,
  formatBoard,
  formatMoves,
  recordGame,
  translate,
  unwrap,
  type AIDifficulty,
  type GameState,
  type Mark,
  type Rules,
  type Solver,
} from 'tictactoe-engine';
import { noArguments, UsageError, type Args } from './args.js';
import { readMove } from './input.js';
import type { Io } from './io.js';
import { cellJson, hintJson } from './json.js';
import { renderBoard } from './render.js';
import { isTicTacToe, PLAYERS, readRules, readTime } from './rules.js';
import type { Words } from './words.js';

const engine = new TicTacToeEngine();

/** Options of `tictactoe play`, checked. */
interface PlayOptions {
  readonly rules: Rules;
  /** The AI's level, or `null` for two players at one keyboard. */
  readonly level: AIDifficulty | null;
  readonly human: Mark;
  readonly seed: number | undefined;
  readonly json: boolean;
}

function readOptions(args: Args): PlayOptions {
  const { flags } = args;
  const two = flags['two-players'] === true;
  if (two && (flags.ai !== undefined || flags.as !== undefined || flags.seed !== undefined))
    throw new UsageError({ kind: 'two-players' });
  if (flags.ai !== undefined && !/^[1-6]$/.test(String(flags.ai)))
    throw new UsageError({ kind: 'bad-value', flag: 'ai', given: String(flags.ai) });
  const level = Number(flags.ai ?? 6) as AIDifficulty;
  const as = String(flags.as ?? 'x').toUpperCase();
  if (as !== 'X' && as !== 'O') throw new UsageError({ kind: 'bad-value', flag: 'as', given: String(flags.as) });
  const seed = flags.seed === undefined ? undefined : Number(flags.seed);
  if (seed !== undefined && (!Number.isFinite(seed) || String(flags.seed).trim() === ''))
    throw new UsageError({ kind: 'bad-value', flag: 'seed', given: String(flags.seed) });
  noArguments(args);
  const rules = readRules(args);
  return { rules, level: two ? null : level, human: as as Mark, seed, json: flags.json === true };
}

/** The commands of the prompt, in English (always understood) and in the language of `words`. */
function commandOf(word: string, words: Words): 'hint' | 'undo' | 'quit' | 'help' | undefined {
  if (word === 'exit' || word === '?') return word === 'exit' ? 'quit' : 'help';
  const { commands } = words;
  return (['hint', 'undo', 'quit', 'help'] as const).find((command) => word === command || word === commands[command]);
}

/** What every round of `play` shares: the options, the AI, and where it speaks. */
interface Table {
  readonly options: PlayOptions;
  readonly ai: TicTacToeAI;
  readonly time: number | undefined;
  readonly io: Io;
  readonly words: Words;
  /** Says `text`, or with `--json` writes `event` on a line of its own. */
  say(text: string, event: object): void;
}

/**
 * `tictactoe play`: games in the terminal, in the language of `words`, one round after another
 * while the player wants another, with the score after each. With `--json`, one JSON object per
 * line instead of text: `start` (each round), `board` (when a move is awaited), `move`, `hint`,
 * `undo`, `help`, `end`, `tally`, `again` (when the answer to "play again?" is awaited), and
 * `{ "error": { code, message } }` for a line that cannot be played (see docs/cli.md).
 */
export async function playCommand(args: Args, io: Io, words: Words): Promise<number> {
  const options = readOptions(args);
  // One solver for the proof of the game and the AI's moves: what the proof learns, the AI plays from.
  const solver = createSolver();
  const ai = new TicTacToeAI(options.seed === undefined ? { solver } : { seed: options.seed, solver });
  const { rules, level, human, json } = options;
  const say = (text: string, event: object): void => io.out(json ? JSON.stringify(event) : text);
  const table: Table = { options, ai, time: readTime(args), io, words, say };
  const perfect = level === 6 && isProven(unwrap(engine.createInitialState(rules, PLAYERS)), solver);
  const ais = level === null ? null : { level, plays: human === 'X' ? 'O' : 'X', perfect };
  let tally = emptyTally();
  for (let round = 1; ; round++) {
    const opening =
      round === 1 ? `${words.intro(rules, level, human, perfect)}\n${words.help(rules)}` : `\n${words.round(round)}`;
    say(opening, { type: 'start', round, rules, ai: ais });
    const end = await playRound(table);
    if (end === undefined) return 0;
    tally = unwrap(recordGame(tally, end));
    const { games, draws, winsByMark } = tally;
    say(words.tally(tally, level === null ? null : human), { type: 'tally', games, draws, wins: winsByMark });
    if (!(await again(table))) return 0;
  }
}

/** Asks whether to play again: `true` for yes (in English or the language of the table), else `false`. */
async function again({ io, words, say, options }: Table): Promise<boolean> {
  for (;;) {
    if (options.json) say('', { type: 'again' });
    const typed = await io.readLine(options.json ? '' : `${words.again} > `);
    const answer = typed?.trim().toLowerCase();
    if (answer === undefined) {
      if (!options.json) io.out('');
      return false;
    }
    if (answer !== '') return ['y', 'yes', ...words.yes].includes(answer);
  }
}

/** Plays one round from the empty board: its final state, or `undefined` when it was abandoned. */
async function playRound(table: Table): Promise<GameState | undefined> {
  const { options, ai, time, io, words, say } = table;
  const { rules, level, human, json } = options;
  const text = (state: GameState): string => formatBoard(state.board, { shape: rules, separators: true });
  const moves = (state: GameState): string =>
    formatMoves(
      state.history.map((h) => h.cell),
      { shape: rules },
    );
  const { catalogue } = words;
  let state = unwrap(engine.createInitialState(rules, PLAYERS));
  let shown = false;
  for (;;) {
    if (state.status !== 'in-progress') {
      const over = engine.isTerminal(state)!;
      const line = over.line ? over.line.cells.map((cell) => cellJson(cell, rules)) : null;
      say(`\n${renderBoard(state.board, rules, over.line?.cells)}\n\n${result(state, level, human, words)}`, {
        type: 'end',
        status: state.status,
        winner: state.winner?.symbol ?? null,
        line,
        board: text(state),
        moves: moves(state),
      });
      return state;
    }
    const mover = state.currentPlayer!;
    if (level !== null && mover !== human) {
      state = unwrap(engine.applyMove(state, unwrap(ai.getMoveSync(state, level, mover, time))));
      const cell = state.lastMove!.cell;
      const label = cellLabel(cell, rules, catalogue);
      say(translate('status.ai-move', { mark: mover, cell: cellName(cell, rules), label }, catalogue), {
        type: 'move',
        symbol: mover,
        ...cellJson(cell, rules),
        by: 'ai',
      });
      shown = false;
      continue;
    }
    if (!shown || json)
      say(`\n${renderBoard(state.board, rules)}\n`, {
        type: 'board',
        board: text(state),
        toMove: mover,
        moves: moves(state),
      });
    shown = true;
    const typed = await io.readLine(json ? '' : `${words.toMove(mover)} > `);
    const word = typed?.trim().toLowerCase();
    const command = word === undefined ? 'quit' : commandOf(word, words);
    if (command === 'quit') {
      say(`${typed === undefined ? '\n' : ''}${words.abandoned}`, {
        type: 'end',
        status: 'abandoned',
        winner: null,
        line: null,
        board: text(state),
        moves: moves(state),
      });
      return undefined;
    }
    if (word === '') continue;
    if (command === 'help') {
      say(words.help(rules), { type: 'help', message: words.help(rules) });
    } else if (command === 'hint') {
      const hint = ai.getHint(state, mover, time === undefined ? {} : { timeLimit: time })!;
      say(words.hint(hint), { type: 'hint', ...hintJson(hint, rules) });
    } else if (command === 'undo') {
      // Against the AI, take back its reply too, so that it is the human's turn again.
      const ply = state.moveCount - (level === null ? 1 : 2);
      if (ply < 0) {
        const message = words.nothingToUndo(level !== null);
        say(message, { error: { code: 'NOTHING_TO_UNDO', message } });
      } else {
        state = unwrap(engine.stateAt(state, ply));
        say(words.tookBack(level !== null), { type: 'undo', moves: moves(state) });
        shown = false;
      }
    } else {
      const move = readMove(word!, state, words);
      if (!move.ok)
        say(`✗ ${move.message}${/[.)]$/.test(move.message) ? '' : '.'}`, {
          error: { code: move.code, message: move.message, ...move.cell },
        });
      else {
        state = unwrap(engine.applyMove(state, move.value));
        if (json) say('', { type: 'move', symbol: mover, ...cellJson(state.lastMove!.cell, rules), by: 'player' });
        shown = false;
      }
    }
  }
}

/** The most positions the proof of a game may visit: enough for 5 × 5 with four in a row (about 220,000). */
const PROOF_NODES = 300_000;

/**
 * Says whether level 6 plays the game from `start` perfectly: always on 3 × 3 (a table), else when
 * the solver proves the game within {@link PROOF_NODES} positions, on boards of up to 49 cells
 * (beyond, the AI never tries to prove a whole game). The budget is of positions, not of time, so
 * that the answer is the same on every machine.
 */
function isProven(start: GameState, solver: Solver): boolean {
  const { rules } = start;
  if (isTicTacToe(rules)) return true;
  if (rules.rows * rules.columns > 49) return false;
  return unwrap(solver.solve(start, { timeLimit: Number.POSITIVE_INFINITY, maxNodes: PROOF_NODES, moves: false }))
    .proven;
}

/** How the game ended, and against the AI, who won: the catalogue's sentences. */
function result(state: GameState, level: AIDifficulty | null, human: Mark, { catalogue }: Words): string {
  const how = describeStatus(state, catalogue);
  if (level === null || !state.winner) return how;
  return `${how} ${translate(state.winner.symbol === human ? 'status.you-win' : 'status.ai-wins', {}, catalogue)}`;
}
