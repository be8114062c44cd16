import {
  PRESETS,
  TicTacToeAI,
  TicTacToeEngine,
  formatMoves,
  parseMoves,
  unwrap,
  type AIDifficulty,
  type GameState,
} from 'tictactoe-engine';
import type { Io } from './io.js';
import { analysisJson, hintJson } from './json.js';
import { renderBoard } from './render.js';
import { analysisLines, hintLines } from './report.js';
import { PLAYERS } from './rules.js';
import type { Words } from './words.js';

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
 * `tictactoe demo` (what `npm start` runs): a tour of the library that needs no input, in the
 * language of `words`; with `json`, its results as one object.
 */
export function demoCommand(io: Io, json: boolean, words: Words): number {
  const { demo } = words;
  const ai = new TicTacToeAI({ seed: 7 });
  const out = (text: string): void => {
    if (!json) io.out(text);
  };

  out(demo.matches);
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
    out(demo.pairing(a, b, wins[a]!, wins[b]!, draws));
  }
  const sample = match(ai, 6, 6);
  const moves = formatMoves(sample.history.map((h) => h.cell));
  out(demo.perfect(moves));
  out(`${renderBoard(sample.board, sample.rules, sample.winningLine?.cells)}\n`);
  out(demo.end(sample));

  // The hint and the analysis as `hint` and `analyze` print them, indented under their headings.
  const indented = (lines: readonly string[]): string =>
    lines
      .join('\n')
      .split('\n')
      .map((line) => (line ? `   ${line}` : line))
      .join('\n');
  out(demo.hint);
  const position = unwrap(engine.fromSetup('X../.O./..X', PRESETS['tic-tac-toe'], PLAYERS));
  const hint = ai.getHint(position, 'O')!;
  out(`${indented(hintLines(position, hint, words))}\n`);

  out(demo.analysis);
  const analyzed = unwrap(engine.replay(unwrap(parseMoves('b2 b1 a1 c3 a3 c1 a2')), {}, PLAYERS));
  const analysis = unwrap(ai.analyzeGame(analyzed));
  out(indented(analysisLines(analyzed, analysis, words)));
  out(demo.closing);
  if (json) {
    const game = { moves, status: sample.status, winner: sample.winner?.symbol ?? null };
    io.out(
      JSON.stringify(
        {
          matches,
          game,
          hint: { board: 'X../.O./..X', ...hintJson(hint, position.rules) },
          analysis: { game: 'b2 b1 a1 c3 a3 c1 a2', ...analysisJson(analysis, analyzed.rules) },
        },
        null,
        2,
      ),
    );
  }
  return 0;
}
