-- Security (issue 10): sessions bound to their brand, one-time game launch codes,
-- and the replay guard of signed gateway callbacks.

-- A token is valid only for the site it was issued on (6001 elsewhere). Sessions from
-- before this migration take their member's registration site.
ALTER TABLE sessions ADD COLUMN site_id TEXT;
UPDATE sessions s SET site_id = m.site_id FROM members m WHERE m.id = s.member_id;
UPDATE sessions SET site_id = '1001' WHERE site_id IS NULL;
ALTER TABLE sessions ALTER COLUMN site_id SET NOT NULL;

-- Launches: `token` is now a one-time code (minutes) that the game page exchanges for
-- `page_token`, the credential of that one page; old bearer launches die here.
DELETE FROM game_launches;
ALTER TABLE game_launches ADD COLUMN code_expires_at TIMESTAMPTZ NOT NULL DEFAULT now();
ALTER TABLE game_launches ADD COLUMN page_token TEXT UNIQUE;
ALTER TABLE game_launches ADD COLUMN exchanged_at TIMESTAMPTZ;

-- Every accepted gateway callback's nonce: a replayed callback is refused.
CREATE TABLE gateway_callbacks (
  nonce TEXT PRIMARY KEY,
  order_no TEXT NOT NULL,
  status TEXT NOT NULL,
  received_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
