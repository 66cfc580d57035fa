import { useAtomValue } from 'jotai';
import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { site } from '@site/shared/contract';
import { t, type MessageKey } from '@site/shared/i18n';
import { usePageMeta } from '@site/shared/routes';
import { brandAtom } from '@site/shared/session';
import { EmptyState, ErrorState, Skeleton, SkeletonText } from '@site/shared/ui';
import { FeatureIcon, PhoneArt } from './phone-art';

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

/** The brand's mobile address: the manifest knows it; a standalone build asks preInfo. */
function useH5Url() {
  const brand = useAtomValue(brandAtom);
  const pre = useEndpoint(site.preInfo, {}, { enabled: !brand });
  return {
    url: brand?.h5DomainUrl ?? pre.data?.siteBaseConfig.h5DomainUrl,
    loading: !brand && pre.loading,
    error: brand ? undefined : pre.error,
    reload: pre.reload,
  };
}

/** /download: platform buttons, a QR code of the brand's h5DomainUrl, install steps and what the app offers. */
export function DownloadCentre() {
  const { url, loading, error, reload } = useH5Url();
  usePageMeta({ title: t('helpCentre.downloadTitle'), description: t('helpCentre.downloadLead') });

  let hero;
  if (error) hero = <ErrorState message={error.message} onRetry={reload} />;
  else if (loading)
    hero = (
      <div data-testid="download-loading">
        <Skeleton height="2rem" width="50%" />
        <SkeletonText lines={4} />
      </div>
    );
  else if (!url) hero = <EmptyState title={t('helpCentre.downloadNoUrl')} />;
  else {
    const link = (platform: string) => `${url}${url.includes('?') ? '&' : '?'}platform=${platform}`;
    hero = (
      <>
        <div>
          <Headline>{t('helpCentre.downloadHeadline')}</Headline>
          <Lead>{t('helpCentre.downloadLead')}</Lead>
          <Buttons>
            <PlatformLink href={link('ios')} target="_blank" rel="noopener noreferrer">
              {t('helpCentre.downloadIos')}
            </PlatformLink>
            <PlatformLink href={link('android')} target="_blank" rel="noopener noreferrer">
              {t('helpCentre.downloadAndroid')}
            </PlatformLink>
            <PlatformLink $secondary href={url} target="_blank" rel="noopener noreferrer">
              {t('helpCentre.downloadH5')}
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
      </>
    );
  }

  return (
    <Page>
      <Hero aria-label={t('helpCentre.downloadTitle')}>{hero}</Hero>
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
