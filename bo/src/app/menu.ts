import type { backoffice } from '@site/shared/backoffice-contract';
import { boPaths } from '../lib/paths';
import type { BoMessageKey } from '../messages';

export interface MenuItem {
  path: string;
  label: BoMessageKey;
  /** The permission the page's main list needs (the contract's ENDPOINT_PERMISSIONS). */
  permission: backoffice.Permission;
}

/** The left menu, in the order an operations team works through its day. */
export const MENU: readonly MenuItem[] = [
  { path: boPaths.withdrawals, label: 'menu.withdrawals', permission: 'withdrawals.read' },
  { path: boPaths.players, label: 'menu.players', permission: 'players.read' },
  { path: boPaths.adjustments, label: 'menu.adjustments', permission: 'adjust.request' },
  { path: boPaths.feedback, label: 'menu.feedback', permission: 'feedback.reply' },
  { path: boPaths.agents, label: 'menu.agents', permission: 'agents.decide' },
  { path: boPaths.chat, label: 'menu.chat', permission: 'chat.moderate' },
  { path: boPaths.promotions, label: 'menu.promotions', permission: 'promotions.read' },
  { path: boPaths.content, label: 'menu.content', permission: 'content.read' },
  { path: boPaths.brands, label: 'menu.brands', permission: 'brands.read' },
  { path: boPaths.reports, label: 'menu.reports', permission: 'reports.read' },
  { path: boPaths.audit, label: 'menu.audit', permission: 'audit.read' },
  { path: boPaths.operators, label: 'menu.operators', permission: 'operators.manage' },
];

/** The items an operator with these permissions may open (the server refuses the rest anyway: 6003). */
export function visibleMenu(permissions: readonly backoffice.Permission[]): MenuItem[] {
  return MENU.filter((item) => permissions.includes(item.permission));
}
