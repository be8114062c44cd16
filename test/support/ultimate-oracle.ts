// Ultimate tic-tac-toe written here from its rules alone, as plainly as possible, to check the
// library against: no code from src/. Cells are indexed board × 9 + cell, boards and cells each
// numbered 0–8 row by row from the top left. Every switch of the rules is taken as documented:
//   wonBoards: 'closed' (a won board takes no more marks) or 'open' (it takes marks until full; its
//     first line decides its winner);
//   drawnBoards: 'nobody' (a board full without a line counts for no one) or 'both' (for both
//     players' global lines);
//   tiebreak: 'none' (no global line: a draw) or 'most-boards' (no global line: the player who won
//     more local boards wins; as many: a draw).

export type OracleMark = 'X' | 'O';
export interface OracleRules {
  readonly wonBoards: 'closed' | 'open';
  readonly drawnBoards: 'nobody' | 'both';
  readonly tiebreak: 'none' | 'most-boards';
}

export const STANDARD: OracleRules = { wonBoards: 'closed', drawnBoards: 'nobody', tiebreak: 'none' };

/** Every combination of the switches. */
export const ALL_RULES: readonly OracleRules[] = (['closed', 'open'] as const).flatMap((wonBoards) =>
  (['nobody', 'both'] as const).flatMap((drawnBoards) =>
    (['none', 'most-boards'] as const).map((tiebreak) => ({ wonBoards, drawnBoards, tiebreak })),
  ),
);

/** The eight lines of a 3 × 3 board (of a local board's cells, or of the boards). */
export const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** A local board's result: a mark that won it, 'draw' (full, no line), or null (still undecided). */
export type LocalResult = OracleMark | 'draw' | null;

/** A game of Ultimate, played one move at a time. */
export class OracleGame {
  readonly cells: (OracleMark | null)[] = Array(81).fill(null);
  /** Each local board's winner (its first line), or 'draw' when full without one, or null. */
  readonly locals: LocalResult[] = Array(9).fill(null);
  /** The board the player to move is sent to, or null: any open board. */
  forced: number | null = null;
  toMove: OracleMark = 'X';
  /** 'X' or 'O' once won, 'draw', or null while the game goes on. */
  result: OracleMark | 'draw' | null = null;
  /** The board indexes of the winning global line, or null. */
  line: number[] | null = null;
  moves = 0;

  constructor(readonly rules: OracleRules = STANDARD) {}

  /** Whether a local board takes no more marks. */
  closed(board: number): boolean {
    const full = [...Array(9).keys()].every((c) => this.cells[board * 9 + c] !== null);
    if (full) return true;
    return this.rules.wonBoards === 'closed' && (this.locals[board] === 'X' || this.locals[board] === 'O');
  }

  /** The legal moves, in increasing order. */
  legal(): number[] {
    if (this.result !== null) return [];
    const boards =
      this.forced !== null && !this.closed(this.forced)
        ? [this.forced]
        : [...Array(9).keys()].filter((b) => !this.closed(b));
    const out: number[] = [];
    for (const b of boards) for (let c = 0; c < 9; c++) if (this.cells[b * 9 + c] === null) out.push(b * 9 + c);
    return out.sort((a, b) => a - b);
  }

  /** Whether `mark` has three boards in a line that count for it. */
  #globalLine(mark: OracleMark): number[] | null {
    const counts = (b: number): boolean =>
      this.locals[b] === mark || (this.rules.drawnBoards === 'both' && this.locals[b] === 'draw');
    return LINES.find((line) => line.every(counts)) ?? null;
  }

  play(move: number): void {
    if (!this.legal().includes(move)) throw new Error(`oracle: ${move} is not legal`);
    const mark = this.toMove;
    const board = Math.floor(move / 9);
    this.cells[move] = mark;
    this.moves++;
    if (this.locals[board] === null) {
      const mine = (c: number): boolean => this.cells[board * 9 + c] === mark;
      if (LINES.some((line) => line.every(mine))) this.locals[board] = mark;
      else if ([...Array(9).keys()].every((c) => this.cells[board * 9 + c] !== null)) this.locals[board] = 'draw';
    }
    const other: OracleMark = mark === 'X' ? 'O' : 'X';
    // The mover's line first: a move that completes lines for both players wins for the mover.
    const mineLine = this.#globalLine(mark);
    const theirs = mineLine ? null : this.#globalLine(other);
    if (mineLine || theirs) {
      this.result = mineLine ? mark : other;
      this.line = mineLine ?? theirs;
    } else if ([...Array(9).keys()].every((b) => this.closed(b))) {
      const won = (m: OracleMark): number => this.locals.filter((r) => r === m).length;
      this.result =
        this.rules.tiebreak === 'most-boards' && won('X') !== won('O') ? (won('X') > won('O') ? 'X' : 'O') : 'draw';
    }
    const sent = move % 9;
    this.forced = this.result === null && !this.closed(sent) ? sent : null;
    this.toMove = other;
  }

  clone(): OracleGame {
    const copy = new OracleGame(this.rules);
    copy.cells.splice(0, 81, ...this.cells);
    copy.locals.splice(0, 9, ...this.locals);
    copy.forced = this.forced;
    copy.toMove = this.toMove;
    copy.result = this.result;
    copy.line = this.line && [...this.line];
    copy.moves = this.moves;
    return copy;
  }
}

/** The number of move sequences of `depth` moves from `game` (a finished game has none past it). */
export function oraclePerft(game: OracleGame, depth: number): number {
  if (depth === 0) return 1;
  // The last moves are counted, not played (as a perft does): the count is the same.
  if (depth === 1) return game.legal().length;
  let total = 0;
  for (const move of game.legal()) {
    const next = game.clone();
    next.play(move);
    total += oraclePerft(next, depth - 1);
  }
  return total;
}

/**
 * A square's name as the UGI engines write it: a file `a`–`i` from the left and a rank `1`–`9`
 * from the bottom (chess's way), so `a9` is the top-left cell of the top-left board.
 */
export function oracleSquare(move: number): string {
  const board = Math.floor(move / 9);
  const cell = move % 9;
  const row = Math.floor(board / 3) * 3 + Math.floor(cell / 3); // from the top
  const col = (board % 3) * 3 + (cell % 3);
  return `${'abcdefghi'[col]}${9 - row}`;
}

/**
 * A game of `rules` played at random from the start for `plies` moves (fewer when it ends first),
 * with its moves: the positions of the property tests.
 */
export function randomGame(
  rules: OracleRules,
  plies: number,
  random: () => number,
): { game: OracleGame; moves: number[] } {
  const game = new OracleGame(rules);
  const moves: number[] = [];
  while (game.result === null && moves.length < plies) {
    const legal = game.legal();
    const move = legal[Math.floor(random() * legal.length)]!;
    game.play(move);
    moves.push(move);
  }
  return { game, moves };
}
