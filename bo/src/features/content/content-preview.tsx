import { useState } from 'react';
import styled from 'styled-components';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { Button, RichText } from '@site/shared/ui';
import { boCall, errorText } from '../../api';
import { contentText as ct } from './content-messages';

const Frame = styled.section`
  display: grid;
  gap: 12px;
  align-content: start;
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h2 {
    margin: 0;
    font-size: 15px;
  }
  span {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: 12px;
  }
`;

/** The home carousel's slide: the server draws the same gradient and centred title (1920 x 500). */
const Banner = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 1920 / 500;
  padding: 0 8%;
  border-radius: ${(p) => p.theme.radii.md};
  background:
    radial-gradient(circle at 50% 35%, rgb(255 255 255 / 35%), transparent 55%),
    linear-gradient(135deg, #1f6feb, #0b2e6b);
  color: #fff;
  font-size: clamp(16px, 2.4vw, 30px);
  font-weight: 700;
  text-align: center;
  text-shadow: 0 2px 6px rgb(0 0 0 / 45%);
`;

const Muted = styled.p`
  margin: 0;
  font-size: 12px;
  color: ${(p) => p.theme.colors.textSecondary};
  overflow-wrap: anywhere;
`;

const Marquee = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  padding: 8px 12px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.surface};
  font-size: 13px;
  white-space: nowrap;
  overflow: hidden;
  b {
    color: ${(p) => p.theme.colors.primary};
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Card = styled.article`
  padding: 14px 16px;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  h3 {
    margin: 0 0 6px;
    font-size: 15px;
  }
  p {
    margin: 8px 0 0;
    line-height: 1.7;
    color: ${(p) => p.theme.colors.textSecondary};
    white-space: pre-wrap;
  }
`;

const Article = styled.div`
  padding: 16px;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  max-height: 560px;
  overflow: auto;
  h2.title {
    margin: 0 0 12px;
    font-size: 18px;
  }
`;

/** What a player will see: the banner slide, the notice in the marquee and list, or the compiled article. */
export function ContentPreview({ fields, today }: { fields: bo.ContentFields; today: string }) {
  return (
    <Frame aria-label={ct.preview}>
      <Head>
        <h2>{ct.preview}</h2>
        <span>{ct.previewHint}</span>
      </Head>
      {fields.kind === 'banner' && (
        <>
          <Banner>{fields.title || ct.fields.title}</Banner>
          <Muted>
            {ct.fields.linkType}：{ct.linkTypes[fields.linkType]}
            {fields.link ? ` ${fields.link}` : ''}
          </Muted>
        </>
      )}
      {fields.kind === 'notice' && (
        <>
          <Muted>{ct.marquee}</Muted>
          <Marquee>
            <b>{ct.marqueeLabel}</b>
            <span>
              【{fields.title}】{fields.content}
            </span>
          </Marquee>
          <Muted>{ct.noticeList}</Muted>
          <Card>
            <h3>
              {fields.top ? `【${ct.fields.top}】` : ''}
              {fields.title}
            </h3>
            <Muted>{today}</Muted>
            <p>{fields.content}</p>
          </Card>
        </>
      )}
      {fields.kind === 'help' && <HelpPreview fields={fields} />}
    </Frame>
  );
}

function HelpPreview({ fields }: { fields: bo.ContentFields & { kind: 'help' } }) {
  const [shown, setShown] = useState<{ title: string; html: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    setError(null);
    try {
      setShown(await boCall(bo.previewContent, { fields }));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <div>
        <Button size="sm" variant="secondary" loading={busy} onClick={() => void refresh()}>
          {ct.previewRefresh}
        </Button>
      </div>
      {error && <Muted role="alert">{error}</Muted>}
      <Article>
        {shown ? (
          <>
            <h2 className="title">{shown.title}</h2>
            <RichText data-testid="content-preview-body" dangerouslySetInnerHTML={{ __html: shown.html }} />
          </>
        ) : (
          <Muted>{ct.previewEmpty}</Muted>
        )}
      </Article>
    </>
  );
}
