import { err, ok, type EngineError, type PositionErrorCode, type SetupErrorCode } from '../errors.js';
import { popcount } from '../internal/bits.js';
import { parseBoard } from '../rules/board.js';
import type { Geometry } from '../rules/geometry.js';
import type { Board, Result } from '../types.js';
import { createContext } from './context.js';
import { State } from './game-state.js';

/** Returns the X and O masks of a board. */
export function boardMasks(board: Board): { x: number; o: number } {
  let x = 0;
  let o = 0;
  board.forEach((cell, i) => {
    if (cell === 'X') x |= 1 << i;
    else if (cell === 'O') o |= 1 << i;
  });
  return { x, o };
}

/** Returns the indexes of the lines `mask` fills. */
function linesOf(geometry: Geometry, mask: number): number[] {
  return geometry.lineMasks.flatMap((line, index) => ((mask & line) === line ? [index] : []));
}

/**
 * Says why the position with marks `x` and `o` cannot arise in a game (X moving first, play
 * stopping at the first line), or returns `undefined` when it can. Every position that passes can
 * be reached: take back the winner's last mark and the rest is a position without a line, whose
 * marks can be played in any alternating order.
 */
export function unreachableReason(geometry: Geometry, x: number, o: number): EngineError<PositionErrorCode> | undefined {
  const nx = popcount(x);
  const no = popcount(o);
  if (nx !== no && nx !== no + 1) {
    return fail('BAD_MARK_COUNT', `X has ${nx} marks and O has ${no}; X moves first, so X has as many as O or one more`);
  }
  const xLines = linesOf(geometry, x);
  const oLines = linesOf(geometry, o);
  if (xLines.length > 0 && oLines.length > 0) return fail('TWO_WINNERS', 'both X and O have a line; the game stops at the first');
  if (xLines.length === 0 && oLines.length === 0) return undefined;
  const [mark, marks, lines] = xLines.length > 0 ? (['X', x, xLines] as const) : (['O', o, oLines] as const);
  if ((mark === 'X') !== (nx === no + 1)) {
    return fail('WINNER_NOT_LAST', `${mark} has a line, so ${mark} made the last move, but the mark counts (X ${nx}, O ${no}) say the other player did`);
  }
  for (let cell = 0; cell < geometry.size; cell++) {
    const without = marks & ~(1 << cell);
    if (without !== marks && linesOf(geometry, without).length === 0) return undefined;
  }
  const names = lines.map((index) => geometry.lines[index]!.name).join(', ');
  return fail('PLAYED_ON_AFTER_WIN', `${mark}'s lines (${names}) cannot all be completed by one last move, so play went on after a win`);
}

function fail(code: PositionErrorCode, message: string): EngineError<PositionErrorCode> {
  return { code, message: `Unreachable position: ${message}.` };
}

/** Returns a state for an imported position, or why it is not a position of a game. */
export function fromSetup(
  position: unknown,
  settings: unknown,
  players: unknown,
): Result<State, EngineError<PositionErrorCode | SetupErrorCode>> {
  const context = createContext(settings, players);
  if (!context.ok) return context;
  const board = parseBoard(position);
  if (!board.ok) return board;
  const { x, o } = boardMasks(board.value);
  const reason = unreachableReason(context.value.geometry, x, o);
  return reason ? err(reason) : ok(new State(context.value, x, o, 0, 0));
}
