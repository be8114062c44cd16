import { createInterface } from 'node:readline';

/** Where the CLI reads and writes: the process, or a test. */
export interface Io {
  /** The environment, for the language (`LC_ALL`, `LC_MESSAGES`, `LANG`). */
  readonly env: Readonly<Record<string, string | undefined>>;
  out(text: string): void;
  err(text: string): void;
  /** Reads the next line of input, or `undefined` at the end. */
  readLine(prompt: string): Promise<string | undefined>;
}

/** A stream that may be a terminal, as `process.stdin` and `process.stdout` are. */
type Stream<T> = T & { readonly isTTY?: boolean };

/**
 * The {@link Io} of streams (`process.stdin`, `process.stdout`, `process.stderr`), with `close()`
 * to let the process end. When both input and output are a terminal, lines are read with
 * node:readline's line editor: the arrow keys move along the line, up and down recall earlier
 * lines, Ctrl+C and Ctrl+D end the input. Otherwise (a pipe, a file, a program) plain lines are
 * read and the prompt is written as it is, so that a program can wait for it.
 */
export function createIo(
  input: Stream<NodeJS.ReadableStream>,
  output: Stream<NodeJS.WritableStream>,
  errors: NodeJS.WritableStream,
  env: Io['env'],
): Io & { close(): void } {
  const out = (text: string): void => void output.write(`${text}\n`);
  const err = (text: string): void => void errors.write(`${text}\n`);
  if (input.isTTY && output.isTTY) {
    const rl = createInterface({ input, output, terminal: true, historySize: 100, removeHistoryDuplicates: true });
    let closed = false;
    let waiting: ((line: string | undefined) => void) | undefined;
    rl.on('close', () => {
      closed = true;
      waiting?.(undefined);
    });
    // Ctrl+C ends the input, as Ctrl+D does: the game is abandoned and the CLI exits cleanly.
    rl.on('SIGINT', () => rl.close());
    return {
      env,
      out,
      err,
      readLine: (prompt) =>
        closed
          ? Promise.resolve(undefined)
          : new Promise((resolve) => {
              waiting = resolve;
              rl.question(prompt, (line) => {
                waiting = undefined;
                resolve(line);
              });
            }),
      close: () => rl.close(),
    };
  }
  const rl = createInterface({ input, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  return {
    env,
    out,
    err,
    async readLine(prompt) {
      output.write(prompt);
      const next = await lines.next();
      return next.done ? undefined : next.value;
    },
    close: () => rl.close(),
  };
}
