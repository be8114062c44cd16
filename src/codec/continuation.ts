/**
 * What correspondence play checks and says the same way for every game: whether a received record
 * continues the one a player saw by their opponent's moves alone (fail closed), and where the game
 * stands for that player. Each game's correspondence module gives its records and states to these.
 *
 * @packageDocumentation
 */
import { err, ok } from '../core/errors.js';
import { describe } from '../core/describe.js';
import type { RecordError } from '../core/record-errors.js';
import type { GameStatus, PlayerRef, PlayerResult, Result, SeatedPlayer } from '../core/types.js';

/** Where a correspondence game stands for one player: their move, the opponent's move, or over. */
export type TurnPhase = 'your-turn' | 'waiting' | 'over';

/** A record as the continuation check compares it: its game, players, and moves from its start. */
export interface ComparedRecord {
  readonly gameId?: string | undefined;
  readonly players: readonly SeatedPlayer[];
  readonly moves: readonly number[];
}

/**
 * Checks that `now` continues `old` by the opponent's moves alone, for player `me`: same game id,
 * rules (`sameGame`: the rules and anything else of the game's start) and players; every move of `old`
 * kept; no new move by `me` (`movers[ply]` is the id of the player of move `ply` of `now`).
 * `name` writes a move for the messages. Returns the plies of the new moves.
 */
export function continues(
  old: ComparedRecord,
  now: ComparedRecord,
  sameGame: boolean,
  movers: (ply: number) => string,
  me: string,
  name: (move: number) => string,
): Result<readonly number[], RecordError<'WRONG_GAME' | 'UNKNOWN_PLAYER' | 'HISTORY_REWRITTEN' | 'NOT_OPPONENT_MOVE'>> {
  const samePlayers = old.players.every(
    (player, i) =>
      player.id === now.players[i]!.id &&
      player.name === now.players[i]!.name &&
      player.symbol === now.players[i]!.symbol,
  );
  if (old.gameId !== now.gameId || !sameGame || !samePlayers) {
    return err({
      code: 'WRONG_GAME',
      message: 'Refused: the received record has another game id, other rules or other players.',
    });
  }
  if (!now.players.some((player) => player.id === me)) return unknownPlayer(me);
  for (const [ply, move] of old.moves.entries()) {
    const after = now.moves[ply];
    if (after !== move)
      return refused(
        'HISTORY_REWRITTEN',
        `move ${ply + 1} was ${name(move)}, now ${after === undefined ? 'taken back' : name(after)}`,
        ply,
      );
  }
  const added: number[] = [];
  for (let ply = old.moves.length; ply < now.moves.length; ply++) {
    if (movers(ply) === me)
      return refused(
        'NOT_OPPONENT_MOVE',
        `move ${ply + 1} (${name(now.moves[ply]!)}) is yours, not your opponent's`,
        ply,
      );
    added.push(ply);
  }
  return ok(added);
}

/** A state as the view of a player needs it. */
export interface TurnState {
  readonly players: readonly SeatedPlayer[];
  readonly status: GameStatus;
  readonly winner: PlayerRef | null;
  readonly currentPlayerId: string | null;
  readonly lastMove: { readonly playerId: string } | null;
}

/** Where the game stands for player `me`. */
export interface Turn {
  readonly opponent: SeatedPlayer;
  readonly phase: TurnPhase;
  readonly ownLink: boolean;
  readonly result: PlayerResult | null;
}

/** Returns where the game of `state` stands for `me`, one of its players. */
export function turnOf(state: TurnState, me: SeatedPlayer): Turn {
  const opponent = state.players.find((player) => player !== me)!;
  const last = state.lastMove;
  const over = state.status !== 'in-progress';
  const result: PlayerResult | null = !over
    ? null
    : state.winner === null
      ? 'draw'
      : state.winner.playerId === me.id
        ? 'win'
        : 'loss';
  return {
    opponent,
    phase: over ? 'over' : state.currentPlayerId === me.id ? 'your-turn' : 'waiting',
    ownLink: last !== null && last.playerId === me.id,
    result,
  };
}

function refused<C extends 'HISTORY_REWRITTEN' | 'NOT_OPPONENT_MOVE'>(
  code: C,
  reason: string,
  ply: number,
): Result<never, RecordError<C>> {
  return err({ code, message: `Refused: ${reason}.`, ply });
}

/** Returns `UNKNOWN_PLAYER` for `me`. */
export function unknownPlayer(me: unknown): Result<never, RecordError<'UNKNOWN_PLAYER'>> {
  return err({ code: 'UNKNOWN_PLAYER', message: `${describe(me)} is not a player of this game.` });
}
