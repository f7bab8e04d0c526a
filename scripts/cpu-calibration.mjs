/**
 * The CPU slowdown for Lighthouse's mobile preset, from the host's benchmark index,
 * as Lighthouse's own documentation calibrates it (docs/throttling.md, "Calibrating
 * the CPU slowdown"): its default 4× is meant to move a high-end desktop (benchmark
 * index 1,500–2,000) into the mid-tier mobile bracket, and a slower host needs a
 * smaller multiplier, a faster one a larger. Here the multiplier scales linearly
 * with the index so that the middle of that desktop bracket (1,750) gets 4×:
 * a host of 2,720 gets 6.2×, one of 1,000 gets 2.3×, and every host lands at the
 * same simulated phone (an index of about 440). Never below 1×: a host slower than
 * the phone is not sped up.
 *
 * LIGHTHOUSE_TARGET_INDEX sets another target phone (DevTools' own calibration puts
 * a mid-tier phone at 1,000 and a low-tier one at 264); LIGHTHOUSE_CPU_MULTIPLIER
 * fixes the multiplier instead.
 */
export const DEFAULT_TARGET_INDEX = 1750 / 4;

export function targetIndex(env = process.env) {
  const target = Number(env.LIGHTHOUSE_TARGET_INDEX);
  return Number.isFinite(target) && target > 0 ? target : DEFAULT_TARGET_INDEX;
}

/** The multiplier for a host whose benchmark index is `index`, rounded to 0.1. */
export function cpuMultiplier(index, env = process.env) {
  const fixed = Number(env.LIGHTHOUSE_CPU_MULTIPLIER);
  if (Number.isFinite(fixed) && fixed > 0) return fixed;
  return Math.max(1, Math.round((index / targetIndex(env)) * 10) / 10);
}
