#!/usr/bin/env node
// A game played through the public API, printed move by move. Replaced by the CLI later.
import { TicTacToeEngine, cellLabel, cellName, formatBoard, placeMove, unwrap, type GameState } from '../index.js';

const engine = new TicTacToeEngine();
const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];

function show(state: GameState): string {
  return state.grid.map((row) => ' ' + row.map((cell) => cell ?? '.').join(' ')).join('\n');
}

let state = unwrap(engine.createInitialState({ metadata: { gameId: 'demo-1' } }, players));
console.log('A game of tic-tac-toe, played through TicTacToeEngine:\n');
for (const cell of [4, 0, 2, 6, 3, 5, 1, 7, 8] as const) {
  if (state.status !== 'in-progress') break;
  const mover = state.currentPlayer!;
  state = unwrap(engine.applyMove(state, placeMove(cell, mover)));
  console.log(`${state.moveCount}. ${mover} plays ${cellName(cell)} (${cellLabel(cell)})`);
  console.log(show(state) + '\n');
}
const late = engine.validateMove(state, placeMove(0, 'O'), 'bob');
if (!late.valid) console.log(`One more move is rejected: ${late.error.code}: ${late.error.message}`);
const over = engine.isTerminal(state);
console.log(over?.winner ? `${over.winner.playerId} (${over.winner.symbol}) wins with the ${over.line?.name}.` : 'Draw.');
console.log('Final board:', formatBoard(state.board, { rows: true }));
console.log('Scoreboard:', JSON.stringify(engine.evaluate(state).scores));
