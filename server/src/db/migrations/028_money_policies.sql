-- Issue 27: the money door's restrictions (server/src/money/policies/restrictions.ts). One row per
-- restriction of a member, never deleted: an operator's freeze of play or of withdrawals, the
-- member's own time-out or self-exclusion. A restriction is in force from starts_at until
-- ends_at (NULL: until lifted); lifting one writes lifted_at and who lifted it, so the record
-- of what was in force when stays whole. Player protection (time-out, self-exclusion) rows are
-- never lifted before their end: the code that lifts refuses them.
CREATE TABLE member_restrictions (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL CHECK (kind IN ('freeze_play', 'freeze_withdraw', 'timeout', 'self_exclusion')),
  starts_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  ends_at TIMESTAMPTZ,
  reason TEXT NOT NULL DEFAULT '',
  -- 'member' for the member's own, 'operator:<id>' for an operator's
  created_by TEXT NOT NULL,
  lifted_at TIMESTAMPTZ,
  lifted_by TEXT,
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX member_restrictions_member_idx ON member_restrictions (member_id) WHERE lifted_at IS NULL;
