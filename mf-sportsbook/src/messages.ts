import { registerMessages } from '@site/shared/i18n';
import { sports } from '@site/shared/messages';

// The 'sports' texts as this build knows them, so a release of mf-sportsbook shows its own
// wording without waiting for a host release (see registerMessages).
registerMessages({ sports });
