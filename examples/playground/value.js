// How the page shows a value of the AI, the same way in the heat map, its legend, the cells' names,
// the evaluation and the analysis: a proven value by its letter and distance (`W3`, `D`, `L4`); an
// estimate as the expected score of the player concerned in % (`44`: 50 is even), graded in words
// ("slightly worse"), and by a letter (`~W`, `~L`) only when it is decisive.
import { estimateGrade } from 'tictactoe-engine';
import { formatNumber, t } from './strings.js';

/** @typedef {import('./lang/en.js').StringKey} StringKey */

/**
 * Whether an estimated score is decisive (the library's grade `winning`): shown as a win or a loss,
 * `~W` or `~L`.
 *
 * @param {number} score
 */
export const isDecisive = (score) => estimateGrade(score) === 'winning';

/**
 * The expected score in % of an estimate (from −1, a loss, to 1, a win): 44 for −0.11. Rounded half
 * away from 50, so that the two players' shares always add up to 100.
 *
 * @param {number} score
 */
export const shareOf = (score) => 50 + Math.sign(score) * Math.round(50 * Math.abs(score));

/**
 * How an estimate stands in words, for the player it is scored for: a key of `grade.*`.
 *
 * @param {number} score
 * @returns {StringKey}
 */
export function gradeOf(score) {
  const better = score > 0;
  // The library's grades, so that the page and the library's sentences (describeHint) agree.
  switch (estimateGrade(score)) {
    case 'even':
      return 'grade.even';
    case 'slightly-better':
      return better ? 'grade.slightlyBetter' : 'grade.slightlyWorse';
    case 'better':
      return better ? 'grade.better' : 'grade.worse';
    default:
      return better ? 'grade.winning' : 'grade.losing';
  }
}

/**
 * The short text of a value, for the player it is scored for: `W5`, `D`, `L3` when proven; an
 * estimate's expected score in % (`44`), or `~W`, `~L` when it is decisive.
 *
 * @param {number} score
 * @param {boolean} proven
 * @param {number} [moves] the marks to the end of a proven win or loss: an outcome's `moves`. A
 *   proven score is ±(100 − moves), but at least ±1 on very long games, so only an analysis (which
 *   has no `moves`) reads them from the score.
 */
export function valueText(score, proven, moves = 100 - Math.abs(score)) {
  if (!proven) {
    if (isDecisive(score)) return t(score > 0 ? 'heat.winEstimated' : 'heat.lossEstimated');
    return formatNumber(shareOf(score));
  }
  if (score === 0) return t('heat.draw');
  return t(score > 0 ? 'heat.win' : 'heat.loss', { moves });
}

/**
 * An estimate in words, for the player it is scored for: "X stands slightly worse", "about even",
 * "O is winning".
 *
 * @param {number} score
 * @param {string} mark the player's mark, as the language writes it
 */
export const sayGrade = (score, mark) => t(gradeOf(score), { mark });
