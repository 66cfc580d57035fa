// The sportsbook's pure maths (odds conversions live in format/odds.ts, slip stake
// rules in validation/bet-slip.ts), shared by the server (settlement, payout) and
// mf-sportsbook (slip, odds display). Bundled into each build, never a singleton: it holds
// no state. Namespaces by name (see contract/index.ts for why not `export *`).
export * as series from './series';
export * as settlement from './settlement';
