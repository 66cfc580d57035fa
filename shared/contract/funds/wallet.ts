import { z } from 'zod';
import { dbInt } from '../db-range';
import { message } from '../validation-messages';
import { endpoint } from '../endpoint';
import { getBalance as memberGetBalance } from '../member';
import { moneyText } from '../money';
import { emptyRequest } from '../site';
import { FD, GAME, amountText, channelCode } from './common';
import { fundsCalls } from '../calls';

/** The same call as `member.getBalance` (the host uses it): center wallet, lock money included on request. */
export const getBalance = memberGetBalance;

export const venueStatus = z.enum(['open', 'maintenance']);
export const venueBalanceSchema = z.object({
  channelCode: z.string(),
  name: z.string(),
  /** Nav code of SPEC §2: TY ZR QP DJ CP DZ BY. */
  category: z.string(),
  status: venueStatus,
  balance: moneyText,
});
export type VenueBalance = z.infer<typeof venueBalanceSchema>;

/** SPEC §9: the balance category 8 is "every venue": the total venue money of the header. */
export const ALL_VENUES_CATEGORY = 8;

export const allBalance = endpoint(
  fundsCalls.allBalance,
  z
    .object({ category: dbInt().default(ALL_VENUES_CATEGORY) })
    .strict()
    .optional()
    .default({ category: ALL_VENUES_CATEGORY }),
  z.object({
    category: z.number().int(),
    totalBalance: moneyText,
    centerWalletBalance: moneyText,
    autoTransferStatus: z.union([z.literal(0), z.literal(1)]),
    list: z.array(venueBalanceSchema),
  }),
);

export const venueBalance = endpoint(
  fundsCalls.venueBalance,
  z.object({ channelCode }).strict(),
  venueBalanceSchema,
);

/** `ty` of venue/transfer: 1 = into the venue (center → venue), 2 = out of it (venue → center). */
export const TransferDirection = { IN: 1, OUT: 2 } as const;
const activityFlag = z.union([z.boolean(), z.literal(0), z.literal(1)]);

export const venueTransfer = endpoint(
  `${GAME}/venue/transfer`,
  z
    .object({
      channelCode,
      amount: amountText,
      ty: z.union([z.literal(TransferDirection.IN), z.literal(TransferDirection.OUT)]),
      /** Transfer in: join the venue's activity (turnover required before money can leave, 6413). */
      isActivity: activityFlag.optional(),
    })
    .strict(),
  z.object({
    channelCode: z.string(),
    amount: moneyText,
    ty: z.number().int(),
    centerWalletBalance: moneyText,
    venueBalance: moneyText,
  }),
);

export const recycle = endpoint(
  `${GAME}/venue/recycle`,
  emptyRequest,
  z.object({
    /** Total swept back into the center wallet. */
    amount: moneyText,
    centerWalletBalance: moneyText,
    recycled: z.array(z.object({ channelCode: z.string(), amount: moneyText })),
    /** Venues left as they are: 6413 (activity turnover not reached) or 6415 (maintenance). */
    skipped: z.array(
      z.object({
        channelCode: z.string(),
        amount: moneyText,
        status_code: z.number().int(),
        message: z.string(),
      }),
    ),
  }),
);

export const setAutoTransferStatus = endpoint(
  `${GAME}/status/setAutoTransferStatus`,
  z.object({ status: z.union([z.literal(0), z.literal(1)]) }).strict(),
  z.object({ status: z.union([z.literal(0), z.literal(1)]) }),
);

/** A wallet of the member: `center`, or a venue's channel code. */
const walletRef = z
  .string()
  .regex(/^(center|[A-Z0-9]{2,10})$/, { error: message('validation.walletRefInvalid') });

/** utcTransfer: the transfer page's general move between two of the member's wallets. */
export const utcTransfer = endpoint(
  `${FD}/transfer/utcTransfer`,
  z.object({ from: walletRef, to: walletRef, amount: amountText }).strict(),
  z.object({
    from: z.string(),
    to: z.string(),
    amount: moneyText,
    fromBalance: moneyText,
    toBalance: moneyText,
  }),
);

export const getTransferRate = endpoint(
  `${FD}/transfer/getTransferRate`,
  z
    .object({ currency: z.literal('USDT').default('USDT') })
    .strict()
    .optional()
    .default({ currency: 'USDT' }),
  /** `rate`: yuan for one coin, as text ("7.20"). */
  z.object({ currency: z.string(), rate: z.string(), unit: z.literal('CNY') }),
);
