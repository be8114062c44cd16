// Types of bench/ultimate/match.mjs, for the tests that import it.
import type { UltimateRules, UltimateState } from '../../src/ultimate.js';

export interface MatchPlayer {
  readonly name: string;
  move(state: UltimateState): number | Promise<number>;
}
export interface MatchGame {
  readonly opening: number[];
  readonly aMark: 'X' | 'O';
  readonly winner: 'X' | 'O' | null;
  readonly score: number;
  readonly moves: number;
}
export interface MatchTiming {
  readonly name: string;
  readonly moves: number;
  readonly medianMs: number;
  readonly worstMs: number;
  readonly medianCpuMs: number;
  readonly worstCpuMs: number;
}
export interface MatchResult {
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly score: number;
  readonly interval: [number, number];
  readonly timing: MatchTiming[];
  readonly results: MatchGame[];
}
export function ultimateOpenings(n: number, seed?: number): number[][];
export function playMatch(options: {
  players: [MatchPlayer, MatchPlayer];
  openings?: number[][];
  rules?: Partial<UltimateRules>;
  games?: number;
  onGame?: (game: MatchGame) => void;
}): Promise<MatchResult>;
export function playerFromSpec(spec: string, options?: { seed?: number; rules?: Partial<UltimateRules> }): MatchPlayer;
export const PLAYER_KINDS: Record<
  string,
  (
    budget: { timeMs: number } | { iterations: number },
    seed: number,
    rules: Partial<UltimateRules>,
  ) => MatchPlayer['move']
>;
