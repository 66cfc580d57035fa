import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { Button, ErrorState, Skeleton } from '@site/shared/ui';
import { errorText, useBoQuery } from '../../api';
import { Actions, PageHeader, Tag } from '../../components/page';
import { boPaths } from '../../lib/paths';
import { bt } from '../../messages';
import { can, useOperatorSession } from '../../session';
import { FreezeDialog } from './freeze-dialog';
import { WithdrawPasswordDialog, withdrawPasswordText } from './withdraw-password-dialog';
import { AdjustDialog, ForceLogoutDialog, LetterDialog, UnfreezeDialog } from './player-dialogs';
import {
  Balances,
  Bonuses,
  Deposits,
  Games,
  Grid,
  Ledger,
  Linked,
  Logins,
  Profile,
  Restrictions,
  Withdrawals,
} from './player-sections';

type Open =
  'freeze' | 'logout' | 'adjust' | 'letter' | 'withdrawPassword' | { lift: bo.RestrictionView } | null;

/** A player's page: everything a reviewer needs on one screen, and the actions their role allows. */
export function PlayerPage() {
  const { memberId = '' } = useParams();
  const navigate = useNavigate();
  const { session } = useOperatorSession();
  const id = Number(memberId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = useBoQuery(bo.viewPlayer, { memberId: id }, valid);
  const [open, setOpen] = useState<Open>(null);
  const view = query.data;
  const name = view?.player.name ?? memberId;
  const close = () => setOpen(null);
  const dialogProps = { memberId: id, memberName: name, onClose: close, onDone: query.reload };
  const frozen = view?.restrictions.filter((r) => r.inForce) ?? [];

  return (
    <>
      <PageHeader
        title={
          <>
            {bt('players.title')} · {name}{' '}
            {frozen.map((r) => (
              <Tag key={r.id} $tone="danger">
                {bt(`restriction.${r.kind}`)}
              </Tag>
            ))}
          </>
        }
        extra={
          <Actions>
            <Link to={boPaths.players}>
              <Button variant="text" size="sm" tabIndex={-1}>
                {bt('players.back')}
              </Button>
            </Link>
            {can(session, 'players.freeze') && (
              <Button size="sm" variant="danger" onClick={() => setOpen('freeze')} disabled={!view}>
                {bt('players.freeze')}
              </Button>
            )}
            {can(session, 'players.logout') && (
              <Button size="sm" variant="secondary" onClick={() => setOpen('logout')} disabled={!view}>
                {bt('players.forceLogout')}
              </Button>
            )}
            {can(session, 'adjust.request') && (
              <Button size="sm" variant="secondary" onClick={() => setOpen('adjust')} disabled={!view}>
                {bt('players.adjust')}
              </Button>
            )}
            {can(session, 'players.resetWithdrawPassword') && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setOpen('withdrawPassword')}
                disabled={!view}
              >
                {withdrawPasswordText.button}
              </Button>
            )}
            {can(session, 'players.letter') && (
              <Button size="sm" variant="secondary" onClick={() => setOpen('letter')} disabled={!view}>
                {bt('players.letter')}
              </Button>
            )}
          </Actions>
        }
      />
      {query.error !== undefined ? (
        <ErrorState message={errorText(query.error)} onRetry={query.reload} />
      ) : !view ? (
        <Grid aria-busy="true">
          <Skeleton height="160px" />
          <Skeleton height="160px" />
        </Grid>
      ) : (
        <Grid>
          <Profile view={view} />
          <Balances view={view} />
          <Restrictions
            view={view}
            onLift={can(session, 'players.freeze') ? (r) => setOpen({ lift: r }) : null}
          />
          <Linked view={view} onOpen={(other) => navigate(boPaths.player(other))} />
          <Withdrawals view={view} />
          <Deposits view={view} />
          <Bonuses view={view} />
          <Ledger view={view} />
          <Logins view={view} />
          <Games view={view} />
        </Grid>
      )}
      {open === 'freeze' && <FreezeDialog {...dialogProps} />}
      {open === 'logout' && <ForceLogoutDialog {...dialogProps} />}
      {open === 'adjust' && <AdjustDialog {...dialogProps} />}
      {open === 'letter' && <LetterDialog {...dialogProps} />}
      {open === 'withdrawPassword' && <WithdrawPasswordDialog {...dialogProps} />}
      {open !== null && typeof open === 'object' && (
        <UnfreezeDialog restriction={open.lift} onClose={close} onDone={query.reload} />
      )}
    </>
  );
}
