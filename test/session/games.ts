// The games the shared session suite runs against: for each, a way to make its session and the
// games to play in it (cell indexes for the k-in-a-row games, move numbers for Ultimate), checked
// for Ultimate against the oracle written from the rules (test/support/ultimate-oracle.ts).
import { TicTacToeEngine, placeMove, unwrap, type Result, type SessionError } from '../../src/index.js';
import { UltimateEngine, createUltimateSession, ultimateMove } from '../../src/ultimate.js';
import { createSession, type GameSession, type SessionTypes } from '../../src/index.js';

/** A session of either game, as the shared suite drives it. */
export type AnySession = GameSession<AnySessionTypes>;

interface AnyCounts {
  readonly games: number;
  readonly draws: number;
  readonly wins: Readonly<Record<string, number>>;
  readonly winsByMark: Readonly<Record<'X' | 'O', number>>;
}

interface AnySessionTypes extends SessionTypes {
  readonly state: AnyState;
  readonly input: unknown;
  readonly settings: object;
  readonly over: { readonly status: string; readonly winner: { readonly playerId: string } | null };
  readonly tally: AnyCounts & { readonly byRules: readonly (AnyCounts & { readonly rules: object })[] };
}

/** What the suite reads of either game's state. */
export interface AnyState {
  readonly status: 'in-progress' | 'won' | 'draw';
  readonly currentPlayer: 'X' | 'O' | null;
  readonly currentPlayerId: string | null;
  readonly moveCount: number;
  readonly board: readonly ('X' | 'O' | null)[];
  readonly players: readonly { readonly id: string; readonly symbol: 'X' | 'O' }[];
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly rules: object;
  readonly history: readonly { readonly symbol: 'X' | 'O' }[];
  readonly lastMove: unknown;
  readonly winner: { readonly playerId: string } | null;
}

export interface GameFixture {
  readonly name: string;
  readonly create: (options?: unknown) => Result<AnySession, SessionError>;
  /** The state after `moves` from a new game of ann (X) and bob. */
  readonly replay: (moves: readonly number[], settings?: object) => AnyState;
  /** The move that places `symbol` at `at`. */
  readonly move: (at: number, symbol: 'X' | 'O') => object;
  /** The legal moves of the player to move, in increasing order. */
  readonly legal: (state: AnyState) => number[];
  /** What a history entry's move is, as `play` takes it. */
  readonly played: (state: AnyState) => number[];
  /** A game that ann (X) wins on its last move. */
  readonly xWins: readonly number[];
  /** Moves that, after the last move of `xWins` is taken back, make bob (O) win. */
  readonly oAfter: readonly number[];
  /** A drawn game. */
  readonly draw: readonly number[];
  /** A move and the move that then finds its cell taken. */
  readonly occupied: readonly [number, number];
  /** Settings of other rules, for `restart`. */
  readonly otherRules: Readonly<Record<string, unknown>>;
  /** Settings whose rules are wrong. */
  readonly badRules: Readonly<Record<string, unknown>>;
  /** Inputs `play` refuses at the start of a game, with their codes. */
  readonly badInputs: readonly (readonly [unknown, string])[];
}

const players = [{ id: 'ann' }, { id: 'bob' }];
const kEngine = new TicTacToeEngine();
const uEngine = new UltimateEngine();

export const K_IN_A_ROW: GameFixture = {
  name: 'k-in-a-row',
  create: (options) => createSession(options as never) as never,
  replay: (moves, settings = {}) => unwrap(kEngine.replay(moves as number[], settings as never, players)) as never,
  move: (at, symbol) => placeMove(at, symbol),
  legal: (state) => [...state.board.keys()].filter((cell) => state.status === 'in-progress' && !state.board[cell]),
  played: (state) => (state as unknown as { history: { cell: number }[] }).history.map((h) => h.cell),
  xWins: [0, 3, 1, 4, 2],
  oAfter: [8, 5],
  draw: [0, 1, 2, 4, 3, 5, 7, 6, 8],
  occupied: [4, 4],
  otherRules: { variant: 'misere' },
  badRules: { variant: 'big' },
  badInputs: [
    [9, 'OUT_OF_RANGE'],
    [-1, 'OUT_OF_RANGE'],
    [4.5, 'NOT_INTEGER'],
    [Number.NaN, 'NOT_INTEGER'],
    [Infinity, 'NOT_INTEGER'],
    ['b2', 'MALFORMED_MOVE'],
    [null, 'MALFORMED_MOVE'],
    [undefined, 'MALFORMED_MOVE'],
    [{}, 'MALFORMED_MOVE'],
    [{ type: 'place', data: { position: { row: 1, col: 1 }, symbol: 'O' } }, 'NOT_YOUR_TURN'],
    [{ type: 'place', data: { position: { row: 3, col: 0 }, symbol: 'X' } }, 'OUT_OF_RANGE'],
  ],
};

export const ULTIMATE: GameFixture = {
  name: 'Ultimate',
  create: (options) => createUltimateSession(options as never) as never,
  replay: (moves, settings = {}) => unwrap(uEngine.replay(moves as number[], settings as never, players)) as never,
  move: (at, symbol) => ultimateMove(at, symbol),
  legal: (state) => uEngine.getLegalMoves(state as never, state.currentPlayerId ?? '').map(toNumber),
  played: (state) => (state as unknown as { history: { move: number }[] }).history.map((h) => h.move),
  // Found by random playouts of the oracle; the tests check each ending against it.
  xWins: [77, 51, 56, 25, 65, 24, 59, 53, 75, 32, 46, 16, 71, 78, 62, 73, 13, 42, 68, 45, 2, 18, 1, 17, 76],
  oAfter: [80, 79, 5, 49, 38, 21, 35, 76],
  // Every board closed, no line; O won more boards than X (a win for O under the tiebreak 'most-boards').
  draw: [
    51, 58, 39, 31, 43, 63, 7, 69, 57, 28, 17, 78, 60, 59, 53, 76, 42, 55, 9, 5, 47, 24, 62, 74, 19, 10, 13, 44, 22, 41,
    49, 38, 23, 26, 4, 66, 30, 33, 61, 34, 1, 25,
  ],
  occupied: [40, 40],
  otherRules: { tiebreak: 'most-boards' },
  badRules: { wonBoards: 'never' },
  badInputs: [
    [81, 'OUT_OF_RANGE'],
    [-1, 'OUT_OF_RANGE'],
    [40.5, 'NOT_INTEGER'],
    [Number.NaN, 'NOT_INTEGER'],
    [Infinity, 'NOT_INTEGER'],
    ['j1', 'MALFORMED_MOVE'],
    ['', 'MALFORMED_MOVE'],
    [null, 'MALFORMED_MOVE'],
    [undefined, 'MALFORMED_MOVE'],
    [{}, 'MALFORMED_MOVE'],
    [{ type: 'place', data: { board: 4, cell: 4, symbol: 'O' } }, 'NOT_YOUR_TURN'],
    [{ type: 'place', data: { board: 9, cell: 0, symbol: 'X' } }, 'OUT_OF_RANGE'],
    [{ type: 'place', data: { position: { row: 1, col: 1 }, symbol: 'X' } }, 'NOT_INTEGER'],
  ],
};

function toNumber(move: { data: { board: number; cell: number } }): number {
  return move.data.board * 9 + move.data.cell;
}

export const GAMES: readonly GameFixture[] = [K_IN_A_ROW, ULTIMATE];
