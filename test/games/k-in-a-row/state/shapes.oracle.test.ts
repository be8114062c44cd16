// The proof for small boards of any shape: every reachable position of each shape below, in both
// variants, is visited through the public API (createInitialState, getLegalMoves, applyMove), and at
// each one the engine's legal moves, status, mover, winner and line(s) are compared with the
// independent oracle in ../support/shape-oracle.ts. Games are then counted by dynamic programming
// over the engine's positions (the sequences reaching a position = the sum over its parents) and
// compared with the oracle's own count and with published figures.
import { describe, expect, it } from 'vitest';
import { TicTacToeEngine, unwrap, type GameState } from '../../../../src/index.js';
import {
  census,
  legalCells,
  moverOf,
  outcome,
  rowsText,
  winnerOf,
  winsFor,
  type OracleCensus,
  type OracleLine,
  type OracleMark,
  type OracleShape,
  type OracleVariant,
  ID,
  PLAYERS,
  text,
} from '../../../support/shape-oracle.js';

const engine = new TicTacToeEngine();
const VARIANTS: OracleVariant[] = ['standard', 'misere'];

interface Shape extends OracleShape {
  readonly label: string;
  readonly gravity: boolean;
}

const SHAPES: Shape[] = [
  { label: '3×3, 3 in a row', rows: 3, columns: 3, inARow: 3, gravity: false },
  { label: '3×4, 3 in a row', rows: 3, columns: 4, inARow: 3, gravity: false },
  { label: '4×3, 3 in a row', rows: 4, columns: 3, inARow: 3, gravity: false },
  { label: '2×5, 2 in a row', rows: 2, columns: 5, inARow: 2, gravity: false },
  { label: 'gravity 4×4, 3 in a row', rows: 4, columns: 4, inARow: 3, gravity: true },
  { label: 'gravity 4×4, 4 in a row', rows: 4, columns: 4, inARow: 4, gravity: true },
  // Edge cases, tiny: one-cell lines (horizontal only), lines longer than a side, a tall gravity board.
  { label: '2×3, 1 in a row', rows: 2, columns: 3, inARow: 1, gravity: false },
  { label: '1×6, 3 in a row', rows: 1, columns: 6, inARow: 3, gravity: false },
  { label: 'gravity 5×2, 2 in a row', rows: 5, columns: 2, inARow: 2, gravity: true },
];

/** Published figures (standard variant; misère swaps the wins). 4×3 is 3×4 transposed, so it has the same. */
const FACTS: Record<string, { games: number; X: number; O: number; draws: number; positions: number }> = {
  '3×3, 3 in a row': { games: 255_168, X: 131_184, O: 77_904, draws: 46_080, positions: 5_478 },
  '3×4, 3 in a row': { games: 151_188_768, X: 79_797_600, O: 56_875_968, draws: 14_515_200, positions: 111_973 },
  '4×3, 3 in a row': { games: 151_188_768, X: 79_797_600, O: 56_875_968, draws: 14_515_200, positions: 111_973 },
  'gravity 4×4, 4 in a row': { games: 47_982_540, X: 8_768_620, O: 8_543_744, draws: 30_670_176, positions: 161_029 },
};

interface AnyLine {
  readonly index: number;
  readonly type: string;
  readonly cells: readonly number[];
  readonly start: { readonly row: number; readonly col: number };
  readonly end: { readonly row: number; readonly col: number };
}

/** A line as a comparable string: index, type, cells, start and end. */
const describeLine = (line: AnyLine | OracleLine | null | undefined): string => {
  if (line === null || line === undefined) return 'none';
  const { index, type, cells, start, end } = line;
  return `#${index} ${type} [${[...cells].join(',')}] (${start?.row},${start?.col})→(${end?.row},${end?.col})`;
};

interface EngineCensus {
  positions: number;
  positionsByPly: number[];
  games: number;
  wins: Record<OracleMark, number>;
  draws: number;
  gamesByLength: number[];
  failures: string[];
}

/**
 * Walks every position reachable from the empty board through the engine, ply by ply, deduplicated
 * by board, counting move sequences per position; checks each position against the oracle.
 */
function walkEngine(shape: Shape, variant: OracleVariant): EngineCensus {
  const settings = { rows: shape.rows, columns: shape.columns, inARow: shape.inARow, gravity: shape.gravity, variant };
  const failures: string[] = [];
  const fail = (board: string, ply: number, why: string): void => {
    if (failures.length < 12)
      failures.push(`${shape.label}, ${variant}: ${rowsText(shape, board)} (ply ${ply}): ${why}`);
  };
  const start = unwrap(engine.createInitialState(settings, PLAYERS));
  expect(start.rules).toEqual(settings);

  const result: EngineCensus = {
    positions: 0,
    positionsByPly: [],
    games: 0,
    wins: { X: 0, O: 0 },
    draws: 0,
    gamesByLength: [],
    failures,
  };
  let layer = new Map<string, { state: GameState; paths: number }>([[text(start.board), { state: start, paths: 1 }]]);
  for (let ply = 0; layer.size > 0; ply++) {
    result.positions += layer.size;
    result.positionsByPly[ply] = layer.size;
    const next = new Map<string, { state: GameState; paths: number }>();
    for (const [board, { state, paths }] of layer) {
      checkPosition(shape, variant, state, board, ply, fail);
      if (state.status !== 'in-progress') {
        result.games += paths;
        result.gamesByLength[ply] = (result.gamesByLength[ply] ?? 0) + paths;
        if (state.status === 'draw') result.draws += paths;
        else if (state.winner?.symbol === 'X' || state.winner?.symbol === 'O')
          result.wins[state.winner.symbol] += paths;
        continue;
      }
      for (const move of engine.getLegalMoves(state, state.currentPlayerId ?? '')) {
        const applied = engine.applyMove(state, move);
        if (!applied.ok) {
          fail(board, ply, `legal move ${JSON.stringify(move.data)} refused: ${applied.error.code}`);
          continue;
        }
        const key = text(applied.value.board);
        const seen = next.get(key);
        if (seen) seen.paths += paths;
        else next.set(key, { state: applied.value, paths });
      }
    }
    layer = next;
  }
  for (let i = 0; i < result.gamesByLength.length; i++) result.gamesByLength[i] ??= 0;
  return result;
}

/** Compares one engine position with the oracle: size, move count, mover, legal cells, status, winner, lines. */
function checkPosition(
  shape: Shape,
  variant: OracleVariant,
  state: GameState,
  board: string,
  ply: number,
  fail: (board: string, ply: number, why: string) => void,
): void {
  const C = shape.columns;
  if (board.length !== shape.rows * C) {
    fail(board, ply, `board has ${board.length} cells`);
    return;
  }
  if (state.moveCount !== ply) fail(board, ply, `moveCount ${state.moveCount}`);
  const expected = outcome(shape, board);
  if (state.status !== expected.status) {
    fail(board, ply, `status ${state.status}, expected ${expected.status}`);
    return;
  }

  // Legal moves: the oracle's cells, in increasing order, with the mover's symbol; none for the other player.
  const mover = expected.status === 'in-progress' ? moverOf(board) : null;
  if (state.currentPlayer !== mover) fail(board, ply, `currentPlayer ${state.currentPlayer}, expected ${mover}`);
  if (state.currentPlayerId !== (mover && ID[mover])) fail(board, ply, `currentPlayerId ${state.currentPlayerId}`);
  for (const mark of ['X', 'O'] as const) {
    const moves = engine.getLegalMoves(state, ID[mark]);
    const cells = moves.map((m) => m.data.position.row * C + m.data.position.col).join();
    const want = mark === mover ? legalCells(shape, board).join() : '';
    if (cells !== want) fail(board, ply, `legal moves of ${mark}: [${cells}], expected [${want}]`);
    if (moves.some((m) => m.type !== 'place' || m.data.symbol !== mark))
      fail(board, ply, `a legal move of ${mark} is not a 'place' of ${mark}`);
  }

  // Winner and lines: misère gives the game to the opponent of the line's owner; the lines are the owner's.
  const over = engine.isTerminal(state);
  const winner = winnerOf(expected.owner, variant);
  if (state.winner?.symbol !== (winner ?? undefined) || state.winner?.playerId !== (winner ? ID[winner] : undefined)) {
    fail(board, ply, `winner ${JSON.stringify(state.winner)}, expected ${winner}`);
  }
  const wantLine = describeLine(expected.lines[0]);
  if (describeLine(state.winningLine) !== wantLine)
    fail(board, ply, `winningLine ${describeLine(state.winningLine)}, expected ${wantLine}`);
  if (expected.status === 'in-progress') {
    if (over !== null) fail(board, ply, 'isTerminal is not null in progress');
    return;
  }
  if (over === null) {
    fail(board, ply, 'isTerminal is null on a finished game');
    return;
  }
  if (over.status !== expected.status || over.moveCount !== ply)
    fail(board, ply, `isTerminal status ${over.status}, moveCount ${over.moveCount}`);
  if (
    over.winner?.symbol !== (winner ?? undefined) ||
    over.loser?.symbol !== (winner ? (winner === 'X' ? 'O' : 'X') : undefined)
  ) {
    fail(board, ply, `isTerminal winner ${JSON.stringify(over.winner)} loser ${JSON.stringify(over.loser)}`);
  }
  if (describeLine(over.line) !== wantLine)
    fail(board, ply, `isTerminal line ${describeLine(over.line)}, expected ${wantLine}`);
  const lines = (over.lines ?? []).map(describeLine).join(' | ');
  const wantLines = expected.lines.map(describeLine).join(' | ');
  if (lines !== wantLines) fail(board, ply, `isTerminal lines ${lines || 'none'}, expected ${wantLines || 'none'}`);
  if (over.line && (typeof over.line.name !== 'string' || over.line.name === ''))
    fail(board, ply, 'a line without a name');
}

const oracleCache = new Map<string, OracleCensus>();
const oracleOf = (shape: Shape): OracleCensus => {
  let c = oracleCache.get(shape.label);
  if (!c) oracleCache.set(shape.label, (c = census(shape)));
  return c;
};

describe.each(SHAPES)('$label: every reachable position through the API matches the oracle', (shape) => {
  it.each(VARIANTS)('%s', (variant) => {
    const oracle = oracleOf(shape);
    const got = walkEngine(shape, variant);
    // Every position agrees with the oracle (the shallowest failures come first: the smallest examples).
    expect(got.failures).toEqual([]);
    // The same positions and the same games, counted by DP over the engine's positions.
    expect(got.positions).toBe(oracle.positions);
    expect(got.positionsByPly).toEqual(oracle.positionsByPly);
    expect({ games: got.games, wins: got.wins, draws: got.draws }).toEqual({
      games: oracle.games,
      wins: winsFor(oracle, variant),
      draws: oracle.draws,
    });
    expect(got.gamesByLength).toEqual(oracle.gamesByLength);
    // And the published figures, where there are some.
    const fact = FACTS[shape.label];
    if (fact) {
      const wins = variant === 'standard' ? { X: fact.X, O: fact.O } : { X: fact.O, O: fact.X };
      expect({ games: got.games, wins: got.wins, draws: got.draws, positions: got.positions }).toEqual({
        games: fact.games,
        wins,
        draws: fact.draws,
        positions: fact.positions,
      });
    }
  });
});

describe('the oracle itself', () => {
  // Guards the oracle: if it drifted, the comparisons above would prove nothing.
  it.each(Object.entries(FACTS))('reproduces the published figures of %s', (label, fact) => {
    const oracle = oracleOf(SHAPES.find((s) => s.label === label)!);
    expect({
      games: oracle.games,
      X: oracle.lineOwner.X,
      O: oracle.lineOwner.O,
      draws: oracle.draws,
      positions: oracle.positions,
    }).toEqual(fact);
  });
});
