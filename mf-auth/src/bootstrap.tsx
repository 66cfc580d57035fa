import { mountStandalone } from '@site/shared/standalone';
import AuthModal from './expose/auth-modal';

/** Standalone mount for development (`pnpm --filter @site/mf-auth dev`); see @site/shared/standalone. */
void mountStandalone({ remote: 'mf_auth', modules: { AuthModal } });
