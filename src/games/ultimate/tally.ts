/**
 * The score tally of Ultimate games: the tally every game shares, its rounds told apart by the
 * rules' three switches.
 *
 * @packageDocumentation
 */
import { readFields } from '../../core/input.js';
import type { TallyCounts, TallyRules } from '../../core/tally.js';
import { RULE_KEYS, readUltimateRules, rulesIndex, type UltimateRules } from './rules.js';

/**
 * A score tally of Ultimate games across rounds: games played, draws, and wins per player id and
 * per mark, over all rounds and per combination of the rules' switches. A plain frozen value, the
 * same shape as the k-in-a-row games' `ScoreTally`.
 */
export interface UltimateTally extends TallyCounts {
  /**
   * The same counts for each combination of switches played (`wonBoards`, `drawnBoards`,
   * `tiebreak`: eight in all), in the order each was first played. Two rounds count together when
   * all three switches agree; the metadata and who plays X do not matter.
   */
  readonly byRules: readonly (TallyCounts & {
    /** The rules of these rounds: all three switches. */
    readonly rules: UltimateRules;
  })[];
}

/**
 * How Ultimate tallies tell their rules apart: by the three switches. Rules from outside must
 * give all three (a tally writes them all); each is read once.
 */
export const ULTIMATE_RULES_KEY: TallyRules<UltimateRules> = {
  same: (a, b) => rulesIndex(a) === rulesIndex(b),
  read: (value) => {
    const fields = readFields(value, RULE_KEYS);
    if (!fields || Object.values(fields).some((field) => field === undefined)) return undefined;
    const rules = readUltimateRules(fields);
    return typeof rules === 'string' ? undefined : rules;
  },
};
