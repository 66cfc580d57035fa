import { registerMessages } from '@site/shared/i18n';
import { auth, protection } from '@site/shared/messages';

// The 'auth' texts (and 'protection', for the deposit-limit prompt) as this build knows them, so a release of mf-auth shows its own
// wording without waiting for a host release (see registerMessages).
registerMessages({ auth, protection });
