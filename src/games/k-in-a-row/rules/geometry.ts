/**
 * A board's geometry, derived once per shape: its cells, its winning lines with their names, and
 * the line test of the engine's hot path. Everything else reads it from here.
 *
 * @packageDocumentation
 */
import { invalidArgument } from '../../../core/invalid-argument.js';
import type { GridCoordinate } from '../../../core/types.js';
import { has, SMALL_BOARD, type CellSet } from './cellset.js';
import { columnLetter, coordinateName, coordinatesOf } from './cells.js';
import { readRules, type Rules } from './rules.js';
import { readFields } from '../../../core/input.js';
import { describe } from '../../../core/describe.js';

/**
 * The direction of a line: `'horizontal'` (left to right), `'vertical'` (top to bottom),
 * `'diagonal'` (from the top left down to the right) or `'anti-diagonal'` (from the top right
 * down to the left).
 */
export type LineType = 'horizontal' | 'vertical' | 'diagonal' | 'anti-diagonal';

/** The names of the 8 lines of the 3 × 3 board, by line index. */
const NAMES_3X3 = [
  'Top Row',
  'Middle Row',
  'Bottom Row',
  'Left Column',
  'Center Column',
  'Right Column',
  'Top-left to Bottom-right',
  'Top-right to Bottom-left',
] as const;

/**
 * A line of `inARow` cells that wins (or, in misère, loses) when one mark fills it. Lines are
 * shared frozen values: {@link winningLines} lists those of a board.
 */
export interface WinningLine {
  /**
   * The line's index on its board: the horizontal lines first (by row, then by first column),
   * then the vertical, the diagonal and the anti-diagonal ones (each by first row, then first
   * column). With `inARow` 1 every cell is one line, horizontal.
   */
  readonly index: number;
  /** The cells of the line (row-major indexes), from `start` to `end`. */
  readonly cells: readonly number[];
  /**
   * The line's name. On the 3 × 3 board, as players say it: `'Top Row'`, `'Left Column'`,
   * `'Top-left to Bottom-right'` …; on other boards, where it runs: `'Row 2'` for a whole row,
   * `'Row 2, b2 to e2'`, `'Column c'`, `'Diagonal a1 to d4'`, `'Anti-diagonal d1 to a4'`.
   */
  readonly name: string;
  /** The line's direction. */
  readonly type: LineType;
  /** The coordinate of the line's first cell: its top end (its left end, for a row). */
  readonly start: GridCoordinate;
  /** The coordinate of the line's last cell. */
  readonly end: GridCoordinate;
}

/** The geometry of one board shape: made by {@link geometryOf}, shared by every game of that shape. */
export interface Geometry {
  readonly rows: number;
  readonly columns: number;
  readonly inARow: number;
  /** The number of cells: `rows × columns`. */
  readonly size: number;
  /** The coordinates of each cell. */
  readonly coordinates: readonly GridCoordinate[];
  /**
   * Returns the line of index `index` (from 0 to the number of lines, `cells.length`, less one): a frozen value
   * handed out to users, made on first request, then the same object for as long as this geometry is kept (see
   * {@link geometryOf}). Made lazily: 19 × 19 with five in a row has 1,020 lines, and a game needs one only when it is
   * won or annotated, so that a fresh process's first game of a large board neither builds them nor collects their
   * garbage. (The lines' cells, `cells` and `linesThrough`, are built with the geometry.)
   */
  readonly line: (index: number) => WinningLine;
  /**
   * The cells of each line, by index, and the indexes of the lines through each cell (in
   * increasing order): arrays of this module's own, never handed out, so not frozen (V8 reads a
   * frozen array's items several times slower, and its `every` or `filter` forty times slower).
   */
  readonly cells: readonly (readonly number[])[];
  readonly linesThrough: readonly (readonly number[])[];
  /**
   * Returns the index of the first line (by index) through `cell` that `marks` fill, or -1: the
   * test after a move at `cell`. The fast path of each board size lives behind it.
   */
  readonly lineThrough: (marks: CellSet, cell: number) => number;
  /** Returns the index of the first line that `marks` fill, or -1: the test of a whole board. */
  readonly firstLine: (marks: CellSet) => number;
}

const DIRECTIONS = [
  ['horizontal', 0, 1],
  ['vertical', 1, 0],
  ['diagonal', 1, 1],
  ['anti-diagonal', 1, -1],
] as const;

/** The geometries made so far, by shape: a bounded memo (most programs play one or two shapes). */
const made = new Map<number, Geometry>();

/** Returns the geometry of the board of `rules` (checked rules: see `readRules`), made on first use. */
export function geometryOf({ rows, columns, inARow }: Pick<Rules, 'rows' | 'columns' | 'inARow'>): Geometry {
  const key = (rows * 32 + columns) * 32 + inARow;
  let geometry = made.get(key);
  if (geometry === undefined) {
    geometry = createGeometry(rows, columns, inARow);
    if (made.size >= 16) made.delete(made.keys().next().value!);
    made.set(key, geometry);
  }
  return geometry;
}

/** The size of a board and its line length: what a line's name depends on. */
export type LineBoard = Pick<Geometry, 'rows' | 'columns' | 'inARow'>;

/** Every line made by this library, with its board: the line labels accept only these. */
const genuine = new WeakMap<WinningLine, LineBoard>();

/** Returns the board of a line made by this library, or `undefined` for anything else. */
export function boardOfLine(line: unknown): LineBoard | undefined {
  return genuine.get(line as WinningLine);
}

function createGeometry(rows: number, columns: number, inARow: number): Geometry {
  const size = rows * columns;
  const coordinates = coordinatesOf(rows, columns);
  // The cells of each line, by index, and the index of the first line of each direction.
  const cells: number[][] = [];
  const firstOf: number[] = [];
  for (const [type, dr, dc] of DIRECTIONS) {
    if (inARow === 1 && type !== 'horizontal') break;
    firstOf.push(cells.length);
    // Vertical lines column by column (as a column's name says), the others row by row.
    const vertical = type === 'vertical';
    for (let i = 0; i < size; i++) {
      const r = vertical ? i % rows : Math.floor(i / columns);
      const c = vertical ? Math.floor(i / rows) : i % columns;
      const endRow = r + dr * (inARow - 1);
      const endCol = c + dc * (inARow - 1);
      if (endRow >= rows || endCol < 0 || endCol >= columns) continue;
      const line: number[] = [];
      for (let j = 0, cell = r * columns + c; j < inARow; j++, cell += dr * columns + dc) line.push(cell);
      cells.push(line);
    }
  }
  // Plain loops (no iterators or callbacks): this runs cold, in a fresh process's first game of the board.
  const linesThrough: number[][] = [];
  for (let cell = 0; cell < size; cell++) linesThrough.push([]);
  for (let index = 0; index < cells.length; index++)
    for (let j = 0; j < inARow; j++) linesThrough[cells[index]![j]!]!.push(index);
  const lines = new Array<WinningLine | undefined>(cells.length);
  const standard = rows === 3 && columns === 3 && inARow === 3;
  const board: LineBoard = Object.freeze({ rows, columns, inARow });
  const line = (index: number): WinningLine => {
    let cached = lines[index];
    if (cached === undefined) {
      let d = firstOf.length - 1;
      while (firstOf[d]! > index) d--;
      const type = DIRECTIONS[d]![0];
      const start = coordinates[cells[index]![0]!]!;
      const end = coordinates[cells[index]![inARow - 1]!]!;
      cached = Object.freeze({
        index,
        cells: Object.freeze([...cells[index]!]),
        name: standard ? NAMES_3X3[index]! : lineName(type, start, end, rows, columns, inARow),
        type,
        start,
        end,
      });
      genuine.set(cached, board);
      lines[index] = cached;
    }
    return cached;
  };
  const base = { rows, columns, inARow, size, coordinates, line, cells, linesThrough };
  return Object.freeze({
    ...base,
    // Cell sets of two words: 33 to 64 cells (of 31 and 32 cells, one word, past the small boards' numbers).
    ...(size <= SMALL_BOARD ? maskTests(base) : size > 32 && size <= 64 ? pairTests(base) : scanTests(base, firstOf)),
  });
}

type Tests = Pick<Geometry, 'lineThrough' | 'firstLine'>;
type Base = Omit<Geometry, keyof Tests>;

/**
 * The line tests of a small board (one number per cell set): a mask per line; on boards of up to
 * 12 cells (3 × 3 among them), a table of the first line of every set of marks, built once it has paid for itself.
 */
function maskTests({ cells, linesThrough, size }: Base): Tests {
  const masks = cells.map((line) => line.reduce((mask, cell) => mask | (1 << cell), 0));
  // Indexed, not for…of: a fresh process runs this in the interpreter, where each step of an
  // iterator is an object (the 3 × 3 table below would make some 4,000 of them).
  const scan = (marks: number, indexes: readonly number[]): number => {
    for (let i = 0; i < indexes.length; i++) {
      const index = indexes[i]!;
      if ((marks & masks[index]!) === masks[index]) return index;
    }
    return -1;
  };
  const all = masks.map((_, index) => index);
  if (size > 12) {
    return {
      lineThrough: (marks, cell) => scan(marks as number, linesThrough[cell]!),
      firstLine: (marks) => scan(marks as number, all),
    };
  }
  // The table costs as much as as many scans as it has entries (512 on 3 × 3): the lookups before
  // that many scan, and the one that reaches it builds the table. A position set up once, or a fresh
  // process's first game, never pays for it; a hot loop such as a playout gets it for at most twice the cost.
  let table: Int8Array | undefined;
  let scans = 1 << size;
  const firstLine = (marks: CellSet): number => {
    if (table !== undefined) return table[marks as number]!;
    if (--scans > 0) return scan(marks as number, all);
    table = new Int8Array(1 << size);
    for (let m = 0; m < table.length; m++) table[m] = scan(m, all);
    return table[marks as number]!;
  };
  // The previous position had no line, so the first line of the board is the first through `cell`.
  return { lineThrough: firstLine, firstLine };
}

/**
 * The line tests of a board of two words (33 to 64 cells: Connect Four among them): two masks per
 * line, and the lines through each cell in index order, in flat typed arrays.
 */
function pairTests({ cells, linesThrough, size }: Base): Tests {
  const low = new Int32Array(cells.length);
  const high = new Int32Array(cells.length);
  cells.forEach((line, index) => {
    for (const cell of line) {
      if (cell < 32) low[index]! |= 1 << cell;
      else high[index]! |= 1 << (cell - 32);
    }
  });
  // The lines through cell c are through[from[c]] … through[from[c + 1] - 1].
  const from = new Int32Array(size + 1);
  const through = new Int32Array(linesThrough.reduce((n, lines) => n + lines.length, 0));
  for (let cell = 0, n = 0; cell < size; cell++) {
    for (const index of linesThrough[cell]!) through[n++] = index;
    from[cell + 1] = n;
  }
  // Every line, for the test of a whole board.
  const all = Int32Array.from(cells, (_, index) => index);
  const scan = (marks: CellSet, list: Int32Array, start: number, end: number): number => {
    const words = marks as readonly number[];
    const a = words[0]!;
    const b = words[1]!;
    for (let k = start; k < end; k++) {
      const index = list[k]!;
      if ((a & low[index]!) === low[index] && (b & high[index]!) === high[index]) return index;
    }
    return -1;
  };
  return {
    lineThrough: (marks, cell) => scan(marks, through, from[cell]!, from[cell + 1]!),
    firstLine: (marks) => scan(marks, all, 0, all.length),
  };
}

/**
 * The line tests of a large board: from the cell, a count of the marks in a row in each direction
 * (forward and back, as far as a line through the cell reaches: a table per cell). `firstOf` holds the index of the
 * first line of each direction.
 */
function scanTests({ rows, columns, inARow, cells, size }: Base, firstOf: readonly number[]): Tests {
  const steps = DIRECTIONS.map(([, dr, dc]) => dr * columns + dc);
  // reach[cell * 8 + 2d] (+1): how many cells a line through `cell` reaches forward (back) in direction d.
  // (Plain arithmetic, no callbacks or tuples: this runs cold, in a fresh process's first game of the board.)
  const reach = new Uint8Array(size * 8);
  const most = inARow - 1;
  for (let cell = 0, at = 0; cell < size; cell++) {
    const row = Math.floor(cell / columns);
    const col = cell % columns;
    const below = rows - 1 - row;
    const right = columns - 1 - col;
    // Across (to the right, back to the left), down (and up), then the diagonal and the anti-diagonal.
    reach[at++] = Math.min(most, right);
    reach[at++] = Math.min(most, col);
    reach[at++] = Math.min(most, below);
    reach[at++] = Math.min(most, row);
    reach[at++] = Math.min(most, below, right);
    reach[at++] = Math.min(most, row, col);
    reach[at++] = Math.min(most, below, col);
    reach[at++] = Math.min(most, row, right);
  }
  // The line of each direction and first cell: the first line (by index) that a run fills is the
  // one of the run's first direction, from its first cell (lines are in that order).
  const lineAt = new Int32Array(4 * size);
  for (let d = 0; d < firstOf.length; d++)
    for (let index = firstOf[d]!, end = firstOf[d + 1] ?? cells.length; index < end; index++)
      lineAt[d * size + cells[index]![0]!] = index;
  return {
    lineThrough(marks, cell) {
      const words = marks as readonly number[];
      for (let d = 0; d < 4; d++) {
        const step = steps[d]!;
        let ahead = 0;
        let back = 0;
        for (
          let k = reach[cell * 8 + 2 * d]!, at = cell + step;
          k > 0 && (words[at >>> 5]! >>> (at & 31)) & 1;
          k--, at += step
        )
          ahead++;
        for (
          let k = reach[cell * 8 + 2 * d + 1]!, at = cell - step;
          k > 0 && (words[at >>> 5]! >>> (at & 31)) & 1;
          k--, at -= step
        )
          back++;
        if (1 + ahead + back >= inARow) return lineAt[d * size + cell - back * step]!;
      }
      return -1;
    },
    firstLine: (marks) => cells.findIndex((line) => fills(line, marks)),
  };
}

/** A line's name on a board other than 3 × 3, with the cells' algebraic names (rows count from 1 at the top). */
function lineName(
  type: string,
  start: GridCoordinate,
  end: GridCoordinate,
  rows: number,
  columns: number,
  inARow: number,
): string {
  const name = (at: GridCoordinate): string => coordinateName(at.row, at.col);
  const span = `${name(start)} to ${name(end)}`;
  if (inARow === 1) return `Cell ${name(start)}`;
  if (type === 'horizontal') return inARow === columns ? `Row ${start.row + 1}` : `Row ${start.row + 1}, ${span}`;
  if (type === 'vertical')
    return inARow === rows ? `Column ${columnLetter(start.col)}` : `Column ${columnLetter(start.col)}, ${span}`;
  return `${type === 'diagonal' ? 'Diagonal' : 'Anti-diagonal'} ${span}`;
}

/** Every line of each geometry, once asked for (by {@link winningLines}): one frozen list per geometry. */
const allLines = new WeakMap<Geometry, readonly WinningLine[]>();

function linesOf(geometry: Geometry): readonly WinningLine[] {
  let lines = allLines.get(geometry);
  if (lines === undefined) {
    lines = Object.freeze(geometry.cells.map((_, index) => geometry.line(index)));
    allLines.set(geometry, lines);
  }
  return lines;
}

/** Returns the lines of `geometry` that `marks` fill, in index order. */
export function filledLines({ line, cells }: Geometry, marks: CellSet): WinningLine[] {
  const filled: WinningLine[] = [];
  for (let i = 0; i < cells.length; i++) if (fills(cells[i]!, marks)) filled.push(line(i));
  return filled;
}

/** Says whether `marks` hold every cell of `line` (the cells of a line, from a geometry's `cells`). */
export function fills(line: readonly number[], marks: CellSet): boolean {
  for (let i = 0; i < line.length; i++) if (!has(marks, line[i]!)) return false;
  return true;
}

/**
 * Returns a line's English name as it reads in a sentence: on the 3 × 3 board, "diagonal" after a
 * diagonal's name (`'Top-left to Bottom-right diagonal'`); elsewhere the name itself. Internal:
 * the library's own English messages use it, so that they hold no catalogue; the public
 * `lineLabel` (src/i18n/) says the same in any language, and checks its line; the library's own
 * callers pass only its own lines.
 */
export function englishLineLabel(line: WinningLine): string {
  return line.name.startsWith('Top-') ? `${line.name} diagonal` : line.name;
}

/**
 * Returns every winning line of a board (its rules, or any `{ rows, columns, inARow }`), in index
 * order: shared frozen values, the same objects that states and {@link TicTacToeEngine.isTerminal}
 * report.
 *
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `rules` is not a valid shape and line length.
 * @example
 * ```ts
 * import { PRESETS, winningLines } from 'tictactoe-engine';
 * winningLines(PRESETS['tic-tac-toe']).length;  // 8
 * winningLines(PRESETS['connect-four']).length; // 69
 * ```
 */
export function winningLines(rules: Pick<Rules, 'rows' | 'columns' | 'inARow'>): readonly WinningLine[] {
  const { rows, columns, inARow } = readFields(rules, ['rows', 'columns', 'inARow']) ?? {};
  const checked =
    rows === undefined || columns === undefined || inARow === undefined
      ? undefined
      : readRules(rows, columns, inARow, false, 'standard');
  if (typeof checked !== 'object')
    invalidArgument(
      `winningLines: ${describe(rules)} is not { rows, columns, inARow }${checked ? ` (${checked})` : ''}.`,
    );
  return linesOf(geometryOf(checked));
}
