// The ESM build in a page, imported by name through the import map of index.html. On load it
// plays a full game through the engine and a full game against the AI through a session store,
// and reports both on window.__result. Then a person can play the AI, and check a signed share
// code with Web Crypto. Tested in headless Chromium by test/browser/browser.test.ts.
import {
  TicTacToeAI,
  TicTacToeEngine,
  cellFromCoordinate,
  cellLabel,
  cellName,
  createSession,
  formatMoves,
  placeMove,
  unwrap,
  verifyRecord,
} from 'tictactoe-engine';

/** @typedef {import('tictactoe-engine').CellIndex} CellIndex */
/** @typedef {import('tictactoe-engine').GameState} GameState */
/** @typedef {import('tictactoe-engine').Mark} Mark */
/** @typedef {import('tictactoe-engine').SessionSnapshot} SessionSnapshot */

const engine = new TicTacToeEngine();
/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * Draws a state: the cells (with spoken labels), the status line and the move list.
 *
 * @param {GameState} state
 * @param {string} status
 */
function render(state, status) {
  $('board').replaceChildren(
    ...state.board.map((mark, index) => {
      const cell = /** @type {CellIndex} */ (index);
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.cell = String(cell);
      button.textContent = mark ?? '';
      button.setAttribute('aria-label', `${cellLabel(cell)}: ${mark ?? 'empty'}`);
      button.classList.toggle('win', Boolean(state.winningLine?.cells.includes(cell)));
      return button;
    }),
  );
  $('status').textContent = status;
  $('moves').replaceChildren(
    ...state.history.map((entry) => {
      const item = document.createElement('li');
      item.textContent = `${entry.symbol} ${cellName(entry.cell)}`;
      return item;
    }),
  );
}

// 1. A full game through the engine, move by move.
let state = unwrap(engine.createInitialState({ metadata: { gameId: 'browser-demo' } }, [{ id: 'ann' }, { id: 'bob' }]));
for (const cell of /** @type {const} */ ([4, 0, 8, 2, 1, 7, 6, 3, 5])) {
  state = unwrap(engine.applyMove(state, placeMove(cell, /** @type {Mark} */ (state.currentPlayer))));
}
const late = engine.validateMove(state, placeMove(0, 'X'), 'ann');
const engineGame = {
  status: state.status,
  winner: engine.isTerminal(state)?.winner?.playerId ?? null,
  moves: state.history.map((entry) => cellName(entry.cell)),
  board: state.board.map((mark) => mark ?? '.').join(''),
  rejected: late.valid ? null : late.error.code,
  frozen: Object.isFrozen(state) && Object.isFrozen(state.board),
  json: JSON.stringify(state).length,
};

// 2. Against the AI: a session store whose mover is the perfect AI (level 6).
const ai = new TicTacToeAI({ seed: 2024 });
const session = unwrap(
  createSession({
    players: [{ id: 'you', name: 'You' }, { id: 'ai', name: 'AI' }],
    mover: (current) => ai.getMove(current, 6, 'ai'),
  }),
);

/**
 * What the status line says about a snapshot.
 *
 * @param {SessionSnapshot} snapshot
 */
function statusOf({ state, over }) {
  if (!over) return state.currentPlayerId === 'you' ? `Your move (${state.currentPlayer}).` : 'The AI is thinking…';
  if (!over.winner) return 'Draw.';
  return `${over.winner.playerId === 'you' ? 'You win' : 'The AI wins'} with the ${over.line?.name}.`;
}

/** Plays the person's cell, then the AI's answer. @param {number} cell */
async function playAgainstAI(cell) {
  const played = session.play(/** @type {CellIndex} */ (cell), 'you');
  if (played.ok && played.value.status === 'in-progress') await session.playMover();
  return played.ok;
}

session.subscribe((snapshot) => {
  render(snapshot.state, statusOf(snapshot));
  $('tally').textContent = `Games ${snapshot.tally.games}: you ${snapshot.tally.wins.you ?? 0}, AI ${snapshot.tally.wins.ai ?? 0}, draws ${snapshot.tally.draws}`;
});

// A full game on load: a weak player (the AI at level 1, seeded) moves for "you".
const weak = new TicTacToeAI({ seed: 7 });
while (session.getSnapshot().state.status === 'in-progress') {
  const current = session.getSnapshot().state;
  const move = unwrap(weak.getMoveSync(current, 1, 'you'));
  await playAgainstAI(/** @type {number} */ (cellFromCoordinate(move.data.position)));
}
const final = session.getSnapshot();
const aiGame = {
  moves: formatMoves(final.state.history.map((entry) => entry.cell)),
  status: final.state.status,
  winner: final.over?.winner?.playerId ?? null,
  tally: final.tally,
};

$('board').addEventListener('click', (event) => {
  const cell = /** @type {HTMLElement} */ (event.target).closest('button')?.dataset.cell;
  if (cell !== undefined && !session.getSnapshot().thinking) playAgainstAI(Number(cell));
});
$('undo').addEventListener('click', () => {
  // Take back your last move and the AI's answer to it.
  const { history } = session.getSnapshot().state;
  const mine = history.map((entry) => entry.playerId).lastIndexOf('you');
  if (mine >= 0) session.undo(history.length - mine);
});
$('restart').addEventListener('click', () => session.restart());

// 3. A signed share code, checked with Web Crypto (HMAC-SHA256) against a shared secret.
$('verify').addEventListener('submit', async (event) => {
  event.preventDefault();
  const code = /** @type {HTMLInputElement} */ ($('code')).value.trim();
  const secret = new TextEncoder().encode(/** @type {HTMLInputElement} */ ($('secret')).value);
  const verdict = $('verdict');
  const record = await verifyRecord(code, secret);
  if (record.ok) {
    const { players, moves } = record.value;
    const names = players.map((player) => `${player.id} (${player.symbol})`).join(' vs ');
    verdict.textContent = `✓ Signed: ${names}, moves ${formatMoves(moves) || '(none)'}.`;
  } else verdict.textContent = `✗ ${record.error.code}: ${record.error.message}`;
  verdict.dataset.code = record.ok ? 'OK' : record.error.code;
});

/** @type {any} */ (window).__result = {
  engineGame,
  aiGame,
  cryptoSubtle: typeof globalThis.crypto?.subtle?.importKey === 'function',
};
document.documentElement.dataset.ready = 'true';
