import { useAtom } from 'jotai';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { EDITIONS, ODDS_FORMATS, editionAtom, oddsFormatAtom, type OddsFormat } from '@site/shared/session';
import { Select, Tabs } from '@site/shared/ui';

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  flex-wrap: wrap;
  gap: 12px;
  /* The format select keeps room for 香港盘 when a phone squeezes the page header. */
  > :first-child {
    flex-shrink: 0;
    min-width: 96px;
  }
`;

const Hint = styled.span`
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.warning};
`;

/**
 * The odds format switch (E / H / I / M, default H, remembered) and the edition switch
 * (classic light / professional dark). While series is on the format is locked to H.
 */
export function ViewSwitches({ seriesOn }: { seriesOn: boolean }) {
  const [format, setFormat] = useAtom(oddsFormatAtom);
  const [edition, setEdition] = useAtom(editionAtom);
  return (
    <Row>
      <Select
        label={t('sports.filters.oddsFormat')}
        value={seriesOn ? 'H' : format}
        disabled={seriesOn}
        onChange={(e) => setFormat(e.target.value as OddsFormat)}
        options={ODDS_FORMATS.map((f) => ({ value: f, label: t(`sports.oddsFormat.${f}`) }))}
      />
      {seriesOn && <Hint>{t('sports.oddsFormat.seriesForcesH')}</Hint>}
      <Tabs
        aria-label={t('sports.page.edition')}
        variant="pill"
        items={EDITIONS.map((e) => ({
          value: e,
          label: t(e === 'classic' ? 'sports.page.editionClassic' : 'sports.page.editionProfessional'),
        }))}
        value={edition}
        onChange={setEdition}
      />
    </Row>
  );
}
