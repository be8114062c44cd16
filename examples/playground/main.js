// The playground: a game of any preset against the AI (in a worker), a friend on this device, or a
// friend by link; hints as a heat map, the evaluation with its best line, and the analysis of the
// game as a chart; and Ultimate tic-tac-toe (ultimate.js) against the AI or on this device, with the
// same hints, evaluation and analysis. The library is imported by its package name through the
// page's import map.
import { PRESETS, cellName, createSession, err, formatMoves, ok } from 'tictactoe-engine';
import { createAiClient } from './ai-client.js';
import { createBoard } from './board.js';
import { renderAnalysis } from './chart.js';
import { codeOf, invite, keyOf, linkOf, loadPassphrase, newGameId, receive, savePassphrase, send } from './link.js';
import {
  LANGUAGES,
  direction,
  isLanguage,
  language,
  locale,
  preferredLanguage,
  rememberLanguage,
  say,
  sayCell,
  sayError,
  sayHint,
  sayLevel,
  sayLevelPlay,
  sayMark,
  sayRules,
  sayStatus,
  sayUltimateHint,
  t,
  translatePage,
  useLanguage,
} from './strings.js';
import { squareName } from 'tictactoe-engine/ultimate';
import { createUltimateBoard } from './ultimate-board.js';
import { createUltimateGame, sayRefusal, sayUltimateStatus, sayPlace, sayWhere } from './ultimate.js';
import { chanceValue, flip, gradeOf, sayGrade, scoreValue, shareOf } from './value.js';

/** @typedef {import('tictactoe-engine').AIDifficulty} AIDifficulty */
/** @typedef {import('tictactoe-engine').CellIndex} CellIndex */
/** @typedef {import('tictactoe-engine').GameAnalysis} GameAnalysis */
/** @typedef {import('tictactoe-engine').GameState} GameState */
/** @typedef {import('tictactoe-engine').Hint} Hint */
/** @typedef {import('tictactoe-engine').Mark} Mark */
/** @typedef {import('tictactoe-engine').PositionEvaluation} PositionEvaluation */
/** @typedef {import('tictactoe-engine').Rules} Rules */
/** @typedef {import('tictactoe-engine').ScoreTally} ScoreTally */
/** @typedef {import('tictactoe-engine').TicTacToeSession} TicTacToeSession */
/** @typedef {import('./ai-client.js').AiAnswer} AiAnswer */
/** @typedef {import('./ai-client.js').AiPosition} AiPosition */
/** @typedef {import('./chart.js').ChartView} ChartView */
/** @typedef {import('./value.js').Value} Value */
/** @typedef {import('tictactoe-engine/ultimate').UltimateState} UltimateState */
/** @typedef {import('tictactoe-engine/ultimate').UltimateHint} UltimateHint */
/** @typedef {import('tictactoe-engine/ultimate').UltimateEvaluation} UltimateEvaluation */
/** @typedef {import('tictactoe-engine/ultimate').UltimateGameAnalysis} UltimateGameAnalysis */
/** @typedef {{ code: string, message: string }} AiError */
/** Words said in the page's language when shown: a language switch says them again. @typedef {() => string} Say */

/** The rules on offer, by the value of the rules menu. */
const RULES = /** @type {const} */ ({
  'tic-tac-toe': PRESETS['tic-tac-toe'],
  misere: { ...PRESETS['tic-tac-toe'], variant: 'misere' },
  '4x4': PRESETS['4x4'],
  '5x5': PRESETS['5x5'],
  'connect-four': PRESETS['connect-four'],
  gomoku: PRESETS.gomoku,
});
/** @typedef {keyof typeof RULES} RulesKey */
/** The rules menu's value for Ultimate tic-tac-toe, a game of its own beside the k-in-a-row presets. */
const ULTIMATE = 'ultimate';
const LEVELS = /** @type {const} */ ([1, 2, 3, 4, 5, 6]);
const THINK_TIMES = [100, 300, 1000, 3000];
/** X is always `x` and O always `o`, in every mode (the ids of link games too). */
const PLAYERS = [
  { id: 'x', name: 'X' },
  { id: 'o', name: 'O' },
];

/**
 * Finds an element by id, of the type expected.
 *
 * @template {HTMLElement} T
 * @param {string} id
 * @param {new () => T} type
 * @returns {T}
 */
function element(id, type) {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`#${id} is missing`);
  return found;
}

const ui = {
  lang: element('lang', HTMLSelectElement),
  rules: element('rules', HTMLSelectElement),
  opponent: element('opponent', HTMLSelectElement),
  opponentNote: element('opponent-note', HTMLParagraphElement),
  side: element('side', HTMLSelectElement),
  think: element('think', HTMLSelectElement),
  coach: element('coach', HTMLInputElement),
  frame: element('board-frame', HTMLDivElement),
  ultimateFrame: element('ultimate-frame', HTMLDivElement),
  status: element('status', HTMLParagraphElement),
  tally: element('tally', HTMLParagraphElement),
  hint: element('hint', HTMLButtonElement),
  undo: element('undo', HTMLButtonElement),
  redo: element('redo', HTMLButtonElement),
  restart: element('restart', HTMLButtonElement),
  analyze: element('analyze', HTMLButtonElement),
  moves: element('moves', HTMLOListElement),
  hintText: element('hint-text', HTMLParagraphElement),
  legend: element('legend', HTMLUListElement),
  evalBox: element('eval-box', HTMLDivElement),
  evalText: element('eval-text', HTMLParagraphElement),
  evalBar: element('eval-bar', HTMLDivElement),
  line: element('line', HTMLOListElement),
  analysis: element('analysis-body', HTMLDivElement),
  analysisNote: element('analysis-note', HTMLParagraphElement),
  passphrase: element('passphrase', HTMLInputElement),
  linkStart: element('link-start', HTMLButtonElement),
  share: element('share', HTMLButtonElement),
  linkOutput: element('link-output', HTMLInputElement),
  copy: element('copy', HTMLButtonElement),
  linkBox: element('link-box', HTMLDivElement),
  verdict: element('verdict', HTMLParagraphElement),
  openForm: element('open-form', HTMLFormElement),
  openInput: element('open-input', HTMLInputElement),
  linkOut: element('link-out', HTMLDivElement),
};

// ---------------------------------------------------------------------------------------------
// Settings: the menus, filled from the catalogue, and the query string (?rules=gomoku&opponent=1 …).

/**
 * Adds options to a menu.
 *
 * @param {HTMLSelectElement} select
 * @param {[string, string][]} options value and text
 */
function fill(select, options) {
  select.replaceChildren(
    ...options.map(([value, text]) => {
      const option = document.createElement('option');
      option.value = value;
      option.textContent = text;
      return option;
    }),
  );
}

/**
 * Names the levels of the opponent menu for the game on the board: Ultimate's are its own (its
 * level 6 is the strongest within its time, not perfect).
 *
 * @param {boolean} ultimateOn
 */
function nameLevels(ultimateOn) {
  for (const option of ui.opponent.options) {
    const level = LEVELS.find((l) => String(l) === option.value);
    if (level === undefined) continue;
    const name = sayLevel(level, ultimateOn ? 'ultimate' : 'k-in-a-row');
    option.textContent = t('opponent.level', { level, name });
  }
}

/**
 * Fills the menus in the page's language, keeping what each has chosen.
 */
function fillMenus() {
  const chosen = [ui.rules, ui.opponent, ui.side, ui.think].map((select) => select.value);
  fill(ui.rules, [
    .../** @type {RulesKey[]} */ (Object.keys(RULES)).map(
      (key) => /** @type {[string, string]} */ ([key, sayRules(RULES[key])]),
    ),
    [ULTIMATE, t('rules.ultimate')],
  ]);
  fill(ui.opponent, [
    ...LEVELS.map(
      (level) =>
        /** @type {[string, string]} */ ([String(level), t('opponent.level', { level, name: sayLevel(level) })]),
    ),
    ['local', t('opponent.local')],
    ['link', t('opponent.link')],
  ]);
  fill(ui.side, [
    ['x', t('side.x')],
    ['o', t('side.o')],
  ]);
  fill(
    ui.think,
    THINK_TIMES.map((ms) => [String(ms), t('think.seconds', { seconds: ms / 1000 })]),
  );
  for (const [index, select] of [ui.rules, ui.opponent, ui.side, ui.think].entries()) {
    const value = chosen[index] ?? '';
    if (value) select.value = value;
  }
}

/** Puts the page in its language: `<html lang dir>`, the markup's words, the menus. */
function translateShell() {
  document.documentElement.lang = locale();
  document.documentElement.dir = direction();
  translatePage(document);
  document.title = t('page.title');
  fillMenus();
  ui.lang.value = language();
}

// The language menu names each language in itself, whatever the page's language.
ui.lang.replaceChildren(
  ...Object.entries(LANGUAGES).map(([code, name]) => {
    const option = document.createElement('option');
    option.value = code;
    option.lang = code;
    option.textContent = name;
    return option;
  }),
);

const query = new URLSearchParams(location.search);
// English is built in; another language is loaded before anything is drawn.
if (!(await useLanguage(preferredLanguage(query)).catch(() => false))) await useLanguage('en');
translateShell();
/**
 * Sets a menu from the query string when the value is one of its options.
 *
 * @param {HTMLSelectElement} select
 * @param {string} name
 * @param {string} fallback
 */
function choose(select, name, fallback) {
  const wanted = query.get(name);
  select.value = wanted !== null && [...select.options].some((option) => option.value === wanted) ? wanted : fallback;
}
choose(ui.rules, 'rules', 'tic-tac-toe');
choose(ui.opponent, 'opponent', '5');
choose(ui.side, 'side', 'x');
choose(ui.think, 'think', '300');
ui.coach.checked = query.get('coach') === '1';
const seedText = query.get('seed');
/** A seed from the query string makes the AI's games repeatable. */
const seed = seedText !== null && Number.isFinite(Number(seedText)) ? Number(seedText) : undefined;
ui.passphrase.value = loadPassphrase();

// ---------------------------------------------------------------------------------------------
// State.

/** Whether the game on the board is Ultimate tic-tac-toe. */
const isUltimate = () => ui.rules.value === ULTIMATE;
/** @returns {'ai' | 'local' | 'link'} */
const mode = () => {
  // Ultimate is not played by link yet: two players on this device, then.
  if (isUltimate() && (!ultimate.hasAi || ui.opponent.value === 'link')) return 'local';
  return ui.opponent.value === 'local' ? 'local' : ui.opponent.value === 'link' ? 'link' : 'ai';
};
const level = () => /** @type {AIDifficulty} */ (Number(ui.opponent.value));
const thinkTime = () => Number(ui.think.value);
/** The player id this tab plays in an AI game or a link game. */
const me = () => (mode() === 'link' && link ? link.me : ui.side.value);
/** @param {string} id */
const other = (id) => (id === 'x' ? 'o' : 'x');
/** @param {string} id @returns {Mark} */
const markOf = (id) => (id === 'x' ? 'X' : 'O');

/** @param {GameState} state @returns {CellIndex[]} */
const cellsOf = (state) => state.history.map((entry) => entry.cell);

/**
 * A position as it crosses to the AI's worker: its game, rules and moves.
 *
 * @param {GameState | UltimateState} state
 * @returns {AiPosition}
 */
function positionOf(state) {
  if (isUltimateState(state))
    return { game: 'ultimate', rules: state.rules, moves: state.history.map((entry) => entry.square) };
  return { game: 'k-in-a-row', rules: state.rules, moves: cellsOf(state) };
}

/**
 * Whether a state is Ultimate's (its history names squares).
 *
 * @param {GameState | UltimateState} state
 * @returns {state is UltimateState}
 */
const isUltimateState = (state) => 'forcedBoard' in state;

/** The game on the board: the session's state and whether the AI thinks, or Ultimate's. */
const current = () => (isUltimate() ? ultimate : session.getSnapshot());

/** Rounds started, for seeded games: each new game asks the worker for a fresh seeded AI. */
let round = 0;
/**
 * The hint and evaluation of a position (`for`), either game's.
 *
 * @type {{
 *   hint: Hint | UltimateHint | null,
 *   evaluation: PositionEvaluation | UltimateEvaluation | null,
 *   for: GameState | UltimateState | null,
 *   pending: boolean,
 * }}
 */
let coach = { hint: null, evaluation: null, for: null, pending: false };
/**
 * The analysis of a game (`for`, its last position), either game's.
 *
 * @type {{
 *   value: GameAnalysis | UltimateGameAnalysis | null,
 *   for: GameState | UltimateState | null,
 *   pending: boolean,
 *   error?: AiError,
 * }}
 */
let analysis = { value: null, for: null, pending: false };
/** What just happened, said before the status ("AI (O) plays b2 (Center)."). @type {Say | null} */
let event = null;
/** An error to show in the status line until the next change. @type {Say | null} */
let problem = null;
/** The verdict on the last link (or a note about links), and its look. @type {{ kind: VerdictKind, say: Say }} */
let verdictShown = { kind: 'info', say: () => '' };
/**
 * The link game this tab plays, when it plays one.
 *
 * @type {{ gameId: string, createdAt: string, me: string, code: string | null } | null}
 */
let link = null;

const ai = createAiClient(
  {
    main: import.meta.resolve('tictactoe-engine'),
    ultimate: import.meta.resolve('tictactoe-engine/ultimate'),
    openings: import.meta.resolve('tictactoe-engine/connect-four-openings'),
  },
  (busy) => {
    document.body.dataset.busy = String(busy);
  },
);

/**
 * The AI's move in a position, from the worker, as a Result.
 *
 * @param {GameState | UltimateState} state
 */
function askMove(state) {
  return ai.ask({
    type: 'move',
    ...positionOf(state),
    level: level(),
    player: state.currentPlayerId ?? '',
    timeLimit: thinkTime(),
    seed,
    round,
  });
}

/** The AI as a session's mover, of either game. @param {GameState | UltimateState} state */
async function mover(state) {
  const answer = await askMove(state);
  return answer.ok ? ok(answer.value) : err(answer.error);
}

/** @returns {Rules} */
const chosenRules = () => RULES[/** @type {RulesKey} */ (ui.rules.value)] ?? RULES['tic-tac-toe'];

/**
 * A session on `state` (or a new game of the chosen rules), keeping the tally.
 *
 * @param {GameState} [state]
 * @param {ScoreTally} [tally]
 * @returns {TicTacToeSession}
 */
function openSession(state, tally) {
  const made = createSession({
    ...(state ? { state } : { players: PLAYERS, settings: { ...chosenRules() } }),
    ...(tally && { tally }),
    mover,
  });
  if (!made.ok) throw new Error(made.error.message);
  made.value.subscribe(changed);
  return made.value;
}

let session = openSession();
const board = createBoard(ui.frame, { onPlay: play });
/** The game of Ultimate, kept beside the k-in-a-row session (see ultimate.js). */
const ultimate = createUltimateGame({ mover });
const ultimateBoard = createUltimateBoard(ui.ultimateFrame, { onPlay: playUltimate });

// ---------------------------------------------------------------------------------------------
// Playing.

/** Whether the player to move is played by a person at this screen. */
function humanToMove() {
  const { state, thinking } = current();
  if (state.status !== 'in-progress' || thinking) return false;
  if (mode() === 'local') return true;
  return state.currentPlayerId === me();
}

/** A cell's name and label, for the sentences of moves. @param {CellIndex} cell @param {GameState} state */
const cellWords = (cell, state) => ({ cell: cellName(cell, state.rules), label: sayCell(cell, state.rules) });

/**
 * An error in the status line.
 *
 * @param {AiError} error
 * @param {GameState | UltimateState} state
 * @returns {Say}
 */
const failed = (error, state) => () =>
  t('status.error', { message: sayError(error, isUltimateState(state) ? undefined : state.rules) });

/** Plays a cell for the person at the screen. @param {CellIndex} cell */
async function play(cell) {
  if (!humanToMove()) return;
  const { state } = session.getSnapshot();
  if (mode() === 'link') {
    await sendMove(cell);
    return;
  }
  event =
    mode() === 'local'
      ? () => t('status.played', { mark: sayMark(state.currentPlayer ?? 'X'), ...cellWords(cell, state) })
      : () => t('status.youPlayed', cellWords(cell, state));
  const played = session.play(cell, state.currentPlayerId ?? '');
  if (!played.ok) {
    event = null;
    problem = failed(played.error, state);
    render();
    return;
  }
  render();
  await aiMove();
}

/**
 * Plays a cell of Ultimate for the player to move, or says why it is refused (a cell outside the
 * board they are sent to, in a closed board, taken).
 *
 * @param {number} move `board × 9 + cell`
 */
async function playUltimate(move) {
  const { state } = ultimate;
  if (!humanToMove()) return;
  const played = ultimate.play(move);
  if (!played.ok) {
    event = null;
    problem = () => sayRefusal(played.error, state);
    render();
    return;
  }
  problem = null;
  const mark = state.currentPlayer ?? 'X';
  // Said when shown: a change of language says them again.
  const words = () => ({ cell: squareName(move), label: sayWhere(move) });
  event =
    mode() === 'local'
      ? () => t('status.played', { mark: sayMark(mark), ...words() })
      : () => t('status.youPlayed', words());
  changed();
  await aiMove();
}

/** Lets the AI move when it is its turn. */
async function aiMove() {
  if (isUltimate()) {
    await aiMoveUltimate();
    return;
  }
  const { state, thinking } = session.getSnapshot();
  if (mode() !== 'ai' || thinking || state.status !== 'in-progress' || state.currentPlayerId === me()) return;
  const before = session;
  const moved = await session.playMover();
  if (before !== session) return;
  if (moved.ok) {
    const last = moved.value.lastMove;
    const after = moved.value;
    if (last) event = () => say('status.ai-move', { mark: sayMark(last.symbol), ...cellWords(last.cell, after) });
  } else if (moved.error.code !== 'STALE_MOVE' && moved.error.code !== 'MOVER_BUSY') {
    problem = failed(moved.error, state);
  }
  render();
}

/** Lets the AI move in Ultimate when it is its turn. */
async function aiMoveUltimate() {
  const { state, thinking } = ultimate;
  if (mode() !== 'ai' || thinking || state.status !== 'in-progress' || state.currentPlayerId === me()) return;
  const moving = ultimate.playMover();
  render(); // the AI thinks
  const moved = await moving;
  if (moved.ok) {
    const last = moved.value.lastMove;
    if (last)
      event = () =>
        say('status.ai-move', { mark: sayMark(last.symbol), cell: last.square, label: sayWhere(last.move) });
  } else if (moved.error.code !== 'STALE_MOVE' && moved.error.code !== 'MOVER_BUSY') {
    problem = failed(moved.error, state);
  }
  changed();
}

/** Starts a new game of the chosen rules (a new link game in link mode). */
function newGame() {
  round++;
  event = null;
  problem = null;
  verdict('info', () => '');
  if (mode() === 'link') {
    link = { gameId: newGameId(), createdAt: new Date().toISOString(), me: ui.side.value, code: null };
    history.replaceState(null, '', location.pathname + location.search);
  }
  if (isUltimate()) {
    ultimate.restart();
    changed();
    void aiMove();
    return;
  }
  const restarted = session.restart({ ...chosenRules() });
  if (!restarted.ok) problem = failed(restarted.error, session.getSnapshot().state);
  render();
  void aiMove();
}

/** How many moves an undo takes back: in an AI game, back to before the person's last move. */
function undoPlies() {
  const { state, thinking } = current();
  if (mode() === 'link' || state.history.length === 0) return 0;
  if (mode() === 'local' || thinking) return 1;
  const mine = state.history.map((entry) => entry.playerId).lastIndexOf(me());
  return mine < 0 ? 0 : state.history.length - mine;
}

// ---------------------------------------------------------------------------------------------
// Hints, evaluations, analyses: asked of the worker; an answer about a position the game has
// left is dropped.

/** Asks for a hint and the evaluation of the current position. */
async function askCoach() {
  const { state } = current();
  if (!humanToMove() || (coach.for === state && (coach.pending || coach.hint))) return;
  coach = { hint: null, evaluation: null, for: state, pending: true };
  render();
  const request = { ...positionOf(state), player: state.currentPlayerId ?? '', timeLimit: thinkTime() };
  const [hint, evaluation] = await Promise.all([
    ai.ask({ type: 'hint', ...request }),
    ai.ask({ type: 'evaluate', ...request }),
  ]);
  if (coach.for !== state) return;
  coach = {
    hint: hint.ok ? hint.value : null,
    evaluation: evaluation.ok ? evaluation.value : null,
    for: state,
    pending: false,
  };
  if (!hint.ok) problem = failed(hint.error, state);
  render();
}

/** Asks for the analysis of the game so far. */
async function askAnalysis() {
  const { state } = current();
  if (state.history.length === 0 || analysis.for === state) return;
  analysis = { value: null, for: state, pending: true };
  render();
  // 3×3 is solved at once; each position of a larger board gets a share of the thinking time
  // (Ultimate's, less: a game of 40 to 60 moves).
  const small = !isUltimateState(state) && state.rules.rows * state.rules.columns <= 9;
  const most = isUltimateState(state) ? 100 : 250;
  const answer = await ai.ask({
    type: 'analyze',
    ...positionOf(state),
    timeLimit: small ? 0 : Math.min(most, Math.max(20, thinkTime() / 4)),
  });
  if (analysis.for !== state) return;
  analysis = answer.ok
    ? { value: answer.value, for: state, pending: false }
    : { value: null, for: state, pending: false, error: answer.error };
  render();
}

/** After every change of the game: draw, then ask what the new position needs. */
function changed() {
  render();
  const { state } = current();
  if (state.status !== 'in-progress') void askAnalysis();
  else if (ui.coach.checked && humanToMove()) void askCoach();
}

// ---------------------------------------------------------------------------------------------
// Play by link.

/**
 * The key of the passphrase typed (`undefined` without one), or `null` after saying that this
 * browser cannot sign here.
 */
async function key() {
  const signing = await keyOf(ui.passphrase.value);
  if (signing === null) {
    verdict('refused', () =>
      t('link.refused', { reason: `${sayError({ code: 'CRYPTO_UNAVAILABLE', message: '' })} ${t('link.https')}` }),
    );
    ui.verdict.dataset.code = 'CRYPTO_UNAVAILABLE';
  }
  return signing;
}

/** @typedef {'verified' | 'unchecked' | 'unsigned' | 'refused' | 'info'} VerdictKind */

/**
 * Shows the verdict of the last link.
 *
 * @param {VerdictKind} kind
 * @param {Say} words
 */
function verdict(kind, words) {
  verdictShown = { kind, say: words };
  showVerdict();
}

function showVerdict() {
  const text = verdictShown.say();
  ui.verdict.dataset.kind = verdictShown.kind;
  if (ui.verdict.textContent !== text) ui.verdict.textContent = text;
}

/** Switches this game to play by link, from the position on the board. */
function startLink() {
  const { state } = session.getSnapshot();
  link = { gameId: newGameId(), createdAt: new Date().toISOString(), me: ui.side.value, code: null };
  ui.opponent.value = 'link';
  session = openSession(state, session.getSnapshot().tally);
  event = null;
  render();
}

/**
 * Shows a code as the link to send, in the address bar too (without reopening it), and copies it.
 *
 * @param {string} code
 */
function showLink(code) {
  if (!link) return;
  link.code = code;
  history.replaceState(null, '', `#${code}`);
  ui.linkOutput.value = linkOf(code);
  void copyLink();
}

async function copyLink() {
  if (!ui.linkOutput.value) return;
  try {
    await navigator.clipboard.writeText(ui.linkOutput.value);
    ui.copy.dataset.copied = 'true';
    ui.copy.textContent = t('link.copied');
  } catch {
    ui.copy.dataset.copied = 'false';
    ui.copy.textContent = t('link.copy');
    ui.linkOutput.select();
  }
}

/** Plays this tab's move in a link game and makes the link to send. @param {CellIndex} cell */
async function sendMove(cell) {
  if (!link) return;
  const { state, tally } = session.getSnapshot();
  const signing = await key();
  if (signing === null) return;
  const sent = await send(state, cell, link.me, link, signing);
  if (!sent.ok) {
    problem = failed(sent.error, state);
    render();
    return;
  }
  event = () => t('status.youPlayed', cellWords(cell, state));
  session = openSession(sent.value.state, tally);
  showLink(sent.value.code);
  verdict(signing ? 'info' : 'unsigned', () => (signing ? '' : t('link.unsigned')));
  render();
}

/** Makes the link of the game as it stands, for an opponent who moves next. */
async function shareLink() {
  if (!link) return;
  const { state } = session.getSnapshot();
  if (link.code) {
    ui.linkOutput.value = linkOf(link.code);
    await copyLink();
    return;
  }
  const signing = await key();
  if (signing === null) return;
  const code = await invite(state, link.me, link, signing);
  if (!code.ok) {
    problem = failed(code.error, state);
    render();
    return;
  }
  showLink(code.value);
  verdict(signing ? 'info' : 'unsigned', () => (signing ? '' : t('link.unsigned')));
  render();
}

/**
 * Opens a received code: on success the game on the board becomes that game.
 *
 * @param {string} code
 */
async function openLink(code) {
  if (!code) return;
  const signing = await key();
  if (signing === null) return;
  const received = await receive(code, signing);
  if (!received.ok) {
    const { error, rules } = received;
    verdict('refused', () => t('link.refused', { reason: sayError(error, rules) }));
    ui.verdict.dataset.code = error.code;
    render();
    return;
  }
  const view = received.value;
  round++;
  link = {
    gameId: received.gameId,
    createdAt: view.record.createdAt ?? new Date().toISOString(),
    me: view.me.id,
    code,
  };
  ui.opponent.value = 'link';
  ui.side.value = view.me.id === 'o' ? 'o' : 'x';
  showRules(view.state.rules);
  session = openSession(view.state, session.getSnapshot().tally);
  const last = view.ownLink ? null : view.lastMove;
  event = last && (() => t('status.played', { mark: sayMark(last.symbol), ...cellWords(last.cell, view.state) }));
  problem = null;
  history.replaceState(null, '', `#${code}`);
  ui.linkOutput.value = '';
  verdict(view.verified ? 'verified' : 'unchecked', () => t(view.verified ? 'link.verified' : 'link.unchecked'));
  ui.verdict.dataset.code = 'OK';
  coach = { hint: null, evaluation: null, for: null, pending: false };
  analysis = { value: null, for: null, pending: false };
  changed();
}

/**
 * Sets the rules menu to a game's rules, adding an entry for rules that are not a preset.
 *
 * @param {Rules} rules
 */
function showRules(rules) {
  const same = (/** @type {Rules} */ a) =>
    a.rows === rules.rows &&
    a.columns === rules.columns &&
    a.inARow === rules.inARow &&
    a.gravity === rules.gravity &&
    a.variant === rules.variant;
  const found = /** @type {RulesKey[]} */ (Object.keys(RULES)).find((name) => same(RULES[name]));
  ui.rules.querySelector('option[value="custom"]')?.remove();
  if (found) {
    ui.rules.value = found;
    return;
  }
  const option = document.createElement('option');
  option.value = 'custom';
  option.textContent = sayRules(rules);
  ui.rules.append(option);
  ui.rules.value = 'custom';
}

// ---------------------------------------------------------------------------------------------
// Drawing.

/** The status line: what just happened, then where the game stands. */
function statusText() {
  const { state, thinking } = session.getSnapshot();
  if (problem) return problem();
  const parts = event ? [event()] : [];
  const mine = sayMark(markOf(me()));
  const theirs = sayMark(markOf(other(me())));
  if (state.status !== 'in-progress') parts.push(overText(state));
  else if (mode() === 'local') parts.push(sayStatus(state));
  else if (mode() === 'ai') {
    if (state.currentPlayerId === me()) parts.push(t('status.yourMove', { mark: mine }));
    else if (thinking) parts.push(t('status.thinking', { mark: theirs }));
  } else if (state.currentPlayerId === me()) parts.push(t('status.linkYourMove', { mark: mine }));
  else if (ui.linkOutput.value) parts.push(t('status.linkSend', { mark: theirs }));
  else if (link?.code) parts.push(t('status.linkWaiting', { mark: theirs }));
  else parts.push(t('status.linkStart', { mark: theirs }));
  return parts.join(' ');
}

/**
 * How a finished game ended, for this screen: the library's status ("X wins with the Top Row.",
 * "It's a draw."), after who won for the person at it in a game against the AI or by link.
 *
 * @param {GameState} state
 */
function overText(state) {
  return verdictOf(state, sayStatus(state));
}

/**
 * How a finished game ended, for this screen: after who won for the person at it in a game
 * against the AI or by link, how (`status`).
 *
 * @param {GameState | UltimateState} state
 * @param {string} status
 */
function verdictOf(state, status) {
  if (!state.winner || mode() === 'local') return status;
  const won = state.winner.playerId === me();
  const verdict = won ? say('status.you-win', {}) : say(mode() === 'ai' ? 'status.ai-wins' : 'status.you-lose', {});
  return `${verdict} ${status}`;
}

/**
 * The evaluation in words: with best play when proven; when estimated, how the player to move
 * stands, graded ("X stands slightly worse"), with their expected score in % (the heat map's
 * number for the best move). `share` is X's part of the bar.
 *
 * @param {Value} value for the player to move
 * @param {Mark} mover
 */
function evaluationText(value, mover) {
  const forX = mover === 'O' ? flip(value) : value;
  if (value.proven) {
    if (forX.result === 'draw') return { text: t('eval.draw'), share: 50, note: t('eval.proven') };
    const mark = sayMark(forX.result === 'win' ? 'X' : 'O');
    const text = value.moves === null ? t('value.wins', { mark }) : t('eval.wins', { mark, moves: value.moves });
    return { text, share: forX.result === 'win' ? 100 : 0, note: t('eval.proven') };
  }
  const mark = sayMark(mover);
  const text = gradeOf(value.score) === 'grade.even' ? t('eval.even') : sayGrade(value.score, mark);
  const note = t('eval.estimated', { mark, share: shareOf(value.score) });
  return { text, share: shareOf(forX.score), note };
}

/**
 * The evaluation as the panel shows it, either game's: its value for the player to move and the
 * line it expects, as the move list writes moves.
 *
 * @param {GameState | UltimateState} state
 * @returns {{ value: Value, line: string[] } | null}
 */
function evaluationOf(state) {
  const evaluation = coach.for === state ? coach.evaluation : null;
  if (!evaluation) return null;
  const mover = state.currentPlayer ?? 'X';
  if (isUltimateState(state)) {
    const { chance, proven, plies, line } = /** @type {UltimateEvaluation} */ (evaluation);
    return { value: chanceValue(chance, proven, mover, plies), line: [...line] };
  }
  if (!('principalVariation' in evaluation)) return null;
  return {
    value: scoreValue(evaluation.score, evaluation.proven, mover),
    line: evaluation.principalVariation.map(({ row, col }) =>
      cellName(/** @type {CellIndex} */ (row * state.rules.columns + col), state.rules),
    ),
  };
}

/**
 * The analysis as the chart draws it, either game's: each move's values for its mover.
 *
 * @param {GameAnalysis | UltimateGameAnalysis} value
 * @param {GameState | UltimateState} state
 * @returns {ChartView}
 */
function chartOf(value, state) {
  if (!isUltimateState(state)) {
    const game = /** @type {GameAnalysis} */ (value);
    return {
      players: game.players,
      moves: game.moves.map((move) => ({
        ply: move.ply,
        symbol: move.symbol,
        name: cellName(move.cell, state.rules),
        classification: move.classification,
        before: scoreValue(move.before, move.proven, move.symbol),
        after: scoreValue(move.after, move.proven, move.symbol),
      })),
    };
  }
  const game = /** @type {UltimateGameAnalysis} */ (value);
  /** A proven chance is 1, ½ or 0. @param {number} chance @param {boolean} proven */
  const proof = (chance, proven) => (!proven ? null : chance === 1 ? 'win' : chance === 0 ? 'loss' : 'draw');
  return {
    players: game.players,
    moves: game.moves.map((move) => ({
      ply: move.ply,
      symbol: move.symbol,
      name: move.square,
      classification: move.classification,
      before: chanceValue(move.before, proof(move.before, move.proven), move.symbol),
      after: chanceValue(move.after, proof(move.after, move.proven), move.symbol),
    })),
  };
}

function render() {
  const ultimateOn = isUltimate();
  nameLevels(ultimateOn);
  ui.frame.hidden = ultimateOn;
  ui.ultimateFrame.hidden = !ultimateOn;
  // Ultimate is not played by link yet: its menu entry is off, and the link panel says so.
  const linkOption = ui.opponent.querySelector('option[value="link"]');
  if (linkOption instanceof HTMLOptionElement) linkOption.disabled = ultimateOn;
  ui.legend.hidden = false;
  if (ultimateOn) {
    renderUltimate();
    return;
  }
  ui.linkStart.disabled = false;
  showVerdict();
  const snapshot = session.getSnapshot();
  const { state, thinking, tally } = snapshot;
  const hint = coach.for === state && coach.hint && 'cell' in coach.hint ? coach.hint : null;
  const human = humanToMove();
  board.update({ state, interactive: human, hint });
  ui.frame.dataset.thinking = String(thinking);
  ui.ultimateFrame.dataset.thinking = 'false';

  // A live region: only a change of text is news.
  const status = statusText();
  if (ui.status.textContent !== status) ui.status.textContent = status;
  ui.status.dataset.over = String(state.status !== 'in-progress');

  // The score across games.
  const wins = tally.wins;
  if (mode() === 'link') ui.tally.textContent = link ? t('link.you', { mark: sayMark(markOf(link.me)) }) : '';
  else if (mode() === 'local')
    ui.tally.textContent = t('tally.local', { x: wins.x ?? 0, o: wins.o ?? 0, draws: tally.draws });
  else ui.tally.textContent = t('tally.ai', { you: wins[me()] ?? 0, ai: wins[other(me())] ?? 0, draws: tally.draws });

  // How the opponent plays.
  const note =
    mode() === 'ai' ? sayLevelPlay(level()) : t(mode() === 'local' ? 'opponent.localNote' : 'opponent.linkNote');
  if (ui.opponentNote.textContent !== note) ui.opponentNote.textContent = note;

  // Buttons.
  ui.hint.disabled = !human;
  ui.hint.setAttribute('aria-busy', String(coach.pending && coach.for === state));
  ui.undo.disabled = undoPlies() === 0;
  ui.undo.hidden = mode() === 'link';
  ui.redo.hidden = mode() === 'link';
  ui.redo.disabled = !snapshot.canRedo || thinking;
  ui.analyze.disabled = state.history.length === 0 || (analysis.for === state && !analysis.error);

  // The moves.
  const cells = cellsOf(state);
  ui.moves.dataset.moves = formatMoves(cells, { shape: state.rules });
  ui.moves.replaceChildren(
    ...state.history.map((entry) => {
      const item = document.createElement('li');
      item.className = `move move-${entry.symbol.toLowerCase()}`;
      item.append(markLetter(entry.symbol), cellName(entry.cell, state.rules));
      return item;
    }),
  );
  if (state.history.length === 0) {
    const item = document.createElement('li');
    item.className = 'none';
    item.textContent = t('moves.none');
    ui.moves.append(item);
  }
  ui.moves.scrollTop = ui.moves.scrollHeight;

  renderCoach(state, human, hint && sayHint(hint));
  renderAnalysisPanel(state);
  renderLinkPanel(state);
}

/** Draws a game of Ultimate: its board and heat map, status, tally, moves, hint, evaluation and analysis. */
function renderUltimate() {
  const { state, tally, thinking } = ultimate;
  const playing = state.status === 'in-progress';
  const human = humanToMove();
  const hint = coach.for === state && coach.hint && 'square' in coach.hint ? coach.hint : null;
  ultimateBoard.update({ state, interactive: human, hint });
  ui.ultimateFrame.dataset.thinking = String(thinking);
  ui.frame.dataset.thinking = 'false';
  const status = problem
    ? `${problem()} ${sayUltimateStatus(state)}`
    : [event?.(), ultimateStatusText(state, thinking)].filter(Boolean).join(' ');
  if (ui.status.textContent !== status) ui.status.textContent = status;
  ui.status.dataset.over = String(!playing);
  if (mode() === 'ai')
    ui.tally.textContent = t('tally.ai', { you: tally[mine()], ai: tally[theirs()], draws: tally.draws });
  else ui.tally.textContent = t('tally.local', { x: tally.x, o: tally.o, draws: tally.draws });
  const note = mode() === 'ai' ? sayLevelPlay(level(), 'ultimate') : t('opponent.localNote');
  if (ui.opponentNote.textContent !== note) ui.opponentNote.textContent = note;
  ui.hint.disabled = !human;
  ui.hint.setAttribute('aria-busy', String(coach.pending && coach.for === state));
  ui.undo.hidden = false;
  ui.redo.hidden = false;
  ui.undo.disabled = undoPlies() === 0;
  ui.redo.disabled = !ultimate.canRedo || thinking;
  ui.analyze.disabled = state.history.length === 0 || (analysis.for === state && !analysis.error);
  ui.moves.dataset.moves = state.history.map((entry) => entry.square).join(' ');
  ui.moves.replaceChildren(
    ...state.history.map((entry) => {
      const item = document.createElement('li');
      item.className = `move move-${entry.symbol.toLowerCase()}`;
      item.append(markLetter(entry.symbol), entry.square);
      return item;
    }),
  );
  if (state.history.length === 0) {
    const item = document.createElement('li');
    item.className = 'none';
    item.textContent = t('moves.none');
    ui.moves.append(item);
  }
  ui.moves.scrollTop = ui.moves.scrollHeight;
  renderCoach(state, human, hint && sayUltimateHint(hint));
  renderAnalysisPanel(state);
  // Not played by link yet: the panel says so.
  ui.linkStart.hidden = false;
  ui.linkStart.disabled = true;
  ui.linkBox.hidden = true;
  ui.verdict.dataset.kind = 'info';
  const noLink = t('ultimate.noLink');
  if (ui.verdict.textContent !== noLink) ui.verdict.textContent = noLink;
}

/** The key of this screen's player in a tally (`x` or `o`). @returns {'x' | 'o'} */
const mine = () => (me() === 'o' ? 'o' : 'x');
/** The key of the AI in a tally. @returns {'x' | 'o'} */
const theirs = () => (me() === 'o' ? 'x' : 'o');

/**
 * Where a game of Ultimate stands for this screen: whose turn (yours, in which board; the AI
 * thinking) or how it ended.
 *
 * @param {UltimateState} state
 * @param {boolean} thinking
 */
function ultimateStatusText(state, thinking) {
  if (state.status !== 'in-progress') return verdictOf(state, sayUltimateStatus(state));
  if (mode() !== 'ai') return sayUltimateStatus(state);
  const mark = sayMark(state.currentPlayer ?? 'X');
  if (state.currentPlayerId === me()) {
    return state.forcedBoard === null
      ? t('ultimate.yourMoveAny', { mark })
      : t('ultimate.yourMoveIn', { mark, board: sayPlace(state.forcedBoard) });
  }
  return thinking ? t('status.thinking', { mark }) : '';
}

/** A mark in a move list (in the page's font, where O is not read as 0). @param {Mark} mark */
function markLetter(mark) {
  const span = document.createElement('span');
  span.className = 'mark-letter';
  span.textContent = sayMark(mark);
  return span;
}

/**
 * Draws the hint's words and the evaluation, either game's.
 *
 * @param {GameState | UltimateState} state
 * @param {boolean} human
 * @param {string | null} said the hint in words, when there is one
 */
function renderCoach(state, human, said) {
  const current = coach.for === state;
  const evaluated = evaluationOf(state);
  const text = said
    ? said
    : current && coach.pending
      ? t('coach.thinking')
      : state.status !== 'in-progress'
        ? say('error.GAME_OVER', {})
        : human
          ? t('coach.empty')
          : t('coach.notYourTurn');
  if (ui.hintText.textContent !== text) ui.hintText.textContent = text;
  ui.hintText.dataset.ready = String(said !== null);
  ui.evalBox.hidden = state.status !== 'in-progress';
  if (evaluated) {
    const mover = state.currentPlayer ?? 'X';
    const { text: words, share, note } = evaluationText(evaluated.value, mover);
    ui.evalText.textContent = t('eval.sentence', { text: words, note });
    ui.evalBar.hidden = false;
    ui.evalBar.style.setProperty('--share', `${share}%`);
    ui.evalBar.dataset.proven = String(evaluated.value.proven);
    ui.evalBar.title = t('eval.bar', { x: share, o: 100 - share });
    let mark = mover;
    ui.line.replaceChildren(
      ...evaluated.line.map((name) => {
        const item = document.createElement('li');
        item.className = `move move-${mark.toLowerCase()}`;
        item.append(markLetter(mark), name);
        mark = mark === 'X' ? 'O' : 'X';
        return item;
      }),
    );
    ui.line.hidden = evaluated.line.length === 0;
  } else {
    ui.evalText.textContent = t('eval.none');
    ui.evalBar.hidden = true;
    ui.line.replaceChildren();
    ui.line.hidden = true;
  }
}

/** @param {GameState | UltimateState} state */
function renderAnalysisPanel(state) {
  const current = analysis.for === state;
  if (current && analysis.value) {
    // Drawn again for another position or language (the table stays open if it was).
    const drawn = `${state.history.length} ${language()}`;
    if (ui.analysis.dataset.for !== drawn || !ui.analysis.firstChild) {
      /** @type {Partial<Record<Mark, string>>} */
      const who = {};
      if (mode() !== 'local') {
        who[markOf(me())] = t('analysis.you');
        if (mode() === 'ai') who[markOf(other(me()))] = t('analysis.ai');
      }
      const open = ui.analysis.querySelector('details')?.open ?? false;
      renderAnalysis(ui.analysis, chartOf(analysis.value, state), who);
      ui.analysis.querySelector('details')?.toggleAttribute('open', open);
      ui.analysis.dataset.for = drawn;
    }
    ui.analysisNote.hidden = true;
    return;
  }
  ui.analysis.replaceChildren();
  delete ui.analysis.dataset.for;
  ui.analysisNote.hidden = false;
  ui.analysisNote.textContent =
    current && analysis.pending
      ? t('analysis.thinking')
      : current && analysis.error
        ? sayError(analysis.error, isUltimateState(state) ? undefined : state.rules)
        : t('analysis.empty');
}

/** @param {GameState} state */
function renderLinkPanel(state) {
  const linked = mode() === 'link' && link !== null;
  ui.linkStart.hidden = linked;
  ui.linkOut.hidden = !linked || !ui.linkOutput.value;
  // The link to make: an invitation, when the opponent moves next and no link was made yet.
  ui.share.hidden =
    !linked || !ui.linkOut.hidden || state.currentPlayerId === link?.me || state.status !== 'in-progress';
  ui.linkBox.hidden = ui.share.hidden && ui.linkOut.hidden;
}

// ---------------------------------------------------------------------------------------------
// Events.

ui.rules.addEventListener('change', () => {
  // Ultimate is not played by link yet: a link game becomes a game on this device.
  if (isUltimate() && link) leaveLink('local');
  newGame();
});
ui.side.addEventListener('change', newGame);
ui.opponent.addEventListener('change', () => {
  if (mode() === 'link') {
    startLink();
    return;
  }
  if (link) leaveLink();
  event = null;
  render();
  void aiMove();
});
/**
 * Ends the link game of this tab: the game on the board goes on, on this device or against the AI.
 *
 * @param {string} [opponent] the opponent menu's new value, when it changes too
 */
function leaveLink(opponent) {
  link = null;
  if (opponent) ui.opponent.value = opponent;
  verdict('info', () => '');
  history.replaceState(null, '', location.pathname + location.search);
  ui.linkOutput.value = '';
  session = openSession(session.getSnapshot().state, session.getSnapshot().tally);
}

ui.think.addEventListener('change', render);
ui.coach.addEventListener('change', () => {
  if (ui.coach.checked) void askCoach();
});
ui.hint.addEventListener('click', () => void askCoach());
ui.analyze.addEventListener('click', () => void askAnalysis());
ui.restart.addEventListener('click', newGame);
ui.undo.addEventListener('click', () => {
  const plies = undoPlies();
  if (plies === 0) return;
  event = null;
  problem = null;
  if (isUltimate()) {
    ultimate.undo(plies);
    changed();
    return;
  }
  session.undo(plies);
  render();
});
ui.redo.addEventListener('click', () => {
  event = null;
  problem = null;
  if (isUltimate()) {
    const { state } = ultimate;
    // Against the AI, the person's move and the AI's reply come back together.
    if (ultimate.thinking || !ultimate.redo(mode() === 'ai' ? 2 : 1) || ultimate.state === state) return;
    changed();
    void aiMove();
    return;
  }
  const { state } = session.getSnapshot();
  // In an AI game, the person's move and the AI's reply come back together.
  const undone = session.redo(mode() === 'ai' ? 2 : 1);
  if (!undone.ok && mode() === 'ai') session.redo(1);
  if (session.getSnapshot().state === state) return;
  render();
  void aiMove();
});
ui.lang.addEventListener('change', async () => {
  const chosen = ui.lang.value;
  if (!isLanguage(chosen)) return;
  rememberLanguage(chosen);
  // A language in the address would win on reload over the one just chosen: it follows the menu.
  if (query.has('lang')) {
    query.set('lang', chosen);
    history.replaceState(null, '', `${location.pathname}?${query}${location.hash}`);
  }
  const switched = await useLanguage(chosen).catch(() => {
    ui.lang.value = language(); // it did not load: the menu says what the page still speaks
    return false;
  });
  if (!switched) return;
  translateShell();
  if (!ui.rules.value) showRules(session.getSnapshot().state.rules); // rules that are not a preset
  ui.copy.textContent = t(ui.copy.dataset.copied === 'true' ? 'link.copied' : 'link.copy');
  showVerdict();
  render();
});
ui.passphrase.addEventListener('input', () => savePassphrase(ui.passphrase.value));
ui.linkStart.addEventListener('click', () => {
  if (!isUltimate()) startLink();
});
ui.share.addEventListener('click', () => void shareLink());
ui.copy.addEventListener('click', () => void copyLink());
ui.linkOutput.addEventListener('focus', () => ui.linkOutput.select());
ui.openForm.addEventListener('submit', (submitted) => {
  submitted.preventDefault();
  savePassphrase(ui.passphrase.value);
  void openLink(codeOf(ui.openInput.value));
});
window.addEventListener('hashchange', () => {
  const code = codeOf(location.hash);
  if (code && code !== link?.code) void openLink(code);
});

// ---------------------------------------------------------------------------------------------
// Start: a game link in the address bar opens at once when a passphrase is remembered; without one
// the page asks for it first (a signed link opened unchecked would be answered unsigned).

render();
const opened = codeOf(location.hash);
if (opened) {
  ui.openInput.value = location.href;
  if (ui.passphrase.value) await openLink(opened);
  else {
    verdict('info', () => t('link.needsPassphrase'));
    ui.passphrase.focus();
  }
} else if (mode() === 'link') startLink();
else void aiMove();
document.documentElement.dataset.ready = 'true';
