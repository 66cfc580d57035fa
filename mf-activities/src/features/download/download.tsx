import { useAtomValue } from 'jotai';
import type { MouseEvent } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import { t, type MessageKey } from '@site/shared/i18n';
import { usePageMeta } from '@site/shared/routes';
import { brandAtom } from '@site/shared/session';
import { FeatureIcon, PhoneArt } from './phone-art';
import { siteAddress } from './site-address';
import { useInstallPrompt } from './use-install-prompt';

const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px;
  display: grid;
  gap: 24px;
  color: ${(p) => p.theme.colors.text};
  @media (max-width: 767px) {
    padding: 12px;
  }
`;

const Hero = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 32px;
  align-items: center;
  padding: 40px;
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.sm};
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
    padding: 20px;
    justify-items: center;
    text-align: center;
  }
`;

const Headline = styled.h1`
  margin: 0 0 12px;
  font-size: ${(p) => p.theme.fontSizes.display};
`;

const Lead = styled.p`
  margin: 0 0 24px;
  color: ${(p) => p.theme.colors.textSecondary};
  line-height: 1.7;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-bottom: 24px;
  @media (max-width: 767px) {
    justify-content: center;
  }
`;

const buttonLook = `
  display: inline-flex;
  align-items: center;
  height: 44px;
  padding: 0 24px;
  text-decoration: none;
  cursor: pointer;
  font: inherit;
  &:hover {
    opacity: 0.9;
  }
`;

const InstallButton = styled.button`
  ${buttonLook}
  border-radius: ${(p) => p.theme.radii.pill};
  border: 1px solid ${(p) => p.theme.colors.primary};
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
  font-weight: ${(p) => p.theme.fontWeights.medium};
`;

const Installed = styled.p`
  margin: 0 0 16px;
  color: ${(p) => p.theme.colors.success};
  font-weight: ${(p) => p.theme.fontWeights.medium};
`;

const PlatformLink = styled.a<{ $secondary?: boolean }>`
  display: inline-flex;
  align-items: center;
  height: 44px;
  padding: 0 24px;
  border-radius: ${(p) => p.theme.radii.pill};
  border: 1px solid ${(p) => p.theme.colors.primary};
  background: ${(p) => (p.$secondary ? 'transparent' : p.theme.colors.primary)};
  color: ${(p) => (p.$secondary ? p.theme.colors.primary : p.theme.colors.primaryText)};
  font-weight: ${(p) => p.theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    opacity: 0.9;
  }
`;

const Qr = styled.figure`
  display: inline-grid;
  justify-items: center;
  gap: 8px;
  margin: 0;
  padding: 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  figcaption {
    font-size: ${(p) => p.theme.fontSizes.xs};
    color: ${(p) => p.theme.colors.textMuted};
  }
  svg {
    display: block;
  }
`;

const Steps = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 24px;
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Card = styled.section`
  padding: 24px;
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  h2 {
    margin: 0 0 12px;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  ol {
    margin: 0;
    padding-left: 1.4em;
    color: ${(p) => p.theme.colors.textSecondary};
    line-height: 1.9;
  }
`;

const Features = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 767px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    padding: 16px;
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  strong {
    display: block;
    margin: 8px 0 4px;
  }
  span {
    color: ${(p) => p.theme.colors.textSecondary};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const stepKeys = (prefix: 'ios' | 'android'): MessageKey[] =>
  [1, 2, 3, 4].map((n) => `helpCentre.${prefix}Step${n}` as MessageKey);

const FEATURES = [
  ['wallet', 'featureWallet'],
  ['live', 'featureLive'],
  ['safe', 'featureSafe'],
  ['service', 'featureService'],
] as const;

/** In-page jump without touching the router's location (a hash change is a navigation to the host). */
const jumpTo = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
};

/**
 * /download: the site itself is the app (a web app manifest with the brand's icons), so the
 * page offers the browser's install where it has one, the steps for iOS and Android, and a
 * QR code of this brand's own address for a phone.
 */
export function DownloadCentre() {
  const brand = useAtomValue(brandAtom);
  const url = siteAddress(brand, window.location);
  const { canInstall, installed, install } = useInstallPrompt();
  usePageMeta({ title: t('helpCentre.downloadTitle'), description: t('helpCentre.downloadLead') });

  return (
    <Page>
      <Hero aria-label={t('helpCentre.downloadTitle')}>
        <div>
          <Headline>{t('helpCentre.downloadHeadline')}</Headline>
          <Lead>{t('helpCentre.downloadLead')}</Lead>
          {installed && <Installed role="status">{t('helpCentre.downloadInstalled')}</Installed>}
          <Buttons>
            {canInstall && (
              <InstallButton type="button" onClick={() => void install()}>
                {t('helpCentre.downloadInstall')}
              </InstallButton>
            )}
            <PlatformLink $secondary={canInstall} href="#steps-ios" onClick={jumpTo('steps-ios')}>
              {t('helpCentre.downloadIos')}
            </PlatformLink>
            <PlatformLink $secondary href="#steps-android" onClick={jumpTo('steps-android')}>
              {t('helpCentre.downloadAndroid')}
            </PlatformLink>
          </Buttons>
          <Qr>
            {/* Black on white in both editions: scanners need the contrast, not the theme. */}
            <QRCodeSVG
              value={url}
              size={168}
              marginSize={2}
              bgColor="#ffffff"
              fgColor="#000000"
              role="img"
              aria-label={t('helpCentre.downloadScanFor', { url })}
              data-testid="download-qr"
            />
            <figcaption>{t('helpCentre.downloadScan')}</figcaption>
          </Qr>
        </div>
        <PhoneArt />
      </Hero>
      <Steps>
        <Card aria-labelledby="steps-ios">
          <h2 id="steps-ios">{t('helpCentre.downloadStepsIos')}</h2>
          <ol>
            {stepKeys('ios').map((k) => (
              <li key={k}>{t(k)}</li>
            ))}
          </ol>
        </Card>
        <Card aria-labelledby="steps-android">
          <h2 id="steps-android">{t('helpCentre.downloadStepsAndroid')}</h2>
          <ol>
            {stepKeys('android').map((k) => (
              <li key={k}>{t(k)}</li>
            ))}
          </ol>
        </Card>
      </Steps>
      <Card aria-labelledby="app-features">
        <h2 id="app-features">{t('helpCentre.downloadFeatures')}</h2>
        <Features>
          {FEATURES.map(([icon, key]) => (
            <li key={icon}>
              <FeatureIcon kind={icon} />
              <strong>{t(`helpCentre.${key}`)}</strong>
              <span>{t(`helpCentre.${key}Text`)}</span>
            </li>
          ))}
        </Features>
      </Card>
    </Page>
  );
}
