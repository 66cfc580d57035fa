import { mountStandalone } from '@site/shared/standalone';
import ChatWidget from './expose/chat-widget';

/** Standalone mount for development (`pnpm --filter @site/mf-chat dev`); see @site/shared/standalone. */
void mountStandalone({ remote: 'mf_chat', modules: { ChatWidget } });
