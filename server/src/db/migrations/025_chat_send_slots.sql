-- Issue 26 item 4: the chat send rate (chat/moderation.ts RATE_LIMIT) is counted here, one row
-- per sender, with the instants of its sends still inside the window. The send takes its slot
-- and stores its message in one statement (chat/store.ts insertRateLimited): the upsert locks
-- the sender's row, so parallel frames of one member, on any socket and any server process,
-- queue on it and each sees the slots the one before it took. Counting chat_messages first and
-- inserting after let 11 of 30 parallel frames through.
CREATE TABLE chat_send_slots (
  -- 'm:<member id>' for a member, 'g:<name>' for a guest.
  sender TEXT PRIMARY KEY,
  sent_at TIMESTAMPTZ[] NOT NULL
);
