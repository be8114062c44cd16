// Ultimate's notation: squares as the UGI engines name them, and their position strings, read and
// written; the published perft suite of middle-game and endgame positions (some with drawn local
// boards, one already won) read from its strings and counted.
import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { legalMoves, lineOf, marksOn, playCore, startCore, type Core } from '../../../src/games/ultimate/core.js';
import { moveFromSquare, readPosition, squareName, writePosition } from '../../../src/games/ultimate/notation.js';
import { rulesOf } from '../../../src/games/ultimate/rules.js';
import { oracleSquare } from '../../support/ultimate-oracle.js';

const STANDARD = rulesOf(0);

function perft(core: Core, depth: number): number {
  if (depth === 0) return 1;
  const moves = new Int8Array(81);
  const n = legalMoves(core, moves);
  if (depth === 1) return n;
  let total = 0;
  for (let i = 0; i < n; i++) total += perft(playCore(core, moves[i]!), depth - 1);
  return total;
}

/**
 * Positions with their perft counts by depth (0 to 8), as published by two UGI engines,
 * mcthouacbb/uttt (src/main.cpp) and toanth/motors (gears/src/games/uttt.rs), after Serdra's suite,
 * counting no move past the end of a game. Counted here to depth 5.
 */
const SUITE: readonly [string, readonly number[]][] = [
  ['9/3x5/3oo4/4x2o1/1o7/3x1o3/4o2x1/1x3x3/ox3o1x1 X 0 h6', [1, 6, 44, 320, 2278, 16233]],
  ['4oo1x1/9/8x/9/3x5/o2x5/1xo6/1o5o1/xo1x1x1o1 X 0 e9', [1, 7, 51, 370, 2827, 21383]],
  ['1x7/6ox1/o2o4o/5o3/9/4o4/2xx2o1x/4x4/1ox3x2 X 0 g8', [1, 9, 64, 454, 3185, 23060]],
  ['1x3o3/7x1/5o2x/1x3o3/5o1x1/o2o5/3o5/xx7/1x4o2 X 0 f7', [1, 8, 58, 463, 3479, 29053]],
  ['7o1/3xx2xx/1x1o2x1x/2oo1o2o/1x2oxoo1/1x3xo2/1xx1oo3/2x2oo1x/o3x3o X 0 f2', [1, 44, 391, 3436, 31662, 289755]],
  ['3o1o3/2xo1x1xx/xox6/6xxo/8o/2x2oxxo/ox2o1ox1/2o5o/o2xox1xo X 0 f4', [1, 4, 28, 239, 2212, 21384]],
  ['o1xxox2o/2ox2o2/x3o1o1x/3xx2o1/2x4x1/o2o2x2/oxx1o4/1o2o3o/xxo1x4 X 0 c1', [1, 8, 86, 694, 5205, 40777]],
  ['2ox4x/o2xx1x1o/o2x2oo1/1ox2o3/2oo3x1/x1xo3x1/x1xxo2o1/1xo3o2/2o5x X 0 c5', [1, 7, 67, 840, 9609, 115330]],
  ['ooox5/x5ox1/o2xo2o1/1xxx1xoo1/2x2o1ox/o3x3o/x2x5/ooxo1x3/6x2 X 0 g6', [1, 41, 440, 4759, 48816, 496752]],
  ['xox3x2/o2ox1oo1/3x4x/4x2oo/xxx2oo1x/xox1o4/o1o2xoo1/5x3/1o1x5 X 0 b9', [1, 6, 33, 298, 2978, 27462]],
  [
    '1o1x1o2x/o1x2oxox/2xxx1ox1/o3xoxo1/xxx2oooo/o1o1xo1xx/2o2o1x1/x2o2xxx/xxoooo2o X 0 f6',
    [1, 3, 22, 170, 1292, 7611],
  ],
  ['o3xxo1o/xxxxoxxoo/1x1xx1xx1/1o2oxooo/1o2oxxxo/1oxx2xx1/xo1ooo1ox/o1x2o3/oo7 X 0 h8', [1, 4, 58, 519, 4456, 33205]],
  ['1xxxoxxoo/1xx2xo1x/oxox1oo1x/oo1o2o1o/2xx1o1ox/1ooo3oo/o1xx1o3/x2xxoxxx/7ox X 0 g7', [1, 6, 63, 414, 2614, 17476]],
  ['x1o1ox1xo/xo3ooxx/3o1xoxx/1oxoxx2o/xxxoxooo1/xo3o2x/1x1x1o2o/1oxox1o2/1x4oox X 0 f8', [1, 5, 23, 171, 1094, 7508]],
  [
    '1xox1xoo1/x1o2oo2/ooxo1oo2/x2o2xox/1ooxox1ox/1x3x2x/1x1x1xoxx/oxx2x2o/xx1o1ooo1 X 0 d7',
    [1, 22, 163, 1457, 10431, 82349],
  ],
  // Local boards full without a line (drawn) in these three.
  ['ooxo1ooox/xxoxoxxxo/oxoxxooox/xoxxxox1o/oxo1oo1xo/xo1o3xx/xxxoxxx1o/4oxo1o/2oooxxx1 X 0 e8', [1, 3, 4, 1, 0, 0]],
  ['xoooxooxx/ooxxox1o1/xxo2xxxo/xxox1x2o/ooxxoxox1/1xooxxooo/x2oo1xo1/x1oxoxox1/x1ooox1ox X 0 g9', [1, 3, 6, 5, 0, 0]],
  [
    '1ooo1xoox/ooxo1o1xo/xoxxx1oxx/x2xx1xox/1x1oxoxxo/1ox1xoox1/oxoxxoo1o/xooooxo1x/xx1ooxxo1 X 0 a3',
    [1, 9, 35, 123, 327, 695],
  ],
  ['oxx2x2o/xx1xxo1ox/1xxxxoo2/xoxoo1o1x/oxooooxx1/oxoxoxoxo/ooxoooox1/ooxxoo1xx/xx1x2oxo X 0 b2', [1, 3, 4, 2, 0, 0]],
  ['1oox1oxox/xo2x1o1o/o2xxxxxo/oxx3xoo/x1oxoooox/ooxxxxxoo/xxxxo1oox/1o1oxxxox/o2ooooxx X 0 h5', [1, 2, 1, 0, 0, 0]],
  [
    'oxxooxoox/o1o1xxxxo/1xxooxxoo/xoo2x2x/x2o2o1o/oxxoo1xxo/oxoxxoxxo/1x1xoxo1x/xoooxoxo1 X 0 d4',
    [1, 2, 5, 29, 118, 451],
  ],
  [
    'x1x1xo1xx/ooooxoo2/o2o1xxxx/xoox1xxoo/1xxooxo1x/xxxxxoxoo/o2ooooxo/xoxx1ooo1/oxoxo2xx X 0 d3',
    [1, 6, 16, 26, 41, 19],
  ],
  [
    'ooooxoxx1/x1oxxooxo/x1xxoo1x1/1xxoxox1o/xooo1xoxx/ooxx1xoxx/ooxxxoxoo/o1xx1o2o/2o2xxoo X 0 f7',
    [1, 9, 26, 71, 140, 284],
  ],
];

describe('squares', () => {
  test('every move has the square the oracle names, and back', () => {
    for (let move = 0; move < 81; move++) {
      expect(squareName(move)).toBe(oracleSquare(move));
      expect(moveFromSquare(squareName(move))).toBe(move);
      expect(moveFromSquare(squareName(move).toUpperCase())).toBe(move);
    }
    expect([squareName(40), squareName(0), squareName(80)]).toEqual(['e5', 'a9', 'i1']);
  });

  test.each(['', 'e', 'e0', 'j5', 'e10', '5e', 'e 5', 'é5', 'e５', '\u0000e5'])('%j names no square', (name) => {
    expect(moveFromSquare(name)).toBeUndefined();
  });

  test('surrounding spaces are ignored, as cellFromName ignores them', () => {
    expect([' e5', 'e5 ', '\te5\n'].map(moveFromSquare)).toEqual([40, 40, 40]);
  });
});

describe('position strings', () => {
  test('the start, and after e5', () => {
    expect(writePosition(startCore(STANDARD), -1)).toBe('9/9/9/9/9/9/9/9/9 X 0 0000');
    expect(writePosition(playCore(startCore(STANDARD), 40), 40)).toBe('9/9/9/9/4x4/9/9/9/9 O 1 e5');
    const read = readPosition('9/9/9/9/4x4/9/9/9/9 O 1 e5', STANDARD);
    expect('core' in read && [read.core.forced, read.lastMove]).toEqual([4, 40]);
  });

  test.each(SUITE)('%s: perft to depth 5 as published', (text, counts) => {
    const read = readPosition(text, STANDARD);
    if (!('core' in read)) throw new Error(read.reason);
    expect(counts.map((_, depth) => perft(read.core, depth))).toEqual(counts);
    // Written back as read, but for the counter (the marks on the board) and the case of the marks.
    expect(writePosition(read.core, read.lastMove).replace(/ \d+ /, ' 0 ')).toBe(text);
  });

  prop.prop([fc.integer({ min: 0, max: 7 }), fc.array(fc.nat(), { maxLength: 81 })], { numRuns: 400 })(
    'any position of a game reads back as it was written, the same core, under every combination of the switches',
    (index, picks) => {
      const rules = rulesOf(index);
      let core = startCore(rules);
      let last = -1;
      const moves = new Int8Array(81);
      for (const pick of picks) {
        const n = legalMoves(core, moves);
        if (n === 0) break;
        last = moves[pick % n]!;
        core = playCore(core, last);
      }
      const read = readPosition(writePosition(core, last), rules);
      // With won boards open, a board may hold lines of both players: who won it is not in the string.
      const bothLines = [...Array(9).keys()].some(
        (board) => lineOf(marksOn(core, 0, board)) >= 0 && lineOf(marksOn(core, 1, board)) >= 0,
      );
      if (bothLines) expect('code' in read && read.code).toBe('TWO_WINNERS');
      else expect(read).toEqual({ core, lastMove: last });
    },
  );

  test.each([
    ['9/9/9/9/9/9/9/9 X 0 0000', 'BAD_POSITION'],
    ['9/9/9/9/9/9/9/9/9 X 0', 'BAD_POSITION'],
    ['9/9/9/9/9/9/9/9/8 X 0 0000', 'BAD_POSITION'],
    ['9/9/9/9/9/9/9/9/91 X 0 0000', 'BAD_POSITION'],
    ['9/9/9/9/9/9/9/9/9 Z 0 0000', 'BAD_POSITION'],
    ['9/9/9/9/9/9/9/9/9 X -1 0000', 'BAD_POSITION'],
    ['9/9/9/9/9/9/9/9/9 X 0 j9', 'BAD_POSITION'],
    ['9/9/9/9/4x4/9/9/9/9 X 1 e5', 'BAD_MARK_COUNT'],
    ['9/9/9/9/4o4/9/9/9/9 O 1 e5', 'BAD_MARK_COUNT'],
    ['9/9/9/9/4x4/9/9/9/9 O 1 e4', 'BAD_LAST_MOVE'],
    ['9/9/9/9/9/9/9/9/9 X 0 e5', 'BAD_LAST_MOVE'],
    ['xxx6/ooo6/9/9/9/9/9/9/9 X 6 0000', 'TWO_WINNERS'],
    // The suite's last position, already won by X: published with O to move, though X and O have
    // as many marks (X moves first, so it is X's turn): refused, as with X to move (X has the
    // line, O moved last).
    ['oox2xxox/xx3xoxo/x1o2xo1x/1o1ooox1o/1x2xooox/ox1x2ox1/x2o1oo1x/1ox2xx2/ox3o1o1 O 0 h8', 'BAD_MARK_COUNT'],
    ['oox2xxox/xx3xoxo/x1o2xo1x/1o1ooox1o/1x2xooox/ox1x2ox1/x2o1oo1x/1ox2xx2/ox3o1o1 X 0 0000', 'WINNER_NOT_LAST'],
    [`${'x'.repeat(300)}`, 'BAD_POSITION'],
  ])('%j: %s', (text, code) => {
    const read = readPosition(text, STANDARD);
    expect('code' in read ? read.code : 'read').toBe(code);
  });

  // A game ends at the move that makes a line, and a move changes only its own board: every line of
  // boards runs through the last move's board, won by its mover or drawn for both.
  test.each([
    // X has two lines of boards, rows 0 and 2, that no single move made.
    ['xxxxxxxxx/oo7/9/oo1oo1oo1/2o2o2o/o1oo1oo1o/xxxxxxxxx/9/9 O 35 0000', 0, 'PLAYED_ON_AFTER_WIN'],
    ['xxxxxxxxx/oo7/9/oo1oo1oo1/2o2o2o/o1oo1oo1o/xxxxxxxxx/9/9 O 35 0000', 2, 'PLAYED_ON_AFTER_WIN'],
    // Drawn boards count for both, and X drew the bottom-right board last: O's line of the middle
    // row does not run through it, so it was there before, and the game was over.
    ['xxxxxxx1x/9/9/ooooooooo/9/9/x5xox/6xoo/6oxx O 1 i1', 2, 'WINNER_NOT_LAST'],
    ['xxxxxxx1x/9/9/ooooooooo/9/9/x5xox/6xoo/6oxx O 1 i1', 0, 'WINNER_NOT_LAST'],
    // The same with the last move unknown: no board fits either.
    ['xxxxxxx1x/9/9/ooooooooo/9/9/x5xox/6xoo/6oxx O 1 0000', 2, 'WINNER_NOT_LAST'],
  ])('%j under the switches %i: %s', (text, index, code) => {
    const read = readPosition(text, rulesOf(index));
    expect('code' in read ? read.code : 'read').toBe(code);
  });
});
