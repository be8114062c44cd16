/**
 * The score tally of any game: games, draws and wins per player id and per mark, in total and per
 * set of rules. Each game says how its rules are told apart and read back ({@link TallyRules}).
 *
 * @packageDocumentation
 */
import { isArray, isRecord } from './describe.js';
import { jsonData, readFields, readList } from './input.js';
import type { Mark, PlayerRef } from './types.js';

/** The counts of a tally: games played, draws, and wins per player id and per mark. */
export interface TallyCounts {
  /** Games recorded. */
  readonly games: number;
  /** Games drawn. */
  readonly draws: number;
  /** Wins by player id. */
  readonly wins: Readonly<Record<string, number>>;
  /** Wins by the mark the winner played. */
  readonly winsByMark: Readonly<Record<Mark, number>>;
}

/** A tally of any game: the totals, and the same counts per set of rules (in the order each was first played). */
export interface Tally<TRules> extends TallyCounts {
  readonly byRules: readonly (TallyCounts & { readonly rules: TRules })[];
}

/** How a game's tally tells its sets of rules apart, and reads them back from outside. */
export interface TallyRules<TRules> {
  /** Whether `a` and `b` are the same rules. */
  readonly same: (a: TRules, b: TRules) => boolean;
  /** The rules of a value from outside (already plain JSON data), or `undefined` when it is not rules. */
  readonly read: (value: unknown) => TRules | undefined;
}

/** What a tally reads of a finished game: its rules and its winner. */
export interface TalliedGame<TRules> {
  readonly rules: TRules;
  readonly winner: PlayerRef | null;
}

const NO_WINS = /* @__PURE__ */ Object.freeze({});
const NO_MARK_WINS = /* @__PURE__ */ Object.freeze({ X: 0, O: 0 });
const EMPTY: Tally<never> = /* @__PURE__ */ Object.freeze({
  games: 0,
  draws: 0,
  wins: NO_WINS,
  winsByMark: NO_MARK_WINS,
  byRules: /* @__PURE__ */ Object.freeze([]),
});

/** The tally with no games, one frozen value for every game. */
export function noGames<TRules>(): Tally<TRules> {
  return EMPTY;
}

/** Returns `tally`, a tally of this library (frozen, checked), with the finished game `state` added. */
export function tallyWith<TRules>(
  key: TallyRules<TRules>,
  tally: Tally<TRules>,
  state: TalliedGame<TRules>,
): Tally<TRules> {
  const at = tally.byRules.findIndex((entry) => key.same(entry.rules, state.rules));
  const entry =
    at < 0 ? { rules: state.rules, games: 0, draws: 0, wins: NO_WINS, winsByMark: NO_MARK_WINS } : tally.byRules[at]!;
  const byRules = [...tally.byRules];
  byRules.splice(
    at < 0 ? byRules.length : at,
    at < 0 ? 0 : 1,
    Object.freeze({ rules: entry.rules, ...added(entry, state) }),
  );
  return Object.freeze({ ...added(tally, state), byRules: Object.freeze(byRules) });
}

/** The counts with the finished game `state` added. */
function added({ games, draws, wins, winsByMark }: TallyCounts, { winner }: TalliedGame<unknown>): TallyCounts {
  const winsOf = (id: string): number => (Object.hasOwn(wins, id) ? wins[id]! : 0);
  return {
    games: games + 1,
    draws: draws + (winner ? 0 : 1),
    wins: winner ? Object.freeze({ ...wins, [winner.playerId]: winsOf(winner.playerId) + 1 }) : wins,
    winsByMark: winner ? Object.freeze({ ...winsByMark, [winner.symbol]: winsByMark[winner.symbol] + 1 }) : winsByMark,
  };
}

/**
 * Returns `tally` without the finished game `state`, or `undefined` when the tally cannot hold
 * it (a count would drop below 0). A player's win count that drops to 0 is removed, as a tally
 * that never counted the game would not have it; so is the entry of a set of rules whose games
 * drop to 0. Without an entry for the game's rules, the game can only be one of the games a
 * tally saved before board shapes counts in its totals alone (more games in the totals than in
 * `byRules`): it is taken out of the totals; else the tally cannot hold it.
 */
export function tallyWithout<TRules>(
  key: TallyRules<TRules>,
  tally: Tally<TRules>,
  state: TalliedGame<TRules>,
): Tally<TRules> | undefined {
  const totals = removed(tally, state);
  if (!totals) return undefined;
  const at = tally.byRules.findIndex((entry) => key.same(entry.rules, state.rules));
  if (at < 0)
    return tally.games > sum(tally.byRules, (entry) => entry.games)
      ? Object.freeze({ ...totals, byRules: tally.byRules })
      : undefined;
  const entry = removed(tally.byRules[at]!, state);
  if (!entry) return undefined;
  const byRules = [...tally.byRules];
  if (entry.games === 0) byRules.splice(at, 1);
  else byRules[at] = Object.freeze({ rules: tally.byRules[at]!.rules, ...entry });
  return Object.freeze({ ...totals, byRules: Object.freeze(byRules) });
}

/** The counts without the finished game `state`, or `undefined` when a count would drop below 0. */
function removed(
  { games, draws, wins, winsByMark }: TallyCounts,
  { winner }: TalliedGame<unknown>,
): TallyCounts | undefined {
  if (games < 1) return undefined;
  if (!winner) return draws < 1 ? undefined : { games: games - 1, draws: draws - 1, wins, winsByMark };
  const { playerId, symbol } = winner;
  const count = Object.hasOwn(wins, playerId) ? wins[playerId]! : 0;
  if (count < 1 || winsByMark[symbol] < 1) return undefined;
  // A computed key defines an own property, `__proto__` included.
  const rest: Record<string, number> = { ...wins, [playerId]: count - 1 };
  if (count === 1) delete rest[playerId];
  return {
    games: games - 1,
    draws,
    wins: Object.freeze(rest),
    winsByMark: Object.freeze({ ...winsByMark, [symbol]: winsByMark[symbol] - 1 }),
  };
}

function sum(entries: readonly TallyCounts[], count: (entry: TallyCounts) => number): number {
  return entries.reduce((n, entry) => n + count(entry), 0);
}

/** The most sets of rules a tally from outside may hold (there are about 14,000 in all). */
const MAX_RULES = 1000;

/**
 * Returns a frozen copy of a tally from outside, or `undefined` when it is not one: its fields
 * read once (through the input boundary; other fields are not read), `wins` and `winsByMark`
 * plain data, every count (games, draws, each mark's and each player's wins) a whole number ≥ 0,
 * and `byRules` (absent in tallies saved before board shapes) a list of such counts, each with
 * rules that `key` reads, and at least one game, no two the same, that add up to no more than the
 * totals (a tally saved before board shapes counts its earlier games in the totals alone).
 */
export function readTally<TRules>(key: TallyRules<TRules>, value: unknown): Tally<TRules> | undefined {
  const totals = copyCounts(value);
  const read = readFields(value, ['byRules']);
  const given = read?.byRules;
  const list = given === undefined ? [] : isArray(given) ? readList(given, MAX_RULES) : undefined;
  if (!totals || !read || !Array.isArray(list)) return undefined;
  const byRules: (TallyCounts & { readonly rules: TRules })[] = [];
  for (const item of list) {
    const counts = copyCounts(item);
    const rules = key.read(jsonData(readFields(item, ['rules'])?.rules));
    if (!counts || counts.games < 1 || rules === undefined || byRules.some((entry) => key.same(entry.rules, rules)))
      return undefined;
    byRules.push(Object.freeze({ rules, ...counts }));
  }
  // The rounds of each set of rules are rounds of the totals: no count adds up to more. One pass
  // over every count (a tally from outside may hold many entries and many players); the players'
  // wins by id as they are (an id may be as long as a string can be: no text is made of it).
  const marks = { games: 0, draws: 0, X: 0, O: 0 };
  const players = new Map<string, number>();
  for (const { games, draws, wins, winsByMark } of byRules) {
    marks.games += games;
    marks.draws += draws;
    marks.X += winsByMark.X;
    marks.O += winsByMark.O;
    for (const id of Object.keys(wins)) players.set(id, (players.get(id) ?? 0) + wins[id]!);
  }
  if (
    marks.games > totals.games ||
    marks.draws > totals.draws ||
    marks.X > totals.winsByMark.X ||
    marks.O > totals.winsByMark.O
  )
    return undefined;
  for (const [id, n] of players) if (n > (Object.hasOwn(totals.wins, id) ? totals.wins[id]! : 0)) return undefined;
  return Object.freeze({ ...totals, byRules: Object.freeze(byRules) });
}

/** Copies the counts of a tally (or of one entry of its `byRules`), or `undefined` when they are not counts. */
function copyCounts(value: unknown): TallyCounts | undefined {
  const {
    games,
    draws,
    wins: givenWins,
    winsByMark: givenMarks,
  } = readFields(value, ['games', 'draws', 'wins', 'winsByMark']) ?? {};
  const wins = jsonData(givenWins);
  const marks = readFields(givenMarks, ['X', 'O']);
  if (!isRecord(wins) || !marks) return undefined;
  const winsByMark = Object.freeze({ X: marks.X, O: marks.O });
  const counts = [games, draws, winsByMark.X, winsByMark.O, ...Object.values(wins)];
  if (!counts.every((n) => Number.isInteger(n) && (n as number) >= 0)) return undefined;
  return {
    games: games as number,
    draws: draws as number,
    wins: Object.freeze(wins) as TallyCounts['wins'],
    winsByMark: winsByMark as TallyCounts['winsByMark'],
  };
}
