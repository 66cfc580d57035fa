-- Demos of their own kind for the venues this server does not play game by game (issue 15
-- item 12): 炸金花 for chess and cards, 极速快三 for lottery, a virtual match market for
-- e-sports and third-party sports. Rounds of each are recorded like the slot's.
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_kind_check;
ALTER TABLE game_rounds ADD CONSTRAINT game_rounds_kind_check
  CHECK (kind IN ('slot', 'fishing', 'baccarat', 'cards', 'lottery', 'match'));
ALTER TABLE games DROP CONSTRAINT games_demo_kind_check;
ALTER TABLE games ADD CONSTRAINT games_demo_kind_check
  CHECK (demo_kind IN ('slot', 'fishing', 'baccarat', 'cards', 'lottery', 'match', 'lobby'));
-- The chess venues' catalogue games played the lobby page (a link to baccarat): they deal 炸金花 now.
UPDATE games SET demo_kind = 'cards' WHERE category = 'QP' AND demo_kind = 'lobby';
-- 炸金花 at 1:0.95 with pushes returns 97.80 % (the catalogue said 96.50).
UPDATE games SET rtp_bp = 9780 WHERE category = 'QP';
