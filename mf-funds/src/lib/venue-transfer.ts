import type { funds } from '@site/shared/contract';

/** `ty` of a venue transfer: 1 into the venue, 2 back out to the center wallet. */
export type Direction = (typeof funds.TransferDirection)[keyof typeof funds.TransferDirection];
