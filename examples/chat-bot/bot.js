// A chat bot that plays tic-tac-toe with the person it talks to: one message in, one reply out.
// The game lives in a session store (undo, new rounds, the score); the AI is its mover.
import { TicTacToeAI, cellFromName, cellName, createSession, isCellIndex, unwrap } from 'tictactoe-engine';

/** @typedef {import('tictactoe-engine').AIDifficulty} AIDifficulty */
/** @typedef {import('tictactoe-engine').GameState} GameState */
/** @typedef {import('tictactoe-engine').SessionSnapshot} SessionSnapshot */

const HELP =
  'Say "new game" (or "new game as O", "new game level 3"), a cell to play ("play b2", "b2" or "4"), ' +
  '"hint", "undo", "board" or "score".';

/**
 * Creates a bot for one conversation.
 *
 * @param {{ level?: AIDifficulty, seed?: number }} [options] the AI's level (default 6: perfect)
 *   and a seed for its random choices.
 * @returns {{ reply(message: string): Promise<string> }}
 */
export function createChatBot(options = {}) {
  const ai = new TicTacToeAI(options.seed === undefined ? {} : { seed: options.seed });
  let level = options.level ?? 6;
  const session = unwrap(
    createSession({
      players: [{ id: 'you' }, { id: 'bot' }],
      mover: (state) => ai.getMove(state, level, 'bot'),
    }),
  );

  /** @param {string} message */
  async function reply(message) {
    const text = message.trim().toLowerCase().replace(/\s+/g, ' ');
    const { state } = session.getSnapshot();

    const newGame = /^(?:new game|start)(?: as ([xo]))?(?: level ([1-6]))?$/.exec(text);
    if (newGame) {
      if (newGame[2]) level = /** @type {AIDifficulty} */ (Number(newGame[2]));
      const xPlayerId = newGame[1] === 'o' ? 'bot' : newGame[1] === 'x' ? 'you' : undefined;
      unwrap(session.restart(xPlayerId ? { xPlayerId } : {}));
      const first = session.getSnapshot().state.currentPlayerId === 'bot' ? `${await botMove()}\n` : '';
      return `New game against level ${level}.\n${first}${describe(session.getSnapshot())}`;
    }
    if (text === 'hint') {
      const hint = state.currentPlayerId === 'you' ? ai.getHint(state, 'you') : null;
      return hint ? hint.message : 'No hint: the game is over. Say "new game".';
    }
    if (text === 'undo') {
      // Take back the person's last move and the bot's reply to it.
      const mine = state.history.map((entry) => entry.playerId).lastIndexOf('you');
      if (mine < 0) return 'Nothing to undo.';
      const plies = state.history.length - mine;
      unwrap(session.undo(plies));
      return `Took back ${plies === 1 ? 'your move' : 'your move and mine'}.\n${describe(session.getSnapshot())}`;
    }
    if (text === 'help') return HELP;
    if (text === 'board') return describe(session.getSnapshot());
    if (text === 'score') {
      const { tally } = session.getSnapshot();
      return `You ${tally.wins.you ?? 0}, me ${tally.wins.bot ?? 0}, draws ${tally.draws}.`;
    }

    const word = /^(?:play )?(\S+)$/.exec(text)?.[1] ?? '';
    const cell = /^\d$/.test(word) ? Number(word) : cellFromName(word);
    if (!isCellIndex(cell)) return `Sorry, I did not get "${message.trim()}". ${HELP}`;
    const played = session.play(cell, 'you');
    if (!played.ok) {
      if (played.error.code === 'CELL_OCCUPIED')
        return `${cellName(cell)} is taken.\n${describe(session.getSnapshot())}`;
      if (played.error.code === 'GAME_OVER') return 'The game is over. Say "new game" to play again.';
      return played.error.message;
    }
    const answer = session.getSnapshot().over ? '' : `${await botMove()}\n`;
    return `${answer}${describe(session.getSnapshot())}`;
  }

  /** Lets the AI play its move; returns what to say about it. */
  async function botMove() {
    const moved = await session.playMover();
    if (!moved.ok) return `I cannot move: ${moved.error.message}`;
    return `I play ${cellName(/** @type {NonNullable<GameState['lastMove']>} */ (moved.value.lastMove).cell)}.`;
  }

  return { reply };
}

/**
 * The board as chat text, and what happens next.
 *
 * @param {SessionSnapshot} snapshot
 */
function describe({ state, over }) {
  const rows = [0, 1, 2].map(
    (row) =>
      `${row + 1}  ${state.board
        .slice(row * 3, row * 3 + 3)
        .map((mark) => mark ?? '.')
        .join(' ')}`,
  );
  const board = ['   a b c', ...rows].join('\n');
  const you = state.players.find((player) => player.id === 'you')?.symbol;
  if (!over) return `${board}\nYour move (${you}).`;
  if (!over.winner) return `${board}\nA draw. Say "new game" to play again.`;
  const line = over.line ? ` with the ${over.line.name}` : '';
  return `${board}\n${over.winner.playerId === 'you' ? 'You win' : 'I win'}${line}. Say "new game" to play again.`;
}
