/**
 * Move lists of any board as one number, for share codes: each move is a digit, its index among
 * the moves it could have been (the free cells in cell order; with gravity, the columns that are
 * not full, in column order), and the list is the mixed-radix number
 * `d0 + r0 · (d1 + r1 · (d2 + …))`, where `ri` is how many moves there were to choose from. It is
 * written big-endian in a fixed number of bytes that depends only on the board and the number of
 * moves, so every list has exactly one form.
 *
 * @packageDocumentation
 */

/** A board as the packer sees it. */
interface Board {
  readonly rows: number;
  readonly columns: number;
  readonly gravity: boolean;
}

/**
 * The choices of a game so far: how many moves there are to choose from, the index of a cell
 * among them, and the cell of an index, updated move by move.
 */
class Choices {
  readonly #board: Board;
  readonly #taken: Uint8Array;
  /** With gravity: the marks in each column. */
  readonly #heights: Uint8Array;

  constructor(board: Board) {
    this.#board = board;
    this.#taken = new Uint8Array(board.rows * board.columns);
    this.#heights = new Uint8Array(board.columns);
  }

  /** Each move the mover could make now: the free cells, or with gravity the lowest free cell of each open column. */
  #options(): number[] {
    const { rows, columns, gravity } = this.#board;
    const options: number[] = [];
    if (gravity) {
      for (let col = 0; col < columns; col++)
        if (this.#heights[col]! < rows) options.push((rows - 1 - this.#heights[col]!) * columns + col);
    } else {
      for (let cell = 0; cell < this.#taken.length; cell++) if (!this.#taken[cell]) options.push(cell);
    }
    return options;
  }

  /** Plays the move of index `digit` among the options; returns its cell, or -1 when there is none. */
  play(digit: number): number {
    const cell = this.#options()[digit] ?? -1;
    if (cell >= 0) this.#take(cell);
    return cell;
  }

  /** Plays `cell`; returns its index among the options and how many there were (index -1 when it was none of them). */
  index(cell: number): readonly [digit: number, radix: number] {
    const options = this.#options();
    const digit = options.indexOf(cell);
    if (digit >= 0) this.#take(cell);
    return [digit, options.length];
  }

  /** How many options there are now. */
  count(): number {
    return this.#options().length;
  }

  #take(cell: number): void {
    this.#taken[cell] = 1;
    this.#heights[cell % this.#board.columns]!++;
  }
}

/**
 * The number of bytes of the packed form of `count` moves on `board`: those of the largest number
 * any such list could need (the product of the choices, bounded with gravity by `columns^count`).
 */
export function packedLength({ rows, columns, gravity }: Board, count: number): number {
  let bound = 1n;
  for (let i = 0; i < count; i++) bound *= BigInt(gravity ? columns : rows * columns - i);
  return bound === 1n ? 0 : Math.ceil((bound - 1n).toString(16).length / 2);
}

/**
 * Returns the packed form of a legal move list of `board` (cells, in order), or `undefined` for a move that could not
 * be made.
 */
export function packMoves(moves: readonly number[], board: Board): Uint8Array | undefined {
  const choices = new Choices(board);
  const digits: (readonly [number, number])[] = [];
  for (const cell of moves) {
    const choice = choices.index(cell);
    if (choice[0] < 0) return undefined;
    digits.push(choice);
  }
  let value = 0n;
  for (let i = digits.length - 1; i >= 0; i--) value = value * BigInt(digits[i]![1]) + BigInt(digits[i]![0]);
  const bytes = new Uint8Array(packedLength(board, moves.length));
  for (let i = bytes.length - 1; i >= 0; i--, value >>= 8n) bytes[i] = Number(value & 255n);
  return bytes;
}

/**
 * Returns the move list of `count` moves packed in `bytes` (of {@link packedLength}), or
 * `undefined` when the bytes are no such list: a move with no choice left, or a number larger
 * than the choices allow (so that no list has two forms).
 */
export function unpackMoves(bytes: Uint8Array, count: number, board: Board): number[] | undefined {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  const choices = new Choices(board);
  const moves: number[] = [];
  for (let i = 0; i < count; i++) {
    const radix = BigInt(choices.count());
    if (radix === 0n) return undefined;
    moves.push(choices.play(Number(value % radix)));
    value /= radix;
  }
  return value === 0n ? moves : undefined;
}
