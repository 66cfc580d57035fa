import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { alpha } from '@site/shared/theme';
import { Button, SuccessIcon } from '@site/shared/ui';

/** SPEC §9: seconds before the success view returns to login. */
export const RETURN_TO_LOGIN_SECONDS = 3;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 24px 0 8px;
  text-align: center;
`;

const Badge = styled.div`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  color: ${(p) => p.theme.colors.success};
  background: ${(p) => alpha(p.theme.colors.success, 14)};
  svg {
    width: 36px;
    height: 36px;
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.lg};
`;

const Text = styled.p`
  margin: 0 0 12px;
  color: ${(p) => p.theme.colors.textSecondary};
`;

/** The fourth view: success, then back to login after 3 s (or at once with the button). */
export function StepSuccess({ onDone }: { onDone: () => void }) {
  const [left, setLeft] = useState(RETURN_TO_LOGIN_SECONDS);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, RETURN_TO_LOGIN_SECONDS - Math.floor((Date.now() - startedAt) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        done.current();
      }
    }, 200);
    return () => clearInterval(timer);
  }, []);

  return (
    <Wrap role="status">
      <Badge>
        <SuccessIcon />
      </Badge>
      <Title>{t('auth.forgot.successTitle')}</Title>
      <Text>{t('auth.forgot.successText', { seconds: left })}</Text>
      <Button size="lg" block onClick={onDone}>
        {t('auth.forgot.loginNow')}
      </Button>
    </Wrap>
  );
}
