import { useAtomValue } from 'jotai';
import { failureText, LoginExpiredError, queryKeys, useMoneyMutation } from '@site/shared/api';
import { promotions } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { isLoggedInAtom, sessionStore } from '@site/shared/session';
import { BonusList, Button, Card, showTips, toast, useMyBonuses } from '@site/shared/ui';

const MAX_LISTED = 10;

/** The member's bonuses with turnover done and left; quitting one asks first and says what is voided (SPEC §1). */
export function MyBonuses() {
  const loggedIn = useAtomValue(isLoggedInAtom, { store: sessionStore });
  const bonuses = useMyBonuses({ enabled: loggedIn });
  // Quitting voids the bonus and its winnings: money moves, the list and every balance are read again.
  const quit = useMoneyMutation(promotions.quitBonus, {
    invalidates: [queryKeys.endpoint(promotions.myBonuses)],
  });
  if (!loggedIn) return null;

  const confirmQuit = (b: promotions.Bonus) =>
    showTips({
      title: t('promotions.bonuses.quitTitle'),
      msg: t('promotions.bonuses.quitMessage', { title: b.title, amount: b.amount }),
      isShowCancel: true,
      sureText: t('promotions.bonuses.quitSure'),
      cancelText: t('promotions.bonuses.quitCancel'),
      onSure: () => {
        void quit.run({ rewardId: b.rewardId }).then(
          (done) => toast.success(done.message),
          (error: unknown) => {
            if (!(error instanceof LoginExpiredError)) toast.error(failureText(error));
            bonuses.reload();
          },
        );
      },
    });

  return (
    <Card title={t('promotions.bonuses.title')} data-testid="my-bonuses">
      <BonusList
        state={bonuses}
        max={MAX_LISTED}
        emptyText={t('promotions.bonuses.empty')}
        barLabel={(b) => b.title}
        aside={(b) =>
          b.status === 'active' ? (
            <Button size="sm" variant="ghost" onClick={() => confirmQuit(b)} loading={quit.pending}>
              {t('promotions.bonuses.quit')}
            </Button>
          ) : (
            <span>{t(b.status === 'met' ? 'promotions.bonuses.met' : 'promotions.bonuses.voided')}</span>
          )
        }
        meta={(b) => (
          <>
            <span>{t('promotions.bonuses.amount', { amount: b.amount })}</span>
            <span>{t('promotions.bonuses.progress', { done: b.done, required: b.required })}</span>
            {b.status === 'active' && <span>{t('promotions.bonuses.left', { left: b.left })}</span>}
          </>
        )}
      />
    </Card>
  );
}
