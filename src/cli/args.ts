import type { CellJson } from './json.js';

/** A parsed command line: the command, its positional words and its flags. */
export interface Args {
  readonly command: string | undefined;
  readonly positionals: readonly string[];
  readonly flags: Readonly<Record<string, string | true>>;
}

/** Flags that take a value (`--ai 6` or `--ai=6`); every other flag is a switch. */
const VALUED = new Set(['ai', 'as', 'seed', 'rules', 'rows', 'columns', 'in-a-row', 'time', 'lang']);

/** A usage error: exit code 2, code `USAGE` in JSON. */
export class UsageError extends Error {
  readonly code = 'USAGE';
}

/**
 * Bad input (a move list, a position, rules the AI does not play): exit code 1. `code` is the
 * library's error code (`BAD_NOTATION`, `BAD_POSITION`, `CELL_OCCUPIED`, `UNSUPPORTED_RULES` …).
 */
export class InputError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The cell the error names, as the JSON of errors writes it. */
    readonly cell?: CellJson,
  ) {
    super(message);
  }
}

/** A word as a message shows it: at most 40 characters. */
export function clip(word: string): string {
  return word.length > 40 ? `${word.slice(0, 40)}…` : word;
}

/** A word in quotes, as a message shows it. */
export const quote = (word: string): string => `"${clip(word)}"`;

/**
 * Splits argv into a command, positionals and flags; after `--`, every word is positional.
 * Throws {@link UsageError} on a malformed or repeated flag.
 */
export function parseArgs(argv: readonly string[]): Args {
  const positionals: string[] = [];
  // No prototype: a flag named __proto__ or constructor is a flag like any other (and unknown).
  const flags: Record<string, string | true> = Object.create(null);
  const set = (name: string, value: string | true): void => {
    if (Object.hasOwn(flags, name)) throw new UsageError(`--${name} is given twice`);
    flags[name] = value;
  };
  let options = true;
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (!options) positionals.push(word);
    else if (word === '--') options = false;
    else if (word === '-h') set('help', true);
    else if (word === '-v') set('version', true);
    else if (word.startsWith('--')) {
      const [name, inline] = word.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      if (VALUED.has(name)) {
        const value = inline ?? argv[++i];
        if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
        set(name, value);
      } else {
        if (inline !== undefined) throw new UsageError(`--${clip(name)} takes no value`);
        set(name, true);
      }
    } else if (/^-[^\d]/.test(word)) throw new UsageError(`unknown option ${clip(word)}`);
    else positionals.push(word);
  }
  const [command, ...rest] = positionals;
  return { command, positionals: rest, flags };
}

/** Checks that only `allowed` flags were given. */
export function allowFlags(args: Args, allowed: readonly string[]): void {
  for (const name of Object.keys(args.flags)) {
    if (!allowed.includes(name))
      throw new UsageError(`unknown option --${clip(name)} for ${args.command ?? 'tictactoe'}`);
  }
}

/** Checks that no positional words were given. */
export function noArguments(args: Args): void {
  if (args.positionals.length > 0)
    throw new UsageError(`${args.command} takes no arguments, not ${quote(args.positionals.join(' '))}`);
}
