// Every word the playground shows goes through this module: `t(key, params)` for the page's own
// strings, and the `say*` functions for what the library already words in English (cell labels,
// hint sentences, outcomes, error messages, the correspondence view). A language selector plugs in
// here and nowhere else: swap the catalogue and these functions, and the page follows.
import { cellLabel, lineLabel } from 'tictactoe-engine';

/** @typedef {import('tictactoe-engine').CellIndex} CellIndex */
/** @typedef {import('tictactoe-engine').Shape} Shape */
/** @typedef {import('tictactoe-engine').Hint} Hint */
/** @typedef {import('tictactoe-engine').Outcome} Outcome */
/** @typedef {import('tictactoe-engine').CorrespondenceView} CorrespondenceView */
/** @typedef {import('tictactoe-engine').WinningLine} WinningLine */

/** The language of the strings below, for `<html lang>`. */
export const LOCALE = 'en';

/** The English strings of the page; `{name}` is replaced by the parameter of that name. */
const EN = {
  'page.title': 'tictactoe-engine playground',
  'page.heading': 'tictactoe-engine playground',
  'page.tagline':
    'Tic-tac-toe and its family against an AI with six levels: hints as a heat map, evaluations, ' +
    'game analysis, and play by link.',
  'page.footer': 'Runs entirely in your browser on the ESM build of tictactoe-engine. Nothing is sent anywhere.',
  'page.noscript': 'The playground needs JavaScript.',

  'settings.heading': 'Game',
  'settings.rules': 'Rules',
  'settings.opponent': 'Opponent',
  'settings.side': 'You play',
  'settings.think': 'AI thinking time',
  'settings.coach': 'Show the heat map every move',
  'rules.tic-tac-toe': 'Tic-tac-toe 3×3',
  'rules.misere': 'Misère 3×3',
  'rules.4x4': '4×4, 4 in a row',
  'rules.5x5': '5×5, 4 in a row',
  'rules.connect-four': 'Connect Four',
  'rules.gomoku': 'Gomoku 15×15',
  'rules.custom': '{rows}×{columns}, {inARow} in a row',
  'opponent.level': 'AI {level} · {name}',
  'opponent.local': 'A friend, on this device',
  'opponent.link': 'A friend, by link',
  'level.1': 'random',
  'level.2': 'blocks',
  'level.3': 'wins/blocks',
  'level.4': '2–3 deep',
  'level.5': '4–5 deep',
  'level.6': 'perfect',
  'side.x': 'X, first',
  'side.o': 'O, second',
  'think.seconds': '{seconds} s',

  'board.label': 'Board, {rows} by {columns}',
  'board.empty': 'empty',
  'cell.name': '{label}: {content}',
  'cell.drops': '{label}: empty, drops to row {row}',
  'cell.heat': '{label}: empty, {outcome}',
  'cell.hinted': '{text}, suggested move',
  'mark.X': 'X',
  'mark.O': 'O',

  'actions.hint': 'Hint',
  'actions.undo': 'Undo',
  'actions.redo': 'Redo',
  'actions.new': 'New game',
  'actions.analyze': 'Analyze',
  'tally.ai': 'You {you} · Draws {draws} · AI {ai}',
  'tally.local': 'X {x} · Draws {draws} · O {o}',
  'moves.heading': 'Moves',
  'moves.none': 'No moves yet.',

  'status.yourMove': 'Your move ({mark}).',
  'status.toMove': '{mark} to move.',
  'status.thinking': 'The AI ({mark}) is thinking…',
  'status.aiPlayed': 'The AI played {cell}.',
  'status.youPlayed': 'You played {cell}.',
  'status.played': '{mark} played {cell}.',
  'status.cell': '{label} ({name})',
  'status.youWin': 'You win with the {line}!',
  'status.aiWins': 'The AI wins with the {line}.',
  'status.youWinMisere': 'You win: the AI completed the {line}.',
  'status.aiWinsMisere': 'The AI wins: you completed the {line}.',
  'status.opponentWins': 'Your opponent wins with the {line}.',
  'status.youWinMisereLink': 'You win: your opponent completed the {line}.',
  'status.opponentWinsMisere': 'Your opponent wins: you completed the {line}.',
  'status.markWins': '{mark} wins with the {line}.',
  'status.markWinsMisere': '{mark} wins: {loser} completed the {line}.',
  'status.draw': 'Draw.',
  'status.linkYourMove': 'Your move ({mark}). Then send the link to your opponent.',
  'status.linkWaiting': 'Waiting for your opponent ({mark}). Send them the link below.',
  'status.linkStart': 'Send the link below to your opponent: they play {mark} and move first.',
  'status.error': 'Something went wrong: {message}',

  'coach.heading': 'Hint and evaluation',
  'coach.empty': 'Ask for a hint to color every empty cell by its value.',
  'coach.notYourTurn': 'Hints are for the player to move.',
  'coach.thinking': 'Thinking…',
  'coach.legend': 'Legend',
  'legend.win': 'Win in n moves',
  'legend.draw': 'Draw',
  'legend.loss': 'Loss in n moves',
  'legend.estimated': '~ Estimated, not proven',
  'legend.hinted': 'Suggested move',
  'legend.winSample': 'W3',
  'legend.drawSample': 'D',
  'legend.lossSample': 'L4',
  'legend.estimatedSample': '~W',
  'heat.win': 'W{moves}',
  'heat.draw': 'D',
  'heat.loss': 'L{moves}',
  'heat.winEstimated': '~W',
  'heat.drawEstimated': '~D',
  'heat.lossEstimated': '~L',
  'eval.heading': 'Evaluation',
  'eval.wins': '{mark} wins in {moves} moves with best play',
  'eval.winsOne': '{mark} wins in 1 move with best play',
  'eval.draw': 'A draw with best play',
  'eval.better': '{mark} is better',
  'eval.even': 'Even',
  'eval.proven': 'proven',
  'eval.estimated': 'estimated, score {score}',
  'eval.line': 'Best line',
  'eval.over': 'The game is over.',
  'eval.none': 'Comes with the hint: who wins with best play, and the best line.',
  'eval.bar': 'X {x}% · O {o}%',

  'analysis.heading': 'Analysis',
  'analysis.empty': 'When the game ends, each move is checked against perfect play here.',
  'analysis.thinking': 'Analyzing…',
  'analysis.chartTitle': 'Value lost by each move',
  'analysis.chartDesc':
    '{moves} moves. X: {xBest} best, {xInaccuracies} inaccuracies, {xMistakes} mistakes, {xBlunders} blunders. ' +
    'O: {oBest} best, {oInaccuracies} inaccuracies, {oMistakes} mistakes, {oBlunders} blunders.',
  'analysis.axis': 'results lost',
  'analysis.player': '{mark} {who}',
  'analysis.accuracyTitle': '{player} accuracy',
  'analysis.accuracyValue': '{accuracy}%',
  'count.best': 'Best',
  'count.inaccuracies': 'Inaccuracies',
  'count.mistakes': 'Mistakes',
  'count.blunders': 'Blunders',
  'analysis.table': 'Moves as a table',
  'analysis.caption':
    'Before and after each move, the result for the player who made it with best play: W5 wins in 5 moves, ' +
    'D draws, L4 loses in 4; a signed number is an estimate.',
  'analysis.col.move': 'Move',
  'analysis.col.player': 'Player',
  'analysis.col.cell': 'Cell',
  'analysis.col.class': 'Verdict',
  'analysis.col.before': 'Before',
  'analysis.col.after': 'After',
  'analysis.barTitle': 'Move {ply}, {mark} {cell}: {classification}, {before} to {after}',
  'class.best': 'best',
  'class.inaccuracy': 'inaccuracy',
  'class.mistake': 'mistake',
  'class.blunder': 'blunder',
  'analysis.you': '(you)',
  'analysis.ai': '(AI)',

  'link.heading': 'Play by link',
  'link.intro':
    'Two people play one game by sending each other a link. Agree on a passphrase: it signs each link, ' +
    'so a changed link is refused.',
  'link.passphrase': 'Passphrase',
  'link.passphraseHint': 'Kept in this browser. Leave it empty for unsigned links.',
  'link.start': 'Play this game by link',
  'link.share': 'Make the link',
  'link.copy': 'Copy',
  'link.copied': 'Link copied.',
  'link.copyFailed': 'Select the link and copy it.',
  'link.output': 'Link to send',
  'link.open': 'Open a link',
  'link.openButton': 'Open',
  'link.openHint': 'Paste a link (or its code) that your opponent sent.',
  'link.you': 'In this tab you play {mark}.',
  'link.verified': '✓ Verified: signed with your passphrase.',
  'link.unchecked': '⚠ Not checked: without a passphrase, anyone could have changed this link.',
  'link.unsigned': '⚠ Unsigned: set a passphrase to sign your links.',
  'link.refused': '✗ Refused: {reason}',
  'link.needsPassphrase':
    'This page was opened with a game link. Enter the passphrase you agreed on and press Open ' +
    '(without one, the link is opened unchecked).',
  'link.error.MALFORMED_CODE': 'this is not a valid game link.',
  'link.error.ILLEGAL_SEQUENCE': 'this is not a valid game link.',
  'link.error.UNSUPPORTED_VERSION': 'this link comes from a newer version; update the page to open it.',
  'link.error.MISSING_SIGNATURE': 'this link is not signed, and you set a passphrase.',
  'link.error.BAD_SIGNATURE': 'this link has been tampered with, or signed with another passphrase.',
  'link.error.WRONG_GAME': 'this link is for another game.',
  'link.error.HISTORY_REWRITTEN': 'this link changes a move that was already played.',
  'link.error.NOT_OPPONENT_MOVE': 'this link plays a move for you.',
  'link.error.CRYPTO_UNAVAILABLE': 'this browser cannot check signatures here (the page must be on HTTPS).',
  'link.error.other': '{message}',
};

/** @typedef {keyof typeof EN} StringKey */

/**
 * Returns the string of `key` with its `{name}` placeholders replaced by `params`.
 *
 * @param {StringKey} key
 * @param {Record<string, string | number>} [params]
 * @returns {string}
 */
export function t(key, params = {}) {
  return EN[key].replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/**
 * Whether `key` is a key of the catalogue (for keys read from the page's markup).
 *
 * @param {string} key
 * @returns {key is StringKey}
 */
export function isStringKey(key) {
  return Object.hasOwn(EN, key);
}

/**
 * The spoken label of a cell: the library's `cellLabel` ("Center", "Row 3, column 5").
 *
 * @param {CellIndex} cell
 * @param {Shape} shape
 */
export const sayCell = (cell, shape) => cellLabel(cell, shape);

/**
 * The name of a line: the library's `lineLabel` ("Top Row", "Top-left to Bottom-right diagonal").
 *
 * @param {WinningLine} line
 */
export const sayLine = (line) => lineLabel(line);

/**
 * The hint's sentence: the library's message ("Take the center, b2. Draw with best play.").
 *
 * @param {Hint} hint
 */
export const sayHint = (hint) => hint.message;

/**
 * An outcome in words: the library's message ("X wins in 3 moves", "draw", "X is better (estimated)").
 *
 * @param {Outcome} outcome
 */
export const sayOutcome = (outcome) => outcome.message;

/**
 * A correspondence view's sentence: the library's message ("Your turn (O)", "You win with the Top Row!").
 *
 * @param {CorrespondenceView} view
 */
export const sayView = (view) => view.message;

/**
 * An error of the library in words: its English message.
 *
 * @param {{ readonly code: string, readonly message: string }} error
 */
export const sayError = (error) => error.message;

/**
 * Fills every element of `root` marked `data-t="key"` with its string, and every
 * `data-t-ATTRIBUTE="key"` attribute (`data-t-aria-label`, `data-t-placeholder` …).
 *
 * @param {ParentNode} root
 */
export function translatePage(root) {
  for (const element of root.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement)) continue;
    for (const [name, key] of Object.entries(element.dataset)) {
      if (key === undefined || !isStringKey(key)) continue;
      if (name === 't') element.textContent = t(key);
      else if (name.startsWith('t') && name.length > 1) {
        const attribute = name.slice(1).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
        element.setAttribute(attribute.replace(/^-/, ''), t(key));
      }
    }
  }
}
