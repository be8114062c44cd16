/**
 * What a search may spend: a number of nodes and a time on a clock, and when the search looks at each.
 *
 * @packageDocumentation
 */

/** What a search may spend: nodes, and a time on a clock. */
export interface Budget {
  readonly nodes: number;
  /** The time (on `now`) at which the search stops. */
  readonly deadline: number;
  readonly now: () => number;
}

/** No limit: the budget of a search given none. */
export const UNLIMITED: Budget = { nodes: Infinity, deadline: Infinity, now: () => 0 };

/** The clock is read once every this many nodes (reading it costs more than a node). */
export const TIME_CHECK = 1024;

/** The first multiple of {@link TIME_CHECK} above `nodes`. */
export const nextTimeCheck = (nodes: number): number => (Math.floor(nodes / TIME_CHECK) + 1) * TIME_CHECK;

/** Says whether a budget's time is up (a clock that gives NaN counts as up). */
export const timeUp = (budget: Budget): boolean => !(budget.now() < budget.deadline);

/** The first `share` (0–1) of what is left of a budget's time. */
export function shareOf(budget: Budget, share: number): Budget {
  const now = budget.now();
  return { ...budget, deadline: budget.deadline === Infinity ? Infinity : now + (budget.deadline - now) * share };
}
