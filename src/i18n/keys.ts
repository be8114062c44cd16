/**
 * The message keys of a translation catalogue, each with the parameters its message takes: the
 * one declaration that the types, the checks of {@link translate} and the catalogues derive from.
 *
 * @packageDocumentation
 */

/** Freezes an object and everything in it (the English catalogue's too; each other locale has its own copy). */
export function frozen<T extends object>(value: T): T {
  for (const item of Object.values(value)) if (typeof item === 'object') frozen(item);
  return Object.freeze(value);
}

/**
 * Every message key, with the names of its parameters, frozen. A message writes a parameter as
 * `{name}`: `'hint.block': ['cell', 'mark']` is rendered from a message such as
 * `'Block {mark} at {cell}.'`. The kind of each parameter is fixed by its name (see
 * {@link MessageParams}). Keys only grow: a key added in a later version falls back to English in
 * catalogues written before it.
 *
 * - `mark.*`: how the marks are written (X and O in every shipped language);
 * - `game.*`: a game's name (`labelRules`); `rules.*`: its instructions (`describeRules`);
 * - `status.*`: whose turn it is and how a game ended (`describeStatus`), and the sentences an app
 *   shows at the end of a game against the AI;
 * - `difficulty.<level>.name` and `.description`: the AI's levels (`labelDifficulty`, `describeDifficulty`);
 * - `hint.*`: a hint's reason (one key per {@link HINT_REASONS} code, and per `ULTIMATE_HINT_REASONS`
 *   code) and result (`describeHint`, `describeUltimateHint`);
 * - `outcome.*`: the outcome of a move or position (`describeOutcome`);
 * - `classification.*` and `analysis.*`: a game's analysis;
 * - `cell.*` and `line.*`: the labels of cells and lines (`cellLabel`, `lineLabel`), for screen readers;
 * - `error.<CODE>`: every error code of the library (`describeError`); `error.<CODE>.cell`,
 *   `.field`, `.move` and `.cause` for some codes, when the error names a cell, a record's field, a
 *   move of a list or the error that caused it; `error.at-move` for an error of one move of a list;
 *   `error.unknown` for a code this library does not report.
 */
export const MESSAGE_PARAMS = /* @__PURE__ */ frozen({
  /** How mark X is written in every sentence (`X` in every shipped language). */
  'mark.X': [],
  /** How mark O is written in every sentence. */
  'mark.O': [],

  /** The name of the 3 × 3 game with three in a row (`Tic-tac-toe`, `Ta-Te-Ti`, `Morpion`). */
  'game.tic-tac-toe': [],
  /** The name of the 6 × 7 game with four in a row and gravity. */
  'game.connect-four': [],
  /** The name of the 15 × 15 game with five in a row. */
  'game.gomoku': [],
  /** The name of another game, by its line and board: `4 in a row on 5 × 5`. */
  'game.k-in-a-row': ['inARow', 'rows', 'columns'],
  /** The name of another game with gravity: `4 in a row on 7 × 6, with gravity`. */
  'game.k-in-a-row-gravity': ['inARow', 'rows', 'columns'],
  /** A game's name (`{game}`, one of the above) in misère, where completing a line loses. */
  'game.misere': ['game'],
  /** The first sentence of the instructions: how marks are placed on the board. */
  'rules.place': ['rows', 'columns'],
  /** The first sentence of the instructions with gravity: marks are dropped into columns. */
  'rules.drop': ['rows', 'columns'],
  /** The second sentence of the instructions: the line that wins. */
  'rules.win': ['inARow'],
  /** The second sentence of the instructions in misère: the line that loses. */
  'rules.lose': ['inARow'],
  /** The last sentence of the instructions: when it is a draw. */
  'rules.draw': [],

  /** Whose turn it is: `X to move.` */
  'status.turn': ['mark'],
  /** A won game on 3 × 3 with 3 in a row, by a named line: `X wins with the Top Row.` (`{line}` is a `line.*` name). */
  'status.won': ['mark', 'line'],
  /** A won game in misère on 3 × 3 with 3 in a row: `{loser}` completed the named line `{line}`, so `{mark}` wins. */
  'status.won-misere': ['mark', 'loser', 'line'],
  /**
   * A won game on any other board or line length, whose line is named by where it runs (`Row 6,
   * a6 to d6`): `X wins with Row 6, a6 to d6.`
   */
  'status.won-other-board': ['mark', 'line'],
  /** A won game in misère on any other board: `O completed Row 6, a6 to d6, so X wins.` */
  'status.won-misere-other-board': ['mark', 'loser', 'line'],
  /** A drawn game: `It's a draw.` */
  'status.draw': [],
  /** The end of a game against the AI, won by the player: `You win!` */
  'status.you-win': [],
  /** The end of a game lost by the player: `You lose.` */
  'status.you-lose': [],
  /** The end of a game against the AI, won by the AI: `The AI wins.` */
  'status.ai-wins': [],
  /** The AI's move: `AI (O) plays b2 (Center).` (`{label}` is the cell's `cell.*` label). */
  'status.ai-move': ['mark', 'cell', 'label'],

  /** The name of level 1 in a menu: `Beginner`. */
  'difficulty.1.name': [],
  /** How level 1 plays, in one line: at random. */
  'difficulty.1.description': [],
  /** The name of level 2: `Easy`. */
  'difficulty.2.name': [],
  /** How level 2 plays: blocks the opponent's winning moves, else at random. */
  'difficulty.2.description': [],
  /** The name of level 3: `Medium`. */
  'difficulty.3.name': [],
  /** How level 3 plays: takes its winning moves, blocks the opponent's, else at random. */
  'difficulty.3.description': [],
  /** The name of level 4: `Hard`. */
  'difficulty.4.name': [],
  /** How level 4 plays: looks two or three moves ahead. */
  'difficulty.4.description': [],
  /** The name of level 5: `Expert`. */
  'difficulty.5.name': [],
  /** How level 5 plays: looks four or five moves ahead. */
  'difficulty.5.description': [],
  /** The name of level 6: `Perfect`. */
  'difficulty.6.name': [],
  /** How level 6 plays: perfectly, never losing. */
  'difficulty.6.description': [],
  /** The name of Ultimate's level 6, which is not perfect (`Strongest`); its other names are those above. */
  'difficulty.ultimate.6.name': [],
  /** How Ultimate's level 2 plays: takes a local board, else blocks one. (Its level 1 is level 1 above.) */
  'difficulty.ultimate.2.description': [],
  /** How Ultimate's level 3 plays: level 2, among the moves that give nothing away. */
  'difficulty.ultimate.3.description': [],
  /** How Ultimate's level 4 plays: three moves ahead, weighing boards by the lines they serve. */
  'difficulty.ultimate.4.description': [],
  /** How Ultimate's level 5 plays: Monte Carlo tree search of a fixed size. */
  'difficulty.ultimate.5.description': [],
  /** How Ultimate's level 6 plays: the strongest within its time, exact near the end, not perfect. */
  'difficulty.ultimate.6.description': [],

  /** A hint's reason `win`: playing `{cell}` wins. */
  'hint.win': ['cell'],
  /** A hint's reason `block`: `{cell}` stops the opponent `{mark}` from completing a line. */
  'hint.block': ['cell', 'mark'],
  /** A hint's reason `fork`: `{cell}` makes two threats the opponent `{mark}` cannot both stop. */
  'hint.fork': ['cell', 'mark'],
  /** A hint's reason `block-fork`: `{cell}` stops a fork of the opponent `{mark}`. */
  'hint.block-fork': ['cell', 'mark'],
  /** A hint's reason `center`: take the center cell, `{cell}`. */
  'hint.center': ['cell'],
  /** A hint's reason `opposite-corner`: the corner opposite one of the opponent `{mark}`. */
  'hint.opposite-corner': ['cell', 'mark'],
  /** A hint's reason `empty-corner`: take a free corner, `{cell}`. */
  'hint.empty-corner': ['cell'],
  /** A hint's reason `empty-side`: take a free cell on a side (not a corner), `{cell}`. */
  'hint.empty-side': ['cell'],
  /** A hint's reason `only-move`: `{cell}` is the only move that can be played. */
  'hint.only-move': ['cell'],
  /** A hint's reason `delaying-a-loss`, a whole hint: every move loses in `{moves}`; `{cell}` lasts longest. */
  'hint.delaying-a-loss': ['cell', 'moves'],
  /** A hint's reason `mirror` (misère): answer the opponent `{mark}` with the cell opposite through the center. */
  'hint.mirror': ['cell', 'mark'],
  /** A hint's reason `threat`: `{cell}` makes a line one mark short, which the opponent `{mark}` must answer. */
  'hint.threat': ['cell', 'mark'],
  /** A hint's reason `forced-win`, a whole hint: `{cell}` wins by force in `{moves}`. */
  'hint.forced-win': ['cell', 'moves'],
  /** A hint's reason `positional`: the best move found, for no simpler reason. */
  'hint.positional': ['cell'],
  /**
   * A hint's reason `best-chance`, a whole hint: every move loses in `{moves}` with best play, but `{cell}` gives the
   * opponent `{mark}` the most chances to go wrong.
   */
  'hint.best-chance': ['cell', 'mark', 'moves'],
  /** A hint: its reason, then its result (`{reason}` and `{result}` are sentences of the keys above and below). */
  'hint.message': ['reason', 'result'],
  /** A hint's result: the player hinted (`{mark}`) wins in `{moves}` moves with best play. */
  'hint.result.win': ['mark', 'moves'],
  /** A hint's result: a draw with best play. */
  'hint.result.draw': [],
  /** A hint's result: the player hinted loses in `{moves}` moves whatever they play. */
  'hint.result.loss': ['moves'],
  /**
   * A hint's result when the search only estimated it: `{mark}` is better.
   *
   * @deprecated Since 0.2: no longer said (an estimate is graded for the player hinted: `hint.result.slightly-better`
   *   and the keys below). Keys only grow, so it stays, and catalogues keep it.
   */
  'hint.result.better': ['mark'],
  /** A hint's result when the search only estimated it: about even, neither side better (score below 0.1). */
  'hint.result.even': [],
  /** A hint's estimated result, for the player hinted: slightly better (score from 0.1 to 0.35). */
  'hint.result.slightly-better': [],
  /** A hint's estimated result, for the player hinted: slightly worse. */
  'hint.result.slightly-worse': [],
  /** A hint's estimated result, for the player hinted: better (score from 0.35 to 0.9). */
  'hint.result.better-for-you': [],
  /** A hint's estimated result, for the player hinted: worse. */
  'hint.result.worse-for-you': [],
  /** A hint's estimated result, for the player hinted: winning, not yet proven (score from 0.9). */
  'hint.result.winning': [],
  /** A hint's estimated result, for the player hinted: losing, not yet proven. */
  'hint.result.losing': [],
  /** An Ultimate hint's reason `win-board`: `{cell}` takes local board `{board}` (named by its corners: `d4–f6`). */
  'hint.win-board': ['cell', 'board'],
  /**
   * An Ultimate hint's reason `block-game`: `{cell}` stops the opponent `{mark}` taking board
   * `{board}`, which would win them the game.
   */
  'hint.block-game': ['cell', 'mark', 'board'],
  /** An Ultimate hint's reason `block-board`: `{cell}` stops the opponent `{mark}` taking board `{board}`. */
  'hint.block-board': ['cell', 'mark', 'board'],
  /**
   * An Ultimate hint's reason `sacrifice`: `{cell}` gives board `{board}` up to the opponent `{mark}`
   * for a better game elsewhere.
   */
  'hint.sacrifice': ['cell', 'mark', 'board'],
  /**
   * An Ultimate hint's reason `free-move`: `{cell}` lets the opponent `{mark}` play in any open
   * board, but every other move is worse.
   */
  'hint.free-move': ['cell', 'mark'],
  /** A hint's result proven without its distance: the player hinted (`{mark}`) wins with best play. */
  'hint.result.proven-win': ['mark'],
  /** A hint's result proven without its distance: the player hinted loses with best play. */
  'hint.result.proven-loss': [],

  /** An outcome, as a phrase without a period: `{mark}` wins in `{moves}` moves with best play. */
  'outcome.win': ['mark', 'moves'],
  /** An outcome: a draw with best play (`draw`). */
  'outcome.draw': [],
  /** An estimated outcome: `{mark}` is better (`O is better (estimated)`; score from 0.35 to 0.9). */
  'outcome.better': ['mark'],
  /** An estimated outcome: even (`even (estimated)`; score below 0.1). */
  'outcome.even': [],
  /** An estimated outcome: `{mark}` is slightly better (`O is slightly better (estimated)`; score from 0.1 to 0.35). */
  'outcome.slightly-better': ['mark'],
  /** An estimated outcome: `{mark}` is winning, not yet proven (`X is winning (estimated)`; score from 0.9). */
  'outcome.winning': ['mark'],

  /** An analyzed move as good as any: `best`. */
  'classification.best': [],
  /** An analyzed move that kept the result, but won slower or lost faster: `inaccuracy`. */
  'classification.inaccuracy': [],
  /** An analyzed move that threw a win away into a draw: `mistake`. */
  'classification.mistake': [],
  /** An analyzed move that turned a draw or a win into a loss: `blunder`. */
  'classification.blunder': [],
  /** A player's number of moves in an analysis: `5 moves`. */
  'analysis.moves': ['count'],
  /** A player's number of best moves: `3 best`. */
  'analysis.best': ['count'],
  /** A player's number of inaccuracies: `1 inaccuracy`. */
  'analysis.inaccuracies': ['count'],
  /** A player's number of mistakes: `0 mistakes`. */
  'analysis.mistakes': ['count'],
  /** A player's number of blunders: `1 blunder`. */
  'analysis.blunders': ['count'],
  /** A player's accuracy, a percentage with up to one decimal: `accuracy 87.5%`. */
  'analysis.accuracy': ['accuracy'],
  /**
   * The moves that were best where an analyzed move was not, `{count}` of them, listed in `{cells}`
   * (`a1, c1`): `best: a1, c1`. The count chooses the plural form; the text need not show it.
   */
  'analysis.best-moves': ['count', 'cells'],

  /** The label of cell a1 of the 3 × 3 board: `Top Left`. */
  'cell.top-left': [],
  /** The label of cell b1 of the 3 × 3 board: `Top Center`. */
  'cell.top-center': [],
  /** The label of cell c1 of the 3 × 3 board: `Top Right`. */
  'cell.top-right': [],
  /** The label of cell a2 of the 3 × 3 board: `Middle Left`. */
  'cell.middle-left': [],
  /** The label of cell b2 of the 3 × 3 board: `Center`. */
  'cell.center': [],
  /** The label of cell c2 of the 3 × 3 board: `Middle Right`. */
  'cell.middle-right': [],
  /** The label of cell a3 of the 3 × 3 board: `Bottom Left`. */
  'cell.bottom-left': [],
  /** The label of cell b3 of the 3 × 3 board: `Bottom Center`. */
  'cell.bottom-center': [],
  /** The label of cell c3 of the 3 × 3 board: `Bottom Right`. */
  'cell.bottom-right': [],
  /** The label of a cell of another board, by row and column from 1 at the top left: `Row 3, column 5`. */
  'cell.at': ['row', 'column'],
  /** The top row of the 3 × 3 board, as it reads in a sentence (`X wins with the Top Row.`). */
  'line.top-row': [],
  /** The middle row of the 3 × 3 board. */
  'line.middle-row': [],
  /** The bottom row of the 3 × 3 board. */
  'line.bottom-row': [],
  /** The left column of the 3 × 3 board. */
  'line.left-column': [],
  /** The center column of the 3 × 3 board. */
  'line.center-column': [],
  /** The right column of the 3 × 3 board. */
  'line.right-column': [],
  /** The 3 × 3 diagonal from the top left to the bottom right. */
  'line.top-left-diagonal': [],
  /** The 3 × 3 diagonal from the top right to the bottom left. */
  'line.top-right-diagonal': [],
  /** A line that is a whole row of another board: `Row 2`. */
  'line.row': ['row'],
  /** A line on part of a row, from cell `{from}` to cell `{to}`: `Row 2, b2 to e2`. */
  'line.row-part': ['row', 'from', 'to'],
  /** A line that is a whole column, by its letter: `Column c`. */
  'line.column': ['letter'],
  /** A line on part of a column: `Column c, c2 to c5`. */
  'line.column-part': ['letter', 'from', 'to'],
  /** A line down to the right: `Diagonal a1 to d4`. */
  'line.diagonal': ['from', 'to'],
  /** A line down to the left: `Anti-diagonal d1 to a4`. */
  'line.anti-diagonal': ['from', 'to'],
  /** A line of one cell (one in a row): `Cell b2`. */
  'line.cell': ['cell'],

  // Moves (MOVE_ERROR_CODES, in their order)
  /** The code `INVALID_STATE` (see the error codes guide). */
  'error.INVALID_STATE': [],
  /** The code `MALFORMED_MOVE` (see the error codes guide). */
  'error.MALFORMED_MOVE': [],
  /** The code `UNKNOWN_PLAYER` (see the error codes guide). */
  'error.UNKNOWN_PLAYER': [],
  /** The code `GAME_OVER` (see the error codes guide). */
  'error.GAME_OVER': [],
  /** The code `NOT_YOUR_TURN` (see the error codes guide). */
  'error.NOT_YOUR_TURN': [],
  /** The code `WRONG_SYMBOL` (see the error codes guide). */
  'error.WRONG_SYMBOL': [],
  /** The code `NOT_INTEGER` (see the error codes guide). */
  'error.NOT_INTEGER': [],
  /** The code `OUT_OF_RANGE` (see the error codes guide). */
  'error.OUT_OF_RANGE': [],
  /** The code `CELL_OCCUPIED` (see the error codes guide). */
  'error.CELL_OCCUPIED': [],
  /** `CELL_OCCUPIED` with the cell: `b2 is already taken.` */
  'error.CELL_OCCUPIED.cell': ['cell'],
  /** The code `FLOATING_CELL` (see the error codes guide). */
  'error.FLOATING_CELL': [],
  /** `FLOATING_CELL` with the cell that has an empty cell below it. */
  'error.FLOATING_CELL.cell': ['cell'],
  /** The code `COLUMN_FULL` (see the error codes guide). */
  'error.COLUMN_FULL': [],
  /** The code `WRONG_BOARD` (see the error codes guide): in Ultimate, a move outside the board one is sent to. */
  'error.WRONG_BOARD': [],
  /** The code `BOARD_CLOSED` (see the error codes guide): in Ultimate, a move in a local board that is won or full. */
  'error.BOARD_CLOSED': [],
  // Setup, positions, history, tally, arguments, options
  /** The code `INVALID_PLAYERS` (see the error codes guide). */
  'error.INVALID_PLAYERS': [],
  /** The code `DUPLICATE_PLAYER` (see the error codes guide). */
  'error.DUPLICATE_PLAYER': [],
  /** The code `INVALID_SETTINGS` (see the error codes guide). */
  'error.INVALID_SETTINGS': [],
  /** The code `BAD_POSITION` (see the error codes guide). */
  'error.BAD_POSITION': [],
  /** The code `BAD_MARK_COUNT` (see the error codes guide). */
  'error.BAD_MARK_COUNT': [],
  /** The code `TWO_WINNERS` (see the error codes guide). */
  'error.TWO_WINNERS': [],
  /** The code `WINNER_NOT_LAST` (see the error codes guide). */
  'error.WINNER_NOT_LAST': [],
  /** The code `PLAYED_ON_AFTER_WIN` (see the error codes guide). */
  'error.PLAYED_ON_AFTER_WIN': [],
  /** The code `FLOATING_MARK` (see the error codes guide). */
  'error.FLOATING_MARK': [],
  /** The code `NO_MOVE_ORDER` (see the error codes guide). */
  'error.NO_MOVE_ORDER': [],
  /** The code `BAD_LAST_MOVE` (see the error codes guide): an Ultimate position's last move without its mark. */
  'error.BAD_LAST_MOVE': [],
  /** The code `NOTHING_TO_UNDO` (see the error codes guide). */
  'error.NOTHING_TO_UNDO': [],
  /** The code `PLY_OUT_OF_RANGE` (see the error codes guide). */
  'error.PLY_OUT_OF_RANGE': [],
  /** The code `GAME_NOT_OVER` (see the error codes guide). */
  'error.GAME_NOT_OVER': [],
  /** The code `INVALID_TALLY` (see the error codes guide). */
  'error.INVALID_TALLY': [],
  /** The code `INVALID_ARGUMENT` (see the error codes guide). */
  'error.INVALID_ARGUMENT': [],
  /** The code `INVALID_OPTIONS` (see the error codes guide). */
  'error.INVALID_OPTIONS': [],
  // Records, share codes, signatures, correspondence (RECORD_ERROR_CODES)
  /** The code `BAD_NOTATION` (see the error codes guide). */
  'error.BAD_NOTATION': [],
  /** `BAD_NOTATION` with the number (from 1) of the first move that is not a cell. */
  'error.BAD_NOTATION.move': ['move'],
  /** The code `MALFORMED_RECORD` (see the error codes guide). */
  'error.MALFORMED_RECORD': [],
  /** `MALFORMED_RECORD` with the record's field that is wrong (`players[1].id`). */
  'error.MALFORMED_RECORD.field': ['field'],
  /** The code `MALFORMED_CODE` (see the error codes guide). */
  'error.MALFORMED_CODE': [],
  /** The code `UNSUPPORTED_VERSION` (see the error codes guide). */
  'error.UNSUPPORTED_VERSION': [],
  /** The code `ILLEGAL_SEQUENCE` (see the error codes guide). */
  'error.ILLEGAL_SEQUENCE': [],
  /** `ILLEGAL_SEQUENCE` with the number of the move that cannot be played (without its cause). */
  'error.ILLEGAL_SEQUENCE.move': ['move'],
  /** The code `BOARD_MISMATCH` (see the error codes guide). */
  'error.BOARD_MISMATCH': [],
  /** The code `STATUS_MISMATCH` (see the error codes guide). */
  'error.STATUS_MISMATCH': [],
  /** The code `INCOMPLETE_HISTORY` (see the error codes guide). */
  'error.INCOMPLETE_HISTORY': [],
  /** The code `UNENCODABLE_FIELD` (see the error codes guide). */
  'error.UNENCODABLE_FIELD': [],
  /** `UNENCODABLE_FIELD` with the field that a share code cannot hold. */
  'error.UNENCODABLE_FIELD.field': ['field'],
  /** The code `CRYPTO_UNAVAILABLE` (see the error codes guide). */
  'error.CRYPTO_UNAVAILABLE': [],
  /** The code `INVALID_KEY` (see the error codes guide). */
  'error.INVALID_KEY': [],
  /** The code `MISSING_SIGNATURE` (see the error codes guide). */
  'error.MISSING_SIGNATURE': [],
  /** The code `BAD_SIGNATURE` (see the error codes guide). */
  'error.BAD_SIGNATURE': [],
  /** The code `WRONG_GAME` (see the error codes guide). */
  'error.WRONG_GAME': [],
  /** The code `HISTORY_REWRITTEN` (see the error codes guide). */
  'error.HISTORY_REWRITTEN': [],
  /** `HISTORY_REWRITTEN` with the number of the first move changed or taken back. */
  'error.HISTORY_REWRITTEN.move': ['move'],
  /** The code `NOT_OPPONENT_MOVE` (see the error codes guide). */
  'error.NOT_OPPONENT_MOVE': [],
  /** `NOT_OPPONENT_MOVE` with the number of the move that is the player's own. */
  'error.NOT_OPPONENT_MOVE.move': ['move'],
  // AI
  /** The code `INVALID_DIFFICULTY` (see the error codes guide). */
  'error.INVALID_DIFFICULTY': [],
  /** The code `INVALID_TIME_LIMIT` (see the error codes guide). */
  'error.INVALID_TIME_LIMIT': [],
  // Session store
  /** The code `NOTHING_TO_REDO` (see the error codes guide). */
  'error.NOTHING_TO_REDO': [],
  /** The code `NO_MOVER` (see the error codes guide). */
  'error.NO_MOVER': [],
  /** The code `MOVER_BUSY` (see the error codes guide). */
  'error.MOVER_BUSY': [],
  /** The code `MOVER_FAILED` (see the error codes guide). */
  'error.MOVER_FAILED': [],
  /** `MOVER_FAILED` with the sentence of the mover's own error. */
  'error.MOVER_FAILED.cause': ['error'],
  /** The code `STALE_MOVE` (see the error codes guide). */
  'error.STALE_MOVE': [],
  /** The code `INVALID_LISTENER` (see the error codes guide). */
  'error.INVALID_LISTENER': [],
  // Any code
  /** An error of one move of a list (a replay, an analysis, a record): `Move 3: b2 is already taken.` */
  'error.at-move': ['move', 'error'],
  /** An error whose code this library does not report (an app's own): `Error MY_CODE.` */
  'error.unknown': ['code'],
} as const);

/** A message key: see {@link MESSAGE_PARAMS}. */
export type MessageKey = keyof typeof MESSAGE_PARAMS;

const NUMBERS: readonly string[] = ['moves', 'count', 'inARow', 'move', 'row', 'column', 'rows', 'columns', 'accuracy'];

/** The parameters that choose a message's plural form: a key has at most one. */
export const COUNTS: readonly string[] = /* @__PURE__ */ NUMBERS.slice(0, 3);

/** Says whether a parameter is a number (else it is a string). */
export function isNumberParam(name: string): boolean {
  return NUMBERS.includes(name);
}

/**
 * The parameters of message `K`, as {@link translate} takes them: `moves`, `count`, `inARow`,
 * `move` (a move's number, from 1), `row` and `column` (from 1), `rows`, `columns` and `accuracy`
 * are numbers, written in the catalogue's locale; every other parameter (`mark`, `cell`, `line`,
 * `label`, `letter`, `from`, `to`, `cells`, `field`, `code`, `game`, and the sentences `error`, `reason`,
 * `result`) is a string, inserted as it is. A key without parameters takes an empty object, and
 * nothing else (`{}`, not `{ extra: 1 }`, a number or a string). For a union of keys, the
 * parameters of every key of the union.
 */
export type MessageParams<K extends MessageKey> = [(typeof MESSAGE_PARAMS)[K][number]] extends [never]
  ? Readonly<Record<string, never>>
  : {
      readonly [P in (typeof MESSAGE_PARAMS)[K][number]]: P extends
        | 'moves'
        | 'count'
        | 'inARow'
        | 'move'
        | 'row'
        | 'column'
        | 'rows'
        | 'columns'
        | 'accuracy'
        ? number
        : string;
    };
