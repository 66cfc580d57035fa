import { useAtomValue } from 'jotai';
import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { promotions } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { isLoggedInAtom, sessionStore, checkLogin } from '@site/shared/session';
import { Button, Card, copyToClipboard, EmptyState, ErrorState, SkeletonText } from '@site/shared/ui';
import { DataTable } from '../../components/data-table';

const Top = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 24px;
  align-items: center;
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
    justify-items: start;
  }
`;
const Fields = styled.dl`
  margin: 0;
  display: grid;
  gap: 12px;
  dt {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textSecondary};
  }
  dd {
    margin: 4px 0 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    color: ${(p) => p.theme.colors.text};
    word-break: break-all;
  }
  strong {
    font-size: ${(p) => p.theme.fontSizes.xl};
    letter-spacing: 2px;
    color: ${(p) => p.theme.colors.primary};
  }
`;
const Qr = styled.figure`
  margin: 0;
  display: grid;
  justify-items: center;
  gap: 6px;
  figcaption {
    font-size: ${(p) => p.theme.fontSizes.xs};
    color: ${(p) => p.theme.colors.textSecondary};
  }
`;
// A QR code is read dark on light whatever the edition: its quiet zone stays white.
const QrPaper = styled.div`
  padding: 10px;
  border-radius: ${(p) => p.theme.radii.md};
  background: #ffffff;
  line-height: 0;
`;
const Stack = styled.div`
  display: grid;
  gap: 16px;
`;
const How = styled.p`
  margin: 0;
  line-height: 1.7;
  color: ${(p) => p.theme.colors.textSecondary};
`;

/** /activity/friendInvitation: the member's invite code and link (SPEC §4 icode), its QR code, and the invitees. */
export function FriendInvitation() {
  const loggedIn = useAtomValue(isLoggedInAtom, { store: sessionStore });
  const { data, error, loading, reload } = useEndpoint(promotions.inviteInfo, {}, { enabled: loggedIn });
  const link = data ? `${window.location.origin}${data.linkPath}` : '';
  if (!loggedIn)
    return (
      <EmptyState
        title={t('promotions.invite.loginHint')}
        action={
          <Button variant="primary" onClick={() => checkLogin({ prompt: true })}>
            {t('promotions.agent.login')}
          </Button>
        }
      />
    );
  if (loading && !data) return <SkeletonText lines={6} />;
  if (error || !data) return <ErrorState message={error?.message} onRetry={reload} />;
  return (
    <Stack>
      <Card title={t('promotions.invite.title')}>
        <Top>
          <Fields>
            <div>
              <dt>{t('promotions.invite.code')}</dt>
              <dd>
                <strong data-testid="invite-code">{data.inviteCode}</strong>
                <Button size="sm" variant="ghost" onClick={() => void copyToClipboard(data.inviteCode)}>
                  {t('promotions.invite.copyCode')}
                </Button>
              </dd>
            </div>
            <div>
              <dt>{t('promotions.invite.link')}</dt>
              <dd>
                <span data-testid="invite-link">{link}</span>
                <Button size="sm" variant="primary" onClick={() => void copyToClipboard(link)}>
                  {t('promotions.invite.copy')}
                </Button>
              </dd>
            </div>
            <How>{t('promotions.invite.how', { rate: data.ratePercent, cap: data.cap })}</How>
            <How>{t('promotions.invite.total', { amount: data.totalReward })}</How>
          </Fields>
          <Qr>
            <QrPaper>
              <QRCodeSVG
                value={link}
                size={148}
                level="M"
                bgColor="#ffffff"
                fgColor="#000000"
                title={t('promotions.invite.qr')}
              />
            </QrPaper>
            <figcaption>{t('promotions.invite.qr')}</figcaption>
          </Qr>
        </Top>
      </Card>
      <Card title={t('promotions.invite.table')}>
        {data.invitees.length === 0 ? (
          <EmptyState compact title={t('promotions.invite.empty')} />
        ) : (
          <DataTable
            label={t('promotions.invite.table')}
            rows={data.invitees}
            rowKey={(i) => i.name + i.registerTime}
            columns={[
              { header: t('promotions.invite.name'), cell: (i) => i.name },
              { header: t('promotions.invite.registered'), cell: (i) => i.registerTime },
              {
                header: t('promotions.invite.deposited'),
                cell: (i) => (i.deposited ? t('promotions.invite.yes') : t('promotions.invite.no')),
              },
              { header: t('promotions.invite.reward'), cell: (i) => i.reward },
            ]}
          />
        )}
      </Card>
    </Stack>
  );
}
