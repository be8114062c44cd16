import type { AIDifficulty, Mark, TallyCounts } from 'tictactoe-engine';
import { noArguments, UsageError, type Args } from './args.js';
import type { Io } from './io.js';
import { kInARowMatch } from './match-k-in-a-row.js';
import type { Match, PlayOptions } from './match.js';
import { ultimateMatch } from './match-ultimate.js';
import { isUltimate } from './rules.js';
import type { Words } from './words.js';

/** Reads the options of `play` that every game shares: two players, or the AI's level, the person's mark and seed. */
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
  return { level: two ? null : level, human: as as Mark, seed, json: flags.json === true };
}

/** The commands of the prompt, in English (always understood) and in the language of `words`. */
function commandOf(word: string, words: Words): 'hint' | 'undo' | 'quit' | 'help' | undefined {
  if (word === 'exit' || word === '?') return word === 'exit' ? 'quit' : 'help';
  const { commands } = words;
  return (['hint', 'undo', 'quit', 'help'] as const).find((command) => word === command || word === commands[command]);
}

/** What every round of `play` shares: the options, where it speaks, and how. */
interface Table {
  readonly json: boolean;
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
 * `{ "error": { code, message } }` for a line that cannot be played (see docs/cli.md). With
 * `--rules ultimate`, Ultimate tic-tac-toe between two players (there is no AI for it yet).
 */
export async function playCommand(args: Args, io: Io, words: Words): Promise<number> {
  const options = readOptions(args);
  const table = { json: options.json, io, words };
  return isUltimate(args)
    ? playRounds(ultimateMatch(args, options, words), table)
    : playRounds(kInARowMatch(args, options, words), table);
}

/** Plays rounds of `match` while the player wants another, with the score after each. */
async function playRounds<S>(match: Match<S>, { words, io, json }: Omit<Table, 'say'>): Promise<number> {
  const say = (text: string, event: object): void => io.out(json ? JSON.stringify(event) : text);
  const told: Table = { json, io, words, say };
  let games = 0;
  let draws = 0;
  const winsByMark = { X: 0, O: 0 };
  for (let round = 1; ; round++) {
    const opening = round === 1 ? match.intro : `\n${words.round(round)}`;
    say(opening, { type: 'start', round, ...match.start, ai: match.ai });
    const winner = await playRound(match, told);
    if (winner === undefined) return 0;
    games++;
    if (winner === null) draws++;
    else winsByMark[winner]++;
    const tally: TallyCounts = { games, draws, wins: { ...winsByMark }, winsByMark: { ...winsByMark } };
    say(words.tally(tally, match.human), { type: 'tally', games, draws, wins: { ...winsByMark } });
    if (!(await again(told))) return 0;
  }
}

/** Asks whether to play again: `true` for yes (in English or the language of the table), else `false`. */
async function again({ io, words, say, json }: Table): Promise<boolean> {
  for (;;) {
    if (json) say('', { type: 'again' });
    const typed = await io.readLine(json ? '' : `${words.again} > `);
    const answer = typed?.trim().toLowerCase();
    if (answer === undefined) {
      if (!json) io.out('');
      return false;
    }
    if (answer !== '') return ['y', 'yes', ...words.yes].includes(answer);
  }
}

/**
 * Plays one round of `match` from its new game: the winner's mark (`null` for a draw), or
 * `undefined` when it was abandoned.
 */
async function playRound<S>(match: Match<S>, { json, io, words, say }: Table): Promise<Mark | null | undefined> {
  const againstAI = match.human !== null;
  let state = match.newGame();
  let shown = false;
  for (;;) {
    const mover = match.mover(state);
    if (mover === null) {
      const end = match.end(state);
      say(end.text, end.event);
      return end.winner;
    }
    const ai = match.aiMove(state, mover);
    if (ai !== undefined) {
      state = ai.state;
      say(ai.text, { type: 'move', symbol: mover, ...match.lastMove(state), by: 'ai' });
      shown = false;
      continue;
    }
    const { board, moves } = match.position(state);
    if (!shown || json)
      say(match.draw(state), { type: 'board', board, toMove: mover, moves, ...match.boardFields(state) });
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
        board,
        moves,
      });
      return undefined;
    }
    if (word === '') continue;
    if (command === 'help') {
      say(match.help, { type: 'help', message: match.help });
    } else if (command === 'hint') {
      const hint = match.hint(state, mover);
      say(hint.text, hint.event);
    } else if (command === 'undo') {
      // Against the AI, take back its reply too, so that it is the human's turn again.
      const ply = match.plies(state) - (againstAI ? 2 : 1);
      if (ply < 0) {
        const message = words.nothingToUndo(againstAI);
        say(message, { error: { code: 'NOTHING_TO_UNDO', message } });
      } else {
        state = match.at(state, ply);
        say(words.tookBack(againstAI), { type: 'undo', moves: match.position(state).moves });
        shown = false;
      }
    } else {
      const move = match.play(word!, state);
      if (!move.ok)
        say(`✗ ${move.message}${/[.)]$/.test(move.message) ? '' : '.'}`, {
          error: { code: move.code, message: move.message, ...move.cell },
        });
      else {
        state = move.value;
        if (json) say('', { type: 'move', symbol: mover, ...match.lastMove(state), by: 'player' });
        shown = false;
      }
    }
  }
}
