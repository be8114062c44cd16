// The prompt in a terminal: node:readline's line editor (arrow keys move along the line, up and
// down recall earlier lines), driven here through streams that say they are a terminal; and the
// same Io reading plain lines when the input is not a terminal (a pipe: what programs rely on).
import { spawn, spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { createIo } from '../../src/cli/io.js';

/** A stream pair that says it is a terminal, as process.stdin and process.stdout do in one. */
function fakeTerminal(tty: boolean): { input: PassThrough; output: PassThrough; written: () => string } {
  const input = Object.assign(new PassThrough(), { isTTY: tty, setRawMode: () => input });
  const output = Object.assign(new PassThrough(), { isTTY: tty, columns: 80, rows: 24 });
  let text = '';
  output.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  return { input, output, written: () => text };
}

const ESC = '\x1b';
const UP = `${ESC}[A`;
const DOWN = `${ESC}[B`;
const LEFT = `${ESC}[D`;
const BACKSPACE = '\x7f';

describe('in a terminal', () => {
  test('lines are edited with the arrow keys, and earlier lines come back with up and down', async () => {
    const { input, output, written } = fakeTerminal(true);
    const io = createIo(input, output, new PassThrough(), {});
    // One keystroke a write, as a terminal sends them (an escape sequence is one keystroke).
    const next = (prompt: string, keys: string): Promise<string | undefined> => {
      const line = io.readLine(prompt);
      for (const [key] of keys.matchAll(new RegExp(`${ESC}\\[[A-D]|[\\s\\S]`, 'gu'))) input.write(key);
      return line;
    };
    expect(await next('X to move > ', 'b2\r')).toBe('b2');
    // Left arrow, then a letter typed in the middle of the line.
    expect(await next('O to move > ', `a3${LEFT}${BACKSPACE}c\r`)).toBe('c3');
    // Up twice recalls the line before last; down comes back to the last one.
    expect(await next('X to move > ', `${UP}\r`)).toBe('c3');
    expect(await next('O to move > ', `${UP}${UP}${DOWN}${BACKSPACE}1\r`)).toBe('c1');
    expect(await next('X to move > ', `${UP}${UP}${UP}\r`)).toBe('b2');
    // The keys are read, never echoed as escape codes.
    expect(written()).toContain('X to move > ');
    expect(written()).not.toMatch(/\^\[|\[A|\[D/);
    // The end of input (Ctrl+D on an empty line) reads as the end.
    const last = io.readLine('O to move > ');
    input.write('\x04');
    expect(await last).toBeUndefined();
    expect(await io.readLine('X to move > ')).toBeUndefined();
    io.close();
  });

  test('Ctrl+C ends the input as the end of input does', async () => {
    const { input, output } = fakeTerminal(true);
    const io = createIo(input, output, new PassThrough(), {});
    const line = io.readLine('X to move > ');
    input.write('b\x03');
    expect(await line).toBeUndefined();
    io.close();
  });
});

describe('not in a terminal', () => {
  test('plain lines: the prompt written as it is, escape codes read as typed', async () => {
    const { input, output, written } = fakeTerminal(false);
    const io = createIo(input, output, new PassThrough(), {});
    input.write(`b2\n${UP}\nc3\n`);
    input.end();
    expect(await io.readLine('X to move > ')).toBe('b2');
    expect(await io.readLine('O to move > ')).toBe(UP);
    expect(await io.readLine('X to move > ')).toBe('c3');
    expect(await io.readLine('O to move > ')).toBeUndefined();
    expect(written()).toBe('X to move > O to move > X to move > O to move > ');
    io.close();
  });
});

/** `script` from util-linux runs a command in a pseudo-terminal; the test below needs it. */
const SCRIPT = spawnSync('script', ['--version']).status === 0;

describe.skipIf(!SCRIPT)('the built CLI in a pseudo-terminal (script)', () => {
  test('up recalls the last move, backspace edits it: the line played is the edited one (b2 → b3)', async () => {
    const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
    const { LC_ALL, LC_MESSAGES, LANG, ...env } = process.env;
    const child = spawn('script', ['-qec', `"${process.execPath}" "${cli}" play --two-players`, '/dev/null'], {
      env: { ...env, LANG: 'C' },
    });
    let out = '';
    let wake = (): void => {};
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      out += text;
      wake();
    });
    // The output as text: without the escape codes readline moves the cursor with (it may write
    // the prompt again, and move the cursor after it, in chunks of any size).
    const text = (): string => out.replace(new RegExp(`${ESC}\\[[0-9;]*[A-Za-z]`, 'g'), '');
    let from = 0;
    /** Waits until `prompt` is written after what was there when keys were last typed. */
    const prompted = async (prompt: string): Promise<void> => {
      while (!text().includes(prompt, from)) await new Promise<void>((resolve) => (wake = resolve));
    };
    const type = (keys: readonly string[]): void => {
      from = text().length;
      for (const key of keys) child.stdin.write(key);
    };
    await prompted('X to move > ');
    type(['b', '2', '\r']);
    await prompted('O to move > ');
    type([UP, BACKSPACE, '3', '\r']);
    await prompted('X to move > ');
    type(['\x04']);
    expect(await new Promise((resolve) => child.on('close', resolve))).toBe(0);
    // O played b3: the recalled b2, edited (without the history, "3" would have been refused).
    expect(text()).toContain('3   . | O | .');
    expect(text()).not.toContain('is not a cell');
    expect(out).toContain('Game abandoned.');
  });
});
