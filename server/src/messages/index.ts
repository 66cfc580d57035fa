/**
 * The server's user-facing Chinese text, one module per domain. Error messages, ledger
 * memos (the transaction record's remarks) and labels live here, not as literals in
 * handlers, so wording is reviewed and changed in one place. Names that are data (venues,
 * games, leagues, teams, seeded content) stay with their data; sport names come from the
 * site's i18n catalogue (see sports.ts).
 */
export { accountMessages } from './account';
export { authMessages } from './auth';
export { devMessages } from './dev';
export { fundsMemos, fundsMessages } from './funds';
export { gamesMemos, gamesMessages } from './games';
export { httpMessages } from './http';
export { memberMessages } from './members';
export { securityMessages } from './security';
export { SPORT_NAMES, sportsMemos, sportsMessages } from './sports';
export { venueMessages } from './venues';
export { pageMessages } from './pages';
export { localize, localText, requestLocale, withLocalTitles } from './locale';
