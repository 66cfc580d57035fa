import type { VoteSummary } from '@site/shared/contract';
import type { Db } from '../db/db';
import { toInt } from '../db/db';

export type Vote = 'helpful' | 'unhelpful';

/** Who votes: a member, one vote per article (guests do not vote: help/voter.ts). */
export interface Voter {
  memberId: number;
}

const voterKey = (voter: Voter): string => `m:${voter.memberId}`;

/** "Was this helpful" votes on help articles (table help_votes, migrations 011 and 026). */
export function helpVotesRepository(db: Db) {
  async function summary(code: string, voter: Voter | null): Promise<VoteSummary> {
    const [row] = await db.query<{ helpful: unknown; unhelpful: unknown; mine: boolean | null }>(
      `SELECT count(*) FILTER (WHERE helpful) AS helpful,
              count(*) FILTER (WHERE NOT helpful) AS unhelpful,
              bool_or(helpful) FILTER (WHERE voter = $2) AS mine
         FROM help_votes WHERE article_code = $1`,
      [code, voter ? voterKey(voter) : null],
    );
    const mine = row?.mine ?? null;
    return {
      code,
      helpful: toInt(row?.helpful ?? 0),
      unhelpful: toInt(row?.unhelpful ?? 0),
      myVote: mine === null ? null : mine ? 'helpful' : 'unhelpful',
    };
  }

  return {
    summary,
    /** Records the voter's vote, replacing an earlier one, and returns the new counts. */
    async vote(code: string, voter: Voter, vote: Vote): Promise<VoteSummary> {
      await db.query(
        `INSERT INTO help_votes (article_code, voter, member_id, helpful) VALUES ($1, $2, $3, $4)
         ON CONFLICT (article_code, voter) DO UPDATE SET helpful = EXCLUDED.helpful, voted_at = now()`,
        [code, voterKey(voter), voter.memberId, vote === 'helpful'],
      );
      return summary(code, voter);
    },
  };
}
