// Vitest's global setup: builds dist/ once when it is stale (`npm test` has already built it), so
// that `npx vitest run` alone also tests the current source through the built CLI and package.
// @ts-expect-error: a plain .mjs script without type declarations
import { ensureBuild } from '../scripts/ensure-build.mjs';

export default function setup(): void {
  ensureBuild();
}
