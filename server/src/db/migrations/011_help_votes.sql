-- "Was this helpful" on help articles (issue 14). One row per article and voter: a member
-- votes as 'm:<member id>', a guest as 'd:<device uuid>', so voting again replaces the vote.
-- The articles themselves are Markdown files in the repository (shared/content/help), not rows.
CREATE TABLE help_votes (
  article_code TEXT NOT NULL CHECK (article_code ~ '^[a-z]{2,12}$'),
  voter TEXT NOT NULL CHECK (length(voter) BETWEEN 3 AND 130),
  member_id BIGINT REFERENCES members (id),
  helpful BOOLEAN NOT NULL,
  voted_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (article_code, voter)
);

CREATE INDEX help_votes_code ON help_votes (article_code, helpful);
