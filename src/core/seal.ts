import { TicTacToeError } from './errors.js';

/**
 * Seals a class whose instances callers hold, so that only the library makes them: its
 * prototype's `constructor` becomes a function that throws a {@link TicTacToeError} (the class, and
 * so a subclass of it, is out of callers' reach), and the prototype and the class are frozen (no
 * method of every instance can be swapped). Called by the class's first constructor call, before
 * any instance leaves the library: a static block would keep the class in every bundle.
 */
export function seal(Class: { readonly prototype: object }, code: string, message: string): void {
  // A plain function, so that `new` calls it and the error is this one, not "not a constructor".
  // biome-ignore lint/suspicious/noShadowRestrictedNames: the name a stack trace shows for `new state.constructor()`
  const forbidden = function constructor(): never {
    throw new TicTacToeError({ code, message });
  };
  Object.defineProperty(Class.prototype, 'constructor', { value: forbidden });
  Object.freeze(Class.prototype);
  Object.freeze(Class);
}
