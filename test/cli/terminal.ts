// Drives the CLI as a user would: the built CLI (dist/cli.js, built by the global setup) as a spawned
// process, its stdin, stdout and stderr, and its exit code; or, for what the CLI's logic prints, its
// main function in this process on streams of the same kind (pipes, not a terminal), which is many
// times faster than starting Node. The library it runs is the built one either way (the CLI
// imports `tictactoe-engine`, which resolves to dist/ through the package's exports).
import { spawn, type ChildProcess } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/command-line.js';
import { createIo } from '../../src/cli/io.js';

const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

/** What a finished run printed, and its exit code. */
export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * The environment of a run: this process's, without its language (so that the CLI speaks English
 * whatever the machine's locale), with `env` on top.
 */
function environment(env: Readonly<Record<string, string>>): NodeJS.ProcessEnv {
  const { LC_ALL, LC_MESSAGES, LANG, LANGUAGE, ...rest } = process.env;
  return { ...rest, NO_COLOR: '1', ...env };
}

/**
 * What `tictactoe ...args` prints and its exit code, with `input` on stdin (then end of input), run
 * in this process: the CLI's main function on pipes, as src/cli/main.ts runs it on the process's
 * own; `env` adds to the environment (`{ LANG: 'es_AR.UTF-8' }`). For what needs a real process
 * (the bin, its #! line, exit codes as the shell sees them, a reader that stops early), see
 * {@link spawnTictactoe}.
 */
export async function tictactoe(
  args: readonly string[],
  input = '',
  env: Readonly<Record<string, string>> = {},
): Promise<Run> {
  const terminal = new Terminal(args, env);
  terminal.type(input, '');
  return terminal.exit();
}

/**
 * Runs `tictactoe ...args` in a process of its own (dist/cli.js) with `input` on stdin (then end of
 * input) and waits for it to exit; `env` adds to the environment (`{ LANG: 'es_AR.UTF-8' }`).
 */
export async function spawnTictactoe(
  args: readonly string[],
  input = '',
  env: Readonly<Record<string, string>> = {},
): Promise<Run> {
  const terminal = new Terminal(args, env, 'process');
  terminal.type(input, '');
  return terminal.exit();
}

/**
 * A `tictactoe` to talk to one line at a time, waiting for each prompt like a person: the CLI's main
 * function in this process on pipes (`'in-process'`), or the built CLI in a process of its own
 * (`'process'`), for what needs one (a process that exits while its input is still open).
 */
export class Terminal {
  readonly #stdin: NodeJS.WritableStream;
  #stdout = '';
  #stderr = '';
  /** How much of stdout {@link Terminal.prompt} has handed out. */
  #read = 0;
  #closed = false;
  #exited: Promise<number | null>;
  #wake: () => void = () => {};

  constructor(
    args: readonly string[],
    env: Readonly<Record<string, string>> = {},
    where: 'in-process' | 'process' = 'in-process',
  ) {
    const onOut = (text: string): void => {
      this.#stdout += text;
      this.#wake();
    };
    const onErr = (text: string): void => void (this.#stderr += text);
    const closed = (code: number | null): number | null => {
      this.#closed = true;
      this.#wake();
      return code;
    };
    if (where === 'process') {
      const child: ChildProcess = spawn(process.execPath, [CLI, ...args], { stdio: 'pipe', env: environment(env) });
      child.stdout!.setEncoding('utf8').on('data', onOut);
      child.stderr!.setEncoding('utf8').on('data', onErr);
      this.#stdin = child.stdin!;
      this.#exited = new Promise((resolve) => child.on('close', (code) => resolve(closed(code))));
      return;
    }
    const stdin = new PassThrough();
    const stdout = new PassThrough().setEncoding('utf8').on('data', onOut);
    const stderr = new PassThrough().setEncoding('utf8').on('data', onErr);
    this.#stdin = stdin;
    const io = createIo(stdin, stdout, stderr, environment(env));
    const run = async (): Promise<number> => {
      try {
        return await main(args, io);
      } finally {
        io.close();
        // The pipes hand on what was written on a later turn of the event loop.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    };
    // A bug of the CLI (an exception out of main) fails the test at exit(), as a crash would.
    this.#exited = run().then(closed, (error: unknown) => {
      closed(null);
      throw error;
    });
    this.#exited.catch(() => {});
  }

  /**
   * Waits until the CLI prompts for a line (its output ends with "> ", or with `--json` with a
   * `board` or `again` event) or exits, and returns what it printed since the last call. `exited` tells which.
   */
  async prompt(): Promise<{ readonly text: string; readonly exited: boolean }> {
    for (;;) {
      const text = this.#stdout.slice(this.#read);
      if (text.endsWith('> ') || /(^|\n)\{"type":"(board|again)"[^\n]*\n$/.test(text) || this.#closed) {
        this.#read = this.#stdout.length;
        return { text, exited: this.#closed };
      }
      await new Promise<void>((resolve) => (this.#wake = resolve));
    }
  }

  /** Types a line (or, with `end` '', text as it is). */
  type(line: string, end = '\n'): void {
    this.#stdin.write(`${line}${end}`);
  }

  /** Ends the input and waits for the CLI to exit. */
  async exit(): Promise<Run> {
    this.#stdin.end();
    const code = await this.#exited;
    return { code, stdout: this.#stdout, stderr: this.#stderr };
  }
}
