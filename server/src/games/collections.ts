import type { Queryable } from '../db/db';

// A member's collected (favourite) games (migration 006 game_collections). Listing them is
// part of the game list query (queries.ts `listGames`, collectedBy).

/** Collects a game; collecting it again changes nothing. */
export async function addCollection(q: Queryable, memberId: number, gameCode: string): Promise<void> {
  await q.query(
    'INSERT INTO game_collections (member_id, game_code) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [memberId, gameCode],
  );
}

/** Removes a game from the member's collection; removing one not collected changes nothing. */
export async function removeCollection(q: Queryable, memberId: number, gameCode: string): Promise<void> {
  await q.query('DELETE FROM game_collections WHERE member_id = $1 AND game_code = $2', [memberId, gameCode]);
}
