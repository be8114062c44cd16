// The k-in-a-row games at the prompt of `play`: against the AI at any level, or two players.
import {
  TicTacToeAI,
  TicTacToeEngine,
  cellLabel,
  cellName,
  createSolver,
  describeStatus,
  formatBoard,
  formatMoves,
  translate,
  unwrap,
  type AIDifficulty,
  type GameState,
  type Mark,
  type Solver,
} from 'tictactoe-engine';
import { connectFourOpenings } from 'tictactoe-engine/connect-four-openings';
import type { Args } from './args.js';
import { readMove } from './input.js';
import { cellJson, hintJson } from './json.js';
import type { Match, PlayOptions } from './match.js';
import { renderBoard } from './render.js';
import { isTicTacToe, PLAYERS, readRules, readTime } from './rules.js';
import type { Words } from './words.js';

const engine = new TicTacToeEngine();

/** A k-in-a-row game of `play`: the rules of the command line, against the AI or between two players. */
export function kInARowMatch(args: Args, options: PlayOptions, words: Words): Match<GameState> {
  const rules = readRules(args);
  const time = readTime(args);
  const { level, human, seed } = options;
  // One solver for the proof of the game and the AI's moves: what the proof learns, the AI plays from.
  const solver = createSolver();
  // Level 6 plays Connect Four's first plies from its opening book (other rules: the book has nothing).
  const ai = new TicTacToeAI({ solver, openings: connectFourOpenings, ...(seed === undefined ? {} : { seed }) });
  const start = unwrap(engine.createInitialState(rules, PLAYERS));
  const perfect = level === 6 && isProven(start, solver);
  const { catalogue } = words;
  const text = (state: GameState): string => formatBoard(state.board, { shape: rules, separators: true });
  const moves = (state: GameState): string =>
    formatMoves(
      state.history.map((h) => h.cell),
      { shape: rules },
    );
  return {
    start: { rules },
    ai: level === null ? null : { level, plays: human === 'X' ? 'O' : 'X', perfect },
    intro: `${words.intro(rules, level, human, perfect)}\n${words.help(rules)}`,
    help: words.help(rules),
    human: level === null ? null : human,
    newGame: () => start,
    mover: (state) => (state.status === 'in-progress' ? state.currentPlayer! : null),
    plies: (state) => state.moveCount,
    at: (state, ply) => unwrap(engine.stateAt(state, ply)),
    draw: (state) => `\n${renderBoard(state.board, rules)}\n`,
    position: (state) => ({ board: text(state), moves: moves(state) }),
    boardFields: () => ({}),
    end(state) {
      const over = engine.isTerminal(state)!;
      const line = over.line ? over.line.cells.map((cell) => cellJson(cell, rules)) : null;
      return {
        text: `\n${renderBoard(state.board, rules, over.line?.cells)}\n\n${result(state, level, human, words)}`,
        event: {
          type: 'end',
          status: state.status,
          winner: state.winner?.symbol ?? null,
          line,
          board: text(state),
          moves: moves(state),
        },
        winner: state.winner?.symbol ?? null,
      };
    },
    play(word, state) {
      const move = readMove(word, state, words);
      return move.ok ? { ok: true, value: unwrap(engine.applyMove(state, move.value)) } : move;
    },
    lastMove: (state) => cellJson(state.lastMove!.cell, rules),
    hint(state, mover) {
      const hint = ai.getHint(state, mover, time === undefined ? {} : { timeLimit: time })!;
      return { text: words.hint(hint), event: { type: 'hint', ...hintJson(hint, rules) } };
    },
    aiMove(state, mover) {
      if (level === null || mover === human) return undefined;
      const next = unwrap(engine.applyMove(state, unwrap(ai.getMoveSync(state, level, mover, time))));
      const cell = next.lastMove!.cell;
      const label = cellLabel(cell, rules, catalogue);
      return {
        state: next,
        text: translate('status.ai-move', { mark: mover, cell: cellName(cell, rules), label }, catalogue),
      };
    },
  };
}

/** The most positions the proof of a game may visit: enough for 5 × 5 with four in a row (about 220,000). */
const PROOF_NODES = 300_000;

/**
 * Says whether level 6 plays the game from `start` perfectly: always on 3 × 3 (a table), else when
 * the solver proves the game within {@link PROOF_NODES} positions, on boards of up to 49 cells
 * (beyond, the AI never tries to prove a whole game). The budget is of positions, not of time, so
 * that the answer is the same on every machine.
 */
function isProven(start: GameState, solver: Solver): boolean {
  const { rules } = start;
  if (isTicTacToe(rules)) return true;
  if (rules.rows * rules.columns > 49) return false;
  return unwrap(solver.solve(start, { timeLimit: Number.POSITIVE_INFINITY, maxNodes: PROOF_NODES, moves: false }))
    .proven;
}

/** How the game ended, and against the AI, who won: the catalogue's sentences. */
function result(state: GameState, level: AIDifficulty | null, human: Mark, { catalogue }: Words): string {
  const how = describeStatus(state, catalogue);
  if (level === null || !state.winner) return how;
  return `${how} ${translate(state.winner.symbol === human ? 'status.you-win' : 'status.ai-wins', {}, catalogue)}`;
}
