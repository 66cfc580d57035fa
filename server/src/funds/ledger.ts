/**
 * The ledger moved to the money core (server/src/money/ledger.ts). This re-export keeps the
 * imports of the modules not yet moved to the door working; new code imports `money/`.
 */
export * from '../money/ledger';
