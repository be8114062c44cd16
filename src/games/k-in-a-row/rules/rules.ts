/**
 * The rules of a game as one value: the board's shape, the line length, gravity and the variant.
 * Settings are checked once, here, into a frozen {@link Rules}; everything below reads it.
 *
 * @packageDocumentation
 */
import { describe } from '../../../core/describe.js';
import type { Variant } from '../../../core/types.js';

/**
 * The rules of a game: a board of `rows` × `columns` cells where `inARow` marks in a row (across,
 * down or on either diagonal) complete a line. With `gravity`, a mark drops into the lowest empty
 * cell of its column (Connect Four). In `'misere'` the player who completes a line loses.
 * Every state carries its rules (`state.rules`), frozen, and they are settings as they are:
 * `engine.createInitialState(state.rules, players)` starts a game of the same rules.
 */
export type Rules = {
  // A type, not an interface: only a type is assignable to the settings' index signature.
  /** The number of rows, 1–19. */
  readonly rows: number;
  /** The number of columns, 1–19. */
  readonly columns: number;
  /** How many marks in a row complete a line: 1 to the longer side. */
  readonly inARow: number;
  /** `true`: a mark goes only into the lowest empty cell of its column. */
  readonly gravity: boolean;
  /** `'standard'` (a line wins) or `'misere'` (a line loses). */
  readonly variant: Variant;
};

/** The longest side a board may have: boards go up to 19 × 19. */
export const MAX_SIDE = 19;

/** Every rules value made by this library: frozen, so its fields can be read without a check. */
const genuine = new WeakSet<Rules>();

function ruleSet(
  rows: number,
  columns: number,
  inARow: number,
  gravity: boolean,
  variant: Variant = 'standard',
): Rules {
  const rules: Rules = Object.freeze({ rows, columns, inARow, gravity, variant });
  genuine.add(rules);
  return rules;
}

/** Says whether two rules values are the same rules, field by field. */
export function sameRules(a: Rules, b: Rules): boolean {
  return (
    a.rows === b.rows &&
    a.columns === b.columns &&
    a.inARow === b.inARow &&
    a.gravity === b.gravity &&
    a.variant === b.variant
  );
}

/** Says whether rules are tic-tac-toe's, in either variant: 3 × 3, three in a row, no gravity. */
export function isClassic({
  rows,
  columns,
  inARow,
  gravity,
}: Pick<Rules, 'rows' | 'columns' | 'inARow' | 'gravity'>): boolean {
  return rows === 3 && columns === 3 && inARow === 3 && !gravity;
}

/** Says whether `value` is a rules value made by this library (a state's `rules`, a preset). */
export function isRules(value: unknown): value is Rules {
  return genuine.has(value as Rules);
}

/** The default rules: 3 × 3, three in a row, standard. */
export const TIC_TAC_TOE: Rules = /* @__PURE__ */ ruleSet(3, 3, 3, false);

/**
 * The rules of well-known games, to spread into the settings of a new game (and to combine with
 * `variant: 'misere'` or other fields):
 * - `'tic-tac-toe'`: 3 × 3, three in a row (the default);
 * - `'connect-four'`: 6 rows × 7 columns, four in a row, with gravity;
 * - `'gomoku'`: 15 × 15, five in a row (free-style: a longer row also counts);
 * - `'4x4'` and `'5x5'`: 4 × 4 and 5 × 5 boards, four in a row.
 *
 * @example
 * ```ts
 * import { PRESETS, TicTacToeEngine } from 'tictactoe-engine';
 * const engine = new TicTacToeEngine();
 * const game = engine.createInitialState({ ...PRESETS['connect-four'] }, [{ id: 'ann' }, { id: 'bob' }]);
 * if (game.ok) game.value.board.length; // 42
 * ```
 */
export const PRESETS: Readonly<Record<PresetName, Rules>> = /* @__PURE__ */ Object.freeze({
  'tic-tac-toe': TIC_TAC_TOE,
  'connect-four': /* @__PURE__ */ ruleSet(6, 7, 4, true),
  gomoku: /* @__PURE__ */ ruleSet(15, 15, 5, false),
  '4x4': /* @__PURE__ */ ruleSet(4, 4, 4, false),
  '5x5': /* @__PURE__ */ ruleSet(5, 5, 4, false),
});

/** The name of a preset in {@link PRESETS}. */
export type PresetName = 'tic-tac-toe' | 'connect-four' | 'gomoku' | '4x4' | '5x5';

/** The rules already made, by key: one frozen value per set of rules, so that games share it. */
const made = new Map<number, Rules>();

/** The key of the 3 × 3 game with three in a row, in {@link readRules}' memo. */
const TIC_TAC_TOE_KEY = ((3 * 32 + 3) * 32 + 3) * 4;

/**
 * Checks the rule fields of settings (each `undefined` for its default) and returns the rules, or
 * why they are wrong in a few words. Never throws.
 */
export function readRules(
  rows: unknown,
  columns: unknown,
  inARow: unknown,
  gravity: unknown,
  variant: unknown,
): Rules | string {
  // The default rules, without a key to build: most games are tic-tac-toe.
  if (
    rows === undefined &&
    columns === undefined &&
    inARow === undefined &&
    gravity === undefined &&
    variant === undefined
  )
    return TIC_TAC_TOE;
  // Only `undefined` is "not given": `null` is a wrong value, as any other.
  const r = rows === undefined ? 3 : rows;
  const c = columns === undefined ? 3 : columns;
  const side = (name: string, value: unknown): string | undefined =>
    Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_SIDE
      ? undefined
      : `${name} must be a whole number from 1 to ${MAX_SIDE}, not ${describe(value)}`;
  const bad = side('rows', r) ?? side('columns', c);
  if (bad) return bad;
  const longer = Math.max(r as number, c as number);
  const k = inARow === undefined ? Math.min(3, longer) : inARow;
  if (!Number.isInteger(k) || (k as number) < 1 || (k as number) > longer) {
    return `inARow must be a whole number from 1 to ${longer} (the longer side), not ${describe(k)}`;
  }
  const g = gravity === undefined ? false : gravity;
  if (typeof g !== 'boolean') return `gravity must be true or false, not ${describe(g)}`;
  const v = variant === undefined ? 'standard' : variant;
  const misere = v === 'misere';
  if (!misere && v !== 'standard') return `unknown variant ${describe(v)}`;
  // A small integer: a number key costs a third of a string's.
  const key = ((((r as number) * 32 + (c as number)) * 32 + (k as number)) * 2 + (g ? 1 : 0)) * 2 + (misere ? 1 : 0);
  let rules = made.get(key);
  if (rules === undefined) {
    rules = key === TIC_TAC_TOE_KEY ? TIC_TAC_TOE : ruleSet(r as number, c as number, k as number, g, v as Variant);
    // A bounded memo: there are about 14,000 sets of rules, and most programs use one or two.
    if (made.size >= 64) made.delete(made.keys().next().value!);
    made.set(key, rules);
  }
  return rules;
}
