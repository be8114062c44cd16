// Ultimate tic-tac-toe at the prompt of `play`: against the AI at any level, or two players.
import { describeUltimateHint, translate, unwrap } from 'tictactoe-engine';
import { UltimateAI, UltimateEngine, boardName, type UltimateState } from 'tictactoe-engine/ultimate';
import type { Args } from './args.js';
import type { Match, PlayOptions } from './match.js';
import { PLAYERS, readTime, readUltimateRules } from './rules.js';
import { boardsWon, readSquare, renderUltimate, squareJson } from './ultimate.js';
import { ultimateHint, ultimateHintJson } from './ultimate-advice.js';
import type { Words } from './words.js';

const engine = new UltimateEngine();

/**
 * A game of Ultimate for `play`, with the switches of the command line: against the AI (`--ai`,
 * `--time` for its time a move, `--seed`), or two players (`--two-players`).
 */
export function ultimateMatch(args: Args, options: PlayOptions, words: Words): Match<UltimateState> {
  const { level, human, seed } = options;
  const rules = readUltimateRules(args);
  const time = readTime(args);
  const ai = new UltimateAI(seed === undefined ? {} : { seed });
  const start = unwrap(engine.createInitialState({ ...rules }, PLAYERS));
  const { ultimate } = words;
  const moves = (state: UltimateState): string => state.history.map((entry) => entry.square).join(' ');
  const position = (state: UltimateState) => ({ board: engine.toPosition(state), moves: moves(state) });
  return {
    start: { game: 'ultimate', rules },
    ai: level === null ? null : { level, plays: human === 'X' ? 'O' : 'X', perfect: false },
    intro: `${ultimate.intro(rules, level, human)}\n${ultimate.help}`,
    help: ultimate.help,
    human: level === null ? null : human,
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
      const verdict =
        level === null || winner === null
          ? ''
          : ` ${translate(winner === human ? 'status.you-win' : 'status.ai-wins', {}, words.catalogue)}`;
      return {
        text: `\n${renderUltimate(state)}\n\n${said}${verdict}`,
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
    hint(state) {
      const hint = ultimateHint(state, time, words);
      return { text: describeUltimateHint(hint, words.catalogue), event: { type: 'hint', ...ultimateHintJson(hint) } };
    },
    aiMove(state, mover) {
      if (level === null || mover === human) return undefined;
      const next = unwrap(engine.applyMove(state, unwrap(ai.getMoveSync(state, level, mover, time))));
      return { state: next, text: ultimate.aiMove(mover, next.lastMove!.square) };
    },
  };
}
