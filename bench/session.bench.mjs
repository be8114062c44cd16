// The session store's overhead over the pure engine: a full game (9 moves) with a subscriber,
// undo/redo, and restarts that keep the tally; then the cost of notifying many subscribers.
// Run with `npm run bench -- session`.
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

// Notification cost in the number of subscribers: linear, so the time per subscriber stays flat.
for (const count of [1_000, 8_000, 32_000, 64_000]) {
  const many = unwrap(createSession({ players }));
  let calls = 0;
  for (let i = 0; i < count; i++) many.subscribe(() => calls++);
  const times = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    many.play(4);
    many.undo();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  if (calls !== 10 * count) throw new Error(`${calls} calls for ${count} subscribers`);
  console.log(
    `play + undo, ${count.toLocaleString('en')} subscribers: median ${times[2].toFixed(2)} ms`,
    `(${((times[2] * 1e6) / (2 * count)).toFixed(0)} ns per notification)`,
  );
}
