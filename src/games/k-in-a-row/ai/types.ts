/**
 * The vocabulary of the AI: the generic {@link GameAI} contract, difficulty levels, hints,
 * evaluations and game analyses.
 *
 * @packageDocumentation
 */
import type { AIErrorCode } from '../../../core/ai.js';
import type { MoveClassification, PlayerAnalysis } from '../../../core/analysis.js';

export type { MoveClassification, PlayerAnalysis } from '../../../core/analysis.js';
import type { MoveErrorCode } from '../../../core/errors.js';
import type {
  PlayerResult,
  CellIndex,
  ErrorData,
  GameStatus,
  GridCoordinate,
  Mark,
  Result,
  TicTacToeMove,
  Variant,
} from '../../../core/types.js';

/**
 * The error of a failed AI {@link Result}: an {@link AIErrorCode}, or a {@link MoveErrorCode} for
 * the state, the player, the turn (`INVALID_STATE`, `UNKNOWN_PLAYER`, `GAME_OVER`, `NOT_YOUR_TURN`)
 * or a move of an analyzed move list (with `ply`, its 0-based index).
 */
export interface AIError extends ErrorData<AIErrorCode | MoveErrorCode> {
  /** The cell concerned (`CELL_OCCUPIED` in an analyzed move list). */
  readonly cell?: CellIndex;
  /** For an analyzed move list, the 0-based index of the move that cannot be played. */
  readonly ply?: number;
}

/**
 * How an opponent plays, for level 6's choice among its perfect moves and for the practical
 * ranking of hints:
 * - `'random'` (the same as `1`): a uniformly random legal move;
 * - `1` to `5`: the library's level, exactly as it plays without a time limit;
 * - `'robust'` (the default): each move, half the time random and half the time level 3 (wins,
 *   else blocks, else random). Of the mixtures of levels 1–5, none loses less against its worst
 *   level (see the AI guide for its figures against each one);
 * - a function ({@link OpponentPolicy}) giving the probability of each legal move.
 *
 * On 3 × 3 level 6 maximises its expected score exactly (win 1, draw ½, loss 0) over the whole
 * game tree. On other boards it prefers the proven best move after which the opponent's next move
 * is most likely a mistake (levels 4 and 5 are then taken as level 3: they never miss a win or a
 * block).
 */
export type OpponentModel = 'robust' | 'random' | 1 | 2 | 3 | 4 | 5 | OpponentPolicy;

/** The built-in opponent models, for menus and validation. */
export const OPPONENT_MODELS = ['robust', 'random', 1, 2, 3, 4, 5] as const;

/**
 * A caller's opponent model: returns a weight (a finite number ≥ 0, not all 0) for each of
 * `position.moves`, in that order; the chance of each move is its share of the total. It should
 * depend on the position only: the AI calls it at most once per position and remembers the answer
 * (on 3 × 3, for every position of the game tree it needs). A function that throws or returns
 * anything else makes the AI's answer an `INVALID_OPTIONS` error. It may not use the AI or a
 * solver while it is asked: such calls are refused with `INVALID_OPTIONS`.
 *
 * @example
 * ```ts
 * import type { OpponentPolicy } from 'tictactoe-engine';
 * // An opponent who plays the center when it can, else anything.
 * const centerFirst: OpponentPolicy = ({ moves, columns, rows }) =>
 *   moves.map((cell) => (cell === (rows * columns - 1) / 2 ? 100 : 1));
 * ```
 */
export type OpponentPolicy = (position: OpponentPosition) => readonly number[];

/** The position an {@link OpponentPolicy} is asked about (frozen). */
export interface OpponentPosition {
  /** The cells, row by row: the mark on each, or `null`. */
  readonly board: readonly (Mark | null)[];
  /** The board's rows. */
  readonly rows: number;
  /** The board's columns. */
  readonly columns: number;
  /** The opponent's mark: they are to move. */
  readonly player: Mark;
  /** The cells where they may play, in increasing order. */
  readonly moves: readonly CellIndex[];
}

/** A player's chances against an {@link OpponentModel}: each between 0 and 1, summing to 1. */
export interface Chances {
  /** The chance to win. */
  readonly win: number;
  /** The chance of a draw. */
  readonly draw: number;
  /** The chance to lose (0 for a perfect player from a position it does not lose). */
  readonly loss: number;
}

/**
 * The reason a hint gives. On 3 × 3, in the vocabulary of Newell and Simon's tic-tac-toe program
 * (in their priority order: `win`, `block`, `fork`, `block-fork`, `center`, `opposite-corner`,
 * `empty-corner`, `empty-side`), plus `only-move` (one empty cell), `delaying-a-loss` (every move
 * loses; this one lasts longest) and, in misère, `mirror` (X answers O through the center). On
 * other boards: `win`, `block`, `fork` (two threats at once), `threat` (a line one mark short,
 * which the opponent must answer), `forced-win` (a proven win in more moves), `only-move`,
 * `delaying-a-loss`, and `positional` (the best move the search found, for no simpler reason).
 * The hinted move is always one of the best moves found; the reason only names it. The one exception,
 * `best-chance`: on 3 × 3, in a lost position, a hint asked against an opponent model (the `opponent` option) names
 * the move most likely to save the game against that opponent, which may lose sooner against perfect play than
 * another.
 */
export const HINT_REASONS = [
  'win',
  'block',
  'fork',
  'block-fork',
  'center',
  'opposite-corner',
  'empty-corner',
  'empty-side',
  'only-move',
  'delaying-a-loss',
  'mirror',
  'threat',
  'forced-win',
  'positional',
  'best-chance',
] as const;

/** A reason code of a {@link Hint}: see {@link HINT_REASONS}. */
export type HintReason = (typeof HINT_REASONS)[number];

/** How a game ends with perfect play from a position, for one player. */
export interface Outcome {
  /** The result for the player concerned. */
  readonly result: PlayerResult;
  /** The mark that wins, or `null` for a draw. */
  readonly winner: Mark | null;
  /** The marks still to be placed before the game ends (for a draw, the empty cells; 0 when it is over). */
  readonly moves: number;
  /**
   * The score of {@link TicTacToeAI.evaluatePosition}: `100 − moves` for a win, `−(100 − moves)` for a loss, 0 for a
   * draw.
   */
  readonly score: number;
  /**
   * In English: `"X wins in 3 moves"`, `"O wins in 2 moves"`, `"draw"`; for an estimate, graded by the size of its
   * score: `"even (estimated)"` (below 0.1), `"X is slightly better (estimated)"` (below 0.35), `"X is better
   * (estimated)"` (below 0.9), `"X is winning (estimated)"` (0.9 and more: a win the search saw but did not prove).
   */
  readonly message: string;
  /**
   * `true` when the outcome is proven: always on 3 × 3, and on other boards when the search
   * proves it within the time. Otherwise it is an estimate: `result` and `winner` say which side
   * the search favors (`'draw'` and `null` when neither), `score` lies strictly between −1 and
   * 1, and `moves` counts the empty cells.
   */
  readonly proven: boolean;
}

/** A legal move with its value under perfect play. */
export interface RankedMove {
  /** The cell played, 0–8. */
  readonly cell: CellIndex;
  /** The move, ready for `applyMove`. */
  readonly move: TicTacToeMove;
  /**
   * The outcome for the mover if they play this move and both sides then play perfectly, counted from before the move.
   */
  readonly outcome: Outcome;
  /** `true` for every move as good as the best. */
  readonly best: boolean;
  /**
   * On 3 × 3, when the hint was asked against an opponent model (the `opponent` option of the
   * hint or of the AI): the mover's chances after this move, playing on as level 6 does against
   * that opponent. Exact, not sampled.
   */
  readonly chances?: Chances;
}

/** A hint: the best move, why, what it leads to, and the legal moves ranked (see {@link Hint.moves}). */
export interface Hint {
  /** The id of the player hinted: the player to move. */
  readonly playerId: string;
  /** The mark of the player hinted. */
  readonly symbol: Mark;
  /**
   * The hinted move: a perfect move (the fastest win, a draw kept, the slowest loss). With an
   * opponent model (the `opponent` option), the perfect move of best expected score against it,
   * as level 6 plays; but on 3 × 3 in a lost position, where every move loses, the move of best
   * expected score against it, then the slowest loss (reason `best-chance` when it loses sooner
   * than another). Without a model, and on other boards, a lost position's hint is the slowest loss.
   */
  readonly cell: CellIndex;
  /** The hinted move, ready for `applyMove`. */
  readonly move: TicTacToeMove;
  /** The hinted cell as `{ row, col }`. */
  readonly position: GridCoordinate;
  /** Why, as a code an app can translate. */
  readonly reason: HintReason;
  /** The outcome of the position with perfect play, for the player hinted. */
  readonly outcome: Outcome;
  /** The hint in English, e.g. `"Take the center, b2. Draw with best play."`. */
  readonly message: string;
  /**
   * Every legal move the AI valued, best first: the hinted move, then the other best moves and the rest by
   * value; with an opponent model, equal values by expected score (in a lost position, where
   * every move loses: by expected score, then by value); then by cell. That is every legal move,
   * except on boards of more than 49 cells without gravity, where the search looks only near the
   * marks (within two rows and columns of one): the cells farther away are not listed, since no
   * search gave them a value (on an empty board every cell is listed).
   */
  readonly moves: readonly RankedMove[];
}

/** A position's evaluation for one player. */
export interface PositionEvaluation {
  /** As {@link TicTacToeAI.evaluatePosition}: ±(100 − moves to the end) for a decided position, 0 for a draw. */
  readonly score: number;
  /** The length of the principal variation: the moves to the end of the game with perfect play. */
  readonly depth: number;
  /** The best move of the player to move, or absent when the game is over. */
  readonly bestMove?: GridCoordinate;
  /**
   * A line of perfect play from the position to the end of the game (when not proven: a few moves of the search's best
   * play).
   */
  readonly principalVariation: readonly GridCoordinate[];
  /** `true` when the score is proven (always on 3 × 3); otherwise it is an estimate, strictly between −1 and 1. */
  readonly proven: boolean;
}

/** One analyzed move. Scores are for the mover, both counted from the position before the move. */
export interface MoveAnalysis {
  /** The move's index among the analyzed moves, from 0. */
  readonly ply: number;
  /** The mover's mark. */
  readonly symbol: Mark;
  /** The mover's id, or `null` when a bare move list was analyzed. */
  readonly playerId: string | null;
  /** The cell played, 0–8. */
  readonly cell: CellIndex;
  /** The move played. */
  readonly move: TicTacToeMove;
  /** The position's score before the move with perfect play: the score of a best move. */
  readonly before: number;
  /** The score the move played keeps with perfect play afterwards. Equal to `before` for a best move. */
  readonly after: number;
  /** Every best move (the one played included, when it was best). */
  readonly bestMoves: readonly CellIndex[];
  /** How good the move was: `best`, `inaccuracy`, `mistake` or `blunder`. */
  readonly classification: MoveClassification;
  /**
   * `true` when both scores are proven (always on 3 × 3). Otherwise both are estimates within
   * (−1, 1), and the move is an inaccuracy, a mistake or a blunder when it loses less than 0.1,
   * less than 0.4, or more of the estimate.
   */
  readonly proven: boolean;
}

/** The analysis of a game: each move classified against perfect play, and each player's record. */
export interface GameAnalysis {
  /** The variant the game was played in. */
  readonly variant: Variant;
  /** The status after the last analyzed move. */
  readonly status: GameStatus;
  /** The winning mark, or `null` (draw or in progress). */
  readonly winner: Mark | null;
  /** Every move of the game, in order. */
  readonly moves: readonly MoveAnalysis[];
  /** X's record, then O's. */
  readonly players: readonly [PlayerAnalysis, PlayerAnalysis];
}

/** The options of a hint or an evaluation (`getHint`, `evaluatePosition`, `getEvaluation`). */
export interface ThinkOptions {
  /**
   * On boards other than 3 × 3, the most milliseconds to spend: the answer is proven when the
   * search proves it in that time, else estimated. Default: 1000. Above `MAX_TIME_LIMIT` (60,000, a minute),
   * `Infinity` included: `MAX_TIME_LIMIT`. (3 × 3 answers are always proven, at once.)
   */
  readonly timeLimit?: number;
  /**
   * For hints: the opponent to rank equally good moves against (see {@link OpponentModel}).
   * Default: the AI's `opponent` option when it was given, else none (the hint then names the
   * first perfect move by the Newell–Simon rules).
   */
  readonly opponent?: OpponentModel;
}

/** The options of {@link TicTacToeAI.analyzeGame} for a bare move list. */
export interface AnalyzeOptions {
  /** The variant the moves were played in. Default: `'standard'`. */
  readonly variant?: Variant;
  /**
   * On boards other than 3 × 3, the most milliseconds to spend on each move. Default: 250. Above `MAX_TIME_LIMIT`
   * (a minute), `Infinity` included: `MAX_TIME_LIMIT` a move. With 0, each move is valued by the position after it
   * alone (a win on the move, a threat to answer, else its open lines): no search.
   */
  readonly timeLimit?: number;
}
