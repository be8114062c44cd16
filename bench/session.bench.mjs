// The session store's overhead over the pure engine: a full game (9 moves) with a subscriber,
// undo/redo, and restarts that keep the tally. Run with `npm run bench -- session`.
import { Bench } from 'tinybench';
import { TicTacToeEngine, createSession, placeMove, unwrap } from '../dist/index.js';

const players = [{ id: 'ann' }, { id: 'bob' }];
const DRAW = [4, 0, 8, 2, 1, 7, 6, 3, 5];
const engine = new TicTacToeEngine();
const session = unwrap(createSession({ players }));
let renders = 0;
session.subscribe(() => renders++);

const bench = new Bench({ time: 500 });
bench
  .add('engine: 9 applyMove (baseline)', () => {
    let state = unwrap(engine.createInitialState({}, players));
    for (const cell of DRAW) state = unwrap(engine.applyMove(state, placeMove(cell, state.currentPlayer)));
  })
  .add('session: 9 play + restart, 1 subscriber', () => {
    for (const cell of DRAW) session.play(cell);
    session.restart();
  })
  .add('session: undo(9) + redo(9)', () => {
    for (const cell of DRAW) session.play(cell);
    session.undo(9);
    session.redo(9);
    session.restart();
  })
  .add('session: getSnapshot()', () => {
    session.getSnapshot();
  });

await bench.run();
console.table(bench.table());
if (renders === 0) throw new Error('the subscriber never ran');
