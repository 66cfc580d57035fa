import { registerMessages } from '@site/shared/i18n';
import { activities } from '@site/shared/messages';

// The home sections' texts only (issue 31: the banner and the notices, on every /home load,
// brought the whole promotions namespace, 5.7 KiB gzip, for two strings of `activities`).
// The pages register all of mf-activities' namespaces (messages.ts).
registerMessages({ activities });
