// The session store's behaviours, run against each game's session: the k-in-a-row games'
// `createSession` and Ultimate's `createUltimateSession` (test/session/games.ts), one store over
// both. session.test.ts holds the k-in-a-row cases beside these; ultimate-session.test.ts Ultimate's.
import { describe, expect, it, vi } from 'vitest';
import { TicTacToeError, err, ok, unwrap, type ErrorData, type Result } from '../../src/index.js';
import { OracleGame, STANDARD } from '../support/ultimate-oracle.js';
import { GAMES, ULTIMATE, type AnySession, type AnyState, type GameFixture } from './games.js';

const players = [{ id: 'ann' }, { id: 'bob' }];

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

it('plays the Ultimate games of the suite as the oracle does', () => {
  const ending = (moves: readonly number[], rules = STANDARD): string | null => {
    const game = new OracleGame(rules);
    for (const move of moves) game.play(move);
    return game.result;
  };
  expect(ending(ULTIMATE.xWins)).toBe('X');
  expect(ending(ULTIMATE.xWins.slice(0, -1))).toBeNull();
  expect(ending([...ULTIMATE.xWins.slice(0, -1), ...ULTIMATE.oAfter])).toBe('O');
  expect(ending(ULTIMATE.draw)).toBe('draw');
  expect(ending(ULTIMATE.draw, { ...STANDARD, tiebreak: 'most-boards' })).toBe('O');
});

describe.each(GAMES)('the session of $name', (fx: GameFixture) => {
  const make = (options: object = { players }): AnySession => unwrap(fx.create(options));
  const playAll = (session: AnySession, moves: readonly number[]): AnySession => {
    for (const move of moves) unwrap(session.play(move));
    return session;
  };
  const [first, second] = fx.occupied;

  describe('creation', () => {
    it('starts a new game with default players, frozen, with an empty tally', () => {
      const session = make({});
      const snap = session.getSnapshot();
      expect(snap.state.players.map((p) => p.id)).toEqual(['p1', 'p2']);
      expect(snap.state.currentPlayer).toBe('X');
      expect(snap).toMatchObject({ over: null, round: 1, canUndo: false, canRedo: false, thinking: false });
      expect(snap.tally).toEqual({ games: 0, draws: 0, wins: {}, winsByMark: { X: 0, O: 0 }, byRules: [] });
      expect(Object.isFrozen(snap) && Object.isFrozen(session) && Object.isFrozen(snap.tally)).toBe(true);
      expect(unwrap(fx.create()).getSnapshot().state.players[0]!.id).toBe('p1');
    });

    it('passes settings and players to the engine', () => {
      const snap = make({
        players,
        settings: { xPlayerId: 'bob', ...fx.otherRules, metadata: { gameId: 'g1' } },
      }).getSnapshot();
      expect(snap.state.currentPlayerId).toBe('bob');
      expect(snap.state.rules).toMatchObject(fx.otherRules);
      expect(snap.state.metadata.gameId).toBe('g1');
    });

    it.each<[string, unknown, string]>([
      ['options that are not an object', 'junk', 'INVALID_SETTINGS'],
      ['null options', null, 'INVALID_SETTINGS'],
      ['array options', [], 'INVALID_SETTINGS'],
      ['a mover that is not a function', { mover: 42 }, 'INVALID_SETTINGS'],
      ['an onListenerError that is not a function', { onListenerError: 'log' }, 'INVALID_SETTINGS'],
      ['a bad tally', { tally: { games: 1.5 } }, 'INVALID_TALLY'],
      ['one player', { players: [{ id: 'ann' }] }, 'INVALID_PLAYERS'],
      ['duplicate players', { players: [{ id: 'a' }, { id: 'a' }] }, 'DUPLICATE_PLAYER'],
      ['an unknown xPlayerId', { players, settings: { xPlayerId: 'eve' } }, 'UNKNOWN_PLAYER'],
      ['bad rules', { settings: fx.badRules }, 'INVALID_SETTINGS'],
      ['a forged state', { state: { board: 'XXXXXXXXX' } }, 'INVALID_STATE'],
      ['a state with settings', { state: fx.replay([]), settings: {} }, 'INVALID_SETTINGS'],
      ['a state with players', { state: fx.replay([]), players }, 'INVALID_SETTINGS'],
    ])('rejects %s', (_, options, code) => {
      expect(fx.create(options)).toMatchObject({ ok: false, error: { code } });
    });

    it('resumes a game: its history can be undone and redone, restart goes to its first position', () => {
      const saved = fx.replay(fx.xWins.slice(0, 3));
      const session = make({ state: saved });
      expect(session.getSnapshot().state).toBe(saved);
      expect(session.getSnapshot().canUndo).toBe(true);
      expect(unwrap(session.undo(3)).moveCount).toBe(0);
      expect(unwrap(session.redo(3))).toBe(saved);
      expect(unwrap(session.restart()).moveCount).toBe(0);
    });

    it('resumes a game that went through JSON', () => {
      const saved = JSON.parse(JSON.stringify(fx.replay(fx.xWins.slice(0, 2))));
      const session = make({ state: saved });
      expect(session.getSnapshot().state.board).toEqual(saved.board);
      expect(fx.played(unwrap(session.play(fx.xWins[2])))).toEqual(fx.xWins.slice(0, 3));
    });

    it('resumes a saved snapshot without counting its finished game twice, and counts another ending', () => {
      const first = playAll(make(), fx.xWins);
      const saved = JSON.parse(JSON.stringify(first.getSnapshot()));
      const resumed = make({ state: saved.state, tally: saved.tally });
      expect(resumed.getSnapshot().tally).toEqual(first.getSnapshot().tally);
      unwrap(resumed.undo());
      unwrap(first.undo());
      expect(resumed.getSnapshot().tally).toEqual(first.getSnapshot().tally);
      expect(resumed.getSnapshot().tally).toMatchObject({ games: 0, wins: {} });
      for (const session of [resumed, first]) playAll(session, fx.oAfter);
      const counts = { games: 1, draws: 0, wins: { bob: 1 }, winsByMark: { X: 0, O: 1 } };
      expect(resumed.getSnapshot().tally).toEqual({ ...counts, byRules: [{ rules: saved.state.rules, ...counts }] });
      expect(resumed.getSnapshot().tally).toEqual(first.getSnapshot().tally);
    });

    it('resumes a finished game with a tally that does not count it: the game stays uncounted', () => {
      const first = playAll(make(), fx.xWins);
      first.resetTally();
      const saved = JSON.parse(JSON.stringify(first.getSnapshot()));
      const resumed = make({ state: saved.state, tally: saved.tally });
      expect(resumed.getSnapshot().tally.games).toBe(0);
      unwrap(resumed.undo());
      unwrap(resumed.redo());
      expect(resumed.getSnapshot().tally.games).toBe(0);
      expect(make({ state: saved.state }).getSnapshot().tally.games).toBe(0);
    });

    it('reads a saved tally once, and keeps a copy, frozen', () => {
      let reads = 0;
      const wins = Object.defineProperty({}, 'ann', { get: () => (reads++ === 0 ? 1 : -5), enumerable: true });
      const tally = { games: 1, draws: 0, wins, winsByMark: { X: 1, O: 0 } };
      const snap = make({ players, tally }).getSnapshot();
      expect(snap.tally).toEqual({ games: 1, draws: 0, wins: { ann: 1 }, winsByMark: { X: 1, O: 0 }, byRules: [] });
      expect(reads).toBe(1);
      expect(snap.tally).not.toBe(tally);
      expect(Object.isFrozen(snap.tally.wins)).toBe(true);
    });
  });

  describe('play', () => {
    it('plays numbers and moves for the player to move', () => {
      const session = make();
      expect(unwrap(session.play(first)).board[first]).toBe('X');
      const reply = fx.legal(session.getSnapshot().state)[0]!;
      expect(unwrap(session.play(fx.move(reply, 'O'))).board[reply]).toBe('O');
      expect(session.getSnapshot().state.currentPlayerId).toBe('ann');
    });

    it('checks the turn of playerId when given', () => {
      const session = make();
      expect(session.play(first, 'bob')).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
      expect(session.play(first, 'eve')).toMatchObject({ ok: false, error: { code: 'UNKNOWN_PLAYER' } });
      expect(session.play(fx.move(first, 'O'), 'ann')).toMatchObject({ ok: false, error: { code: 'WRONG_SYMBOL' } });
      expect(unwrap(session.play(first, 'ann')).currentPlayerId).toBe('bob');
    });

    it.each(fx.badInputs.map(([input, code]) => [String(JSON.stringify(input)), input, code] as const))(
      'rejects %s with its code, changing nothing',
      (_, input, code) => {
        const session = make();
        const listener = vi.fn();
        session.subscribe(listener);
        const before = session.getSnapshot();
        expect(session.play(input)).toMatchObject({ ok: false, error: { code } });
        expect(session.getSnapshot()).toBe(before);
        expect(listener).not.toHaveBeenCalled();
      },
    );

    it('rejects an occupied cell and any move after the end', () => {
      const session = make();
      unwrap(session.play(first));
      expect(session.play(second)).toMatchObject({ ok: false, error: { code: 'CELL_OCCUPIED', cell: second } });
      unwrap(session.undo());
      playAll(session, fx.xWins);
      expect(session.play(fx.oAfter[0])).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
      expect(session.play(999)).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
    });

    it('never changes a state it handed out', () => {
      const session = make();
      const seen: { state: AnyState; json: string }[] = [];
      const keep = (state: AnyState): void => void seen.push({ state, json: JSON.stringify(state) });
      keep(session.getSnapshot().state);
      for (const move of fx.xWins.slice(0, 3)) keep(unwrap(session.play(move)));
      keep(unwrap(session.undo(2)));
      keep(unwrap(session.play(fx.xWins[1])));
      keep(unwrap(session.restart()));
      for (const { state, json } of seen) {
        expect(Object.isFrozen(state)).toBe(true);
        expect(JSON.stringify(state)).toBe(json);
      }
    });

    it('answers a revoked proxy anywhere with an error, never a throw', async () => {
      const revoked = (): never => {
        const { proxy, revoke } = Proxy.revocable({}, {});
        revoke();
        return proxy as never;
      };
      expect(fx.create(revoked()).ok).toBe(false);
      expect(fx.create({ players, tally: revoked() })).toMatchObject({ ok: false, error: { code: 'INVALID_TALLY' } });
      expect(fx.create({ state: revoked() })).toMatchObject({ ok: false, error: { code: 'INVALID_STATE' } });
      const session = make({ players, mover: () => revoked() });
      expect(session.play(revoked())).toMatchObject({ ok: false, error: { code: 'MALFORMED_MOVE' } });
      expect(session.play(first, revoked())).toMatchObject({ ok: false, error: { code: 'UNKNOWN_PLAYER' } });
      expect(session.undo(revoked())).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_UNDO' } });
      unwrap(session.play(first));
      expect(session.undo(revoked())).toMatchObject({ ok: false, error: { code: 'PLY_OUT_OF_RANGE' } });
      expect(session.restart(revoked())).toMatchObject({ ok: false, error: { code: 'INVALID_SETTINGS' } });
      expect(await session.playMover()).toMatchObject({ ok: false, error: { code: 'MOVER_FAILED' } });
      const thrower = make({
        players,
        mover: () => {
          throw revoked();
        },
      });
      expect(await thrower.playMover()).toMatchObject({ ok: false, error: { code: 'MOVER_FAILED' } });
      expect(session.getSnapshot().state.moveCount).toBe(1);
    });
  });

  describe('undo and redo', () => {
    it('walks the timeline and returns the same state objects', () => {
      const session = make();
      const states = [session.getSnapshot().state, ...fx.xWins.slice(0, 3).map((m) => unwrap(session.play(m)))];
      expect(unwrap(session.undo())).toBe(states[2]);
      expect(unwrap(session.undo(2))).toBe(states[0]);
      expect(session.getSnapshot()).toMatchObject({ canUndo: false, canRedo: true });
      expect(unwrap(session.redo(3))).toBe(states[3]);
      expect(session.getSnapshot()).toMatchObject({ canUndo: true, canRedo: false });
    });

    it('reports what cannot be undone or redone', () => {
      const session = make();
      expect(session.undo()).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_UNDO' } });
      expect(session.redo()).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_REDO' } });
      playAll(session, fx.xWins.slice(0, 2));
      for (const plies of [0, 3, -1, 1.5, Number.NaN, '1', null]) {
        expect(session.undo(plies as number)).toMatchObject({ ok: false, error: { code: 'PLY_OUT_OF_RANGE' } });
      }
      unwrap(session.undo());
      expect(session.redo(2)).toMatchObject({ ok: false, error: { code: 'PLY_OUT_OF_RANGE' } });
    });

    it('drops the redo moves when a new move is played', () => {
      const session = playAll(make(), fx.xWins.slice(0, 3));
      unwrap(session.undo(2));
      const other = fx.legal(session.getSnapshot().state).find((m) => m !== fx.xWins[1])!;
      unwrap(session.play(other));
      expect(session.getSnapshot().canRedo).toBe(false);
      expect(fx.played(session.getSnapshot().state)).toEqual([fx.xWins[0], other]);
    });
  });

  describe('restart and the tally', () => {
    it('counts a finished round once, keeps the tally across restarts', () => {
      const session = playAll(make(), fx.xWins);
      expect(session.getSnapshot().tally).toMatchObject({ games: 1, wins: { ann: 1 }, winsByMark: { X: 1, O: 0 } });
      expect(session.getSnapshot().over).toMatchObject({ status: 'won', winner: { playerId: 'ann' } });
      expect(unwrap(session.restart()).moveCount).toBe(0);
      expect(session.getSnapshot()).toMatchObject({ round: 2, canUndo: false, over: null, tally: { games: 1 } });
      playAll(session, fx.draw);
      expect(session.getSnapshot().over).toMatchObject({ status: 'draw', winner: null });
      expect(session.getSnapshot().tally).toMatchObject({ games: 2, draws: 1, wins: { ann: 1 } });
      unwrap(session.restart());
      unwrap(session.restart()); // an unfinished round does not count
      expect(session.getSnapshot().tally).toMatchObject({ games: 2, draws: 1 });
    });

    it('takes the point back when the winning move is undone', () => {
      const session = playAll(make(), fx.xWins);
      unwrap(session.undo());
      expect(session.getSnapshot().tally.games).toBe(0);
      unwrap(session.redo());
      expect(session.getSnapshot().tally.games).toBe(1);
    });

    it('resets the tally on its own, without counting the finished board again', () => {
      const session = playAll(make(), fx.xWins);
      const board = session.getSnapshot().state;
      expect(session.resetTally()).toEqual({ games: 0, draws: 0, wins: {}, winsByMark: { X: 0, O: 0 }, byRules: [] });
      expect(session.getSnapshot().state).toBe(board);
      unwrap(session.undo());
      unwrap(session.redo());
      expect(session.getSnapshot().tally.games).toBe(0);
      unwrap(session.restart());
      playAll(session, fx.xWins);
      expect(session.getSnapshot().tally.games).toBe(1);
    });

    it('restarts with new settings on top of the current ones', () => {
      const session = make({ players, settings: { ...fx.otherRules, metadata: { gameId: 'g' } } });
      const swapped = unwrap(session.restart({ xPlayerId: 'bob' }));
      expect(swapped.currentPlayerId).toBe('bob');
      expect(swapped.rules).toMatchObject(fx.otherRules);
      expect(swapped.metadata.gameId).toBe('g');
      expect(unwrap(session.restart()).currentPlayerId).toBe('bob');
      const undefinedSettings = Object.fromEntries(Object.keys(fx.otherRules).map((key) => [key, undefined]));
      const kept = unwrap(session.restart({ ...undefinedSettings, xPlayerId: undefined, metadata: undefined }));
      expect([kept.rules, kept.currentPlayerId, kept.metadata.gameId]).toEqual([swapped.rules, 'bob', 'g']);
      for (const settings of ['x', null, [], fx.badRules, { xPlayerId: 'eve' }]) {
        const before = session.getSnapshot();
        expect(session.restart(settings as never).ok).toBe(false);
        expect(session.getSnapshot()).toBe(before);
      }
    });

    it('restarts under other rules, and the tally says which rounds were which', () => {
      const session = playAll(make(), fx.xWins);
      const standard = session.getSnapshot().state.rules;
      unwrap(session.restart(fx.otherRules));
      playAll(session, fx.xWins);
      const { tally } = session.getSnapshot();
      expect(tally.games).toBe(2);
      expect(tally.byRules.map((entry) => entry.games)).toEqual([1, 1]);
      expect(tally.byRules[0]!.rules).toEqual(standard);
      expect(tally.byRules[1]!.rules).toEqual({ ...standard, ...fx.otherRules });
      unwrap(session.undo());
      expect(session.getSnapshot().tally.byRules.map((entry) => entry.rules)).toEqual([standard]);
      const saved = JSON.parse(JSON.stringify(tally));
      expect(make({ players, tally: saved }).getSnapshot().tally).toEqual(tally);
    });
  });

  describe('events', () => {
    it('sends move, gameOver, undo, redo and restart after the change, subscribers first', () => {
      const session = make();
      const log: string[] = [];
      session.subscribe((snap) => log.push(`change ${snap.state.moveCount}`));
      for (const type of ['move', 'gameOver', 'undo', 'redo', 'restart'] as const) {
        session.on(type, (event) => {
          expect(session.getSnapshot().state).toBe(event.state);
          log.push(`${event.type} ${event.state.moveCount}`);
        });
      }
      const n = fx.xWins.length;
      playAll(session, fx.xWins);
      unwrap(session.undo());
      unwrap(session.redo());
      unwrap(session.restart());
      expect(log).toEqual([
        ...fx.xWins.flatMap((_, i) => [`change ${i + 1}`, `move ${i + 1}`]),
        `gameOver ${n}`,
        `change ${n - 1}`,
        `undo ${n - 1}`,
        `change ${n}`,
        `redo ${n}`,
        `gameOver ${n}`,
        'change 0',
        'restart 0',
      ]);
    });

    it('describes each event', () => {
      const session = make();
      const events: { type: string }[] = [];
      for (const type of ['move', 'gameOver', 'undo', 'redo', 'restart'] as const)
        session.on(type, (e) => events.push(e));
      const start = session.getSnapshot().state;
      const played = unwrap(session.play(first));
      expect(events[0]).toEqual({ type: 'move', state: played, previous: start, entry: played.lastMove, by: 'player' });
      expect(Object.isFrozen(events[0])).toBe(true);
      unwrap(session.undo());
      expect(events[1]).toEqual({ type: 'undo', state: start, previous: played, plies: 1 });
      unwrap(session.redo());
      expect(events[2]).toEqual({ type: 'redo', state: played, previous: start, plies: 1 });
      unwrap(session.restart());
      expect(events[3]).toEqual({ type: 'restart', state: start, previous: played, round: 2 });
      playAll(session, fx.xWins);
      expect(events.at(-1)).toMatchObject({ type: 'gameOver', over: { status: 'won', winner: { playerId: 'ann' } } });
    });

    it('delivers changes made by a listener after the current ones, in order', () => {
      const session = make();
      const log: string[] = [];
      session.on('move', (e) => {
        log.push(`a ${e.state.moveCount}`);
        if (e.state.moveCount === 1) unwrap(session.play(fx.xWins[1])); // an auto-reply
      });
      session.on('move', (e) => log.push(`b ${e.state.moveCount}`));
      unwrap(session.play(fx.xWins[0]));
      expect(log).toEqual(['a 1', 'b 1', 'a 2', 'b 2']);
      expect(session.getSnapshot().state.moveCount).toBe(2);
    });

    it('isolates a throwing listener: the others run, the store stays consistent, the error is reported', () => {
      const reported: unknown[] = [];
      const session = make({ players, onListenerError: (error: unknown) => reported.push(error) });
      const after = vi.fn();
      session.subscribe(() => {
        throw new Error('listener bug');
      });
      session.on('move', () => {
        throw new Error('handler bug');
      });
      session.subscribe(after);
      const next = unwrap(session.play(fx.xWins[0]));
      expect(session.getSnapshot().state).toBe(next);
      expect(after).toHaveBeenCalledTimes(1);
      expect(reported.map((e) => (e as Error).message)).toEqual(['listener bug', 'handler bug']);
      expect(unwrap(session.play(fx.xWins[1])).moveCount).toBe(2);
    });

    it('survives a reporter that throws too, and reports to console.error by default', () => {
      const session = make({
        players,
        onListenerError: () => {
          throw new Error('reporter bug');
        },
      });
      session.subscribe(() => {
        throw new Error('x');
      });
      expect(unwrap(session.play(first)).moveCount).toBe(1);
      const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
      const quiet = make();
      quiet.subscribe(() => {
        throw new Error('default');
      });
      unwrap(quiet.play(first));
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
    });

    it('does not call a listener removed during a delivery, and counts a function added twice as two', () => {
      const session = make();
      const late = vi.fn();
      let stopLate = (): void => {};
      session.subscribe(() => stopLate());
      stopLate = session.subscribe(late);
      unwrap(session.play(fx.xWins[0]));
      expect(late).not.toHaveBeenCalled();
      const twice = vi.fn();
      const stopOne = session.subscribe(twice);
      session.subscribe(twice);
      stopOne();
      stopOne();
      unwrap(session.play(fx.xWins[1]));
      expect(twice).toHaveBeenCalledTimes(1);
    });

    it('throws INVALID_LISTENER for a listener that is not a function or an unknown event', () => {
      const session = make();
      expect(() => session.subscribe('x' as never)).toThrow(TicTacToeError);
      expect(() => session.on('move', null as never)).toThrow(expect.objectContaining({ code: 'INVALID_LISTENER' }));
      expect(() => session.on('win' as never, () => {})).toThrow(expect.objectContaining({ code: 'INVALID_LISTENER' }));
    });
  });

  describe('playMover', () => {
    const firstLegal = (state: AnyState) => ok(fx.move(fx.legal(state)[0]!, state.currentPlayer!));

    it('plays a synchronous mover without showing it thinking', async () => {
      const session = make({ players, mover: firstLegal });
      const changes = vi.fn();
      session.subscribe(changes);
      const moves: { by: string }[] = [];
      session.on('move', (e) => moves.push(e));
      expect((await session.playMover()).ok).toBe(true);
      expect(session.getSnapshot().state.moveCount).toBe(1);
      expect(changes).toHaveBeenCalledTimes(1);
      expect(moves[0]).toMatchObject({ by: 'mover' });
    });

    it('shows thinking while an asynchronous mover works', async () => {
      const answer = deferred<Result<object, ErrorData>>();
      const session = make({ players, mover: () => answer.promise });
      const pending = session.playMover();
      expect(session.getSnapshot().thinking).toBe(true);
      expect(await session.playMover()).toMatchObject({ ok: false, error: { code: 'MOVER_BUSY' } });
      answer.resolve(ok(fx.move(first, 'X')));
      expect(unwrap(await pending).board[first]).toBe('X');
      expect(session.getSnapshot().thinking).toBe(false);
    });

    it('lets the mover answer for either side until the game is over', async () => {
      const session = make({ players, mover: firstLegal });
      unwrap(session.play(first, 'ann'));
      expect(unwrap(await session.playMover()).history.at(-1)?.symbol).toBe('O');
      while (session.getSnapshot().state.status === 'in-progress') unwrap(await session.playMover());
      expect(await session.playMover()).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
    });

    it.each(['a move', 'an undo', 'an undo and a redo', 'a restart'])(
      'drops an answer that comes after %s',
      async (what) => {
        const answer = deferred<Result<object, ErrorData>>();
        const session = make({ players, mover: () => answer.promise });
        if (what !== 'a move') unwrap(session.play(fx.xWins[0]));
        const pending = session.playMover();
        if (what === 'a move') unwrap(session.play(fx.xWins[0]));
        if (what.startsWith('an undo')) unwrap(session.undo());
        if (what.endsWith('a redo')) unwrap(session.redo());
        if (what === 'a restart') unwrap(session.restart());
        expect(session.getSnapshot().thinking).toBe(false);
        const before = session.getSnapshot();
        answer.resolve(firstLegal(before.state)); // legal now: dropped only because it is stale
        expect(await pending).toMatchObject({ ok: false, error: { code: 'STALE_MOVE' } });
        expect(session.getSnapshot()).toBe(before);
      },
    );

    it('can be asked again at once after an undo and a redo: the new question answered, the old dropped', async () => {
      const answers = [deferred<Result<object, ErrorData>>(), deferred<Result<object, ErrorData>>()];
      let asked = 0;
      const session = make({ players, mover: () => answers[asked++]!.promise });
      unwrap(session.play(fx.xWins[0]));
      const firstAsk = session.playMover();
      unwrap(session.undo());
      unwrap(session.redo());
      const secondAsk = session.playMover();
      for (const answer of answers) answer.resolve(ok(fx.move(fx.xWins[1]!, 'O')));
      expect(await firstAsk).toMatchObject({ ok: false, error: { code: 'STALE_MOVE' } });
      expect(unwrap(await secondAsk).moveCount).toBe(2);
    });

    it.each<[string, (state: AnyState) => unknown, string]>([
      [
        'throws',
        () => {
          throw new Error('no idea');
        },
        'MOVER_FAILED',
      ],
      ['rejects', () => Promise.reject(new Error('timeout')), 'MOVER_FAILED'],
      ['returns a failed result', () => err({ code: 'AI_TIMEOUT', message: 'too slow' }), 'MOVER_FAILED'],
      ['returns junk', () => 42, 'MOVER_FAILED'],
      ['returns an object that is not a result', () => ({ move: 4 }), 'MOVER_FAILED'],
      ['returns an illegal move', () => ok(fx.move(first, 'O')), 'NOT_YOUR_TURN'],
      ['returns a malformed move', () => ok({ type: 'jump' }), 'MALFORMED_MOVE'],
    ])('reports a mover that %s and stays usable', async (_, mover, code) => {
      const session = make({ players, mover });
      const before = session.getSnapshot();
      expect(await session.playMover()).toMatchObject({ ok: false, error: { code } });
      expect(session.getSnapshot()).toEqual(before);
      expect(session.getSnapshot().thinking).toBe(false);
      expect(unwrap(session.play(first)).moveCount).toBe(1);
    });

    it("keeps the mover's own error as cause, and reports NO_MOVER without a mover", async () => {
      const session = make({ players, mover: () => err({ code: 'AI_TIMEOUT', message: 'too slow' }) });
      expect(await session.playMover()).toMatchObject({
        ok: false,
        error: { code: 'MOVER_FAILED', cause: { code: 'AI_TIMEOUT', message: 'too slow' } },
      });
      expect(await make().playMover()).toMatchObject({ ok: false, error: { code: 'NO_MOVER' } });
    });
  });
});
