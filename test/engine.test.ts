// The engine's own entry, `tictactoe-engine/engine` (issue 26): the engine alone, for apps that need
// no AI, records, codes, session or translations, and whose fresh processes should not load them.
// Every export of it is the main entry's own value, so that states, moves and errors pass from one
// entry to the other; its build loads none of the rest.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as engineEntry from '../src/engine.js';
import * as main from '../src/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

/** The files a built module loads, itself included: its relative imports (static, dynamic, require), followed. */
function loaded(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(join(dist, file), 'utf8');
  for (const [, path] of text.matchAll(/(?:from|require\(|import\()\s*['"]\.\/([^'"]+)['"]/g)) loaded(path!, seen);
  return seen;
}

describe('tictactoe-engine/engine', () => {
  it('exports the engine and what its states, moves and errors are made of, and nothing else', () => {
    expect(Object.keys(engineEntry).sort()).toEqual([
      'MARKS',
      'MAX_SIDE',
      'MOVE_ERROR_CODES',
      'PRESETS',
      'TicTacToeEngine',
      'TicTacToeError',
      'VARIANTS',
      'cellFromCoordinate',
      'cellFromName',
      'cellName',
      'cellToCoordinate',
      'dropMove',
      'emptyBoard',
      'emptyTally',
      'err',
      'formatBoard',
      'isCellIndex',
      'ok',
      'parseBoard',
      'placeMove',
      'recordGame',
      'unwrap',
      'winningLines',
    ]);
  });

  it('exports the main entry’s own values', () => {
    const mainValues = new Map(Object.entries(main));
    for (const [name, value] of Object.entries(engineEntry)) expect(mainValues.get(name), name).toBe(value);
  });

  it('builds as its own entry, which loads no AI, records, codes, session, translations or Ultimate', () => {
    for (const entry of ['engine.js', 'engine.cjs']) {
      const text = [...loaded(entry)].map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
      expect(text).toContain('Game states are made by the engine, not by their constructor.');
      // One error code or catalogue text of each part left out (scripts/size.mjs keeps the full list).
      for (const marker of [
        '"INVALID_DIFFICULTY"',
        '"MALFORMED_RECORD"',
        '"MALFORMED_CODE"',
        '"BAD_SIGNATURE"',
        '"MOVER_BUSY"',
        '{loser} completed the {line}',
        'Ultimate states are made by the engine',
      ])
        expect(text, `${entry}: ${marker}`).not.toContain(marker);
    }
  });

  it('shares its states with the main entry in a fresh process, by import and by require', () => {
    const check = `
      const same = engine.TicTacToeEngine === main.TicTacToeEngine && engine.TicTacToeError === main.TicTacToeError;
      const state = new engine.TicTacToeEngine().replay([0, 4], {}, [{ id: 'a' }, { id: 'b' }]).value;
      const move = new main.TicTacToeAI({ seed: 1 }).getMoveSync(state, 6, 'a');
      const next = new main.TicTacToeEngine().applyMove(state, move.value);
      console.log(JSON.stringify([same, move.ok, next.ok && next.value.moveCount]));`;
    const run = (type: string, code: string) =>
      execFileSync(process.execPath, [`--input-type=${type}`, '-e', code], { cwd: root, encoding: 'utf8' }).trim();
    const esm = `const engine = await import('tictactoe-engine/engine');
      const main = await import('tictactoe-engine');`;
    const cjs = `const engine = require('tictactoe-engine/engine'); const main = require('tictactoe-engine');`;
    expect(run('module', esm + check)).toBe('[true,true,3]');
    expect(run('commonjs', cjs + check)).toBe('[true,true,3]');
  });
});
