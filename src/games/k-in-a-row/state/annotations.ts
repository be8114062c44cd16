import { TicTacToeError } from '../../../core/errors.js';
import { describe } from '../../../core/describe.js';
import { describeThrown, readFields, readOptions } from '../../../core/input.js';
import { invalidOptions } from '../../../core/invalid-argument.js';
import { nameOf } from '../rules/cells.js';
import { englishLineLabel, fills, type WinningLine } from '../rules/geometry.js';
import { has, withCell } from '../rules/cellset.js';
import { MARKS, type GameAnnotation, type GridCoordinate, type Mark } from '../../../core/types.js';
import { positionOf, type GameState, type State } from './game-state.js';

/** Fields every annotation has: the cells it covers, as indexes and coordinates. */
export interface AnnotationBase extends GameAnnotation {
  /** The cells it covers, as indexes. */
  readonly cells: readonly number[];
  /** The cells it covers, as `{ row, col }`. */
  readonly positions: readonly GridCoordinate[];
  /** A sentence for people (and screen readers), in English. */
  readonly message: string;
}

/** The completed line of a finished game. */
export interface WinningLineAnnotation extends AnnotationBase {
  /** `'winning-line'`. */
  readonly type: 'winning-line';
  /** The completed line. */
  readonly line: WinningLine;
  /** The mark that completed it. */
  readonly symbol: Mark;
}

/** The last move played. */
export interface LastMoveAnnotation extends AnnotationBase {
  /** `'last-move'`. */
  readonly type: 'last-move';
  /** The mark placed. */
  readonly symbol: Mark;
  /** The id of the player who moved. */
  readonly playerId: string;
}

/**
 * An empty cell where `symbol` would complete a line with its next mark (in misère, a cell
 * where that player would lose by playing).
 */
export interface ThreatAnnotation extends AnnotationBase {
  /** `'threat'`. */
  readonly type: 'threat';
  /** The mark that would complete the lines. */
  readonly symbol: Mark;
  /** The lines it would complete. */
  readonly lines: readonly WinningLine[];
  /** `true` when the cell can be played now: always without gravity; with gravity, once the cell below it is filled. */
  readonly playable: boolean;
}

/**
 * The hint for the player to move, from an advisor such as `TicTacToeAI`: the best move (in
 * `cells`) and the value of every cell, so that an app can shade the board.
 */
export interface HintAnnotation<TReason extends string = string> extends AnnotationBase {
  /** `'hint'`. */
  readonly type: 'hint';
  /** The mark of the player to move. */
  readonly symbol: Mark;
  /** The id of the player to move. */
  readonly playerId: string;
  /** Why the move is best, as a code (the AI's `HintReason`). */
  readonly reason: TReason;
  /**
   * For each cell of the board, the score the mover keeps by playing there with perfect play
   * afterwards (as the AI's `evaluatePosition`: positive wins, 0 draws, negative loses), or
   * `null` for an occupied cell and for an empty cell the hint did not value (on boards of more
   * than 49 cells without gravity, the cells far from every mark).
   */
  readonly values: readonly (number | null)[];
}

/** What the engine annotates: the winning line, the last move, the immediate threats and, when asked, the hint. */
export type EngineAnnotation = WinningLineAnnotation | LastMoveAnnotation | ThreatAnnotation | HintAnnotation;

/** Something that can annotate a state with a hint: `TicTacToeAI` is one. */
export interface HintAdvisor {
  /** Returns the hint annotation for the player to move, or `null` when the game is over. */
  hintAnnotation(state: GameState): HintAnnotation | null;
}

/** What `getAnnotations` adds on request. */
export interface AnnotationOptions {
  /** Adds the hint of this advisor for the player to move (e.g. a `TicTacToeAI`). */
  readonly hint?: HintAdvisor;
}

/** Returns the annotations of a state, in the order: winning line, last move, threats by cell then mark, hint. */
export function annotations(state: State, options?: AnnotationOptions): EngineAnnotation[] {
  const advise = readAdvisor(options);
  const { context, x, o, status } = positionOf(state)!;
  const { rules, geometry } = context;
  const { coordinates, size, columns, line: lineOf, cells, linesThrough } = geometry;
  const result: EngineAnnotation[] = [];
  const line = state.winningLine;
  if (line) {
    const symbol = state.board[line.cells[0]!]!;
    result.push({
      type: 'winning-line',
      cells: line.cells,
      positions: line.cells.map((cell) => coordinates[cell]!),
      line,
      symbol,
      message: `${symbol} completed the ${englishLineLabel(line)}.`,
    });
  }
  const last = state.lastMove;
  if (last) {
    result.push({
      type: 'last-move',
      cells: [last.cell],
      positions: [last.position],
      symbol: last.symbol,
      playerId: last.playerId,
      message: `${last.symbol} played ${nameOf(last.cell, columns)}.`,
    });
  }
  if (status !== 'in-progress') return result;
  const taken = (cell: number): boolean => has(x, cell) || has(o, cell);
  for (let cell = 0; cell < size; cell++) {
    if (taken(cell)) continue;
    const playable = !rules.gravity || cell + columns >= size || taken(cell + columns);
    MARKS.forEach((symbol, index) => {
      const marks = withCell(index === 0 ? x : o, cell);
      const completed = linesThrough[cell]!.filter((i) => fills(cells[i]!, marks)).map(lineOf);
      if (completed.length === 0) return;
      const where = `${nameOf(cell, columns)}${playable ? '' : ' (once the cell below is filled)'}`;
      result.push({
        type: 'threat',
        cells: [cell],
        positions: [coordinates[cell]!],
        symbol,
        lines: completed,
        playable,
        message: `${symbol} would complete the ${completed.map(englishLineLabel).join(' and the ')} at ${where}.`,
      });
    });
  }
  const hint = advise?.(state);
  if (hint) result.push(hint);
  return result;
}

/**
 * Reads the options of `getAnnotations`: returns the advisor's hint function, or `undefined` when
 * no hint is asked for. Throws `INVALID_OPTIONS` for options that are not an object or cannot be
 * read, a `hint` without a `hintAnnotation` method, and (when called) an advisor that throws
 * something other than a `TicTacToeError` or returns something other than a hint annotation (an
 * object whose `type` is `'hint'`) or `null` (`undefined` counts as `null`).
 */
function readAdvisor(options: unknown): ((state: State) => HintAnnotation | null) | undefined {
  const given = readOptions(options, ['hint']);
  if (!given) invalidOptions(`Cannot annotate: the options must be an object, not ${describe(options)}.`);
  const advisor = given.hint;
  if (advisor === undefined) return undefined;
  const method = readFields(advisor, ['hintAnnotation'])?.hintAnnotation;
  if (typeof method !== 'function')
    invalidOptions(`Cannot annotate: options.hint must have a hintAnnotation method, not ${describe(advisor)}.`);
  return (state) => {
    let hint: unknown;
    try {
      hint = (method as HintAdvisor['hintAnnotation']).call(advisor, state);
    } catch (thrown) {
      if (thrown instanceof TicTacToeError) throw thrown;
      invalidOptions(`Cannot annotate: the hint advisor threw ${describeThrown(thrown)}.`);
    }
    if (hint === null || hint === undefined) return null;
    if (readFields(hint, ['type'])?.type !== 'hint')
      invalidOptions(`Cannot annotate: the hint advisor returned ${describe(hint)}, not a hint annotation.`);
    return hint as HintAnnotation;
  };
}
