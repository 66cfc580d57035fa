-- Operator review of agent applications: the decision's reason and time, shown to the applicant on /agent.
ALTER TABLE agent_applications ADD COLUMN reason TEXT NOT NULL DEFAULT '';
ALTER TABLE agent_applications ADD COLUMN reviewed_at TIMESTAMPTZ;
CREATE INDEX agent_applications_status_idx ON agent_applications (status, id);
-- Month-end keep-grade review (保级): when a member was last dropped a grade; turnover toward
-- the next upgrade counts from then on, so a demotion is not undone by the old totals.
ALTER TABLE members ADD COLUMN vip_demoted_at TIMESTAMPTZ;
-- One review per China month (period 'YYYY-MM'): the job may run often and on several servers.
CREATE TABLE vip_keep_reviews (
  period TEXT PRIMARY KEY,
  reviewed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  demoted INTEGER NOT NULL DEFAULT 0
);
