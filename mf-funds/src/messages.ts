import { registerMessages } from '@site/shared/i18n';
import { funds } from '@site/shared/messages';

// The 'funds' texts as this build knows them, so a release of mf-funds shows its own
// wording without waiting for a host release (see registerMessages).
registerMessages({ funds });
