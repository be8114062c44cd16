// The playground's own strings in English: the words of the page that the library's catalogues do
// not have. What the library words (statuses and results, cells and lines, hints and outcomes,
// errors, levels, rules, marks, an analysis's verdicts and counts) comes from its catalogue instead,
// through strings.js. `{name}` is a parameter; a message with plural forms (`{ one, other }`) is
// chosen by its `count` or `moves` with the language's plural rules. es.js and fr.js have the same
// keys and the same parameters (test/examples/playground.test.ts checks it).

/**
 * A string, or its plural forms (the categories of `Intl.PluralRules`; `other` is required).
 *
 * @typedef {string | PluralForms} PageMessage
 */
/** @typedef {{ zero?: string, one?: string, two?: string, few?: string, many?: string, other: string }} PluralForms */

export const messages = {
  'page.title': 'tictactoe-engine playground',
  'page.heading': 'tictactoe-engine playground',
  'page.tagline':
    'Tic-tac-toe and its family against an AI with six levels: hints as a heat map, evaluations, ' +
    'game analysis, and play by link.',
  'page.footer': 'Runs entirely in your browser on the ESM build of tictactoe-engine. Nothing is sent anywhere.',
  'page.noscript': 'The playground needs JavaScript.',
  'page.language': 'Language',
  'file.heading': 'Open the playground through a server',
  'file.body':
    "Browsers do not load the page's modules from file://, so the board cannot start here. In the repository, run:",
  'file.then': 'then open http://localhost:5178/ (or serve docs/playground/ with any static server).',

  'settings.heading': 'Game',
  'settings.rules': 'Rules',
  'settings.opponent': 'Opponent',
  'settings.side': 'You play',
  'settings.think': 'AI thinking time',
  'settings.coach': 'Show the heat map every move',
  'opponent.level': 'AI {level} · {name}',
  'opponent.local': 'A friend, on this device',
  'opponent.link': 'A friend, by link',
  'opponent.localNote': 'Two players take turns on this screen.',
  'opponent.linkNote': 'Each player plays on their own device; the game goes back and forth as a link.',
  'side.x': 'X, first',
  'side.o': 'O, second',
  'think.seconds': '{seconds} s',

  'board.label': 'Board, {rows} by {columns}',
  'board.empty': 'empty',
  'cell.name': '{label}: {content}',
  'cell.drops': '{label}: empty, drops to row {row}',
  'cell.heat': '{label}: empty, {value}, {outcome}',
  'cell.estimate': '{label}: empty, {value}, {grade} (estimated)',
  'cell.hinted': '{text}, suggested move',

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
  'status.thinking': 'The AI ({mark}) is thinking…',
  'status.youPlayed': 'You played {cell} ({label}).',
  'status.played': '{mark} played {cell} ({label}).',
  'status.linkYourMove': 'Your move ({mark}). Then send the link to your opponent.',
  'status.linkWaiting': 'Waiting for your opponent ({mark}).',
  'status.linkSend': 'Waiting for your opponent ({mark}). Send them the link below.',
  'status.linkStart': 'Send the link below to your opponent, who plays {mark} and moves first.',
  'status.error': 'Something went wrong: {message}',
  'error.WORKER_ERROR': 'The AI stopped working. Reload the page to start it again.',
  'error.NO_HINT': 'There is no hint for this position.',

  'coach.heading': 'Hint and evaluation',
  'coach.empty': 'Ask for a hint to color every empty cell by its value.',
  'coach.notYourTurn': 'Hints are for the player to move.',
  'coach.thinking': 'Thinking…',
  'coach.legend': 'Legend',
  'legend.win': 'Win in n moves',
  'legend.draw': 'Draw',
  'legend.loss': 'Loss in n moves',
  'legend.estimated': 'Estimate, not proven: the expected score in % of the player to move (50 is even)',
  'legend.decisive': 'Estimated win or loss, nearly sure (95 or more, 5 or less)',
  'legend.unevaluated': 'Not evaluated by the search',
  'legend.hinted': 'Suggested move',
  'legend.winSample': 'W3',
  'legend.drawSample': 'D',
  'legend.lossSample': 'L4',
  'legend.lowSample': '25',
  'legend.evenSample': '50',
  'legend.highSample': '75',
  'legend.decisiveWinSample': '~W',
  'legend.decisiveLossSample': '~L',
  'heat.win': 'W{moves}',
  'heat.draw': 'D',
  'heat.loss': 'L{moves}',
  'heat.winEstimated': '~W',
  'heat.lossEstimated': '~L',
  'value.percent': '{share}%',
  'grade.winning': '{mark} is winning',
  'grade.better': '{mark} stands better',
  'grade.slightlyBetter': '{mark} stands slightly better',
  'grade.even': 'about even',
  'grade.slightlyWorse': '{mark} stands slightly worse',
  'grade.worse': '{mark} stands worse',
  'grade.losing': '{mark} is losing',
  'eval.heading': 'Evaluation',
  'eval.wins': {
    one: '{mark} wins in {moves} move with best play',
    other: '{mark} wins in {moves} moves with best play',
  },
  'eval.draw': 'A draw with best play',
  'eval.even': 'About even',
  'eval.sentence': '{text} ({note}).',
  'eval.proven': 'proven',
  'eval.estimated': 'estimated: {mark} {share}%',
  'eval.line': 'Best line',
  'eval.none': 'Comes with the hint: who wins with best play, and the best line.',
  'eval.bar': 'X {x}% · O {o}%',

  'analysis.heading': 'Analysis',
  'analysis.empty': 'When the game ends, each move is checked against perfect play here.',
  'analysis.thinking': 'Analyzing…',
  'analysis.chartTitle': 'Value lost by each move',
  'analysis.chartDesc': '{moves}. X: {x}. O: {o}.',
  'analysis.axis': 'results lost',
  'analysis.player': '{mark} {who}',
  'analysis.accuracyTitle': '{player} accuracy',
  'analysis.accuracyValue': '{accuracy}%',
  'analysis.table': 'Moves as a table',
  'analysis.caption':
    'Before and after each move, the result for the player who made it with best play: W5 wins in 5 moves, ' +
    'D draws, L4 loses in 4; a number is an estimate, the expected score in % (~W, ~L: a nearly sure win or loss).',
  'analysis.col.move': 'Move',
  'analysis.col.player': 'Player',
  'analysis.col.cell': 'Cell',
  'analysis.col.class': 'Verdict',
  'analysis.col.before': 'Before',
  'analysis.col.after': 'After',
  'analysis.barTitle': 'Move {ply}, {mark} {cell}: {classification}, {before} to {after}',
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
  'link.output': 'Link to send',
  'link.open': 'Open a link',
  'link.openButton': 'Open',
  'link.openHint': 'Paste a link (or its code) that your opponent sent.',
  'link.you': 'In this tab you play {mark}.',
  'link.verified': '✓ Verified: signed with your passphrase.',
  'link.unchecked': '⚠ Not checked: without a passphrase, anyone could have changed this link.',
  'link.unsigned': '⚠ Unsigned: set a passphrase to sign your links.',
  'link.refused': '✗ Refused. {reason}',
  'link.https': 'Open the page on HTTPS (or on localhost) to sign links.',
  'link.needsPassphrase':
    'This page was opened with a game link. Enter the passphrase you agreed on and press Open ' +
    '(without one, the link is opened unchecked).',
  'rules.ultimate': 'Ultimate tic-tac-toe',
  'ultimate.board': 'Ultimate board: 9 local boards of 3 by 3',
  'ultimate.where': '{board} board, {cell} cell',
  'ultimate.cellMark': '{mark}, {where}',
  'ultimate.cellEmpty': '{where}, empty',
  'ultimate.toMoveIn': '{mark} to move, in the {board} board.',
  'ultimate.toMoveAny': '{mark} to move, in any open board.',
  'ultimate.wonLine': '{mark} wins with three boards in a line: {boards}.',
  'ultimate.wonBoards': '{mark} wins on boards won, {won} to {lost}.',
  'ultimate.refusedBoard': 'Refused: {mark} must play in the {board} board.',
  'ultimate.refused': 'Refused: {reason}',
  'ultimate.noAi':
    'Ultimate has no AI yet: two players take turns on this screen. Hints, analysis and play by link ' +
    'come with its AI.',
};

/** @typedef {keyof typeof messages} StringKey */
/** @typedef {Readonly<Record<StringKey, PageMessage>>} PageMessages */
