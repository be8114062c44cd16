// How long the suite waits before it calls something stuck. No test asserts a time: every walk is
// finite, and speed is measured by `npm run bench`, never here. The only clocks in the suite are
// these limits, which catch a hang, not a slow machine: ten minutes a test or hook (the slowest
// takes about 20 s on a quiet 2-core machine, so a machine thirty times slower still passes), and
// two minutes for one browser step. `TEST_TIME_SCALE` multiplies them (`2`: twice as long) and `0`
// removes them.

/** The factor of `TEST_TIME_SCALE`: 1 unless set to a number ≥ 0 (0: no limits). */
export const TIME_SCALE = ((): number => {
  const text = process.env.TEST_TIME_SCALE;
  if (text === undefined || text.trim() === '') return 1;
  const scale = Number(text);
  if (!Number.isFinite(scale) || scale < 0) throw new Error(`TEST_TIME_SCALE must be a number ≥ 0, not "${text}".`);
  return scale;
})();

/** `ms` scaled by `TEST_TIME_SCALE`; 0 (no limit, for Vitest and Playwright alike) when it is 0. */
export const patience = (ms: number): number => ms * TIME_SCALE;

/** The longest a test or a hook may take before it is called stuck. */
export const TEST_LIMIT = patience(600_000);

/** The longest one browser step (a launch, a page load, a wait for a selector) may take. */
export const BROWSER_STEP_LIMIT = patience(120_000);
