import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { Button, ButtonLink, Dialog } from '@site/shared/ui';
import { hideDepositLimitPrompt, useDepositLimitPrompt } from '../../lib/deposit-limit-prompt-state';

const Text = styled.p`
  margin: 0;
  line-height: 1.7;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.text};
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
`;

/**
 * 设置存款限额, shown once after a registration logs the new member in. It may be declined but
 * not missed: no close icon, Escape or mask click, only 去设置 or 暂不设置.
 */
export function DepositLimitPrompt() {
  const open = useDepositLimitPrompt();
  return (
    <Dialog
      open={open}
      closable={false}
      title={t('protection.prompt.title')}
      footer={
        <Buttons>
          <Button variant="secondary" onClick={hideDepositLimitPrompt}>
            {t('protection.prompt.later')}
          </Button>
          <ButtonLink to={routePaths.responsible} onClick={hideDepositLimitPrompt} data-autofocus>
            {t('protection.prompt.go')}
          </ButtonLink>
        </Buttons>
      }
    >
      <Text>{t('protection.prompt.text')}</Text>
    </Dialog>
  );
}
