-- Issue 26 items 6, 8, 10, 11: limits that hold under parallel calls and across processes.

-- Counters of fixed windows (http/rate-limit.ts): one row per key, window size and window
-- start, incremented by one conditional upsert, so parallel calls on any process count once each.
CREATE TABLE rate_counters (
  key TEXT NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
  window_seconds INTEGER NOT NULL CHECK (window_seconds > 0),
  window_start TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  hits INTEGER NOT NULL CHECK (hits > 0),
  PRIMARY KEY (key, window_seconds, window_start)
);
CREATE INDEX rate_counters_expiry_idx ON rate_counters (expires_at);

-- What each member has stored (uploads/quota.ts), kept with every upload and removal in the
-- same transaction, so the quota is one conditional upsert rather than a count that races.
CREATE TABLE upload_usage (
  member_id BIGINT PRIMARY KEY REFERENCES members (id),
  files INTEGER NOT NULL CHECK (files >= 0),
  bytes BIGINT NOT NULL CHECK (bytes >= 0)
);
INSERT INTO upload_usage (member_id, files, bytes)
  SELECT member_id, count(*), sum(size_bytes) FROM uploads GROUP BY member_id;
CREATE INDEX uploads_created_idx ON uploads (created_at);

-- Second-password checks in flight (auth/secret-attempts.ts): reserved before the slow hash so
-- that parallel guesses stay within the limit, released when the hash is done; only a wrong
-- answer becomes a failure. `pending_at` lets a reservation left by a crashed process lapse.
ALTER TABLE secret_attempts ADD COLUMN pending INTEGER NOT NULL DEFAULT 0 CHECK (pending >= 0);
ALTER TABLE secret_attempts ADD COLUMN pending_at TIMESTAMPTZ;

-- Help votes are members' only: a guest's device id is whatever a script says it is, so the
-- guest votes stored so far cannot be told from stuffing and are dropped.
DELETE FROM help_votes WHERE member_id IS NULL;
ALTER TABLE help_votes ADD CONSTRAINT help_votes_member_only CHECK (member_id IS NOT NULL AND voter = 'm:' || member_id);
