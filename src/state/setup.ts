import { err, ok, type EngineError, type PositionErrorCode, type SetupErrorCode } from '../errors.js';
import { popcount } from '../internal/bits.js';
import { parseBoard } from '../rules/board.js';
import type { Board, Result } from '../types.js';
import { createContext, type GameContext } from './context.js';
import { makeState, type State } from './game-state.js';

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

/**
 * Says why the position with marks `x` and `o` cannot arise in a game (X moving first, play
 * stopping at the first line), or returns `undefined` when it can. Every position that passes can
 * be reached: take back the winner's last mark and the rest is a position without a line, whose
 * marks can be played in any alternating order.
 */
export function unreachableReason(context: GameContext, x: number, o: number): EngineError<PositionErrorCode> | undefined {
  const { geometry, lineTable } = context;
  const nx = popcount(x);
  const no = popcount(o);
  if (nx !== no && nx !== no + 1) return fail('BAD_MARK_COUNT', `X has ${nx} marks and O has ${no}`);
  const xWon = lineTable[x]! >= 0;
  const oWon = lineTable[o]! >= 0;
  if (xWon && oWon) return fail('TWO_WINNERS', 'both X and O have a line');
  if (!xWon && !oWon) return undefined;
  const [mark, marks] = xWon ? ['X', x] : ['O', o];
  // With legal counts, X moved last exactly when X has one mark more.
  if (xWon !== nx > no) return fail('WINNER_NOT_LAST', `${mark} has a line but did not move last`);
  for (let cell = 0; cell < geometry.size; cell++) {
    if ((marks >>> cell) & 1 && lineTable[marks & ~(1 << cell)]! < 0) return undefined;
  }
  return fail('PLAYED_ON_AFTER_WIN', `no single move of ${mark} completes all its lines`);
}

function fail(code: PositionErrorCode, message: string): EngineError<PositionErrorCode> {
  return { code, message: `Unreachable position: ${message}.` };
}

/** Returns the first state of a new game (an empty board, X to move), or why settings and players make no game. */
export function startGame(settings: unknown, players: unknown): Result<State, EngineError<SetupErrorCode>> {
  const context = createContext(settings, players);
  return context.ok ? ok(makeState(context.value, 0, 0, 0, 0)) : context;
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
  const reason = unreachableReason(context.value, x, o);
  return reason ? err(reason) : ok(makeState(context.value, x, o, 0, 0));
}
