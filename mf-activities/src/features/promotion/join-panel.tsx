import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { promotions } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { isLoggedInAtom, sessionStore } from '@site/shared/session';
import { Button, toast } from '@site/shared/ui';
import { useMemberAction } from '../../lib/use-member-action';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;
const Reason = styled.span`
  color: ${(p) => p.theme.colors.warning};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/**
 * SPEC §7 verification → joinActivity: asks the server whether the member may join and why not,
 * then joins (one request id per press, reused on an unknown outcome). Guests are asked to log in.
 */
export function JoinPanel({
  detail,
  onJoined,
}: {
  detail: promotions.PromotionDetail;
  onJoined: () => void;
}) {
  const loggedIn = useAtomValue(isLoggedInAtom, { store: sessionStore });
  const check = useEndpoint(promotions.verification, { id: detail.id }, { enabled: loggedIn });
  const join = useMemberAction(promotions.joinActivity);

  const apply = async () => {
    const done = await join.run({ id: detail.id });
    if (done) {
      toast.success(done.message);
      onJoined();
    }
    check.reload();
  };

  if (!loggedIn) {
    return (
      <Bar>
        <Button variant="primary" size="lg" onClick={() => void join.run({ id: detail.id })}>
          {t('promotions.loginFirst')}
        </Button>
      </Bar>
    );
  }
  const v = check.data;
  return (
    <Bar data-testid="join-panel">
      {v?.joined ? (
        <Button variant="secondary" size="lg" disabled>
          {t('promotions.joined')}
        </Button>
      ) : (
        <Button
          variant="primary"
          size="lg"
          loading={join.busy || check.loading}
          disabled={!!v && !v.eligible}
          onClick={() => void apply()}
        >
          {t('promotions.join')}
        </Button>
      )}
      {v && !v.joined && !v.eligible && <Reason role="note">{v.reason}</Reason>}
    </Bar>
  );
}
