import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import { request, useEndpointQuery } from '@site/shared/api';
import { memberLetters, type UnreadCounts } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { sessionStore, unreadCountsAtom } from '@site/shared/session';
import { Button, EmptyState, Tabs, toast } from '@site/shared/ui';
import { AsyncView } from '../../components/async-view';
import { Pager } from '../../components/pager';
import { refreshUnreadCounts } from '../../lib/unread';

type Tab = memberLetters.LetterType | 'all';
type Letter = memberLetters.Letter;

/** Unread letters of a tab, from the SPEC §3 counts the header also shows. */
export function unreadOf(counts: UnreadCounts | null | undefined, tab: Tab): number {
  if (!counts) return 0;
  const cats =
    tab === 'all'
      ? Object.values(memberLetters.LETTER_CATEGORIES_OF).flat()
      : memberLetters.LETTER_CATEGORIES_OF[tab];
  return cats.reduce((sum, c) => sum + (counts[`${c}_count` as keyof UnreadCounts] ?? 0), 0);
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
`;
const Row = styled.li<{ $read: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px 16px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => (p.$read ? p.theme.colors.textSecondary : p.theme.colors.text)};
  &:last-child {
    border-bottom: none;
  }
  button.open {
    flex: 1;
    min-width: 0;
    text-align: left;
    border: none;
    background: none;
    color: inherit;
    cursor: pointer;
    font: inherit;
    font-weight: ${(p) => (p.$read ? p.theme.fontWeights.regular : p.theme.fontWeights.bold)};
  }
  small {
    display: block;
    color: ${(p) => p.theme.colors.textMuted};
    font-weight: ${(p) => p.theme.fontWeights.regular};
  }
`;
const Dot = styled.span<{ $on: boolean }>`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${(p) => (p.$on ? p.theme.colors.danger : 'transparent')};
`;
const Reader = styled.article`
  padding: 20px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  h2 {
    margin: 0 0 6px;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  time {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
  p {
    line-height: 1.8;
    white-space: pre-wrap;
  }
`;
const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: 12px 0;
`;

/** /mine/message: type tabs with unread badges, list, reader, delete and one-key read. */
export function MessageCentre() {
  const counts = useAtomValue(unreadCountsAtom, { store: sessionStore });
  const [tab, setTab] = useState<Tab>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Letter | null>(null);
  const state = useEndpointQuery(memberLetters.letterList, {
    pageNum: page,
    pageSize: 10,
    ...(tab === 'all' ? {} : { type: tab }),
  });

  const after = () => {
    state.reload();
    void refreshUnreadCounts();
  };
  const act = async (go: () => Promise<unknown>, done?: string) => {
    try {
      await go();
      if (done) toast.success(done);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
    after();
  };
  const read = async (letter: Letter) => {
    try {
      setOpen(await request(memberLetters.letterRead, { id: letter.id }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
    after();
  };

  const tabs: Tab[] = ['all', ...memberLetters.LETTER_TYPES];
  return (
    <>
      <Tabs
        aria-label={t('routes.message')}
        items={tabs.map((v) => ({
          value: v,
          label: v === 'all' ? t('memberCentre.messages.all') : t(`memberCentre.messages.types.${v}`),
          ...(unreadOf(counts, v) > 0 ? { badge: unreadOf(counts, v) } : {}),
        }))}
        value={tab}
        onChange={(v) => {
          setTab(v);
          setPage(1);
          setOpen(null);
        }}
      />
      <Bar>
        <Button
          size="sm"
          variant="secondary"
          disabled={unreadOf(counts, tab) === 0}
          onClick={() =>
            void act(
              () => request(memberLetters.letterOnekeyRead, tab === 'all' ? {} : { type: tab }),
              t('memberCentre.messages.readAllDone'),
            )
          }
        >
          {t('memberCentre.messages.readAll')}
        </Button>
      </Bar>
      {open ? (
        <Reader>
          <h2>{open.title}</h2>
          <time>{open.createdAt}</time>
          <p>{open.content}</p>
          <Button size="sm" variant="secondary" onClick={() => setOpen(null)}>
            {t('memberCentre.messages.back')}
          </Button>{' '}
          <Button
            size="sm"
            variant="danger"
            onClick={() =>
              void act(async () => {
                await request(memberLetters.letterDelete, { ids: [open.id] });
                setOpen(null);
              }, t('memberCentre.messages.deleted'))
            }
          >
            {t('memberCentre.messages.delete')}
          </Button>
        </Reader>
      ) : (
        <AsyncView state={state}>
          {(data) =>
            data.list.length === 0 ? (
              <EmptyState title={t('memberCentre.messages.empty')} />
            ) : (
              <>
                <List>
                  {data.list.map((l) => (
                    <Row key={l.id} $read={l.read}>
                      <Dot
                        $on={!l.read}
                        aria-label={l.read ? undefined : t('memberCentre.messages.unread')}
                      />
                      <button type="button" className="open" onClick={() => void read(l)}>
                        {l.title}
                        <small>
                          {t(`memberCentre.messages.types.${l.type}`)}
                          {l.siteWide ? ` · ${t('memberCentre.messages.siteWide')}` : ''} · {l.createdAt}
                        </small>
                      </button>
                      <Button
                        size="sm"
                        variant="text"
                        aria-label={`${t('memberCentre.messages.delete')} ${l.title}`}
                        onClick={() =>
                          void act(
                            () => request(memberLetters.letterDelete, { ids: [l.id] }),
                            t('memberCentre.messages.deleted'),
                          )
                        }
                      >
                        {t('memberCentre.messages.delete')}
                      </Button>
                    </Row>
                  ))}
                </List>
                <Pager page={page} pageSize={10} total={data.total} onPage={setPage} />
              </>
            )
          }
        </AsyncView>
      )}
    </>
  );
}
