// The examples as users run them: plain `node`, importing the package by its own name, which Node
// resolves through the package's exports map (to the build in dist/).
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const examples = `${root}examples`;

describe('examples run by node', () => {
  test('"tictactoe-engine" resolves to the build through the exports map, for import and require', () => {
    const resolve = (code: string, type: string) =>
      execFileSync(process.execPath, [`--input-type=${type}`, '-e', code], { cwd: examples, encoding: 'utf8' }).trim();
    expect(resolve("console.log(import.meta.resolve('tictactoe-engine'))", 'module')).toBe(
      `file://${root}dist/index.js`,
    );
    expect(resolve("console.log(require.resolve('tictactoe-engine'))", 'commonjs')).toBe(`${root}dist/index.cjs`);
  });

  test('chat-bot/chat.js talks on stdin and stdout', () => {
    const out = execFileSync(process.execPath, ['chat-bot/chat.js'], {
      cwd: examples,
      input: 'b2\nb2\nscore\n',
      encoding: 'utf8',
    });
    const replies = out.split(/\n(?=I play|b2 is taken|You \d)/);
    expect(replies[0]).toMatch(/^Say "new game"/);
    expect(replies[1]).toMatch(/^I play [a-c][1-3]\.\n {3}a b c\n1 {2}/);
    expect(replies[2]).toMatch(/^b2 is taken\./);
    expect(replies[3]).toBe('You 0, me 0, draws 0.\n');
  });

  test('http-hints/server.js listens on $PORT and answers', async () => {
    const server = spawn(process.execPath, ['http-hints/server.js'], {
      cwd: examples,
      env: { ...process.env, PORT: '0' },
    });
    try {
      const [line] = (await once(server.stdout.setEncoding('utf8'), 'data')) as [string];
      const url = /http:\/\/127\.0\.0\.1:\d+\/hint\?moves=b2a1/.exec(line)?.[0];
      expect(url).toBeDefined();
      const body = await (await fetch(url!)).json();
      expect(body).toMatchObject({ board: 'O../.X./...', toMove: 'X', outcome: 'draw' });
    } finally {
      server.kill();
    }
  });
});
