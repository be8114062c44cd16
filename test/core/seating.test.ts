// The players and metadata of a new game, as every game reads them.
import { describe, expect, it } from 'vitest';
import { checkPlayers, readMetadata, readPlayers, seatPlayers } from '../../src/core/seating.js';
import { TicTacToeEngine, unwrap } from '../../src/index.js';

describe('seating', () => {
  it('reads two players, or says why not', () => {
    expect(readPlayers([{ id: 'a' }, { id: 'b', name: 'Bea' }])).toEqual({
      first: 'a',
      firstName: undefined,
      second: 'b',
      secondName: 'Bea',
    });
    for (const junk of [
      null,
      [],
      [{ id: 'a' }],
      [{ id: 'a' }, 5],
      'ab',
      new Proxy([], {
        get: () => {
          throw new Error('x');
        },
      }),
    ])
      expect(readPlayers(junk)).toMatchObject({ code: 'INVALID_PLAYERS' });
  });

  it('checks ids, names and who plays X', () => {
    expect(checkPlayers('a', undefined, 'b', undefined, undefined)).toBe(true);
    expect(checkPlayers('a', undefined, 'b', undefined, 'b')).toBe(false);
    expect(checkPlayers('a', undefined, 'a', undefined, undefined)).toMatchObject({ code: 'DUPLICATE_PLAYER' });
    expect(checkPlayers('', undefined, 'b', undefined, undefined)).toMatchObject({ code: 'INVALID_PLAYERS' });
    expect(checkPlayers('a', 3, 'b', undefined, undefined)).toMatchObject({ code: 'INVALID_PLAYERS' });
    expect(checkPlayers('a', undefined, 'b', undefined, 'c')).toMatchObject({ code: 'UNKNOWN_PLAYER' });
  });

  it('seats them in the caller order and by mark, frozen', () => {
    const { players, refs } = seatPlayers({ first: 'a', firstName: 'Ann', second: 'b', secondName: undefined }, false);
    expect(players).toEqual([
      { id: 'a', name: 'Ann', symbol: 'O' },
      { id: 'b', symbol: 'X' },
    ]);
    expect(refs).toEqual([
      { playerId: 'b', symbol: 'X' },
      { playerId: 'a', symbol: 'O' },
    ]);
    expect(Object.isFrozen(players) && Object.isFrozen(players[0]) && Object.isFrozen(refs[0])).toBe(true);
  });

  it('copies metadata, whatever its keys (code and reason included)', () => {
    const given = { gameId: 'g1', code: 'c', reason: 'r', nested: { a: [1] } };
    const read = readMetadata(given);
    expect(read).toEqual({ metadata: given });
    expect('metadata' in read && read.metadata).not.toBe(given);
    expect(readMetadata({ gameId: 3 })).toMatchObject({ code: 'INVALID_SETTINGS' });
    // Through a game: metadata with a `reason` is metadata, not a problem.
    const state = unwrap(
      new TicTacToeEngine().createInitialState({ metadata: { reason: 'r' } }, [{ id: 'a' }, { id: 'b' }]),
    );
    expect(state.metadata).toEqual({ reason: 'r' });
  });
});
