// The opening lines of `tictactoe play` in every language: the rules by their name (labelRules),
// and level 6 called perfect only where the game is proven.
import { describe, expect, test } from 'vitest';
import { PRESETS, TicTacToeEngine, labelRules, unwrap, type Rules, type TicTacToeSettings } from '../../src/index.js';
import { es } from '../../src/i18n/locales/es.js';
import { fr } from '../../src/i18n/locales/fr.js';
import { en } from '../../src/i18n/locales/en.js';
import { tictactoe } from './terminal.js';

const engine = new TicTacToeEngine();
const rulesOf = (settings: TicTacToeSettings): Rules =>
  unwrap(engine.createInitialState(settings, [{ id: 'X' }, { id: 'O' }])).rules;

/** The opening lines of a game abandoned at once (end of input at the first prompt). */
async function opening(args: readonly string[]): Promise<string[]> {
  const run = await tictactoe(['play', '--time', '10', ...args]);
  expect(run).toMatchObject({ code: 0, stderr: '' });
  return run.stdout.split('\n\n')[0]!.split('\n');
}

const LABEL = { en: 'Rules: ', es: 'Reglas: ', fr: 'Règles\u00a0: ' } as const;
const CATALOGUE = { en, es, fr } as const;

describe('the rules by their name', () => {
  test.each([
    [['--rules', 'connect-four'], PRESETS['connect-four']],
    [['--rules', 'gomoku'], PRESETS.gomoku],
    [['--rows', '4', '--columns', '5', '--in-a-row', '3'], rulesOf({ rows: 4, columns: 5, inARow: 3 })],
    [['--rows', '6', '--columns', '7', '--in-a-row', '4', '--gravity'], PRESETS['connect-four']],
  ] as const)('%j', async (args, rules) => {
    for (const language of ['en', 'es', 'fr'] as const) {
      const lines = await opening([...args, '--two-players', '--lang', language]);
      expect(lines[1]).toBe(`${LABEL[language]}${labelRules(rules, CATALOGUE[language])}.`);
    }
  });

  test('misère: the name, then what loses, on a line of its own', async () => {
    const lines = await opening(['--rules', 'connect-four', '--misere', '--two-players']);
    expect(lines.slice(1, 3)).toEqual([
      'Rules: Connect Four, misère.',
      'Misère: whoever gets 4 in a row, across, down or diagonally, loses.',
    ]);
    expect((await opening(['--misere', '--two-players'])).slice(1, 3)).toEqual([
      'Rules: Tic-tac-toe, misère.',
      'Misère: whoever gets 3 in a row, across, down or diagonally, loses.',
    ]);
  });

  test('tic-tac-toe needs no rules line', async () => {
    expect((await opening(['--two-players']))[1]).toMatch(/^Type a cell/);
  });
});

describe('level 6: perfect where the game is proven, the strongest elsewhere', () => {
  const WHO = {
    en: {
      perfect: 'You play X against the AI (level 6, perfect).',
      strongest: 'You play X against the AI (level 6, strongest).',
    },
    es: {
      perfect: 'Juegas con X contra la IA (nivel 6: Perfecto).',
      strongest: 'Juegas con X contra la IA (nivel 6: el más fuerte).',
    },
    fr: {
      perfect: 'Vous jouez X contre l’IA (niveau 6\u00a0: Parfait).',
      strongest: 'Vous jouez X contre l’IA (niveau 6\u00a0: le plus fort).',
    },
  } as const;

  test.each([
    [[], 'perfect'],
    [['--misere'], 'perfect'],
    [['--rules', '4x4'], 'perfect'],
    [['--rows', '3', '--columns', '4', '--in-a-row', '3'], 'perfect'],
    [['--rules', 'connect-four'], 'strongest'],
    [['--rules', 'gomoku'], 'strongest'],
    [['--rules', 'connect-four', '--misere'], 'strongest'],
  ] as const)('%j: %s', async (args, word) => {
    for (const language of ['en', 'es', 'fr'] as const) {
      const lines = await opening([...args, '--lang', language]);
      expect(lines[0]).toBe(WHO[language][word]);
    }
    const start = JSON.parse((await tictactoe(['play', '--time', '10', ...args, '--json'])).stdout.split('\n')[0]!);
    expect(start.ai).toEqual({ level: 6, plays: 'O', perfect: word === 'perfect' });
  });

  test('below level 6, the AI is never called perfect', async () => {
    expect((await opening(['--ai', '5']))[0]).toBe('You play X against the AI (level 5).');
    const start = JSON.parse((await tictactoe(['play', '--ai', '5', '--json'])).stdout.split('\n')[0]!);
    expect(start.ai).toEqual({ level: 5, plays: 'O', perfect: false });
  });
});
