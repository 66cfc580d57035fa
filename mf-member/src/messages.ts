import { registerMessages } from '@site/shared/i18n';
import { cards, member, memberCentre, protection } from '@site/shared/messages';

// The 'member', 'cards', 'memberCentre' and 'protection' texts as this build knows them, so a release of mf-member shows its own
// wording without waiting for a host release (see registerMessages).
registerMessages({ member, cards, memberCentre, protection });
