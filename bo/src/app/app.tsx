import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { EmptyState } from '@site/shared/ui';
import { boCall } from '../api';
import { AdjustmentsPage } from '../features/adjustments';
import { AgentsPage } from '../features/agents';
import { ChatPage } from '../features/chat';
import { FeedbackPage } from '../features/feedback';
import { AuditPage } from '../features/audit';
import { BrandsPage } from '../features/brands';
import { ContentPage } from '../features/content';
import { LoginPage } from '../features/login';
import { PlayerPage, PlayerSearch } from '../features/players';
import { PromotionsPage } from '../features/promotions';
import { ReportsPage } from '../features/reports';
import { WithdrawalQueue } from '../features/withdrawals';
import { OperatorsPage } from '../features/operators';
import { boPaths } from '../lib/paths';
import { bt } from '../messages';
import { operatorSession, useOperatorSession } from '../session';
import { visibleMenu } from './menu';
import { Shell } from './shell';

/** Refreshes the stored operator (role or permissions may have changed) once per page load. */
function useRefreshOperator(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    boCall(bo.me, {}).then(
      (operator) => {
        const current = operatorSession.get().session;
        if (current) operatorSession.start({ ...current, operator });
      },
      () => undefined, // 6001 has already ended the session; anything else keeps the stored one.
    );
  }, [signedIn]);
}

export function App() {
  const { session } = useOperatorSession();
  const location = useLocation();
  useRefreshOperator(session !== null);
  if (!session) {
    return (
      <Routes>
        <Route path={boPaths.login} element={<LoginPage />} />
        <Route
          path="*"
          element={<Navigate to={boPaths.login} replace state={{ from: location.pathname }} />}
        />
      </Routes>
    );
  }
  const home = visibleMenu(session.operator.permissions)[0]?.path;
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <Shell session={session}>
      <Routes>
        <Route
          path="/"
          element={home ? <Navigate to={home} replace /> : <EmptyState title={bt('app.noPermission')} />}
        />
        <Route
          path={boPaths.login}
          element={<Navigate to={from && from !== boPaths.login ? from : (home ?? '/')} replace />}
        />
        <Route path={boPaths.withdrawals} element={<WithdrawalQueue />} />
        <Route path={boPaths.players} element={<PlayerSearch />} />
        <Route path={`${boPaths.players}/:memberId`} element={<PlayerPage />} />
        <Route path={boPaths.adjustments} element={<AdjustmentsPage />} />
        <Route path={boPaths.audit} element={<AuditPage />} />
        <Route path={boPaths.promotions} element={<PromotionsPage />} />
        <Route path={boPaths.feedback} element={<FeedbackPage />} />
        <Route path={boPaths.agents} element={<AgentsPage />} />
        <Route path={boPaths.chat} element={<ChatPage />} />
        <Route path={`${boPaths.content}/*`} element={<ContentPage />} />
        <Route path={boPaths.brands} element={<BrandsPage />} />
        <Route path={boPaths.reports} element={<ReportsPage />} />
        <Route path={boPaths.operators} element={<OperatorsPage />} />
        <Route path="*" element={<EmptyState title={bt('app.notFound')} />} />
      </Routes>
    </Shell>
  );
}
