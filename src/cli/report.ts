import {
  cellName,
  describeOutcome,
  translate,
  type GameAnalysis,
  type GameState,
  type Hint,
  type PlayerAnalysis,
} from 'tictactoe-engine';
import { renderBoard } from './render.js';
import type { Words } from './words.js';

/**
 * What `hint` prints, and the demo: the board, the hint for the player to move, and every move
 * ranked with its outcome, in the language of `words`.
 */
export function hintLines(state: GameState, hint: Hint, words: Words): string[] {
  const { catalogue } = words;
  const { rules } = state;
  const width = cellName(state.board.length - 1, rules).length;
  const best = `  (${translate('classification.best', {}, catalogue)})`;
  return [
    `${renderBoard(state.board, rules)}\n`,
    `${words.toMove(hint.symbol)}${words.colon}${words.afterColon(words.hint(hint))}`,
    ...hint.moves.map(
      (ranked) =>
        `  ${cellName(ranked.cell, rules).padEnd(width)}  ${describeOutcome(ranked.outcome, catalogue)}` +
        (ranked.best ? best : ''),
    ),
  ];
}

/**
 * What `analyze` prints, and the demo: each move classified, with the best moves where it was not
 * one, the result, and each player's counts and accuracy, in the language of `words`.
 */
export function analysisLines(state: GameState, analysis: GameAnalysis, words: Words): string[] {
  const { catalogue } = words;
  const name = (cell: number): string => cellName(cell, state.rules);
  const moves = analysis.moves.map((move) => {
    const { bestMoves } = move;
    const cells = bestMoves.map(name).join(', ');
    const better =
      move.classification === 'best'
        ? ''
        : `  (${translate('analysis.best-moves', { count: bestMoves.length, cells }, catalogue)})`;
    const label = translate(`classification.${move.classification}`, {}, catalogue);
    return `${String(move.ply + 1).padStart(2)}. ${move.symbol} ${name(move.cell)}  ${label}${better}`;
  });
  return [...moves, words.result(state), ...playerLines(analysis.players, words)];
}

/** Each player's line of an analysis: their counts of moves by classification, and their accuracy. */
export function playerLines(players: readonly PlayerAnalysis[], words: Words): string[] {
  const { catalogue, colon, semicolon } = words;
  return players.map((p) => {
    const counts = [
      translate('analysis.moves', { count: p.moves }, catalogue),
      translate('analysis.best', { count: p.best }, catalogue),
      translate('analysis.inaccuracies', { count: p.inaccuracies }, catalogue),
      translate('analysis.mistakes', { count: p.mistakes }, catalogue),
      translate('analysis.blunders', { count: p.blunders }, catalogue),
    ];
    const accuracy = translate('analysis.accuracy', { accuracy: p.accuracy }, catalogue);
    return `${p.symbol}${colon}${counts.join(', ')}${semicolon}${accuracy}`;
  });
}
