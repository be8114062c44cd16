// An independent oracle for k-in-a-row on any R×C board, with or without gravity, written from the
// rules' definition alone. It imports nothing from src/ and shares no code with the engine: boards
// are plain strings of '.', 'X' and 'O' (row-major, row 0 at the top), lines are enumerated directly
// from the four directions, and outcomes are found by checking every line of the whole board.
//
// Rules: X moves first and the players alternate; a mark goes on an empty cell (with gravity: the
// lowest empty cell of its column); the game ends when the mover fills all k cells of a line (they
// win in standard, lose in misère) or the board is full (a draw if nobody has a line).

export type OracleMark = 'X' | 'O';
export type OracleVariant = 'standard' | 'misere';
export type OracleLineType = 'horizontal' | 'vertical' | 'diagonal' | 'anti-diagonal';

export interface OracleShape {
  readonly rows: number;
  readonly columns: number;
  readonly inARow: number;
  readonly gravity?: boolean;
}

export interface OracleLine {
  /** The line's place in the index order: horizontal, vertical, diagonal, anti-diagonal windows. */
  readonly index: number;
  readonly type: OracleLineType;
  /** The k cells, from the top end (horizontal: left to right; anti-diagonal: from the top-right). */
  readonly cells: readonly number[];
  readonly start: { readonly row: number; readonly col: number };
  readonly end: { readonly row: number; readonly col: number };
}

export interface OracleOutcome {
  readonly status: 'in-progress' | 'won' | 'draw';
  /** The mark that filled a line (in misère that player loses), or null. */
  readonly owner: OracleMark | null;
  /** Every line the owner has filled, in index order ([] without an owner). */
  readonly lines: readonly OracleLine[];
}

export const other = (mark: OracleMark): OracleMark => (mark === 'X' ? 'O' : 'X');

/** The winner's mark: the line's owner in standard, the opponent in misère. */
export const winnerOf = (owner: OracleMark | null, variant: OracleVariant): OracleMark | null =>
  owner === null ? null : variant === 'standard' ? owner : other(owner);

/** The empty board as text. */
export const emptyText = (shape: OracleShape): string => '.'.repeat(shape.rows * shape.columns);

/** A board (array of 'X' | 'O' | null, or text of '.XO') as oracle text. */
export const boardText = (board: readonly ('X' | 'O' | null)[] | string): string =>
  typeof board === 'string' ? board : board.map((c) => c ?? '.').join('');

/** Oracle text with rows separated by '/', e.g. 'X.O./....'. */
export const rowsText = (shape: OracleShape, board: string): string => {
  const parts: string[] = [];
  for (let r = 0; r < shape.rows; r++) parts.push(board.slice(r * shape.columns, (r + 1) * shape.columns));
  return parts.join('/');
};

/** Oracle text as an engine board array. */
export const boardArray = (board: string): ('X' | 'O' | null)[] =>
  [...board].map((c) => (c === '.' ? null : (c as OracleMark)));

const lineCache = new Map<string, readonly OracleLine[]>();

/**
 * Every line (k-cell window) of the shape, in index order: all horizontal windows (by row, then
 * start column), then vertical (by column, then start row), then diagonal down-right (by start row,
 * then start column), then anti-diagonal down-left (by start row, then start column, the start being
 * the top-right end). With k = 1 each cell is one horizontal line and there are no others.
 */
export function oracleLines(shape: OracleShape): readonly OracleLine[] {
  const { rows: R, columns: C, inARow: k } = shape;
  const key = `${R}x${C}k${k}`;
  const cached = lineCache.get(key);
  if (cached) return cached;
  const lines: OracleLine[] = [];
  const add = (type: OracleLineType, row: number, col: number, dr: number, dc: number): void => {
    const cells: number[] = [];
    for (let i = 0; i < k; i++) {
      const r = row + i * dr;
      const c = col + i * dc;
      if (r < 0 || r >= R || c < 0 || c >= C) return; // the window leaves the board: not a line
      cells.push(r * C + c);
    }
    lines.push({
      index: lines.length,
      type,
      cells,
      start: { row, col },
      end: { row: row + (k - 1) * dr, col: col + (k - 1) * dc },
    });
  };
  for (let r = 0; r < R; r++) for (let c = 0; c < C; c++) add('horizontal', r, c, 0, 1);
  if (k > 1) {
    for (let c = 0; c < C; c++) for (let r = 0; r < R; r++) add('vertical', r, c, 1, 0);
    for (let r = 0; r < R; r++) for (let c = 0; c < C; c++) add('diagonal', r, c, 1, 1);
    for (let r = 0; r < R; r++) for (let c = 0; c < C; c++) add('anti-diagonal', r, c, 1, -1);
  }
  Object.freeze(lines);
  lineCache.set(key, lines);
  return lines;
}

/** The lines `mark` fills completely on `board`, in index order. */
export function filledLines(shape: OracleShape, board: string, mark: OracleMark): OracleLine[] {
  const filled: OracleLine[] = [];
  for (const line of oracleLines(shape)) {
    let all = true;
    for (const cell of line.cells) {
      if (board[cell] !== mark) {
        all = false;
        break;
      }
    }
    if (all) filled.push(line);
  }
  return filled;
}

/**
 * The outcome of a position of a legal game, by checking every line of the board. Throws when both
 * marks hold a line (no legal game gets there).
 */
export function outcome(shape: OracleShape, board: string): OracleOutcome {
  const x = filledLines(shape, board, 'X');
  const o = filledLines(shape, board, 'O');
  if (x.length > 0 && o.length > 0) throw new Error(`oracle: both marks hold a line on ${board}`);
  if (x.length > 0) return { status: 'won', owner: 'X', lines: x };
  if (o.length > 0) return { status: 'won', owner: 'O', lines: o };
  return { status: board.includes('.') ? 'in-progress' : 'draw', owner: null, lines: [] };
}

/** The mark to move by the counts (X first, alternating). */
export function moverOf(board: string): OracleMark {
  let xs = 0;
  let os = 0;
  for (const c of board) {
    if (c === 'X') xs++;
    else if (c === 'O') os++;
  }
  return xs === os ? 'X' : 'O';
}

/**
 * The cells a mark may go on, ignoring whether the game is over: in increasing index order, or
 * with gravity one per column that is not full, left to right (the engine's documented order).
 */
export function openCells(shape: OracleShape, board: string): number[] {
  const { rows: R, columns: C } = shape;
  const cells: number[] = [];
  if (!shape.gravity) {
    for (let i = 0; i < R * C; i++) if (board[i] === '.') cells.push(i);
    return cells;
  }
  // Gravity: per column, the empty cell with the largest row index (none when the column is full).
  for (let c = 0; c < C; c++) {
    for (let r = R - 1; r >= 0; r--) {
      if (board[r * C + c] === '.') {
        cells.push(r * C + c);
        break;
      }
    }
  }
  return cells;
}

/** The legal cells of a position of a legal game: none once it is over. */
export function legalCells(shape: OracleShape, board: string): number[] {
  return outcome(shape, board).status === 'in-progress' ? openCells(shape, board) : [];
}

export const place = (board: string, cell: number, mark: OracleMark): string =>
  board.slice(0, cell) + mark + board.slice(cell + 1);

export interface OracleCensus {
  /** Distinct positions reachable from the empty board (the empty board included). */
  readonly positions: number;
  /** Distinct positions per ply (index = number of marks). */
  readonly positionsByPly: number[];
  /** Move sequences of each length that are legal (the game not over before their last move). */
  readonly sequencesByPly: number[];
  /** Finished games (to the end). */
  readonly games: number;
  /** Finished games by who filled a line; flip for misère with {@link winsFor}. */
  readonly lineOwner: Record<OracleMark, number>;
  readonly draws: number;
  /** Finished games per length (index = number of moves). */
  readonly gamesByLength: number[];
  /** Every reachable position (text) → its ply. */
  readonly reachable: Map<string, number>;
}

/**
 * Counts by dynamic programming over positions, ply by ply: every path to a position has the same
 * length (its mark count), so the number of move sequences reaching a position is the sum over its
 * parents, and finished games are the sequences reaching a finished position. `maxPly` stops the walk
 * (perft); games counted then are only those finished by that ply.
 */
export function census(shape: OracleShape, maxPly = Infinity): OracleCensus {
  const reachable = new Map<string, number>();
  const positionsByPly: number[] = [];
  const sequencesByPly: number[] = [];
  const gamesByLength: number[] = [];
  const lineOwner = { X: 0, O: 0 };
  let draws = 0;
  let games = 0;
  let layer = new Map<string, number>([[emptyText(shape), 1]]);
  for (let ply = 0; layer.size > 0; ply++) {
    positionsByPly[ply] = layer.size;
    let sequences = 0;
    const next = new Map<string, number>();
    for (const [board, paths] of layer) {
      reachable.set(board, ply);
      sequences += paths;
      const result = outcome(shape, board);
      if (result.status !== 'in-progress') {
        games += paths;
        gamesByLength[ply] = (gamesByLength[ply] ?? 0) + paths;
        if (result.owner) lineOwner[result.owner] += paths;
        else draws += paths;
        continue;
      }
      if (ply >= maxPly) continue;
      const mark = moverOf(board);
      for (const cell of openCells(shape, board)) {
        const child = place(board, cell, mark);
        next.set(child, (next.get(child) ?? 0) + paths);
      }
    }
    if (!Number.isSafeInteger(sequences) || !Number.isSafeInteger(games)) throw new Error('oracle: counts exceed 2^53');
    sequencesByPly[ply] = sequences;
    layer = next;
  }
  for (let i = 0; i < gamesByLength.length; i++) gamesByLength[i] ??= 0;
  return {
    positions: reachable.size,
    positionsByPly,
    sequencesByPly,
    games,
    lineOwner,
    draws,
    gamesByLength,
    reachable,
  };
}

/** Wins per side in a variant: misère gives each finished line to the opponent. */
export function winsFor(c: OracleCensus, variant: OracleVariant): Record<OracleMark, number> {
  return variant === 'standard' ? { ...c.lineOwner } : { X: c.lineOwner.O, O: c.lineOwner.X };
}

/**
 * Every board of the shape on which no mark floats (each column, read bottom up, is a word over X
 * and O followed by empty cells): the candidate boards of a gravity game. Calls `visit` with the text.
 */
export function forEachSettledBoard(shape: OracleShape, visit: (board: string) => void): void {
  const { rows: R, columns: C } = shape;
  // Every column word, as R cells from top to bottom.
  const words: string[] = [];
  for (let height = 0; height <= R; height++) {
    for (let n = 0; n < 2 ** height; n++) {
      let column = '.'.repeat(R - height);
      // Bit i (from the bottom) of n is the mark at height i; written top to bottom.
      for (let i = height - 1; i >= 0; i--) column += (n >> i) & 1 ? 'O' : 'X';
      words.push(column);
    }
  }
  const choice = new Array<number>(C).fill(0);
  const cells = new Array<string>(R * C);
  for (;;) {
    for (let c = 0; c < C; c++) for (let r = 0; r < R; r++) cells[r * C + c] = words[choice[c]!]![r]!;
    visit(cells.join(''));
    let c = 0;
    while (c < C && ++choice[c]! === words.length) choice[c++] = 0;
    if (c === C) return;
  }
}

/** Every board of R×C cells over '.', 'X', 'O' (3^(R·C) of them). */
export function forEachBoard(shape: OracleShape, visit: (board: string) => void): void {
  const size = shape.rows * shape.columns;
  const digits = new Array<number>(size).fill(0);
  const chars = new Array<string>(size).fill('.');
  for (;;) {
    visit(chars.join(''));
    let i = 0;
    while (i < size && ++digits[i]! === 3) {
      digits[i] = 0;
      chars[i++] = '.';
    }
    if (i === size) return;
    chars[i] = '.XO'[digits[i]!]!;
  }
}

/** The players of the suites that compare the engine with the oracle: ann plays X, bob O. */
export const PLAYERS = [{ id: 'ann' }, { id: 'bob' }];
export const ID: Record<OracleMark, string> = { X: 'ann', O: 'bob' };

/** A board of the engine as the oracle writes it: `X`, `O` and `.` for empty, row by row. */
export const text = (board: readonly unknown[]): string =>
  board.map((c) => (c === 'X' || c === 'O' ? c : '.')).join('');
