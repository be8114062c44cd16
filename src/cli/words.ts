import {
  describeError,
  describeHint,
  en,
  labelDifficulty,
  labelRules,
  translate,
  type AIDifficulty,
  type Catalogue,
  type ErrorData,
  type GameState,
  type Hint,
  type Mark,
  type Rules,
  type TallyCounts,
} from 'tictactoe-engine';
import { es } from 'tictactoe-engine/locales/es';
import { fr } from 'tictactoe-engine/locales/fr';
import type { UltimateRules } from 'tictactoe-engine/ultimate';
import type { UsageProblem } from './args.js';
import { isTicTacToe } from './rules.js';

/** The languages of the CLI: the library's catalogues. */
export const CATALOGUES = { en, es, fr } as const satisfies Readonly<Record<string, Catalogue>>;

/** A language of the CLI. */
export type Language = keyof typeof CATALOGUES;

/** What `stats` counts (its JSON, less the rules). */
export interface StatsFigures {
  readonly games: number;
  readonly xWins: number;
  readonly oWins: number;
  readonly draws: number;
  readonly states: number;
  readonly positions: number;
  readonly openPositions: number;
  readonly finishedPositions: number;
  readonly value: 'X wins' | 'draw' | 'O wins';
  readonly countMs: number;
  /** Where the AI plays the rules: the time to evaluate every open position, and its solver's table size after. */
  readonly solveMs?: number;
  readonly solverEntries?: number;
}

/**
 * What the CLI says in one language: the library's sentences from its catalogue (statuses, the AI's
 * moves, errors, hints, outcomes, classifications, levels), and the CLI's own lines: the usage,
 * usage errors, the prompt, `stats`, the demo. English keeps the library's own messages for errors
 * and hints: they say more (the lines and threats concerned).
 */
export interface Words {
  readonly language: Language;
  readonly catalogue: Catalogue;
  /** The usage text of `--help`. */
  readonly usage: string;
  /** What a usage error ends with: ` (see tictactoe --help)`. */
  readonly seeHelp: string;
  /** A usage error, in one line without end punctuation. */
  usageError(problem: UsageProblem): string;
  /** A word the user gave, quoted as the language quotes (`"frob"`, `«frob»`), at most 40 characters. */
  quote(word: string): string;
  /** The words typed at the prompt in this language, besides the English ones (always understood). */
  readonly commands: { readonly hint: string; readonly undo: string; readonly quit: string; readonly help: string };
  /** Between a label and what it introduces: `': '` (French: a no-break space before the colon). */
  readonly colon: string;
  /** Between the parts of a list of lists: `'; '`. */
  readonly semicolon: string;
  /** A sentence as it reads after {@link Words.colon}: with a small first letter in Spanish and French. */
  afterColon(sentence: string): string;
  /**
   * The first lines of `play`: who plays whom, and the rules when they are not tic-tac-toe's.
   * `perfect`: level 6 plays these rules perfectly (the game is proven), else it is only the strongest level.
   */
  intro(rules: Rules, level: AIDifficulty | null, human: Mark, perfect: boolean): string;
  /** How to play a move, at the start of `play` and on `help`. */
  help(rules: Rules): string;
  /** The prompt, without its `> `: `X to move`. */
  toMove(mark: Mark): string;
  readonly abandoned: string;
  /** The first line of a round after the first: `Round 2`. */
  round(round: number): string;
  /** The score after a round: for `human` against the AI, or for X and O (`human` null). */
  tally(tally: TallyCounts, human: Mark | null): string;
  /** The question after a round, without its `> `: `Play again? (y/n)`. */
  readonly again: string;
  /** The answers to {@link Words.again} that mean yes in this language, besides `y` and `yes`. */
  readonly yes: readonly string[];
  nothingToUndo(againstAI: boolean): string;
  tookBack(againstAI: boolean): string;
  /** A cell name or column letter beyond the board (`the columns are a to c, the rows 1 to 3`). */
  offBoard(word: string, rules: Rules): string;
  /** Something typed that is not a cell, and what to type instead. */
  notACell(text: string, rules: Rules): string;
  /** A board given where a move list is needed. */
  isABoard(text: string): string;
  /** A library error, for a line of its own (no end punctuation needed). */
  error(error: ErrorData, rules: Rules): string;
  /** A hint, in a sentence or two. */
  hint(hint: Hint): string;
  /** Why `hint` has nothing to say about a finished game. */
  gameOver(state: GameState): string;
  /** The result line of `analyze`. */
  result(state: GameState): string;
  /** Why `stats` does not count a board of more than `max` cells. */
  boardTooLarge(board: { readonly rows: number; readonly columns: number }, max: number): string;
  /** The lines of `stats`. */
  stats(figures: StatsFigures): string[];
  readonly demo: DemoWords;
  readonly ultimate: UltimateWords;
}

/**
 * What the CLI says of Ultimate tic-tac-toe. A local board is named by the squares of its corners
 * (`d4–f6`), the same in every language.
 */
export interface UltimateWords {
  /**
   * The first lines of `play`: two players, or the person's mark against the AI at `level`, and
   * the rules when a switch is not standard.
   */
  intro(rules: UltimateRules, level: AIDifficulty | null, human: Mark): string;
  /** The AI's move, by its square: `O plays e6.` */
  aiMove(mark: Mark, square: string): string;
  /** How to play a move, at the start of `play` and on `help`. */
  readonly help: string;
  /** Where the player to move may play: in `board` (`null`: in any open board). */
  where(mark: Mark, board: string | null): string;
  /** A move outside the board the player is sent to (`WRONG_BOARD`). */
  wrongBoard(mark: Mark, board: string): string;
  /** A move in a board that is won or full (`BOARD_CLOSED`). */
  boardClosed(board: string): string;
  /** A move onto a taken cell (`CELL_OCCUPIED`). */
  occupied(square: string, mark: Mark): string;
  /** Something typed that is not a square. */
  notASquare(text: string): string;
  /** A name of a square beyond the board (`j1`, `a10`). */
  offBoard(word: string): string;
  /**
   * How the game ended: `winner` by a line of boards (`line`: their names), by the tiebreak (`line`
   * null: the boards each player won), or a draw (`winner` null).
   */
  result(winner: Mark | null, line: readonly string[] | null, won: Readonly<Record<Mark, number>>): string;
}

/** The demo's own lines. */
export interface DemoWords {
  readonly matches: string;
  pairing(a: number, b: number, winsA: number, winsB: number, draws: number): string;
  perfect(moves: string): string;
  end(state: GameState): string;
  readonly hint: string;
  readonly analysis: string;
  readonly closing: string;
}

/** The last column letter of a board. */
export const lastColumn = ({ columns }: Rules): string => String.fromCharCode(96 + columns);

/** The cell in the middle of a board, as an example of a cell name. */
export const middle = (rules: Rules): string =>
  `${String.fromCharCode(96 + Math.ceil(rules.columns / 2))}${Math.ceil(rules.rows / 2)}`;

/** How a game stands, in words: `playing` while it goes on, `draw`, or `won` of its winner. */
export const standing = (state: GameState, playing: string, draw: string, won: (mark: Mark) => string): string =>
  state.status === 'in-progress' ? playing : state.status === 'draw' ? draw : won(state.winner!.symbol);

/** The parts every language shares: the library's sentences from the catalogue. */
export function fromCatalogue(language: Language): Pick<Words, 'language' | 'catalogue' | 'error' | 'hint'> {
  const catalogue = CATALOGUES[language];
  return {
    language,
    catalogue,
    error: (error, rules) => describeError(error, rules, catalogue),
    hint: (hint) => describeHint(hint, catalogue),
  };
}

/** The rules of a game other than tic-tac-toe's, by its name, and misère explained on a line of its own. */
export function rulesLine(rules: Rules, catalogue: Catalogue, label: string): string {
  const standard = rules.variant === 'standard';
  if (isTicTacToe(rules) && standard) return '';
  const lose = standard ? '' : `\n${translate('rules.lose', { inARow: rules.inARow }, catalogue)}`;
  return `${label}${labelRules(rules, catalogue)}.${lose}`;
}

/** The name of an AI level in the play intro: the catalogue's, but level 6 is perfect only where the game is proven. */
export const levelName = (level: AIDifficulty, perfect: boolean, catalogue: Catalogue, strongest: string): string =>
  level === 6 && !perfect ? strongest : labelDifficulty(level, catalogue);

/** The wins of `human` and of the AI in a tally, or those of X and O for two players (`human` null). */
export function winsOf({ winsByMark }: TallyCounts, human: Mark | null): readonly [number, number] {
  if (human === null) return [winsByMark.X, winsByMark.O];
  return [winsByMark[human], winsByMark[human === 'X' ? 'O' : 'X']];
}

/** A number as a language writes it: `255,168`, `255.168`, `255 168`. */
export const numberIn =
  (locale: string) =>
  (value: number): string =>
    value.toLocaleString(locale);
