import type { games } from '@site/shared/contract';
import type { Locale } from '@site/shared/i18n';

/**
 * What the casino needs from a game vendor. The site runs the simulated vendor
 * (`simulators/game-vendors/`: the demo games' rules, pages and their game server, chosen
 * in domains.ts); a real integration implements this interface with the vendor's launch
 * API. A real vendor supplies the game: its page, its rules and its random outcomes. It
 * takes the member's launch code (launch.ts `createLaunch`, exchanged once for a page token)
 * and settles every round through the site's wallet (games/rounds.ts `playRound`: the stake
 * and the win move through the money door, once per round id), so the site keeps the
 * catalogue, the launch tokens, the money and the round records.
 */
export interface GameVendor {
  /** The path of the vendor's page for a game of `kind`, opened with launch code `code` (the `path` and `url` launch forms). */
  pagePath(kind: games.DemoKind, code: string, siteId: string, locale: Locale): string;
  /** The same page as a whole HTML document (the `html` launch form). */
  pageHtml(kind: games.DemoKind, code: string, siteId: string, locale: Locale): string;
}
