import { bus } from '@site/shared/events';

/** SPEC §2: the host shows the safety tip, then opens the customer-service url in a new tab. */
export function openCustomerService(): void {
  bus.emit('customer_service');
}
