// Play on larger boards: Connect Four perft through the public API against the published sequences,
// the presets, and random games on every preset and on random shapes (1..19 × 1..19, any line length,
// gravity or not, either variant) checked after every move against a brute-force line check.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { PRESETS, TicTacToeEngine, dropMove, unwrap, type GameState } from '../../../../src/index.js';
import {
  legalCells,
  moverOf,
  openCells,
  outcome,
  rowsText,
  winnerOf,
  type OracleShape,
  type OracleVariant,
  ID,
  PLAYERS,
  text,
} from '../../../support/shape-oracle.js';

const engine = new TicTacToeEngine();

interface Settings {
  rows: number;
  columns: number;
  inARow: number;
  gravity: boolean;
  variant: OracleVariant;
}

const PRESET_VALUES: Record<string, Settings> = {
  'tic-tac-toe': { rows: 3, columns: 3, inARow: 3, gravity: false, variant: 'standard' },
  'connect-four': { rows: 6, columns: 7, inARow: 4, gravity: true, variant: 'standard' },
  gomoku: { rows: 15, columns: 15, inARow: 5, gravity: false, variant: 'standard' },
  '4x4': { rows: 4, columns: 4, inARow: 4, gravity: false, variant: 'standard' },
  '5x5': { rows: 5, columns: 5, inARow: 4, gravity: false, variant: 'standard' },
};
const presetOf = (name: string): Settings => (PRESETS as unknown as Record<string, Settings>)[name]!;

describe('presets', () => {
  it.each(Object.entries(PRESET_VALUES))('%s is frozen and has its shape', (name, values) => {
    const preset = presetOf(name);
    expect(Object.isFrozen(preset)).toBe(true);
    expect({ ...preset }).toEqual(values);
    expect(unwrap(engine.createInitialState({ ...preset }, PLAYERS)).rules).toEqual(values);
  });

  it('defaults to 3×3, 3 in a row, no gravity, standard', () => {
    const state = unwrap(engine.createInitialState({}, PLAYERS));
    expect(state.rules).toEqual(PRESET_VALUES['tic-tac-toe']);
    expect(state.board).toHaveLength(9);
  });
});

describe('Connect Four perft through the public API', () => {
  // DP over distinct positions per ply: the sequences of length d are the sum, over the positions at
  // ply d, of the sequences reaching each. Published: sequences 1, 7, 49, …, 5,673,234 (below 7^8
  // because some games end at ply 7) and distinct positions 1, 7, 49, …, 184,275.
  it('counts the move sequences and distinct positions of plies 0..8', () => {
    const sequences: number[] = [];
    const positions: number[] = [];
    const start = unwrap(engine.createInitialState({ ...PRESETS['connect-four'] }, PLAYERS));
    let layer = new Map<string, { state: GameState; paths: number }>([[text(start.board), { state: start, paths: 1 }]]);
    for (let ply = 0; ply <= 8; ply++) {
      positions[ply] = layer.size;
      let count = 0;
      const next = new Map<string, { state: GameState; paths: number }>();
      for (const { state, paths } of layer.values()) {
        count += paths;
        if (ply === 8 || state.status !== 'in-progress') continue;
        for (const move of engine.getLegalMoves(state, state.currentPlayerId!)) {
          const child = unwrap(engine.applyMove(state, move));
          const key = text(child.board);
          const seen = next.get(key);
          if (seen) seen.paths += paths;
          else next.set(key, { state: child, paths });
        }
      }
      sequences[ply] = count;
      layer = next;
    }
    expect(sequences).toEqual([1, 7, 49, 343, 2_401, 16_807, 117_649, 823_536, 5_673_234]);
    expect(positions).toEqual([1, 7, 49, 238, 1_120, 4_263, 16_422, 54_859, 184_275]);
  });
});

/** Checks a state against the oracle's brute-force line check; returns the first disagreement or null. */
function disagreement(shape: OracleShape, variant: OracleVariant, state: GameState): string | null {
  const board = text(state.board);
  if (board.length !== shape.rows * shape.columns) return `board has ${board.length} cells`;
  const expected = outcome(shape, board);
  if (state.status !== expected.status) return `status ${state.status}, expected ${expected.status}`;
  const mover = expected.status === 'in-progress' ? moverOf(board) : null;
  if (state.currentPlayer !== mover) return `currentPlayer ${state.currentPlayer}, expected ${mover}`;
  const winner = winnerOf(expected.owner, variant);
  if ((state.winner?.symbol ?? null) !== winner || (state.winner?.playerId ?? null) !== (winner && ID[winner])) {
    return `winner ${JSON.stringify(state.winner)}, expected ${winner}`;
  }
  const line = (
    l:
      | {
          index: number;
          type: string;
          cells: readonly number[];
          start: { row: number; col: number };
          end: { row: number; col: number };
        }
      | null
      | undefined,
  ): string =>
    l
      ? `#${l.index} ${l.type} [${l.cells.join()}] (${l.start.row},${l.start.col})→(${l.end.row},${l.end.col})`
      : 'none';
  if (line(state.winningLine) !== line(expected.lines[0]))
    return `winningLine ${line(state.winningLine)}, expected ${line(expected.lines[0])}`;
  const over = engine.isTerminal(state);
  if ((over === null) !== (expected.status === 'in-progress'))
    return `isTerminal ${JSON.stringify(over?.status ?? null)}`;
  if (over) {
    const got = (over.lines ?? []).map(line).join(' | ');
    const want = expected.lines.map(line).join(' | ');
    if (got !== want) return `isTerminal lines ${got || 'none'}, expected ${want || 'none'}`;
    if (over.moveCount !== state.moveCount) return `isTerminal moveCount ${over.moveCount}`;
  }
  const cells = engine
    .getLegalMoves(state, state.currentPlayerId ?? ID.X)
    .map((m) => m.data.position.row * shape.columns + m.data.position.col);
  const want = mover ? legalCells(shape, board) : [];
  if (cells.join() !== want.join()) return `legal cells [${cells.join()}], expected [${want.join()}]`;
  return null;
}

/**
 * Plays a game with `picks` choosing among the legal moves (pick mod count), checking every state;
 * on the way, a move on an occupied cell must fail with CELL_OCCUPIED and, with gravity, a move above
 * the lowest empty cell of a column with FLOATING_CELL. Returns the first failure, with the moves so far.
 */
function playAndCheck(settings: Settings, picks: readonly number[]): string | null {
  const shape: OracleShape = settings;
  const { columns: C } = settings;
  let state = unwrap(engine.createInitialState({ ...settings }, PLAYERS));
  const played: number[] = [];
  const where = (): string =>
    `${JSON.stringify(settings)} after moves [${played.join(',')}] on ${rowsText(shape, text(state.board))}`;
  const rules = state.rules as unknown as Record<string, unknown>;
  if ((Object.keys(settings) as (keyof Settings)[]).some((key) => rules[key] !== settings[key]))
    return `${where()}: rules ${JSON.stringify(state.rules)}`;
  for (let i = 0; ; i++) {
    const problem = disagreement(shape, settings.variant, state);
    if (problem) return `${where()}: ${problem}`;
    if (state.status !== 'in-progress') return null;
    const mark = state.currentPlayer!;
    const moves = engine.getLegalMoves(state, state.currentPlayerId!);
    const pick = picks[i % picks.length] ?? 0;
    const board = text(state.board);
    // An occupied cell, and (gravity) an empty cell that is not the lowest of its column.
    const occupied = [...board].flatMap((c, cell) => (c === '.' ? [] : [cell]));
    const open = new Set(openCells(shape, board));
    const floating = settings.gravity
      ? [...board].flatMap((c, cell) => (c === '.' && !open.has(cell) ? [cell] : []))
      : [];
    for (const [cells, code] of [
      [occupied, 'CELL_OCCUPIED'],
      [floating, 'FLOATING_CELL'],
    ] as const) {
      if (cells.length === 0) continue;
      const cell = cells[pick % cells.length]!;
      const bad = engine.applyMove(state, {
        type: 'place',
        data: { position: { row: Math.floor(cell / C), col: cell % C }, symbol: mark },
      });
      if (bad.ok || bad.error.code !== code)
        return `${where()}: ${mark} on ${cell} gave ${bad.ok ? 'ok' : bad.error.code}, expected ${code}`;
    }
    const move = moves[pick % moves.length]!;
    const cell = move.data.position.row * C + move.data.position.col;
    const applied = engine.applyMove(state, move);
    if (!applied.ok) return `${where()}: legal move on ${cell} refused with ${applied.error.code}`;
    played.push(cell);
    const before = state;
    state = applied.value;
    const last = state.history[state.history.length - 1];
    if (
      state.history.length !== before.history.length + 1 ||
      !last ||
      last.cell !== cell ||
      last.symbol !== mark ||
      last.playerId !== ID[mark]
    ) {
      return `${where()}: history entry ${JSON.stringify(last)}`;
    }
    if (last.position.row !== move.data.position.row || last.position.col !== move.data.position.col)
      return `${where()}: history position`;
    const previous = before.history[before.history.length - 1];
    if (previous && last.moveNumber !== previous.moveNumber + 1)
      return `${where()}: moveNumber ${last.moveNumber} after ${previous.moveNumber}`;
  }
}

const variantArb = fc.constantFrom<OracleVariant>('standard', 'misere');
const picksArb = fc.array(fc.nat(), { minLength: 1, maxLength: 400 }); // cycled: pick i is picks[i mod length]

// inARow drawn as 1 + (n mod max(rows, columns)) rather than with chain(), so that failures shrink to small shapes.
const shapeArb = fc
  .record({
    rows: fc.integer({ min: 1, max: 19 }),
    columns: fc.integer({ min: 1, max: 19 }),
    line: fc.nat({ max: 18 }),
    gravity: fc.boolean(),
    variant: variantArb,
  })
  .map(
    ({ rows, columns, line, gravity, variant }): Settings => ({
      rows,
      columns,
      inARow: 1 + (line % Math.max(rows, columns)),
      gravity,
      variant,
    }),
  );

describe('random games against a brute-force line check', () => {
  describe.each(Object.keys(PRESET_VALUES))('preset %s', (name) => {
    test.prop([variantArb, picksArb], { numRuns: 12 })('in either variant', (variant, picks) => {
      expect(playAndCheck({ ...presetOf(name), variant }, picks)).toBeNull();
    });
  });

  test.prop([shapeArb, picksArb], { numRuns: 250 })('on random shapes up to 19×19', (settings, picks) => {
    expect(playAndCheck(settings, picks)).toBeNull();
  });
});

/**
 * The legal moves and the drop of every column of a state rebuilt from its board (`fromSetup`) and
 * from JSON, against the oracle, after each move of a game: a rebuilt state has no list of two
 * moves before to derive its own from, as the states of a game do.
 */
function rebuiltAgree(settings: Settings, picks: readonly number[]): string | null {
  const shape: OracleShape = settings;
  let state = unwrap(engine.createInitialState({ ...settings }, PLAYERS));
  for (let i = 0; state.status === 'in-progress'; i++) {
    const moves = engine.getLegalMoves(state, state.currentPlayerId!);
    state = unwrap(engine.applyMove(state, moves[(picks[i % picks.length] ?? 0) % moves.length]!));
    const board = text(state.board);
    const want = legalCells(shape, board);
    const open = openCells(shape, board);
    const setup = engine.fromSetup(board, { ...settings }, PLAYERS);
    if (!setup.ok) return `fromSetup ${board}: ${setup.error.code}`;
    const json = JSON.parse(JSON.stringify(state)) as GameState;
    for (const [name, rebuilt] of [
      ['setup', setup.value],
      ['json', json],
    ] as const) {
      const cells = engine
        .getLegalMoves(rebuilt, rebuilt.currentPlayerId ?? ID.X)
        .map((m) => m.data.position.row * shape.columns + m.data.position.col);
      if (cells.join() !== want.join()) return `${name} ${board}: legal [${cells.join()}], expected [${want.join()}]`;
      if (!settings.gravity || rebuilt.status !== 'in-progress') continue;
      for (let column = 0; column < shape.columns; column++) {
        const drop = dropMove(rebuilt, column);
        const expected = open.find((cell) => cell % shape.columns === column);
        const got = drop.ok ? drop.value.data.position.row * shape.columns + column : undefined;
        if (got !== expected) return `${name} ${board}: column ${column} drops to ${got}, expected ${expected}`;
      }
    }
  }
  return null;
}

describe('states rebuilt from a board or from JSON', () => {
  test.prop([variantArb, picksArb], { numRuns: 12 })('Connect Four lists and drops as the oracle', (variant, picks) => {
    expect(rebuiltAgree({ ...presetOf('connect-four'), variant }, picks)).toBeNull();
  });

  test.prop([shapeArb.map((settings) => ({ ...settings, gravity: true })), picksArb], { numRuns: 60 })(
    'on random shapes with gravity up to 19×19',
    (settings, picks) => {
      expect(rebuiltAgree(settings, picks)).toBeNull();
    },
  );
});
