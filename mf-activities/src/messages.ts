import { registerMessages } from '@site/shared/i18n';
import { activities, promotions } from '@site/shared/messages';

// The texts of the namespaces mf-activities owns, as this build knows them, so a release of
// mf-activities shows its own wording without waiting for a host release (see registerMessages).
registerMessages({ activities, promotions });
