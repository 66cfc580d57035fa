import { registerMessages } from '@site/shared/i18n';
import { deposit, funds, protection, withdraw } from '@site/shared/messages';

// The texts of the namespaces mf-funds owns, as this build knows them, so a release of
// mf-funds shows its own wording without waiting for a host release (see registerMessages).
// 'protection' too: the deposit form names the player's own deposit limit (the shell no
// longer carries that namespace on every page).
registerMessages({ funds, deposit, withdraw, protection });
