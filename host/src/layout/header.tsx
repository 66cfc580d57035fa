import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState, useTransition } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { bus } from '@site/shared/events';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { brandAtom, editionAtom, isLoggedInAtom, type Edition } from '@site/shared/session';
import { Button, IconButton, MenuIcon, MoonIcon, ServiceIcon, SunIcon } from '@site/shared/ui';
import { isActive, mainNav } from './nav-items';
import { MemberBar } from './member-bar';
import { LanguageSwitch } from './language-switch';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${(p) => p.theme.colors.headerBg};
  color: ${(p) => p.theme.colors.headerText};
  box-shadow: 0 1px 0 ${(p) => p.theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  max-width: 1400px;
  margin: 0 auto;
  padding: 0 24px;
  height: 64px;
  @media (max-width: 900px) {
    gap: 8px;
    padding: 0 12px;
  }
`;

/** Below this width the nav groups move into the menu behind the burger button: phones and tablets (1024 px would cut the twelve groups). */
const PHONE = '1180px';

const Logo = styled(Link)`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 1.25rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  color: ${(p) => p.theme.colors.primary};
  text-decoration: none;
  white-space: nowrap;
`;

/** The brand's name beside its mark: a phone keeps the mark only (the header must fit 360 px). */
const LogoText = styled.span`
  @media (max-width: 480px) {
    display: none;
  }
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 8px;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
  font-size: 1rem;
`;

const Nav = styled.nav`
  display: flex;
  flex: 1;
  gap: 4px;
  overflow-x: auto;
  scrollbar-width: none;
  @media (max-width: ${PHONE}) {
    display: none;
  }
`;

const Burger = styled.span`
  display: none;
  @media (max-width: ${PHONE}) {
    display: inline-flex;
  }
`;

const Grow = styled.span`
  display: none;
  @media (max-width: ${PHONE}) {
    display: block;
    flex: 1;
  }
`;

/** The nav groups as a panel under the header, on phones and narrow tablets. */
const Drawer = styled.nav`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 4px;
  padding: 8px 12px 12px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.headerBg};
  a,
  button {
    padding: 10px 8px;
    border: 0;
    border-radius: 6px;
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.headerText};
    font: inherit;
    font-size: 0.92rem;
    text-align: center;
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${(p) => p.theme.colors.navActive};
    font-weight: 600;
  }
  @media (min-width: calc(${PHONE} + 1px)) {
    display: none;
  }
`;

/** The language switch and the customer-service button: in the drawer on phones. */
const Wide = styled.span`
  display: contents;
  @media (max-width: 600px) {
    display: none;
  }
`;

const Item = styled(NavLink)<{ $active: boolean }>`
  position: relative;
  /* Twelve groups must fit beside a logged-in member bar from 1280 px up. */
  padding: 8px clamp(6px, 0.65vw, 12px);
  border-radius: 6px;
  white-space: nowrap;
  text-decoration: none;
  font-size: 0.92rem;
  color: ${(p) => (p.$active ? p.theme.colors.navActive : p.theme.colors.headerText)};
  font-weight: ${(p) => (p.$active ? 600 : 400)};
  &:hover {
    color: ${(p) => p.theme.colors.navActive};
  }
  &::after {
    content: '';
    position: absolute;
    left: clamp(6px, 0.65vw, 12px);
    right: clamp(6px, 0.65vw, 12px);
    bottom: 0;
    height: 2px;
    border-radius: 2px;
    background: ${(p) => (p.$active ? p.theme.colors.navActive : 'transparent')};
  }
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: 6px;
`;

export function Header() {
  const brand = useAtomValue(brandAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { pathname } = useLocation();
  const [edition, setEdition] = useAtom(editionAtom);
  // The switch re-themes every section of the page: that render runs as a transition, so the
  // click is answered at once (the button's icon and its busy state) and the page follows
  // without blocking the next frame (issue 31: the switch was the page's slowest interaction).
  const [switching, startSwitch] = useTransition();
  const [target, setTarget] = useState<Edition | null>(null);
  const shownEdition = switching && target ? target : edition;
  const [menuOpen, setMenuOpen] = useState(false);
  // A navigation closes the phone menu.
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <Bar>
      <Inner>
        <Burger>
          <IconButton
            size="sm"
            aria-label={t('host.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="site-phone-nav"
            onClick={() => setMenuOpen((v) => !v)}
          >
            <MenuIcon />
          </IconButton>
        </Burger>
        <Logo to={routePaths.home} aria-label={brand?.title ?? t('common.siteName')}>
          <Mark aria-hidden>{(brand?.title ?? t('common.siteName')).slice(0, 1)}</Mark>
          <LogoText>{brand?.title ?? t('common.siteName')}</LogoText>
        </Logo>
        <Nav aria-label={t('host.mainNav')}>
          {mainNav.map((item) => (
            <Item key={item.code} to={item.to} $active={isActive(item, pathname)} data-nav={item.code}>
              {t(`nav.${item.code}`)}
            </Item>
          ))}
        </Nav>
        <Grow />
        <Actions>
          <IconButton
            size="sm"
            aria-label={t('host.switchEdition')}
            aria-busy={switching || undefined}
            title={t(shownEdition === 'classic' ? 'host.editionProfessional' : 'host.editionClassic')}
            onClick={() => {
              const next = shownEdition === 'classic' ? 'professional' : 'classic';
              setTarget(next);
              startSwitch(() => setEdition(next));
            }}
          >
            {shownEdition === 'classic' ? <MoonIcon /> : <SunIcon />}
          </IconButton>
          <Wide>
            <LanguageSwitch />
            <IconButton
              size="sm"
              aria-label={t('nav.CS')}
              title={t('nav.CS')}
              onClick={() => bus.emit('customer_service')}
            >
              <ServiceIcon />
            </IconButton>
          </Wide>
          {loggedIn ? (
            <MemberBar />
          ) : (
            <>
              <Button variant="secondary" size="sm" data-auth-intent onClick={() => bus.emit('login')}>
                {t('common.login')}
              </Button>
              <Button variant="primary" size="sm" data-auth-intent onClick={() => bus.emit('register')}>
                {t('common.register')}
              </Button>
            </>
          )}
        </Actions>
      </Inner>
      {menuOpen && (
        <Drawer id="site-phone-nav" aria-label={t('host.mainNav')}>
          {mainNav.map((item) => (
            <Link key={item.code} to={item.to} aria-current={isActive(item, pathname) ? 'page' : undefined}>
              {t(`nav.${item.code}`)}
            </Link>
          ))}
          <button type="button" onClick={() => bus.emit('customer_service')}>
            {t('nav.CS')}
          </button>
          <LanguageSwitch as="plain" />
        </Drawer>
      )}
    </Bar>
  );
}
