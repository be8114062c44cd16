// Hostile values for the tests: what untyped or malicious callers can pass where the library reads
// an object or an array. Shares no code with src/.

/** Throws, for getters and traps. */
export function boom(): never {
  throw new Error('boom');
}

/** A revoked Proxy: every operation on it throws, even `Array.isArray`. */
export function revokedProxy(target: object = {}): object {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

/** A Proxy whose every trap throws. */
export function throwingProxy(target: object = {}): object {
  return new Proxy(target, {
    get: boom,
    has: boom,
    ownKeys: boom,
    getOwnPropertyDescriptor: boom,
    getPrototypeOf: boom,
  });
}

/** An array claiming 2³² − 1 items, with `items` at its start and holes everywhere else. */
export function hugeSparse(...items: unknown[]): unknown[] {
  const array = [...items];
  array.length = 2 ** 32 - 1;
  return array;
}

/**
 * An array Proxy that claims `length` items, answers `item(i)` for every index, and counts the
 * reads of its indexes (and keys): the work a function does on it, whatever the clock says.
 */
export function countingArray(
  length: number,
  item: (index: number) => unknown,
): { array: unknown[]; reads: () => number } {
  let reads = 0;
  const array = new Proxy([] as unknown[], {
    get(target, key, receiver) {
      if (key === 'length') return length;
      if (typeof key === 'string' && /^\d+$/.test(key)) {
        reads++;
        return item(Number(key));
      }
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      if (typeof key === 'string' && /^\d+$/.test(key)) {
        reads++;
        return Number(key) < length;
      }
      return Reflect.has(target, key);
    },
  });
  return { array, reads: () => reads };
}

/** An array whose item `at` throws when read. */
export function throwingItemArray(items: unknown[], at: number): unknown[] {
  const array = [...items];
  Object.defineProperty(array, at, { get: boom, enumerable: true });
  return array;
}

/** An object whose getter for `key` throws, with `rest` as its other fields. */
export function throwingGetter(key: string, rest: object = {}): object {
  return Object.defineProperty({ ...rest }, key, { get: boom, enumerable: true });
}

/**
 * Every kind of hostile object, for a place that reads an object: a throwing getter on `key`, a
 * Proxy that throws, a revoked Proxy, an array, and `null`.
 */
export function hostileObjects(key: string, rest: object = {}): [name: string, value: unknown][] {
  return [
    ['a throwing getter', throwingGetter(key, rest)],
    ['a throwing Proxy', throwingProxy({ ...rest })],
    ['a revoked Proxy', revokedProxy({ ...rest })],
    ['an array', Object.assign([], rest)],
    ['null', null],
  ];
}
