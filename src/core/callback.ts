/**
 * The caller's functions given to the AI (`random`, `now`, an opponent policy): a failure of
 * theirs is an error of the options, never a crash.
 *
 * @packageDocumentation
 */
import { describe } from './describe.js';
import { describeThrown } from './input.js';

/** Thrown by a caller's function that fails; caught at the AI's methods, which return or throw `INVALID_OPTIONS`. */
export class CallbackError {
  constructor(readonly message: string) {}
}

/**
 * Calls the caller's `f` (the option `name`) with `args`: when it throws, throws a
 * {@link CallbackError} instead.
 */
export function call<A extends unknown[]>(name: string, f: (...args: A) => unknown, ...args: A): unknown {
  try {
    return f(...args);
  } catch (thrown) {
    throw new CallbackError(`the ${name} option threw ${describeThrown(thrown)}.`);
  }
}

/**
 * Wraps the caller's `random` or `now`: a call that throws, or returns something that is not a
 * number (a Symbol, a BigInt, a string …), throws a {@link CallbackError} instead. A number out
 * of range is the generator's business (the AI clamps its draws).
 */
export function callback(name: string, f: () => unknown): () => number {
  return () => {
    const value = call(name, f);
    if (typeof value !== 'number')
      throw new CallbackError(`the ${name} option returned ${describe(value)}, not a number.`);
    return value;
  };
}

/** How many opponent policies are being asked now (see {@link ask}). */
let asking = 0;

/** Why the AI refuses to work while a policy of the caller is asked. */
export const CALLED_BACK =
  'the opponent option called the AI back: a policy may not use the AI or its solver while it is asked';

/**
 * Asks the caller's opponent `policy` about `position` (see {@link call}). While it runs, the
 * searches refuse to be used ({@link callingBack}): a policy that called the AI back would
 * otherwise move the very boards and tables the AI is in the middle of reading.
 */
export function ask<A>(policy: (position: A) => unknown, position: A): unknown {
  asking++;
  try {
    return call('opponent', policy, position);
  } finally {
    asking--;
  }
}

/** Says whether a policy of the caller is being asked: the searches must not be used now. */
export function callingBack(): boolean {
  return asking > 0;
}
