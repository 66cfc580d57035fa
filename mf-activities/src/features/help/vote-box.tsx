import { useState } from 'react';
import styled from 'styled-components';
import { request, useEndpoint } from '@site/shared/api';
import { help, type VoteSummary } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { checkLogin } from '@site/shared/session';
import { Button, toast } from '@site/shared/ui';

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 28px;
  padding: 16px;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.text};
`;

const Note = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.xs};
`;

type Vote = 'helpful' | 'unhelpful';

/** "Was this helpful": one vote per member, stored by the server; a second click changes it. Guests are asked to log in. */
export function VoteBox({ code }: { code: string }) {
  const loaded = useEndpoint(help.votes, { code });
  const [mine, setMine] = useState<VoteSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = mine?.code === code ? mine : loaded.data;

  const cast = (vote: Vote) => {
    if (!checkLogin({ prompt: true })) return;
    setBusy(true);
    request(help.vote, { code, vote })
      .then(setMine)
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : String(error)))
      .finally(() => setBusy(false));
  };

  const button = (vote: Vote, label: string) => (
    <Button
      size="sm"
      variant={summary?.myVote === vote ? 'primary' : 'secondary'}
      aria-pressed={summary?.myVote === vote}
      disabled={busy}
      onClick={() => cast(vote)}
    >
      {label}
    </Button>
  );

  return (
    <Box aria-label={t('helpCentre.voteQuestion')}>
      <span>{summary?.myVote ? t('helpCentre.voteThanks') : t('helpCentre.voteQuestion')}</span>
      {button('helpful', t('helpCentre.voteHelpful'))}
      {button('unhelpful', t('helpCentre.voteUnhelpful'))}
      {summary && summary.helpful > 0 && (
        <Note>{t('helpCentre.voteCounts', { helpful: summary.helpful })}</Note>
      )}
    </Box>
  );
}
