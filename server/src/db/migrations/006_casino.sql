-- Casino and venues (issue 6): what the venue pages show, the game catalogue, favourites,
-- game launches and the rounds of the demo games. Venue rows and the catalogue are
-- seeded by server/src/games/seed.ts (idempotent, keeps an operator's edits).

ALTER TABLE venues ADD COLUMN display_en_name TEXT NOT NULL DEFAULT '';
ALTER TABLE venues ADD COLUMN slogan TEXT NOT NULL DEFAULT '';
ALTER TABLE venues ADD COLUMN maintenance_message TEXT NOT NULL DEFAULT '';
-- false: one of the exempt venues whose full-link games always open in a new window (SPEC §4).
ALTER TABLE venues ADD COLUMN embedded BOOLEAN NOT NULL DEFAULT true;
-- Answer form of launch (SPEC §4): url = full link, path = a path on the site, html = game content.
ALTER TABLE venues ADD COLUMN launch_form TEXT NOT NULL DEFAULT 'path' CHECK (launch_form IN ('url', 'path', 'html'));
ALTER TABLE venues ADD COLUMN hot BOOLEAN NOT NULL DEFAULT false;
-- Hue of the drawn venue picture (0-359).
ALTER TABLE venues ADD COLUMN hue INTEGER NOT NULL DEFAULT 30;

CREATE TABLE games (
  code TEXT PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9_-]{1,40}$'),
  venue_code TEXT NOT NULL REFERENCES venues (code),
  name TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('TY', 'ZR', 'QP', 'DJ', 'CP', 'DZ', 'BY')),
  hot BOOLEAN NOT NULL DEFAULT false,
  is_new BOOLEAN NOT NULL DEFAULT false,
  -- Return to player in basis points of a percent: 9600 = 96.00 %.
  rtp_bp INTEGER NOT NULL CHECK (rtp_bp BETWEEN 5000 AND 9990),
  demo_kind TEXT NOT NULL CHECK (demo_kind IN ('slot', 'fishing', 'baccarat', 'lobby')),
  hue INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX games_list_idx ON games (category, venue_code, hot DESC, sort);

CREATE TABLE game_collections (
  member_id BIGINT NOT NULL REFERENCES members (id),
  game_code TEXT NOT NULL REFERENCES games (code),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_code)
);

-- A launch: the token a venue's game page carries instead of the member's session token
-- (a session token must never sit in a URL). It dies with the session and after 12 hours.
CREATE TABLE game_launches (
  token TEXT PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members (id),
  session_token TEXT NOT NULL,
  venue_code TEXT NOT NULL REFERENCES venues (code),
  game_code TEXT REFERENCES games (code),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX game_launches_member_idx ON game_launches (member_id, created_at);

-- One round of a demo game; its money is the ledger pair(s) with request_id = round_id
-- (game_bet seq 0, game_win seq 1).
CREATE TABLE game_rounds (
  member_id BIGINT NOT NULL REFERENCES members (id),
  round_id TEXT NOT NULL,
  venue_code TEXT NOT NULL REFERENCES venues (code),
  game_code TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('slot', 'fishing', 'baccarat')),
  stake BIGINT NOT NULL CHECK (stake > 0),
  win BIGINT NOT NULL CHECK (win >= 0),
  detail JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, round_id)
);
CREATE INDEX game_rounds_member_idx ON game_rounds (member_id, venue_code, created_at);
