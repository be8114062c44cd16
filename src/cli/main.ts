#!/usr/bin/env node
// The tictactoe command: the only code of the package that reads argv, prints and exits.
import { allowFlags, InputError, noArguments, parseArgs, quote, UsageError } from './args.js';
import { analyzeCommand, hintCommand, statsCommand } from './commands.js';
import { demoCommand } from './demo.js';
import type { Io } from './io.js';
import { readLanguage } from './language.js';
import { playCommand } from './play.js';
import { RULE_FLAGS } from './rules.js';
import { WORDS } from './words.js';
import { version as VERSION } from '../../package.json';

const USAGE = `Usage: tictactoe <command> [options]
       (installed as tictactoe and tictactoe-engine; without installing:
       npx tictactoe-engine <command>)

Commands:
  play                      play in the terminal, against the AI or a friend
      --ai <1-6>              the AI's level (default 6: the strongest, perfect
                              where the game is proven, as on 3x3)
      --as <x|o>              your mark (default x: you move first)
      --two-players           two people at the same keyboard, no AI
      --seed <n>              seed the AI's random choices
  hint <position|moves>     the best move, why, and every move ranked
  analyze <moves>           each move of a game against the best play found
  stats                     every game of a small board counted and solved
  demo                      a tour: AI matches, a hint, an analysis

Rules (play, hint, analyze, stats; default: tic-tac-toe):
  --rules <name>            tic-tac-toe, connect-four, gomoku, 4x4 or 5x5
  --rows <n>  --columns <n>  --in-a-row <n>
                            the board and the line (over --rules)
  --gravity                 a mark drops to the lowest empty cell of its column
  --misere                  whoever completes a line loses
  --time <ms>               (play, hint, analyze) how long the AI may think on
                            boards other than 3x3: per move, default 1000 for
                            play and hint, 250 per move for analyze

  Cells are named by column letter and row number: a1 is the top left, b2 the
  center of 3x3. A position is a board such as "X.O/.X./..O" (X, O, . for
  empty; a / between rows); moves are cell names: "b2 a1 c3" (on boards of
  up to 10 cells also digits: "408", 0 being a1). With gravity, play types a
  column letter.

Options of every command:
  --json                    print JSON for scripts (play: one object per line);
                            errors too, as {"error":{"code","message"}}; in
                            English whatever the language
  --lang <code>             en, es or fr (default: from LC_ALL, LC_MESSAGES or
                            LANG, else en); this help stays in English
  --help, -h                this help (also: tictactoe help)
  --version, -v             the version of tictactoe-engine

Exit codes: 0 ok, 1 bad input, 2 usage.`;

/** The flags each command takes. */
const FLAGS: Readonly<Record<string, readonly string[]>> = {
  play: ['ai', 'as', 'two-players', 'seed', 'time', 'json', 'lang', ...RULE_FLAGS],
  hint: ['time', 'json', 'lang', ...RULE_FLAGS],
  analyze: ['time', 'json', 'lang', ...RULE_FLAGS],
  stats: ['json', 'lang', ...RULE_FLAGS],
  demo: ['json', 'lang'],
};

/** Runs the command line and returns the exit code. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  // Errors are JSON as soon as --json is on the line, even when the line cannot be read.
  const json = argv.some((word) => word === '--json' || word.startsWith('--json='));
  try {
    const args = parseArgs(argv);
    if (args.flags.version) {
      io.out(json ? JSON.stringify({ version: VERSION }) : VERSION);
      return 0;
    }
    if (args.flags.help || args.command === 'help') {
      io.out(json ? JSON.stringify({ usage: USAGE }) : USAGE);
      return 0;
    }
    if (args.command === undefined) {
      allowFlags(args, ['json', 'lang']);
      if (json) throw new UsageError('no command');
      io.err(USAGE);
      return 2;
    }
    const allowed = Object.hasOwn(FLAGS, args.command) ? FLAGS[args.command] : undefined;
    if (!allowed) throw new UsageError(`unknown command ${quote(args.command)}`);
    allowFlags(args, allowed);
    // JSON is for scripts: the same in every language (codes, and the library's English messages).
    const language = readLanguage(args, io.env);
    const words = WORDS[json ? 'en' : language];
    switch (args.command) {
      case 'play':
        return await playCommand(args, io, words);
      case 'hint':
        return hintCommand(args, io, words);
      case 'analyze':
        return analyzeCommand(args, io, words);
      case 'stats':
        return statsCommand(args, io);
      default:
        noArguments(args);
        return demoCommand(io, args.flags.json === true, words);
    }
  } catch (error) {
    // Anything else is a bug of the CLI: it goes out with its stack trace.
    if (!(error instanceof UsageError || error instanceof InputError)) throw error;
    const cell = error instanceof InputError ? error.cell : undefined;
    if (json) io.out(JSON.stringify({ error: { code: error.code, message: error.message, ...cell } }));
    else io.err(`tictactoe: ${error.message}${error instanceof UsageError ? ' (see tictactoe --help)' : ''}`);
    return error instanceof UsageError ? 2 : 1;
  }
}

async function run(): Promise<void> {
  // A reader that stops early (`tictactoe stats | head -1`) is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
  const { createInterface } = await import('node:readline');
  const rl = createInterface({ input: process.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const io: Io = {
    env: process.env,
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    async readLine(prompt) {
      process.stdout.write(prompt);
      const next = await lines.next();
      return next.done ? undefined : next.value;
    },
  };
  const code = await main(process.argv.slice(2), io);
  rl.close();
  process.exitCode = code;
}

await run();
