import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { promotions } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Button, Card } from '@site/shared/ui';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
`;
const Tile = styled.article`
  padding: 20px;
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surfaceAlt};
  border: 1px solid ${(p) => p.theme.colors.border};
  h3 {
    margin: 0 0 8px;
    color: ${(p) => p.theme.colors.primary};
  }
  p {
    margin: 0;
    line-height: 1.7;
    color: ${(p) => p.theme.colors.textSecondary};
  }
`;
const Cta = styled.div`
  margin-top: 20px;
  display: flex;
  justify-content: center;
`;

/** A landing page's highlights, and the way into the promotion it leads to. */
export function LandSections({ detail }: { detail: promotions.PromotionDetail }) {
  const navigate = useNavigate();
  const target = detail.terms.joinTargetId;
  return (
    <Card title={t('promotions.land.highlights')}>
      <Grid>
        {(detail.terms.sections ?? []).map((s) => (
          <Tile key={s.title}>
            <h3>{s.title}</h3>
            <p>{s.body}</p>
          </Tile>
        ))}
      </Grid>
      {target !== undefined && (
        <Cta>
          <Button variant="primary" size="lg" onClick={() => navigate(`/activity/firstDeposit/${target}`)}>
            {t('promotions.join')}
          </Button>
        </Cta>
      )}
    </Card>
  );
}
