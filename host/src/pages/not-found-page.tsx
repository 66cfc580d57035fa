import { useNavigate } from 'react-router-dom';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { Button, EmptyState } from '@site/shared/ui';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section data-testid="not-found" style={{ padding: '64px 0' }}>
      <EmptyState
        title={t('host.notFoundTitle')}
        description={t('host.notFoundText')}
        action={
          <Button variant="primary" onClick={() => navigate(routePaths.home)}>
            {t('host.backHome')}
          </Button>
        }
      />
    </section>
  );
}
