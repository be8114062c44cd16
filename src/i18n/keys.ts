/**
 * The message keys of a translation catalogue, each with the parameters its message takes: the
 * one declaration that the types, the checks of {@link translate} and the catalogues derive from.
 *
 * @packageDocumentation
 */

/**
 * Every message key, with the names of its parameters (separated by spaces; `''` for none). A
 * message writes a parameter as `{name}`: `'hint.block': 'cell mark'` is rendered from a message
 * such as `'Block {mark} at {cell}.'`. The kind of each parameter is fixed by its name (see
 * {@link MessageParams}). Keys only grow: a key added in a later version falls back to English in
 * catalogues written before it.
 *
 * - `mark.*`: how the marks are written (X and O in every shipped language);
 * - `game.*`: a game's name (`labelRules`); `rules.*`: its instructions (`describeRules`);
 * - `status.*`: whose turn it is and how a game ended (`describeStatus`), and the sentences an app
 *   shows at the end of a game against the AI;
 * - `difficulty.<level>.name` and `.description`: the AI's levels (`labelDifficulty`, `describeDifficulty`);
 * - `hint.*`: a hint's reason (one key per {@link HINT_REASONS} code) and result (`describeHint`);
 * - `outcome.*`: the outcome of a move or position (`describeOutcome`);
 * - `classification.*` and `analysis.*`: a game's analysis;
 * - `cell.*` and `line.*`: the labels of cells and lines (`labelCell`, `labelLine`), for screen readers;
 * - `error.<CODE>`: every error code of the library (`describeError`); `error.<CODE>.cell`,
 *   `.field`, `.move` and `.cause` for some codes, when the error names a cell, a record's field, a
 *   move of a list or the error that caused it; `error.at-move` for an error of one move of a list;
 *   `error.unknown` for a code this library does not report.
 */
export const MESSAGE_PARAMS = /* @__PURE__ */ Object.freeze({
  'mark.X': '',
  'mark.O': '',

  'game.tic-tac-toe': '',
  'game.connect-four': '',
  'game.gomoku': '',
  'game.k-in-a-row': 'inARow rows columns',
  'game.k-in-a-row-gravity': 'inARow rows columns',
  'game.misere': 'game',
  'rules.place': 'rows columns',
  'rules.drop': 'rows columns',
  'rules.win': 'inARow',
  'rules.lose': 'inARow',
  'rules.draw': '',

  'status.turn': 'mark',
  'status.won': 'mark line',
  'status.won-misere': 'mark loser line',
  'status.draw': '',
  'status.you-win': '',
  'status.you-lose': '',
  'status.ai-wins': '',
  'status.ai-move': 'mark cell label',

  'difficulty.1.name': '',
  'difficulty.1.description': '',
  'difficulty.2.name': '',
  'difficulty.2.description': '',
  'difficulty.3.name': '',
  'difficulty.3.description': '',
  'difficulty.4.name': '',
  'difficulty.4.description': '',
  'difficulty.5.name': '',
  'difficulty.5.description': '',
  'difficulty.6.name': '',
  'difficulty.6.description': '',

  'hint.win': 'cell',
  'hint.block': 'cell mark',
  'hint.fork': 'cell mark',
  'hint.block-fork': 'cell mark',
  'hint.center': 'cell',
  'hint.opposite-corner': 'cell mark',
  'hint.empty-corner': 'cell',
  'hint.empty-side': 'cell',
  'hint.only-move': 'cell',
  'hint.delaying-a-loss': 'cell moves',
  'hint.mirror': 'cell mark',
  'hint.threat': 'cell mark',
  'hint.forced-win': 'cell moves',
  'hint.positional': 'cell',
  'hint.message': 'reason result',
  'hint.result.win': 'mark moves',
  'hint.result.draw': '',
  'hint.result.loss': 'moves',
  'hint.result.better': 'mark',
  'hint.result.even': '',

  'outcome.win': 'mark moves',
  'outcome.draw': '',
  'outcome.better': 'mark',
  'outcome.even': '',

  'classification.best': '',
  'classification.inaccuracy': '',
  'classification.mistake': '',
  'classification.blunder': '',
  'analysis.moves': 'count',
  'analysis.best': 'count',
  'analysis.inaccuracies': 'count',
  'analysis.mistakes': 'count',
  'analysis.blunders': 'count',
  'analysis.accuracy': 'accuracy',

  'cell.top-left': '',
  'cell.top-center': '',
  'cell.top-right': '',
  'cell.middle-left': '',
  'cell.center': '',
  'cell.middle-right': '',
  'cell.bottom-left': '',
  'cell.bottom-center': '',
  'cell.bottom-right': '',
  'cell.at': 'row column',
  'line.top-row': '',
  'line.middle-row': '',
  'line.bottom-row': '',
  'line.left-column': '',
  'line.center-column': '',
  'line.right-column': '',
  'line.top-left-diagonal': '',
  'line.top-right-diagonal': '',
  'line.row': 'row',
  'line.row-part': 'row from to',
  'line.column': 'letter',
  'line.column-part': 'letter from to',
  'line.diagonal': 'from to',
  'line.anti-diagonal': 'from to',
  'line.cell': 'cell',

  // Moves (MOVE_ERROR_CODES, in their order)
  'error.INVALID_STATE': '',
  'error.MALFORMED_MOVE': '',
  'error.UNKNOWN_PLAYER': '',
  'error.GAME_OVER': '',
  'error.NOT_YOUR_TURN': '',
  'error.WRONG_SYMBOL': '',
  'error.NOT_INTEGER': '',
  'error.OUT_OF_RANGE': '',
  'error.CELL_OCCUPIED': '',
  'error.CELL_OCCUPIED.cell': 'cell',
  'error.FLOATING_CELL': '',
  'error.FLOATING_CELL.cell': 'cell',
  'error.COLUMN_FULL': '',
  // Setup, positions, history, tally, arguments, options
  'error.INVALID_PLAYERS': '',
  'error.DUPLICATE_PLAYER': '',
  'error.INVALID_SETTINGS': '',
  'error.BAD_POSITION': '',
  'error.BAD_MARK_COUNT': '',
  'error.TWO_WINNERS': '',
  'error.WINNER_NOT_LAST': '',
  'error.PLAYED_ON_AFTER_WIN': '',
  'error.FLOATING_MARK': '',
  'error.NO_MOVE_ORDER': '',
  'error.NOTHING_TO_UNDO': '',
  'error.PLY_OUT_OF_RANGE': '',
  'error.GAME_NOT_OVER': '',
  'error.INVALID_TALLY': '',
  'error.INVALID_ARGUMENT': '',
  'error.INVALID_OPTIONS': '',
  // Records, share codes, signatures, correspondence (RECORD_ERROR_CODES)
  'error.BAD_NOTATION': '',
  'error.BAD_NOTATION.move': 'move',
  'error.MALFORMED_RECORD': '',
  'error.MALFORMED_RECORD.field': 'field',
  'error.MALFORMED_CODE': '',
  'error.UNSUPPORTED_VERSION': '',
  'error.ILLEGAL_SEQUENCE': '',
  'error.ILLEGAL_SEQUENCE.move': 'move',
  'error.BOARD_MISMATCH': '',
  'error.STATUS_MISMATCH': '',
  'error.INCOMPLETE_HISTORY': '',
  'error.UNENCODABLE_FIELD': '',
  'error.UNENCODABLE_FIELD.field': 'field',
  'error.CRYPTO_UNAVAILABLE': '',
  'error.INVALID_KEY': '',
  'error.MISSING_SIGNATURE': '',
  'error.BAD_SIGNATURE': '',
  'error.WRONG_GAME': '',
  'error.HISTORY_REWRITTEN': '',
  'error.HISTORY_REWRITTEN.move': 'move',
  'error.NOT_OPPONENT_MOVE': '',
  'error.NOT_OPPONENT_MOVE.move': 'move',
  // AI
  'error.INVALID_DIFFICULTY': '',
  'error.INVALID_TIME_LIMIT': '',
  // Session store
  'error.NOTHING_TO_REDO': '',
  'error.NO_MOVER': '',
  'error.MOVER_BUSY': '',
  'error.MOVER_FAILED': '',
  'error.MOVER_FAILED.cause': 'error',
  'error.STALE_MOVE': '',
  'error.INVALID_LISTENER': '',
  // Any code
  'error.at-move': 'move error',
  'error.unknown': 'code',
} as const);

/** A message key: see {@link MESSAGE_PARAMS}. */
export type MessageKey = keyof typeof MESSAGE_PARAMS;

/** The words of a space-separated list, as a union. */
type Words<S extends string> = S extends `${infer Head} ${infer Rest}` ? Head | Words<Rest> : S extends '' ? never : S;

/** The names of the parameters of `K`. */
export type ParamName<K extends MessageKey> = Words<(typeof MESSAGE_PARAMS)[K]>;

/** Parameters that are numbers: counted (`moves`, `count`, `inARow`: they choose a plural form) or not. */
const NUMBERS = ['moves', 'count', 'inARow', 'move', 'row', 'column', 'rows', 'columns', 'accuracy'] as const;

/** The parameters that choose a message's plural form: a key has at most one. */
export const COUNTS: readonly string[] = ['moves', 'count', 'inARow'];

/** Says whether a parameter is a number (else it is a string). */
export function isNumberParam(name: string): boolean {
  return (NUMBERS as readonly string[]).includes(name);
}

/**
 * The parameters of message `K`, as {@link translate} takes them: `moves`, `count`, `inARow`,
 * `move` (a move's number, from 1), `row` and `column` (from 1), `rows`, `columns` and `accuracy`
 * are numbers, written in the catalogue's locale; every other parameter (`mark`, `cell`, `line`,
 * `label`, `letter`, `from`, `to`, `field`, `code`, `game`, and the sentences `error`, `reason`,
 * `result`) is a string, inserted as it is.
 */
export type MessageParams<K extends MessageKey> = {
  readonly [P in ParamName<K>]: P extends (typeof NUMBERS)[number] ? number : string;
};

/** The keys whose parameters include a count, which may have plural forms. */
export type CountedKey = {
  [K in MessageKey]: Extract<ParamName<K>, 'moves' | 'count' | 'inARow'> extends never ? never : K;
}[MessageKey];
