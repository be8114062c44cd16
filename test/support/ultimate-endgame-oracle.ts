// An exhaustive endgame oracle for Ultimate tic-tac-toe, written here from the rules alone (no code
// from src/), to check the library's endgame solver against: plain minimax over every legal move to
// the end of the game, memoized by position (an exact key), no pruning but one that is plainly
// right: once a move wins at once, no other move can do better. Up to MAX_EMPTY (19) empty cells
// in the open boards; the cost grows about threefold an empty cell. The rules are those of
// test/support/ultimate-oracle.ts (its comment says what each switch means); the search plays them
// on its own compact position (a 9-bit mask a player a local board), which the tests check against
// that oracle move by move.
//
// Values are for the player to move: 'win', 'draw' or 'loss', with `plies`, the number of moves to
// the end of the game when the winner ends it as fast as it can and the loser as late as it can.
// Draws get no distance (`plies: null`): who would hurry a draw, or delay it, is not defined.
import { OracleGame, type OracleMark, type OracleRules } from './ultimate-oracle.js';
import { seeded } from './seeded.js';

/** A position as `UltimateState` has it (board by move number board × 9 + cell). */
export interface EndgamePosition {
  readonly board: readonly (OracleMark | null)[];
  readonly forcedBoard: number | null;
  readonly currentPlayer: OracleMark;
  /**
   * Each local board's result, as `UltimateState.boards`. Optional: without it each is read from the
   * cells, X's line first when a board holds lines of both players (which only `wonBoards: 'open'`
   * allows, and where only the history knows whose line came first: pass `boards` then).
   */
  readonly boards?: readonly (OracleMark | 'draw' | null)[];
}

export type EndgameOutcome = 'win' | 'draw' | 'loss';

/** A value for the player to move; `plies` counts moves to the end (null for a draw). */
export interface EndgameValue {
  readonly value: EndgameOutcome;
  readonly plies: number | null;
}

/** A position's value, and the value of each legal move for the player who plays it (with that move counted). */
export interface EndgameSolution extends EndgameValue {
  readonly moves: readonly (EndgameValue & { readonly move: number })[];
  /** Positions visited (each searched once, then read from the memo). */
  readonly nodes: number;
}

const LINES = [7, 56, 448, 73, 146, 292, 273, 84];
const HAS_LINE = Uint8Array.from({ length: 512 }, (_, mask) => (LINES.some((l) => (mask & l) === l) ? 1 : 0));
const FULL = 511;
const ONGOING = -1;
const DRAWN = 2;
/** A score for the player to move: WIN - plies for a win, plies - WIN for a loss, 0 for a draw. */
const WIN = 1000;

/** The compact position the search plays on. */
class Position {
  /** `marks[p * 9 + b]`: the cells of board `b` held by `p` (0 X, 1 O). */
  readonly marks = new Uint16Array(18);
  /** 0 undecided, 1 won by X, 2 won by O, 3 drawn. */
  readonly local = new Uint8Array(9);
  closed = 0;
  forced = -1;
  turn = 0;
  /** The cells empty when the search started, numbered for the key (-1: taken then). */
  readonly slot = new Int8Array(81).fill(-1);
  /** The memo key's parts: the marks of those cells in base 3, the local results in base 4. */
  cellsCode = 0;
  localsCode = 0;

  constructor(readonly rules: OracleRules) {}

  /** The boards counting for `p`'s global lines. */
  counts(p: number): number {
    let mask = 0;
    for (let b = 0; b < 9; b++) {
      const r = this.local[b]!;
      if (r === p + 1 || (r === 3 && this.rules.drawnBoards === 'both')) mask |= 1 << b;
    }
    return mask;
  }

  /** Writes the legal moves (the game must not be over) into `out` from `at`; returns their number. */
  legal(out: Uint8Array, at: number): number {
    let n = 0;
    for (let b = 0; b < 9; b++) {
      if ((this.forced >= 0 && b !== this.forced) || (this.closed >> b) & 1) continue;
      const taken = this.marks[b]! | this.marks[9 + b]!;
      for (let c = 0; c < 9; c++) if (!((taken >> c) & 1)) out[at + n++] = b * 9 + c;
    }
    return n;
  }

  /**
   * Plays `move`; returns the result (-1 ongoing, 0 X won, 1 O won, 2 drawn). The caller undoes it
   * with {@link Position.undo}, given what the fields were before.
   */
  play(move: number): number {
    const p = this.turn;
    const b = Math.floor(move / 9);
    const c = move % 9;
    const old = this.local[b]!;
    const mine = (this.marks[p * 9 + b]! |= 1 << c);
    this.cellsCode += POW3[this.slot[move]!]! * (p + 1);
    const full = (mine | this.marks[(1 - p) * 9 + b]!) === FULL;
    if (old === 0) {
      if (HAS_LINE[mine]) {
        this.local[b] = p + 1;
        if (this.rules.wonBoards === 'closed') this.closed |= 1 << b;
      } else if (full) this.local[b] = 3;
    }
    if (full) this.closed |= 1 << b;
    let result = ONGOING;
    if (this.local[b] !== old) {
      this.localsCode += (this.local[b]! - old) << (2 * b);
      if (HAS_LINE[this.counts(p)]) result = p;
      else if (HAS_LINE[this.counts(1 - p)]) result = 1 - p;
    }
    if (result === ONGOING && this.closed === FULL) {
      let x = 0;
      let o = 0;
      for (const r of this.local) r === 1 ? x++ : r === 2 ? o++ : 0;
      result = this.rules.tiebreak === 'most-boards' && x !== o ? (x > o ? 0 : 1) : DRAWN;
    }
    this.forced = (this.closed >> c) & 1 ? -1 : c;
    this.turn = 1 - p;
    return result;
  }

  /** Takes back `move`, played when the fields below had these values. */
  undo(move: number, local: number, closed: number, forced: number, localsCode: number): void {
    const p = 1 - this.turn;
    const b = Math.floor(move / 9);
    this.marks[p * 9 + b]! &= ~(1 << (move % 9));
    this.cellsCode -= POW3[this.slot[move]!]! * (p + 1);
    this.local[b] = local;
    this.closed = closed;
    this.forced = forced;
    this.localsCode = localsCode;
    this.turn = p;
  }
}

/** Powers of 3 for the cells' code: exact in 31 bits up to 19 cells (MAX_EMPTY). */
const POW3 = Int32Array.from({ length: 81 }, (_, i) => (i < 20 ? 3 ** i : 0));
/** The most empty cells a position may have: the memo's key is exact up to there. */
export const MAX_EMPTY = 19;

/**
 * A memo of scores by exact key, two 32-bit integers (the cells' code, then the forced board and
 * the local results): open addressing, grown at half full.
 */
class Memo {
  #high = new Int32Array(1 << 16).fill(-1);
  #low = new Int32Array(1 << 16);
  #values = new Int16Array(1 << 16);
  #size = 0;

  /** The slot of the key: where it is, or the empty slot where it would go. */
  slot(high: number, low: number): number {
    const mask = this.#high.length - 1;
    let h = high ^ Math.imul(low, 0x9e3779b1);
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    let i = (h ^ (h >>> 16)) & mask;
    while (this.#high[i] !== -1 && (this.#high[i] !== high || this.#low[i] !== low)) i = (i + 1) & mask;
    return i;
  }

  /** The score at a slot, or undefined. */
  at(slot: number): number | undefined {
    return this.#high[slot] === -1 ? undefined : this.#values[slot];
  }

  set(high: number, low: number, value: number): void {
    if (2 * (this.#size + 1) > this.#high.length) {
      const [high0, low0, values0] = [this.#high, this.#low, this.#values];
      this.#high = new Int32Array(high0.length * 2).fill(-1);
      this.#low = new Int32Array(high0.length * 2);
      this.#values = new Int16Array(high0.length * 2);
      for (let i = 0; i < high0.length; i++) {
        if (high0[i] === -1) continue;
        const j = this.slot(high0[i]!, low0[i]!);
        this.#high[j] = high0[i]!;
        this.#low[j] = low0[i]!;
        this.#values[j] = values0[i]!;
      }
    }
    const i = this.slot(high, low);
    if (this.#high[i] === -1) this.#size++;
    this.#high[i] = high;
    this.#low[i] = low;
    this.#values[i] = value;
  }
}

/** Reads a position; throws when the game in it is over. */
function readPosition(position: EndgamePosition, rules: OracleRules): Position {
  const pos = new Position(rules);
  for (let b = 0; b < 9; b++) {
    let x = 0;
    let o = 0;
    for (let c = 0; c < 9; c++) {
      const mark = position.board[b * 9 + c];
      if (mark === 'X') x |= 1 << c;
      else if (mark === 'O') o |= 1 << c;
    }
    pos.marks[b] = x;
    pos.marks[9 + b] = o;
    const result = position.boards?.[b] ?? (HAS_LINE[x] ? 'X' : HAS_LINE[o] ? 'O' : (x | o) === FULL ? 'draw' : null);
    pos.local[b] = result === 'X' ? 1 : result === 'O' ? 2 : result === 'draw' ? 3 : 0;
    if ((x | o) === FULL || ((result === 'X' || result === 'O') && rules.wonBoards === 'closed')) pos.closed |= 1 << b;
  }
  let slots = 0;
  for (let b = 0; b < 9; b++) {
    if ((pos.closed >> b) & 1) continue;
    for (let c = 0; c < 9; c++) if (position.board[b * 9 + c] == null) pos.slot[b * 9 + c] = slots++;
  }
  if (slots > MAX_EMPTY) throw new Error(`endgame oracle: ${slots} empty cells in open boards, more than ${MAX_EMPTY}`);
  for (let b = 0; b < 9; b++) pos.localsCode += pos.local[b]! << (2 * b);
  pos.turn = position.currentPlayer === 'O' ? 1 : 0;
  const forced = position.forcedBoard;
  pos.forced = forced !== null && !((pos.closed >> forced) & 1) ? forced : -1;
  if (HAS_LINE[pos.counts(0)] || HAS_LINE[pos.counts(1)] || pos.closed === FULL)
    throw new Error('endgame oracle: the game is over');
  return pos;
}

const outcomeOf = (score: number): EndgameValue =>
  score > 0
    ? { value: 'win', plies: WIN - score }
    : score < 0
      ? { value: 'loss', plies: WIN + score }
      : { value: 'draw', plies: null };

/** A move's score for its player, from the next position's score for the player to move there. */
const back = (child: number): number => (child > 0 ? -child + 1 : child < 0 ? -child - 1 : 0);

/**
 * Creates an oracle for `rules` whose memo serves every position it solves (positions of one game,
 * or many endgames under the same rules).
 */
export function createEndgameOracle(rules: OracleRules): { solve(position: EndgamePosition): EndgameSolution } {
  let nodes = 0;
  const buffer = new Uint8Array(82 * 81);
  /** The score of the position for the player to move. */
  const search = (pos: Position, memo: Memo, depth: number): number => {
    const low = (pos.forced + 1) | (pos.localsCode << 4);
    const known = memo.at(memo.slot(pos.cellsCode, low));
    if (known !== undefined) return known;
    nodes++;
    const at = depth * 81;
    const count = pos.legal(buffer, at);
    let best = -Infinity;
    for (let i = 0; i < count && best < WIN - 1; i++) {
      const move = buffer[at + i]!;
      const score = scoreOf(pos, move, memo, depth);
      if (score > best) best = score;
    }
    memo.set(pos.cellsCode, low, best);
    return best;
  };
  /** The score of `move` for the player to move, with the move counted. */
  const scoreOf = (pos: Position, move: number, memo: Memo, depth: number): number => {
    const mover = pos.turn;
    const local = pos.local[Math.floor(move / 9)]!;
    const { closed, forced, localsCode } = pos;
    const result = pos.play(move);
    const score =
      result === DRAWN
        ? 0
        : result === mover
          ? WIN - 1
          : result !== ONGOING
            ? 1 - WIN
            : back(search(pos, memo, depth + 1));
    pos.undo(move, local, closed, forced, localsCode);
    return score;
  };
  return {
    solve(position) {
      // A memo for each position: the key is written over the cells empty in it.
      const memo = new Memo();
      const pos = readPosition(position, rules);
      const before = nodes;
      const count = pos.legal(buffer, 0);
      const moves = Array.from(buffer.subarray(0, count), (move) => ({ move, score: scoreOf(pos, move, memo, 0) }));
      const best = Math.max(...moves.map((m) => m.score));
      return {
        ...outcomeOf(best),
        moves: moves.map(({ move, score }) => ({ move, ...outcomeOf(score) })),
        nodes: nodes - before,
      };
    },
  };
}

/** Solves one position (a fresh memo). */
export function solveEndgame(position: EndgamePosition, rules: OracleRules): EndgameSolution {
  return createEndgameOracle(rules).solve(position);
}

/** The position of the rules oracle's game, with `moves`, the moves that led to it. */
export function positionOfGame(
  game: OracleGame,
  moves: readonly number[] = [],
): EndgamePosition & { readonly moves: readonly number[] } {
  if (game.result !== null) throw new Error('endgame oracle: the game is over');
  return {
    board: [...game.cells],
    boards: [...game.locals],
    forcedBoard: game.forced,
    currentPlayer: game.toMove,
    moves: [...moves],
  };
}

/** The number of empty cells in the boards that still take marks. */
export function emptyOpenCells(game: OracleGame): number {
  let n = 0;
  for (let b = 0; b < 9; b++) {
    if (game.closed(b)) continue;
    for (let c = 0; c < 9; c++) if (game.cells[b * 9 + c] === null) n++;
  }
  return n;
}

/**
 * Returns `count` positions of seeded random games stopped as soon as at most `maxEmpty` empty
 * cells remain in the open boards, the game not over (games that end before are dropped). Each
 * position carries `moves`, the game's moves from the empty board (for `engine.replay`).
 */
export function endgamePositions({
  count,
  maxEmpty,
  seed,
  rules,
}: {
  count: number;
  maxEmpty: number;
  seed: number;
  rules: OracleRules;
}): (EndgamePosition & { readonly moves: readonly number[] })[] {
  const random = seeded(seed);
  const out: (EndgamePosition & { readonly moves: readonly number[] })[] = [];
  while (out.length < count) {
    const game = new OracleGame(rules);
    const history: number[] = [];
    while (game.result === null && emptyOpenCells(game) > maxEmpty) {
      const legal = game.legal();
      const move = legal[Math.floor(random() * legal.length)]!;
      game.play(move);
      history.push(move);
    }
    if (game.result === null) out.push(positionOfGame(game, history));
  }
  return out;
}
