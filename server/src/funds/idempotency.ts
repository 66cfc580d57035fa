/** Idempotency moved to the money core (server/src/money/idempotency.ts); see funds/ledger.ts. */
export * from '../money/idempotency';
