// A test oracle written independently of the library: plain minimax over 9-cell arrays, no
// memo, no pruning, no symmetry. One walk of the whole game tree (549,946 nodes) visits every
// reachable position and records its value; the value of a position depends on the position only,
// so every visit must agree (checked).
// It imports nothing from src/: the states the tests hand to the library are made in ./states.ts.
import { PATTERNS as LINES } from '../../../support/oracle.js';

export { LINES };

type Mark = 'X' | 'O';
export type Variant = 'standard' | 'misere';
type Board = (Mark | null)[];

/** An open position: its board text, the mark to move, its value and each legal move's value (for the mover). */
export interface OraclePosition {
  readonly text: string;
  readonly mover: Mark;
  readonly moveCount: number;
  /** ±(100 − marks to the end) for the mover, 0 for a draw. */
  readonly value: number;
  /**
   * By cell: the value for the mover of playing there (then perfect play), measured from this position; undefined when
   * occupied.
   */
  readonly moveValues: readonly (number | undefined)[];
}

export interface Oracle {
  readonly variant: Variant;
  /** Every reachable position, open or over, by board text. */
  readonly all: ReadonlySet<string>;
  /** Every open (in-progress) position, by board text. */
  readonly open: ReadonlyMap<string, OraclePosition>;
  /** Tree nodes visited. */
  readonly nodes: number;
}

const hasLine = (board: Board, mark: Mark): boolean => LINES.some((line) => line.every((cell) => board[cell] === mark));

export function boardText(board: readonly (Mark | null)[]): string {
  return board.map((cell) => cell ?? '.').join('');
}

/** Solves the game tree of `variant` by plain minimax. */
export function solveOracle(variant: Variant): Oracle {
  const all = new Set<string>();
  const open = new Map<string, OraclePosition>();
  let nodes = 0;
  const board: Board = Array(9).fill(null);
  all.add(boardText(board));
  // Returns the value of the open position on `board` for `mover`.
  const solve = (mover: Mark, n: number): number => {
    nodes++;
    const other: Mark = mover === 'X' ? 'O' : 'X';
    const moveValues: (number | undefined)[] = Array(9).fill(undefined);
    let best = -Infinity;
    for (let cell = 0; cell < 9; cell++) {
      if (board[cell] !== null) continue;
      board[cell] = mover;
      all.add(boardText(board));
      let v: number;
      if (hasLine(board, mover)) v = variant === 'misere' ? -99 : 99;
      else if (n + 1 === 9) v = 0;
      else {
        const child = solve(other, n + 1);
        // The child's value is for the opponent, counted from one move later.
        v = child > 0 ? 1 - child : child < 0 ? -child - 1 : 0;
      }
      board[cell] = null;
      moveValues[cell] = v;
      if (v > best) best = v;
    }
    const text = boardText(board);
    const known = open.get(text);
    if (known && known.value !== best) throw new Error(`oracle disagrees with itself at ${text}`);
    if (!known) open.set(text, { text, mover, moveCount: n, value: best, moveValues });
    return best;
  };
  solve('X', 0);
  return { variant, all, open, nodes };
}

/** The cells of the best moves of an oracle position. */
export function bestCells(position: OraclePosition): number[] {
  return position.moveValues.flatMap((v, cell) => (v === position.value ? [cell] : []));
}

/** The mover's marks and the opponent's, as 9-bit masks. */
export function masksOf(position: OraclePosition): [me: number, opp: number] {
  let me = 0;
  let opp = 0;
  for (let i = 0; i < 9; i++) {
    if (position.text[i] === position.mover) me |= 1 << i;
    else if (position.text[i] !== '.') opp |= 1 << i;
  }
  return [me, opp];
}
