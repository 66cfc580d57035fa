import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { Button, ErrorState, Skeleton, Tabs, TextField, toast } from '@site/shared/ui';
import { boCall, errorText, useBoQuery } from '../../api';
import { Actions, PageHeader } from '../../components/page';
import { ReasonDialog } from '../../components/reason-dialog';
import { time } from '../../lib/format';
import { boPaths } from '../../lib/paths';
import { can, useOperatorSession } from '../../session';
import { ContentForm, emptyFields } from './content-form';
import { ContentHistory } from './content-history';
import { contentText as ct, fill } from './content-messages';
import { ContentPreview } from './content-preview';
import { kindOf } from './content-list';
import { StateTag } from './state-tag';
import { WithdrawControl } from './withdraw-control';

type Fields = bo.ContentFields;
type Locale = bo.ContentLocale;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 24px;
  margin-top: 16px;
  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Note = styled.p<{ $danger?: boolean }>`
  margin: 0;
  font-size: 13px;
  color: ${(p) => (p.$danger ? p.theme.colors.danger : p.theme.colors.textSecondary)};
`;

const Side = styled.div`
  display: grid;
  gap: 16px;
  align-content: start;
`;

function firstProblems(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const out: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    out[key] ??= issue.message;
  }
  return out;
}

/** One banner, notice or article: 简体 / 繁體 tabs, the form, the player's preview, publish and history. */
export function ContentEditor() {
  const params = useParams();
  const kind = kindOf(params.kind);
  const itemId = params.itemId ?? 'new';
  const isNew = itemId === 'new';
  const navigate = useNavigate();
  const { session } = useOperatorSession();
  const mayManage = can(session, 'content.manage');
  const item = useBoQuery(bo.contentItem, { kind, itemId }, !isNew);
  const [locale, setLocale] = useState<Locale>('zh-CN');
  const [edits, setEdits] = useState<Partial<Record<Locale, Fields>>>({});
  const [code, setCode] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [publishing, setPublishing] = useState<{ revision: bo.RevisionView; rollback: boolean } | null>(null);

  const data = isNew ? undefined : item.data;
  const view = data?.locales[locale];
  const cnLatest = data?.locales['zh-CN'].revisions[0]?.fields;
  const saved = view?.revisions[0]?.fields;
  const base: Fields = saved ?? (locale === 'zh-TW' && cnLatest ? cnLatest : emptyFields(kind));
  const fields = edits[locale] ?? base;
  const dirty = JSON.stringify(fields) !== JSON.stringify(saved ?? null);
  const parsed = bo.contentFields.safeParse(fields);
  const errors = showErrors && !parsed.success ? firstProblems(parsed.error.issues) : {};
  const twBlocked = locale === 'zh-TW' && !cnLatest;
  const codeValid = /^[a-z]{2,12}$/.test(code);
  const latest = view?.revisions[0];
  const publishable = Boolean(latest) && !dirty && (view?.state === 'draft' || view?.state === 'changed');

  async function save() {
    setShowErrors(true);
    if (!parsed.success || (isNew && kind === 'help' && !codeValid)) return;
    setBusy(true);
    setFailure(null);
    try {
      const target = isNew ? (kind === 'help' ? code : null) : itemId;
      const answer = await boCall(bo.saveContent, {
        itemId: target,
        locale,
        fields: parsed.data,
        ...(isNew ? { create: true } : {}),
      });
      toast.success(fill(ct.saved, { id: answer.revision.id }));
      setEdits((e) => ({ ...e, [locale]: parsed.data }));
      setShowErrors(false);
      if (isNew) navigate(`${boPaths.content}/${kind}/${answer.itemId}`, { replace: true });
      else item.reload();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  if (!isNew && item.error) return <ErrorState message={errorText(item.error)} onRetry={item.reload} />;
  if (!isNew && !data) return <Skeleton height="240px" />;
  const heading = isNew
    ? fill(ct.newTitle, { kind: ct.kindOne[kind] })
    : fill(ct.editTitle, {
        kind: ct.kindOne[kind],
        name: data?.locales['zh-CN'].revisions[0]?.fields.title ?? itemId,
      });
  const localeItems = (['zh-CN', 'zh-TW'] as const).map((l) => ({
    value: l,
    label: (
      <span>
        {ct.locales[l]} {data && <StateTag state={data.locales[l].state} />}
      </span>
    ),
  }));
  return (
    <>
      <PageHeader
        title={heading}
        extra={
          <Actions>
            {data && mayManage && (
              <WithdrawControl
                kind={kind}
                itemId={itemId}
                withdrawn={data.withdrawn}
                live={data.locales['zh-CN'].revisions.some((r) => r.live)}
                onDone={item.reload}
              />
            )}
            <Link to={`${boPaths.content}?kind=${kind}`}>{ct.back}</Link>
          </Actions>
        }
      />
      {data?.withdrawn && (
        <Note $danger>{fill(ct.withdrawnNote, { time: data.withdrawn.at, name: data.withdrawn.by })}</Note>
      )}
      <Tabs aria-label={ct.title} items={localeItems} value={locale} onChange={setLocale} />
      <Columns>
        <Side>
          {locale === 'zh-TW' && <Note>{twBlocked ? ct.cnFirst : ct.twHint}</Note>}
          {locale === 'zh-TW' && !saved && cnLatest && <Note>{ct.twFromCn}</Note>}
          {isNew && kind === 'help' && (
            <TextField
              label={ct.fields.helpCode}
              required
              value={code}
              hint={ct.fields.helpCodeHint}
              error={showErrors && !codeValid ? ct.fields.helpCodeHint : undefined}
              onChange={(e) => setCode(e.target.value.trim())}
            />
          )}
          <ContentForm
            fields={fields}
            locale={locale}
            errors={errors}
            disabled={!mayManage || twBlocked}
            onChange={(next) => setEdits((e) => ({ ...e, [locale]: next }))}
          />
          {failure && (
            <Note role="alert" $danger>
              {failure}
            </Note>
          )}
          {mayManage && !twBlocked && (
            <Actions>
              <Button loading={busy} disabled={!dirty} onClick={() => void save()}>
                {ct.save}
              </Button>
              <Button
                variant="secondary"
                disabled={!publishable}
                onClick={() => latest && setPublishing({ revision: latest, rollback: false })}
              >
                {ct.publish}
              </Button>
              {dirty && latest && <Note>{ct.dirty}</Note>}
              {!dirty && view?.state === 'published' && <Note>{ct.nothingToPublish}</Note>}
            </Actions>
          )}
        </Side>
        <ContentPreview fields={fields} today={time(new Date().toISOString())} />
      </Columns>
      {view && view.revisions.length > 0 && (
        <ContentHistory
          revisions={view.revisions}
          mayManage={mayManage}
          onPublish={(revision, rollback) => setPublishing({ revision, rollback })}
        />
      )}
      {publishing && (
        <ReasonDialog
          title={fill(publishing.rollback ? ct.rollbackTitle : ct.publishTitle, {
            locale: ct.locales[locale],
            id: publishing.revision.id,
          })}
          hint={publishing.rollback ? ct.rollbackHint : ct.publishHint}
          confirmText={publishing.rollback ? ct.rollback : ct.publish}
          onSubmit={async (reason) => {
            await boCall(bo.publishContent, {
              kind,
              itemId,
              locale,
              revisionId: publishing.revision.id,
              reason,
            });
            return publishing.rollback ? ct.rolledBack : ct.published;
          }}
          onClose={() => setPublishing(null)}
          onDone={item.reload}
        />
      )}
    </>
  );
}
