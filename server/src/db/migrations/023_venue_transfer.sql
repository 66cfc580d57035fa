-- Issue 16: a venue/transfer is ONE call of venue_transfer() (server/src/funds/venue-transfer.ts),
-- so on PostgreSQL it is one round trip and one implicit transaction instead of BEGIN, six
-- statements and COMMIT. It does what routes/funds-wallet.ts did step by step, in the same
-- order and with the same locks:
--   1. the session of the token on the brand (as session/sessions.ts requireMember)
--   2. the idempotency claim (funds/idempotency.ts); a used request id answers its stored outcome
--   3. the venue (funds/venues.ts venueOf, open)
--   4. the member's center row first (the lock of ledger.ts lockMember), then on the way out
--      the 6413 checks (assertMayLeave: reward turnover first, then the venue's activities),
--      and the movement as in ledger.ts move(): conditional debit (balance >= amount),
--      credit (opening the wallet on first use), the transfer row and its two entries
--   5. joinActivity on the way in with isActivity, and the outcome stored with the key.
-- A refusal RAISEs 'venue_transfer {json}' (the whole call rolls back, the claim included);
-- the server words the message and stores the refusal as the first outcome, as before.
-- Plain SQL strings below on purpose: PGlite runs the same function.

-- fenToYuanText of shared/contract/money.ts: integer fen as "12.34".
CREATE OR REPLACE FUNCTION fen_to_yuan_text(fen BIGINT) RETURNS TEXT
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT CASE WHEN fen < 0 THEN '-' ELSE '' END || (abs(fen) / 100)::text || '.'
    || lpad((abs(fen) % 100)::text, 2, '0')
$$;

CREATE OR REPLACE FUNCTION venue_transfer(
  p_token TEXT,
  p_site_id TEXT,
  p_request_id TEXT,
  p_path TEXT,
  p_body_hash TEXT,
  p_channel TEXT,
  p_into BOOLEAN,
  p_amount BIGINT,
  p_ty INTEGER,
  p_activity BOOLEAN,
  p_activity_multiple INTEGER,
  -- the memo with the venue's name in place of {venue}
  p_memo TEXT
) RETURNS JSONB
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_member BIGINT;
  v_outcome JSONB;
  v_stored RECORD;
  v_venue RECORD;
  v_owed BIGINT;
  v_from_id BIGINT;
  v_from_balance BIGINT;
  v_to_id BIGINT;
  v_to_balance BIGINT;
  v_transfer BIGINT;
  v_data JSONB;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'venue_transfer amount must be positive fen: %', p_amount;
  END IF;
  -- sessions.member_id references members: no join needed to know the member exists.
  SELECT member_id INTO v_member FROM sessions
   WHERE token = p_token AND site_id = p_site_id AND revoked_at IS NULL AND expires_at > now();
  IF v_member IS NULL THEN
    RAISE EXCEPTION 'venue_transfer %', jsonb_build_object('kind', 'login');
  END IF;

  INSERT INTO idempotency_keys (member_id, request_id, path, body_hash)
    VALUES (v_member, p_request_id, p_path, p_body_hash)
    ON CONFLICT (member_id, request_id) DO NOTHING;
  IF NOT FOUND THEN
    SELECT path, body_hash, outcome INTO v_stored FROM idempotency_keys
     WHERE member_id = v_member AND request_id = p_request_id;
    IF v_stored.path IS DISTINCT FROM p_path OR v_stored.body_hash IS DISTINCT FROM p_body_hash THEN
      RAISE EXCEPTION 'venue_transfer %', jsonb_build_object('kind', 'reused', 'member', v_member);
    END IF;
    IF v_stored.outcome IS NULL THEN
      RAISE EXCEPTION 'idempotency key % has no outcome', p_request_id;
    END IF;
    RETURN jsonb_build_object('replayed', true, 'member', v_member, 'outcome', v_stored.outcome);
  END IF;

  SELECT code, name, status INTO v_venue FROM venues WHERE code = p_channel;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'venue_transfer %', jsonb_build_object('kind', 'unknown', 'member', v_member);
  END IF;
  IF v_venue.status <> 'open' THEN
    RAISE EXCEPTION 'venue_transfer %',
      jsonb_build_object('kind', 'maintenance', 'member', v_member, 'venue', v_venue.name);
  END IF;

  -- The member's center row is the lock every movement of a member takes first (ledger.ts
  -- lockMember), and here it is the first row written: on the way in the conditional debit
  -- (balance >= amount: never below zero, re-checked after waiting for the lock), on the way
  -- out the credit, before the 6413 checks and the debit of the venue, so they run under it.
  -- A refusal after it rolls the whole call back.
  IF p_into THEN
    UPDATE ledger_accounts SET balance = balance - p_amount
     WHERE member_id = v_member AND kind = 'center' AND balance >= p_amount
     RETURNING id, balance INTO v_from_id, v_from_balance;
    IF v_from_id IS NULL THEN
      RAISE EXCEPTION 'venue_transfer %',
        jsonb_build_object('kind', 'insufficient', 'member', v_member, 'wallet', 'center');
    END IF;
    UPDATE ledger_accounts SET balance = balance + p_amount
     WHERE member_id = v_member AND kind = 'venue' AND venue_code = v_venue.code
     RETURNING id, balance INTO v_to_id, v_to_balance;
    IF v_to_id IS NULL THEN
      INSERT INTO ledger_accounts (kind, member_id, venue_code, balance)
        VALUES ('venue', v_member, v_venue.code, p_amount)
        RETURNING id, balance INTO v_to_id, v_to_balance;
    END IF;
  ELSE
    -- A member without wallets gets the center one here (ledger.ts openWallets opens both).
    INSERT INTO ledger_accounts (kind, member_id, balance) VALUES ('center', v_member, p_amount)
      ON CONFLICT (member_id, kind) WHERE kind IN ('center', 'lock')
      DO UPDATE SET balance = ledger_accounts.balance + EXCLUDED.balance
      RETURNING id, balance INTO v_to_id, v_to_balance;
    -- rewards/grant.ts REWARD_TURNOVER_OWED_SQL (a test keeps the two the same)
    SELECT coalesce(sum(required_fen - done_fen), 0) INTO v_owed FROM reward_turnover
     WHERE member_id = v_member AND status = 'active';
    IF v_owed > 0 THEN
      RAISE EXCEPTION 'venue_transfer %',
        jsonb_build_object('kind', 'reward_owed', 'member', v_member, 'owed', v_owed);
    END IF;
    SELECT coalesce(sum(required_turnover - turnover), 0) INTO v_owed FROM venue_activities
     WHERE member_id = v_member AND venue_code = v_venue.code AND turnover < required_turnover;
    IF v_owed > 0 THEN
      RAISE EXCEPTION 'venue_transfer %',
        jsonb_build_object('kind', 'activity_owed', 'member', v_member, 'venue', v_venue.name);
    END IF;
    UPDATE ledger_accounts SET balance = balance - p_amount
     WHERE member_id = v_member AND kind = 'venue' AND venue_code = v_venue.code AND balance >= p_amount
     RETURNING id, balance INTO v_from_id, v_from_balance;
    IF v_from_id IS NULL THEN
      RAISE EXCEPTION 'venue_transfer %', jsonb_build_object('kind', 'insufficient', 'member', v_member,
        'wallet', 'venue', 'venue', v_venue.code);
    END IF;
  END IF;
  INSERT INTO ledger_transfers (kind, member_id, amount, request_id, seq, order_no, memo)
    VALUES (CASE WHEN p_into THEN 'venue_in' ELSE 'venue_out' END, v_member, p_amount, p_request_id, 0,
      NULL, replace(p_memo, '{venue}', v_venue.name))
    RETURNING id INTO v_transfer;
  INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
    VALUES (v_transfer, v_from_id, -p_amount, v_from_balance), (v_transfer, v_to_id, p_amount, v_to_balance);

  IF p_into AND p_activity THEN
    INSERT INTO venue_activities (member_id, venue_code, required_turnover)
      VALUES (v_member, v_venue.code, p_amount * p_activity_multiple);
  END IF;

  v_data := jsonb_build_object(
    'channelCode', v_venue.code,
    'amount', fen_to_yuan_text(p_amount),
    'ty', p_ty,
    'centerWalletBalance', fen_to_yuan_text(CASE WHEN p_into THEN v_from_balance ELSE v_to_balance END),
    'venueBalance', fen_to_yuan_text(CASE WHEN p_into THEN v_to_balance ELSE v_from_balance END));
  v_outcome := jsonb_build_object('ok', true, 'data', v_data);
  UPDATE idempotency_keys SET outcome = v_outcome WHERE member_id = v_member AND request_id = p_request_id;
  RETURN jsonb_build_object('replayed', false, 'member', v_member, 'outcome', v_outcome);
END
$$;
