import { rememberEditionCookie } from './edition-cookie';

describe('rememberEditionCookie', () => {
  it('writes the edition the server paints the next page in, and rewrites it on a change', () => {
    rememberEditionCookie('professional');
    expect(document.cookie).toContain('site-edition=professional');
    rememberEditionCookie('classic');
    expect(document.cookie).toContain('site-edition=classic');
    expect(document.cookie).not.toContain('site-edition=professional');
  });
});
