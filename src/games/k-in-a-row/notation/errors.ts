/**
 * The error codes of game records, move text, share codes and signatures: shared by every game, in
 * `core/record-errors.ts`.
 *
 * @packageDocumentation
 */
export { RECORD_ERROR_CODES } from '../../../core/record-errors.js';
export type { RecordError, RecordErrorCode } from '../../../core/record-errors.js';
