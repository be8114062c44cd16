/**
 * The engine alone: game states, moves, rules and outcomes of every k-in-a-row game (any board up
 * to 19 × 19, any line length, gravity and misère), without the AI, the records and codes, the
 * session store or the translations. Import it apart (`tictactoe-engine/engine`) when that is all
 * an app needs: a fresh process loads about a quarter of the code. Everything here is also exported
 * by `tictactoe-engine`, as the same values: a state made through one is a state for the other.
 *
 * Start with {@link TicTacToeEngine}.
 *
 * @packageDocumentation
 */
export * from './core/types.js';
export * from './core/errors.js';
export { MAX_SIDE, PRESETS } from './games/k-in-a-row/rules/rules.js';
export type { PresetName, Rules } from './games/k-in-a-row/rules/rules.js';
export { winningLines } from './games/k-in-a-row/rules/geometry.js';
export type { LineType, WinningLine } from './games/k-in-a-row/rules/geometry.js';
export {
  cellFromCoordinate,
  cellFromName,
  cellName,
  cellToCoordinate,
  isCellIndex,
} from './games/k-in-a-row/rules/cells.js';
export type { Shape } from './games/k-in-a-row/rules/cells.js';
export { emptyBoard, formatBoard, parseBoard } from './games/k-in-a-row/rules/board.js';
export type { FormatBoardOptions } from './games/k-in-a-row/rules/board.js';
export type { GameState, HistoryEntry, SerializedState } from './games/k-in-a-row/state/game-state.js';
export type { GameOver } from './games/k-in-a-row/state/outcome.js';
export type {
  AnnotationBase,
  EngineAnnotation,
  LastMoveAnnotation,
  ThreatAnnotation,
  WinningLineAnnotation,
} from './games/k-in-a-row/state/annotations.js';
export { placeMove } from './games/k-in-a-row/state/moves.js';
export { dropMove } from './games/k-in-a-row/state/play.js';
export { emptyTally, recordGame } from './games/k-in-a-row/state/tally.js';
export type { RulesTally, ScoreTally, TallyCounts } from './games/k-in-a-row/state/tally.js';
export { TicTacToeEngine } from './games/k-in-a-row/engine.js';
