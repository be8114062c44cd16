import { describe, expectTypeOf, it } from 'vitest';
import {
  createUltimateSession,
  ok,
  ultimateMove,
  unwrap,
  type Result,
  type SessionError,
  type SessionMover,
  type SessionMoveEvent,
  type SessionSnapshot,
  type UltimateGameOver,
  type UltimateSession,
  type UltimateSessionEvent,
  type UltimateSessionMover,
  type UltimateSessionSnapshot,
  type UltimateSessionTypes,
  type UltimateState,
  type UltimateTally,
} from '../../src/ultimate.js';

describe("Ultimate's session types", () => {
  const session = unwrap(createUltimateSession());

  it('returns Results of Ultimate states that narrow', () => {
    expectTypeOf(createUltimateSession()).toEqualTypeOf<Result<UltimateSession, SessionError>>();
    const played = session.play('e5');
    if (played.ok) expectTypeOf(played.value).toEqualTypeOf<UltimateState>();
    else expectTypeOf(played.error.board).toEqualTypeOf<number | undefined>();
  });

  it('takes move numbers, squares and moves, not other values', () => {
    session.play(40);
    session.play('e5', 'ann');
    session.play(ultimateMove('e5', 'X'));
    // @ts-expect-error a k-in-a-row move's shape is not an input
    session.play({ type: 'place', data: { position: { row: 1, col: 1 }, symbol: 'X' } });
  });

  it('keeps the snapshot readonly, with the Ultimate outcome and tally', () => {
    const snapshot = session.getSnapshot();
    expectTypeOf(snapshot).toEqualTypeOf<SessionSnapshot<UltimateSessionTypes>>();
    expectTypeOf(snapshot.over).toEqualTypeOf<UltimateGameOver | null>();
    expectTypeOf(snapshot.tally).toEqualTypeOf<UltimateTally>();
    // @ts-expect-error the snapshot is readonly
    snapshot.round = 2;
    session.on('move', (event) => expectTypeOf(event).toEqualTypeOf<SessionMoveEvent<UltimateSessionTypes>>());
    // @ts-expect-error restart takes Ultimate's switches
    session.restart({ wonBoards: 'never' });
  });

  it('takes movers of Ultimate moves', () => {
    const mover: SessionMover<UltimateSessionTypes> = (state) => ok(ultimateMove(40, state.currentPlayer ?? 'X'));
    unwrap(createUltimateSession({ mover }));
    // @ts-expect-error a mover of k-in-a-row moves
    createUltimateSession({ mover: () => ok({ type: 'place', data: { position: { row: 0, col: 0 }, symbol: 'X' } }) });
  });

  it('has names of its own for the snapshot, the events and the mover, as the generic ones of its types', () => {
    expectTypeOf(session.getSnapshot()).toEqualTypeOf<UltimateSessionSnapshot>();
    expectTypeOf<UltimateSessionSnapshot>().toEqualTypeOf<SessionSnapshot<UltimateSessionTypes>>();
    expectTypeOf<UltimateSessionSnapshot['state']>().toEqualTypeOf<UltimateState>();
    expectTypeOf<UltimateSessionMover>().toEqualTypeOf<SessionMover<UltimateSessionTypes>>();
    expectTypeOf<Extract<UltimateSessionEvent, { type: 'move' }>>().toEqualTypeOf<
      SessionMoveEvent<UltimateSessionTypes>
    >();
  });
});
