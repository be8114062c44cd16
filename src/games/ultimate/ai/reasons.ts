/**
 * The reason codes of Ultimate's hints, in a module of their own: the translations, in the main
 * entry, read them without loading anything of Ultimate's rules or search.
 *
 * @packageDocumentation
 */

/**
 * The reasons of an Ultimate hint, in the order they are looked for:
 * - `win`: the move wins the game;
 * - `forced-win`: a proven win in a number of moves;
 * - `delaying-a-loss`: every move loses with best play; this one holds out longest;
 * - `only-move`: the one legal move;
 * - `win-board`: the move takes a local board;
 * - `block-game`: it takes the cell where the opponent would complete a line of this local board,
 *   and that board would give them the game;
 * - `block-board`: it takes the cell where the opponent would complete a line of this local board;
 * - `free-move`: it sends the opponent to a closed board, so they may play in any open one
 *   (usually a move to avoid; here every other move is worse);
 * - `sacrifice`: it sends the opponent to a board they can take at once: a board given up for a
 *   better game elsewhere (the search found every other move worse);
 * - `positional`: the best move the search found, for no simpler reason.
 */
export const ULTIMATE_HINT_REASONS = [
  'win',
  'forced-win',
  'delaying-a-loss',
  'only-move',
  'win-board',
  'block-game',
  'block-board',
  'free-move',
  'sacrifice',
  'positional',
] as const;

/** A reason code of an {@link UltimateHint}: see {@link ULTIMATE_HINT_REASONS}. */
export type UltimateHintReason = (typeof ULTIMATE_HINT_REASONS)[number];
