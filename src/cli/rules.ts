import { MAX_SIDE, PRESETS, TicTacToeEngine, unwrap, type PresetName, type Rules } from 'tictactoe-engine';
import { ULTIMATE_SWITCHES, UltimateEngine, type UltimateRules } from 'tictactoe-engine/ultimate';
import { UsageError, type Args } from './args.js';

const engine = new TicTacToeEngine();

/** The players of every game of the CLI: one per mark, with ids "X" and "O". */
export const PLAYERS = [{ id: 'X' }, { id: 'O' }] as const;

/** The flags of k-in-a-row's rules over `--rules`: the board, the line, gravity, misère. */
const SHAPE_FLAGS = ['rows', 'columns', 'in-a-row', 'gravity', 'misere'] as const;

/** The flags of Ultimate's switches, each with the field of its rules. */
const SWITCH_FLAGS = [
  ['won-boards', 'wonBoards'],
  ['drawn-boards', 'drawnBoards'],
  ['tiebreak', 'tiebreak'],
] as const;

/** The flags that choose the rules, for `allowFlags`. */
export const RULE_FLAGS = ['rules', ...SHAPE_FLAGS, ...SWITCH_FLAGS.map(([flag]) => flag)] as const;

/** The presets of the library, by the names `--rules` takes. */
const NAMES = Object.keys(PRESETS) as PresetName[];

/** The names `--rules` takes: the presets of the library, then `ultimate`. */
export const PRESET_NAMES: readonly string[] = [...NAMES, 'ultimate'];

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
  const flag = SWITCH_FLAGS.find(([name]) => flags[name] !== undefined);
  if (flag) throw new UsageError({ kind: 'ultimate-only', flag: flag[0] });
  let preset: Rules = PRESETS['tic-tac-toe'];
  if (flags.rules !== undefined) {
    const name = String(flags.rules).toLowerCase();
    if (!NAMES.includes(name as PresetName))
      throw new UsageError({ kind: 'bad-value', flag: 'rules', given: String(flags.rules) });
    preset = PRESETS[name as PresetName];
  }
  const settings: { -readonly [K in keyof Rules]: Rules[K] } = { ...preset };
  for (const [flag, field] of SIZES) {
    const value = flags[flag];
    if (value === undefined) continue;
    if (!/^\d+$/.test(String(value))) throw new UsageError({ kind: 'bad-value', flag, given: String(value) });
    settings[field] = Number(value);
  }
  if (flags.gravity) settings.gravity = true;
  if (flags.misere) settings.variant = 'misere';
  const start = engine.createInitialState(settings, PLAYERS);
  if (!start.ok) {
    // The flag whose value the engine refuses (each flag was a whole number): a side beyond 1 to
    // MAX_SIDE, else a line longer than the longer side.
    const { rows, columns, inARow } = settings;
    const side = (
      [
        ['rows', rows],
        ['columns', columns],
      ] as const
    ).find(([, n]) => n < 1 || n > MAX_SIDE);
    const reason = start.error.message.replace(/^Cannot start the game: /, '');
    throw new UsageError(
      side
        ? { kind: 'bad-rules', flag: side[0], value: side[1], max: MAX_SIDE, reason }
        : { kind: 'bad-rules', flag: 'in-a-row', value: inARow, max: Math.max(rows, columns), reason },
    );
  }
  return start.value.rules;
}

/**
 * Reads `--time <ms>`: how long the AI may think on boards other than 3 × 3 (`undefined`: the
 * library's default, one second).
 */
export function readTime(args: Args): number | undefined {
  const value = args.flags.time;
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(String(value))) throw new UsageError({ kind: 'bad-value', flag: 'time', given: String(value) });
  return Number(value);
}

/** Says whether rules are tic-tac-toe's board: 3 × 3, three in a row, no gravity (either variant). */
export function isTicTacToe({ rows, columns, inARow, gravity }: Rules): boolean {
  return rows === 3 && columns === 3 && inARow === 3 && !gravity;
}

/** Says whether the command line chooses Ultimate tic-tac-toe (`--rules ultimate`). */
export function isUltimate({ flags }: Args): boolean {
  return flags.rules !== undefined && String(flags.rules).toLowerCase() === 'ultimate';
}

/**
 * Reads Ultimate's rules from `--won-boards closed|open`, `--drawn-boards nobody|both` and
 * `--tiebreak none|most-boards` (each standard when left out). The flags of k-in-a-row's boards
 * (`--rows`, `--gravity` …) are a usage error with `--rules ultimate`.
 */
export function readUltimateRules({ flags }: Args): UltimateRules {
  const shape = SHAPE_FLAGS.find((name) => flags[name] !== undefined);
  if (shape) throw new UsageError({ kind: 'not-ultimate', flag: shape });
  const settings: { -readonly [K in keyof UltimateRules]?: string } = {};
  for (const [flag, field] of SWITCH_FLAGS) {
    const value = flags[flag];
    if (value === undefined) continue;
    const choice = String(value).toLowerCase();
    if (!(ULTIMATE_SWITCHES[field] as readonly string[]).includes(choice))
      throw new UsageError({ kind: 'bad-value', flag, given: String(value) });
    settings[field] = choice;
  }
  return unwrap(new UltimateEngine().createInitialState(settings as Partial<UltimateRules>, PLAYERS)).rules;
}
