// The store's restart from a set-up position (src/session/store.ts), on both games: `restart()`,
// `restart({})` and a restart whose settings are all undefined go back to the same first position.
import { describe, expect, it } from 'vitest';
import { TicTacToeEngine, createSession, unwrap } from '../../src/index.js';
import { UltimateEngine, createUltimateSession } from '../../src/ultimate.js';

const players = [{ id: 'ann' }, { id: 'bob' }];
const ultimate = new UltimateEngine();

interface Played {
  readonly board: readonly unknown[];
  readonly currentPlayer: string | null;
  readonly moveCount: number;
  readonly history: readonly unknown[];
  readonly currentPlayerId: string | null;
}
interface Session {
  getSnapshot(): { state: Played };
  play(move: number): { ok: boolean };
  restart(settings?: object): { ok: true; value: Played } | { ok: false };
}

const games: { name: string; setup: () => Played; create: (state: Played) => Session; aMove: number }[] = [
  {
    name: 'k-in-a-row',
    setup: () => unwrap(new TicTacToeEngine().fromSetup('XX./OO./...', {}, players)),
    create: (state) => unwrap(createSession({ state: state as never })) as unknown as Session,
    aMove: 8,
  },
  {
    name: 'Ultimate',
    setup: () => unwrap(ultimate.fromSetup('9/9/9/9/4x4/9/9/9/9 O 1 e5', {}, players)),
    create: (state) => unwrap(createUltimateSession({ state: state as never })) as unknown as Session,
    aMove: 37,
  },
];

describe.each(games)('a session of $name resumed from a setup', ({ setup, create, aMove }) => {
  it('restarts at the setup whether it is given no settings, {} or only undefined ones', () => {
    const start = setup();
    const session = create(start);
    for (const settings of [undefined, {}, { xPlayerId: undefined, metadata: undefined }]) {
      expect(session.play(aMove).ok).toBe(true);
      const restarted = unwrap(session.restart(settings as never) as never) as Played;
      expect(restarted.board).toEqual(start.board);
      expect([restarted.currentPlayer, restarted.moveCount, restarted.history.length]).toEqual([
        start.currentPlayer,
        start.moveCount,
        0,
      ]);
    }
    // A setting that changes something starts a new game from the empty board.
    const swapped = unwrap(session.restart({ xPlayerId: 'bob' }) as never) as Played;
    expect(swapped.board.every((mark) => mark === null)).toBe(true);
    expect(swapped.currentPlayerId).toBe('bob');
  });
});
