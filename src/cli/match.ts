// What `play` needs of a game, over the game's own states: one round loop plays every game.
import type { AIDifficulty, Mark } from 'tictactoe-engine';
import type { Read } from './input.js';
import type { CellJson } from './json.js';

/** Options of `tictactoe play` that every game shares, checked (the rules are the game's). */
export interface PlayOptions {
  /** The AI's level, or `null` for two players at one keyboard. */
  readonly level: AIDifficulty | null;
  readonly human: Mark;
  readonly seed: number | undefined;
  readonly json: boolean;
}

/** Something to say: text for people, and the event (a JSON object) that `--json` writes instead. */
export interface Said {
  readonly text: string;
  readonly event: object;
}

/**
 * A game at the prompt of `play`, over its states `S`: how to start, draw, read a move, take
 * moves back and end a round. {@link playRound} plays any of them.
 */
export interface Match<S> {
  /** The fields of the `start` event after `round`: the rules (and, but for k-in-a-row, the game). */
  readonly start: object;
  /** The AI of the `start` event: `null` for two players. */
  readonly ai: object | null;
  /** The first lines of the first round: who plays, the rules, how to play. */
  readonly intro: string;
  /** How to play a move, on `help`. */
  readonly help: string;
  /** The mark of the person at the keyboard against the AI, or `null` for two players. */
  readonly human: Mark | null;
  /** The state of a new round. */
  newGame(): S;
  /** The mark to move, or `null` when the game is over. */
  mover(state: S): Mark | null;
  /** The moves played. */
  plies(state: S): number;
  /** The state after the first `ply` moves. */
  at(state: S, ply: number): S;
  /** The board and its surroundings, drawn for the prompt. */
  draw(state: S): string;
  /** The `board` event's fields after `toMove` and `moves`, and the end's: the position as JSON. */
  position(state: S): { readonly board: string; readonly moves: string };
  /** Fields of the `board` event after the position (none for k-in-a-row). */
  boardFields(state: S): object;
  /** The end of a finished game: the board and result as text, the `end` event's fields, the winner. */
  end(state: S): Said & { readonly winner: Mark | null };
  /** Reads a move typed at the prompt: the state after it, or why it cannot be played. */
  play(word: string, state: S): Read<S>;
  /** The last move of `state`, as JSON. */
  lastMove(state: S): CellJson;
  /** What `hint` at the prompt says. */
  hint(state: S, mover: Mark): Said;
  /** The AI's move when it is the AI's turn: the state after it and what to say; else `undefined`. */
  aiMove(state: S, mover: Mark): { readonly state: S; readonly text: string } | undefined;
}
