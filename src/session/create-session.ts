/**
 * {@link createSession}: the session store, a small stateful wrapper over the pure engine for UIs.
 *
 * @packageDocumentation
 */
import { TicTacToeEngine } from '../engine.js';
import { err, ok, TicTacToeError } from '../errors.js';
import { describe } from '../internal/describe.js';
import { createDispatcher, createEmitter, type Emitter } from '../internal/emitter.js';
import { isCellIndex } from '../rules/cells.js';
import type { GameState } from '../state/game-state.js';
import { resolveGameState } from '../state/revive.js';
import { placeMove } from '../state/moves.js';
import { emptyTally, recordGame, type ScoreTally } from '../state/tally.js';
import type { ErrorData, Player, Result, TicTacToeMove, TicTacToeSettings } from '../types.js';
import type {
  SessionError,
  SessionEvent,
  SessionEventType,
  SessionInput,
  SessionMover,
  SessionOptions,
  SessionSnapshot,
  TicTacToeSession,
} from './types.js';

const EVENT_TYPES: readonly SessionEventType[] = ['move', 'gameOver', 'undo', 'redo', 'restart'];

const DEFAULT_PLAYERS: readonly Player[] = [
  { id: 'p1', name: 'Player 1' },
  { id: 'p2', name: 'Player 2' },
];

/**
 * Returns a session: a game with undo, redo, restarts and a score tally, that a UI subscribes to.
 * It plugs into React's `useSyncExternalStore(session.subscribe, session.getSnapshot)`, and into
 * Svelte stores or Vue refs in three lines (see the session store guide). The engine stays pure:
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
  try {
    return build(options);
  } catch {
    // A getter or proxy in the options threw: they are not plain data.
    return invalidOptions('the options could not be read as plain data');
  }
}

function build(options: unknown): Result<TicTacToeSession, SessionError> {
  if (options === undefined) options = {};
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    return invalidOptions(`the options must be an object, not ${describe(options)}`);
  }
  const { players, settings, state: resumed, tally: savedTally, mover, onListenerError } = options as SessionOptions;
  if (mover !== undefined && typeof mover !== 'function') return invalidOptions(`mover must be a function, not ${describe(mover)}`);
  if (onListenerError !== undefined && typeof onListenerError !== 'function') {
    return invalidOptions(`onListenerError must be a function, not ${describe(onListenerError)}`);
  }
  const tally = savedTally === undefined ? emptyTally() : copyTally(savedTally);
  if (!tally) return err({ code: 'INVALID_TALLY', message: 'Cannot create the session: the tally is not a ScoreTally.' });
  const engine = new TicTacToeEngine();
  let timeline: GameState[];
  if (resumed !== undefined) {
    if (players !== undefined || settings !== undefined) {
      return invalidOptions('give either a state to resume or players and settings, not both');
    }
    // A state that went through JSON is rebuilt (and checked) into a state of this library.
    const state = resolveGameState(resumed);
    if ('code' in state) return err(state);
    const plies = state.history.length;
    timeline = [];
    for (let ply = 0; ply < plies; ply++) timeline.push(unwrapState(engine.stateAt(state, ply)));
    timeline.push(state);
  } else {
    const start = engine.createInitialState(settings === undefined ? {} : settings, players === undefined ? DEFAULT_PLAYERS : players);
    if (!start.ok) return start;
    timeline = [start.value];
  }
  return ok(session(engine, timeline, tally, mover, onListenerError ?? defaultReport));
}

function session(
  engine: TicTacToeEngine,
  initial: GameState[],
  savedTally: ScoreTally,
  mover: SessionMover | undefined,
  report: (error: unknown) => void,
): TicTacToeSession {
  // The timeline of this round: states after 0, 1, 2 … moves; `cursor` is the current one, later ones can be redone.
  let timeline = initial;
  let cursor = timeline.length - 1;
  let origin = timeline[0]!;
  let round = 1;
  // The tally of earlier rounds; the current round adds its result once over, unless that result is
  // excluded: the tally was reset on it, or the game was already over when the session got it.
  let base = savedTally;
  let excluded = finished(timeline[cursor]!);
  // The mover's pending question, if any: its answer counts only while it is still the latest and the state is unchanged.
  let asking: { readonly state: GameState } | null = null;
  // The last tally computed, reused while its inputs are the same so that the snapshot keeps its identity.
  let memo: { base: ScoreTally; counted: GameState; tally: ScoreTally } | null = null;
  let snapshot: SessionSnapshot | undefined;

  const dispatcher = createDispatcher(report);
  const changes = createEmitter<SessionSnapshot>(dispatcher);
  const emitters = new Map<string, Emitter<SessionEvent>>(EVENT_TYPES.map((type) => [type, createEmitter(dispatcher)]));

  const current = (): GameState => timeline[cursor]!;

  /** Rebuilds the snapshot, swaps it in and notifies only when a field changed, then sends `events`. */
  function sync(events: readonly SessionEvent[] = []): void {
    const state = current();
    const old = snapshot;
    const next: SessionSnapshot = {
      state,
      over: old?.state === state ? old.over : engine.isTerminal(state),
      tally: tallyOf(state),
      round,
      canUndo: cursor > 0,
      canRedo: cursor < timeline.length - 1,
      thinking: asking?.state === state,
    };
    const changed = !old || (Object.keys(next) as (keyof SessionSnapshot)[]).some((key) => next[key] !== old[key]);
    if (changed) {
      snapshot = Object.freeze(next);
      changes.emit(snapshot);
    }
    for (const event of events) emitters.get(event.type)!.emit(Object.freeze(event));
    dispatcher.flush();
  }

  function tallyOf(state: GameState): ScoreTally {
    if (state.status === 'in-progress' || state === excluded) return base;
    if (memo?.base !== base || memo.counted !== state) {
      const recorded = recordGame(base, state);
      memo = { base, counted: state, tally: recorded.ok ? recorded.value : base };
    }
    return memo.tally;
  }

  /** Plays `input` on the current state, checking `playerId`'s turn when given. */
  function move(input: unknown, playerId: unknown, by: 'player' | 'mover'): Result<GameState, SessionError> {
    const previous = current();
    const chosen = toMove(input, previous);
    if (!chosen.ok) return chosen;
    if (playerId !== undefined) {
      const check = engine.validateMove(previous, chosen.value as TicTacToeMove, playerId as string);
      if (!check.valid) return err(check.error);
    }
    const next = engine.applyMove(previous, chosen.value as TicTacToeMove);
    if (!next.ok) return next;
    const state = next.value;
    timeline = [...timeline.slice(0, cursor + 1), state];
    cursor++;
    const events: SessionEvent[] = [{ type: 'move', state, previous, entry: state.lastMove!, by }];
    const over = engine.isTerminal(state);
    if (over) events.push({ type: 'gameOver', state, over });
    sync(events);
    return ok(state);
  }

  function step(direction: 'undo' | 'redo', plies: unknown): Result<GameState, SessionError> {
    const available = direction === 'undo' ? cursor : timeline.length - 1 - cursor;
    if (available === 0) {
      return direction === 'undo'
        ? err({ code: 'NOTHING_TO_UNDO', message: 'Cannot undo: no move of this round is left to take back.' })
        : err({ code: 'NOTHING_TO_REDO', message: 'Cannot redo: no undone move is left to play again.' });
    }
    if (!Number.isInteger(plies) || (plies as number) < 1 || (plies as number) > available) {
      return err({
        code: 'PLY_OUT_OF_RANGE',
        message: `Cannot ${direction} ${describe(plies)} moves: the count must be an integer from 1 to ${available}.`,
      });
    }
    const previous = current();
    cursor += direction === 'undo' ? -(plies as number) : (plies as number);
    const state = current();
    const events: SessionEvent[] = [{ type: direction, state, previous, plies: plies as number }];
    const over = direction === 'redo' ? engine.isTerminal(state) : null;
    if (over) events.push({ type: 'gameOver', state, over });
    sync(events);
    return ok(state);
  }

  function restart(settings: unknown): Result<GameState, SessionError> {
    let start = origin;
    if (settings !== undefined) {
      const next = newGame(engine, origin, settings);
      if (!next.ok) return next;
      start = next.value;
    }
    const previous = current();
    base = tallyOf(previous);
    excluded = finished(start);
    asking = null;
    origin = start;
    timeline = [start];
    cursor = 0;
    round++;
    sync([{ type: 'restart', state: start, previous, round }]);
    return ok(start);
  }

  async function playMover(): Promise<Result<GameState, SessionError>> {
    if (!mover) return err({ code: 'NO_MOVER', message: 'Cannot let the mover play: the session was created without a mover.' });
    const state = current();
    if (state.status !== 'in-progress') return err({ code: 'GAME_OVER', message: 'Cannot let the mover play: the game is over.' });
    if (asking?.state === state) {
      return err({ code: 'MOVER_BUSY', message: 'Cannot let the mover play: it is already choosing a move for this position.' });
    }
    const request = { state };
    asking = request;
    let answer: unknown;
    let thrown: { readonly error: unknown } | undefined;
    try {
      answer = mover(state);
      if (isThenable(answer)) {
        sync();
        answer = await answer;
      }
    } catch (error) {
      thrown = { error };
    }
    if (asking !== request) {
      return err({ code: 'STALE_MOVE', message: 'The mover answered after the session restarted or asked again; its move was dropped.' });
    }
    asking = null;
    if (current() !== state) {
      sync();
      return err({ code: 'STALE_MOVE', message: 'The mover answered after the game moved on; its move was dropped.' });
    }
    const chosen = thrown ? moverFailed(`it threw ${describeThrown(thrown.error)}`) : readAnswer(answer);
    if (!chosen.ok) {
      sync();
      return chosen;
    }
    const played = move(chosen.value, undefined, 'mover');
    if (!played.ok) sync();
    return played;
  }

  function listen<T>(emitter: Emitter<T>, listener: unknown, what: string): () => void {
    if (typeof listener !== 'function') {
      throw new TicTacToeError({ code: 'INVALID_LISTENER', message: `Cannot listen: ${what} must be a function, not ${describe(listener)}.` });
    }
    return emitter.add(listener as (value: T) => void);
  }

  sync();
  return Object.freeze({
    subscribe: (listener: (snapshot: SessionSnapshot) => void) => listen(changes, listener, 'the listener'),
    getSnapshot: () => snapshot!,
    on: (type: SessionEventType, handler: (event: never) => void) => {
      const emitter = typeof type === 'string' ? emitters.get(type) : undefined;
      if (!emitter) {
        throw new TicTacToeError({
          code: 'INVALID_LISTENER',
          message: `Cannot listen: ${describe(type)} is not an event type (${EVENT_TYPES.join(', ')}).`,
        });
      }
      return listen(emitter, handler, 'the handler');
    },
    play: (input: SessionInput, playerId?: string) => move(input, playerId, 'player'),
    playMover,
    undo: (plies: number = 1) => step('undo', plies),
    redo: (plies: number = 1) => step('redo', plies),
    restart: (settings?: TicTacToeSettings) => restart(settings),
    resetTally: () => {
      base = emptyTally();
      const state = current();
      excluded = finished(state);
      sync();
      return snapshot!.tally;
    },
  } as TicTacToeSession);
}

/** Returns `state` when the game is over, else `null`. */
function finished(state: GameState): GameState | null {
  return state.status === 'in-progress' ? null : state;
}

/** Turns a cell or a move into a move for the engine, or says why a number is not a cell. */
function toMove(input: unknown, state: GameState): Result<unknown, SessionError> {
  if (isCellIndex(input)) return ok(placeMove(input, state.currentPlayer ?? 'X'));
  if (typeof input !== 'number') return ok(input); // the engine reports MALFORMED_MOVE for anything else
  if (state.status !== 'in-progress') return err({ code: 'GAME_OVER', message: 'Illegal move: the game is over.' });
  return err(
    Number.isInteger(input)
      ? { code: 'OUT_OF_RANGE', message: `Illegal move: cell ${input} is off the board (cells run from 0 to 8).` }
      : { code: 'NOT_INTEGER', message: `Illegal move: a cell is an integer from 0 to 8, not ${describe(input)}.` },
  );
}

/** Reads the mover's answer: a successful result's move, or why there is none. */
function readAnswer(answer: unknown): Result<unknown, SessionError> {
  try {
    if (typeof answer !== 'object' || answer === null) return moverFailed(`it returned ${describe(answer)}, not a Result`);
    const result = answer as { ok?: unknown; value?: unknown; error?: unknown };
    if (result.ok === true) return ok(result.value);
    if (result.ok === false && typeof result.error === 'object' && result.error !== null) {
      const { code, message } = result.error as { code?: unknown; message?: unknown };
      const cause = Object.freeze({ code: String(code), message: String(message) });
      return moverFailed(`${cause.code}: ${cause.message}`, cause);
    }
    return moverFailed('it returned an object that is not a Result');
  } catch {
    return moverFailed('its answer could not be read as plain data');
  }
}

function moverFailed(reason: string, cause?: ErrorData): Result<never, SessionError> {
  const message = `The mover failed: ${reason}.`;
  return err(cause ? { code: 'MOVER_FAILED', message, cause } : { code: 'MOVER_FAILED', message });
}

function describeThrown(error: unknown): string {
  try {
    return error instanceof Error ? `"${error.message}"` : describe(error);
  } catch {
    return 'an unreadable value';
  }
}

/** Returns a new game with the settings of `origin`'s game and `settings` on top. */
function newGame(engine: TicTacToeEngine, origin: GameState, settings: unknown): Result<GameState, SessionError> {
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) {
    return err({ code: 'INVALID_SETTINGS', message: `Cannot restart: settings must be an object, not ${describe(settings)}.` });
  }
  let merged: TicTacToeSettings;
  try {
    const xPlayerId = origin.players.find((player) => player.symbol === 'X')!.id;
    merged = { variant: origin.variant, metadata: origin.metadata, xPlayerId, ...(settings as TicTacToeSettings) };
  } catch {
    return err({ code: 'INVALID_SETTINGS', message: 'Cannot restart: the settings could not be read as plain data.' });
  }
  const players = origin.players.map(({ id, name }) => (name === undefined ? { id } : { id, name }));
  return engine.createInitialState(merged, players);
}

/** Returns a frozen copy of a tally given by the caller, or `undefined` when it is not one. */
function copyTally(value: unknown): ScoreTally | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { games, draws, wins, winsByMark } = value as Partial<ScoreTally>;
  const count = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;
  if (!count(games) || !count(draws) || typeof wins !== 'object' || wins === null || Array.isArray(wins)) return undefined;
  if (typeof winsByMark !== 'object' || winsByMark === null || !count(winsByMark.X) || !count(winsByMark.O)) return undefined;
  const copied: Record<string, number> = {};
  for (const [id, n] of Object.entries(wins)) {
    if (!count(n)) return undefined;
    copied[id] = n;
  }
  return Object.freeze({
    games,
    draws,
    wins: Object.freeze(copied),
    winsByMark: Object.freeze({ X: winsByMark.X, O: winsByMark.O }),
  });
}

function unwrapState(result: Result<GameState, ErrorData>): GameState {
  // stateAt succeeds for every ply from 0 to the history's length of a state it accepted.
  if (!result.ok) throw new TicTacToeError(result.error);
  return result.value;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

function invalidOptions(message: string): Result<never, SessionError> {
  return err({ code: 'INVALID_SETTINGS', message: `Cannot create the session: ${message}.` });
}

function defaultReport(error: unknown): void {
  const scope = globalThis as { reportError?: (error: unknown) => void; console?: { error?: (...data: unknown[]) => void } };
  if (typeof scope.reportError === 'function') scope.reportError(error);
  else scope.console?.error?.('A tictactoe-engine session listener threw:', error);
}
