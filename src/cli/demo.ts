import {
  TicTacToeAI,
  TicTacToeEngine,
  cellName,
  formatMoves,
  parseMoves,
  unwrap,
  type AIDifficulty,
  type GameState,
} from 'tictactoe-engine';
import { PLAYERS, readPosition } from './input.js';
import type { Io } from './main.js';
import { renderBoard } from './render.js';

const engine = new TicTacToeEngine();

/** Plays one game between two AI levels and returns the final state. */
function match(ai: TicTacToeAI, x: AIDifficulty, o: AIDifficulty): GameState {
  let state = unwrap(engine.createInitialState({}, PLAYERS));
  while (state.status === 'in-progress') {
    const mover = state.currentPlayer!;
    state = unwrap(engine.applyMove(state, unwrap(ai.getMoveSync(state, mover === 'X' ? x : o, mover))));
  }
  return state;
}

/** `tictactoe demo` (what `npm start` runs): a tour of the library that needs no input. */
export function demoCommand(io: Io): number {
  const ai = new TicTacToeAI({ seed: 7 });

  io.out('1. A short AI-vs-AI match across levels (10 games per pairing, sides alternating)\n');
  for (const [a, b] of [[1, 3], [3, 5], [5, 6]] as const) {
    const wins: Record<number, number> = { [a]: 0, [b]: 0 };
    let draws = 0;
    for (let game = 0; game < 10; game++) {
      const [x, o] = game % 2 === 0 ? [a, b] : [b, a];
      const winner = match(ai, x, o).winner;
      if (winner) wins[winner.symbol === 'X' ? x : o]! += 1;
      else draws++;
    }
    io.out(`   level ${a} vs level ${b}: ${wins[a]} - ${wins[b]}, ${draws} draws`);
  }
  const sample = match(ai, 6, 6);
  io.out(`\n   level 6 vs level 6: ${formatMoves(sample.history.map((h) => h.cell))}\n`);
  io.out(`${renderBoard(sample.board, sample.winningLine?.cells)}\n`);
  io.out(`   ${sample.status === 'draw' ? 'A draw, as perfect play always is.' : `${sample.winner!.symbol} wins.`}\n`);

  io.out('2. A hint on a real position: O to move on X../.O./..X (X threatens a fork)\n');
  const position = readPosition('X../.O./..X', 'standard');
  if (!position.ok) throw new Error(position.message);
  io.out(`${renderBoard(position.value.board)}\n`);
  const hint = ai.getHint(position.value, 'O')!;
  io.out(`   ${hint.message}`);
  io.out(`   Every move: ${hint.moves.map((m) => `${cellName(m.cell)} ${m.outcome.result}`).join(', ')}\n`);

  io.out('3. The analysis of a game with a mistake: b2 b1 a1 c3 a3 c1 a2\n');
  const analysis = unwrap(ai.analyzeGame(unwrap(parseMoves('b2 b1 a1 c3 a3 c1 a2'))));
  for (const move of analysis.moves) {
    const best = move.classification === 'best' ? '' : ` (best was ${move.bestMoves.map((c) => cellName(c)).join(' or ')})`;
    io.out(`   ${String(move.ply + 1).padStart(2)}. ${move.symbol} ${cellName(move.cell)}: ${move.classification}${best}`);
  }
  for (const p of analysis.players) io.out(`   ${p.symbol}: accuracy ${p.accuracy}%`);
  io.out('\nPlay yourself: npx tictactoe play   (or node dist/cli.js play)');
  return 0;
}
