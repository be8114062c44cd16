import { describe, expectTypeOf, it } from 'vitest';
import {
  createSession,
  ok,
  placeMove,
  unwrap,
  type ErrorData,
  type GameState,
  type Result,
  type SessionError,
  type SessionGameOverEvent,
  type SessionMover,
  type SessionMoveEvent,
  type SessionSnapshot,
  type TicTacToeMove,
  type TicTacToeSession,
} from '../../src/index.js';

describe('session types', () => {
  const session = unwrap(createSession());

  it('returns Results that narrow', () => {
    expectTypeOf(createSession()).toEqualTypeOf<Result<TicTacToeSession, SessionError>>();
    const played = session.play(4);
    if (played.ok) expectTypeOf(played.value).toEqualTypeOf<GameState>();
    else expectTypeOf(played.error.code).toEqualTypeOf<SessionError['code']>();
    expectTypeOf(session.playMover()).toEqualTypeOf<Promise<Result<GameState, SessionError>>>();
  });

  it('keeps the snapshot readonly', () => {
    const snapshot = session.getSnapshot();
    expectTypeOf(snapshot).toEqualTypeOf<SessionSnapshot>();
    // @ts-expect-error the snapshot is readonly
    snapshot.round = 2;
    // @ts-expect-error the tally is readonly
    snapshot.tally.wins.ann = 1;
  });

  it('narrows events by type', () => {
    session.on('move', (event) => expectTypeOf(event).toEqualTypeOf<SessionMoveEvent>());
    session.on('gameOver', (event) => expectTypeOf(event).toEqualTypeOf<SessionGameOverEvent>());
    // @ts-expect-error not an event type
    session.on('win', () => {});
  });

  it('takes cells and moves, not other values', () => {
    session.play(8);
    session.play(placeMove(4, 'X'), 'ann');
    // @ts-expect-error cell names are not inputs
    session.play('b2');
  });

  it('accepts synchronous and asynchronous movers with any error type', () => {
    const sync: SessionMover = () => ok(placeMove(4, 'X'));
    const async: SessionMover = async (state) => ok(placeMove(4, state.currentPlayer ?? 'X'));
    const ai = {
      getMove: async (_: GameState): Promise<Result<TicTacToeMove, ErrorData<'AI_ERROR'>>> => ok(placeMove(0, 'O')),
    };
    const viaAi: SessionMover = (state) => ai.getMove(state);
    expectTypeOf([sync, async, viaAi]).toEqualTypeOf<SessionMover[]>();
  });
});
