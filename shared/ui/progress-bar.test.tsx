import { screen } from '@testing-library/react';
import { ProgressBar, progressPercent } from './progress-bar';
import { renderUi } from './testing/render';

describe('ProgressBar', () => {
  it('rounds down, so it is full only when everything is done', () => {
    expect(progressPercent(9_960, 10_000)).toBe(99);
    expect(progressPercent(9_999, 10_000)).toBe(99);
    expect(progressPercent(10_000, 10_000)).toBe(100);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(66);
  });

  it('is full when nothing is needed and stays within 0 and 100', () => {
    expect(progressPercent(0, 0)).toBe(100);
    expect(progressPercent(30_000, 10_000)).toBe(100);
    expect(progressPercent(-5, 10_000)).toBe(0);
  });

  it('tells assistive technology its name and the rounded-down percent', () => {
    renderUi(<ProgressBar done={19_990} need={20_000} label="流水进度" />);
    const bar = screen.getByRole('progressbar', { name: '流水进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '99');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });
});
