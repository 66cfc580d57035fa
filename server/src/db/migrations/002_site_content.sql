-- Site content of the configuration calls. Ids are fixed by the seed so that seeding
-- again (every start) inserts nothing twice.
CREATE TABLE ads (
  id INTEGER PRIMARY KEY,
  position TEXT NOT NULL CHECK (position IN ('banner', 'nav', 'popup', 'float')),
  title TEXT NOT NULL,
  image_url TEXT NOT NULL,
  link_type TEXT NOT NULL CHECK (link_type IN ('route', 'url', 'none')),
  link TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  enabled BOOLEAN NOT NULL DEFAULT true
);

CREATE TABLE sponsors (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  image_url TEXT NOT NULL,
  period TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE country_areas (
  area_code TEXT PRIMARY KEY,
  area_name TEXT NOT NULL,
  regex TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE notices (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('notice', 'bulletin', 'match', 'activity')),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  publish_time TIMESTAMPTZ NOT NULL,
  top BOOLEAN NOT NULL DEFAULT false
);

CREATE TABLE discount_ads (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL,
  image_url TEXT NOT NULL,
  activity_type TEXT NOT NULL,
  activity_id INTEGER NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('all', 'new', 'daily', 'vip', 'sport', 'casino')),
  start_time TIMESTAMPTZ NOT NULL,
  end_time TIMESTAMPTZ NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
