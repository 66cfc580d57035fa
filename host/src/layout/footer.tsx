import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { t, type MessageKey } from '@site/shared/i18n';
import { pathTo } from '@site/shared/routes';
import { brandAtom } from '@site/shared/session';

const Foot = styled.footer`
  margin-top: 48px;
  padding: 32px 0 40px;
  background: ${(p) => p.theme.colors.footerBg};
  color: ${(p) => p.theme.colors.footerText};
  font-size: 0.85rem;
`;

const Inner = styled.div`
  max-width: 1400px;
  margin: 0 auto;
  padding: 0 24px;
  display: grid;
  gap: 16px;
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${(p) => p.theme.colors.primary};
  }
`;

const Fine = styled.p`
  margin: 0;
  opacity: 0.75;
  line-height: 1.7;
`;

const links: { code: string; label: MessageKey }[] = [
  { code: 'gywm', label: 'host.footerAbout' },
  { code: 'gztk', label: 'host.footerTerms' },
  { code: 'ysgz', label: 'host.footerPrivacy' },
  { code: 'bczr', label: 'host.footerResponsible' },
  { code: 'hzhb', label: 'host.footerPartners' },
  { code: 'kh', label: 'host.footerHelp' },
];

export function Footer() {
  const brand = useAtomValue(brandAtom);
  return (
    <Foot data-testid="site-footer">
      <Inner>
        <Links aria-label={t('host.footerHelp')}>
          {links.map((l) => (
            <Link key={l.code} to={pathTo('help', { code: l.code })}>
              {t(l.label)}
            </Link>
          ))}
        </Links>
        <Fine>{t('host.footerLicense')}</Fine>
        <Fine>{t('host.footerCopyright', { site: brand?.title ?? t('common.siteName') })}</Fine>
      </Inner>
    </Foot>
  );
}
