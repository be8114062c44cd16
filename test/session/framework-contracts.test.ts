// The session store's contracts with UI frameworks, checked without installing them: React's
// useSyncExternalStore (modelled on React's own shim), and the Svelte store contract.
import { describe, expect, it } from 'vitest';
import { createSession, unwrap, type SessionSnapshot, type TicTacToeSession } from '../../src/index.js';

/**
 * A component that reads a store the way React's useSyncExternalStore does: it renders with
 * getSnapshot(), checks that getSnapshot is cached (React warns "The result of getSnapshot should
 * be cached to avoid an infinite loop" and loops forever otherwise), subscribes once, and
 * re-renders only when Object.is says the snapshot changed.
 */
function mount<T>(subscribe: (onStoreChange: () => void) => () => void, getSnapshot: () => T) {
  const renders: T[] = [];
  let rendered: T;
  const render = (): void => {
    const value = getSnapshot();
    if (!Object.is(value, getSnapshot()))
      throw new Error('The result of getSnapshot should be cached to avoid an infinite loop');
    rendered = value;
    renders.push(value);
    if (renders.length > 1000) throw new Error('Maximum update depth exceeded');
  };
  render();
  const handleStoreChange = (): void => {
    if (!Object.is(rendered, getSnapshot())) render();
  };
  const unsubscribe = subscribe(handleStoreChange);
  // React checks once more after subscribing, for a change between render and subscribe.
  handleStoreChange();
  return {
    renders,
    get value() {
      return rendered;
    },
    unmount: unsubscribe,
  };
}

function make(): TicTacToeSession {
  return unwrap(createSession({ players: [{ id: 'ann' }, { id: 'bob' }] }));
}

describe("React's useSyncExternalStore contract", () => {
  it('keeps the snapshot identity stable between changes', () => {
    const session = make();
    const first = session.getSnapshot();
    for (let i = 0; i < 100; i++) expect(session.getSnapshot()).toBe(first);
    unwrap(session.play(4));
    const second = session.getSnapshot();
    expect(second).not.toBe(first);
    expect(session.getSnapshot()).toBe(second);
  });

  it('works with detached, stable methods (no binding, no re-subscribe on re-render)', () => {
    const session = make();
    const { subscribe, getSnapshot } = session;
    expect(session.subscribe).toBe(subscribe);
    expect(session.getSnapshot).toBe(getSnapshot);
    const view = mount(subscribe, getSnapshot);
    unwrap(session.play(4));
    expect(view.value.state.board[4]).toBe('X');
  });

  it('renders once per change, never for a rejected operation, and never tears', () => {
    const session = make();
    const view = mount(session.subscribe, session.getSnapshot);
    expect(view.renders).toHaveLength(1);
    const check = (): void => expect(view.value).toBe(session.getSnapshot());
    unwrap(session.play(4));
    check();
    session.play(4); // occupied: rejected
    session.play('junk' as never);
    session.redo(); // nothing to redo
    session.restart(null as never);
    expect(view.renders).toHaveLength(2);
    unwrap(session.play(0));
    unwrap(session.undo());
    unwrap(session.redo());
    unwrap(session.restart());
    session.resetTally(); // the tally is already empty: nothing changes
    check();
    expect(view.renders).toHaveLength(6);
    // Every rendered snapshot is a distinct, frozen value.
    expect(new Set(view.renders).size).toBe(view.renders.length);
    expect(view.renders.every((snap: SessionSnapshot) => Object.isFrozen(snap))).toBe(true);
  });

  it('sees the new snapshot inside the change callback (no stale read)', () => {
    const session = make();
    const seen: number[] = [];
    session.subscribe(() => seen.push(session.getSnapshot().state.moveCount));
    unwrap(session.play(4));
    unwrap(session.play(0));
    expect(seen).toEqual([1, 2]);
  });

  it('stops rendering after unmount', () => {
    const session = make();
    const view = mount(session.subscribe, session.getSnapshot);
    view.unmount();
    unwrap(session.play(4));
    expect(view.renders).toHaveLength(1);
  });
});

describe('the Svelte store contract', () => {
  /**
   * Svelte's readable(), reduced to its contract: run on subscribe, start on the first subscriber, stop on the last.
   */
  function readable<T>(initial: T, start: (set: (value: T) => void) => () => void) {
    let value = initial;
    let stop: (() => void) | undefined;
    const runs = new Set<(value: T) => void>();
    return {
      subscribe(run: (value: T) => void) {
        runs.add(run);
        if (runs.size === 1) {
          stop = start((next) => {
            if (next === value) return;
            value = next;
            for (const r of runs) r(value);
          });
        }
        run(value);
        return () => {
          runs.delete(run);
          if (runs.size === 0) stop?.();
        };
      },
    };
  }

  it('adapts in one line, as the guide shows', () => {
    const session = make();
    const store = readable(session.getSnapshot(), (set) => session.subscribe(set));
    const boards: string[] = [];
    const stop = store.subscribe((snap) => boards.push(snap.state.board.map((c) => c ?? '.').join('')));
    unwrap(session.play(4));
    stop();
    unwrap(session.play(0));
    expect(boards).toEqual(['.........', '....X....']);
  });
});
