// `hint` and `analyze` on Ultimate tic-tac-toe: the position or moves read from the command line,
// the AI's hint and analysis, and what they print (as text in the language of the words, or JSON).
import { describeError, describeUltimateHint, translate, unwrap } from 'tictactoe-engine';
import {
  UltimateAI,
  UltimateEngine,
  boardName,
  moveFromSquare,
  type UltimateGameAnalysis,
  type UltimateHint,
  type UltimateRankedMove,
  type UltimateRules,
  type UltimateState,
} from 'tictactoe-engine/ultimate';
import { InputError } from './args.js';
import { playerLines } from './report.js';
import { PLAYERS } from './rules.js';
import { boardsWon, readSquare, renderUltimate, squareJson } from './ultimate.js';
import type { Words } from './words.js';

const engine = new UltimateEngine();

/**
 * Reads the game of `hint` or `analyze` on Ultimate: a position string (`9/9/9/9/4x4/9/9/9/9 O 1
 * e5`, when `positions` allows one) or a list of squares played from the start (`e5 e4`); or
 * throws the {@link InputError} that says why not.
 */
export function readUltimateGame(text: string, rules: UltimateRules, words: Words, positions: boolean): UltimateState {
  const trimmed = text.trim();
  if (trimmed.includes('/')) {
    if (!positions) throw new InputError('BAD_NOTATION', words.isABoard(trimmed));
    const set = engine.fromSetup(trimmed, { ...rules }, PLAYERS);
    if (!set.ok) throw new InputError(set.error.code, describeError(set.error, undefined, words.catalogue));
    return set.value;
  }
  // The rules were read from the command line, and readSquare checks each move against the game.
  let game = unwrap(engine.createInitialState({ ...rules }, PLAYERS));
  for (const word of trimmed.split(/[\s,]+/).filter(Boolean)) {
    if (game.status !== 'in-progress') throw new InputError('GAME_OVER', gameOver(game, words));
    const move = readSquare(word, game, words);
    if (!move.ok) throw new InputError(move.code, move.message, move.cell);
    game = unwrap(engine.applyMove(game, move.value));
  }
  return game;
}

/** How a finished game ended, in the language of `words`. */
export function gameOver(state: UltimateState, words: Words): string {
  const line = state.winningLine;
  return words.ultimate.result(state.winner?.symbol ?? null, line ? line.map(boardName) : null, boardsWon(state));
}

/** The AI's hint for the player to move, thinking `time` milliseconds (default: its own). */
export function ultimateHint(state: UltimateState, time: number | undefined, words: Words): UltimateHint {
  if (state.status !== 'in-progress') throw new InputError('GAME_OVER', gameOver(state, words));
  return new UltimateAI().getHint(state, state.currentPlayerId!, time === undefined ? {} : { timeLimit: time })!;
}

/** The AI's analysis of the game that led to `state`. */
export function ultimateAnalysis(state: UltimateState, time: number | undefined): UltimateGameAnalysis {
  const analysis = new UltimateAI().analyzeGame(state, time === undefined ? {} : { timeLimit: time });
  if (!analysis.ok) throw new InputError(analysis.error.code, analysis.error.message);
  return analysis.value;
}

/** A chance as a percentage in the catalogue's language (`63%`, `63 %`). */
const percent = (chance: number, words: Words): string =>
  new Intl.NumberFormat(words.catalogue.locale, { style: 'percent' }).format(chance);

/** What a ranked move leads to: its proven result, or its chance. */
function rankedValue(ranked: UltimateRankedMove, mark: 'X' | 'O', words: Words): string {
  const { catalogue } = words;
  const { chance, proven, plies } = ranked;
  if (proven === 'draw') return translate('outcome.draw', {}, catalogue);
  if (proven !== null && plies !== null) {
    const winner = proven === 'win' ? mark : mark === 'X' ? 'O' : 'X';
    return translate('outcome.win', { mark: translate(`mark.${winner}`, {}, catalogue), moves: plies }, catalogue);
  }
  return chance === null ? '–' : percent(chance, words);
}

/** What `hint` prints on Ultimate: the board, the hint, and every legal move with what it leads to. */
export function ultimateHintLines(state: UltimateState, hint: UltimateHint, words: Words): string[] {
  const best = `  (${translate('classification.best', {}, words.catalogue)})`;
  return [
    `${renderUltimate(state)}\n`,
    `${words.toMove(hint.symbol)}${words.colon}${words.afterColon(describeUltimateHint(hint, words.catalogue))}`,
    ...hint.moves.map(
      (ranked) => `  ${ranked.square}  ${rankedValue(ranked, hint.symbol, words)}${ranked.best ? best : ''}`,
    ),
  ];
}

/** What `analyze` prints on Ultimate: each move classified, with the chances and the best move where it was not. */
export function ultimateAnalysisLines(state: UltimateState, analysis: UltimateGameAnalysis, words: Words): string[] {
  const { catalogue } = words;
  const moves = analysis.moves.map((move) => {
    const label = translate(`classification.${move.classification}`, {}, catalogue);
    const chances = `${percent(move.before, words)} → ${percent(move.after, words)}`;
    const better =
      move.classification === 'best'
        ? ''
        : `  (${translate('analysis.best-moves', { count: 1, cells: move.bestMove }, catalogue)})`;
    return `${String(move.ply + 1).padStart(2)}. ${move.symbol} ${move.square}  ${label}  ${chances}${better}`;
  });
  const forced = state.forcedBoard;
  const result =
    state.status === 'in-progress'
      ? words.ultimate.where(state.currentPlayer!, forced === null ? null : boardName(forced))
      : gameOver(state, words);
  return [...moves, result, ...playerLines(analysis.players, words)];
}

/** A hint as JSON: the library's, with each move as `{ cell, name }` (its number and square). */
export function ultimateHintJson({ move, square: _, moves, ...hint }: UltimateHint): object {
  const { playerId, symbol, ...rest } = hint;
  return {
    playerId,
    symbol,
    ...squareJson(move.data.board * 9 + move.data.cell),
    ...rest,
    moves: moves.map(({ move: m, square: __, ...ranked }) => ({
      ...squareJson(m.data.board * 9 + m.data.cell),
      ...ranked,
    })),
  };
}

/** An analysis as JSON: the library's, each move and best move as `{ cell, name }`. */
export function ultimateAnalysisJson({ moves, ...analysis }: UltimateGameAnalysis): object {
  return {
    ...analysis,
    moves: moves.map(({ move, square: _, bestMove, ply, symbol, playerId, ...rest }) => ({
      ply,
      symbol,
      playerId,
      ...squareJson(move.data.board * 9 + move.data.cell),
      ...rest,
      bestMove: squareJson(moveFromSquare(bestMove)!),
    })),
  };
}
