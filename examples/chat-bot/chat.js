// Talk to the chat bot in a terminal: node examples/chat-bot/chat.js
import { createInterface } from 'node:readline/promises';
import { createChatBot } from './bot.js';

const bot = createChatBot();
console.log(await bot.reply('help'));
for await (const line of createInterface({ input: process.stdin })) {
  console.log(await bot.reply(line));
}
