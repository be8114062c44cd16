// The tictactoe command line on an Io: what `tictactoe ...args` prints and the exit code it returns.
// src/cli/main.ts runs it on the process; tests run it in-process on streams of their own.
import { allowFlags, InputError, noArguments, parseArgs, UsageError } from './args.js';
import { analyzeCommand, hintCommand, statsCommand } from './commands.js';
import { demoCommand } from './demo.js';
import type { Io } from './io.js';
import { languageOfLine, readLanguage, WORDS } from './language.js';
import { playCommand } from './play.js';
import { RULE_FLAGS } from './rules.js';
import { version as VERSION } from '../../package.json';

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
  // JSON is for scripts: the same in every language (codes, and the library's English messages).
  // Text is in the language of the line, errors included, even when the line cannot be read.
  let words = WORDS[json ? 'en' : languageOfLine(argv, io.env)];
  try {
    const args = parseArgs(argv);
    if (args.flags.version) {
      io.out(json ? JSON.stringify({ version: VERSION }) : VERSION);
      return 0;
    }
    if (!json) words = WORDS[readLanguage(args, io.env)];
    if (args.flags.help || args.command === 'help') {
      io.out(json ? JSON.stringify({ usage: words.usage }) : words.usage);
      return 0;
    }
    if (args.command === undefined) {
      allowFlags(args, ['json', 'lang']);
      if (json) throw new UsageError({ kind: 'no-command' });
      io.err(words.usage);
      return 2;
    }
    const allowed = Object.hasOwn(FLAGS, args.command) ? FLAGS[args.command] : undefined;
    if (!allowed) throw new UsageError({ kind: 'unknown-command', given: args.command });
    allowFlags(args, allowed);
    readLanguage(args, io.env); // --lang is checked with --json too
    switch (args.command) {
      case 'play':
        return await playCommand(args, io, words);
      case 'hint':
        return hintCommand(args, io, words);
      case 'analyze':
        return analyzeCommand(args, io, words);
      case 'stats':
        return statsCommand(args, io, words);
      default:
        noArguments(args);
        return demoCommand(io, args.flags.json === true, words);
    }
  } catch (error) {
    // Anything else is a bug of the CLI: it goes out with its stack trace.
    if (!(error instanceof UsageError || error instanceof InputError)) throw error;
    const usage = error instanceof UsageError;
    const message = usage ? words.usageError(error.problem) : error.message;
    const cell = usage ? undefined : error.cell;
    if (json) io.out(JSON.stringify({ error: { code: error.code, message, ...cell } }));
    else io.err(`tictactoe: ${message}${usage ? words.seeHelp : ''}`);
    return usage ? 2 : 1;
  }
}
