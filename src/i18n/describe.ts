/**
 * Sentences and labels in a catalogue's language, from what the library returns: a state's status,
 * an error, a cell, a line, a game's rules (the AI's levels, hints and outcomes: `describe-ai.ts`).
 *
 * @packageDocumentation
 */
import { describe } from '../core/describe.js';
import { readFields } from '../core/input.js';
import { invalidArgument } from '../core/invalid-argument.js';
import { columnLetter, isCellOf, nameOf, readShape, requireCell, type Shape } from '../games/k-in-a-row/rules/cells.js';
import { boardOfLine, type LineBoard, type WinningLine } from '../games/k-in-a-row/rules/geometry.js';
import { readRules, type Rules } from '../games/k-in-a-row/rules/rules.js';
import type { GameState } from '../games/k-in-a-row/state/game-state.js';
import { requireState } from '../games/k-in-a-row/state/outcome.js';
import type { ErrorData } from '../core/types.js';
import type { MessageKey } from './keys.js';
import { isMessageKey, markName, message, readCatalogue, type Reader } from './translate.js';

import type { Catalogue } from './types.js';

/** The keys of the 3 × 3 cells, by index, without their prefix `cell.`. */
const CELLS_3X3 = [
  'top-left',
  'top-center',
  'top-right',
  'middle-left',
  'center',
  'middle-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;

/** The keys of the 8 lines of the 3 × 3 board, by line index, without their prefix `line.`. */
const LINES_3X3 = [
  'top-row',
  'middle-row',
  'bottom-row',
  'left-column',
  'center-column',
  'right-column',
  'top-left-diagonal',
  'top-right-diagonal',
] as const;

/**
 * Says what the status of a game is, in the catalogue's language: whose turn it is, who won with
 * which line (in misère, who completed it), or that it is a draw. Marks are written as the
 * catalogue writes them (`mark.X`, `mark.O`), lines as {@link lineLabel} names them.
 *
 * @param state - a game state (or one that went through JSON).
 * @param catalogue - the language. Default: {@link en}.
 * @throws {@link TicTacToeError} `INVALID_STATE` when `state` is not a game state, `INVALID_ARGUMENT`
 *   when `catalogue` is not a catalogue.
 * @example
 * ```ts
 * import { TicTacToeEngine, describeStatus, unwrap } from 'tictactoe-engine';
 * import { es } from 'tictactoe-engine/locales/es';
 * const engine = new TicTacToeEngine();
 * const players = [{ id: 'ann' }, { id: 'bob' }];
 * describeStatus(unwrap(engine.replay([4], {}, players)), es);             // 'Turno de O.'
 * describeStatus(unwrap(engine.replay([0, 3, 1, 4, 2], {}, players)));     // 'X wins with the Top Row.'
 * describeStatus(unwrap(engine.replay([0, 3, 1, 4, 2], {}, players)), es); // 'Gana X con la fila de arriba.'
 * ```
 */
export function describeStatus(state: GameState, catalogue?: Catalogue): string {
  const game = requireState(state);
  const reader = readCatalogue('describeStatus', catalogue);
  const { winner, winningLine } = game;
  if (game.status === 'in-progress')
    return message(reader, 'status.turn', { mark: markName(reader, game.currentPlayer!) });
  if (!winner || !winningLine) return message(reader, 'status.draw', {});
  const board = boardOfLine(winningLine)!;
  const misere = game.rules.variant === 'misere';
  // A named line of 3 × 3 reads as a noun ("the Top Row"), a line elsewhere as a name ("Row 6, a6 to d6").
  const key = `status.won${misere ? '-misere' : ''}${isNamed(board) ? '' : '-other-board'}` as const;
  return message(reader, key, {
    mark: markName(reader, winner.symbol),
    // In misère the loser completed the line; the winner is the other mark.
    loser: misere ? markName(reader, winner.symbol === 'X' ? 'O' : 'X') : '',
    line: lineText(reader, winningLine, board),
  });
}

/**
 * Returns the label of a cell, for screen readers and link text, in the catalogue's language: on
 * 3 × 3 as players say it (`'Top Left'`, `'Centro'` …), elsewhere by row and column (`'Row 3,
 * column 5'`, `'Ligne 3, colonne 5'`), both counted from 1 at the top left.
 *
 * @param cell - a cell index of the board.
 * @param shape - the board's shape (`state.rules`, a preset, or `{ rows, columns }`). Default: 3 × 3.
 * @param catalogue - the language. Default: {@link en}.
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `cell` is not a cell of the board, or `shape`
 *   is not a shape, or `catalogue` not a catalogue.
 * @example
 * ```ts
 * import { PRESETS, cellLabel } from 'tictactoe-engine';
 * import { fr } from 'tictactoe-engine/locales/fr';
 * cellLabel(0);                                     // 'Top Left'
 * cellLabel(11, PRESETS['connect-four']);           // 'Row 2, column 5'
 * cellLabel(0, undefined, fr);                      // 'En haut à gauche'
 * cellLabel(11, PRESETS['connect-four'], fr);       // 'Ligne 2, colonne 5'
 * ```
 */
export function cellLabel(cell: number, shape?: Shape, catalogue?: Catalogue): string {
  const board = readShape('cellLabel', shape);
  requireCell('cellLabel', cell, board);
  const reader = readCatalogue('cellLabel', catalogue);
  if (board.rows === 3 && board.columns === 3) return message(reader, `cell.${CELLS_3X3[cell]!}`, {});
  return message(reader, 'cell.at', { row: Math.floor(cell / board.columns) + 1, column: (cell % board.columns) + 1 });
}

/**
 * Returns the name of a line as it reads in a sentence, in the catalogue's language: on the 3 × 3
 * board as players say it (`'Top Row'`, `'Top-left to Bottom-right diagonal'`, `'fila de
 * arriba'`), elsewhere where it runs (`'Row 2'`, `'Diagonal a1 to d4'`, `'columna c, de c2 a
 * c5'`). In Spanish and French, names are in lower case, as they read inside a sentence.
 *
 * @param line - a line of this library (from a state, {@link TicTacToeEngine.isTerminal} or {@link winningLines}).
 * @param catalogue - the language. Default: {@link en}.
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `line` is not a line of this library, or
 *   `catalogue` not a catalogue.
 * @example
 * ```ts
 * import { PRESETS, lineLabel, winningLines } from 'tictactoe-engine';
 * import { es } from 'tictactoe-engine/locales/es';
 * const lines = winningLines(PRESETS['tic-tac-toe']);
 * lineLabel(lines[0]!);                                        // 'Top Row'
 * lineLabel(lines[6]!);                                        // 'Top-left to Bottom-right diagonal'
 * lineLabel(lines[0]!, es);                                    // 'fila de arriba'
 * lineLabel(winningLines(PRESETS['connect-four'])[0]!, es);    // 'fila 1, de a1 a d1'
 * ```
 */
export function lineLabel(line: WinningLine, catalogue?: Catalogue): string {
  const board = boardOfLine(line) ?? invalidArgument('lineLabel: not a winning line of this library.');
  return lineText(readCatalogue('lineLabel', catalogue), line, board);
}

/** Says whether the lines of a board have names of their own: those of 3 × 3 with 3 in a row (`Top Row` …). */
const isNamed = ({ rows, columns, inARow }: LineBoard): boolean => rows === 3 && columns === 3 && inARow === 3;

/** The name of a line of this library (its fields are frozen, so they are read without a guard). */
function lineText(reader: Reader, line: WinningLine, board: LineBoard): string {
  if (isNamed(board)) return message(reader, `line.${LINES_3X3[line.index]!}`, {});
  const { rows, columns, inARow } = board;
  const { type, start, cells } = line;
  const from = nameOf(cells[0]!, columns);
  // Each message takes the values it names: a row's number, a column's letter, the end cells.
  const key =
    inARow === 1
      ? 'line.cell'
      : type === 'horizontal'
        ? inARow === columns
          ? 'line.row'
          : 'line.row-part'
        : type === 'vertical'
          ? inARow === rows
            ? 'line.column'
            : 'line.column-part'
          : (`line.${type}` as const);
  return message(reader, key, {
    cell: from,
    row: start.row + 1,
    letter: columnLetter(start.col),
    from,
    to: nameOf(cells[inARow - 1]!, columns),
  });
}

/**
 * A code or field as an error sentence quotes it: its first 40 characters, counted in code points
 * so that no surrogate pair is cut, and up to a lone surrogate (ill-formed text) if there is one,
 * then `…` if anything is left out: always well-formed text.
 */
function clip(text: string): string {
  // In a Unicode regular expression, a pair is one code point, a lone surrogate \p{Cs}.
  const head = /^\P{Cs}{0,40}/u.exec(text)![0];
  return head.length < text.length ? `${head}…` : head;
}

/** The fields of error data that its sentence may use, read once. */
type ErrorFields = Partial<Record<'code' | 'cell' | 'ply' | 'field' | 'cause', unknown>>;

/**
 * Reads the fields `keys` of an error once each: those of its `data` when it carries error data
 * (a {@link TicTacToeError}, whose cell, move, field and cause are there), else its own.
 * `undefined` when it cannot be read.
 */
function errorFields(error: unknown, keys: readonly (keyof ErrorFields)[]): ErrorFields | undefined {
  const own = readFields(error, [...keys, 'data']);
  const data: ErrorFields | undefined = readFields(own?.data, keys);
  return typeof data?.code === 'string' ? data : own;
}

/**
 * Says what went wrong, in the catalogue's language, from an error's `code` and the fields that
 * help: the cell (`CELL_OCCUPIED`, `FLOATING_CELL`, named on the board of `shape`, and only when a
 * shape is given: a cell index names different cells on different boards), the move of a
 * list (`ply`: "Move 3: …"), the record's field (`MALFORMED_RECORD`, `UNENCODABLE_FIELD`), the
 * cause (`ILLEGAL_SEQUENCE`'s move code, `MOVER_FAILED`'s error). A code this library does not
 * report gets the catalogue's `error.unknown` sentence with the code. The error's own `message`,
 * an English text for developers with more detail, is not used.
 *
 * @param error - the error of a failed {@link Result} (or any `{ code }`), or a {@link TicTacToeError}
 *   (thrown by {@link unwrap}, say), whose fields are read from its `data`.
 * @param shape - the board's shape, to name a cell (`state.rules`, a preset, or `{ rows, columns }`).
 *   Without it, the sentence names no cell (`'That cell is already taken.'`); a cell that is not on
 *   it is left out too.
 * @param catalogue - the language. Default: {@link en}.
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `error` has no string `code`, or `catalogue`
 *   is not a catalogue, or `shape` not a shape.
 * @example
 * ```ts
 * import { TicTacToeEngine, describeError, placeMove, unwrap } from 'tictactoe-engine';
 * import { fr } from 'tictactoe-engine/locales/fr';
 * const engine = new TicTacToeEngine();
 * const state = unwrap(engine.replay([4], {}, [{ id: 'ann' }, { id: 'bob' }]));
 * const result = engine.applyMove(state, placeMove(4, 'O'));
 * if (!result.ok) describeError(result.error, state.rules);     // 'b2 is already taken.'
 * if (!result.ok) describeError(result.error, state.rules, fr); // 'La case b2 est déjà prise.'
 * if (!result.ok) describeError(result.error);                  // 'That cell is already taken.'
 * ```
 */
export function describeError(error: ErrorData, shape?: Shape, catalogue?: Catalogue): string {
  const fields = errorFields(error, ['code', 'cell', 'ply', 'field', 'cause']);
  if (fields === undefined || typeof fields.code !== 'string')
    invalidArgument(`describeError: ${describe(error)} is not error data ({ code, message }).`);
  const board = shape === undefined ? undefined : readShape('describeError', shape);
  return errorText(readCatalogue('describeError', catalogue), fields, board, true);
}

/**
 * Returns the message key of an error code (`error.<CODE>`), or `undefined` for anything else: a
 * code this library does not report, a string that is not a code, or something that is not a
 * string (which is never turned into text: a Symbol, an object without a prototype or a Proxy
 * would throw, or run a caller's code).
 */
function keyOf(code: unknown): MessageKey | undefined {
  // A code is in capitals (/^[A-Z][A-Z0-9_]*$/ for every key: the catalogue test checks it); a
  // sub-key (`at-move`, `unknown`, `CELL_OCCUPIED.cell`) has small letters, so it is not a code.
  const key = typeof code === 'string' && code === code.toUpperCase() ? `error.${code}` : undefined;
  return isMessageKey(key) ? key : undefined;
}

/**
 * The sentence of an error's fields, naming its cell on `board` (none without a board); `top` for
 * the error itself, not its cause (causes are read one level deep).
 */
function errorText(reader: Reader, fields: ErrorFields, board: Shape | undefined, top: boolean): string {
  const { code, cell, ply, field, cause } = fields;
  const key = keyOf(code);
  if (key === undefined) return message(reader, 'error.unknown', { code: clip(code as string) });
  const moveCause = code === 'ILLEGAL_SEQUENCE' && keyOf(cause) !== undefined;
  const move = top && Number.isSafeInteger(ply) && (ply as number) >= 0 ? (ply as number) + 1 : undefined;
  const moveKey = `${key}.move`;
  if (move !== undefined && !moveCause && isMessageKey(moveKey)) return message(reader, moveKey, { move });
  const cellKey = `${key}.cell`;
  const fieldKey = `${key}.field`;
  const errorKey = `${key}.cause`;
  let text: string;
  if (moveCause) text = errorText(reader, { code: cause, cell }, board, false);
  else if (board !== undefined && isMessageKey(cellKey) && isCellOf(cell, board))
    text = message(reader, cellKey, { cell: nameOf(cell as number, board.columns) });
  else if (isMessageKey(fieldKey) && typeof field === 'string')
    text = message(reader, fieldKey, { field: clip(field) });
  else {
    // A cause that is error data (MOVER_FAILED's), read once; its own cause is not read.
    const causeFields = top && isMessageKey(errorKey) ? errorFields(cause, ['code', 'cell', 'field']) : undefined;
    text =
      isMessageKey(errorKey) && typeof causeFields?.code === 'string'
        ? message(reader, errorKey, { error: afterColon(reader, errorText(reader, causeFields, board, false)) })
        : message(reader, key, {});
  }
  return move === undefined ? text : message(reader, 'error.at-move', { move, error: afterColon(reader, text) });
}

/**
 * A sentence as it reads after a colon in the catalogue's language: with a small first letter
 * where the catalogue writes one (`lowercaseAfterColon`), and only when it starts with a
 * capitalized word (`La partie` → `la partie`), so that a mark (`X doit`), an acronym (`IA`) or a
 * cell name stays as it is.
 */
const afterColon = (reader: Reader, text: string): string =>
  reader.lower ? text.replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase()) : text;

/** Reads rules (or settings with rule fields, absent ones taking their defaults), or throws `INVALID_ARGUMENT`. */
function readGame(fn: string, rules: unknown): Rules {
  const { rows, columns, inARow, gravity, variant } =
    readFields(rules, ['rows', 'columns', 'inARow', 'gravity', 'variant']) ??
    invalidArgument(`${fn}: ${describe(rules)} is not rules ({ rows, columns, inARow, gravity, variant }).`);
  const checked = readRules(rows, columns, inARow, gravity, variant);
  return typeof checked === 'string' ? invalidArgument(`${fn}: ${checked}.`) : checked;
}

/**
 * Returns the name of a game in the catalogue's language, for a title: the well-known games by
 * their names (`'Tic-tac-toe'`, Spanish `'Ta-Te-Ti'`, French `'Morpion'`; Connect Four; gomoku),
 * others by their line and board (`'4 in a row on 5 × 5'`), with gravity and misère when they apply.
 *
 * @param rules - the game's rules: `state.rules`, a preset of {@link PRESETS}, or rule fields (absent ones take their
 *   defaults, as in settings).
 * @param catalogue - the language. Default: {@link en}.
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `rules` are not rules, or `catalogue` not a catalogue.
 * @example
 * ```ts
 * import { PRESETS, labelRules } from 'tictactoe-engine';
 * import { es } from 'tictactoe-engine/locales/es';
 * labelRules(PRESETS['tic-tac-toe'], es);                       // 'Ta-Te-Ti'
 * labelRules({ ...PRESETS['connect-four'], variant: 'misere' }); // 'Connect Four, misère'
 * ```
 */
export function labelRules(rules: Rules, catalogue?: Catalogue): string {
  const { rows, columns, inARow, gravity, variant } = readGame('labelRules', rules);
  const reader = readCatalogue('labelRules', catalogue);
  const shape = `${rows}×${columns}/${inARow}${gravity ? 'g' : ''}`;
  const game =
    shape === '3×3/3'
      ? message(reader, 'game.tic-tac-toe', {})
      : shape === '6×7/4g'
        ? message(reader, 'game.connect-four', {})
        : shape === '15×15/5'
          ? message(reader, 'game.gomoku', {})
          : message(reader, gravity ? 'game.k-in-a-row-gravity' : 'game.k-in-a-row', { inARow, rows, columns });
  return variant === 'misere' ? message(reader, 'game.misere', { game }) : game;
}

/**
 * Explains the rules of a game in the catalogue's language, in three sentences: how marks are
 * placed (or dropped, with gravity) on the board, what line wins (or, in misère, loses), and when
 * it is a draw. The sentences are joined by spaces.
 *
 * @param rules - the game's rules: `state.rules`, a preset of {@link PRESETS}, or rule fields (absent ones take their
 *   defaults, as in settings).
 * @param catalogue - the language. Default: {@link en}.
 * @throws {@link TicTacToeError} `INVALID_ARGUMENT` when `rules` are not rules, or `catalogue` not a catalogue.
 * @example
 * ```ts
 * import { PRESETS, describeRules } from 'tictactoe-engine';
 * describeRules(PRESETS['tic-tac-toe']);
 * // 'X and O take turns placing a mark on an empty cell of a 3 × 3 board; X goes first. The first to get 3 in a
 * // row, across, down or diagonally, wins. A full board without a line is a draw.'
 * ```
 */
export function describeRules(rules: Rules, catalogue?: Catalogue): string {
  const { rows, columns, inARow, gravity, variant } = readGame('describeRules', rules);
  const reader = readCatalogue('describeRules', catalogue);
  return [
    message(reader, gravity ? 'rules.drop' : 'rules.place', { rows, columns }),
    message(reader, variant === 'misere' ? 'rules.lose' : 'rules.win', { inARow }),
    message(reader, 'rules.draw', {}),
  ].join(' ');
}
