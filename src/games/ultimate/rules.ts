/**
 * The rules of Ultimate tic-tac-toe and their switches: the points on which implementations
 * disagree, standard by default.
 *
 * @packageDocumentation
 */
import { describe } from '../../core/describe.js';
import { readFields } from '../../core/input.js';

/**
 * The rules of a game of Ultimate tic-tac-toe: nine local 3 × 3 boards in a 3 × 3 global board.
 * X moves anywhere first; after that, the cell a player takes sends the opponent to the local board
 * in the same position, and a player sent to a closed board may play in any open one. Three in a
 * row wins a local board; three local boards in a global line win the game; when every local board
 * is closed and nobody has such a line, the game is drawn. Each switch is standard by default.
 */
export interface UltimateRules {
  /**
   * `'closed'` (standard): a won local board takes no more marks, as a full one. `'open'`: it takes
   * marks until it is full (its first line decides its winner). X has a proven forced win under
   * `'open'` (Bertholon et al., 2020): it is for teaching, not for play.
   */
  readonly wonBoards: 'closed' | 'open';
  /**
   * `'nobody'` (standard): a local board full without a line counts for no one. `'both'`: it counts
   * for both players' global lines (a move that completes a line for both wins for the mover).
   */
  readonly drawnBoards: 'nobody' | 'both';
  /**
   * `'none'` (standard): every board closed and no global line is a draw. `'most-boards'`
   * (CodinGame's rule): then the player who won more local boards wins; as many is a draw.
   */
  readonly tiebreak: 'none' | 'most-boards';
}

/** The standard rules. */
export const ULTIMATE_RULES: UltimateRules = Object.freeze({
  wonBoards: 'closed',
  drawnBoards: 'nobody',
  tiebreak: 'none',
});

/** The values each switch takes, the standard one first. */
export const ULTIMATE_SWITCHES: {
  /** The values of {@link UltimateRules.wonBoards}. */
  readonly wonBoards: readonly ['closed', 'open'];
  /** The values of {@link UltimateRules.drawnBoards}. */
  readonly drawnBoards: readonly ['nobody', 'both'];
  /** The values of {@link UltimateRules.tiebreak}. */
  readonly tiebreak: readonly ['none', 'most-boards'];
} = Object.freeze({
  wonBoards: Object.freeze(['closed', 'open'] as const),
  drawnBoards: Object.freeze(['nobody', 'both'] as const),
  tiebreak: Object.freeze(['none', 'most-boards'] as const),
});

/** The names of the switches, in the order of {@link UltimateRules}: the fields a reader of rules reads. */
export const RULE_KEYS: readonly (keyof UltimateRules)[] = Object.freeze(['wonBoards', 'drawnBoards', 'tiebreak']);

/** The frozen rules of every combination of switches, by their index ({@link rulesIndex}). */
const ALL: UltimateRules[] = [];

/** The index (0–7) of a combination of switches: wonBoards, drawnBoards, tiebreak as bits. */
export function rulesIndex(rules: UltimateRules): number {
  return (
    (rules.wonBoards === 'open' ? 4 : 0) + (rules.drawnBoards === 'both' ? 2 : 0) + (rules.tiebreak === 'none' ? 0 : 1)
  );
}

/** The one frozen value of each combination of switches. */
export function rulesOf(index: number): UltimateRules {
  return (ALL[index] ??= Object.freeze({
    wonBoards: index & 4 ? 'open' : 'closed',
    drawnBoards: index & 2 ? 'both' : 'nobody',
    tiebreak: index & 1 ? 'most-boards' : 'none',
  }));
}

/**
 * Reads the switches of `settings` (each may be left out: standard), or says why they are not
 * rules. Reads each field once; anything else on `settings` is ignored.
 */
export function readUltimateRules(settings: unknown): UltimateRules | string {
  if (settings === undefined || settings === null) return rulesOf(0);
  const fields = readFields(settings, RULE_KEYS);
  if (!fields) return `the settings must be an object that can be read, not ${describe(settings)}`;
  let index = 0;
  for (const [name, bit] of [
    ['wonBoards', 4],
    ['drawnBoards', 2],
    ['tiebreak', 1],
  ] as const) {
    const value = fields[name];
    if (value === undefined) continue;
    const choices: readonly string[] = ULTIMATE_SWITCHES[name];
    const at = choices.indexOf(value as string);
    if (typeof value !== 'string' || at < 0)
      return `${name} must be ${choices.map((choice) => `'${choice}'`).join(' or ')}, not ${describe(value)}`;
    if (at === 1) index |= bit;
  }
  return rulesOf(index);
}
