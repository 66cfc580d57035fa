/**
 * What the cashier needs from a payment provider. The site runs the simulated provider
 * (`simulators/payment-gateway/`, chosen in domains.ts); a real integration implements this
 * interface with the provider's hosted cashier and, on the provider's side, posts the signed
 * callback of funds/gateway.ts to `POST /pay/gateway/notify` (routes/pay-gateway.ts) once the
 * member has paid or the payment failed. The site owns everything else: the order
 * (deposits.ts), the callback's checks (signature, time window, nonce, amount) and the one
 * credit through the money door.
 */
export interface PaymentGateway {
  /** Where the deposit answer sends the member to pay order `orderNo` (the provider's cashier page). */
  cashierUrl(orderNo: string): string;
}
