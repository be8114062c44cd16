// examples/chat-bot: a conversation with the bot, checked against the library.
import { describe, expect, test } from 'vitest';
// @ts-expect-error: a JavaScript example (type-checked on its own by examples/tsconfig.json)
import { createChatBot } from '../../examples/chat-bot/bot.js';
import {
  TicTacToeAI,
  TicTacToeEngine,
  cellFromName,
  cellName,
  placeMove,
  unwrap,
  type CellIndex,
  type GameState,
} from '../../src/index.js';

interface Bot {
  reply(message: string): Promise<string>;
}
const newBot = createChatBot as (options?: { level?: number; seed?: number }) => Bot;
const engine = new TicTacToeEngine();
const perfect = new TicTacToeAI({ seed: 3 });

/** The board in a reply, as 9 characters (X, O, .). */
function board(reply: string): string {
  const rows = [...reply.matchAll(/^[1-3] {2}([XO.]) ([XO.]) ([XO.])$/gm)];
  expect(rows).toHaveLength(3);
  return rows.map((row) => row.slice(1).join('')).join('');
}

/**
 * Plays a whole game in conversation: `choose` picks the person's cells, typed as "play b2", "b2"
 * or "4" in turn; the bot's moves are read from its replies. Returns the final state and reply.
 */
async function converse(bot: Bot, you: 'X' | 'O', first: string, choose: (state: GameState) => CellIndex) {
  const players = you === 'X' ? [{ id: 'you' }, { id: 'bot' }] : [{ id: 'bot' }, { id: 'you' }];
  let state = unwrap(engine.createInitialState({}, players));
  let reply = first;
  for (let turn = 0; ; turn++) {
    const answered = /^I play ([a-c][1-3])\.$/m.exec(reply)?.[1];
    if (answered) state = unwrap(engine.applyMove(state, placeMove(cellFromName(answered)!, state.currentPlayer!)));
    expect(board(reply)).toBe(state.board.map((mark) => mark ?? '.').join(''));
    if (state.status !== 'in-progress') return { state, reply };
    expect(reply.endsWith(`Your move (${you}).`)).toBe(true);
    const cell = choose(state);
    const name = cellName(cell);
    reply = await bot.reply(turn % 3 === 0 ? `play ${name}` : turn % 3 === 1 ? name.toUpperCase() : String(cell));
    state = unwrap(engine.applyMove(state, placeMove(cell, state.currentPlayer!)));
  }
}

const perfectly = (state: GameState): CellIndex => perfect.getHint(state, state.currentPlayerId!)!.cell;
const firstEmpty = (state: GameState): CellIndex => state.board.indexOf(null) as CellIndex;

describe('the chat bot', () => {
  test('answers what it does not understand with what it does', async () => {
    const reply = await newBot().reply('hello there');
    expect(reply).toMatch(/^Sorry, I did not get "hello there"\. Say "new game"/);
    expect(await newBot().reply('help')).toMatch(/^Say "new game"/);
  });

  test('hints, rejects a taken cell, undoes a move with its answer', async () => {
    const bot = newBot({ seed: 1 });
    const ai = new TicTacToeAI();
    const start = unwrap(engine.createInitialState({}, [{ id: 'you' }, { id: 'bot' }]));
    expect(await bot.reply('hint')).toBe(ai.getHint(start, 'you')!.message);
    expect(await bot.reply('undo')).toBe('Nothing to undo.');
    const first = await bot.reply('play b2');
    expect(first).toMatch(/^I play [a-c][1-3]\.\n/);
    expect(board(first)).toMatch(/^(?=[^O]*O[^O]*$)[.O]{4}X[.O]{4}$/);
    expect(await bot.reply('b2')).toBe(`b2 is taken.\n${first.split('\n').slice(1).join('\n')}`);
    const undone = await bot.reply('undo');
    expect(undone.split('\n')[0]).toBe('Took back your move and mine.');
    expect(board(undone)).toBe('.........');
    expect(await bot.reply('board')).toBe(undone.split('\n').slice(1).join('\n'));
  });

  test('never loses at level 6: a perfect player draws, from either side, and the score counts', async () => {
    const bot = newBot({ seed: 2 });
    const asX = await converse(bot, 'X', await bot.reply('board'), perfectly);
    expect(asX.state.status).toBe('draw');
    expect(asX.reply.endsWith('A draw. Say "new game" to play again.')).toBe(true);
    expect(await bot.reply('a1')).toBe('The game is over. Say "new game" to play again.');
    expect(await bot.reply('hint')).toBe('No hint: the game is over. Say "new game".');
    const started = await bot.reply('New game as O');
    expect(started).toMatch(/^New game against level 6\.\nI play [a-c][1-3]\.\n/);
    const asO = await converse(bot, 'O', started, perfectly);
    expect(asO.state.status).toBe('draw');
    expect(await bot.reply('score')).toBe('You 0, me 0, draws 2.');
  });

  test('wins against a careless player, and loses to a perfect one at level 1', async () => {
    const bot = newBot({ seed: 4 });
    const lost = await converse(bot, 'X', await bot.reply('board'), firstEmpty);
    expect(lost.state.winner?.playerId).toBe('bot');
    expect(lost.reply).toMatch(/\nI win with the .+\. Say "new game" to play again\.$/);
    let won = await converse(bot, 'X', await bot.reply('new game as x level 1'), perfectly);
    for (let round = 0; won.state.status !== 'won' && round < 5; round++) {
      won = await converse(bot, 'X', await bot.reply('new game'), perfectly);
    }
    expect(won.state.winner?.playerId).toBe('you');
    expect(won.reply).toMatch(/\nYou win with the .+\. Say "new game" to play again\.$/);
    expect(await bot.reply('score')).toMatch(/^You 1, me 1, draws \d\.$/);
  });
});
