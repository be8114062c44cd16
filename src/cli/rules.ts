import { PRESETS, TicTacToeAI, TicTacToeEngine, unwrap, type PresetName, type Rules } from 'tictactoe-engine';
import { InputError, quote, UsageError, type Args } from './args.js';
import { PLAYERS } from './input.js';

const engine = new TicTacToeEngine();

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
    if (!NAMES.includes(name as PresetName)) throw new UsageError(`--rules takes ${NAMES.join(', ')}, not ${quote(String(flags.rules))}`);
    preset = PRESETS[name as PresetName];
  }
  const settings: { -readonly [K in keyof Rules]: Rules[K] } = { ...preset };
  for (const [flag, field] of SIZES) {
    const value = flags[flag];
    if (value === undefined) continue;
    if (!/^\d+$/.test(String(value))) throw new UsageError(`--${flag} takes a whole number, not ${quote(String(value))}`);
    settings[field] = Number(value);
  }
  if (flags.gravity) settings.gravity = true;
  if (flags.misere) settings.variant = 'misere';
  const start = engine.createInitialState(settings, PLAYERS);
  if (!start.ok) throw new UsageError(start.error.message.replace(/^Cannot start the game: /, 'bad rules: '));
  return start.value.rules;
}

/** Names the shape of rules in a few words: "tic-tac-toe", "connect-four", "4×5, 3 in a row, gravity" (the variant aside). */
export function describeShape(rules: Rules): string {
  const name = NAMES.find((preset) => {
    const p = PRESETS[preset];
    return p.rows === rules.rows && p.columns === rules.columns && p.inARow === rules.inARow && p.gravity === rules.gravity;
  });
  return name ?? `${rules.rows}×${rules.columns}, ${rules.inARow} in a row${rules.gravity ? ', gravity' : ''}`;
}

/** The AI's `UNSUPPORTED_RULES` for rules it does not play in this version (3 × 3 only), or `undefined` when it plays them. */
export function aiRefusal(rules: Rules): InputError | undefined {
  // An AI of its own: asking a seeded AI would move its random sequence on.
  const probe = new TicTacToeAI().getMoveSync(unwrap(engine.createInitialState(rules, PLAYERS)), 1, 'X');
  return probe.ok ? undefined : new InputError(probe.error.code, probe.error.message);
}
