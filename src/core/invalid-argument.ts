import { TicTacToeError } from './errors.js';

/** Throws the {@link TicTacToeError} `INVALID_ARGUMENT` of a helper given a value outside its types. */
export function invalidArgument(message: string): never {
  throw new TicTacToeError({ code: 'INVALID_ARGUMENT', message });
}

/**
 * Throws the {@link TicTacToeError} `INVALID_OPTIONS` of a function without an error channel given options it cannot
 * use.
 */
export function invalidOptions(message: string): never {
  throw new TicTacToeError({ code: 'INVALID_OPTIONS', message });
}
