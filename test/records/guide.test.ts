// The complete example of docs/correspondence.md, verbatim between the markers (only `console.log`
// is captured), so that the guide's claims stay true. Keep the two in step.
import { expect, it } from 'vitest';
import { TicTacToeEngine, nextCode, openCode, type GameRecord, type GameState } from '../../src/index.js';

it('runs the complete example of the correspondence guide', async () => {
  const lines: string[] = [];
  const console = { log: (line: string) => lines.push(line) };

  // --- guide example start ---
  const engine = new TicTacToeEngine();
  const key = new TextEncoder().encode('replace with 32 random bytes....'); // see "Keys" below

  // What each player's device keeps between links (localStorage in a browser).
  interface Seat {
    me: string;
    seen: GameRecord;
  }
  const storage = new Map<string, Seat>();

  // Sends a move: plays it, remembers the record, and returns the link to send.
  async function send(state: GameState, cell: string, me: string, device: string) {
    const sent = await nextCode(state, cell, me, { key });
    if (!sent.ok) throw new Error(sent.error.message);
    storage.set(device, { me, seen: sent.value.record });
    console.log(`${me} played ${sent.value.move.label} (${sent.value.move.name})`);
    return `https://example.com/ttt#${sent.value.code}`;
  }

  // Receives a link: checks it against what this device saw before, and says what to show.
  async function receive(link: string, device: string) {
    const code = new URL(link).hash.slice(1);
    const seat = storage.get(device);
    const view = await openCode(code, seat?.me ?? null, { key, gameId: 'g-001', ...(seat && { seen: seat.seen }) });
    if (!view.ok) throw new Error(`${view.error.code}: ${view.error.message}`);
    storage.set(device, { me: view.value.me.id, seen: view.value.record });
    console.log(`${view.value.me.id} sees: ${view.value.message}`);
    return view.value;
  }

  // Ann starts a game and plays the center.
  const start = engine.createInitialState({ metadata: { gameId: 'g-001', createdAt: '2025-10-05T12:00:00.000Z' } }, [
    { id: 'ann', name: 'Ann' },
    { id: 'bob', name: 'Bob' },
  ]);
  if (!start.ok) throw new Error(start.error.message);
  let link = await send(start.value, 'b2', 'ann', 'ann-phone');

  await receive(link, 'ann-phone'); // Ann reopens her own link: she waits
  let view = await receive(link, 'bob-laptop'); // Bob's first visit seats him as O
  link = await send(view.state, 'a1', 'bob', 'bob-laptop');
  view = await receive(link, 'ann-phone');
  link = await send(view.state, 'c1', 'ann', 'ann-phone');
  view = await receive(link, 'bob-laptop');
  link = await send(view.state, 'c3', 'bob', 'bob-laptop');
  const beforeTheWin = link;
  view = await receive(link, 'ann-phone');
  link = await send(view.state, 'a3', 'ann', 'ann-phone');
  await receive(link, 'ann-phone');
  await receive(link, 'bob-laptop');

  // Bob sends Ann an old link, as if her winning move had never been played: refused.
  const cheat = await openCode(new URL(beforeTheWin).hash.slice(1), 'ann', {
    key,
    seen: storage.get('ann-phone')!.seen,
  });
  console.log(cheat.ok ? 'accepted' : cheat.error.code);
  // --- guide example end ---

  // What the guide says it prints, read from the guide.
  const { default: guide } = await import('../../docs/correspondence.md?raw');
  const printed = guide.split('It prints:\n\n```text\n')[1]!.split('```')[0]!.trimEnd().split('\n');
  expect(printed.length).toBeGreaterThan(10);
  expect(lines).toEqual(printed);
  expect(key).toHaveLength(32);
});

it('the guide shows the example above, verbatim', async () => {
  const { default: guide } = await import('../../docs/correspondence.md?raw');
  const here = (await import('./guide.test.ts?raw' as string)) as { default: string };
  const example = here.default
    .split('// --- guide example start ---\n')[1]!
    .split('  // --- guide example end ---')[0]!
    .replace(/^ {2}/gm, '');
  expect(guide).toContain(
    '```ts\nimport { TicTacToeEngine, nextCode, openCode, type GameRecord, type GameState }' +
      " from 'tictactoe-engine';\n\n" +
      example +
      '```',
  );
});
