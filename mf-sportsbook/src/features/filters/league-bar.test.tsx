import { screen } from '@testing-library/react';
import { applyLocale } from '@site/shared/i18n';
import { renderWithSite } from '@site/shared/testing';
import { initialFilters } from './filter-logic';
import { LeagueBar } from './league-bar';

describe('the quick league list', () => {
  afterEach(() => applyLocale('zh-CN'));

  it('names the leagues in the player locale (issue 18)', () => {
    renderWithSite(<LeagueBar state={initialFilters} onChange={() => undefined} leagues={[]} />);
    expect(screen.getByText('欧冠')).toBeInTheDocument();
    applyLocale('zh-TW');
    renderWithSite(<LeagueBar state={initialFilters} onChange={() => undefined} leagues={[]} />);
    expect(screen.getByText('歐冠')).toBeInTheDocument();
    expect(screen.getAllByText('英超').length).toBeGreaterThan(0);
  });
});
