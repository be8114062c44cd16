// The heat map, for every board: each cell the hint values is colored by its value (a proven one by
// its result, an estimate striped on a diverging scale), shows it as a short text (W3, D, 44, ~L),
// and says it in its accessible name after the cell's label. A value is the page's `Value` (see
// value.js): k-in-a-row's outcomes are one as they come, Ultimate's chances are made one.
import { sayMark, sayOutcome, t } from './strings.js';
import { isDecisive, sayGrade, shareOf, valueText } from './value.js';

/** @typedef {import('./value.js').Value} Value */
/** @typedef {import('tictactoe-engine').Mark} Mark */

/**
 * A proven value in words: the library's outcome ("X wins in 3 moves", "draw"); a win or a loss
 * whose distance the proof did not measure, "X wins with best play".
 *
 * @param {Value} value
 */
function sayProven(value) {
  if (value.moves === null) return t('value.wins', { mark: sayMark(value.winner ?? 'X') });
  return sayOutcome(/** @type {import('tictactoe-engine').Outcome} */ (value));
}

/**
 * A cell's accessible name with its value, starting with the text it shows (so that what is seen
 * is part of the name, for voice control): "b2: empty, W3, X wins in 3 moves", "b2: empty, 44%, X
 * stands slightly worse (estimated)", "b2: empty, ~L, X is losing (estimated)".
 *
 * @param {string} label the cell's label
 * @param {Value} value for the player to move
 * @param {Mark} mover
 */
export function heatName(label, value, mover) {
  const shown = valueText(value);
  if (value.proven) return t('cell.heat', { label, value: shown, outcome: sayProven(value) });
  return t('cell.estimate', {
    label,
    value: isDecisive(value.score) ? shown : t('value.percent', { share: shareOf(value.score) }),
    grade: sayGrade(value.score, sayMark(mover)),
  });
}

/**
 * How strong a heat-map color is, from 0 to 1: faster wins and faster losses are stronger; an
 * estimate as far from the neutral middle of its scale as it is from even.
 *
 * @param {Value} value
 */
function strength(value) {
  if (!value.proven) return Math.min(1, Math.abs(value.score));
  if (value.result === 'draw') return 0.5;
  if (value.moves === null) return 0.7;
  return Math.max(0.35, 1 - (value.moves - 1) * 0.08);
}

/**
 * Paints a cell's value (or clears it, for `undefined`): its result, distance and proof as data,
 * its color, its text; the hinted cell ringed.
 *
 * @param {HTMLButtonElement} button
 * @param {Value | undefined} value
 * @param {boolean} hinted
 */
export function paintHeat(button, value, hinted) {
  button.classList.toggle('hinted', hinted);
  let tag = button.querySelector('.heat');
  if (!value) {
    tag?.remove();
    delete button.dataset.result;
    delete button.dataset.moves;
    delete button.dataset.proven;
    delete button.dataset.lean;
    button.style.removeProperty('--strength');
    return;
  }
  button.dataset.result = value.result;
  if (value.moves === null) delete button.dataset.moves;
  else button.dataset.moves = String(value.moves);
  button.dataset.proven = String(value.proven);
  // An estimate's side of the diverging scale, by its score (an estimated draw may lean a little).
  if (value.proven) delete button.dataset.lean;
  else button.dataset.lean = value.score > 0 ? 'win' : value.score < 0 ? 'loss' : 'even';
  button.style.setProperty('--strength', strength(value).toFixed(2));
  if (!tag) {
    tag = document.createElement('span');
    tag.className = 'heat';
    tag.setAttribute('aria-hidden', 'true');
    button.append(tag);
  }
  tag.textContent = valueText(value);
}
