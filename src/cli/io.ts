/** Where the CLI reads and writes: the process, or a test. */
export interface Io {
  /** The environment, for the language (`LC_ALL`, `LC_MESSAGES`, `LANG`). */
  readonly env: Readonly<Record<string, string | undefined>>;
  out(text: string): void;
  err(text: string): void;
  /** Reads the next line of input, or `undefined` at the end. */
  readLine(prompt: string): Promise<string | undefined>;
}
