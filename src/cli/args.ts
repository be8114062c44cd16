import type { CellJson } from './json.js';

/** A parsed command line: the command, its positional words and its flags. */
export interface Args {
  readonly command: string | undefined;
  readonly positionals: readonly string[];
  readonly flags: Readonly<Record<string, string | true>>;
}

/** Flags that take a value (`--ai 6` or `--ai=6`); every other flag is a switch. */
const VALUED = [
  'ai',
  'as',
  'seed',
  'rules',
  'rows',
  'columns',
  'in-a-row',
  'won-boards',
  'drawn-boards',
  'tiebreak',
  'time',
  'lang',
] as const;

/** A flag that takes a value. */
export type ValuedFlag = (typeof VALUED)[number];

/**
 * What is wrong with a command line, as data: each language says it in its words
 * (`Words.usageError`), English for `--json`.
 */
export type UsageProblem =
  | { readonly kind: 'twice' | 'needs-value' | 'takes-no-value'; readonly flag: string }
  | { readonly kind: 'unknown-option'; readonly option: string }
  | { readonly kind: 'unknown-flag'; readonly flag: string; readonly command: string | undefined }
  | { readonly kind: 'no-arguments'; readonly command: string; readonly given: string }
  | { readonly kind: 'unknown-command'; readonly given: string }
  | { readonly kind: 'no-command' | 'two-players' }
  | { readonly kind: 'needs-position' | 'needs-moves'; readonly command: string }
  | { readonly kind: 'bad-value'; readonly flag: ValuedFlag; readonly given: string }
  /** A command that needs an AI, on a game that has none yet (Ultimate). */
  /** A flag of k-in-a-row's rules with `--rules ultimate`. */
  | { readonly kind: 'not-ultimate'; readonly flag: string }
  /** A switch of Ultimate's rules without `--rules ultimate`. */
  | { readonly kind: 'ultimate-only'; readonly flag: string }
  | {
      readonly kind: 'bad-rules';
      readonly flag: 'rows' | 'columns' | 'in-a-row';
      readonly value: number;
      readonly max: number;
      /** The engine's reason, in English. */
      readonly reason: string;
    };

/** A usage error: exit code 2, code `USAGE` in JSON. */
export class UsageError extends Error {
  readonly code = 'USAGE';
  constructor(readonly problem: UsageProblem) {
    super(problem.kind);
  }
}

/**
 * Bad input (a move list, a position, rules the AI does not play): exit code 1. `code` is the
 * library's error code (`BAD_NOTATION`, `BAD_POSITION`, `CELL_OCCUPIED`, `UNSUPPORTED_RULES` …),
 * `message` is in the language of the command.
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

/**
 * Splits argv into a command, positionals and flags; after `--`, every word is positional.
 * Throws {@link UsageError} on a malformed or repeated flag.
 */
export function parseArgs(argv: readonly string[]): Args {
  const positionals: string[] = [];
  // No prototype: a flag named __proto__ or constructor is a flag like any other (and unknown).
  const flags: Record<string, string | true> = Object.create(null);
  const set = (name: string, value: string | true): void => {
    if (Object.hasOwn(flags, name)) throw new UsageError({ kind: 'twice', flag: name });
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
      if ((VALUED as readonly string[]).includes(name)) {
        const value = inline ?? argv[++i];
        if (value === undefined || value.startsWith('--')) throw new UsageError({ kind: 'needs-value', flag: name });
        set(name, value);
      } else {
        if (inline !== undefined) throw new UsageError({ kind: 'takes-no-value', flag: name });
        set(name, true);
      }
    } else if (/^-[^\d]/.test(word)) throw new UsageError({ kind: 'unknown-option', option: word });
    else positionals.push(word);
  }
  const [command, ...rest] = positionals;
  return { command, positionals: rest, flags };
}

/** Checks that only `allowed` flags were given. */
export function allowFlags(args: Args, allowed: readonly string[]): void {
  for (const name of Object.keys(args.flags)) {
    if (!allowed.includes(name)) throw new UsageError({ kind: 'unknown-flag', flag: name, command: args.command });
  }
}

/** Checks that no positional words were given. */
export function noArguments(args: Args): void {
  if (args.positionals.length > 0)
    throw new UsageError({ kind: 'no-arguments', command: args.command!, given: args.positionals.join(' ') });
}
