/**
 * A correct, tiny, fast and fully typed engine for tic-tac-toe and its family: any board up to
 * 19 × 19, any line length, gravity (Connect Four) and misère.
 *
 * Start with {@link TicTacToeEngine}: it creates immutable game states, validates and applies
 * moves, and reports outcomes, scores and annotations.
 *
 * @packageDocumentation
 */
export * from './engine.js';
// Records
export { RECORD_ERROR_CODES } from './games/k-in-a-row/notation/errors.js';
export type { RecordError, RecordErrorCode } from './games/k-in-a-row/notation/errors.js';
export { formatMoves, parseMoves } from './games/k-in-a-row/notation/moves.js';
export type { FormatMovesOptions, MoveNotation } from './games/k-in-a-row/notation/moves.js';
export { RECORD_VERSION, loadRecord, saveRecord } from './games/k-in-a-row/notation/record.js';
export type {
  GameRecord,
  GameRecordV1,
  LoadRecordErrorCode,
  RecordFields,
} from './games/k-in-a-row/notation/record.js';
export { CODE_VERSION, TAG_BYTES, decodeRecord, encodeRecord } from './codec/share-code.js';
export type { DecodeOptions, DecodeRecordErrorCode, EncodeRecordErrorCode } from './codec/share-code.js';
export { signRecord, verifyRecord } from './codec/signature.js';
export type { CryptoKeyLike, KeyErrorCode, SigningKey, VerifyRecordErrorCode } from './codec/signature.js';
export { checkContinuation, nextCode, openCode } from './codec/correspondence.js';
export type {
  ContinuationErrorCode,
  CorrespondenceView,
  DescribedMove,
  NextCode,
  NextCodeOptions,
  OpenCodeErrorCode,
  OpenCodeOptions,
  TurnPhase,
} from './codec/correspondence.js';

// Session
export { createSession } from './session/create-session.js';
export { SESSION_ERROR_CODES } from './session/types.js';
export type {
  GameSession,
  SessionError,
  SessionErrorCode,
  SessionEvent,
  SessionEventType,
  SessionGameOverEvent,
  SessionInput,
  SessionMoveEvent,
  SessionMover,
  SessionOptions,
  SessionRedoEvent,
  SessionRestartEvent,
  SessionSnapshot,
  SessionTypes,
  SessionUndoEvent,
  TicTacToeSession,
  TicTacToeSessionTypes,
} from './session/types.js';

// AI
export { TicTacToeAI } from './games/k-in-a-row/ai/ai.js';
export type { AIOptions } from './games/k-in-a-row/ai/ai.js';
export type { OpeningBook } from './games/k-in-a-row/ai/openings.js';
export { AI_DIFFICULTIES, MAX_TIME_LIMIT } from './core/ai.js';
export type { AIDifficulty, AIErrorCode, GameAI } from './core/ai.js';
export { createSolver } from './games/k-in-a-row/ai/solver.js';
export type { Solver } from './games/k-in-a-row/ai/solver.js';
export type { AbortSignalLike, Solution, SolveAsyncOptions, SolveOptions } from './games/k-in-a-row/ai/solve.js';
export { HINT_REASONS, OPPONENT_MODELS } from './games/k-in-a-row/ai/types.js';
export { ESTIMATE_GRADES, estimateGrade } from './core/estimate.js';
export type { EstimateGrade } from './core/estimate.js';
export type {
  AIError,
  AnalyzeOptions,
  Chances,
  GameAnalysis,
  Hint,
  HintReason,
  MoveAnalysis,
  MoveClassification,
  OpponentModel,
  OpponentPolicy,
  OpponentPosition,
  Outcome,
  PlayerAnalysis,
  PositionEvaluation,
  RankedMove,
  ThinkOptions,
} from './games/k-in-a-row/ai/types.js';
export type { AnnotationOptions, HintAdvisor, HintAnnotation } from './games/k-in-a-row/state/annotations.js';

// Translations
export { MESSAGE_PARAMS } from './i18n/keys.js';
export type { MessageKey, MessageParams } from './i18n/keys.js';
export type { Catalogue, Message, Messages, PluralMessage } from './i18n/types.js';
export { en } from './i18n/locales/en.js';
export { translate } from './i18n/translate.js';
export { cellLabel, describeError, describeRules, describeStatus, labelRules, lineLabel } from './i18n/describe.js';
export { describeDifficulty, describeHint, describeOutcome, labelDifficulty } from './i18n/describe-ai.js';
export { describeUltimateHint } from './i18n/describe-ultimate.js';
export type { DifficultyGame } from './i18n/describe-ai.js';
