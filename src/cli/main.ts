#!/usr/bin/env node
// The tictactoe command: the only code of the package that reads argv, prints and exits.
import { main } from './command-line.js';
import { createIo } from './io.js';

async function run(): Promise<void> {
  // A reader that stops early (`tictactoe stats | head -1`) is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
  const io = createIo(process.stdin, process.stdout, process.stderr, process.env);
  const code = await main(process.argv.slice(2), io);
  io.close();
  process.exitCode = code;
}

await run();
