#!/usr/bin/env node
// The tictactoe command: the only code of the package that reads argv, prints and exits.
import { allowFlags, noArguments, parseArgs, UsageError, type Args } from './args.js';
import { analyzeCommand, hintCommand, statsCommand } from './commands.js';
import { demoCommand } from './demo.js';
import { playCommand } from './play.js';
import { version as VERSION } from '../../package.json';

const USAGE = `Usage: tictactoe <command> [options]

Commands:
  play                      play in the terminal, against the AI or a friend
      --ai <1-6>              the AI's level (default 6: perfect)
      --as <x|o>              your mark (default x: you move first)
      --two-players           two people at the same keyboard, no AI
      --misere                whoever completes a line loses
      --seed <n>              seed the AI's random choices
  hint <position|moves>     the best move, why, and every move ranked
  analyze <moves>           each move of a game against perfect play
  stats                     the whole game tree counted and solved
  demo                      a tour: AI matches, a hint, an analysis

  A position is a board such as "X.O/.X./..O" (X, O, . for empty); moves are
  cell names or numbers: "b2 a1 c3", "408" or "4,0,8" (0 is a1, the top left).

Options for hint, analyze and stats:
  --json                    print JSON for scripts
  --misere                  (hint, analyze) use the misère rules

Exit codes: 0 ok, 1 bad input, 2 usage.`;

/** Runs the command line and returns the exit code. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(argv);
    if (args.flags.version) {
      io.out(VERSION);
      return 0;
    }
    if (args.flags.help || args.command === 'help') {
      io.out(USAGE);
      return 0;
    }
    if (args.command === undefined) {
      allowFlags(args, []);
      io.err(USAGE);
      return 2;
    }
    switch (args.command) {
      case 'play':
        allowFlags(args, ['ai', 'as', 'two-players', 'misere', 'seed']);
        return await playCommand(args, io);
      case 'hint':
        allowFlags(args, ['json', 'misere']);
        return hintCommand(args, io);
      case 'analyze':
        allowFlags(args, ['json', 'misere']);
        return analyzeCommand(args, io);
      case 'demo':
        allowFlags(args, []);
        noArguments(args);
        return demoCommand(io);
      case 'stats':
        allowFlags(args, ['json']);
        return statsCommand(args, io);
      default:
        throw new UsageError(`unknown command "${args.command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`tictactoe: ${error.message} (see tictactoe --help)`);
      return 2;
    }
    throw error;
  }
}

/** Where the CLI reads and writes: the process, or a test. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Reads the next line of input, or `undefined` at the end. */
  readLine(prompt: string): Promise<string | undefined>;
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
