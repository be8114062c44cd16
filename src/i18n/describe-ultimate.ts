/**
 * Ultimate's hints in a catalogue's language.
 *
 * @packageDocumentation
 */
import { describe } from '../core/describe.js';
import { estimateGrade } from '../core/estimate.js';
import { readFields } from '../core/input.js';
import { invalidArgument } from '../core/invalid-argument.js';
import { MARKS, type Mark } from '../core/types.js';
import type { UltimateHint } from '../games/ultimate/ai/hint.js';
import { ULTIMATE_HINT_REASONS } from '../games/ultimate/ai/reasons.js';
import { ESTIMATED_RESULT, markName, message, readCatalogue } from './translate.js';
import type { Catalogue } from './types.js';

/**
 * The names of the nine local boards, as `boardName` writes them (listed here, so that the main
 * entry, where this function lives, loads nothing of Ultimate's rules; a test checks the list).
 */
export const BOARD_NAMES: readonly string[] = [
  'a7–c9',
  'd7–f9',
  'g7–i9',
  'a4–c6',
  'd4–f6',
  'g4–i6',
  'a1–c3',
  'd1–f3',
  'g1–i3',
];

/**
 * Says an Ultimate hint in the catalogue's language: why the move is good (its `reason`, with its
 * square and the board concerned), then what it leads to (its `chance`, proven or estimated). In
 * English it is the hint's own `message`.
 *
 * @param hint - a hint of `UltimateAI.getHint`.
 * @param catalogue - the language. Default: English.
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `hint` is not an Ultimate hint (a `reason`
 *   of {@link ULTIMATE_HINT_REASONS}, a `symbol`, a `square`, the `board` its reason needs, a
 *   `chance` from 0 to 1, a `proven` result, and `plies` where the reason counts moves), or
 *   `catalogue` not a catalogue.
 * @example
 * ```ts
 * import { describeUltimateHint } from 'tictactoe-engine';
 * import { UltimateAI, UltimateEngine, unwrap } from 'tictactoe-engine/ultimate';
 * import { fr } from 'tictactoe-engine/locales/fr';
 * const position = '5ox2/o8/2o3xxx/5o3/x1o6/xo3xx1x/2o2ox1o/oo4x2/2o1xox2 X 26 f3';
 * const state = unwrap(new UltimateEngine().fromSetup(position, {}, [{ id: 'x' }, { id: 'o' }]));
 * const hint = new UltimateAI({ seed: 1 }).getHint(state, 'x', { timeLimit: 50 })!;
 * hint.message;                   // 'Play h4 to win. X wins in 1 move.'
 * describeUltimateHint(hint, fr); // 'Jouez h4 pour gagner. X gagne en 1 coup.'
 * ```
 */
export function describeUltimateHint(hint: UltimateHint, catalogue?: Catalogue): string {
  const fields = readFields(hint, ['reason', 'symbol', 'square', 'board', 'chance', 'proven', 'plies']) ?? {};
  const { reason, symbol, square, board, chance, proven, plies } = fields;
  const counts = reason === 'forced-win' || reason === 'delaying-a-loss';
  const needsBoard =
    reason === 'win-board' || reason === 'block-game' || reason === 'block-board' || reason === 'sacrifice';
  if (
    !(ULTIMATE_HINT_REASONS as readonly unknown[]).includes(reason) ||
    !(MARKS as readonly unknown[]).includes(symbol) ||
    typeof square !== 'string' ||
    !/^[a-i][1-9]$/.test(square) ||
    (needsBoard ? !BOARD_NAMES.includes(board as string) : board !== null && !BOARD_NAMES.includes(board as string)) ||
    !(typeof chance === 'number' && chance >= 0 && chance <= 1) ||
    !(proven === null || proven === 'win' || proven === 'loss' || proven === 'draw') ||
    !(plies === null || (Number.isInteger(plies) && (plies as number) >= 1 && (plies as number) <= 81)) ||
    (counts && plies === null)
  )
    invalidArgument(
      `describeUltimateHint: ${describe(hint)} is not an Ultimate hint ` +
        '({ reason, symbol, square, board, chance, proven, plies }).',
    );
  const reader = readCatalogue('describeUltimateHint', catalogue);
  const cell = square as string;
  const mark = markName(reader, MARKS[1 - MARKS.indexOf(symbol as Mark)]!);
  const moves = plies as number;
  const why = message(reader, `hint.${reason as UltimateHint['reason']}`, {
    cell,
    mark,
    board: board as string,
    moves,
  });
  // These reasons say what happens with best play themselves.
  if (counts) return why;
  let result: string;
  if (proven === 'draw') result = message(reader, 'hint.result.draw', {});
  else if (proven === 'win')
    result =
      plies === null
        ? message(reader, 'hint.result.proven-win', { mark: markName(reader, symbol as Mark) })
        : message(reader, 'hint.result.win', { mark: markName(reader, symbol as Mark), moves });
  else if (proven === 'loss')
    result =
      plies === null ? message(reader, 'hint.result.proven-loss', {}) : message(reader, 'hint.result.loss', { moves });
  else {
    const score = 2 * (chance as number) - 1;
    result = message(reader, ESTIMATED_RESULT[estimateGrade(score)][score >= 0 ? 0 : 1], {});
  }
  return message(reader, 'hint.message', { reason: why, result });
}
