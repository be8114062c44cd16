/**
 * The search's own board: typed arrays, one move played or taken back in place, and what the
 * search asks at every node kept up to date as moves are played: how many marks of each player
 * every line holds, the cells where a player would complete a line (threats), a static score of
 * the lines still open, and the position's hash under each symmetry of the board.
 *
 * It knows the rules through {@link SearchRules} only, never the engine's states.
 *
 * @packageDocumentation
 */
import type { Slab } from './slab.js';

/** What the search needs of the rules. */
export interface SearchRules {
  readonly rows: number;
  readonly columns: number;
  readonly inARow: number;
  readonly gravity: boolean;
  /** `true`: whoever completes a line loses. */
  readonly misere: boolean;
}

/**
 * Boards of more cells than this are searched near their marks within a depth: their board counts the marks within two
 * rows and columns of each cell ({@link Board.near}).
 */
export const LOCAL_SIZE = 49;

/**
 * The weight of an open line (one no opponent mark blocks) by the marks in it, for the static score. Whole numbers in
 * 32-bit arrays, and so is the score (at most 1,332 lines of 5^8 each: below 2^30): code that runs cold, in the first
 * call of a process, reads them as small integers, where each read of a `Float64Array` makes a heap number.
 */
const WEIGHT = /* @__PURE__ */ Int32Array.from({ length: 20 }, (_, count) =>
  count === 0 ? 0 : 5 ** Math.min(count - 1, 8),
);
/** The rise in weight from `count` marks to `count + 1`. */
const RISE = /* @__PURE__ */ Int32Array.from({ length: 20 }, (_, count) => (WEIGHT[count + 1] ?? 0) - WEIGHT[count]!);

/** The lines, cells and symmetries of a shape: computed once per rules, shared by every board. */
export class Shape {
  readonly rows: number;
  readonly columns: number;
  readonly k: number;
  readonly gravity: boolean;
  readonly misere: boolean;
  /** The number of cells. */
  readonly size: number;
  /** The number of lines: every run of `k` cells across, down or on a diagonal. */
  readonly lineCount: number;
  /** The cells of line `l`: `lineCells[l * k + i]`. */
  readonly lineCells: Int16Array;
  /** The lines through cell `c`: `cellLines[cellLineStart[c] … cellLineStart[c + 1] − 1]`. */
  readonly cellLineStart: Int32Array;
  readonly cellLines: Int32Array;
  /** The cell permutation of each symmetry the rules keep: `symmetry[s * size + c]`; symmetry 0 is the identity. */
  readonly symmetries: number;
  readonly symmetry: Int16Array;
  /** Random 30-bit halves of each (symmetry-independent) cell and player: `zobrist[(c * 2 + p) * 2 + half]`. */
  readonly zobrist: Int32Array;
  /** A static value of each cell: the number of lines through it (the center first). */
  readonly centrality: Int16Array;
  /** Whether the board has more than {@link LOCAL_SIZE} cells: searches within a depth may look only near the marks. */
  readonly local: boolean;

  constructor(rules: SearchRules) {
    const { rows, columns, inARow: k, gravity, misere } = rules;
    this.rows = rows;
    this.columns = columns;
    this.k = k;
    this.gravity = gravity;
    this.misere = misere;
    const size = (this.size = rows * columns);
    // Built in counted passes straight into typed arrays (no arrays of arrays): this runs cold in the first call of a
    // process, inside its time limit. The lines across, down and on both diagonals (a line of one cell once).
    const directions = k === 1 ? 1 : 4;
    // Direction d's steps: across (0, 1), down (1, 0), and the diagonals (1, 1) and (1, −1).
    const rowStep = (d: number): number => (d === 0 ? 0 : 1);
    const columnStep = (d: number): number => (d === 1 ? 0 : d === 3 ? -1 : 1);
    let lineCount = 0;
    for (let d = 0; d < directions; d++)
      lineCount += Math.max(0, rows - rowStep(d) * (k - 1)) * Math.max(0, columns - Math.abs(columnStep(d)) * (k - 1));
    this.lineCount = lineCount;
    const lineCells = (this.lineCells = new Int16Array(lineCount * k));
    const cellLineStart = (this.cellLineStart = new Int32Array(size + 1));
    let at = 0;
    for (let d = 0; d < directions; d++) {
      const dr = rowStep(d);
      const dc = columnStep(d);
      // The first cells (r, c) of the lines: their last cell, k − 1 steps on, is on the board.
      const firstColumn = dc < 0 ? k - 1 : 0;
      const lastColumn = dc > 0 ? columns - k : columns - 1;
      const step = dr * columns + dc;
      for (let r = 0; r + dr * (k - 1) < rows; r++) {
        for (let c = firstColumn; c <= lastColumn; c++) {
          for (let i = 0, cell = r * columns + c; i < k; i++, cell += step) {
            lineCells[at++] = cell;
            cellLineStart[cell + 1]!++;
          }
        }
      }
    }
    // The lines through each cell, in the order of the lines.
    const centrality = (this.centrality = new Int16Array(size));
    for (let c = 0; c < size; c++) {
      centrality[c] = cellLineStart[c + 1]!;
      cellLineStart[c + 1]! += cellLineStart[c]!;
    }
    const cellLines = (this.cellLines = new Int32Array(lineCount * k));
    const filled = cellLineStart.slice(0, size);
    for (let l = 0; l < lineCount; l++) for (let i = 0; i < k; i++) cellLines[filled[lineCells[l * k + i]!]!++] = l;
    // Large boards are searched near their marks (see Board.near).
    this.local = size > LOCAL_SIZE;

    // The symmetries that map lines to lines and keep gravity: the mirror always; with no gravity
    // the vertical flip and the half turn; on a square with no gravity the four with a transpose.
    // (Plain arithmetic, no tuples: this runs cold in the first call of a process, inside its time limit.)
    const symmetries = (this.symmetries = gravity ? 2 : rows === columns ? 8 : 4);
    const symmetry = (this.symmetry = new Int16Array(symmetries * size));
    for (let s = 0, c = 0; s < symmetries; s++) {
      for (let r = 0; r < rows; r++) {
        for (let col = 0; col < columns; col++, c++) {
          // The image's row and column: the odd symmetries mirror, 2 and 3 flip the rows, 4 to 7 transpose (a square).
          const row2 = s < 4 ? (s === 2 || s === 3 ? rows - 1 - r : r) : s & 1 ? columns - 1 - col : col;
          const col2 = s < 4 ? (s & 1 ? columns - 1 - col : col) : s >= 6 ? rows - 1 - r : r;
          symmetry[c] = row2 * columns + col2;
        }
      }
    }
    // A fixed generator: the same keys in every run, so that searches are reproducible.
    let seed = 0x9e3779b9 ^ (rows * 131 + columns * 17 + k);
    const zobrist = (this.zobrist = new Int32Array(size * 4));
    for (let i = 0; i < zobrist.length; i++) {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      // 30 bits a half (a key of 60): small integers wherever V8 compresses its pointers (Chrome, and 32-bit builds),
      // where a 32-bit value past ±2^30 is a heap number in code not yet compiled. (Node's own builds keep 32-bit
      // small integers: there it makes no difference.)
      zobrist[i] = (t ^ (t >>> 14)) & 0x3fffffff;
    }
  }
}

/**
 * A position the search plays on. Players are 0 (X) and 1 (O); `cells` holds 0 for empty, 1 for
 * X, 2 for O. Every field is kept up to date by {@link Board.play} and {@link Board.undo}.
 */
export class Board {
  readonly shape: Shape;
  readonly cells: Int8Array;
  /** The number of marks on the board; the player to move is `ply & 1`. */
  ply = 0;
  /** The marks of player `p` in line `l`: `counts[l * 2 + p]`. */
  readonly counts: Uint8Array;
  /** With gravity, the number of marks in each column. */
  readonly heights: Int8Array;
  /** How many lines make cell `c` a threat of player `p` (`threats[c * 2 + p]`): p would complete a line there. */
  readonly threats: Int16Array;
  /** The threat cells of each player, unordered: `threatList[p * size + i]` for `i < threatCount[p]`. */
  readonly threatList: Int16Array;
  readonly threatCount: Int32Array;
  /** Where each threat cell sits in its player's list: `threatIndex[c * 2 + p]`. */
  readonly threatIndex: Int16Array;
  /** The static score of each player's open lines. */
  readonly score: Int32Array;
  /** The position's hash (two 30-bit halves) under each symmetry: `hash[s * 2 + half]`. */
  readonly hash: Int32Array;
  /** The lines that hold marks of at most one player: while none is left, nobody can complete a line. */
  openLines: number;
  /** The lines each player can still complete (no mark of the other in them). */
  readonly openFor: Int32Array;
  /**
   * On boards of more than 49 cells ({@link Shape.local}): how many marks lie within two rows and columns of each cell,
   * the cell itself not counted. Empty on other boards.
   */
  readonly near: Int16Array;
  /** Scratch of {@link Board.freshThreats}: the new threat cells found so far, at most one per line through a cell. */
  readonly #found: Int16Array;

  /** @param slab - where the board's arrays are carved from (its search's, shared with the search's other parts). */
  constructor(shape: Shape, slab: Slab) {
    this.shape = shape;
    const { size, lineCount, columns, symmetries, k } = shape;
    this.cells = slab.int8(size);
    this.counts = slab.uint8(lineCount * 2);
    this.heights = slab.int8(columns);
    this.threats = slab.int16(size * 2);
    this.threatList = slab.int16(size * 2);
    this.threatCount = slab.int32(2);
    this.threatIndex = slab.int16(size * 2).fill(-1);
    this.score = slab.int32(2);
    this.hash = slab.int32(symmetries * 2);
    this.openLines = lineCount;
    this.openFor = slab.int32(2).fill(lineCount);
    this.near = slab.int16(shape.local ? size : 0);
    this.#found = slab.int16(4 * k);
    // Lines of one mark: every empty cell is a threat of both players.
    if (k === 1)
      for (let l = 0; l < lineCount; l++) for (let p = 0; p < 2; p++) this.#addThreat(shape.lineCells[l]!, p);
  }

  /** Says whether `cell` can be played: empty and, with gravity, the lowest empty cell of its column. */
  playable(cell: number): boolean {
    if (this.cells[cell] !== 0) return false;
    if (!this.shape.gravity) return true;
    const { columns, rows } = this.shape;
    const col = cell % columns;
    return cell === (rows - 1 - this.heights[col]!) * columns + col;
  }

  /**
   * How many cells player `p` could play now without completing a line of theirs (misère: without losing); with
   * gravity, where the cells that can be played are the columns' lowest empty ones, counted up to `enough`.
   */
  safeCells(p: number, enough: number): number {
    const shape = this.shape;
    if (!shape.gravity) return shape.size - this.ply - this.threatCount[p]!;
    let safe = 0;
    for (let col = 0; col < shape.columns && safe < enough; col++) {
      const cell = this.top(col);
      if (cell >= 0 && this.threats[cell * 2 + p] === 0) safe++;
    }
    return safe;
  }

  /**
   * The empty cells that playing `cell` makes new threats of player `p`'s: the other empty cell of each line through
   * it that holds `k − 2` marks of p's and none of the opponent's, counted once, unless p threatens it already.
   */
  freshThreats(cell: number, p: number): number {
    const { cellLineStart, cellLines, lineCells, k } = this.shape;
    const { counts, cells, threats } = this;
    const found = this.#found;
    let fresh = 0;
    for (let i = cellLineStart[cell]!, end = cellLineStart[cell + 1]!; i < end; i++) {
      const l = cellLines[i]!;
      if (counts[l * 2 + p] !== k - 2 || counts[l * 2 + (p ^ 1)] !== 0) continue;
      for (let j = l * k, last = j + k; j < last; j++) {
        const c = lineCells[j]!;
        if (c === cell || cells[c] !== 0) continue;
        if (threats[c * 2 + p] === 0) {
          let f = 0;
          while (f < fresh && found[f] !== c) f++;
          if (f === fresh) found[fresh++] = c;
        }
        break;
      }
    }
    return fresh;
  }

  /** The cell a mark dropped into `col` lands on (gravity), or −1 when the column is full. */
  top(col: number): number {
    const h = this.heights[col]!;
    return h >= this.shape.rows ? -1 : (this.shape.rows - 1 - h) * this.shape.columns + col;
  }

  /** Plays `cell` for the player to move; returns `true` when it completes a line. */
  play(cell: number): boolean {
    const { shape, counts, score } = this;
    const p = this.ply & 1;
    const q = p ^ 1;
    const { k, cellLines, cellLineStart } = shape;
    this.cells[cell] = p + 1;
    this.ply++;
    if (shape.gravity) this.heights[cell % shape.columns]!++;
    if (shape.local) this.#nearBy(cell, 1);
    this.#toggle(cell, p);
    let complete = false;
    for (let i = cellLineStart[cell]!, end = cellLineStart[cell + 1]!; i < end; i++) {
      const l = cellLines[i]!;
      const a = counts[l * 2 + p]!;
      const b = counts[l * 2 + q]!;
      counts[l * 2 + p] = a + 1;
      if (a + 1 === k) complete = true;
      if (b === 0) {
        score[p]! += RISE[a]!;
        // A threat of p on this cell is filled; a line one short of p's becomes a threat.
        if (a === k - 1) this.#removeThreat(cell, p);
        else if (a + 1 === k - 1) this.#addThreat(this.#emptyOf(l), p);
      }
      if (a === 0) {
        // The line is now blocked for q: its score goes, and its threat (on this cell) with it.
        score[q]! -= WEIGHT[b]!;
        if (b === k - 1) this.#removeThreat(cell, q);
        if (b > 0) this.openLines--;
        this.openFor[q]!--;
      }
    }
    return complete;
  }

  /** Adds `delta` to {@link Board.near} of each cell within two rows and columns of `cell`, except `cell`. */
  #nearBy(cell: number, delta: number): void {
    const { rows, columns } = this.shape;
    const near = this.near;
    const row = Math.floor(cell / columns);
    const column = cell - row * columns;
    const top = row > 2 ? row - 2 : 0;
    const bottom = row + 2 < rows ? row + 2 : rows - 1;
    const left = column > 2 ? column - 2 : 0;
    const right = column + 2 < columns ? column + 2 : columns - 1;
    for (let r = top; r <= bottom; r++)
      for (let c = r * columns + left, end = r * columns + right; c <= end; c++) near[c]! += delta;
    near[cell]! -= delta;
  }

  /** Takes back the last move, which was `cell`. */
  undo(cell: number): void {
    const { shape, counts, score } = this;
    this.ply--;
    const p = this.ply & 1;
    const q = p ^ 1;
    const { k, cellLines, cellLineStart } = shape;
    this.cells[cell] = 0;
    if (shape.gravity) this.heights[cell % shape.columns]!--;
    if (shape.local) this.#nearBy(cell, -1);
    this.#toggle(cell, p);
    for (let i = cellLineStart[cell]!, end = cellLineStart[cell + 1]!; i < end; i++) {
      const l = cellLines[i]!;
      const a = counts[l * 2 + p]! - 1;
      const b = counts[l * 2 + q]!;
      if (b === 0) {
        score[p]! -= RISE[a]!;
        if (a === k - 1) this.#addThreat(cell, p);
        else if (a + 1 === k - 1) this.#removeThreat(this.#emptyOfUndo(l, cell), p);
      }
      if (a === 0) {
        score[q]! += WEIGHT[b]!;
        if (b === k - 1) this.#addThreat(cell, q);
        if (b > 0) this.openLines++;
        this.openFor[q]!++;
      }
      counts[l * 2 + p] = a;
    }
  }

  /** Adds or takes away (XOR either way) the mark of player `p` on `cell` in the hash under each symmetry. */
  #toggle(cell: number, p: number): void {
    const { zobrist, symmetry, size, symmetries } = this.shape;
    const hash = this.hash;
    for (let s = 0; s < symmetries; s++) {
      const at = (symmetry[s * size + cell]! * 2 + p) * 2;
      hash[s * 2]! ^= zobrist[at]!;
      hash[s * 2 + 1]! ^= zobrist[at + 1]!;
    }
  }

  /** The empty cell of a line with one empty cell. */
  #emptyOf(l: number): number {
    const { lineCells, k } = this.shape;
    for (let i = l * k, end = i + k; i < end; i++) if (this.cells[lineCells[i]!] === 0) return lineCells[i]!;
    return -1;
  }

  /** The empty cell of line `l` other than `cell` (being taken back), whose line has two empty cells now. */
  #emptyOfUndo(l: number, cell: number): number {
    const { lineCells, k } = this.shape;
    for (let i = l * k, end = i + k; i < end; i++) {
      const c = lineCells[i]!;
      if (c !== cell && this.cells[c] === 0) return c;
    }
    return -1;
  }

  #addThreat(cell: number, p: number): void {
    if (this.threats[cell * 2 + p]!++ === 0) {
      const size = this.shape.size;
      const n = this.threatCount[p]!++;
      this.threatList[p * size + n] = cell;
      this.threatIndex[cell * 2 + p] = n;
    }
  }

  #removeThreat(cell: number, p: number): void {
    if (--this.threats[cell * 2 + p]! === 0) {
      const size = this.shape.size;
      const at = this.threatIndex[cell * 2 + p]!;
      const last = this.threatList[p * size + --this.threatCount[p]!]!;
      this.threatList[p * size + at] = last;
      this.threatIndex[last * 2 + p] = at;
      this.threatIndex[cell * 2 + p] = -1;
    }
  }
}
