import { useState } from 'react';
import styled from 'styled-components';
import { request, useEndpointQuery } from '@site/shared/api';
import { memberLetters } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Button, Card, FormField, Select, toast } from '@site/shared/ui';
import { ImagePicker, type Picked } from './image-picker';

const Area = styled.textarea`
  width: 100%;
  min-height: 120px;
  padding: 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  resize: vertical;
`;
const Count = styled.div`
  text-align: right;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;

/** The feedback form: type, text, an optional related bet, up to 3 images. */
const BET_TYPES = ['single', 'parlay', 'series', 'champion'] as const;

/**
 * A bet's title as a player reads it: a sports ticket can arrive as 「体育 single」 (the
 * server's bet-type code after its prefix), which is 「体育 单关」 here. Other titles (a
 * game's name) are shown as they are.
 */
export function betTitle(title: string): string {
  const code = BET_TYPES.find((c) => title === c || title.endsWith(` ${c}`));
  return code
    ? `${title.slice(0, title.length - code.length)}${t(`memberCentre.feedback.betTypes.${code}`)}`
    : title;
}

export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const bets = useEndpointQuery(memberLetters.queryMemberBetList, {});
  const [type, setType] = useState<memberLetters.FeedbackType>('deposit');
  const [content, setContent] = useState('');
  const [orderNo, setOrderNo] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [busy, setBusy] = useState(false);
  const uploading = images.some((i) => i.id === null);

  const submit = async () => {
    if (content.trim().length < 5) return toast.error(t('memberCentre.feedback.tooShort'));
    setBusy(true);
    try {
      await request(memberLetters.addFeedBack, {
        type,
        content: content.trim(),
        images: images.flatMap((i) => (i.id ? [i.id] : [])),
        ...(orderNo ? { orderNo } : {}),
      });
      toast.success(t('memberCentre.feedback.submitted'));
      setContent('');
      setOrderNo('');
      setImages([]);
      onSent();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('memberCentre.feedback.formTitle')}>
      <div style={{ display: 'grid', gap: 16 }}>
        <Select
          label={t('memberCentre.feedback.type')}
          value={type}
          onChange={(e) => setType(e.target.value as memberLetters.FeedbackType)}
          options={memberLetters.FEEDBACK_TYPES.map((v) => ({
            value: v,
            label: t(`memberCentre.feedback.types.${v}`),
          }))}
        />
        <FormField label={t('memberCentre.feedback.content')}>
          <Area
            aria-label={t('memberCentre.feedback.content')}
            maxLength={500}
            placeholder={t('memberCentre.feedback.contentPlaceholder')}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
          <Count>{t('memberCentre.feedback.count', { n: content.length })}</Count>
        </FormField>
        <Select
          label={t('memberCentre.feedback.bet')}
          value={orderNo}
          onChange={(e) => setOrderNo(e.target.value)}
          options={[
            { value: '', label: t('memberCentre.feedback.noBet') },
            ...(bets.data ?? []).map((b) => ({
              value: b.orderNo,
              label: `${b.orderNo} · ${betTitle(b.title)} · ${b.stake}`,
            })),
          ]}
        />
        <FormField label={t('memberCentre.feedback.images')}>
          <ImagePicker value={images} onChange={setImages} />
        </FormField>
        <Button loading={busy} disabled={uploading} onClick={() => void submit()}>
          {t('memberCentre.feedback.submit')}
        </Button>
      </div>
    </Card>
  );
}
