import { describe, expect, it, vi } from 'vitest';
import {
  PRESETS,
  TicTacToeEngine,
  TicTacToeError,
  createSession,
  emptyTally,
  recordGame,
  err,
  ok,
  placeMove,
  unwrap,
  type ErrorData,
  type GameState,
  type Result,
  type ScoreTally,
  type SessionEvent,
  type SessionMover,
  type SessionOptions,
  type TicTacToeMove,
  type TicTacToeSession,
} from '../../src/index.js';
import { throwingProxy } from '../support/hostile.js';

const players = [{ id: 'ann' }, { id: 'bob' }];
const engine = new TicTacToeEngine();

function make(options: SessionOptions = { players }): TicTacToeSession {
  return unwrap(createSession(options));
}

/** Plays cells in order and returns the session. */
function playAll(session: TicTacToeSession, cells: readonly number[]): TicTacToeSession {
  for (const cell of cells) unwrap(session.play(cell as 0));
  return session;
}

/** A promise and the functions that settle it. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const X_WINS = [0, 3, 1, 4, 2]; // X completes the top row on move 5
const DRAW = [0, 1, 2, 4, 3, 5, 7, 6, 8];

describe('createSession', () => {
  it('starts a new game with default players', () => {
    const session = make({});
    const snap = session.getSnapshot();
    expect(snap.state.players.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(snap.state.currentPlayer).toBe('X');
    expect(snap).toMatchObject({ over: null, round: 1, canUndo: false, canRedo: false, thinking: false });
    expect(snap.tally).toBe(emptyTally());
    expect(Object.isFrozen(snap)).toBe(true);
    expect(Object.isFrozen(session)).toBe(true);
    expect(unwrap(createSession()).getSnapshot().state.players[0].id).toBe('p1');
  });

  it('passes settings and players to the engine', () => {
    const snap = make({
      players,
      settings: { xPlayerId: 'bob', variant: 'misere', metadata: { gameId: 'g1' } },
    }).getSnapshot();
    expect(snap.state.currentPlayerId).toBe('bob');
    expect(snap.state.rules.variant).toBe('misere');
    expect(snap.state.metadata.gameId).toBe('g1');
  });

  it.each<[string, unknown, string]>([
    ['options that are not an object', 'junk', 'INVALID_SETTINGS'],
    ['null options', null, 'INVALID_SETTINGS'],
    ['array options', [], 'INVALID_SETTINGS'],
    ['a mover that is not a function', { mover: 42 }, 'INVALID_SETTINGS'],
    ['an onListenerError that is not a function', { onListenerError: 'log' }, 'INVALID_SETTINGS'],
    ['a bad tally', { tally: { games: 1.5 } }, 'INVALID_TALLY'],
    [
      'a tally with a bad win count',
      { tally: { games: 1, draws: 0, wins: { ann: -1 }, winsByMark: { X: 1, O: 0 } } },
      'INVALID_TALLY',
    ],
    ['one player', { players: [{ id: 'ann' }] }, 'INVALID_PLAYERS'],
    ['null players', { players: null }, 'INVALID_PLAYERS'],
    ['duplicate players', { players: [{ id: 'a' }, { id: 'a' }] }, 'DUPLICATE_PLAYER'],
    ['a bad variant', { settings: { variant: 'ultimate' } }, 'INVALID_SETTINGS'],
    ['a forged state', { state: { board: 'XXXXXXXXX' } }, 'INVALID_STATE'],
    [
      'a state with settings',
      { state: unwrap(engine.createInitialState({}, players)), settings: {} },
      'INVALID_SETTINGS',
    ],
    [
      'options whose getters throw',
      new Proxy(
        {},
        {
          get: () => {
            throw new Error('boom');
          },
        },
      ),
      'INVALID_SETTINGS',
    ],
  ])('rejects %s', (_, options, code) => {
    const result = createSession(options as SessionOptions);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });

  it('resumes a game: its history can be undone and redone, restart goes to its first position', () => {
    const saved = unwrap(engine.replay([4, 0, 8], {}, players));
    const session = make({ state: saved });
    expect(session.getSnapshot().state).toBe(saved);
    expect(session.getSnapshot().canUndo).toBe(true);
    expect(unwrap(session.undo(3)).moveCount).toBe(0);
    expect(unwrap(session.redo(3))).toBe(saved);
    expect(unwrap(session.restart()).moveCount).toBe(0);
  });

  it('resumes a game that went through JSON', () => {
    const saved = JSON.parse(JSON.stringify(unwrap(engine.replay([4, 0], {}, players)))) as GameState;
    const session = make({ state: saved });
    expect(session.getSnapshot().state.board).toEqual(saved.board);
    expect(unwrap(session.play(8)).history.map((h) => h.cell)).toEqual([4, 0, 8]);
  });

  it('resumes a position from fromSetup: restart returns to it', () => {
    const setup = unwrap(engine.fromSetup('XX./OO./...', {}, players));
    const session = make({ state: setup });
    expect(session.getSnapshot().canUndo).toBe(false);
    unwrap(session.play(2));
    expect(session.getSnapshot().over?.winner?.playerId).toBe('ann');
    expect(unwrap(session.restart())).toBe(setup);
    expect(session.getSnapshot().tally.games).toBe(1);
  });

  it('resumes a saved snapshot without counting its finished game twice', () => {
    const first = playAll(make(), X_WINS);
    const saved = JSON.parse(JSON.stringify(first.getSnapshot())) as { state: GameState; tally: ScoreTally };
    const resumed = make({ state: saved.state, tally: saved.tally });
    expect(resumed.getSnapshot().tally).toEqual(first.getSnapshot().tally);
    // Undoing the winning move takes its point back, as in the session that saved it.
    unwrap(resumed.undo());
    unwrap(first.undo());
    expect(resumed.getSnapshot().tally).toEqual(first.getSnapshot().tally);
    expect(resumed.getSnapshot().tally).toMatchObject({ games: 0, wins: {} });
    for (const session of [resumed, first]) {
      unwrap(session.play(8)); // another ending: O completes the middle row
      unwrap(session.play(5));
    }
    const counts = { games: 1, draws: 0, wins: { bob: 1 }, winsByMark: { X: 0, O: 1 } };
    expect(resumed.getSnapshot().tally).toEqual({
      ...counts,
      byRules: [{ rules: resumed.getSnapshot().state.rules, ...counts }],
    });
    expect(resumed.getSnapshot().tally).toEqual(first.getSnapshot().tally);
  });

  it('resumes a finished game with a tally that does not count it: the game stays uncounted', () => {
    const first = playAll(make(), X_WINS);
    first.resetTally();
    const saved = JSON.parse(JSON.stringify(first.getSnapshot())) as { state: GameState; tally: ScoreTally };
    const resumed = make({ state: saved.state, tally: saved.tally });
    expect(resumed.getSnapshot().tally.games).toBe(0);
    unwrap(resumed.undo());
    unwrap(resumed.redo());
    expect(resumed.getSnapshot().tally.games).toBe(0);
    expect(make({ state: saved.state }).getSnapshot().tally.games).toBe(0);
  });

  it('never counts a round that starts finished', () => {
    const won = unwrap(engine.fromSetup('XXX/OO./...', {}, players));
    const session = make({ state: won });
    expect(session.getSnapshot().over?.winner?.playerId).toBe('ann');
    unwrap(session.restart());
    unwrap(session.restart());
    expect(session.getSnapshot().tally.games).toBe(0);
  });

  it('reads a saved tally once: a getter cannot pass the check with one count and be kept with another', () => {
    let reads = 0;
    const wins = Object.defineProperty({}, 'ann', { get: () => (reads++ === 0 ? 1 : -5), enumerable: true });
    const tally = { games: 1, draws: 0, wins, winsByMark: { X: 1, O: 0 } };
    const session = make({ players, tally });
    expect(session.getSnapshot().tally.wins).toEqual({ ann: 1 });
    expect(reads).toBe(1);
  });

  it('continues a saved tally, copied and frozen', () => {
    const saved = { games: 3, draws: 1, wins: { ann: 2 }, winsByMark: { X: 2, O: 0 } };
    const snap = make({ players, tally: saved }).getSnapshot();
    expect(snap.tally).toEqual({ ...saved, byRules: [] }); // saved before board shapes: totals only
    expect(snap.tally).not.toBe(saved);
    expect(Object.isFrozen(snap.tally) && Object.isFrozen(snap.tally.wins)).toBe(true);
  });
});

describe('play', () => {
  it('plays cells for the player to move, and moves', () => {
    const session = make();
    expect(unwrap(session.play(4)).board[4]).toBe('X');
    expect(unwrap(session.play(placeMove(0, 'O'))).board[0]).toBe('O');
    expect(session.getSnapshot().state.currentPlayerId).toBe('ann');
  });

  it('checks the turn of playerId when given', () => {
    const session = make();
    expect(session.play(4, 'bob')).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
    expect(session.play(4, 'eve')).toMatchObject({ ok: false, error: { code: 'UNKNOWN_PLAYER' } });
    expect(session.play(placeMove(4, 'O'), 'ann')).toMatchObject({ ok: false, error: { code: 'WRONG_SYMBOL' } });
    expect(unwrap(session.play(4, 'ann')).currentPlayerId).toBe('bob');
  });

  it.each<[unknown, string]>([
    [9, 'OUT_OF_RANGE'],
    [-1, 'OUT_OF_RANGE'],
    [4.5, 'NOT_INTEGER'],
    [Number.NaN, 'NOT_INTEGER'],
    [Infinity, 'NOT_INTEGER'],
    ['b2', 'MALFORMED_MOVE'],
    [null, 'MALFORMED_MOVE'],
    [undefined, 'MALFORMED_MOVE'],
    [{}, 'MALFORMED_MOVE'],
    [{ type: 'place', data: { position: { row: 1, col: 1 }, symbol: 'O' } }, 'NOT_YOUR_TURN'],
    [{ type: 'place', data: { position: { row: 3, col: 0 }, symbol: 'X' } }, 'OUT_OF_RANGE'],
  ])('rejects %s with %s, changing nothing', (input, code) => {
    const session = make();
    const listener = vi.fn();
    session.subscribe(listener);
    const before = session.getSnapshot();
    expect(session.play(input as TicTacToeMove)).toMatchObject({ ok: false, error: { code } });
    expect(session.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('rejects an occupied cell and any move after the end', () => {
    const session = make();
    unwrap(session.play(4));
    expect(session.play(4)).toMatchObject({ ok: false, error: { code: 'CELL_OCCUPIED', cell: 4 } });
    unwrap(session.undo());
    playAll(session, X_WINS);
    expect(session.play(8)).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
    expect(session.play(9 as never)).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
    expect(session.play(placeMove(8, 'O'))).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
  });

  it('never changes a state it handed out', () => {
    const session = make();
    const seen: { state: GameState; json: string }[] = [];
    const keep = (state: GameState): void => {
      seen.push({ state, json: JSON.stringify(state) });
    };
    keep(session.getSnapshot().state);
    for (const cell of [4, 0, 8]) keep(unwrap(session.play(cell as 0)));
    keep(unwrap(session.undo(2)));
    keep(unwrap(session.play(2)));
    keep(unwrap(session.restart()));
    for (const { state, json } of seen) {
      expect(Object.isFrozen(state)).toBe(true);
      expect(JSON.stringify(state)).toBe(json);
    }
  });
});

describe('hostile input', () => {
  const revoked = (): never => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy as never;
  };

  it('answers a revoked proxy anywhere with an error, never a throw', async () => {
    expect(createSession(revoked()).ok).toBe(false);
    expect(createSession({ players, tally: revoked() })).toMatchObject({ ok: false, error: { code: 'INVALID_TALLY' } });
    const session = make({ players, mover: () => revoked() });
    expect(session.play(revoked())).toMatchObject({ ok: false, error: { code: 'MALFORMED_MOVE' } });
    expect(session.play(4, revoked())).toMatchObject({ ok: false });
    expect(session.undo(revoked())).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_UNDO' } });
    unwrap(session.play(4));
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
    const states = [session.getSnapshot().state, ...[4, 0, 8].map((cell) => unwrap(session.play(cell as 0)))];
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
    playAll(session, [4, 0]);
    for (const plies of [0, 3, -1, 1.5, Number.NaN, '1', null]) {
      expect(session.undo(plies as number)).toMatchObject({ ok: false, error: { code: 'PLY_OUT_OF_RANGE' } });
    }
    unwrap(session.undo());
    expect(session.redo(2)).toMatchObject({ ok: false, error: { code: 'PLY_OUT_OF_RANGE' } });
  });

  it('drops the redo moves when a new move is played', () => {
    const session = playAll(make(), [4, 0, 8]);
    unwrap(session.undo(2));
    unwrap(session.play(2));
    expect(session.getSnapshot().canRedo).toBe(false);
    expect(session.getSnapshot().state.history.map((h) => h.cell)).toEqual([4, 2]);
  });
});

describe('restart and the tally', () => {
  it('counts a finished round once, keeps the tally across restarts', () => {
    const session = playAll(make(), X_WINS);
    expect(session.getSnapshot().tally).toMatchObject({ games: 1, wins: { ann: 1 }, winsByMark: { X: 1, O: 0 } });
    const start = unwrap(session.restart());
    expect(start.moveCount).toBe(0);
    expect(session.getSnapshot()).toMatchObject({ round: 2, canUndo: false, tally: { games: 1 } });
    playAll(session, DRAW);
    expect(session.getSnapshot().tally).toMatchObject({ games: 2, draws: 1, wins: { ann: 1 } });
    unwrap(session.restart());
    unwrap(session.restart()); // an unfinished round does not count
    expect(session.getSnapshot().tally).toMatchObject({ games: 2, draws: 1 });
  });

  it('takes the point back when the winning move is undone', () => {
    const session = playAll(make(), X_WINS);
    unwrap(session.undo());
    expect(session.getSnapshot().tally.games).toBe(0);
    unwrap(session.redo());
    expect(session.getSnapshot().tally.games).toBe(1);
  });

  it('resets the tally on its own, without counting the finished board again', () => {
    const session = playAll(make(), X_WINS);
    const board = session.getSnapshot().state;
    expect(session.resetTally()).toBe(emptyTally());
    expect(session.getSnapshot().state).toBe(board);
    unwrap(session.undo());
    unwrap(session.redo());
    expect(session.getSnapshot().tally.games).toBe(0);
    unwrap(session.restart());
    expect(session.getSnapshot().tally.games).toBe(0);
    playAll(session, X_WINS);
    expect(session.getSnapshot().tally.games).toBe(1);
  });

  it('counts misère wins for the opponent of the player who completed the line', () => {
    const session = playAll(make({ players, settings: { variant: 'misere' } }), X_WINS);
    expect(session.getSnapshot().tally).toMatchObject({ games: 1, wins: { bob: 1 }, winsByMark: { O: 1, X: 0 } });
  });

  it('restarts with new settings on top of the current ones', () => {
    const session = make({ players, settings: { variant: 'misere', metadata: { gameId: 'g' } } });
    const swapped = unwrap(session.restart({ xPlayerId: 'bob' }));
    expect(swapped.currentPlayerId).toBe('bob');
    expect(swapped.rules.variant).toBe('misere');
    expect(swapped.metadata.gameId).toBe('g');
    expect(unwrap(session.restart()).currentPlayerId).toBe('bob');
    // A setting given as undefined (from untyped callers) keeps its current value too.
    const kept = unwrap(session.restart({ variant: undefined, xPlayerId: undefined, metadata: undefined } as never));
    expect([kept.rules.variant, kept.currentPlayerId, kept.metadata.gameId]).toEqual(['misere', 'bob', 'g']);
    for (const settings of ['x', null, [], { variant: 'big' }, { xPlayerId: 'eve' }]) {
      const before = session.getSnapshot();
      expect(session.restart(settings as never).ok).toBe(false);
      expect(session.getSnapshot()).toBe(before);
    }
  });
});

describe('events', () => {
  it('sends move, gameOver, undo, redo and restart after the change, subscribers first', () => {
    const session = make();
    const log: string[] = [];
    session.subscribe((snap) => log.push(`change ${snap.state.moveCount}`));
    for (const type of ['move', 'gameOver', 'undo', 'redo', 'restart'] as const) {
      session.on(type, (event: SessionEvent) => {
        expect(session.getSnapshot().state).toBe(event.state);
        log.push(`${event.type} ${event.state.moveCount}`);
      });
    }
    playAll(session, X_WINS);
    unwrap(session.undo());
    unwrap(session.redo());
    unwrap(session.restart());
    expect(log).toEqual([
      'change 1',
      'move 1',
      'change 2',
      'move 2',
      'change 3',
      'move 3',
      'change 4',
      'move 4',
      'change 5',
      'move 5',
      'gameOver 5',
      'change 4',
      'undo 4',
      'change 5',
      'redo 5',
      'gameOver 5',
      'change 0',
      'restart 0',
    ]);
  });

  it('describes each event', () => {
    const session = make();
    const events: SessionEvent[] = [];
    const stops = (['move', 'gameOver', 'undo', 'redo', 'restart'] as const).map((type) =>
      session.on(type, (e) => events.push(e)),
    );
    const start = session.getSnapshot().state;
    const first = unwrap(session.play(4));
    expect(events[0]).toEqual({ type: 'move', state: first, previous: start, entry: first.lastMove, by: 'player' });
    expect(Object.isFrozen(events[0])).toBe(true);
    unwrap(session.undo());
    expect(events[1]).toEqual({ type: 'undo', state: start, previous: first, plies: 1 });
    unwrap(session.redo());
    expect(events[2]).toEqual({ type: 'redo', state: first, previous: start, plies: 1 });
    unwrap(session.restart());
    expect(events[3]).toEqual({ type: 'restart', state: start, previous: first, round: 2 });
    playAll(session, X_WINS);
    expect(events.at(-1)).toMatchObject({ type: 'gameOver', over: { status: 'won', winner: { playerId: 'ann' } } });
    for (const stop of stops) stop();
    unwrap(session.restart());
    expect(events.at(-1)?.type).toBe('gameOver');
  });

  it('delivers changes made by a listener after the current ones, in order', () => {
    const session = make();
    const log: string[] = [];
    session.on('move', (e) => {
      log.push(`a ${e.state.moveCount}`);
      if (e.state.moveCount === 1) unwrap(session.play(0)); // an auto-reply
    });
    session.on('move', (e) => log.push(`b ${e.state.moveCount}`));
    unwrap(session.play(4));
    expect(log).toEqual(['a 1', 'b 1', 'a 2', 'b 2']);
    expect(session.getSnapshot().state.moveCount).toBe(2);
  });

  it('isolates a throwing listener: the others run, the store stays consistent, the error is reported', () => {
    const reported: unknown[] = [];
    const session = make({ players, onListenerError: (error) => reported.push(error) });
    const after = vi.fn();
    session.subscribe(() => {
      throw new Error('listener bug');
    });
    session.on('move', () => {
      throw new Error('handler bug');
    });
    session.subscribe(after);
    const next = unwrap(session.play(4));
    expect(session.getSnapshot().state).toBe(next);
    expect(after).toHaveBeenCalledTimes(1);
    expect(reported.map((e) => (e as Error).message)).toEqual(['listener bug', 'handler bug']);
    expect(unwrap(session.play(0)).moveCount).toBe(2);
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
    expect(unwrap(session.play(4)).moveCount).toBe(1);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const quiet = make();
    quiet.subscribe(() => {
      throw new Error('default');
    });
    unwrap(quiet.play(4));
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('delivers to 64,000 subscribers each call once, in order, without taking calls off the front of its queue', () => {
    // Array#shift (or splice at 0) moves every item left: a queue emptied that way made one play
    // with 64,000 subscribers quadratic (seconds). The queue is walked by index instead. This test
    // pins the known cause; `npm run bench -- session` measures the cost per subscriber.
    const session = make();
    const calls: number[] = [];
    const count = 64_000;
    for (let i = 0; i < count; i++) session.subscribe(() => calls.push(i));
    let fronts = 0;
    const { shift, splice } = Array.prototype;
    const spies = [
      vi.spyOn(Array.prototype, 'shift').mockImplementation(function (this: unknown[]) {
        fronts++;
        return shift.call(this);
      }),
      vi.spyOn(Array.prototype, 'splice').mockImplementation(function (this: unknown[], ...args: unknown[]) {
        if (args[0] === 0) fronts++;
        return (splice as (...a: unknown[]) => unknown[]).apply(this, args);
      }),
    ];
    try {
      unwrap(session.play(4));
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(fronts).toBe(0);
    expect(calls).toHaveLength(count);
    expect(calls.every((value, i) => value === i)).toBe(true);
  });

  it('does not call a listener removed during a delivery, and counts a function added twice as two', () => {
    const session = make();
    const late = vi.fn();
    let stopLate = (): void => {};
    session.subscribe(() => stopLate());
    stopLate = session.subscribe(late);
    unwrap(session.play(4));
    expect(late).not.toHaveBeenCalled();
    const twice = vi.fn();
    const stopOne = session.subscribe(twice);
    session.subscribe(twice);
    stopOne();
    stopOne();
    unwrap(session.play(0));
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
  const center: SessionMover = () => ok(placeMove(4, 'X'));
  const firstEmpty: SessionMover = (state) => {
    const cell = state.board.indexOf(null) as 0;
    return ok(placeMove(cell, state.currentPlayer!));
  };

  it('plays a synchronous mover without showing it thinking', async () => {
    const session = make({ players, mover: center });
    const changes = vi.fn();
    session.subscribe(changes);
    const moves: SessionEvent[] = [];
    session.on('move', (e) => moves.push(e));
    expect((await session.playMover()).ok).toBe(true);
    expect(session.getSnapshot().state.board[4]).toBe('X');
    expect(changes).toHaveBeenCalledTimes(1);
    expect(moves[0]).toMatchObject({ by: 'mover' });
  });

  it('shows thinking while an asynchronous mover works', async () => {
    const answer = deferred<Result<TicTacToeMove, ErrorData>>();
    const session = make({ players, mover: () => answer.promise });
    const pending = session.playMover();
    expect(session.getSnapshot().thinking).toBe(true);
    expect(await session.playMover()).toMatchObject({ ok: false, error: { code: 'MOVER_BUSY' } });
    answer.resolve(ok(placeMove(4, 'X')));
    expect(unwrap(await pending).board[4]).toBe('X');
    expect(session.getSnapshot().thinking).toBe(false);
  });

  it('lets the mover answer for either side, as an AI would', async () => {
    const session = make({ players, mover: firstEmpty });
    unwrap(session.play(4, 'ann'));
    expect(unwrap(await session.playMover()).board[0]).toBe('O');
    while (session.getSnapshot().state.status === 'in-progress') unwrap(await session.playMover());
    expect(await session.playMover()).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
  });

  // 'an undo and a redo' comes back to the very state the mover was asked about: still stale.
  it.each(['a move', 'an undo', 'an undo and a redo', 'a restart'])(
    'drops an answer that comes after %s',
    async (what) => {
      const answer = deferred<Result<TicTacToeMove, ErrorData>>();
      const session = make({ players, mover: () => answer.promise });
      if (what !== 'a move') unwrap(session.play(0));
      const pending = session.playMover();
      if (what === 'a move') unwrap(session.play(8));
      if (what.startsWith('an undo')) unwrap(session.undo());
      if (what.endsWith('a redo')) unwrap(session.redo());
      if (what === 'a restart') unwrap(session.restart());
      expect(session.getSnapshot().thinking).toBe(false);
      const before = session.getSnapshot();
      answer.resolve(ok(placeMove(4, what === 'a move' || what.endsWith('a redo') ? 'O' : 'X')));
      expect(await pending).toMatchObject({ ok: false, error: { code: 'STALE_MOVE' } });
      expect(session.getSnapshot()).toBe(before);
    },
  );

  it('can be asked again at once after an undo and a redo: the new question answered, the old dropped', async () => {
    const answers = [deferred<Result<TicTacToeMove, ErrorData>>(), deferred<Result<TicTacToeMove, ErrorData>>()];
    let asked = 0;
    const session = make({ players, mover: () => answers[asked++]!.promise });
    unwrap(session.play(0));
    const first = session.playMover();
    unwrap(session.undo());
    unwrap(session.redo());
    const second = session.playMover();
    for (const answer of answers) answer.resolve(ok(placeMove(4, 'O')));
    expect(await first).toMatchObject({ ok: false, error: { code: 'STALE_MOVE' } });
    expect(unwrap(await second).board[4]).toBe('O');
  });

  it.each<[string, SessionMover, string]>([
    [
      'throws',
      () => {
        throw new Error('no idea');
      },
      'MOVER_FAILED',
    ],
    ['rejects', () => Promise.reject(new Error('timeout')), 'MOVER_FAILED'],
    ['returns a failed result', () => err({ code: 'AI_TIMEOUT', message: 'too slow' }), 'MOVER_FAILED'],
    ['returns junk', () => 42 as never, 'MOVER_FAILED'],
    ['returns an object that is not a result', () => ({ move: 4 }) as never, 'MOVER_FAILED'],
    ['returns an illegal move', () => ok(placeMove(0, 'O')), 'NOT_YOUR_TURN'],
    ['returns a malformed move', () => ok('b2' as never), 'MALFORMED_MOVE'],
  ])('reports a mover that %s and stays usable', async (_, mover, code) => {
    const session = make({ players, mover });
    const before = session.getSnapshot();
    const result = await session.playMover();
    expect(result).toMatchObject({ ok: false, error: { code } });
    expect(session.getSnapshot()).toEqual(before);
    expect(session.getSnapshot().thinking).toBe(false);
    expect(unwrap(session.play(4)).moveCount).toBe(1);
  });

  it("keeps the mover's own error as cause", async () => {
    const session = make({ players, mover: () => err({ code: 'AI_TIMEOUT', message: 'too slow' }) });
    expect(await session.playMover()).toMatchObject({
      ok: false,
      error: { code: 'MOVER_FAILED', cause: { code: 'AI_TIMEOUT', message: 'too slow' } },
    });
  });

  it('reports NO_MOVER without a mover', async () => {
    expect(await make().playMover()).toMatchObject({ ok: false, error: { code: 'NO_MOVER' } });
  });
});

describe('rounds of different rules', () => {
  it('restarts under other rules, and the tally says which rounds were which', () => {
    const session = playAll(make(), X_WINS); // 3 × 3: ann wins
    unwrap(session.restart({ ...PRESETS['connect-four'] }));
    expect(session.getSnapshot().state.rules).toEqual(PRESETS['connect-four']);
    for (const cell of [38, 31, 39, 32, 40, 33, 41]) unwrap(session.play(cell)); // ann completes the bottom row
    // restart keeps the rules it is not given
    unwrap(session.restart({ ...PRESETS['tic-tac-toe'], variant: 'misere' }));
    playAll(session, X_WINS); // misère: ann completes the top row and loses
    const { tally } = session.getSnapshot();
    expect(tally).toMatchObject({ games: 3, draws: 0, wins: { ann: 2, bob: 1 }, winsByMark: { X: 2, O: 1 } });
    expect(tally.byRules).toEqual([
      { rules: PRESETS['tic-tac-toe'], games: 1, draws: 0, wins: { ann: 1 }, winsByMark: { X: 1, O: 0 } },
      { rules: PRESETS['connect-four'], games: 1, draws: 0, wins: { ann: 1 }, winsByMark: { X: 1, O: 0 } },
      {
        rules: { ...PRESETS['tic-tac-toe'], variant: 'misere' },
        games: 1,
        draws: 0,
        wins: { bob: 1 },
        winsByMark: { X: 0, O: 1 },
      },
    ]);
    // Undoing the last winning move takes the point back out of its own rules' entry.
    unwrap(session.undo());
    expect(session.getSnapshot().tally.byRules.map((entry) => entry.rules.variant)).toEqual(['standard', 'standard']);
    // The tally goes through JSON and comes back the same.
    const saved = JSON.parse(JSON.stringify(session.getSnapshot().tally)) as ScoreTally;
    expect(make({ players, tally: saved }).getSnapshot().tally).toEqual(session.getSnapshot().tally);
  });

  it('refuses a tally whose byRules is not a list of counts with rules that make a game, each rules once', () => {
    const counts = { games: 1, draws: 1, wins: {}, winsByMark: { X: 0, O: 0 } };
    const entry = { rules: { ...PRESETS['tic-tac-toe'] }, ...counts };
    expect(make({ players, tally: { ...counts, byRules: [entry] } }).getSnapshot().tally.byRules).toEqual([entry]);
    for (const [i, byRules] of [
      null,
      {},
      'x',
      [null],
      [{ ...entry, games: -1 }],
      [{ ...entry, rules: { ...entry.rules, rows: 20 } }],
      [{ ...entry, rules: { ...entry.rules, variant: undefined } }],
      [{ ...entry, rules: { rows: 3, columns: 3 } }],
      [{ ...entry, rules: 'tic-tac-toe' }],
      [entry, entry],
      [{ ...entry, games: 0, draws: 0 }], // an entry without a game: the tally never makes one
      [{ ...entry, games: 2, draws: 2 }], // more games than the totals
      [{ ...entry, draws: 0, wins: { ann: 1 }, winsByMark: { X: 1, O: 0 } }], // a win the totals do not have
      Array(1001).fill(entry),
      throwingProxy([entry]),
    ].entries()) {
      expect(createSession({ players, tally: { ...counts, byRules } as never }), `case ${i}`).toMatchObject({
        ok: false,
        error: { code: 'INVALID_TALLY' },
      });
    }
    // A byRules that cannot be read is refused, not taken for a tally saved before board shapes.
    const unreadable = Object.defineProperty({ ...counts }, 'byRules', {
      get: () => {
        throw new Error('boom');
      },
      enumerable: true,
    });
    expect(createSession({ players, tally: unreadable as never })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_TALLY' },
    });
  });

  it('resumes a finished game of rules the tally has no entry for: uncounted, unless it predates byRules', () => {
    const won = unwrap(engine.replay([0, 3, 1, 4, 2], {}, players));
    const fourInARow = unwrap(engine.replay([35, 28, 36, 29, 37, 30, 38], { ...PRESETS['connect-four'] }, players));
    const twoGames = unwrap(recordGame(unwrap(recordGame(emptyTally(), won)), won));
    // Every game of the tally is a 3×3 one: the Connect Four game was never counted.
    expect(make({ state: fourInARow, tally: twoGames }).getSnapshot().tally).toEqual(twoGames);
    // A tally saved before board shapes may count it in its totals: taken out of them, then counted again.
    const { byRules: _, ...old } = { ...twoGames, games: 3, wins: { ann: 3 }, winsByMark: { X: 3, O: 0 } };
    const resumed = make({ state: fourInARow, tally: old as never });
    expect(resumed.getSnapshot().tally).toMatchObject({
      games: 3,
      wins: { ann: 3 },
      byRules: [{ rules: fourInARow.rules, games: 1 }],
    });
    unwrap(resumed.undo());
    expect(resumed.getSnapshot().tally).toMatchObject({ games: 2, wins: { ann: 2 }, byRules: [] });
  });
});
