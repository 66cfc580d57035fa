import { registerMessages } from '@site/shared/i18n';
import { chat } from '@site/shared/messages';

// The chat namespace as this build knows it: a release of mf-chat shows its own wording
// without waiting for a host release (see registerMessages).
registerMessages({ chat });
