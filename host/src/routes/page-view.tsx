import { HomePage } from '../pages/home-page';
import { RedirectPage } from '../pages/redirect-page';
import { RemoteSlot } from '../remotes/remote-slot';
import type { RouteMatch } from './match-route';

/** Renders a route's page: a remote module (with the route's params as props) or a host page. */
export function PageView({ match }: { match: RouteMatch }) {
  const { page } = match.route;
  switch (page.kind) {
    case 'home':
      return <HomePage />;
    case 'redirect':
      return <RedirectPage target={match.params.path ?? ''} />;
    case 'remote':
      return <RemoteSlot {...page} props={{ ...page.props, ...match.params }} />;
  }
}
