import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { alpha, lightColors, shade } from '@site/shared/theme';
import { t } from '@site/shared/i18n';
import { pathTo, routePaths } from '@site/shared/routes';
import { brandAtom } from '@site/shared/session';
import { FOOTER_GROUPS } from './footer-links';
import { PaymentMarks, SponsorMarks, TrustMarks } from './footer-marks';

const FooterAppQr = lazy(() => import('./footer-app-qr'));
const QR_SIZE = 104;

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
  gap: 24px;
  @media (max-width: 640px) {
    padding: 0 16px;
  }
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr)) auto;
  gap: 24px;
  @media (max-width: 960px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Group = styled.nav`
  display: grid;
  align-content: start;
  gap: 8px;
  h2 {
    margin: 0 0 4px;
    font-size: 0.95rem;
    font-weight: ${(p) => p.theme.fontWeights.bold};
    /* The footer is dark in both editions: headings are its text lifted toward white. */
    color: ${(p) => shade(p.theme.colors.footerText, -45)};
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: ${(p) => p.theme.colors.primary};
  }
`;

const App = styled.div`
  display: grid;
  grid-template-columns: ${QR_SIZE}px auto;
  align-items: center;
  gap: 12px;
  strong {
    display: block;
    margin-bottom: 4px;
    color: ${(p) => shade(p.theme.colors.footerText, -45)};
  }
  a {
    color: ${(p) => p.theme.colors.primary};
  }
  @media (max-width: 960px) {
    grid-column: 1 / -1;
  }
`;

/**
 * Renders its children once the box comes within 300 px of the viewport: the footer is below
 * the fold, and the QR's code (qrcode.react) was fetched and run in /home's boot (issue 31).
 */
function NearViewport({ as: Box, children }: { as: typeof QrBox; children: ReactNode }) {
  const [near, setNear] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (near || !box) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const seen = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: '300px 0px',
      },
    );
    seen.observe(box);
    return () => seen.disconnect();
  }, [near]);
  return <Box ref={ref}>{near ? children : null}</Box>;
}

/** The QR's box is fixed before the lazy code arrives, so nothing moves when it does. */
const QrBox = styled.div`
  width: ${QR_SIZE}px;
  height: ${QR_SIZE}px;
  border-radius: ${(p) => p.theme.radii.sm};
  overflow: hidden;
  background: ${lightColors.surface};
`;

const Row = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
  padding-top: 16px;
  border-top: 1px solid ${(p) => alpha(p.theme.colors.footerText, 20)};
  h2 {
    margin: 0;
    min-width: 5em;
    font-size: 0.85rem;
    font-weight: normal;
    color: inherit;
    opacity: 0.8;
  }
`;

const Fine = styled.p`
  margin: 0;
  opacity: 0.75;
  line-height: 1.7;
`;

export function Footer() {
  const brand = useAtomValue(brandAtom);
  const appUrl = `${window.location.origin}${routePaths.appdownload}`;
  return (
    <Foot data-testid="site-footer">
      <Inner>
        <Top>
          {FOOTER_GROUPS.map((group) => (
            <Group key={group.key} aria-label={t(`host.footer.groups.${group.key}`)}>
              <h2>{t(`host.footer.groups.${group.key}`)}</h2>
              {group.codes.map((code) => (
                <Link key={code} to={pathTo('help', { code })}>
                  {t(`host.footer.links.${code}`)}
                </Link>
              ))}
              {/* RTS 12: the limit tools one step from the home page (the page asks a guest to log in). */}
              {group.key === 'about' && (
                <Link to={routePaths.responsible}>{t('host.footer.responsibleTools')}</Link>
              )}
            </Group>
          ))}
          <App>
            <NearViewport as={QrBox}>
              <Suspense fallback={null}>
                <FooterAppQr url={appUrl} label={t('host.footer.appQr')} size={QR_SIZE} />
              </Suspense>
            </NearViewport>
            <div>
              <strong>{t('host.footer.appTitle')}</strong>
              <Link to={routePaths.appdownload}>{t('host.footer.appText')}</Link>
            </div>
          </App>
        </Top>
        <Row aria-label={t('host.footer.marksLabel')}>
          <h2>{t('host.footer.marksLabel')}</h2>
          <TrustMarks />
        </Row>
        <Row aria-label={t('host.footer.paymentsLabel')}>
          <h2>{t('host.footer.paymentsLabel')}</h2>
          <PaymentMarks />
        </Row>
        <Row aria-label={t('host.footer.sponsorsLabel')}>
          <h2>{t('host.footer.sponsorsLabel')}</h2>
          <SponsorMarks />
        </Row>
        <Fine>{t('host.footerLicense')}</Fine>
        <Fine>{t('host.footerCopyright', { site: brand?.title ?? t('common.siteName') })}</Fine>
      </Inner>
    </Foot>
  );
}
