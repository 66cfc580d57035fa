import { z } from 'zod';
import { endpoint } from './endpoint';
import { dbBigId } from './db-range';
import { safeText } from './text';
import { REMOTE_NAMES } from './brand';
import { PROMOTION_ENDPOINT_PERMISSIONS } from './backoffice-promotions';
import { SERVICE_ENDPOINT_PERMISSIONS } from './backoffice-service';
import { CONTENT_ENDPOINT_PERMISSIONS } from './backoffice-content';

export * from './backoffice-promotions';
export * from './backoffice-service';
export * from './backoffice-content';

/**
 * The operator API (issue 30): the back office's own prefix, token header and contract. An
 * operator is not a member: the member API never reads `bo-token`, and this API never reads
 * the member's `token`. Every call is POST + JSON in the platform's envelope
 * `{status_code, data, message}`; 6001 without a live operator session, 6003 when the
 * operator's role lacks the endpoint's permission.
 */
export const BO_PREFIX = '/bo/api/v1';
/** The operator session header (never the member's `token`). */
export const BO_TOKEN_HEADER = 'bo-token';

const p = (path: string) => `${BO_PREFIX}/${path}`;

/** Roles and what each may do: the one map, read by the server's gate and the UI's menus. */
export const ROLES = ['admin', 'finance', 'risk', 'cs', 'marketing', 'brand'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'operators.manage',
  'audit.read',
  'players.read',
  'players.freeze',
  'players.logout',
  'players.letter',
  'bonus.void',
  'adjust.request',
  'adjust.approve',
  'withdrawals.read',
  'withdrawals.decide',
  'deposits.read',
  'promotions.read',
  'promotions.manage',
  'content.read',
  'content.manage',
  'brands.read',
  'brands.manage',
  'reports.read',
  'feedback.reply',
  'agents.decide',
  'players.resetWithdrawPassword',
  'chat.moderate',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  finance: [
    'players.read',
    'players.letter',
    'adjust.request',
    'adjust.approve',
    'withdrawals.read',
    'withdrawals.decide',
    'deposits.read',
    'reports.read',
  ],
  risk: [
    'audit.read',
    'players.read',
    'players.freeze',
    'players.logout',
    'players.letter',
    'bonus.void',
    'adjust.request',
    'withdrawals.read',
    'withdrawals.decide',
    'deposits.read',
    'players.resetWithdrawPassword',
    'chat.moderate',
  ],
  cs: [
    'players.read',
    'players.logout',
    'players.letter',
    'feedback.reply',
    'agents.decide',
    'chat.moderate',
  ],
  marketing: ['promotions.read', 'promotions.manage', 'content.read', 'content.manage', 'reports.read'],
  brand: ['brands.read', 'brands.manage'],
};

const text = (max: number) => safeText().max(max);
/** The reason an operator types: required for money actions and freezes, kept in the audit log. */
const reason = safeText().trim().min(2).max(500);
const page = {
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(200).default(20),
};
const isoTime = z.iso.datetime({ offset: true });
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().min(0) });

/* ---------- operators and sessions ---------- */

export const operatorView = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
  status: z.enum(['active', 'disabled']),
  totpEnrolled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type OperatorView = z.infer<typeof operatorView>;

const operatorName = z.string().regex(/^[a-z][a-z0-9_.-]{2,31}$/);
/** Operator passwords travel as typed (over TLS) and are stored as scrypt; 12+ characters. */
const password = z.string().min(12).max(128);

/** Step 1: name and password -> a short-lived challenge for the second factor. */
export const login = endpoint(
  p('auth/login'),
  z.object({ name: z.string().max(32), password: z.string().max(128) }).strict(),
  z.object({
    challengeId: z.string(),
    /** 'totp': answer with a code of the enrolled app; 'enrol': set the app up first. */
    step: z.enum(['totp', 'enrol']),
    /** Only on 'enrol': shown once; the operator scans the URI and confirms a code. */
    enrolment: z.object({ secret: z.string(), uri: z.string() }).nullable(),
    /** A one-time password from an admin must be replaced during enrolment. */
    mustChangePassword: z.boolean(),
    expiresInSeconds: z.number().int(),
  }),
);

/** Step 2: a TOTP code (or one recovery code) -> the session. */
export const verify = endpoint(
  p('auth/verify'),
  z
    .object({
      challengeId: z.string().max(64),
      code: z
        .string()
        .regex(/^\d{6}$/)
        .optional(),
      recoveryCode: z
        .string()
        .regex(/^[a-z0-9]{4}-[a-z0-9]{4}$/)
        .optional(),
      /** Required when the login answered mustChangePassword. */
      newPassword: password.optional(),
    })
    .strict()
    .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), {
      message: 'code or recoveryCode',
    }),
  z.object({
    token: z.string(),
    operator: operatorView,
    idleTimeoutSeconds: z.number().int(),
    /** Only when this login completed the enrolment: ten single-use codes, shown once. */
    recoveryCodes: z.array(z.string()).nullable(),
  }),
);

export const logout = endpoint(p('auth/logout'), z.object({}).strict().default({}), z.null());
export const me = endpoint(p('auth/me'), z.object({}).strict().default({}), operatorView);

export const listOperators = endpoint(
  p('operators/list'),
  z.object({}).strict().default({}),
  z.array(operatorView),
);
export const createOperator = endpoint(
  p('operators/create'),
  z.object({ name: operatorName, role: z.enum(ROLES), reason }).strict(),
  z.object({ operator: operatorView, oneTimePassword: z.string() }),
);
/** Disables an operator (sessions end) or re-enables; a new one-time password and re-enrolment on 'reset'. */
export const updateOperator = endpoint(
  p('operators/update'),
  z
    .object({
      id: dbBigId(),
      action: z.enum(['disable', 'enable', 'reset', 'role']),
      role: z.enum(ROLES).optional(),
      reason,
    })
    .strict(),
  z.object({ operator: operatorView, oneTimePassword: z.string().nullable() }),
);

/* ---------- audit ---------- */

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string(),
  ip: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  memberId: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const auditFilter = {
  operatorId: dbBigId().optional(),
  action: text(60).optional(),
  memberId: dbBigId().optional(),
  from: isoTime.optional(),
  to: isoTime.optional(),
};
export const listAudit = endpoint(
  p('audit/list'),
  z.object({ ...auditFilter, ...page }).strict(),
  pageOf(auditEntry),
);
/** The same filters, every row (up to 50,000) as CSV text. */
export const exportAudit = endpoint(
  p('audit/export'),
  z.object(auditFilter).strict(),
  z.object({ filename: z.string(), csv: z.string(), rows: z.number().int() }),
);

/* ---------- players ---------- */

export const playerSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  realName: z.string(),
  phone: z.string(),
  email: z.string(),
  siteId: z.string(),
  vipGrade: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type PlayerSummary = z.infer<typeof playerSummary>;

/** Username, phone, e-mail, real name (contains), or a deposit / withdrawal order number (exact). */
export const searchPlayers = endpoint(
  p('players/search'),
  z.object({ q: safeText().trim().min(1).max(64), ...page }).strict(),
  pageOf(playerSummary),
);

export const restrictionKind = z.enum([
  'freeze_login',
  'freeze_play',
  'freeze_withdraw',
  'timeout',
  'self_exclusion',
]);
export const restrictionView = z.object({
  id: z.number().int(),
  kind: restrictionKind,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  reason: z.string(),
  createdBy: z.string(),
  liftedAt: z.string().nullable(),
  liftedBy: z.string().nullable(),
  inForce: z.boolean(),
});

export type RestrictionView = z.infer<typeof restrictionView>;

const linkRow = z.object({
  memberId: z.number().int(),
  name: z.string(),
  via: z.enum(['device', 'ip', 'payer_name', 'bank_card', 'phone']),
  value: z.string(),
});
export type LinkedAccount = z.infer<typeof linkRow>;

/** Viewing a player is audited (personal data). Lists are the most recent 50 of each. */
export const viewPlayer = endpoint(
  p('players/view'),
  z.object({ memberId: dbBigId() }).strict(),
  z.object({
    player: playerSummary,
    balances: z.object({
      center: z.number().int(),
      lock: z.number().int(),
      venues: z.array(z.object({ venue: z.string(), balance: z.number().int() })),
    }),
    ledger: z.array(
      z.object({
        id: z.number().int(),
        at: z.string(),
        kind: z.string(),
        amount: z.number().int(),
        from: z.string(),
        to: z.string(),
        orderNo: z.string().nullable(),
        memo: z.string(),
      }),
    ),
    sportBets: z.array(
      z.object({
        id: z.string(),
        at: z.string(),
        stake: z.number().int(),
        payout: z.number().int(),
        status: z.string(),
      }),
    ),
    rounds: z.array(
      z.object({
        id: z.string(),
        at: z.string(),
        venue: z.string(),
        stake: z.number().int(),
        win: z.number().int(),
      }),
    ),
    bonuses: z.array(
      z.object({
        id: z.number().int(),
        at: z.string(),
        title: z.string(),
        source: z.string(),
        amount: z.number().int(),
        requiredTurnover: z.number().int(),
        doneTurnover: z.number().int(),
        status: z.string(),
      }),
    ),
    deposits: z.array(
      z.object({
        orderNo: z.string(),
        at: z.string(),
        amount: z.number().int(),
        payType: z.string(),
        payerName: z.string(),
        status: z.string(),
      }),
    ),
    withdrawals: z.array(
      z.object({
        orderNo: z.string(),
        at: z.string(),
        amount: z.number().int(),
        status: z.string(),
        remark: z.string(),
      }),
    ),
    logins: z.array(z.object({ at: z.string(), ip: z.string(), device: z.string(), result: z.string() })),
    linked: z.array(linkRow),
    restrictions: z.array(restrictionView),
  }),
);

/** Freeze login, play or withdrawals, separately; a login freeze also ends the sessions. */
export const freezePlayer = endpoint(
  p('players/freeze'),
  z
    .object({
      memberId: dbBigId(),
      kind: z.enum(['login', 'play', 'withdraw']),
      until: isoTime.optional(),
      reason,
    })
    .strict(),
  restrictionView,
);
/** Lifts an operator's freeze (never a member's own time-out or exclusion). */
export const unfreezePlayer = endpoint(
  p('players/unfreeze'),
  z.object({ restrictionId: dbBigId(), reason }).strict(),
  restrictionView,
);
export const forceLogout = endpoint(
  p('players/logout'),
  z.object({ memberId: dbBigId(), reason }).strict(),
  z.object({ revoked: z.number().int() }),
);
export const sendLetter = endpoint(
  p('players/letter'),
  z
    .object({
      memberId: dbBigId(),
      title: safeText().trim().min(1).max(60),
      body: safeText().trim().min(1).max(2000),
      reason: reason.optional(),
    })
    .strict(),
  z.null(),
);
/** Voids an active bonus: its amount (and, withWinnings, the net winnings since) goes back to the house. */
export const voidBonus = endpoint(
  p('players/voidBonus'),
  z.object({ memberId: dbBigId(), rewardId: dbBigId(), withWinnings: z.boolean(), reason }).strict(),
  z.object({ taken: z.number().int() }),
);

/* ---------- manual adjustments (four eyes) ---------- */

export const adjustmentView = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  /** Fen; > 0 credits the player's centre wallet, < 0 debits it. */
  amount: z.number().int(),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  requestedBy: z.number().int(),
  requestedByName: z.string(),
  requestedAt: z.string(),
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  transferId: z.number().int().nullable(),
});
export type AdjustmentView = z.infer<typeof adjustmentView>;

export const requestAdjustment = endpoint(
  p('adjustments/request'),
  z
    .object({
      memberId: dbBigId(),
      amount: z
        .number()
        .int()
        .min(-100_000_000)
        .max(100_000_000)
        .refine((n) => n !== 0),
      reason,
    })
    .strict(),
  adjustmentView,
);
export const listAdjustments = endpoint(
  p('adjustments/list'),
  z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional(), ...page }).strict(),
  pageOf(adjustmentView),
);
/** Another operator than the requester approves (money moves through the ledger) or rejects. */
export const decideAdjustment = endpoint(
  p('adjustments/decide'),
  z.object({ id: dbBigId(), decision: z.enum(['approve', 'reject']), reason }).strict(),
  adjustmentView,
);

/* ---------- cashier ---------- */

export const withdrawalSignals = z.object({
  turnoverOwed: z.number().int(),
  activeBonuses: z.number().int(),
  /** Deposits whose payer name differs from the account's real name. */
  payerNameMismatches: z.number().int(),
  cardHolderMatches: z.boolean(),
  linkedAccounts: z.number().int(),
  depositsLast7Days: z.number().int(),
  firstWithdrawal: z.boolean(),
  overThreshold: z.boolean(),
  frozen: z.boolean(),
});
export const withdrawalRow = z.object({
  orderNo: z.string(),
  memberId: z.number().int(),
  memberName: z.string(),
  realName: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  kind: z.string(),
  cardHolder: z.string(),
  accountNo: z.string(),
  status: z.string(),
  remark: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  signals: withdrawalSignals,
});
export type WithdrawalRow = z.infer<typeof withdrawalRow>;

export const withdrawalQueue = endpoint(
  p('withdrawals/list'),
  z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending'), ...page }).strict(),
  pageOf(withdrawalRow),
);
/** The player gets a letter with the outcome (and the reason of a rejection). */
export const decideWithdrawal = endpoint(
  p('withdrawals/decide'),
  z.object({ orderNo: text(40), decision: z.enum(['approve', 'reject']), reason }).strict(),
  withdrawalRow,
);

export const depositRow = z.object({
  orderNo: z.string(),
  memberId: z.number().int(),
  memberName: z.string(),
  amount: z.number().int(),
  payType: z.string(),
  payerName: z.string(),
  status: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  callbacks: z.array(z.object({ nonce: z.string(), status: z.string(), receivedAt: z.string() })),
});
export const listDeposits = endpoint(
  p('deposits/list'),
  z
    .object({
      status: z.enum(['pending', 'paid', 'failed', 'closed']).optional(),
      memberId: dbBigId().optional(),
      ...page,
    })
    .strict(),
  pageOf(depositRow),
);

/* ---------- promotions ---------- */

export const promotionRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  tab: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** live: shown; withdrawn: paused by an operator. */
  status: z.enum(['live', 'withdrawn']),
  phase: z.enum(['upcoming', 'ongoing', 'ended']),
});
export const listPromotions = endpoint(
  p('promotions/list'),
  z.object({}).strict().default({}),
  z.array(promotionRow),
);
/** pause / resume (withdraw / restore), end now, or move the end time. */
export const updatePromotion = endpoint(
  p('promotions/update'),
  z
    .object({
      id: dbBigId(),
      action: z.enum(['pause', 'resume', 'end', 'setEnd']),
      endsAt: isoTime.optional(),
      reason,
    })
    .strict(),
  promotionRow,
);

/* ---------- brands ---------- */

export const brandRow = z.object({
  brand: z.string(),
  siteId: z.string(),
  title: z.string(),
  remotes: z.array(
    z.object({
      remote: z.string(),
      version: z.string(),
      fallback: z.string().nullable(),
      history: z.array(z.string()),
    }),
  ),
});
export const listBrands = endpoint(p('brands/list'), z.object({}).strict().default({}), z.array(brandRow));
const brandName = z.string().regex(/^[a-z0-9-]{1,40}$/);
/** Pin a released version (verified first, atomic write: the same code as scripts/brand.mjs). */
export const pinRemote = endpoint(
  p('brands/pin'),
  z
    .object({
      brand: brandName,
      remote: z.enum(REMOTE_NAMES),
      version: z.string().regex(/^[0-9A-Za-z.+-]{1,40}$/),
      reason,
    })
    .strict(),
  brandRow,
);
export const rollbackRemote = endpoint(
  p('brands/rollback'),
  z.object({ brand: brandName, remote: z.enum(REMOTE_NAMES), reason }).strict(),
  brandRow,
);

/* ---------- reports ---------- */

export const dailyRow = z.object({
  /** China calendar day, YYYY-MM-DD. */
  day: z.string(),
  siteId: z.string(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  /** Sportsbook stakes minus refunds, plus casino round stakes. */
  stakes: z.number().int(),
  payouts: z.number().int(),
  /** Stakes - payouts, per product (sportsbook, or the casino venue code). */
  ggr: z.array(
    z.object({
      product: z.string(),
      stakes: z.number().int(),
      payouts: z.number().int(),
      ggr: z.number().int(),
    }),
  ),
  ggrTotal: z.number().int(),
  /** Rewards paid minus rewards voided back. */
  bonusCost: z.number().int(),
  /** GGR - bonus cost - manual adjustments credited. */
  netRevenue: z.number().int(),
  adjustments: z.number().int(),
  newPlayers: z.number().int(),
  activePlayers: z.number().int(),
  firstDepositors: z.number().int(),
});
export type DailyRow = z.infer<typeof dailyRow>;
export const dailyReport = endpoint(
  p('reports/daily'),
  z
    .object({
      from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      siteId: z
        .string()
        .regex(/^\d{1,10}$/)
        .optional(),
    })
    .strict(),
  z.array(dailyRow),
);

/** Every endpoint with the permission it needs (null: any signed-in operator; auth steps: none). */
export const ENDPOINT_PERMISSIONS = {
  [me.path]: null,
  [logout.path]: null,
  [listOperators.path]: 'operators.manage',
  [createOperator.path]: 'operators.manage',
  [updateOperator.path]: 'operators.manage',
  [listAudit.path]: 'audit.read',
  [exportAudit.path]: 'audit.read',
  [searchPlayers.path]: 'players.read',
  [viewPlayer.path]: 'players.read',
  [freezePlayer.path]: 'players.freeze',
  [unfreezePlayer.path]: 'players.freeze',
  [forceLogout.path]: 'players.logout',
  [sendLetter.path]: 'players.letter',
  [voidBonus.path]: 'bonus.void',
  [requestAdjustment.path]: 'adjust.request',
  [listAdjustments.path]: 'adjust.request',
  [decideAdjustment.path]: 'adjust.approve',
  [withdrawalQueue.path]: 'withdrawals.read',
  [decideWithdrawal.path]: 'withdrawals.decide',
  [listDeposits.path]: 'deposits.read',
  [listPromotions.path]: 'promotions.read',
  [updatePromotion.path]: 'promotions.manage',
  [listBrands.path]: 'brands.read',
  [pinRemote.path]: 'brands.manage',
  [rollbackRemote.path]: 'brands.manage',
  [dailyReport.path]: 'reports.read',
  ...PROMOTION_ENDPOINT_PERMISSIONS,
  ...SERVICE_ENDPOINT_PERMISSIONS,
  ...CONTENT_ENDPOINT_PERMISSIONS,
} as const satisfies Record<string, Permission | null>;
