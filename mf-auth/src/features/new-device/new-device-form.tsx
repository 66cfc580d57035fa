import styled from 'styled-components';
import type { NewDevicePayload } from '@site/shared/events';
import { submitOnce } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { Button, CodeButton, TextField, VerificationCaptcha } from '@site/shared/ui';
import {
  CODE_COOLDOWN_SECONDS,
  NEW_DEVICE_CODE_LENGTH,
  canSubmitNewDeviceCode,
  digitsOnly,
} from '@site/shared/validation';
import { FootRow, FormStack, LinkButton, Notice, SpreadRow } from '../../components/form-layout';
import { PhoneDigitsDialog } from './phone-digits-dialog';
import { useNewDevice } from './use-new-device';
import { VoiceDialog } from './voice-dialog';

export interface NewDeviceFormProps {
  device: NewDevicePayload;
  onSwitchAccount: () => void;
  onRegister: () => void;
}

const Intro = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Phone = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  padding: 12px 14px;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.textSecondary};
  strong {
    color: ${(p) => p.theme.colors.text};
    font-size: ${(p) => p.theme.fontSizes.lg};
    letter-spacing: 1px;
  }
`;

/** SPEC §2 new-device dialog: masked phone, 6-digit code, voice code, safety sub-dialog. */
export function NewDeviceForm({ device, onSwitchAccount, onRegister }: NewDeviceFormProps) {
  const state = useNewDevice(device);

  return (
    <>
      <FormStack
        onSubmit={submitOnce(state.submit, state.busy)}
        noValidate
        aria-label={t('auth.modal.newDeviceTitle')}
      >
        {device.message && <Notice role="status">{device.message}</Notice>}
        <Intro>{t('auth.newDevice.intro')}</Intro>
        <Phone>
          <span>{t('auth.newDevice.phone')}</span>
          <strong>{device.phoneNumber}</strong>
        </Phone>
        <TextField
          label={t('auth.newDevice.code')}
          placeholder={t('auth.newDevice.codePlaceholder')}
          size="lg"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={state.code}
          maxLength={NEW_DEVICE_CODE_LENGTH}
          error={state.codeError}
          data-autofocus
          onChange={(e) => state.setCode(digitsOnly(e.target.value, NEW_DEVICE_CODE_LENGTH))}
          suffix={
            <CodeButton
              size="sm"
              variant="text"
              seconds={CODE_COOLDOWN_SECONDS}
              onRequest={state.requestSms}
            />
          }
        />
        {state.requested && (
          <SpreadRow>
            <span>
              {t('auth.newDevice.voiceHint')}
              <LinkButton onClick={state.openVoice}>{t('auth.newDevice.voiceLink')}</LinkButton>
            </span>
          </SpreadRow>
        )}
        {state.sendError && (
          <Notice $tone="danger" role="alert">
            {state.sendError}
          </Notice>
        )}
        <Button
          type="submit"
          size="lg"
          block
          loading={state.busy}
          inactive={!canSubmitNewDeviceCode(state.code, state.requested)}
        >
          {t('auth.newDevice.submit')}
        </Button>
        <FootRow>
          <LinkButton onClick={onSwitchAccount}>{t('auth.newDevice.switchAccount')}</LinkButton>
          <span aria-hidden="true">|</span>
          <LinkButton onClick={onRegister}>{t('auth.newDevice.registerNew')}</LinkButton>
        </FootRow>
      </FormStack>
      <PhoneDigitsDialog
        open={state.digits.open}
        phone={device.phoneNumber}
        error={state.digits.error}
        busy={state.busy}
        onSubmit={state.submitDigits}
        onClose={state.closeDigits}
      />
      <VoiceDialog
        open={state.voice.open}
        busy={state.voice.busy}
        onSure={state.requestVoice}
        onClose={state.closeVoice}
      />
      <VerificationCaptcha captcha={state.captcha} />
    </>
  );
}
