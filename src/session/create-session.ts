/**
 * {@link createSession}: the session store, a small stateful wrapper over the pure engine for UIs.
 *
 * @packageDocumentation
 */
import { err, ok, TicTacToeError } from '../core/errors.js';
import { describe, isRecord } from '../core/describe.js';
import { describeThrown, readFields, readOptions } from '../core/input.js';
import type { GameState, State } from '../games/k-in-a-row/state/game-state.js';
import { gameOver } from '../games/k-in-a-row/state/outcome.js';
import { playOn, stateAt } from '../games/k-in-a-row/state/play.js';
import { resolveGameState } from '../games/k-in-a-row/state/revive.js';
import { startGame } from '../games/k-in-a-row/state/setup.js';
import { copyTally, emptyTally, withGame, withoutGame, type ScoreTally } from '../games/k-in-a-row/state/tally.js';
import type { ErrorData, Result, TicTacToeSettings } from '../core/types.js';
import type {
  SessionError,
  SessionErrorCode,
  SessionEvent,
  SessionEventType,
  SessionOptions,
  SessionSnapshot,
  TicTacToeSession,
} from './types.js';

type Failure = Result<never, SessionError>;

/** Every event type, as a record so that the compiler flags one added to `SessionEventType` and missing here. */
const EVENT_TYPES: Readonly<Record<SessionEventType, true>> = {
  move: true,
  gameOver: true,
  undo: true,
  redo: true,
  restart: true,
};
// The listeners of `subscribe` share the registry of the events under a key no event type can be.
const CHANGE = ' change';

/**
 * Returns a session: a game with undo, redo, restarts and a score tally, that a UI subscribes to.
 * It plugs into React's `useSyncExternalStore(session.subscribe, session.getSnapshot)`, and into
 * Svelte stores or Vue refs in one line (see the session store guide). The engine stays pure:
 * the session only holds the current snapshot and swaps it.
 *
 * @param options - the players and settings of the first game (or a `state` to resume), a saved
 *   `tally`, a `mover` for {@link TicTacToeSession.playMover}, and `onListenerError`.
 * @returns the session, or `INVALID_SETTINGS` (options that are not an object, a mover that is not
 *   a function), `INVALID_TALLY`, `INVALID_STATE`, or the engine's setup codes.
 * @example
 * ```ts
 * import { createSession, unwrap } from 'tictactoe-engine';
 * const session = unwrap(createSession({ players: [{ id: 'ann' }, { id: 'bob' }] }));
 * const stop = session.subscribe((snapshot) => console.log(snapshot.state.board));
 * session.play(4);          // ann (X) takes the center
 * session.play(0, 'ann');   // { ok: false, error: { code: 'NOT_YOUR_TURN', … } }
 * session.undo();
 * session.getSnapshot().canRedo; // true
 * stop();
 * ```
 */
export function createSession(options?: SessionOptions): Result<TicTacToeSession, SessionError> {
  const given = readOptions(options, ['players', 'settings', 'state', 'tally', 'mover', 'onListenerError']);
  if (!given)
    return cannotCreate(
      isRecord(options)
        ? 'the options cannot be read as plain data'
        : `the options must be an object, not ${describe(options)}`,
    );
  const { players, settings, state, tally, mover, onListenerError = report } = given;
  for (const [name, f] of [
    ['mover', mover],
    ['onListenerError', onListenerError],
  ] as const) {
    if (f !== undefined && typeof f !== 'function')
      return cannotCreate(`${name} must be a function, not ${describe(f)}`);
  }
  let base = tally === undefined ? emptyTally() : copyTally(tally);
  if (!base) return cannotCreate('the tally is not a ScoreTally', 'INVALID_TALLY');
  let timeline: GameState[];
  // A game that is over when the session gets it and that the tally does not count: it stays uncounted.
  let excluded: GameState | null = null;
  if (state !== undefined) {
    if (players !== undefined || settings !== undefined)
      return cannotCreate('give a state or players and settings, not both');
    // A state that went through JSON is rebuilt (and checked) into a state of this library.
    const resumed = resolveGameState(state);
    if ('code' in resumed) return err(resumed);
    timeline = resumed.history.map((_, ply) => (stateAt(resumed, ply) as { value: GameState }).value);
    timeline.push(resumed);
    if (resumed.status !== 'in-progress') {
      // A finished game and the tally saved with it: the tally counts it. The session takes it out
      // again and counts it as this round's result, so that undoing its last move takes the point
      // back, as in the session that saved it. A tally that cannot hold it does not count it.
      const without = withoutGame(base, resumed);
      if (without) base = without;
      else excluded = resumed;
    }
  } else {
    const start = startGame(settings, players === undefined ? DEFAULT_PLAYERS : players);
    if (!start.ok) return start;
    timeline = [start.value];
  }
  return ok(
    session(timeline, base, excluded, mover as SessionOptions['mover'], onListenerError as (error: unknown) => void),
  );
}

const DEFAULT_PLAYERS = [
  { id: 'p1', name: 'Player 1' },
  { id: 'p2', name: 'Player 2' },
];

function session(
  initial: GameState[],
  savedTally: ScoreTally,
  uncounted: GameState | null,
  mover: SessionOptions['mover'],
  onListenerError: (error: unknown) => void,
): TicTacToeSession {
  // The timeline of this round: states after 0, 1, 2 … moves; `cursor` is the current one, later ones can be redone.
  let timeline = initial;
  let cursor = timeline.length - 1;
  let round = 1;
  // The tally of earlier rounds; the current round adds its result once over, unless that result is
  // excluded: the tally was reset on it, or the game was already over, uncounted, when the session got it.
  let base = savedTally;
  let excluded = uncounted;
  // The mover's pending question, always about the current state: any change to the game (a move,
  // an undo, a redo, a restart) clears it, so that its answer counts only if nothing happened
  // while it was thinking.
  let asking: object | null = null;
  // The last tally computed, reused while its inputs are the same so that the snapshot keeps its identity.
  let memo: { base: ScoreTally; counted: GameState; tally: ScoreTally } | null = null;
  let snapshot: SessionSnapshot;

  // Listeners of every kind ('change' for subscribe, or an event type). Calls are queued, so that a
  // listener that changes the session has its change delivered after every call of the current one.
  // The queue is walked by index and replaced at the end: each call costs O(1), whatever its length.
  const listeners = new Set<{ readonly type: string; readonly listener: (value: never) => void }>();
  let queue: (() => void)[] = [];
  let delivering = false;

  const current = (): GameState => timeline[cursor]!;

  function emit(type: string, value: unknown): void {
    for (const entry of listeners) {
      if (entry.type === type) queue.push(() => listeners.has(entry) && entry.listener(value as never));
    }
  }

  /** Rebuilds the snapshot, swaps it in and notifies only when a field changed, then sends `events`. */
  function sync(events: readonly SessionEvent[] = []): void {
    const state = current();
    const old = snapshot as SessionSnapshot | undefined;
    const next: SessionSnapshot = {
      state,
      over: old?.state === state ? old.over : gameOver(state as State),
      tally: tallyOf(state),
      round,
      canUndo: cursor > 0,
      canRedo: cursor < timeline.length - 1,
      thinking: asking !== null,
    };
    if (!old || (Object.keys(next) as (keyof SessionSnapshot)[]).some((key) => next[key] !== old[key])) {
      emit(CHANGE, (snapshot = Object.freeze(next)));
    }
    for (const event of events) emit(event.type, Object.freeze(event));
    if (delivering) return;
    delivering = true;
    for (let i = 0; i < queue.length; i++) {
      try {
        queue[i]!();
      } catch (error) {
        try {
          onListenerError(error);
        } catch {
          // A failing reporter must not break the store either.
        }
      }
    }
    queue = [];
    delivering = false;
  }

  function tallyOf(state: GameState): ScoreTally {
    if (state.status === 'in-progress' || state === excluded) return base;
    if (memo?.base !== base || memo.counted !== state) {
      memo = { base, counted: state, tally: withGame(base, state) };
    }
    return memo.tally;
  }

  /** Plays `input` on the current state, checking `playerId`'s turn when given. */
  function move(input: unknown, playerId: unknown, by: 'player' | 'mover'): Result<GameState, SessionError> {
    const previous = current();
    const next = playOn(previous, input, playerId);
    if (!next.ok) return next;
    const state = next.value;
    timeline = [...timeline.slice(0, cursor + 1), state];
    cursor++;
    asking = null;
    sync(withGameOver(state, [{ type: 'move', state, previous, entry: state.lastMove!, by }]));
    return next;
  }

  function withGameOver(state: GameState, events: SessionEvent[]): SessionEvent[] {
    const over = gameOver(state as State);
    return over ? [...events, { type: 'gameOver', state, over }] : events;
  }

  function step(type: 'undo' | 'redo', plies: unknown): Result<GameState, SessionError> {
    const available = type === 'undo' ? cursor : timeline.length - 1 - cursor;
    if (available === 0)
      return fail(
        type === 'undo' ? 'NOTHING_TO_UNDO' : 'NOTHING_TO_REDO',
        `Cannot ${type}: there is nothing to ${type}.`,
      );
    if (!Number.isInteger(plies) || (plies as number) < 1 || (plies as number) > available) {
      return fail('PLY_OUT_OF_RANGE', `Cannot ${type}: ${describe(plies)} is not a count from 1 to ${available}.`);
    }
    const previous = current();
    cursor += type === 'undo' ? -(plies as number) : (plies as number);
    asking = null;
    const state = current();
    const events: SessionEvent[] = [{ type, state, previous, plies: plies as number }];
    sync(type === 'redo' ? withGameOver(state, events) : events);
    return ok(state);
  }

  function restart(settings: unknown): Result<GameState, SessionError> {
    let start = timeline[0]!;
    if (settings !== undefined) {
      // The current settings (the rules, who takes X, the metadata) with `settings` on top; a
      // setting left undefined keeps its current value, as an absent one does.
      const { players, rules, metadata } = start;
      const given = readFields(settings, ['rows', 'columns', 'inARow', 'gravity', 'variant', 'xPlayerId', 'metadata']);
      if (!given)
        return fail(
          'INVALID_SETTINGS',
          `Cannot restart: settings must be an object that can be read, not ${describe(settings)}.`,
        );
      const changed = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
      const merged: TicTacToeSettings = {
        ...rules,
        metadata,
        xPlayerId: players.find((p) => p.symbol === 'X')!.id,
        ...changed,
      };
      // The players keep their ids and names; their marks come from xPlayerId.
      const next = startGame(merged, players);
      if (!next.ok) return next;
      start = next.value;
    }
    const previous = current();
    base = tallyOf(previous);
    excluded = finished(start);
    asking = null;
    timeline = [start];
    cursor = 0;
    round++;
    sync([{ type: 'restart', state: start, previous, round }]);
    return ok(start);
  }

  async function playMover(): Promise<Result<GameState, SessionError>> {
    const state = current();
    if (!mover) return fail('NO_MOVER', 'Cannot play the mover: there is none.');
    if (state.status !== 'in-progress') return fail('GAME_OVER', 'Cannot play the mover: the game is over.');
    if (asking) return fail('MOVER_BUSY', 'Cannot play the mover: it is already thinking.');
    const request = (asking = {});
    let answer: unknown;
    let reason: string | undefined;
    try {
      answer = mover(state);
      if (typeof (answer as PromiseLike<unknown> | null)?.then === 'function') {
        sync(); // thinking
        answer = await answer;
      }
    } catch (error) {
      reason = `it threw ${describeThrown(error)}`;
    }
    if (asking !== request) {
      sync();
      return fail('STALE_MOVE', 'The mover answered too late: the game moved on.');
    }
    asking = null;
    let played: Result<GameState, SessionError> | undefined;
    let cause: ErrorData | undefined;
    // The answer is read once; an unreadable one is no result.
    const result = reason ? undefined : readFields(answer, ['ok', 'value', 'error']);
    if (result?.ok === true) played = move(result.value, undefined, 'mover');
    else if (result?.ok === false) {
      const { code, message } = readFields(result.error, ['code', 'message']) ?? {};
      cause = Object.freeze({
        code: typeof code === 'string' ? code : describe(code),
        message: typeof message === 'string' ? message : describe(message),
      });
    }
    const why = reason ?? (cause ? `${cause.code}: ${cause.message}` : `it returned ${describe(answer)}`);
    played ??= err({
      code: 'MOVER_FAILED',
      message: `The mover failed: ${why}.`,
      ...(cause && { cause }),
    });
    if (!played.ok) sync(); // not thinking any more
    return played;
  }

  function listen(type: string, listener: unknown, known: boolean): () => void {
    if (typeof listener !== 'function' || !known) {
      const problem = known ? `${describe(listener)} is not a function` : `${describe(type)} is not an event type`;
      throw new TicTacToeError({ code: 'INVALID_LISTENER', message: `Cannot listen: ${problem}.` });
    }
    const entry = { type, listener: listener as (value: never) => void };
    listeners.add(entry);
    return () => {
      listeners.delete(entry);
    };
  }

  sync();
  return Object.freeze({
    subscribe: (listener: (snapshot: SessionSnapshot) => void) => listen(CHANGE, listener, true),
    getSnapshot: () => snapshot,
    on: (type: SessionEventType, handler: (event: never) => void) =>
      listen(type, handler, typeof type === 'string' && Object.hasOwn(EVENT_TYPES, type)),
    play: (input: unknown, playerId?: string) => move(input, playerId, 'player'),
    playMover,
    undo: (plies = 1) => step('undo', plies),
    redo: (plies = 1) => step('redo', plies),
    restart,
    resetTally: () => {
      base = emptyTally();
      excluded = finished(current());
      sync();
      return snapshot.tally;
    },
  }) as TicTacToeSession;
}

/** Returns `state` when its game is over, else `null`. */
function finished(state: GameState): GameState | null {
  return state.status === 'in-progress' ? null : state;
}

function fail(code: SessionError['code'] | SessionErrorCode, message: string): Failure {
  return err({ code, message });
}

function cannotCreate(reason: string, code: SessionError['code'] = 'INVALID_SETTINGS'): Failure {
  return fail(code, `Cannot create the session: ${reason}.`);
}

function report(error: unknown): void {
  const scope = globalThis as { reportError?: (error: unknown) => void };
  if (typeof scope.reportError === 'function') scope.reportError(error);
  else console.error('A tictactoe-engine session listener threw:', error);
}
