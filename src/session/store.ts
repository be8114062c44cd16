/**
 * The session store over any game: {@link openSession} holds a game's timeline, its rounds and
 * their tally, its listeners and its mover, and asks the game (a {@link SessionGame}) only to
 * start, resume and play states, to say how one ended, and how its tally tells rules apart.
 *
 * @packageDocumentation
 */
import { err, ok, TicTacToeError, type EngineError } from '../core/errors.js';
import { describe, isRecord } from '../core/describe.js';
import { describeThrown, readFields, readOptions } from '../core/input.js';
import { noGames, readTally, tallyWith, tallyWithout, type Tally, type TallyRules } from '../core/tally.js';
import type { ErrorData, GameStatus, PlayerRef, Result, SeatedPlayer } from '../core/types.js';
import type {
  GameSession,
  SessionError,
  SessionErrorCode,
  SessionEvent,
  SessionEventType,
  SessionSnapshot,
  SessionTypes,
} from './types.js';

/** What the store reads of any game's state. */
interface AnyState {
  readonly status: GameStatus;
  readonly winner: PlayerRef | null;
  readonly rules: unknown;
  readonly players: readonly SeatedPlayer[];
  readonly metadata: unknown;
  readonly lastMove: unknown;
}

/** What a session needs of a game: the game's side of the store, one per game. */
export interface SessionGame<G extends SessionTypes> {
  /** The settings `restart(settings)` takes besides `xPlayerId` and `metadata`: the rules' fields. */
  readonly ruleKeys: readonly string[];
  /** The state of a new game, as the engine's `createInitialState(settings, players)`. */
  readonly start: (settings: unknown, players: unknown) => Result<G['state'], EngineError>;
  /** The states of a game to resume after 0, 1 … all of its moves, or why it is not a state. */
  readonly resume: (state: unknown) => readonly G['state'][] | EngineError;
  /** The state after `input` (checking `playerId`'s turn when given), or why the move is refused. */
  readonly play: (state: G['state'], input: unknown, playerId: unknown) => Result<G['state'], EngineError>;
  /** How the game of `state` ended, or `null`. */
  readonly over: (state: G['state']) => G['over'] | null;
  /** How the tally tells the game's rules apart. */
  readonly tally: TallyRules<unknown>;
}

type Failure = Result<never, SessionError>;
type State = AnyState;

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

const DEFAULT_PLAYERS = [
  { id: 'p1', name: 'Player 1' },
  { id: 'p2', name: 'Player 2' },
];

/** Returns a session of `game` (see `createSession` for the options), or why there is none. */
export function openSession<G extends SessionTypes>(
  game: SessionGame<G>,
  options: unknown,
): Result<GameSession<G>, SessionError> {
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
  let base = tally === undefined ? noGames() : readTally(game.tally, tally);
  if (!base) return cannotCreate('the tally is not a ScoreTally', 'INVALID_TALLY');
  let timeline: State[];
  // A game that is over when the session gets it and that the tally does not count: it stays uncounted.
  let excluded: State | null = null;
  if (state !== undefined) {
    if (players !== undefined || settings !== undefined)
      return cannotCreate('give a state or players and settings, not both');
    // A state that went through JSON is rebuilt (and checked) into a state of this library.
    const resumed = game.resume(state);
    if ('code' in resumed) return err(resumed);
    timeline = resumed as State[];
    const last = timeline.at(-1)!;
    if (last.status !== 'in-progress') {
      // A finished game and the tally saved with it: the tally counts it. The session takes it out
      // again and counts it as this round's result, so that undoing its last move takes the point
      // back, as in the session that saved it. A tally that cannot hold it does not count it.
      const without = tallyWithout(game.tally, base, last);
      if (without) base = without;
      else excluded = last;
    }
  } else {
    const start = game.start(settings, players === undefined ? DEFAULT_PLAYERS : players);
    if (!start.ok) return start;
    timeline = [start.value as State];
  }
  return ok(session(game, timeline, base, excluded, mover as Mover, onListenerError as (error: unknown) => void));
}

type Mover = ((state: State) => unknown) | undefined;

function session<G extends SessionTypes>(
  game: SessionGame<G>,
  initial: State[],
  savedTally: Tally<unknown>,
  uncounted: State | null,
  mover: Mover,
  onListenerError: (error: unknown) => void,
): GameSession<G> {
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
  let memo: { base: Tally<unknown>; counted: State; tally: Tally<unknown> } | null = null;
  let snapshot: SessionSnapshot<G>;

  // Listeners of every kind ('change' for subscribe, or an event type). Calls are queued, so that a
  // listener that changes the session has its change delivered after every call of the current one.
  // The queue is walked by index and replaced at the end: each call costs O(1), whatever its length.
  const listeners = new Set<{ readonly type: string; readonly listener: (value: never) => void }>();
  let queue: (() => void)[] = [];
  let delivering = false;

  const current = (): State => timeline[cursor]!;

  function emit(type: string, value: unknown): void {
    for (const entry of listeners) {
      if (entry.type === type) queue.push(() => listeners.has(entry) && entry.listener(value as never));
    }
  }

  /** Rebuilds the snapshot, swaps it in and notifies only when a field changed, then sends `events`. */
  function sync(events: readonly SessionEvent<G>[] = []): void {
    const state = current();
    const old = snapshot as SessionSnapshot<G> | undefined;
    const next: SessionSnapshot<G> = {
      state,
      over: old?.state === state ? old.over : game.over(state),
      tally: tallyOf(state),
      round,
      canUndo: cursor > 0,
      canRedo: cursor < timeline.length - 1,
      thinking: asking !== null,
    };
    if (!old || (Object.keys(next) as (keyof SessionSnapshot<G>)[]).some((key) => next[key] !== old[key])) {
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

  function tallyOf(state: State): Tally<unknown> {
    if (state.status === 'in-progress' || state === excluded) return base;
    if (memo?.base !== base || memo.counted !== state) {
      memo = { base, counted: state, tally: tallyWith(game.tally, base, state) };
    }
    return memo.tally;
  }

  /** Plays `input` on the current state, checking `playerId`'s turn when given. */
  function move(input: unknown, playerId: unknown, by: 'player' | 'mover'): Result<State, SessionError> {
    const previous = current();
    const next = game.play(previous, input, playerId) as Result<State, SessionError>;
    if (!next.ok) return next;
    const state = next.value;
    timeline = [...timeline.slice(0, cursor + 1), state];
    cursor++;
    asking = null;
    sync(withGameOver(state, [{ type: 'move', state, previous, entry: state.lastMove, by }]));
    return next;
  }

  function withGameOver(state: State, events: SessionEvent<G>[]): SessionEvent<G>[] {
    const over = game.over(state);
    return over ? [...events, { type: 'gameOver', state, over }] : events;
  }

  function step(type: 'undo' | 'redo', plies: unknown): Result<State, SessionError> {
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
    const events: SessionEvent<G>[] = [{ type, state, previous, plies: plies as number }];
    sync(type === 'redo' ? withGameOver(state, events) : events);
    return ok(state);
  }

  function restart(settings: unknown): Result<State, SessionError> {
    let start = timeline[0]!;
    if (settings !== undefined) {
      // The current settings (the rules, who takes X, the metadata) with `settings` on top; a
      // setting left undefined keeps its current value, as an absent one does.
      const { players, rules, metadata } = start;
      const given = readFields(settings, [...game.ruleKeys, 'xPlayerId', 'metadata']);
      if (!given)
        return fail(
          'INVALID_SETTINGS',
          `Cannot restart: settings must be an object that can be read, not ${describe(settings)}.`,
        );
      const changed = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
      // Nothing to change (`{}`, or every setting undefined) is `restart()`: the first position again,
      // a setup's included, not an empty board.
      if (Object.keys(changed).length > 0) {
        const merged = {
          ...(rules as object),
          metadata,
          xPlayerId: players.find((p) => p.symbol === 'X')!.id,
          ...changed,
        };
        // The players keep their ids and names; their marks come from xPlayerId.
        const next = game.start(merged, players);
        if (!next.ok) return next;
        start = next.value as State;
      }
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

  async function playMover(): Promise<Result<State, SessionError>> {
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
    let played: Result<State, SessionError> | undefined;
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
    subscribe: (listener: (snapshot: SessionSnapshot<G>) => void) => listen(CHANGE, listener, true),
    getSnapshot: () => snapshot,
    on: (type: SessionEventType, handler: (event: never) => void) =>
      listen(type, handler, typeof type === 'string' && Object.hasOwn(EVENT_TYPES, type)),
    play: (input: unknown, playerId?: string) => move(input, playerId, 'player'),
    playMover,
    undo: (plies = 1) => step('undo', plies),
    redo: (plies = 1) => step('redo', plies),
    restart,
    resetTally: () => {
      base = noGames();
      excluded = finished(current());
      sync();
      return snapshot.tally;
    },
  }) as unknown as GameSession<G>;
}

/** Returns `state` when its game is over, else `null`. */
function finished(state: State): State | null {
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
