-- Issue 10 (security): attempt accounting that holds under parallel requests and across
-- processes, code limits per account and per session, codes for the withdrawal password.

-- A login reserves its attempt ('pending') before the slow hash, so parallel guesses count.
ALTER TABLE login_attempts DROP CONSTRAINT login_attempts_result_check;
ALTER TABLE login_attempts ADD CONSTRAINT login_attempts_result_check CHECK (result IN ('ok', 'challenge', 'fail', 'pending'));

-- The withdrawal-password e-mail check goes through the same code rules as every other code.
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check CHECK (purpose IN ('bind', 'reset', 'new_device', 'withdraw_pwd'));

-- Who asked for the code: the session (token digest) or the device, for the per-session cap.
ALTER TABLE verification_codes ADD COLUMN session_key TEXT NOT NULL DEFAULT '';
CREATE INDEX verification_codes_session_idx ON verification_codes (session_key, created_at);
CREATE INDEX verification_codes_ip_idx ON verification_codes (ip, created_at);

-- Wrong second passwords in a row (withdrawal password, the old login password of a change).
CREATE TABLE secret_attempts (
  member_id BIGINT NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL CHECK (kind IN ('withdraw_password', 'login_password')),
  failures INTEGER NOT NULL DEFAULT 0,
  locked_until TIMESTAMPTZ,
  PRIMARY KEY (member_id, kind)
);
