// Ultimate tic-tac-toe at the prompt of `play`: two players at one keyboard (there is no AI for it yet).
import { unwrap } from 'tictactoe-engine';
import { UltimateEngine, type UltimateState } from 'tictactoe-engine/ultimate';
import { UsageError, type Args } from './args.js';
import type { Match, PlayOptions } from './match.js';
import { PLAYERS, readUltimateRules } from './rules.js';
import { boardName, boardsWon, readSquare, renderUltimate, squareJson } from './ultimate.js';
import type { Words } from './words.js';

const engine = new UltimateEngine();

/**
 * A game of Ultimate for `play`, with the switches of the command line: two players
 * (`--two-players`); without it, a usage error until Ultimate has an AI.
 */
export function ultimateMatch(args: Args, options: PlayOptions, words: Words): Match<UltimateState> {
  if (options.level !== null) throw new UsageError({ kind: 'no-ai', command: 'play' });
  const rules = readUltimateRules(args);
  const start = unwrap(engine.createInitialState({ ...rules }, PLAYERS));
  const { ultimate } = words;
  const moves = (state: UltimateState): string => state.history.map((entry) => entry.square).join(' ');
  const position = (state: UltimateState) => ({ board: engine.toPosition(state), moves: moves(state) });
  return {
    start: { game: 'ultimate', rules },
    ai: null,
    intro: `${ultimate.intro(rules)}\n${ultimate.help}`,
    help: ultimate.help,
    human: null,
    newGame: () => start,
    mover: (state) => (state.status === 'in-progress' ? state.currentPlayer! : null),
    plies: (state) => state.history.length,
    at: (state, ply) => unwrap(engine.stateAt(state, ply)),
    draw(state) {
      const forced = state.forcedBoard;
      const where = ultimate.where(state.currentPlayer!, forced === null ? null : boardName(forced));
      return `\n${renderUltimate(state)}\n${where}\n`;
    },
    position,
    boardFields: (state) => ({ forcedBoard: state.forcedBoard, boards: state.boards }),
    end(state) {
      const winner = state.winner?.symbol ?? null;
      const line = state.winningLine;
      const over = engine.isTerminal(state)!;
      const said = ultimate.result(winner, line ? line.map(boardName) : null, boardsWon(state));
      return {
        text: `\n${renderUltimate(state)}\n\n${said}`,
        event: {
          type: 'end',
          status: state.status,
          winner,
          line,
          by: over.by,
          ...position(state),
          boards: state.boards,
        },
        winner,
      };
    },
    play(word, state) {
      const move = readSquare(word, state, words);
      return move.ok ? { ok: true, value: unwrap(engine.applyMove(state, move.value)) } : move;
    },
    lastMove: (state) => squareJson(state.lastMove!.move),
    hint: () => ({ text: ultimate.noHint, event: { error: { code: 'USAGE', message: ultimate.noHint } } }),
    aiMove: () => undefined,
  };
}
