/**
 * The English catalogue: built in, the default of every translation function, and what a message
 * missing from another catalogue falls back to.
 *
 * @packageDocumentation
 */
import type { Catalogue, Messages } from '../types.js';

/** Freezes a catalogue and everything in it. (Each locale has its own copy: a locale imports no code.) */
function frozen<T extends object>(value: T): T {
  for (const item of Object.values(value)) if (typeof item === 'object') frozen(item);
  return Object.freeze(value);
}

/**
 * English, the language of the library's own messages. Built in: the translation functions use it
 * when no catalogue is given, and for any message another catalogue lacks. Its cell and line
 * labels are those of {@link cellLabel} and {@link lineLabel}.
 *
 * @example
 * ```ts
 * import { en, translate } from 'tictactoe-engine';
 * en.name;                                      // 'English'
 * translate('status.turn', { mark: 'X' }, en);  // 'X to move.'
 * ```
 */
export const en: Catalogue = /* @__PURE__ */ frozen({
  locale: 'en',
  name: 'English',
  direction: 'ltr',
  messages: {
    'mark.X': 'X',
    'mark.O': 'O',

    'game.tic-tac-toe': 'Tic-tac-toe',
    'game.connect-four': 'Connect Four',
    'game.gomoku': 'Gomoku',
    'game.k-in-a-row': '{inARow} in a row on {rows} × {columns}',
    'game.k-in-a-row-gravity': '{inARow} in a row on {rows} × {columns}, with gravity',
    'game.misere': '{game}, misère',
    'rules.place': 'X and O take turns placing a mark on an empty cell of a {rows} × {columns} board; X goes first.',
    'rules.drop':
      'X and O take turns dropping a mark into a column of a {rows} × {columns} board, where it falls to the' +
      ' lowest empty cell; X goes first.',
    'rules.win': 'The first to get {inARow} in a row, across, down or diagonally, wins.',
    'rules.lose': 'Misère: whoever gets {inARow} in a row, across, down or diagonally, loses.',
    'rules.draw': 'A full board without a line is a draw.',

    'status.turn': '{mark} to move.',
    'status.won': '{mark} wins with the {line}.',
    'status.won-misere': '{loser} completed the {line}, so {mark} wins.',
    'status.won-other-board': '{mark} wins with {line}.',
    'status.won-misere-other-board': '{loser} completed {line}, so {mark} wins.',
    'status.draw': "It's a draw.",
    'status.you-win': 'You win!',
    'status.you-lose': 'You lose.',
    'status.ai-wins': 'The AI wins.',
    'status.ai-move': 'AI ({mark}) plays {cell} ({label}).',

    'difficulty.1.name': 'Beginner',
    'difficulty.1.description': 'Plays at random.',
    'difficulty.2.name': 'Easy',
    'difficulty.2.description': 'Blocks your winning moves; otherwise plays at random.',
    'difficulty.3.name': 'Medium',
    'difficulty.3.description': 'Takes its winning moves and blocks yours; otherwise plays at random.',
    'difficulty.4.name': 'Hard',
    'difficulty.4.description': 'Looks two or three moves ahead.',
    'difficulty.5.name': 'Expert',
    'difficulty.5.description': 'Looks four or five moves ahead.',
    'difficulty.6.name': 'Perfect',
    'difficulty.6.description': 'Plays perfectly: it never loses.',

    'hint.win': 'Play {cell} to win.',
    'hint.block': 'Block {mark} at {cell}.',
    'hint.fork': 'Fork at {cell}: two threats {mark} cannot both stop.',
    'hint.block-fork': 'Take {cell} to stop a fork by {mark}.',
    'hint.center': 'Take the center, {cell}.',
    'hint.opposite-corner': "Take {cell}, the corner opposite {mark}'s.",
    'hint.empty-corner': 'Take a corner, {cell}.',
    'hint.empty-side': 'Take a side, {cell}.',
    'hint.only-move': 'Only {cell} can be played.',
    'hint.delaying-a-loss': {
      one: 'You lose in {moves} move whatever you play: {cell} holds out longest.',
      other: 'You lose in {moves} moves whatever you play: {cell} holds out longest.',
    },
    'hint.mirror': 'Mirror {mark} through the center: {cell}.',
    'hint.threat': 'Play {cell} to make a threat {mark} must answer.',
    'hint.forced-win': {
      one: 'Play {cell}: a forced win in {moves} move.',
      other: 'Play {cell}: a forced win in {moves} moves.',
    },
    'hint.positional': 'Play {cell}.',
    'hint.message': '{reason} {result}',
    'hint.result.win': { one: '{mark} wins in {moves} move.', other: '{mark} wins in {moves} moves.' },
    'hint.result.draw': 'Draw with best play.',
    'hint.result.loss': {
      one: 'You lose in {moves} move whatever you play.',
      other: 'You lose in {moves} moves whatever you play.',
    },
    'hint.result.better': 'Estimated: {mark} is better.',
    'hint.result.even': 'Estimated: even.',

    'outcome.win': { one: '{mark} wins in {moves} move', other: '{mark} wins in {moves} moves' },
    'outcome.draw': 'draw',
    'outcome.better': '{mark} is better (estimated)',
    'outcome.even': 'even (estimated)',

    'classification.best': 'best',
    'classification.inaccuracy': 'inaccuracy',
    'classification.mistake': 'mistake',
    'classification.blunder': 'blunder',
    'analysis.moves': { one: '{count} move', other: '{count} moves' },
    'analysis.best': '{count} best',
    'analysis.inaccuracies': { one: '{count} inaccuracy', other: '{count} inaccuracies' },
    'analysis.mistakes': { one: '{count} mistake', other: '{count} mistakes' },
    'analysis.blunders': { one: '{count} blunder', other: '{count} blunders' },
    'analysis.accuracy': 'accuracy {accuracy}%',
    'analysis.best-moves': 'best: {cells}',

    'cell.top-left': 'Top Left',
    'cell.top-center': 'Top Center',
    'cell.top-right': 'Top Right',
    'cell.middle-left': 'Middle Left',
    'cell.center': 'Center',
    'cell.middle-right': 'Middle Right',
    'cell.bottom-left': 'Bottom Left',
    'cell.bottom-center': 'Bottom Center',
    'cell.bottom-right': 'Bottom Right',
    'cell.at': 'Row {row}, column {column}',
    'line.top-row': 'Top Row',
    'line.middle-row': 'Middle Row',
    'line.bottom-row': 'Bottom Row',
    'line.left-column': 'Left Column',
    'line.center-column': 'Center Column',
    'line.right-column': 'Right Column',
    'line.top-left-diagonal': 'Top-left to Bottom-right diagonal',
    'line.top-right-diagonal': 'Top-right to Bottom-left diagonal',
    'line.row': 'Row {row}',
    'line.row-part': 'Row {row}, {from} to {to}',
    'line.column': 'Column {letter}',
    'line.column-part': 'Column {letter}, {from} to {to}',
    'line.diagonal': 'Diagonal {from} to {to}',
    'line.anti-diagonal': 'Anti-diagonal {from} to {to}',
    'line.cell': 'Cell {cell}',

    'error.INVALID_STATE': 'This is not a valid game state.',
    'error.MALFORMED_MOVE': 'This is not a move.',
    'error.UNKNOWN_PLAYER': 'This player is not in the game.',
    'error.GAME_OVER': 'The game is over.',
    'error.NOT_YOUR_TURN': 'It is not your turn.',
    'error.WRONG_SYMBOL': 'That is not your mark.',
    'error.NOT_INTEGER': 'A row or column is not a whole number.',
    'error.OUT_OF_RANGE': 'That cell is not on the board.',
    'error.CELL_OCCUPIED': 'That cell is already taken.',
    'error.CELL_OCCUPIED.cell': '{cell} is already taken.',
    'error.FLOATING_CELL': 'With gravity, a mark goes in the lowest empty cell of its column.',
    'error.FLOATING_CELL.cell':
      '{cell} has an empty cell below it: with gravity, a mark goes in the lowest empty cell of its column.',
    'error.COLUMN_FULL': 'That column is full.',
    'error.INVALID_PLAYERS': 'A game needs two players, each with an id.',
    'error.DUPLICATE_PLAYER': 'The two players need different ids.',
    'error.INVALID_SETTINGS': 'These settings do not make a game.',
    'error.BAD_POSITION': 'This is not a board of this game: each cell must be X, O or empty.',
    'error.BAD_MARK_COUNT': 'X must have as many marks as O, or one more.',
    'error.TWO_WINNERS': 'X and O cannot both have a line.',
    'error.WINNER_NOT_LAST': 'The player with a line must have made the last move.',
    'error.PLAYED_ON_AFTER_WIN': 'The game went on after a line was completed.',
    'error.FLOATING_MARK': 'With gravity, no mark can have an empty cell below it.',
    'error.NO_MOVE_ORDER': 'No order of moves builds these columns.',
    'error.NOTHING_TO_UNDO': 'There is no move to undo.',
    'error.PLY_OUT_OF_RANGE': 'There is no such move in this game.',
    'error.GAME_NOT_OVER': 'The game is not over yet.',
    'error.INVALID_TALLY': 'This is not a score tally.',
    'error.INVALID_ARGUMENT': 'A value is not of the expected kind.',
    'error.INVALID_OPTIONS': 'The options are not valid.',
    'error.BAD_NOTATION': 'This is not a list of moves on this board.',
    'error.BAD_NOTATION.move': 'Move {move} is not a cell of this board.',
    'error.MALFORMED_RECORD': 'This is not a valid game record.',
    'error.MALFORMED_RECORD.field': 'This is not a valid game record: {field} is wrong.',
    'error.MALFORMED_CODE': 'This is not a share code.',
    'error.UNSUPPORTED_VERSION': 'This game was saved in a format this version cannot read.',
    'error.ILLEGAL_SEQUENCE': 'A move of this game cannot be played.',
    'error.ILLEGAL_SEQUENCE.move': 'Move {move} of this game cannot be played.',
    'error.BOARD_MISMATCH': "The record's board does not match its moves.",
    'error.STATUS_MISMATCH': "The record's result does not match its moves.",
    'error.INCOMPLETE_HISTORY': 'This game does not have all its moves from the start, so it cannot be saved.',
    'error.UNENCODABLE_FIELD': 'A name or id is too long for a share code, or is not valid text.',
    'error.UNENCODABLE_FIELD.field': '{field} is too long for a share code, or is not valid text.',
    'error.CRYPTO_UNAVAILABLE': 'Signatures need Web Crypto, which is not available here.',
    'error.INVALID_KEY': 'The signing key is not valid.',
    'error.MISSING_SIGNATURE': 'This code is not signed.',
    'error.BAD_SIGNATURE': 'The signature does not match: the code was changed, or signed with another key.',
    'error.WRONG_GAME': 'This code belongs to another game.',
    'error.HISTORY_REWRITTEN': 'A move already played has been changed or taken back.',
    'error.HISTORY_REWRITTEN.move': 'Move {move} has been changed or taken back.',
    'error.NOT_OPPONENT_MOVE': "A new move is not your opponent's.",
    'error.NOT_OPPONENT_MOVE.move': 'Move {move} is yours: only your opponent may add moves.',
    'error.INVALID_DIFFICULTY': 'The level must be a whole number from 1 to 6.',
    'error.INVALID_TIME_LIMIT': 'The time limit must be a number of milliseconds, 0 or more.',
    'error.NOTHING_TO_REDO': 'There is no move to redo.',
    'error.NO_MOVER': 'This game has no AI or other player set to choose moves.',
    'error.MOVER_BUSY': 'A move is already being chosen.',
    'error.MOVER_FAILED': 'No move could be chosen.',
    'error.MOVER_FAILED.cause': 'No move could be chosen: {error}',
    'error.STALE_MOVE': 'The game changed while a move was being chosen, so that move was dropped.',
    'error.INVALID_LISTENER': 'This listener cannot be used.',
    'error.at-move': 'Move {move}: {error}',
    'error.unknown': 'Error {code}.',
  } satisfies Messages,
});
