import styled from 'styled-components';
import { useEffect, useState } from 'react';
import { request } from '@site/shared/api';
import { help, type HelpArticle } from '@site/shared/contract';
import { registerMessages, t } from '@site/shared/i18n';
import { helpCentre } from '@site/shared/messages';
import { Button, Dialog, ErrorState, RichText, SkeletonText } from '@site/shared/ui';

registerMessages({ helpCentre });

export type LegalDocument = 'terms' | 'privacy';

export interface LegalDocumentsDialogProps {
  /** The document shown, or null when closed. */
  document: LegalDocument | null;
  onSwitch: (next: LegalDocument) => void;
  onClose: () => void;
}

/** Width of the terms / privacy modal (SPEC §2). */
export const LEGAL_DIALOG_WIDTH = 700;

const Updated = styled.p`
  margin: 0 0 12px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.xs};
`;

const Scroll = styled.div`
  max-height: min(60vh, 520px);
  overflow-y: auto;
  padding-right: 8px;
`;

/**
 * The documents are the help centre's gztk (terms) and ysgz (privacy) articles, one text for
 * both places (issue 14), fetched only while the dialog is open.
 */
const ARTICLE: Record<LegalDocument, 'gztk' | 'ysgz'> = { terms: 'gztk', privacy: 'ysgz' };

function useArticle(document: LegalDocument | null) {
  const [state, setState] = useState<{ data?: HelpArticle; error?: Error }>({});
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (document === null) return undefined;
    let live = true;
    setState({});
    request(help.article, { code: ARTICLE[document] }).then(
      (data) => live && setState({ data }),
      (error: unknown) =>
        live && setState({ error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [document, round]);
  return { ...state, reload: () => setRound((r) => r + 1) };
}

function Body({ document }: { document: LegalDocument | null }) {
  const { data, error, reload } = useArticle(document);
  if (error) return <ErrorState message={error.message} onRetry={reload} />;
  if (!data) return <SkeletonText lines={10} />;
  return (
    <>
      <Updated>{t('helpCentre.updated', { date: data.updated })}</Updated>
      {/* Compiled and escaped by the server from our own Markdown: no raw HTML reaches here. */}
      <RichText dangerouslySetInnerHTML={{ __html: data.html }} />
    </>
  );
}

/** The terms and the privacy policy in one 700-px modal that toggles between the two. */
export function LegalDocumentsDialog({ document, onSwitch, onClose }: LegalDocumentsDialogProps) {
  const isTerms = document !== 'privacy';
  return (
    <Dialog
      open={document !== null}
      width={LEGAL_DIALOG_WIDTH}
      onClose={onClose}
      title={isTerms ? t('auth.documents.termsTitle') : t('auth.documents.privacyTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onSwitch(isTerms ? 'privacy' : 'terms')}>
            {isTerms ? t('auth.documents.switchToPrivacy') : t('auth.documents.switchToTerms')}
          </Button>
          <Button onClick={onClose}>{t('common.ok')}</Button>
        </>
      }
    >
      <Scroll>
        <Body document={document} />
      </Scroll>
    </Dialog>
  );
}
