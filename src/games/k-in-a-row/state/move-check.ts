/**
 * A move checked against a position: the cell it takes, or why it is refused. The one path of
 * every verb that plays a move (the engine, replays, revival of a state, the session store,
 * correspondence), so that every input gets the same code everywhere.
 *
 * @packageDocumentation
 */
import type { MoveError, MoveErrorCode } from '../../../core/errors.js';
import { clip, describe } from '../../../core/describe.js';
import { nameOf } from '../rules/cells.js';
import { has } from '../rules/cellset.js';
import type { TicTacToeMove } from '../../../core/types.js';
import { play, type Position, type State } from './game-state.js';

/** Why a move is refused: a code and the reason in a few words, framed by each caller its own way. */
export interface Refusal {
  readonly code: MoveErrorCode;
  readonly reason: string;
  readonly cell?: number;
}

/**
 * Checks a move against a position. `playerId` is the mover for `validateMove`; `applyMove`
 * passes `undefined` and the move's symbol names the mover. Returns the cell, or why not.
 */
export function checkMove(position: Position, move: unknown, playerId: string | undefined): number | Refusal {
  let row: unknown;
  let col: unknown;
  let symbol: unknown;
  try {
    if (typeof move === 'object' && move !== null && (move as TicTacToeMove).type === 'place') {
      const data: unknown = (move as TicTacToeMove).data;
      const where: unknown =
        typeof data === 'object' && data !== null ? (data as TicTacToeMove['data']).position : undefined;
      if (typeof where === 'object' && where !== null) {
        symbol = (data as TicTacToeMove['data']).symbol;
        row = (where as { row: unknown }).row;
        col = (where as { col: unknown }).col;
      }
    }
  } catch {
    symbol = undefined; // a getter threw: the move is not plain data
  }
  if (symbol !== 'X' && symbol !== 'O')
    return refuse('MALFORMED_MOVE', "expected { type: 'place', data: { position, symbol } }");
  const { context, turn, status } = position;
  const refs = context.refs;
  if (playerId !== undefined && refs[0].playerId !== playerId && refs[1].playerId !== playerId)
    return unknownPlayer(playerId);
  if (status !== 'in-progress') return refuse('GAME_OVER', 'the game is over');
  const mover = refs[turn];
  if (playerId !== undefined && playerId !== mover.playerId)
    return refuse('NOT_YOUR_TURN', `it is ${clip(mover.playerId)}'s turn`);
  if (symbol !== mover.symbol) {
    return playerId === undefined
      ? refuse('NOT_YOUR_TURN', `it is ${mover.symbol}'s turn`)
      : refuse('WRONG_SYMBOL', `${clip(playerId)} plays ${mover.symbol}`);
  }
  const { rows, columns } = context.geometry;
  const integers = Number.isInteger(row) && Number.isInteger(col);
  const r = row as number;
  const c = col as number;
  if (!integers || r < 0 || r >= rows || c < 0 || c >= columns) {
    return refuse(integers ? 'OUT_OF_RANGE' : 'NOT_INTEGER', `no cell at row ${describe(row)}, col ${describe(col)}`);
  }
  return checkCell(position, r * columns + c);
}

/** Checks that `cell` (on the board) is free, and with gravity that it is the lowest free cell of its column. */
function checkCell(position: Position, cell: number): number | Refusal {
  const { x, o, context } = position;
  if (has(x, cell) || has(o, cell)) {
    return refuse(
      'CELL_OCCUPIED',
      `${nameOf(cell, context.geometry.columns)} is taken by ${has(x, cell) ? 'X' : 'O'}`,
      cell,
    );
  }
  const { columns, size } = context.geometry;
  const below = cell + columns;
  if (context.rules.gravity && below < size && !has(x, below) && !has(o, below)) {
    const lowest = nameOf(lowestFree(position, cell % columns), columns);
    return refuse(
      'FLOATING_CELL',
      `${nameOf(cell, columns)} has an empty cell below it (gravity: play ${lowest})`,
      cell,
    );
  }
  return cell;
}

/** Returns the lowest free cell of a column that has one. */
export function lowestFree({ x, o, context }: Pick<Position, 'x' | 'o' | 'context'>, col: number): number {
  const { size, columns } = context.geometry;
  let cell = size - columns + col;
  while (has(x, cell) || has(o, cell)) cell -= columns;
  return cell;
}

export function refuse(code: MoveErrorCode, reason: string, cell?: number): Refusal {
  // Built whole (not spread), and with `cell` only when there is one: a spread costs ten times more.
  return cell === undefined ? { code, reason } : { code, reason, cell };
}

/** The error of a refused move, as the engine reports it. */
export function moveError({ code, reason, cell }: Refusal): MoveError {
  const message = `Illegal move: ${reason}.`;
  return cell === undefined ? { code, message } : { code, message, cell };
}

export function unknownPlayer(playerId: unknown): Refusal {
  return refuse('UNKNOWN_PLAYER', `${describe(playerId)} is not a player`);
}

/**
 * Plays a cell index (for the mark to move) or a move, checked once: for `playerId` when it is
 * given (a non-string id is an unknown player), else for the move's mark. This is the one path of
 * `replay`, the session store and `nextCode`, so that a number that is not a cell gets the same
 * code everywhere: `GAME_OVER` once the game is over, else `NOT_INTEGER` or `OUT_OF_RANGE`.
 * Anything that is not a number is judged as a move (`MALFORMED_MOVE` when it is none).
 */
export function playInput(position: Position, input: unknown, playerId: unknown): State | Refusal {
  const { context, turn, status } = position;
  const cell = typeof input === 'number';
  const checked =
    cell && status !== 'in-progress'
      ? refuse('GAME_OVER', 'the game is over')
      : cell && !Number.isInteger(input)
        ? refuse('NOT_INTEGER', `${input} is not a cell`)
        : cell && (input < 0 || input >= context.geometry.size)
          ? refuse('OUT_OF_RANGE', `${input} is not a cell`)
          : playerId !== undefined && typeof playerId !== 'string'
            ? unknownPlayer(playerId)
            : checkMove(position, cell ? context.moves[turn]![input] : input, playerId);
  return typeof checked === 'number' ? play(position, checked) : checked;
}
