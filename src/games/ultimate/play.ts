/**
 * Ultimate's moves checked and played, its games started and set up: every verb of the engine
 * over the state's position, each input read once and refused with a typed code.
 *
 * @packageDocumentation
 */
import { clip, describe, isRecord } from '../../core/describe.js';
import { err, ok, type EngineError, type MoveError, type MoveErrorCode } from '../../core/errors.js';
import { checkPlayers, readMetadata, readPlayers, seatPlayers, type ContextProblem } from '../../core/seating.js';
import type { Result, ValidationResult } from '../../core/types.js';
import { isLegal, playableBoards, startCore } from './core.js';
import { moveFromSquare, readPosition, writePosition } from './notation.js';
import { readUltimateRules } from './rules.js';
import { playMove, positionOf, startState, type UltimateContext, type UltimatePosition, type UState } from './state.js';

/** Why a move is refused: a code, the reason in a few words, and the cell or board concerned. */
export interface Refusal {
  readonly code: MoveErrorCode;
  readonly reason: string;
  readonly cell?: number;
  readonly board?: number;
}

const refuse = (code: MoveErrorCode, reason: string, cell?: number, board?: number): Refusal => ({
  code,
  reason,
  ...(cell === undefined ? {} : { cell }),
  ...(board === undefined ? {} : { board }),
});

/** The error of a refusal, framed as a move error. */
export function moveError({ code, reason, cell, board }: Refusal): MoveError {
  return {
    code,
    message: `Illegal move: ${reason}.`,
    ...(cell === undefined ? {} : { cell }),
    ...(board === undefined ? {} : { board }),
  };
}

/**
 * Reads a move (`{ type: 'place', data: { board, cell, symbol } }`), each field once; a getter that
 * throws or a field of the wrong kind makes it malformed.
 */
function readMove(move: unknown): { board: unknown; cell: unknown; symbol: unknown } | undefined {
  try {
    if (!isRecord(move) || move.type !== 'place') return undefined;
    const data: unknown = move.data;
    if (!isRecord(data)) return undefined;
    const { board, cell, symbol } = data;
    return symbol === 'X' || symbol === 'O' ? { board, cell, symbol } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks `input` against `position`: a move, or with `numbers` a move number (0–80) or a square's
 * name (`'e5'`) for the player to move too (replays take all three). `playerId` is the mover for
 * `validateMove`; `undefined` lets the move's symbol name the mover. Returns the move number, or
 * why not, in the order of {@link MOVE_ERROR_CODES}.
 */
export function checkMove(
  position: UltimatePosition,
  input: unknown,
  playerId: unknown,
  numbers = false,
): number | Refusal {
  const { context, core } = position;
  const { refs } = context;
  // A replay's square name (`'e5'`) is its move number.
  if (numbers && typeof input === 'string') {
    const square = moveFromSquare(input);
    if (square === undefined) return refuse('MALFORMED_MOVE', `${describe(input)} is not a square (a1–i9)`);
    input = square;
  }
  const numbered = numbers && typeof input === 'number';
  const read = numbered ? { board: (input as number) / 9, cell: 0, symbol: refs[core.turn].symbol } : readMove(input);
  if (!read) return refuse('MALFORMED_MOVE', "expected { type: 'place', data: { board, cell, symbol } }");
  if (playerId !== undefined && refs[0].playerId !== playerId && refs[1].playerId !== playerId)
    return refuse(
      'UNKNOWN_PLAYER',
      `${typeof playerId === 'string' ? clip(playerId) : describe(playerId)} is not a player`,
    );
  if (core.status !== 0) return refuse('GAME_OVER', 'the game is over');
  const mover = refs[core.turn];
  if (playerId !== undefined && playerId !== mover.playerId)
    return refuse('NOT_YOUR_TURN', `it is ${clip(mover.playerId)}'s turn`);
  if (read.symbol !== mover.symbol)
    return playerId === undefined
      ? refuse('NOT_YOUR_TURN', `it is ${mover.symbol}'s turn`)
      : refuse('WRONG_SYMBOL', `${clip(playerId as string)} plays ${mover.symbol}`);
  let move: number;
  if (numbered) {
    if (!Number.isInteger(input)) return refuse('NOT_INTEGER', `${describe(input)} is not a move`);
    if ((input as number) < 0 || (input as number) > 80) return refuse('OUT_OF_RANGE', `${input} is not a move (0–80)`);
    move = input as number;
  } else {
    const { board, cell } = read;
    if (!Number.isInteger(board) || !Number.isInteger(cell))
      return refuse('NOT_INTEGER', 'the board and the cell must be integers');
    if ((board as number) < 0 || (board as number) > 8 || (cell as number) < 0 || (cell as number) > 8)
      return refuse('OUT_OF_RANGE', 'the board and the cell are from 0 to 8');
    move = (board as number) * 9 + (cell as number);
  }
  if (isLegal(core, move)) return move;
  const board = (move / 9) | 0;
  if (core.forced >= 0 && board !== core.forced)
    return refuse('WRONG_BOARD', `${mover.symbol} is sent to board ${core.forced}`, move, core.forced);
  if (!((playableBoards(core) >>> board) & 1)) return refuse('BOARD_CLOSED', `board ${board} is closed`, move, board);
  return refuse('CELL_OCCUPIED', `cell ${move % 9} of board ${board} is taken`, move);
}

/** Plays `input` (a move, or with `numbers` a move number) in `position`, or says why not. */
export function playInput(
  position: UltimatePosition,
  input: unknown,
  playerId: unknown,
  numbers = false,
): UState | Refusal {
  const checked = checkMove(position, input, playerId, numbers);
  return typeof checked === 'number' ? playMove(position, checked) : checked;
}

/** A refused move of a list, at its index. */
export interface ReplayRefusal extends Refusal {
  readonly ply: number;
}

/**
 * Plays `moves` (moves or move numbers) from `start`, or returns the first refusal with its `ply`.
 * Each item is read once; a list stops at its first refusal, and at most 81 items are read.
 */
export function replayMoves(start: UState, moves: readonly unknown[]): UState | ReplayRefusal {
  let state = start;
  let length: number;
  try {
    length = moves.length;
  } catch {
    return { ...refuse('MALFORMED_MOVE', 'the moves cannot be read'), ply: 0 };
  }
  for (let ply = 0; ply < length; ply++) {
    let item: unknown;
    try {
      item = moves[ply];
    } catch {
      return { ...refuse('MALFORMED_MOVE', 'a move cannot be read'), ply };
    }
    const next = playInput(positionOf(state)!, item, undefined, true);
    if ('code' in next) return { ...next, ply };
    state = next;
  }
  return state;
}

/** Reads the settings and players of a new game: the rules' switches, who plays X, the metadata. */
export function readContext(settings: unknown, players: unknown): UltimateContext | ContextProblem {
  let xPlayerId: unknown;
  let metadata: unknown;
  if (settings !== undefined) {
    if (!isRecord(settings))
      return { code: 'INVALID_SETTINGS', reason: `settings must be an object, not ${describe(settings)}` };
    try {
      ({ xPlayerId, metadata } = settings);
    } catch {
      return { code: 'INVALID_SETTINGS', reason: 'the settings cannot be read' };
    }
  }
  const rules = readUltimateRules(settings);
  if (typeof rules === 'string') return { code: 'INVALID_SETTINGS', reason: rules };
  const given = readPlayers(players);
  if ('reason' in given) return given;
  const xFirst = checkPlayers(given.first, given.firstName, given.second, given.secondName, xPlayerId);
  if (typeof xFirst !== 'boolean') return xFirst;
  const read = readMetadata(metadata);
  if (!('metadata' in read)) return read;
  return Object.freeze({ rules, ...seatPlayers(given, xFirst), metadata: read.metadata });
}

/** The state of a new game, or why there is none. */
export function startGame(settings: unknown, players: unknown): Result<UState, EngineError> {
  const context = readContext(settings, players);
  if ('reason' in context) return err({ code: context.code, message: `Cannot start the game: ${context.reason}.` });
  return ok(startState(context, startCore(context.rules), null));
}

/** The state of a position string under the settings and players given, or why there is none. */
export function setUpGame(position: unknown, settings: unknown, players: unknown): Result<UState, EngineError> {
  const context = readContext(settings, players);
  if ('reason' in context) return err({ code: context.code, message: `Cannot set up the game: ${context.reason}.` });
  if (typeof position !== 'string')
    return err({
      code: 'BAD_POSITION',
      message: `Cannot set up the game: ${describe(position)} is not a position string.`,
    });
  const read = readPosition(position, context.rules);
  if ('reason' in read) return err({ code: read.code, message: `Cannot set up the game: ${read.reason}.` });
  // Kept in its written form, so that one position has one string (and a record one code).
  const text = writePosition(read.core, read.lastMove);
  return ok(startState(context, read.core, { text, lastMove: read.lastMove }));
}

/** `validateMove`: whether `playerId` may play `move` now. */
export function validate(position: UltimatePosition, move: unknown, playerId: unknown): ValidationResult<MoveError> {
  const checked =
    typeof playerId === 'string'
      ? checkMove(position, move, playerId)
      : refuse('UNKNOWN_PLAYER', `${describe(playerId)} is not a player`);
  return typeof checked === 'number' ? { valid: true } : { valid: false, error: moveError(checked) };
}
