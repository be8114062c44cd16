// The ESM build in a page, imported by name through the import map of index.html. On load it
// plays a full game through the engine, a Connect Four game, and a full game against the AI
// through a session store, and reports them on window.__result. Then a person can play the AI at
// tic-tac-toe, or Connect Four with a friend at the same screen, and check a signed share code with
// Web Crypto. Tested in headless Chromium by test/browser/browser.test.ts.
import {
  PRESETS,
  TicTacToeAI,
  TicTacToeEngine,
  cellFromCoordinate,
  cellLabel,
  cellName,
  createSession,
  dropMove,
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
 * Draws a state of any shape: the cells (with spoken labels), the status line and the move list.
 *
 * @param {GameState} state
 * @param {string} status
 */
function render(state, status) {
  const { rules } = state;
  const board = $('board');
  board.style.gridTemplateColumns = `repeat(${rules.columns}, var(--cell))`;
  board.classList.toggle('gravity', rules.gravity);
  board.replaceChildren(
    ...state.board.map((mark, index) => {
      const cell = /** @type {CellIndex} */ (index);
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.cell = String(cell);
      button.textContent = mark ?? '';
      button.setAttribute('aria-label', `${cellLabel(cell, rules)}: ${mark ?? 'empty'}`);
      button.classList.toggle('win', Boolean(state.winningLine?.cells.includes(cell)));
      return button;
    }),
  );
  $('status').textContent = status;
  $('moves').replaceChildren(
    ...state.history.map((entry) => {
      const item = document.createElement('li');
      item.textContent = `${entry.symbol} ${cellName(entry.cell, rules)}`;
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

// 2. Connect Four through the engine: columns d, e, d, e, d, e, d; dropMove finds the cell.
let four = unwrap(engine.createInitialState(PRESETS['connect-four'], [{ id: 'ann' }, { id: 'bob' }]));
for (const column of [3, 4, 3, 4, 3, 4, 3]) four = unwrap(engine.applyMove(four, unwrap(dropMove(four, column))));
const connectFour = {
  status: four.status,
  winner: four.winner?.playerId ?? null,
  moves: formatMoves(
    four.history.map((entry) => entry.cell),
    { shape: four.rules },
  ),
  line: four.winningLine?.name ?? null,
};

// 3. Against the AI: a session store whose mover is the perfect AI (level 6).
const ai = new TicTacToeAI({ seed: 2024 });
const session = unwrap(
  createSession({
    players: [
      { id: 'you', name: 'You' },
      { id: 'ai', name: 'AI' },
    ],
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

// Connect Four for two people at one screen: a session of its own, with no mover.
const friends = unwrap(
  createSession({
    players: [
      { id: 'x', name: 'X' },
      { id: 'o', name: 'O' },
    ],
    settings: PRESETS['connect-four'],
  }),
);

/** Which game the page shows: 'tic-tac-toe' (against the AI) or 'connect-four' (two players). */
let shown = 'tic-tac-toe';

/** @param {SessionSnapshot} snapshot */
function friendsStatus({ state, over }) {
  if (!over) return `${state.currentPlayer} to move: click a column.`;
  return over.winner ? `${over.winner.symbol} wins with the ${over.line?.name}.` : 'Draw.';
}

function show() {
  if (shown === 'tic-tac-toe') {
    const snapshot = session.getSnapshot();
    render(snapshot.state, statusOf(snapshot));
    const { games, wins, draws } = snapshot.tally;
    $('tally').textContent = `Games ${games}: you ${wins.you ?? 0}, AI ${wins.ai ?? 0}, draws ${draws}`;
  } else {
    const snapshot = friends.getSnapshot();
    render(snapshot.state, friendsStatus(snapshot));
    const { games, wins, draws } = snapshot.tally;
    $('tally').textContent = `Games ${games}: X ${wins.x ?? 0}, O ${wins.o ?? 0}, draws ${draws}`;
  }
}
session.subscribe(() => shown === 'tic-tac-toe' && show());
friends.subscribe(() => shown === 'connect-four' && show());
show();

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
  if (cell === undefined) return;
  if (shown === 'tic-tac-toe') {
    if (!session.getSnapshot().thinking) playAgainstAI(Number(cell));
    return;
  }
  // With gravity, a click anywhere in a column drops a mark into it.
  const { state } = friends.getSnapshot();
  const drop = dropMove(state, Number(cell) % state.rules.columns);
  if (drop.ok) friends.play(drop.value, /** @type {string} */ (state.currentPlayerId));
});
$('undo').addEventListener('click', () => {
  if (shown === 'connect-four') {
    friends.undo();
    return;
  }
  // Take back your last move and the AI's answer to it.
  const { history } = session.getSnapshot().state;
  const mine = history.map((entry) => entry.playerId).lastIndexOf('you');
  if (mine >= 0) session.undo(history.length - mine);
});
$('restart').addEventListener('click', () => (shown === 'tic-tac-toe' ? session : friends).restart());
$('rules').addEventListener('change', (event) => {
  shown = /** @type {HTMLSelectElement} */ (event.target).value;
  show();
});

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
    verdict.textContent = `✓ Signed: ${names}, moves ${formatMoves(moves, { shape: record.value.rules }) || '(none)'}.`;
  } else verdict.textContent = `✗ ${record.error.code}: ${record.error.message}`;
  verdict.dataset.code = record.ok ? 'OK' : record.error.code;
});

/** @type {any} */ (window).__result = {
  engineGame,
  connectFour,
  aiGame,
  cryptoSubtle: typeof globalThis.crypto?.subtle?.importKey === 'function',
};
document.documentElement.dataset.ready = 'true';
