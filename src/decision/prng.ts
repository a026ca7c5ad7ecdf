/**
 * A small seeded pseudo-random generator for the bootstrap: sfc32 (Chris Doty-Humphrey's Small
 * Fast Counting generator, as in PractRand), seeded through splitmix32. Integer arithmetic only
 * (Math.imul, >>> 0), so the stream is identical on every JavaScript engine and Node version.
 */

/** splitmix32 step: turns one 32-bit seed into a well-mixed sequence (for seeding sfc32). */
function splitmix32(state: { s: number }): number {
  state.s = (state.s + 0x9e3779b9) >>> 0;
  let z = state.s;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

/** A seeded generator of uniform 32-bit integers and of indices in [0, n). */
export interface Prng {
  /** Next uniform integer in [0, 2^32). */
  nextUint32(): number;
  /** Next uniform float in [0, 1) with 32 bits of randomness. */
  next(): number;
  /** Next index in [0, n) (floor(next() * n); bias below 2^-32 * n, negligible for bootstrap sizes). */
  nextIndex(n: number): number;
}

/**
 * sfc32 seeded with `seed` (any integer; it is reduced modulo 2^32).
 *
 * @example createPrng(42).nextUint32() // always the same value, on every Node version
 */
export function createPrng(seed: number): Prng {
  const state = { s: seed >>> 0 };
  let a = splitmix32(state);
  let b = splitmix32(state);
  let c = splitmix32(state);
  let d = 1;
  const nextUint32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  // Discard the first outputs: sfc32's state needs a few rounds to mix.
  for (let i = 0; i < 12; i++) nextUint32();
  const next = (): number => nextUint32() / 4294967296;
  return { nextUint32, next, nextIndex: (n) => Math.floor(next() * n) };
}
