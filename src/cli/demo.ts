import {
  PRESETS,
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

/**
 * `tictactoe demo` (what `npm start` runs): a tour of the library that needs no input; with `json`, its results as one
 * object.
 */
export function demoCommand(io: Io, json: boolean): number {
  const ai = new TicTacToeAI({ seed: 7 });
  const out = (text: string): void => {
    if (!json) io.out(text);
  };

  out('1. A short AI-vs-AI match across levels (10 games per pairing, sides alternating)\n');
  const matches = [];
  for (const [a, b] of [
    [1, 3],
    [3, 5],
    [5, 6],
  ] as const) {
    const wins: Record<number, number> = { [a]: 0, [b]: 0 };
    let draws = 0;
    for (let game = 0; game < 10; game++) {
      const [x, o] = game % 2 === 0 ? [a, b] : [b, a];
      const winner = match(ai, x, o).winner;
      if (winner) wins[winner.symbol === 'X' ? x : o]! += 1;
      else draws++;
    }
    matches.push({ levels: [a, b], wins: [wins[a], wins[b]], draws });
    out(`   level ${a} vs level ${b}: ${wins[a]} - ${wins[b]}, ${draws} draws`);
  }
  const sample = match(ai, 6, 6);
  const moves = formatMoves(sample.history.map((h) => h.cell));
  out(`\n   level 6 vs level 6: ${moves}\n`);
  out(`${renderBoard(sample.board, sample.rules, sample.winningLine?.cells)}\n`);
  out(`   ${sample.status === 'draw' ? 'A draw, as perfect play always is.' : `${sample.winner!.symbol} wins.`}\n`);

  out('2. A hint on a real position: O to move on X../.O./..X (X threatens a fork)\n');
  const position = readPosition('X../.O./..X', PRESETS['tic-tac-toe']);
  if (!position.ok) throw new Error(position.message);
  out(`${renderBoard(position.value.board, position.value.rules)}\n`);
  const hint = ai.getHint(position.value, 'O')!;
  out(`   ${hint.message}`);
  out(`   Every move: ${hint.moves.map((m) => `${cellName(m.cell)} ${m.outcome.result}`).join(', ')}\n`);

  out('3. The analysis of a game with a mistake: b2 b1 a1 c3 a3 c1 a2\n');
  const analysis = unwrap(ai.analyzeGame(unwrap(parseMoves('b2 b1 a1 c3 a3 c1 a2'))));
  for (const move of analysis.moves) {
    const best =
      move.classification === 'best' ? '' : ` (best was ${move.bestMoves.map((c) => cellName(c)).join(' or ')})`;
    out(`   ${String(move.ply + 1).padStart(2)}. ${move.symbol} ${cellName(move.cell)}: ${move.classification}${best}`);
  }
  for (const p of analysis.players) out(`   ${p.symbol}: accuracy ${p.accuracy}%`);
  out('\nPlay yourself: npx tictactoe-engine play   (add --rules connect-four for another game)');
  if (json) {
    const game = { moves, status: sample.status, winner: sample.winner?.symbol ?? null };
    io.out(
      JSON.stringify(
        {
          matches,
          game,
          hint: { board: 'X../.O./..X', ...hint },
          analysis: { game: 'b2 b1 a1 c3 a3 c1 a2', ...analysis },
        },
        null,
        2,
      ),
    );
  }
  return 0;
}
