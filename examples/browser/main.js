// Plays a full game through the engine's ESM build on load and reports it on window.__result,
// then lets a person play on through a session store. Tested in headless Chromium by
// test/browser/browser.test.ts.
import { TicTacToeEngine, cellLabel, cellName, createSession, placeMove, unwrap } from 'tictactoe-engine';

const engine = new TicTacToeEngine();
const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];
const $ = (id) => document.getElementById(id);

/** Draws a state: the cells (with spoken labels), the status line and the move list. */
function render(state, over) {
  const board = $('board');
  board.replaceChildren(
    ...state.board.map((mark, cell) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.cell = String(cell);
      button.textContent = mark ?? '';
      button.setAttribute('aria-label', `${cellLabel(cell)}: ${mark ?? 'empty'}`);
      button.classList.toggle('win', Boolean(state.winningLine?.cells.includes(cell)));
      return button;
    }),
  );
  $('status').textContent = over
    ? over.winner
      ? `${over.winner.playerId} wins with the ${over.line.name}.`
      : 'Draw.'
    : `${state.currentPlayerId} (${state.currentPlayer}) to move.`;
  $('moves').replaceChildren(
    ...state.history.map((entry) => {
      const item = document.createElement('li');
      item.textContent = `${entry.symbol} ${cellName(entry.cell)}`;
      return item;
    }),
  );
}

// 1. A full game through the engine, move by move.
let state = unwrap(engine.createInitialState({ metadata: { gameId: 'browser-demo' } }, players));
const cells = [4, 0, 8, 2, 1, 7, 6, 3, 5];
for (const cell of cells) {
  state = unwrap(engine.applyMove(state, placeMove(cell, state.currentPlayer)));
  render(state, engine.isTerminal(state));
}
const late = engine.validateMove(state, placeMove(0, 'X'), 'ann');
const over = engine.isTerminal(state);
window.__result = {
  status: state.status,
  winner: over?.winner?.playerId ?? null,
  moves: state.history.map((entry) => cellName(entry.cell)),
  board: state.board.map((mark) => mark ?? '.').join(''),
  rejected: late.valid ? null : late.error.code,
  frozen: Object.isFrozen(state) && Object.isFrozen(state.board),
  json: JSON.stringify(state).length,
  cryptoSubtle: typeof globalThis.crypto?.subtle?.importKey === 'function',
};

// 2. Then a person plays on through the session store ("New game" shows it).
const session = unwrap(createSession({ players }));
let live = false;
const show = ({ state, over, tally }) => {
  render(state, over);
  $('tally').textContent = `Games ${tally.games}, draws ${tally.draws}`;
};
session.subscribe((snapshot) => live && show(snapshot));
$('board').addEventListener('click', (event) => {
  const cell = event.target.closest('button')?.dataset.cell;
  if (live && cell !== undefined) session.play(Number(cell));
});
$('undo').addEventListener('click', () => live && session.undo());
$('restart').addEventListener('click', () => {
  if (live) session.restart();
  else show(session.getSnapshot());
  live = true;
});
document.documentElement.dataset.ready = 'true';
