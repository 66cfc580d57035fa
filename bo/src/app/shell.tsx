import { useEffect, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { Button } from '@site/shared/ui';
import { boCall } from '../api';
import { bt } from '../messages';
import { operatorSession, type OperatorSession } from '../session';
import { visibleMenu } from './menu';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  grid-template-rows: 56px minmax(0, 1fr);
  min-height: 100vh;
  /* A tablet gives the lists the whole width: the menu becomes a bar under the top bar. */
  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: 56px auto minmax(0, 1fr);
  }
`;

const Top = styled.header`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 0 20px;
  background: #1b2230;
  color: #e6ebf2;
`;

const Brand = styled.div`
  font-size: 16px;
  font-weight: 600;
  letter-spacing: 1px;
  span {
    margin-left: 8px;
    font-weight: 400;
    font-size: 12px;
    color: #a3adbf;
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  font-size: 13px;
  color: #c9d1dd;
  button {
    color: #e6ebf2;
  }
`;

const Side = styled.nav`
  padding: 12px 8px;
  border-right: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  a {
    display: block;
    padding: 10px 16px;
    margin-bottom: 2px;
    border-radius: ${(p) => p.theme.radii.md};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  @media (max-width: 1023px) {
    display: flex;
    gap: 4px;
    overflow-x: auto;
    padding: 8px;
    border-right: none;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    a {
      flex: none;
      margin: 0;
      padding: 6px 12px;
    }
  }
  a.active {
    background: color-mix(in srgb, ${(p) => p.theme.colors.primary} 10%, transparent);
    color: ${(p) => p.theme.colors.primary};
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
`;

const Main = styled.main`
  min-width: 0;
  padding: 20px 24px 40px;
  @media (max-width: 1023px) {
    padding: 16px;
  }
`;

/** Checks the server's idle clock every 15 s: a timed-out session goes back to 登录 with its notice. */
function useIdleTimeout(): void {
  useEffect(() => {
    const timer = setInterval(() => {
      if (operatorSession.idleExpired()) operatorSession.end('expired');
    }, 15_000);
    return () => clearInterval(timer);
  }, []);
}

export function SideMenu({ permissions }: { permissions: readonly bo.Permission[] }) {
  return (
    <Side aria-label={bt('app.title')}>
      {visibleMenu(permissions).map((item) => (
        <NavLink key={item.path} to={item.path}>
          {bt(item.label)}
        </NavLink>
      ))}
    </Side>
  );
}

/** The operator's frame: top bar (who, role, sign out), the permission-filtered menu, the page. */
export function Shell({ session, children }: { session: OperatorSession; children: ReactNode }) {
  useIdleTimeout();
  const { operator } = session;
  async function signOut() {
    try {
      await boCall(bo.logout, {});
    } catch {
      // The local session ends either way; the server's expires by itself.
    }
    operatorSession.end('loggedOut');
  }
  return (
    <Layout>
      <Top>
        <Brand>
          {bt('app.title')}
          <span>{bt('app.subtitle')}</span>
        </Brand>
        <Who>
          <span>
            {operator.name} · {bt(`roles.${operator.role}`)}
          </span>
          <Button size="sm" variant="text" onClick={() => void signOut()}>
            {bt('app.logout')}
          </Button>
        </Who>
      </Top>
      <SideMenu permissions={operator.permissions} />
      <Main>{children}</Main>
    </Layout>
  );
}
