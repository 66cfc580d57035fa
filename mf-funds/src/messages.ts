import { registerMessages } from '@site/shared/i18n';
import { deposit, funds, withdraw } from '@site/shared/messages';

// The texts of the namespaces mf-funds owns, as this build knows them, so a release of
// mf-funds shows its own wording without waiting for a host release (see registerMessages).
registerMessages({ funds, deposit, withdraw });
