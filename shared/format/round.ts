/**
 * Round half away from zero to `decimals` places. The scaled value is cut to 15
 * significant digits first so float noise does not decide the rounding: 1.005 rounds to
 * 1.01 (plain `Math.round(1.005 * 100)` gives 1.00). Internal to the shared package.
 */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const rounded = Math.round(Number((Math.abs(value) * scale).toPrecision(15))) / scale;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
