import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { request, useEndpointQuery } from '@site/shared/api';
import { memberLetters } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Badge, Button, Card, EmptyState, toast } from '@site/shared/ui';
import { AsyncView } from '../../components/async-view';
import { Pager } from '../../components/pager';
import { refreshUnreadCounts } from '../../lib/unread';

type Feedback = memberLetters.Feedback;

const Item = styled.li`
  padding: 14px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.text};
  list-style: none;
  .head {
    display: flex;
    align-items: center;
    gap: 8px;
    flex-wrap: wrap;
  }
  .meta {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
  .reply {
    margin-top: 8px;
    padding: 10px 12px;
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${(p) => p.theme.radii.sm};
    margin: 8px 8px 0 0;
  }
`;

/** An image of the member's own feedback: fetched through the API (owner only), shown as a data URL. */
function OwnImage({ id }: { id: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    request(memberLetters.getImage, { id }).then(
      (img) => live && setSrc(`data:${img.mime};base64,${img.data}`),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id]);
  return src ? <img src={src} alt="" /> : null;
}

/** The member's feedback, newest first; opening an item shows its images and reply and marks it read. */
export function FeedbackList({ round }: { round: number }) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Feedback | null>(null);
  const state = useEndpointQuery(memberLetters.getFeedBackList, { pageNum: page, pageSize: 10 });
  const { reload } = state;
  useEffect(() => {
    if (round > 0) reload();
  }, [round, reload]);
  // An operator reply may have come since the header last asked: align its count with this list.
  const hasUnread = state.data?.list.some((f) => f.unread) ?? false;
  useEffect(() => {
    if (hasUnread) void refreshUnreadCounts();
  }, [hasUnread]);

  const show = async (f: Feedback) => {
    if (open?.id === f.id) return setOpen(null);
    try {
      setOpen(await request(memberLetters.getFeedbackInfo, { id: f.id }));
      if (f.unread) {
        void refreshUnreadCounts();
        reload();
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  const remove = async (f: Feedback) => {
    try {
      await request(memberLetters.delFeedback, { id: f.id });
      setOpen(null);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
    reload();
    void refreshUnreadCounts();
  };

  return (
    <Card title={t('memberCentre.feedback.listTitle')}>
      <AsyncView state={state}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState compact title={t('memberCentre.feedback.empty')} />
          ) : (
            <>
              <ul style={{ margin: 0, padding: 0 }}>
                {data.list.map((f) => (
                  <Item key={f.id}>
                    <div className="head">
                      <strong>{t(`memberCentre.feedback.types.${f.type}`)}</strong>
                      {f.unread && <Badge dot aria-label={t('memberCentre.feedback.newReply')} />}
                      {f.unread && <span>{t('memberCentre.feedback.newReply')}</span>}
                      <span className="meta">{f.createdAt}</span>
                    </div>
                    <div>{f.content}</div>
                    <Button size="sm" variant="text" onClick={() => void show(f)}>
                      {open?.id === f.id ? t('memberCentre.bets.hideLegs') : t('memberCentre.bets.showLegs')}
                    </Button>
                    <Button size="sm" variant="text" onClick={() => void remove(f)}>
                      {t('memberCentre.feedback.delete')}
                    </Button>
                    {open?.id === f.id && (
                      <div>
                        {open.orderNo && <div className="meta">{open.orderNo}</div>}
                        {open.images.map((id) => (
                          <OwnImage key={id} id={id} />
                        ))}
                        <div className="reply">
                          {open.reply ? (
                            <>
                              <strong>{t('memberCentre.feedback.reply')}：</strong>
                              {open.reply} <span className="meta">{open.repliedAt}</span>
                            </>
                          ) : (
                            t('memberCentre.feedback.waiting')
                          )}
                        </div>
                      </div>
                    )}
                  </Item>
                ))}
              </ul>
              <Pager page={page} pageSize={10} total={data.total} onPage={setPage} />
            </>
          )
        }
      </AsyncView>
    </Card>
  );
}
