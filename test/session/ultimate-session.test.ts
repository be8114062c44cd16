// What Ultimate's session adds to the shared store (shared.test.ts runs the store's behaviours
// against it): its three kinds of input, the board the player to move is sent to, closed boards
// across undo and redo, restarts under other switches and a tally keyed by them.
import { describe, expect, it } from 'vitest';
import { TicTacToeEngine, createSession, unwrap } from '../../src/index.js';
import {
  UltimateEngine,
  createUltimateSession,
  ultimateMove,
  type UltimateSession,
  type UltimateSessionOptions,
  type UltimateState,
} from '../../src/ultimate.js';
import { OracleGame, STANDARD } from '../support/ultimate-oracle.js';
import { ULTIMATE } from './games.js';

const players = [{ id: 'ann' }, { id: 'bob' }];
const engine = new UltimateEngine();
const make = (options: UltimateSessionOptions = { players }): UltimateSession => unwrap(createUltimateSession(options));
const playAll = (session: UltimateSession, moves: readonly number[]): UltimateSession => {
  for (const move of moves) unwrap(session.play(move));
  return session;
};

describe('createUltimateSession: play', () => {
  it('takes a move number, a square or a move, the same move each', () => {
    const states = [40, 'e5', ultimateMove('e5', 'X'), ultimateMove(40, 'X')].map((input) => {
      const session = make();
      return unwrap(session.play(input, 'ann'));
    });
    for (const state of states) {
      expect(state.lastMove).toMatchObject({ move: 40, board: 4, cell: 4, square: 'e5', symbol: 'X' });
      expect(state.board).toEqual(states[0]!.board);
    }
  });

  it('shows the board the player to move is sent to in every snapshot, through undo and redo', () => {
    const session = make();
    const sent: (number | null)[] = [session.getSnapshot().state.forcedBoard];
    const oracle = new OracleGame(STANDARD);
    const expected: (number | null)[] = [oracle.forced];
    for (const move of ULTIMATE.xWins) {
      unwrap(session.play(move));
      oracle.play(move);
      sent.push(session.getSnapshot().state.forcedBoard);
      expected.push(oracle.result === null ? oracle.forced : null);
    }
    expect(sent).toEqual(expected);
    for (let ply = ULTIMATE.xWins.length - 1; ply >= 0; ply--) {
      unwrap(session.undo());
      expect(session.getSnapshot().state.forcedBoard).toBe(expected[ply]);
    }
    unwrap(session.redo(3));
    expect(session.getSnapshot().state.forcedBoard).toBe(expected[3]);
  });

  it('refuses a move outside the board one is sent to with WRONG_BOARD, naming the board and the move', () => {
    const session = make();
    unwrap(session.play('e5'));
    const before = session.getSnapshot();
    expect(session.play('a9')).toMatchObject({ ok: false, error: { code: 'WRONG_BOARD', board: 4, cell: 0 } });
    expect(session.play(0, 'bob')).toMatchObject({ ok: false, error: { code: 'WRONG_BOARD', board: 4 } });
    expect(session.getSnapshot()).toBe(before);
  });

  it('closes a won board and opens it again when the winning move is undone', () => {
    // The first move of the suite's game that wins a local board, and a later player sent to it.
    const states = [unwrap(engine.createInitialState({}, players))];
    for (const _ of ULTIMATE.xWins)
      states.push(unwrap(engine.replay(ULTIMATE.xWins.slice(0, states.length), {}, players)));
    const closing = states.findIndex((state) => state.boards.some((result) => result !== null));
    const board = states[closing]!.boards.findIndex((result) => result !== null);
    const freed = states.findIndex(
      (state, i) =>
        i > closing &&
        state.forcedBoard === null &&
        state.status === 'in-progress' &&
        state.history.at(-1)!.cell === board,
    );
    expect([closing > 0, freed > closing]).toEqual([true, true]);
    const session = playAll(make(), ULTIMATE.xWins.slice(0, freed));
    const closed = session.getSnapshot().state;
    expect(closed.boards[board]).toBe(states[closing]!.lastMove!.symbol);
    // Sent to a closed board: free to play in any open one, but not in the closed one.
    const empty = [...Array(9).keys()].map((c) => board * 9 + c).find((m) => closed.board[m] === null);
    expect(empty).toBeDefined();
    expect(session.play(empty!)).toMatchObject({ ok: false, error: { code: 'BOARD_CLOSED', board } });
    // Undo back across the move that won the board: it is open again, and takes marks.
    const back = unwrap(session.undo(freed - closing + 1));
    expect(back.boards[board]).toBeNull();
    expect(back).toBe(session.getSnapshot().state);
    expect(unwrap(session.redo(freed - closing + 1))).toBe(closed);
    expect(session.getSnapshot().state.boards[board]).not.toBeNull();
  });

  it('hands the mover the Ultimate state, and plays the move it returns', async () => {
    const seen: UltimateState[] = [];
    const session = make({
      players,
      mover: (state) => {
        seen.push(state);
        return { ok: true, value: engine.getLegalMoves(state, state.currentPlayerId!)[0]! };
      },
    });
    unwrap(session.play('e5'));
    const reply = unwrap(await session.playMover());
    expect(seen[0]!.forcedBoard).toBe(4);
    expect(reply.lastMove).toMatchObject({ board: 4, symbol: 'O' });
  });
});

describe('createUltimateSession: rounds, switches and the tally', () => {
  it('decides by the tiebreak under most-boards, and counts that round apart from the standard one', () => {
    const session = playAll(make({ players, settings: { tiebreak: 'most-boards' } }), ULTIMATE.draw);
    expect(session.getSnapshot().over).toMatchObject({ status: 'won', by: 'tiebreak', winner: { playerId: 'bob' } });
    expect(session.getSnapshot().tally).toMatchObject({ games: 1, draws: 0, wins: { bob: 1 } });
    // restart keeps the switches it is not given
    unwrap(session.restart({ tiebreak: 'none', wonBoards: 'closed' }));
    playAll(session, ULTIMATE.draw);
    expect(session.getSnapshot().over).toMatchObject({ status: 'draw', by: 'draw', winner: null });
    unwrap(session.restart({ drawnBoards: 'both' }));
    expect(session.getSnapshot().state.rules).toEqual({ wonBoards: 'closed', drawnBoards: 'both', tiebreak: 'none' });
    const { tally } = session.getSnapshot();
    expect(tally).toEqual({
      games: 2,
      draws: 1,
      wins: { bob: 1 },
      winsByMark: { X: 0, O: 1 },
      byRules: [
        {
          rules: { wonBoards: 'closed', drawnBoards: 'nobody', tiebreak: 'most-boards' },
          games: 1,
          draws: 0,
          wins: { bob: 1 },
          winsByMark: { X: 0, O: 1 },
        },
        { rules: STANDARD, games: 1, draws: 1, wins: {}, winsByMark: { X: 0, O: 0 } },
      ],
    });
    expect(Object.isFrozen(tally.byRules[0]!.rules)).toBe(true);
  });

  it('restarts a round under the open-boards switch, the players and metadata kept', () => {
    const session = make({ players, settings: { xPlayerId: 'bob', metadata: { gameId: 'u1' } } });
    const start = unwrap(session.restart({ wonBoards: 'open' }));
    expect(start.rules.wonBoards).toBe('open');
    expect([start.currentPlayerId, start.metadata.gameId]).toEqual(['bob', 'u1']);
    for (const settings of [{ wonBoards: 'never' }, { tiebreak: null }, { drawnBoards: 1 }, { xPlayerId: 'eve' }]) {
      expect(session.restart(settings as never)).toMatchObject({ ok: false });
    }
    expect(session.getSnapshot().state).toBe(start);
  });

  it('resumes a position from fromSetup: restart returns to it', () => {
    const setup = unwrap(engine.fromSetup('9/9/9/9/4x4/9/9/9/9 O 1 e5', {}, players));
    const session = make({ state: setup });
    expect(session.getSnapshot()).toMatchObject({ canUndo: false, state: { forcedBoard: 4 } });
    unwrap(session.play('e6'));
    expect(unwrap(session.restart())).toBe(setup);
  });

  it('refuses states of the other game, and tallies whose rules are not three switches', () => {
    const kState = unwrap(new TicTacToeEngine().createInitialState({}, players));
    const uState = unwrap(engine.createInitialState({}, players));
    expect(createUltimateSession({ state: kState as never })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_STATE' },
    });
    expect(createSession({ state: uState as never })).toMatchObject({ ok: false, error: { code: 'INVALID_STATE' } });
    const counts = { games: 1, draws: 1, wins: {}, winsByMark: { X: 0, O: 0 } };
    const entry = { rules: STANDARD, ...counts };
    expect(make({ players, tally: { ...counts, byRules: [entry] } }).getSnapshot().tally.byRules).toEqual([entry]);
    for (const [i, rules] of [
      { wonBoards: 'closed', drawnBoards: 'nobody' },
      { ...STANDARD, tiebreak: 'coin' },
      { ...STANDARD, wonBoards: null },
      { rows: 3, columns: 3, inARow: 3, gravity: false, variant: 'standard' },
      'standard',
      null,
    ].entries()) {
      const tally = { ...counts, byRules: [{ ...entry, rules }] };
      expect(createUltimateSession({ players, tally } as never), `case ${i}`).toMatchObject({
        ok: false,
        error: { code: 'INVALID_TALLY' },
      });
    }
    expect(
      createUltimateSession({ players, tally: { ...counts, games: 2, draws: 2, byRules: [entry, entry] } }),
    ).toMatchObject({
      ok: false,
      error: { code: 'INVALID_TALLY' },
    });
    // A k-in-a-row session refuses Ultimate's rules too.
    expect(createSession({ players, tally: { ...counts, byRules: [entry] } as never })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_TALLY' },
    });
  });

  it('resumes a finished game of switches the tally has no entry for: uncounted', () => {
    const won = unwrap(engine.replay(ULTIMATE.xWins, { wonBoards: 'closed', tiebreak: 'most-boards' }, players));
    const standardWin = unwrap(engine.replay(ULTIMATE.xWins, {}, players));
    const first = playAll(make(), ULTIMATE.xWins);
    const tally = first.getSnapshot().tally;
    expect(make({ state: won, tally }).getSnapshot().tally).toEqual(tally);
    const resumed = make({ state: standardWin, tally });
    expect(resumed.getSnapshot().tally).toEqual(tally);
    unwrap(resumed.undo());
    expect(resumed.getSnapshot().tally.games).toBe(0);
  });
});
