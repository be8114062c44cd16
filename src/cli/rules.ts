import { PRESETS, TicTacToeEngine, type PresetName, type Rules } from 'tictactoe-engine';
import { quote, UsageError, type Args } from './args.js';

const engine = new TicTacToeEngine();

/** The players of every game of the CLI: one per mark, with ids "X" and "O". */
export const PLAYERS = [{ id: 'X' }, { id: 'O' }] as const;

/** The flags that choose the rules, for `allowFlags`. */
export const RULE_FLAGS = ['rules', 'rows', 'columns', 'in-a-row', 'gravity', 'misere'] as const;

const NAMES = Object.keys(PRESETS) as PresetName[];

/** The whole-number flags and the rules field each sets. */
const SIZES = [
  ['rows', 'rows'],
  ['columns', 'columns'],
  ['in-a-row', 'inARow'],
] as const;

/**
 * Reads the rules from `--rules <preset>`, then `--rows`, `--columns`, `--in-a-row`, `--gravity`
 * and `--misere` over it (default: tic-tac-toe). Rules the engine refuses are a usage error with
 * the engine's reason.
 */
export function readRules(args: Args): Rules {
  const { flags } = args;
  let preset: Rules = PRESETS['tic-tac-toe'];
  if (flags.rules !== undefined) {
    const name = String(flags.rules).toLowerCase();
    if (!NAMES.includes(name as PresetName))
      throw new UsageError(`--rules takes ${NAMES.join(', ')}, not ${quote(String(flags.rules))}`);
    preset = PRESETS[name as PresetName];
  }
  const settings: { -readonly [K in keyof Rules]: Rules[K] } = { ...preset };
  for (const [flag, field] of SIZES) {
    const value = flags[flag];
    if (value === undefined) continue;
    if (!/^\d+$/.test(String(value)))
      throw new UsageError(`--${flag} takes a whole number, not ${quote(String(value))}`);
    settings[field] = Number(value);
  }
  if (flags.gravity) settings.gravity = true;
  if (flags.misere) settings.variant = 'misere';
  const start = engine.createInitialState(settings, PLAYERS);
  if (!start.ok) throw new UsageError(start.error.message.replace(/^Cannot start the game: /, 'bad rules: '));
  return start.value.rules;
}

/**
 * Reads `--time <ms>`: how long the AI may think on boards other than 3 × 3 (`undefined`: the
 * library's default, one second).
 */
export function readTime(args: Args): number | undefined {
  const value = args.flags.time;
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(String(value)))
    throw new UsageError(`--time takes a whole number of milliseconds, not ${quote(String(value))}`);
  return Number(value);
}

/** Says whether rules are tic-tac-toe's board: 3 × 3, three in a row, no gravity (either variant). */
export function isTicTacToe({ rows, columns, inARow, gravity }: Rules): boolean {
  return rows === 3 && columns === 3 && inARow === 3 && !gravity;
}
