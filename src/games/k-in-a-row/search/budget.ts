/**
 * What a search may spend: a number of nodes and a time on a clock, and when the search looks at each.
 *
 * @packageDocumentation
 */
import { readBefore } from '../../../core/clock.js';
import { Pace } from '../../../core/pace.js';
import type { Grows } from './table.js';

/** What a search may spend: nodes, and a time on a clock. */
export interface Budget {
  readonly nodes: number;
  /** The time (on `now`) at which the search stops. */
  readonly deadline: number;
  readonly now: () => number;
}

/** Thrown through the search when the budget runs out; the board is restored before it leaves. */
export const OUT_OF_BUDGET: unique symbol = Symbol('out of budget');

/** No limit: the budget of a search given none. */
export const UNLIMITED: Budget = { nodes: Infinity, deadline: Infinity, now: () => 0 };

/**
 * When a call's time starts: `start`, the clock as the call began (before it read its input: a state from JSON replays
 * its game), or, when that read failed (NaN), the clock read again now, where the call reports a clock that fails.
 */
export const startedAt = (start: number, now: () => number): number => (Number.isNaN(start) ? now() : start);

/** Says whether a budget's time is up (a clock that gives NaN counts as up). */
export const timeUp = (budget: Budget): boolean => !(budget.now() < budget.deadline);

/** The first `share` (0–1) of what is left of a budget's time. */
export function shareOf(budget: Budget, share: number): Budget {
  const now = budget.now();
  return { ...budget, deadline: budget.deadline === Infinity ? Infinity : now + (budget.deadline - now) * share };
}

/**
 * What a search spends of its budget, and when it looks: the search calls {@link Meter.check} when its node count
 * reaches the count the meter last returned (one comparison per node). The clock is read before the first node of a
 * budget (the time may be up already), then after 1, 2, 4 … nodes as the time per node allows ({@link Pace}); the
 * table grows when it is full enough and the time left allows.
 */
export class Meter {
  budget: Budget = UNLIMITED;
  readonly #pace = new Pace();
  /** The tables the search fills: each grows when it is full enough. */
  readonly #tables: readonly Grows[];

  constructor(tables: readonly Grows[]) {
    this.#tables = tables;
  }

  /** Starts spending `budget` at node count `nodes`; returns the count at which to check. */
  start(budget: Budget, nodes: number): number {
    this.budget = budget;
    this.#pace.reset();
    return budget.deadline === Infinity ? Math.min(budget.nodes, this.#growthCheck(nodes)) : nodes;
  }

  /**
   * Throws {@link OUT_OF_BUDGET} when the budget's nodes are all visited or its time is up (a clock that gives NaN
   * counts as up); else returns the count at which to check next.
   */
  check(nodes: number): number {
    const { budget } = this;
    const tables = this.#tables;
    if (nodes >= budget.nodes) throw OUT_OF_BUDGET;
    let next = budget.nodes;
    if (budget.deadline !== Infinity) {
      let now = readBefore(budget.now, budget.deadline);
      let left = budget.deadline - now;
      if (!(left > 0)) throw OUT_OF_BUDGET;
      // Indexed loops, not for…of: until V8 compiles this, each step of an iterator is an object.
      for (let i = 0; i < tables.length; i++) {
        const table = tables[i]!;
        if (table.room() > 0) continue;
        now = table.growWithin(now, left, budget.now);
        left = budget.deadline - now;
        if (!(left > 0)) throw OUT_OF_BUDGET;
      }
      next = Math.min(next, nodes + this.#pace.next(now, left));
    } else {
      for (let i = 0; i < tables.length; i++)
        if (tables[i]!.room() <= 0) tables[i]!.growWithin(Number.NaN, Infinity, budget.now);
    }
    return Math.min(next, this.#growthCheck(nodes));
  }

  /** The node count by which a table may be full enough to grow: a node writes one entry at most, to one table. */
  #growthCheck(nodes: number): number {
    const tables = this.#tables;
    let room = Infinity;
    for (let i = 0; i < tables.length; i++) room = Math.min(room, tables[i]!.room());
    return nodes + Math.max(1, room);
  }
}
