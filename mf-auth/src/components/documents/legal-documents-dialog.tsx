import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { Button, Dialog } from '@site/shared/ui';

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

const Heading = styled.h3`
  margin: 18px 0 6px;
  font-size: ${(p) => p.theme.fontSizes.md};
  font-weight: ${(p) => p.theme.fontWeights.bold};
`;

const Paragraph = styled.p`
  margin: 0 0 8px;
  color: ${(p) => p.theme.colors.textSecondary};
  text-indent: 2em;
`;

const Scroll = styled.div`
  max-height: min(60vh, 520px);
  overflow-y: auto;
  padding-right: 8px;
`;

/** Section headings of the documents read 一、二、…. */
const HEADING = /^[一二三四五六七八九十]+、/;

function Body({ text }: { text: string }) {
  return (
    <>
      {text
        .split('\n')
        .map((line, i) =>
          HEADING.test(line) ? <Heading key={i}>{line}</Heading> : <Paragraph key={i}>{line}</Paragraph>,
        )}
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
        <Updated>{t('auth.documents.updated')}</Updated>
        <Body text={isTerms ? t('auth.documents.terms') : t('auth.documents.privacy')} />
      </Scroll>
    </Dialog>
  );
}
