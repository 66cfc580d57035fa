import { registerMessages } from '@site/shared/i18n';
import { casino } from '@site/shared/messages';

// The 'casino' texts as this build knows them, so a release of mf-casino-venues shows its own
// wording without waiting for a host release (see registerMessages).
registerMessages({ casino });
