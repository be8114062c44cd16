/**
 * Level 6's Connect Four opening book, an entry of its own so that only the apps that play Connect Four load it: give
 * {@link connectFourOpenings} to the AI (`new TicTacToeAI({ openings: connectFourOpenings })`) and level 6 plays the
 * first plies of Connect Four without a slip, at once.
 *
 * @packageDocumentation
 */
export { connectFourOpenings } from './games/k-in-a-row/ai/connect-four-openings.js';
export type { OpeningBook } from './games/k-in-a-row/ai/openings.js';
