import { rootFontSize } from './root-font-size';
import { nextTitleFrame } from './title-scroller';

describe('root font size (SPEC §9)', () => {
  it('is 16px at the 1920 design width and scales above it', () => {
    expect(rootFontSize(1920)).toBe(16);
    expect(rootFontSize(2560)).toBeCloseTo(21.33, 1);
  });
  it('multiplies by 1.33 below 1600', () => {
    expect(rootFontSize(1440)).toBeCloseTo(16 * (1440 / 1920) * 1.33, 2);
  });
  it('slides continuously between 1600 and 1920', () => {
    expect(rootFontSize(1600)).toBeCloseTo(rootFontSize(1599.99), 1);
    expect(rootFontSize(1919.99)).toBeCloseTo(16, 1);
    const mid = rootFontSize(1760);
    expect(mid).toBeCloseTo(16 * (1760 / 1920) * 1.165, 2);
  });
  it('never goes below 12px', () => {
    expect(rootFontSize(320)).toBe(12);
  });
});

describe('title scroller', () => {
  it('moves the first character to the end', () => {
    expect(nextTitleFrame('金沙娱乐')).toBe('沙娱乐金');
    expect(nextTitleFrame('a')).toBe('a');
  });
});
