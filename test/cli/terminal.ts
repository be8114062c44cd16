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
  const stdin = new PassThrough();
  const stdout = new PassThrough().setEncoding('utf8');
  const stderr = new PassThrough().setEncoding('utf8');
  let out = '';
  let err = '';
  stdout.on('data', (text: string) => (out += text));
  stderr.on('data', (text: string) => (err += text));
  stdin.end(input);
  const io = createIo(stdin, stdout, stderr, environment(env));
  const code = await main(args, io);
  io.close();
  // The streams hand on what was written on the next turns of the event loop.
  await new Promise<void>((resolve) => setImmediate(resolve));
  return { code, stdout: out, stderr: err };
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
  const terminal = new Terminal(args, env);
  terminal.child.stdin!.end(input);
  return terminal.exit();
}

/** A `tictactoe` process to talk to one line at a time, waiting for each prompt like a person. */
export class Terminal {
  readonly child: ChildProcess;
  #stdout = '';
  #stderr = '';
  /** How much of stdout {@link Terminal.prompt} has handed out. */
  #read = 0;
  #closed = false;
  #exited: Promise<number | null>;
  #wake: () => void = () => {};

  constructor(args: readonly string[], env: Readonly<Record<string, string>> = {}) {
    this.child = spawn(process.execPath, [CLI, ...args], { stdio: 'pipe', env: environment(env) });
    this.child.stdout!.setEncoding('utf8').on('data', (text: string) => {
      this.#stdout += text;
      this.#wake();
    });
    this.child.stderr!.setEncoding('utf8').on('data', (text: string) => (this.#stderr += text));
    this.#exited = new Promise((resolve) =>
      this.child.on('close', (code) => {
        this.#closed = true;
        resolve(code);
        this.#wake();
      }),
    );
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

  /** Types a line. */
  type(line: string): void {
    this.child.stdin!.write(`${line}\n`);
  }

  /** Ends the input and waits for the process to exit. */
  async exit(): Promise<Run> {
    this.child.stdin!.end();
    const code = await this.#exited;
    return { code, stdout: this.#stdout, stderr: this.#stderr };
  }
}
