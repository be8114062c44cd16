/**
 * Ultimate tic-tac-toe: nine local 3 × 3 boards in a 3 × 3 global board. The cell a player takes
 * sends the opponent to the local board in the same position; three local boards in a line win.
 * Import it apart (`tictactoe-engine/ultimate`): an app that plays only k-in-a-row games does not
 * load it.
 *
 * Start with {@link UltimateEngine}.
 *
 * @packageDocumentation
 */
export { UltimateEngine } from './games/ultimate/engine.js';
export type { UltimateSettings } from './games/ultimate/engine.js';
export type { UltimateGameOver } from './games/ultimate/outcome.js';
export { ultimateMove } from './games/ultimate/moves.js';
export type { UltimateMove } from './games/ultimate/moves.js';
export { ULTIMATE_RULES, ULTIMATE_SWITCHES } from './games/ultimate/rules.js';
export type { UltimateRules } from './games/ultimate/rules.js';
export { boardName, squareName, moveFromSquare } from './games/ultimate/notation.js';
export type {
  LocalResult,
  SerializedUltimateState,
  UltimateHistoryEntry,
  UltimateState,
} from './games/ultimate/state.js';
export type {
  UltimateWinningLineAnnotation,
  UltimateClosedBoardAnnotation,
  UltimateForcedBoardAnnotation,
  UltimateThreatAnnotation,
  UltimateAnnotation,
  UltimateAnnotationBase,
  UltimateLastMoveAnnotation,
} from './games/ultimate/annotations.js';
export { LEVEL5_ITERATIONS, UltimateAI } from './games/ultimate/ai/ai.js';
export type {
  UltimateAIError,
  UltimateAIOptions,
  UltimateAnalyzeOptions,
  UltimateEvaluation,
  UltimateThinkOptions,
} from './games/ultimate/ai/types.js';
export { ULTIMATE_HINT_REASONS } from './games/ultimate/ai/hint.js';
export type {
  UltimateHint,
  UltimateHintReason,
  UltimateHintValue,
  UltimateRankedMove,
} from './games/ultimate/ai/hint.js';
export type { UltimateGameAnalysis, UltimateMoveAnalysis } from './games/ultimate/ai/analysis.js';
export type { MoveClassification, PlayerAnalysis } from './core/analysis.js';
export { ESTIMATE_GRADES, estimateGrade } from './core/estimate.js';
export type { EstimateGrade } from './core/estimate.js';
export { AI_DIFFICULTIES, MAX_TIME_LIMIT } from './core/ai.js';
export type { AIDifficulty, AIErrorCode } from './core/ai.js';
export { createUltimateSession } from './session/ultimate-session.js';
export type {
  UltimateSession,
  UltimateSessionEvent,
  UltimateSessionMover,
  UltimateSessionOptions,
  UltimateSessionSnapshot,
  UltimateSessionTypes,
} from './session/ultimate-session.js';
export type { UltimateTally } from './games/ultimate/tally.js';
// Records, move text, share codes, signatures and correspondence.
export {
  ULTIMATE_RECORD_VERSION,
  loadUltimateRecord,
  saveUltimateRecord,
} from './games/ultimate/record.js';
export type {
  LoadUltimateRecordErrorCode,
  SaveUltimateRecordErrorCode,
  UltimateRecord,
} from './games/ultimate/record.js';
export { formatUltimateMoves, parseUltimateMoves } from './games/ultimate/move-text.js';
export {
  ULTIMATE_CODE_VERSION,
  decodeUltimateRecord,
  encodeUltimateRecord,
  signUltimateRecord,
  verifyUltimateRecord,
} from './codec/ultimate-code.js';
export type {
  DecodeUltimateRecordErrorCode,
  EncodeUltimateRecordErrorCode,
  VerifyUltimateRecordErrorCode,
} from './codec/ultimate-code.js';
export {
  checkUltimateContinuation,
  nextUltimateCode,
  openUltimateCode,
} from './codec/ultimate-correspondence.js';
export type {
  NextUltimateCode,
  NextUltimateCodeOptions,
  OpenUltimateCodeErrorCode,
  OpenUltimateCodeOptions,
  UltimateContinuationErrorCode,
  UltimateCorrespondenceView,
} from './codec/ultimate-correspondence.js';
export type { DecodeOptions } from './codec/frame.js';
export type { TurnPhase } from './codec/continuation.js';
export type { CryptoKeyLike, KeyErrorCode, SigningKey } from './codec/sign.js';
export { RECORD_ERROR_CODES } from './core/record-errors.js';
export type { RecordError, RecordErrorCode } from './core/record-errors.js';
export type { RecordFields } from './core/record-fields.js';
// What every game shares, for an app that imports only this entry.
export { SESSION_ERROR_CODES } from './session/types.js';
export type {
  GameSession,
  SessionError,
  SessionErrorCode,
  SessionEvent,
  SessionEventType,
  SessionGameOverEvent,
  SessionMoveEvent,
  SessionMover,
  SessionOptions,
  SessionRedoEvent,
  SessionRestartEvent,
  SessionSnapshot,
  SessionTypes,
  SessionUndoEvent,
} from './session/types.js';
export type { TallyCounts } from './core/tally.js';
export { MOVE_ERROR_CODES, TicTacToeError, err, ok, unwrap } from './core/errors.js';
export type { EngineError, EngineErrorCode, MoveError, MoveErrorCode } from './core/errors.js';
export type {
  ErrorData,
  GameAnnotation,
  GameEngineAPI,
  GameMetadata,
  GameSettings,
  GameStatus,
  GridCoordinate,
  Mark,
  Move,
  Player,
  PlayerRef,
  PlayerResult,
  Result,
  Scoreboard,
  SeatedPlayer,
  ValidationResult,
} from './core/types.js';
