-- Issue 30: an operator takes a published banner, notice or help article down (下线) and may
-- put it back later (重新上线). A row here means players do not see the item in any language;
-- its revisions and live pointers stay, so putting it back shows exactly what was live.
CREATE TABLE content_withdrawn (
  kind TEXT NOT NULL,
  item_id TEXT NOT NULL,
  withdrawn_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  withdrawn_by TEXT NOT NULL,
  PRIMARY KEY (kind, item_id)
);

-- Notices had no switch (ads have `enabled`): a withdrawn notice keeps its row, hidden, so the
-- seeder (ON CONFLICT DO NOTHING) never brings a seeded notice back.
ALTER TABLE notices ADD COLUMN enabled BOOLEAN NOT NULL DEFAULT true;
