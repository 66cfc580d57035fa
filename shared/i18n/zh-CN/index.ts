import { api } from './api';
import { common } from './common';
import { host } from './host';
import { ui } from './ui';
import { validation } from './validation';
import { format } from './format';
import { help, nav, routes } from './routes';
import { activities } from './activities';
import { casino } from './casino';
import { auth } from './auth';
import { funds } from './funds';
import { deposit } from './deposit';
import { withdraw } from './withdraw';
import { member } from './member';
import { cards } from './cards';
import { sports } from './sports';
import { memberCentre } from './member-centre';
import { promotions } from './promotions';
import { helpCentre } from './help-centre';
import { chat } from './chat';
import { protection } from './protection';

/**
 * The zh-CN catalogue: every user-facing string of the site lives here, one file per
 * concern (so parallel work rarely touches the same file). Remotes add their own
 * namespace file and register it here.
 */
export const zhCN = {
  common,
  host,
  ui,
  api,
  validation,
  format,
  routes,
  nav,
  help,
  activities,
  casino,
  auth,
  funds,
  deposit,
  withdraw,
  member,
  cards,
  sports,
  memberCentre,
  promotions,
  helpCentre,
  chat,
  protection,
} as const;
export type Catalogue = typeof zhCN;

// Each namespace by name too: a remote imports only its own (see registerMessages).
export {
  api,
  common,
  host,
  ui,
  validation,
  format,
  help,
  nav,
  routes,
  activities,
  casino,
  auth,
  funds,
  deposit,
  withdraw,
  member,
  cards,
  sports,
  memberCentre,
  promotions,
  helpCentre,
  chat,
  protection,
};
