/**
 * What a UI highlights in a game of Ultimate: the board the player to move is sent to, the closed
 * boards and their winners, the last move, the winning line of boards, and the local threats.
 *
 * @packageDocumentation
 */
import type { GameAnnotation, GridCoordinate, Mark } from '../../core/types.js';
import { FULL, LINE_MASKS, marksOn, ONGOING } from './core.js';
import { gridOf, squareName } from './notation.js';
import type { LocalResult, UltimatePosition } from './state.js';

/**
 * Fields every annotation of Ultimate has: the cells it covers, as move numbers and as `{ row, col }`
 * of the 9 × 9 grid.
 */
export interface UltimateAnnotationBase extends GameAnnotation {
  /** The cells it covers, as move numbers (`board × 9 + cell`). */
  readonly cells: readonly number[];
  /** The cells it covers, as `{ row, col }` of the 9 × 9 grid, from its top left. */
  readonly positions: readonly GridCoordinate[];
  /** A sentence for people, in English. */
  readonly message: string;
}

/** The local board the player to move is sent to. */
export interface UltimateForcedBoardAnnotation extends UltimateAnnotationBase {
  readonly type: 'forced-board';
  /** The board, 0–8. */
  readonly board: number;
}

/** A local board closed to play: won, or full. */
export interface UltimateClosedBoardAnnotation extends UltimateAnnotationBase {
  readonly type: 'closed-board';
  /** The board, 0–8. */
  readonly board: number;
  /** Who won it, or `'draw'` when it is full without a line. */
  readonly result: Exclude<LocalResult, null>;
}

/** The last move of the history. */
export interface UltimateLastMoveAnnotation extends UltimateAnnotationBase {
  readonly type: 'last-move';
  /** The mark placed. */
  readonly symbol: Mark;
  /** The id of the player who moved. */
  readonly playerId: string;
}

/** The line of three local boards that won the game. */
export interface UltimateWinningLineAnnotation extends UltimateAnnotationBase {
  readonly type: 'winning-line';
  /** The three boards. */
  readonly boards: readonly number[];
  /** The winner's mark. */
  readonly symbol: Mark;
}

/** An empty cell of an open local board where `symbol` would win that board with its next mark. */
export interface UltimateThreatAnnotation extends UltimateAnnotationBase {
  readonly type: 'threat';
  /** The board, 0–8. */
  readonly board: number;
  /** The mark that would win the board. */
  readonly symbol: Mark;
}

/** An annotation of Ultimate. */
export type UltimateAnnotation =
  | UltimateForcedBoardAnnotation
  | UltimateClosedBoardAnnotation
  | UltimateLastMoveAnnotation
  | UltimateWinningLineAnnotation
  | UltimateThreatAnnotation;

const cellsOf = (board: number, mask: number): number[] => {
  const cells: number[] = [];
  for (let c = 0; c < 9; c++) if ((mask >>> c) & 1) cells.push(board * 9 + c);
  return cells;
};

const annotate = <T extends UltimateAnnotation>(fields: Omit<T, 'positions'>): T =>
  Object.freeze({ ...fields, positions: Object.freeze(fields.cells.map(gridOf)) }) as T;

/** The annotations of a position: the forced board, the closed boards, the last move, the winning line, the threats. */
export function annotationsOf(position: UltimatePosition): readonly UltimateAnnotation[] {
  const { core } = position;
  const state = position.state;
  const out: UltimateAnnotation[] = [];
  if (core.forced >= 0)
    out.push(
      annotate<UltimateForcedBoardAnnotation>({
        type: 'forced-board',
        board: core.forced,
        cells: cellsOf(core.forced, FULL),
        message: `${core.turn ? 'O' : 'X'} plays in board ${core.forced}.`,
      }),
    );
  const boards = state.boards;
  for (let b = 0; b < 9; b++) {
    if (!((core.closed >>> b) & 1)) continue;
    const result = boards[b] ?? 'draw';
    out.push(
      annotate<UltimateClosedBoardAnnotation>({
        type: 'closed-board',
        board: b,
        result,
        cells: cellsOf(b, FULL),
        message: result === 'draw' ? `Board ${b} is full: nobody won it.` : `${result} won board ${b}.`,
      }),
    );
  }
  const last = state.lastMove;
  if (last)
    out.push(
      annotate<UltimateLastMoveAnnotation>({
        type: 'last-move',
        symbol: last.symbol,
        playerId: last.playerId,
        cells: [last.move],
        message: `${last.symbol} played ${last.square}.`,
      }),
    );
  if (core.line >= 0 && state.winner) {
    const line = [...Array(9).keys()].filter((b) => (LINE_MASKS[core.line]! >>> b) & 1);
    out.push(
      annotate<UltimateWinningLineAnnotation>({
        type: 'winning-line',
        boards: Object.freeze(line),
        symbol: state.winner.symbol,
        cells: line.flatMap((b) => cellsOf(b, FULL)),
        message: `${state.winner.symbol} won boards ${line.join(', ')} in a line.`,
      }),
    );
  }
  if (core.status === ONGOING) {
    for (let b = 0; b < 9; b++) {
      if ((core.closed >>> b) & 1) continue;
      const x = marksOn(core, 0, b);
      const o = marksOn(core, 1, b);
      const empty = ~(x | o) & FULL;
      for (const [p, mine] of [
        [0, x],
        [1, o],
      ] as const) {
        // A board already won (when won boards stay open) has no threat left to make.
        if (boards[b] !== null) continue;
        const threats = LINE_MASKS.reduce((mask, line) => {
          const gap = line & ~mine;
          return (gap & (gap - 1)) === 0 && (gap & empty) === gap ? mask | gap : mask;
        }, 0);
        if (threats === 0) continue;
        const symbol: Mark = p ? 'O' : 'X';
        const cells = cellsOf(b, threats);
        out.push(
          annotate<UltimateThreatAnnotation>({
            type: 'threat',
            board: b,
            symbol,
            cells,
            message: `${symbol} would win board ${b} at ${cells.map(squareName).join(', ')}.`,
          }),
        );
      }
    }
  }
  return Object.freeze(out);
}
