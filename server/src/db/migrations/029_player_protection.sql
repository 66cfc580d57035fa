-- Issue 29: player protection (server/src/protection). Limits are counted by the money policies
-- (server/src/money/policies/limits.ts) in the movement's transaction under the member's lock.
--
-- One row per (member, kind, period): `amount` is the limit in force (fen; minutes for the session
-- limit; NULL = none). A new limit or a decrease writes `amount` at once; an increase or a removal
-- writes `pending_*` and waits: it applies only when the member confirms it at or after
-- `pending_confirmable_at` (24 hours after the request). Rows are updated, never deleted.
CREATE TABLE protection_limits (
  member_id BIGINT NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  -- day = rolling 24 hours, week = 7 days, month = 30 days; 'session' for the session limit
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  amount BIGINT CHECK (amount > 0),
  pending BOOLEAN NOT NULL DEFAULT false,
  -- NULL with pending = remove the limit
  pending_amount BIGINT CHECK (pending_amount > 0),
  pending_requested_at TIMESTAMPTZ,
  pending_confirmable_at TIMESTAMPTZ,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, kind, period),
  CHECK ((kind = 'session') = (period = 'session')),
  CHECK (NOT pending OR pending_confirmable_at IS NOT NULL)
);

-- Every change of a limit, in order: append-only (regulators ask for the history of limits).
CREATE TABLE protection_limit_history (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL,
  period TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('set', 'decrease', 'request', 'confirm', 'cancel')),
  old_amount BIGINT,
  new_amount BIGINT,
  at TIMESTAMPTZ NOT NULL
);
CREATE INDEX protection_limit_history_member_idx ON protection_limit_history (member_id, id);

-- The reality-check interval a member picked (0 = off) and each acknowledgement of the dialog.
CREATE TABLE protection_settings (
  member_id BIGINT PRIMARY KEY REFERENCES members (id),
  reality_check_minutes INTEGER NOT NULL DEFAULT 0 CHECK (reality_check_minutes IN (0, 15, 30, 60)),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE reality_check_acks (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members (id),
  session_token TEXT NOT NULL,
  acked_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX reality_check_acks_session_idx ON reality_check_acks (session_token, id);

-- The rolling window of a period.
CREATE FUNCTION protection_window(p TEXT) RETURNS INTERVAL LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p WHEN 'day' THEN interval '24 hours' WHEN 'week' THEN interval '7 days'
    ELSE interval '30 days' END
$$;

-- Registration refusal (self-exclusion): the identities of excluded members are looked up by these.
CREATE INDEX member_restrictions_kind_idx ON member_restrictions (kind, ends_at) WHERE lifted_at IS NULL;
