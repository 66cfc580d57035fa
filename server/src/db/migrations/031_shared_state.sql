-- Issue 32: state that a request relies on lives where every server process sees it.

-- Safe-switch session keys (brands/safe-keys.ts). The AES key itself is not stored: it is an
-- HMAC of the key id under the `safe-keys` secret (auth_secrets), so a row only says that the
-- id is alive, for which brand, and until when. A use extends `expires_at` (at most once a
-- minute per key); issuing a key drops a batch of expired rows.
CREATE TABLE safe_keys (
  key_id TEXT PRIMARY KEY CHECK (length(key_id) = 32),
  site_id TEXT NOT NULL CHECK (length(site_id) BETWEEN 1 AND 64),
  expires_at TIMESTAMPTZ NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX safe_keys_expiry_idx ON safe_keys (expires_at);
