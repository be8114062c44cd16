// The proof: every game of tic-tac-toe, walked through the public API, checked at every state.
import { describe, expect, it } from 'vitest';
import {
  TicTacToeEngine,
  placeMove,
  unwrap,
  type GameState,
  type Mark,
  type MoveErrorCode,
  type Variant,
} from '../../../../src/index.js';
import { linesOf, oracleOutcome, text } from '../../../support/oracle.js';

const engine = new TicTacToeEngine();
const CELLS = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
const PLAYERS = [{ id: 'ann' }, { id: 'bob' }] as const;
const ID: Record<Mark, string> = { X: 'ann', O: 'bob' };
const MARKS: Mark[] = ['X', 'O'];

interface Census {
  games: number;
  won: Record<Mark, number>;
  draws: number;
  byLength: Record<number, number>;
  byPly: number[];
  positions: Map<string, 'open' | 'over'>;
  failures: string[];
}

/** What the engine derives from a state's inner position: its legal moves and outcome. */
function fingerprint(state: GameState): string {
  const legal = MARKS.map((mark) =>
    engine
      .getLegalMoves(state, ID[mark])
      .map((m) => `${m.data.position.row}${m.data.position.col}`)
      .join(),
  );
  return `${legal.join('|')}|${engine.isTerminal(state)?.status ?? 'open'}`;
}

/** Walks every game from the empty board in both variants at once, checking each state. */
function walk(): Census {
  const census: Census = {
    games: 0,
    won: { X: 0, O: 0 },
    draws: 0,
    byLength: {},
    byPly: [],
    positions: new Map(),
    failures: [],
  };
  const fail = (state: GameState, why: string): void => {
    if (census.failures.length < 20) census.failures.push(`${text(state.board)}: ${why}`);
  };

  const visit = (standard: GameState, misere: GameState, ply: number): void => {
    census.byPly[ply] = (census.byPly[ply] ?? 0) + 1;
    const board = standard.board;
    const before = text(board);
    const expected = oracleOutcome(board);
    census.positions.set(before, expected === null ? 'open' : 'over');
    const unchanged = fingerprint(standard);

    // The outcome agrees with the oracle, in both variants (misère swaps the winner).
    checkOutcome(standard, expected, 'standard', fail);
    checkOutcome(misere, expected, 'misere', fail);
    if (text(misere.board) !== before) fail(standard, 'misère tree diverged');
    if (standard.moveCount !== ply || standard.history.length !== ply)
      fail(standard, 'move count or history length is not the ply');

    // Legal moves are exactly the mover's empty cells; nobody else has any.
    const empty = CELLS.filter((cell) => board[cell] === null);
    for (const mark of MARKS) {
      const moves = engine.getLegalMoves(standard, ID[mark]);
      const mine = expected === null && standard.currentPlayer === mark;
      const cells = moves.map((m) => m.data.position.row * 3 + m.data.position.col);
      if (cells.join() !== (mine ? empty.join() : '')) fail(standard, `legal moves of ${mark}: ${cells.join()}`);
      if (moves.some((m) => m.data.symbol !== mark)) fail(standard, 'a legal move has the wrong symbol');
      if (engine.getLegalMoves(misere, ID[mark]).length !== moves.length) fail(standard, 'misère legal moves differ');
    }

    // validateMove accepts exactly those and rejects everything else with the right code.
    for (const cell of CELLS) {
      for (const mark of MARKS) {
        for (const symbol of MARKS) {
          const result = engine.validateMove(standard, placeMove(cell, symbol), ID[mark]);
          const want = expectedCode(standard, expected, mark, symbol, board[cell] !== null);
          const got = result.valid ? null : result.error.code;
          if (got !== want) fail(standard, `validate ${mark} ${symbol}@${cell}: got ${got}, want ${want}`);
        }
      }
    }

    if (expected !== null) {
      census.games++;
      census.byLength[ply] = (census.byLength[ply] ?? 0) + 1;
      if (expected === 'draw') census.draws++;
      else census.won[expected]++;
      return;
    }
    const mover = standard.currentPlayer!;
    for (const cell of empty) {
      const move = placeMove(cell, mover);
      const next = engine.applyMove(standard, move);
      const nextMisere = engine.applyMove(misere, move);
      if (!next.ok || !nextMisere.ok) {
        fail(standard, `legal move ${cell} rejected`);
        continue;
      }
      const child = next.value;
      if (!Object.isFrozen(child) || !Object.isFrozen(child.board) || !Object.isFrozen(child.history))
        fail(child, 'not frozen');
      if (child.board[cell] !== mover) fail(child, 'mark not placed');
      if (child.currentPlayer === mover) fail(child, 'turns did not alternate');
      const last = child.history[ply];
      if (
        !last ||
        last.cell !== cell ||
        last.symbol !== mover ||
        last.moveNumber !== ply + 1 ||
        last.playerId !== ID[mover]
      ) {
        fail(child, 'history entry wrong');
      }
      visit(child, nextMisere.value, ply + 1);
    }
    // Read through the engine (its legal moves come from the state's inner position, not the cached board).
    if (fingerprint(standard) !== unchanged) fail(standard, 'state mutated by its children');
  };

  const start = unwrap(engine.createInitialState({}, PLAYERS));
  const startMisere = unwrap(engine.createInitialState({ variant: 'misere' }, PLAYERS));
  visit(start, startMisere, 0);
  return census;
}

function expectedCode(
  state: GameState,
  outcome: ReturnType<typeof oracleOutcome>,
  player: Mark,
  symbol: Mark,
  occupied: boolean,
): MoveErrorCode | null {
  if (outcome !== null) return 'GAME_OVER';
  if (state.currentPlayer !== player) return 'NOT_YOUR_TURN';
  if (symbol !== player) return 'WRONG_SYMBOL';
  return occupied ? 'CELL_OCCUPIED' : null;
}

function checkOutcome(
  state: GameState,
  expected: ReturnType<typeof oracleOutcome>,
  variant: Variant,
  fail: (state: GameState, why: string) => void,
): void {
  const over = engine.isTerminal(state);
  if (expected === null) {
    if (over !== null || state.status !== 'in-progress' || state.currentPlayer === null)
      fail(state, `${variant}: should be in progress`);
    return;
  }
  if (state.currentPlayer !== null || state.currentPlayerId !== null)
    fail(state, `${variant}: a finished game has a player to move`);
  if (expected === 'draw') {
    if (over?.status !== 'draw' || state.winner !== null || state.winningLine !== null)
      fail(state, `${variant}: should be a draw`);
    return;
  }
  const winner = variant === 'standard' ? expected : expected === 'X' ? 'O' : 'X';
  if (over?.status !== 'won' || over.winner?.symbol !== winner || over.winner.playerId !== ID[winner]) {
    fail(state, `${variant}: winner should be ${winner}`);
  }
  if (over?.loser?.symbol !== (winner === 'X' ? 'O' : 'X')) fail(state, `${variant}: wrong loser`);
  const line = state.winningLine;
  if (!line || line.cells.some((cell) => state.board[cell] !== expected))
    fail(state, `${variant}: winning line is not ${expected}'s`);
  if (over?.lines.length !== linesOf(state.board, expected))
    fail(state, `${variant}: isTerminal does not list every completed line`);
}

describe('every game of tic-tac-toe, through the public API', () => {
  const census = walk();

  it('checks every state without a failure', () => {
    expect(census.failures).toEqual([]);
  });

  it('counts 255,168 games: 131,184 won by X, 77,904 by O, 46,080 drawn', () => {
    expect(census.games).toBe(255_168);
    expect(census.won).toEqual({ X: 131_184, O: 77_904 });
    expect(census.draws).toBe(46_080);
  });

  it.each([
    [5, 1_440],
    [6, 5_328],
    [7, 47_952],
    [8, 72_576],
    [9, 127_872],
  ])('counts the games of length %i: %i', (length, games) => {
    expect(census.byLength[length]).toBe(games);
  });

  it.each([
    [0, 1],
    [1, 9],
    [2, 72],
    [3, 504],
    [4, 3_024],
    [5, 15_120],
    [6, 54_720],
    [7, 148_176],
    [8, 200_448],
    [9, 127_872],
  ])('counts the states at ply %i (perft): %i', (ply, states) => {
    expect(census.byPly[ply]).toBe(states);
  });

  it('counts 549,946 states in the game tree', () => {
    expect(census.byPly.reduce((a, b) => a + b, 0)).toBe(549_946);
  });

  it('counts 5,478 distinct positions: 4,520 not over and 958 over', () => {
    const kinds = [...census.positions.values()];
    expect(census.positions.size).toBe(5_478);
    expect(kinds.filter((k) => k === 'open')).toHaveLength(4_520);
    expect(kinds.filter((k) => k === 'over')).toHaveLength(958);
  });
});
