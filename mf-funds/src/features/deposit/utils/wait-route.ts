import type { funds } from '@site/shared/contract';
import { routePaths, type RouteName } from '@site/shared/routes';

/** The query parameter of every wait view: the order survives a reload of the page. */
export const ORDER_PARAM = 'orderNo';

/** The server's order number format (contract `orderNo`): anything else is unknown without asking. */
export const ORDER_NO_PATTERN = /^[A-Z0-9]{8,40}$/;

export type WaitRoute = Extract<
  RouteName,
  'rechargeWait' | 'transferWait' | 'virtualWait' | 'huiwangWait' | 'xnbskWait'
>;

export function waitPath(route: WaitRoute, orderNo: string): string {
  return `${routePaths[route]}?${new URLSearchParams({ [ORDER_PARAM]: orderNo }).toString()}`;
}

/** Where a placed order waits: the gateway view, the bank account view or the USDT address view. */
export function waitRouteFor(order: { payType: funds.PayType; account: unknown }): WaitRoute {
  if (order.account === null) return 'rechargeWait';
  return order.payType === 'usdt' ? 'virtualWait' : 'transferWait';
}
