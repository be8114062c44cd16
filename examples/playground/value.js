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
 * A value of the AI for one player, the same for every game: the fields of the library's `Outcome`
 * (`result`, `winner`, `moves`, `proven`, `score`), `moves` `null` when a proof measured no distance.
 * `score` runs from −1 (a loss) to 1 (a win): a proven one by its sign, an estimate as it is.
 *
 * @typedef {object} Value
 * @property {'win' | 'draw' | 'loss'} result
 * @property {import('tictactoe-engine').Mark | null} winner
 * @property {number | null} moves the marks to the end of a proven win or loss, when measured
 * @property {boolean} proven
 * @property {number} score
 */

/**
 * A value from a score of k-in-a-row's AI (proven: ±(100 − moves), 0 a draw; else an estimate).
 *
 * @param {number} score
 * @param {boolean} proven
 * @param {import('tictactoe-engine').Mark} mark the player it is for
 * @param {number} [moves] the marks to the end of a proven win or loss (an outcome's `moves`): a
 *   proven score is ±(100 − moves), but at least ±1 on very long games, so only an analysis (which
 *   has no `moves`) reads them from the score
 * @returns {Value}
 */
export function scoreValue(score, proven, mark, moves = 100 - Math.abs(score)) {
  const result = score > 0 ? 'win' : score < 0 ? 'loss' : 'draw';
  const value = proven ? Math.sign(score) : score;
  return { result, winner: winnerOf(result, mark), moves: proven && score !== 0 ? moves : 0, proven, score: value };
}

/**
 * A value from a chance of Ultimate's AI (the player's expected score: 1 a win, ½ a draw, 0 a loss)
 * and its proof (`'win'`, `'loss'`, `'draw'` or `null`), with the moves to the end when measured.
 *
 * @param {number} chance
 * @param {'win' | 'loss' | 'draw' | null} proven
 * @param {import('tictactoe-engine').Mark} mark the player it is for
 * @param {number | null} [plies]
 * @returns {Value}
 */
export function chanceValue(chance, proven, mark, plies = null) {
  const score = proven === 'win' ? 1 : proven === 'loss' ? -1 : proven === 'draw' ? 0 : 2 * chance - 1;
  const result = proven ?? (score > 0 ? 'win' : score < 0 ? 'loss' : 'draw');
  return {
    result,
    winner: winnerOf(result, mark),
    moves: proven === 'draw' ? 0 : plies,
    proven: proven !== null,
    score,
  };
}

/**
 * @param {'win' | 'draw' | 'loss'} result
 * @param {import('tictactoe-engine').Mark} mark
 */
const winnerOf = (result, mark) => (result === 'draw' ? null : result === 'win' ? mark : mark === 'X' ? 'O' : 'X');

/**
 * A value for the other player.
 *
 * @param {Value} value
 * @returns {Value}
 */
export function flip(value) {
  const result = value.result === 'win' ? 'loss' : value.result === 'loss' ? 'win' : 'draw';
  return { ...value, result, score: -value.score || 0 };
}

/**
 * The short text of a value, for the player it is for: `W5`, `D`, `L3` when proven (`W`, `L`
 * when the proof measured no distance); an estimate's expected score in % (`44`), or `~W`, `~L`
 * when it is decisive.
 *
 * @param {Value} value
 */
export function valueText({ score, proven, moves }) {
  if (!proven) {
    if (isDecisive(score)) return t(score > 0 ? 'heat.winEstimated' : 'heat.lossEstimated');
    return formatNumber(shareOf(score));
  }
  if (score === 0) return t('heat.draw');
  if (moves === null) return t(score > 0 ? 'heat.winProven' : 'heat.lossProven');
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
