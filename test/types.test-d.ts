import { describe, expectTypeOf, it } from 'vitest';
import {
  PRESETS,
  TicTacToeEngine,
  cellFromName,
  placeMove,
  type AbortSignalLike,
  type CellIndex,
  type EngineError,
  type GameEngineAPI,
  type GameState,
  type Mark,
  type MoveError,
  type MoveErrorCode,
  type Result,
  type SolveAsyncOptions,
} from '../src/index.js';

const engine = new TicTacToeEngine();
declare const state: GameState;

describe('types', () => {
  it('narrows results on ok and validation on valid', () => {
    const next = engine.applyMove(state, placeMove(4, 'X'));
    if (next.ok) expectTypeOf(next.value).toEqualTypeOf<GameState>();
    else expectTypeOf(next.error).toEqualTypeOf<MoveError>();
    const check = engine.validateMove(state, placeMove(4, 'X'), 'ann');
    if (!check.valid) expectTypeOf(check.error.code).toEqualTypeOf<MoveErrorCode>();
    expectTypeOf(engine.createInitialState({}, [])).toMatchTypeOf<Result<GameState, EngineError>>();
  });

  it('takes rules values as settings, without a spread', () => {
    const players = [{ id: 'ann' }, { id: 'bob' }];
    expectTypeOf(engine.createInitialState(PRESETS['connect-four'], players)).toMatchTypeOf<
      Result<GameState, EngineError>
    >();
    expectTypeOf(engine.createInitialState(state.rules, players)).toMatchTypeOf<Result<GameState, EngineError>>();
    expectTypeOf(engine.replay([4], state.rules, players)).toMatchTypeOf<Result<GameState, EngineError>>();
    expectTypeOf(engine.fromSetup('.........', PRESETS['tic-tac-toe'], players)).toMatchTypeOf<
      Result<GameState, EngineError>
    >();
  });

  it('keeps states readonly', () => {
    // @ts-expect-error the board is readonly
    state.board[0] = 'X';
    // @ts-expect-error the status is readonly
    state.status = 'won';
    // @ts-expect-error the history is readonly
    state.history.push(state.history[0]!);
  });

  it('implements the generic contract', () => {
    expectTypeOf(engine).toMatchTypeOf<GameEngineAPI<GameState>>();
  });

  it('narrows literal cell names to cell indexes', () => {
    expectTypeOf(cellFromName('b2')).toEqualTypeOf<CellIndex | undefined>();
    expectTypeOf(cellFromName('z9' as string)).toEqualTypeOf<CellIndex | undefined>();
    expectTypeOf(state.currentPlayer).toEqualTypeOf<Mark | null>();
  });

  it('rejects a move with a bad symbol at compile time', () => {
    // @ts-expect-error 'Z' is not a mark
    placeMove(4, 'Z');
  });

  it('takes the AbortSignal of the DOM and Node types as a signal, without naming that global', () => {
    expectTypeOf(new AbortController().signal).toMatchTypeOf<AbortSignalLike>();
    expectTypeOf<{ signal: AbortSignal }>().toMatchTypeOf<SolveAsyncOptions>();
    expectTypeOf<{ signal: { aborted: boolean } }>().toMatchTypeOf<SolveAsyncOptions>();
  });
});
