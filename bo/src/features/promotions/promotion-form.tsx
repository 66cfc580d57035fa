import { useState } from 'react';
import styled from 'styled-components';
import { type ResponseOf, type promotions } from '@site/shared/contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { Button, Checkbox, Dialog, Select, TextField, toast } from '@site/shared/ui';
import { boCall, errorText } from '../../api';
import { TextArea } from '../../components/text-area';
import { labelOptions } from '../../lib/labels';
import { bt } from '../../messages';
import { TermsFieldset } from './terms-fieldset';
import { blankFields, fromTerms, toTerms, type TermsFields } from './terms-codec';
import { fill, formText as text } from './texts';

type Detail = ResponseOf<typeof bo.promotionDetail>;
type Kind = promotions.PromotionKind;
type Tab = promotions.PromotionTab;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px 16px;
`;
const Body = styled.div`
  display: grid;
  gap: 16px;
`;
const Note = styled.p<{ $tone?: 'danger' }>`
  margin: 0;
  padding: 8px 12px;
  border-radius: ${(p) => p.theme.radii.sm};
  color: ${(p) => (p.$tone ? p.theme.colors.danger : p.theme.colors.textSecondary)};
  background: color-mix(
    in srgb,
    ${(p) => (p.$tone ? p.theme.colors.danger : p.theme.colors.textMuted)} 10%,
    transparent
  );
`;

/** "YYYY-MM-DD HH:mm:ss" (Beijing, as the server answers) <-> a datetime-local value, read as Beijing time. */
const toLocal = (china: string) => china.slice(0, 16).replace(' ', 'T');
const toIso = (local: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00+08:00` : null);
const nowLocal = (plusDays: number) =>
  new Date(Date.now() + 8 * 3_600_000 + plusDays * 86_400_000).toISOString().slice(0, 16);

const reasonSchema = bo.editPromotion.request.shape.reason;

/** 新建 / 编辑活动: texts, schedule and the kind's terms; the server's refusal stays in the dialog. */
export function PromotionForm({
  detail,
  onClose,
  onDone,
}: {
  detail: Detail | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [kind, setKind] = useState<Kind>(detail?.kind ?? 'againDeposit');
  const [tab, setTab] = useState<Tab>(detail?.tab ?? 'all');
  const [title, setTitle] = useState(detail?.title ?? '');
  const [subtitle, setSubtitle] = useState(detail?.subtitle ?? '');
  const [rules, setRules] = useState(detail?.rules.join('\n') ?? '');
  const [startsAt, setStartsAt] = useState(detail ? toLocal(detail.startsAt) : nowLocal(1));
  const [endsAt, setEndsAt] = useState(detail ? toLocal(detail.endsAt) : nowLocal(31));
  const [paused, setPaused] = useState(false);
  const [fields, setFields] = useState<TermsFields>(() => (detail ? fromTerms(detail.terms) : blankFields()));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = detail !== null && detail.phase !== 'upcoming';
  const raceLocked = started && detail.kind === 'racePage';

  function payload(): { ok: true; send: () => Promise<string> } | { ok: false; error: string } {
    const from = toIso(startsAt);
    const to = toIso(endsAt);
    if (!from || !to) return { ok: false, error: text.timeInvalid };
    if (new Date(to) <= new Date(from)) return { ok: false, error: text.endBeforeStart };
    const made = toTerms(kind, fields);
    if ('error' in made) return { ok: false, error: made.error };
    if (!reasonSchema.safeParse(reason).success) return { ok: false, error: bt('common.reasonRequired') };
    const common = { tab, title, subtitle, rules: rules.split('\n').filter((l) => l.trim()), reason };
    if (!detail) {
      const body = { kind, ...common, startsAt: from, endsAt: to, paused, terms: made.terms };
      const checked = bo.createPromotion.request.safeParse(body);
      if (!checked.success) return { ok: false, error: checked.error.issues[0]?.message ?? text.timeInvalid };
      return {
        ok: true,
        send: async () => fill(text.created, { id: (await boCall(bo.createPromotion, checked.data)).id }),
      };
    }
    const termsChanged = JSON.stringify(made.terms) !== JSON.stringify(toTermsOf(detail));
    const body = {
      id: detail.id,
      ...common,
      ...(toLocal(detail.startsAt) !== startsAt ? { startsAt: from } : {}),
      ...(toLocal(detail.endsAt) !== endsAt ? { endsAt: to } : {}),
      ...(termsChanged ? { terms: made.terms } : {}),
    };
    const checked = bo.editPromotion.request.safeParse(body);
    if (!checked.success) return { ok: false, error: checked.error.issues[0]?.message ?? text.timeInvalid };
    return { ok: true, send: async () => (await boCall(bo.editPromotion, checked.data), text.saved) };
  }

  async function submit() {
    const ready = payload();
    if (!ready.ok) return setProblem(ready.error);
    setBusy(true);
    setProblem(null);
    try {
      toast.success(await ready.send());
      onDone();
      onClose();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      width={760}
      title={detail ? fill(text.editTitle, { title: detail.title }) : text.createTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {bt('common.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void submit()}>
            {detail ? text.save : text.create}
          </Button>
        </>
      }
    >
      <Body>
        <Grid>
          <Select
            label={text.kind}
            value={kind}
            disabled={detail !== null}
            onChange={(e) => setKind(e.target.value as Kind)}
            options={labelOptions('promotionKind')}
          />
          <Select
            label={text.tab}
            value={tab}
            onChange={(e) => setTab(e.target.value as Tab)}
            options={labelOptions('promotionTab')}
          />
          <TextField
            label={text.title}
            value={title}
            maxLength={40}
            onChange={(e) => setTitle(e.target.value)}
          />
          <TextField
            label={text.subtitle}
            value={subtitle}
            maxLength={60}
            onChange={(e) => setSubtitle(e.target.value)}
          />
          <TextField
            label={text.startsAt}
            type="datetime-local"
            value={startsAt}
            disabled={started}
            hint={started ? text.startLocked : undefined}
            onChange={(e) => setStartsAt(e.target.value)}
          />
          <TextField
            label={text.endsAt}
            type="datetime-local"
            value={endsAt}
            onChange={(e) => setEndsAt(e.target.value)}
          />
        </Grid>
        <TextArea label={text.rules} value={rules} onChange={(e) => setRules(e.target.value)} />
        {detail && (
          <Note>
            {detail.joins > 0
              ? `${fill(text.joins, { count: detail.joins })}。${text.termsHint}`
              : text.termsHint}
          </Note>
        )}
        {raceLocked ? (
          <Note>{text.raceLocked}</Note>
        ) : (
          <TermsFieldset
            kind={kind}
            fields={fields}
            onChange={(key, value) => setFields((f) => ({ ...f, [key]: value }))}
          />
        )}
        {!detail && (
          <Checkbox checked={paused} onChange={(e) => setPaused(e.target.checked)}>
            {text.paused}
          </Checkbox>
        )}
        <TextArea
          label={bt('common.reason')}
          required
          placeholder={bt('common.reasonPlaceholder')}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
        {problem && (
          <Note $tone="danger" role="alert">
            {problem}
          </Note>
        )}
      </Body>
    </Dialog>
  );
}

/** The stored terms as the form would send them unchanged (to tell an edit of the terms from none). */
function toTermsOf(detail: Detail) {
  const made = toTerms(detail.kind, fromTerms(detail.terms));
  return 'terms' in made ? made.terms : null;
}
