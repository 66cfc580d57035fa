import { registerMessages } from '@site/shared/i18n';
import { helpCentre } from '@site/shared/messages';

// The helpCentre texts as this build knows them (see registerMessages): a release of the
// help pages shows its own wording without waiting for a host release.
registerMessages({ helpCentre });
