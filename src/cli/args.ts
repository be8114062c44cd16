/** A parsed command line: the command, its positional words and its flags. */
export interface Args {
  readonly command: string | undefined;
  readonly positionals: readonly string[];
  readonly flags: Readonly<Record<string, string | true>>;
}

/** Flags that take a value (`--ai 6` or `--ai=6`); every other flag is a switch. */
const VALUED = new Set(['ai', 'as', 'seed']);

/** A usage error: exit code 2. */
export class UsageError extends Error {}

/** Splits argv into a command, positionals and flags. Throws {@link UsageError} on a malformed flag. */
export function parseArgs(argv: readonly string[]): Args {
  const positionals: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === '-h') flags.help = true;
    else if (word === '-v') flags.version = true;
    else if (word.startsWith('--')) {
      const [name, inline] = word.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      if (VALUED.has(name)) {
        const value = inline ?? argv[++i];
        if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
        flags[name] = value;
      } else {
        if (inline !== undefined) throw new UsageError(`--${name} takes no value`);
        flags[name] = true;
      }
    } else if (/^-[^\d]/.test(word)) throw new UsageError(`unknown option ${word}`);
    else positionals.push(word);
  }
  const [command, ...rest] = positionals;
  return { command, positionals: rest, flags };
}

/** Checks that only `allowed` flags were given. */
export function allowFlags(args: Args, allowed: readonly string[]): void {
  for (const name of Object.keys(args.flags)) {
    if (!allowed.includes(name)) throw new UsageError(`unknown option --${name} for ${args.command ?? 'tictactoe'}`);
  }
}

/** Checks that no positional words were given. */
export function noArguments(args: Args): void {
  if (args.positionals.length > 0) throw new UsageError(`${args.command} takes no arguments, not "${args.positionals.join(' ')}"`);
}
