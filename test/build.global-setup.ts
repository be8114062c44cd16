// Vitest's global setup: builds dist/ once when it is stale (`npm test` has already built it), so
// that `npx vitest run` alone also tests the current source through the built CLI and package;
// then the playground (docs/playground/) from it, once for the browser tests' files, which run in
// parallel and only serve it.
// @ts-expect-error: a plain .mjs script without type declarations
import { ensureBuild } from '../scripts/ensure-build.mjs';
// @ts-expect-error: a plain .mjs script without type declarations
import { buildPlayground } from '../scripts/playground.mjs';

export default function setup(): void {
  ensureBuild();
  buildPlayground();
}
