import type { games } from '@site/shared/contract';

/** The demo a venue launched without a game plays: one of its own kind per category (issue 15 item 12). */
export function venueDemoKind(category: games.VenueCategory): games.DemoKind {
  switch (category) {
    case 'ZR':
      return 'baccarat';
    case 'QP':
      return 'cards';
    case 'CP':
      return 'lottery';
    case 'DJ':
    case 'TY':
      return 'match';
    default:
      return 'lobby';
  }
}

/** The table (game_rounds.game_code; its name in gamesMessages.tables) a venue launched as a whole plays. */
export function venueTableCode(category: games.VenueCategory): string {
  switch (venueDemoKind(category)) {
    case 'cards':
      return 'DEMO-ZJH';
    case 'lottery':
      return 'DEMO-K3';
    case 'match':
      return category === 'DJ' ? 'DEMO-ESPORTS' : 'DEMO-FOOTBALL';
    default:
      return 'DEMO-BACCARAT';
  }
}

/**
 * Return to player of the tables whose rules fix it (shown in the page header, 返还率):
 * 炸金花 at 1:0.95 with pushes returns 97.80 % (table-games.test.ts measures it), 极速快三's
 * 大小单双 98 %, the virtual matches' prices 94 %. The other kinds follow the game's row.
 */
export const TABLE_RTP_BP: Partial<Record<games.DemoKind, number>> = {
  cards: 9780,
  lottery: 9800,
  match: 9400,
};
