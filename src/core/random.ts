/**
 * The AI's random generator.
 *
 * @packageDocumentation
 */
/**
 * Returns a seeded generator of numbers in [0, 1): mulberry32, 32 bits of state, fast and well
 * mixed. The state lives in a typed array so that no draw allocates (a 32-bit integer does not
 * fit V8's small integers).
 */
export function seededRandom(seed: number): () => number {
  const state = new Int32Array(1);
  state[0] = seed;
  return () => {
    const s = (state[0] = (state[0]! + 0x6d2b79f5) | 0);
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
