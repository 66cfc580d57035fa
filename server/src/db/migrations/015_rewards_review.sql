-- Operator review of agent applications: the decision's reason and time, shown to the applicant on /agent.
ALTER TABLE agent_applications ADD COLUMN reason TEXT NOT NULL DEFAULT '';
ALTER TABLE agent_applications ADD COLUMN reviewed_at TIMESTAMPTZ;
CREATE INDEX agent_applications_status_idx ON agent_applications (status, id);
