import { mountRootParcel } from 'single-spa';
import { mountStandalone } from '@site/shared/standalone';
import parcel from './expose/chat-parcel';

/** Standalone page for development (`pnpm --filter @site/mf-chat dev`): the parcel, mounted as the host does. */
function ChatParcelDemo() {
  return (
    <div
      style={{ width: 380, height: 600 }}
      ref={(el) => {
        if (!el || el.dataset.mounted) return;
        el.dataset.mounted = '1';
        mountRootParcel(parcel, { domElement: el, placement: 'inline' });
      }}
    />
  );
}

void mountStandalone({ remote: 'mf_chat', modules: { ChatParcel: ChatParcelDemo } });
