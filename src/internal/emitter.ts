/**
 * A tiny listener registry for stateful wrappers: calls are queued and delivered in order (a
 * listener that causes another change sees it after every call of the current one), a listener
 * removed during delivery is not called again, and a listener that throws is reported without
 * stopping the others.
 */
export interface Emitter<T> {
  /** Adds a listener; returns the function that removes it (safe to call twice). */
  add(listener: (value: T) => void): () => void;
  /** Queues a call with `value` for every listener registered now; {@link Dispatcher.flush} delivers them. */
  emit(value: T): void;
}

/** A delivery queue shared by several emitters, so that their calls keep one order. */
export interface Dispatcher {
  /** Queues a call. */
  push(call: () => void): void;
  /** Runs the queued calls in order, unless a flush is already running (that one will run them). */
  flush(): void;
}

/** Returns a dispatcher; `report` receives what a call throws. */
export function createDispatcher(report: (error: unknown) => void): Dispatcher {
  const queue: (() => void)[] = [];
  let running = false;
  return {
    push(call) {
      queue.push(call);
    },
    flush() {
      if (running) return;
      running = true;
      try {
        for (let call = queue.shift(); call; call = queue.shift()) {
          try {
            call();
          } catch (error) {
            try {
              report(error);
            } catch {
              // A failing reporter must not break the store either.
            }
          }
        }
      } finally {
        running = false;
      }
    },
  };
}

/** Returns an emitter whose calls go through `dispatcher`. */
export function createEmitter<T>(dispatcher: Dispatcher): Emitter<T> {
  // One entry object per add(): the same function added twice is two subscriptions, as in React.
  const entries = new Set<{ readonly listener: (value: T) => void }>();
  return {
    add(listener) {
      const entry = { listener };
      entries.add(entry);
      return () => {
        entries.delete(entry);
      };
    },
    emit(value) {
      for (const entry of entries) {
        dispatcher.push(() => {
          if (entries.has(entry)) entry.listener(value);
        });
      }
    },
  };
}
