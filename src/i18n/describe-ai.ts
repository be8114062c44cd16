/**
 * The AI in a catalogue's language: its levels, its hints and the outcomes it finds.
 *
 * @packageDocumentation
 */
import { estimateGrade } from '../core/estimate.js';
import { AI_DIFFICULTIES, type AIDifficulty } from '../core/ai.js';
import { HINT_REASONS, type Hint, type Outcome } from '../games/k-in-a-row/ai/types.js';
import { describe } from '../core/describe.js';
import { readFields } from '../core/input.js';
import { invalidArgument } from '../core/invalid-argument.js';
import { coordinateName } from '../games/k-in-a-row/rules/cells.js';
import { MAX_SIDE } from '../games/k-in-a-row/rules/rules.js';
import { MARKS, type Mark } from '../core/types.js';
import { ESTIMATED_RESULT, markName, message, readCatalogue } from './translate.js';
import type { MessageKey } from './keys.js';
import type { Catalogue } from './types.js';

/** The games whose AI levels have words of their own: the k-in-a-row family (the default) and Ultimate. */
export type DifficultyGame = 'k-in-a-row' | 'ultimate';

/** The key of a level's `part` for `game`: Ultimate's own where it has one. */
function levelKey(fn: string, level: AIDifficulty, part: 'name' | 'description', game: unknown): MessageKey {
  if (game !== undefined && game !== 'k-in-a-row' && game !== 'ultimate')
    invalidArgument(`${fn}: ${describe(game)} is not a game ('k-in-a-row' or 'ultimate').`);
  const own = game === 'ultimate' && (part === 'name' ? level === 6 : level > 1);
  return (own ? `difficulty.ultimate.${level}.${part}` : `difficulty.${level}.${part}`) as MessageKey;
}

/** Returns the level, or throws `INVALID_ARGUMENT` for a value that is not one. */
function readLevel(fn: string, level: unknown): AIDifficulty {
  if (!(AI_DIFFICULTIES as readonly unknown[]).includes(level))
    invalidArgument(`${fn}: ${describe(level)} is not a level from 1 to 6.`);
  return level as AIDifficulty;
}

/**
 * Returns the name of an AI level in the catalogue's language, for a menu: `'Beginner'` (1),
 * `'Easy'`, `'Medium'`, `'Hard'`, `'Expert'`, `'Perfect'` (6); for Ultimate (`game: 'ultimate'`),
 * whose level 6 is the strongest within its time but not perfect, `'Strongest'` (6).
 *
 * @param level - a level of {@link AI_DIFFICULTIES}.
 * @param catalogue - the language. Default: {@link en}.
 * @param game - `'k-in-a-row'` (the default: `TicTacToeAI`'s levels) or `'ultimate'` (`UltimateAI`'s).
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `level` is not a level, `catalogue` not a
 *   catalogue, or `game` not one of those.
 * @example
 * ```ts
 * import { AI_DIFFICULTIES, labelDifficulty } from 'tictactoe-engine';
 * import { fr } from 'tictactoe-engine/locales/fr';
 * AI_DIFFICULTIES.map((level) => labelDifficulty(level, fr));
 * // ['Débutant', 'Facile', 'Moyen', 'Difficile', 'Expert', 'Parfait']
 * labelDifficulty(6); // 'Perfect'
 * labelDifficulty(6, undefined, 'ultimate'); // 'Strongest'
 * ```
 */
export function labelDifficulty(level: AIDifficulty, catalogue?: Catalogue, game?: DifficultyGame): string {
  const key = levelKey('labelDifficulty', readLevel('labelDifficulty', level), 'name', game);
  return message(readCatalogue('labelDifficulty', catalogue), key, {});
}

/**
 * Says in one line how an AI level plays, in the catalogue's language (`'Looks two or three moves
 * ahead.'`); for Ultimate (`game: 'ultimate'`), how `UltimateAI`'s level plays.
 *
 * @param level - a level of {@link AI_DIFFICULTIES}.
 * @param catalogue - the language. Default: {@link en}.
 * @param game - `'k-in-a-row'` (the default: `TicTacToeAI`'s levels) or `'ultimate'` (`UltimateAI`'s).
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `level` is not a level, `catalogue` not a
 *   catalogue, or `game` not one of those.
 * @example
 * ```ts
 * import { describeDifficulty } from 'tictactoe-engine';
 * import { es } from 'tictactoe-engine/locales/es';
 * describeDifficulty(6, es); // 'Juega a la perfección: nunca pierde.'
 * describeDifficulty(6, undefined, 'ultimate'); // 'Thinks as long as it is given and …'
 * ```
 */
export function describeDifficulty(level: AIDifficulty, catalogue?: Catalogue, game?: DifficultyGame): string {
  const key = levelKey('describeDifficulty', readLevel('describeDifficulty', level), 'description', game);
  return message(readCatalogue('describeDifficulty', catalogue), key, {});
}

/** The fields of an outcome that its sentence needs, checked. */
interface OutcomeFields {
  readonly result: 'win' | 'draw' | 'loss';
  readonly winner: Mark | null;
  readonly moves: number;
  readonly proven: boolean;
  /** The score, which grades an estimate (`undefined` in an outcome made without one). */
  readonly score: number | undefined;
}

/**
 * Reads an outcome once, or throws `INVALID_ARGUMENT` for anything that is not one, or one whose
 * fields disagree: a draw has no winner, a win or a loss has one (proven or estimated alike).
 */
function readOutcome(fn: string, outcome: unknown): OutcomeFields {
  const { result, winner, moves, proven, score } =
    readFields(outcome, ['result', 'winner', 'moves', 'proven', 'score']) ?? {};
  if (
    (result !== 'win' && result !== 'draw' && result !== 'loss') ||
    (result === 'draw' ? winner !== null : !(MARKS as readonly unknown[]).includes(winner)) ||
    !Number.isInteger(moves) ||
    (moves as number) < 0 ||
    (moves as number) > MAX_SIDE * MAX_SIDE ||
    typeof proven !== 'boolean' ||
    !(score === undefined || (typeof score === 'number' && Number.isFinite(score)))
  )
    invalidArgument(`${fn}: ${describe(outcome)} is not an outcome ({ result, winner, moves, proven, score }).`);
  return { result, winner, moves, proven, score } as OutcomeFields;
}

/**
 * Says what an outcome of the AI is, in the catalogue's language: the phrase of its `message`
 * (`'X wins in 3 moves'`, `'draw'`; for an estimate, graded by its score: `'even (estimated)'`,
 * `'O is slightly better (estimated)'`, `'O is better (estimated)'`, `'X is winning (estimated)'`),
 * for a hint's ranked moves or an evaluation.
 *
 * @param outcome - an {@link Outcome} (a hint's, or one of its ranked moves').
 * @param catalogue - the language. Default: {@link en}.
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `outcome` is not an outcome (or one whose
 *   fields disagree: a draw with a winner, a win or a loss without one, moves that are not a whole
 *   number from 0), or `catalogue` not a catalogue.
 * @example
 * ```ts
 * import { TicTacToeAI, TicTacToeEngine, describeOutcome, unwrap } from 'tictactoe-engine';
 * import { fr } from 'tictactoe-engine/locales/fr';
 * const state = unwrap(new TicTacToeEngine().replay([4, 1], {}, [{ id: 'ann' }, { id: 'bob' }]));
 * const hint = new TicTacToeAI().getHint(state, 'ann')!;
 * hint.outcome.message;                  // 'X wins in 5 moves'
 * describeOutcome(hint.outcome, fr);     // 'X gagne en 5 coups'
 * ```
 */
export function describeOutcome(outcome: Outcome, catalogue?: Catalogue): string {
  const { winner, moves, proven, score } = readOutcome('describeOutcome', outcome);
  const reader = readCatalogue('describeOutcome', catalogue);
  if (winner === null) return message(reader, proven ? 'outcome.draw' : 'outcome.even', {});
  const mark = markName(reader, winner);
  if (proven) return message(reader, 'outcome.win', { mark, moves });
  // An outcome made without a score (by hand) reads as plainly better.
  const grade = score === undefined ? 'better' : estimateGrade(score);
  // An estimate with a winner leans to it, however little its score says.
  return message(reader, grade === 'even' ? 'outcome.slightly-better' : `outcome.${grade}`, { mark });
}

/**
 * Explains a hint in the catalogue's language: why the move is good (from its `reason` code, with
 * its cell) and what it leads to with best play (from its `outcome`). The English of this function
 * is shorter than the hint's own `message`, which also names the lines and threats concerned.
 *
 * @param hint - a hint of {@link TicTacToeAI.getHint}.
 * @param catalogue - the language. Default: {@link en}.
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `hint` is not a hint (a `reason` of
 *   {@link HINT_REASONS}, a `symbol`, a `position` and an `outcome`), or `catalogue` not a catalogue.
 * @example
 * ```ts
 * import { TicTacToeAI, TicTacToeEngine, describeHint, unwrap } from 'tictactoe-engine';
 * import { es } from 'tictactoe-engine/locales/es';
 * const engine = new TicTacToeEngine();
 * const state = unwrap(engine.fromSetup('X.O/.X./..O', {}, [{ id: 'ann' }, { id: 'bob' }]));
 * const hint = new TicTacToeAI().getHint(state, 'ann')!;
 * hint.reason;                 // 'block'
 * describeHint(hint);          // 'Block O at c2. Draw with best play.'
 * describeHint(hint, es);      // 'Bloquea a O en c2. Con juego perfecto, termina en empate.'
 * ```
 */
export function describeHint(hint: Hint, catalogue?: Catalogue): string {
  const { reason, symbol, position, outcome } = readFields(hint, ['reason', 'symbol', 'position', 'outcome']) ?? {};
  const { row, col } = readFields(position, ['row', 'col']) ?? {};
  const onBoard = (value: unknown): boolean =>
    Number.isInteger(value) && (value as number) >= 0 && (value as number) < MAX_SIDE;
  if (
    !(HINT_REASONS as readonly unknown[]).includes(reason) ||
    !(MARKS as readonly unknown[]).includes(symbol) ||
    !onBoard(row) ||
    !onBoard(col)
  )
    invalidArgument(`describeHint: ${describe(hint)} is not a hint ({ reason, symbol, position, outcome }).`);
  const { result, winner, moves, proven, score } = readOutcome('describeHint', outcome);
  const reader = readCatalogue('describeHint', catalogue);
  const cell = coordinateName(row as number, col as number);
  const mark = markName(reader, MARKS[1 - MARKS.indexOf(symbol as Mark)]!);
  const why = message(reader, `hint.${reason as Hint['reason']}`, { cell, mark, moves });
  // These reasons say what happens with best play themselves.
  if (reason === 'delaying-a-loss' || reason === 'forced-win' || reason === 'best-chance') return why;
  // An outcome made without a score (by hand) reads as plainly better.
  const grade = score === undefined ? 'better' : estimateGrade(score);
  const then = !proven
    ? winner === null
      ? message(reader, 'hint.result.even', {})
      : message(reader, ESTIMATED_RESULT[grade === 'even' ? 'slightly-better' : grade][winner === symbol ? 0 : 1], {})
    : result === 'draw'
      ? message(reader, 'hint.result.draw', {})
      : result === 'loss'
        ? message(reader, 'hint.result.loss', { moves })
        : message(reader, 'hint.result.win', { mark: markName(reader, winner ?? (symbol as Mark)), moves });
  return message(reader, 'hint.message', { reason: why, result: then });
}
