import { err, ok, type EngineError, type PositionErrorCode, type SetupErrorCode } from '../../../core/errors.js';
import { badPosition, readCells } from '../rules/board.js';
import { nameOf } from '../rules/cells.js';
import { countOf, emptySet, has, withCell, type CellSet } from '../rules/cellset.js';
import { fills } from '../rules/geometry.js';
import type { Board, Result } from '../../../core/types.js';
import { createContext, type GameContext } from './context.js';
import { makeState, type State } from './game-state.js';
import { canInterleave } from './gravity.js';

/** Returns the X and O cell sets of a board of `size` cells. */
export function boardSets(board: Board, size: number): { x: CellSet; o: CellSet } {
  let x = emptySet(size);
  let o = emptySet(size);
  for (let i = 0; i < size; i++) {
    if (board[i] === 'X') x = withCell(x, i);
    else if (board[i] === 'O') o = withCell(o, i);
  }
  return { x, o };
}

/**
 * Says why the position with marks `x` and `o` cannot arise in a game (X moving first, players
 * alternating, play stopping at the first line, and with gravity each mark dropped onto its
 * column), or returns `undefined` when it can.
 *
 * Without gravity, every position that passes can be reached: take back the winner's last mark
 * (a cell common to all its lines) and the rest is a position without a line, whose marks can be
 * played in any alternating order. With gravity, the marks must also stand on full columns, and
 * the columns must be buildable in one alternating order (see `canInterleave`).
 */
export function unreachableReason(
  context: GameContext,
  x: CellSet,
  o: CellSet,
): EngineError<PositionErrorCode> | undefined {
  const { geometry, rules } = context;
  const { size, columns } = geometry;
  const nx = countOf(x);
  const no = countOf(o);
  if (nx !== no && nx !== no + 1) return fail('BAD_MARK_COUNT', `X has ${nx} marks and O has ${no}`);
  const taken = (cell: number): boolean => has(x, cell) || has(o, cell);
  if (rules.gravity) {
    for (let cell = 0; cell < size - columns; cell++) {
      if (taken(cell) && !taken(cell + columns))
        return fail('FLOATING_MARK', `the mark at ${nameOf(cell, columns)} has an empty cell below it`);
    }
  }
  const xWon = geometry.firstLine(x) >= 0;
  const oWon = geometry.firstLine(o) >= 0;
  if (xWon && oWon) return fail('TWO_WINNERS', 'both X and O have a line');
  if (!xWon && !oWon) return rules.gravity && !canInterleave(columnWords(context, x, o, -1)) ? noOrder() : undefined;
  const [mark, marks] = xWon ? ['X', x] : ['O', o];
  // With legal counts, X moved last exactly when X has one mark more.
  if (xWon !== nx > no) return fail('WINNER_NOT_LAST', `${mark} has a line but did not move last`);
  // The last move is a cell of every line of the winner; with gravity, one on top of its column.
  const lines = geometry.cells.filter((line) => fills(line, marks));
  const last = lines[0]!.filter((cell) => lines.every((line) => line.includes(cell)));
  if (last.length === 0) return fail('PLAYED_ON_AFTER_WIN', `no single move of ${mark} completes all its lines`);
  if (!rules.gravity) return undefined;
  const tops = last.filter((cell) => cell < columns || !taken(cell - columns));
  if (tops.length === 0)
    return fail('PLAYED_ON_AFTER_WIN', `a mark stands on every cell that could have completed the lines of ${mark}`);
  return tops.some((cell) => canInterleave(columnWords(context, x, o, cell))) ? undefined : noOrder();
}

/** The columns of a board bottom up, as words of `X` and `O`, without the cell `skip` (-1 for none). */
function columnWords({ geometry }: GameContext, x: CellSet, o: CellSet, skip: number): string[] {
  const { rows, columns } = geometry;
  const words: string[] = [];
  for (let col = 0; col < columns; col++) {
    let word = '';
    for (let row = rows - 1; row >= 0; row--) {
      const cell = row * columns + col;
      if (cell !== skip) word += has(x, cell) ? 'X' : has(o, cell) ? 'O' : '';
    }
    words.push(word);
  }
  return words;
}

function noOrder(): EngineError<PositionErrorCode> {
  return fail('NO_MOVE_ORDER', 'no alternating order of moves, X first, fills the columns this way');
}

function fail(code: PositionErrorCode, message: string): EngineError<PositionErrorCode> {
  return { code, message: `Unreachable position: ${message}.` };
}

/** Returns the first state of a new game (an empty board, X to move), or why settings and players make no game. */
export function startGame(settings: unknown, players: unknown): Result<State, EngineError<SetupErrorCode>> {
  const context = createContext(settings, players);
  if (!context.ok) return context;
  const empty = emptySet(context.value.geometry.size);
  return ok(makeState(context.value, empty, empty, 0));
}

/** Returns a state for an imported position, or why it is not a position of a game. */
export function fromSetup(
  board: unknown,
  settings: unknown,
  players: unknown,
): Result<State, EngineError<PositionErrorCode | SetupErrorCode>> {
  const context = createContext(settings, players);
  if (!context.ok) return context;
  const { rows, columns, size } = context.value.geometry;
  const cells = readCells(board, rows, columns);
  if (typeof cells === 'string') return badPosition(cells);
  const { x, o } = boardSets(cells, size);
  const reason = unreachableReason(context.value, x, o);
  return reason ? err(reason) : ok(makeState(context.value, x, o, countOf(x) + countOf(o)));
}
