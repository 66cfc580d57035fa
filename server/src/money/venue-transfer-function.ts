import type { Db } from '../db/db';
import { CENTER, venueWallet, type MemberWallet, type TransferKind } from './ledger';
import { firstRefusalSql, policiesFor } from './door';
import { MONEY_POLICIES } from './policies';
import type { MoneyPolicy, PolicyParam } from './policy';

/**
 * venue/transfer as ONE call of a PL/pgSQL function (issue 16: one round trip and one implicit
 * transaction on PostgreSQL instead of BEGIN, six statements and COMMIT). The function is
 * GENERATED here from the one list of money policies (policies/index.ts) and installed at every
 * start (`installMoneyFunctions`), so it cannot drift from the door (door.ts `moveMoney`): the
 * same policy SQL, in the same order, under the same member lock, then the ledger's legs as
 * ledger.ts `move` writes them. It answers typed values, never errors in strings:
 *   {"error":"login"}                          no live session for the token on the brand
 *   {"error":"reused","member":m}              the request id was used for another call
 *   {"replayed":bool,"member":m,"outcome":o}   o = {"ok":true,"data":…} | {"ok":false,"refusal":…}
 * A refusal is stored as the call's outcome in the same transaction.
 */

/** A shape of the movement, for the policies to say whether they guard it. */
const shape = (kind: TransferKind, from: MemberWallet, to: MemberWallet) => ({ kind, from, to });
const INTO = shape('venue_in', CENTER, venueWallet('?'));
const OUT = shape('venue_out', venueWallet('?'), CENTER);

/** The function's variables for the policies' placeholders, per direction. */
export const functionVariables =
  (into: boolean) =>
  (name: PolicyParam): string =>
    ({
      member: 'v_member',
      amount: 'p_amount',
      venue_from: into ? 'NULL::text' : 'p_channel',
      venue_to: into ? 'p_channel' : 'NULL::text',
      token: 'p_token',
      site: 'p_site_id',
    })[name];

/** The SQL text of the function, from `policies` (the site's list unless a test gives one). */
export function venueTransferFunctionSql(policies: readonly MoneyPolicy[] = MONEY_POLICIES): string {
  const session = policies.filter((p) => p.name === 'session');
  const rest = policies.filter((p) => p.name !== 'session');
  const sessionIn = firstRefusalSql(policiesFor(INTO, session), functionVariables(true));
  const sessionOut = firstRefusalSql(policiesFor(OUT, session), functionVariables(false));
  const into = firstRefusalSql(policiesFor(INTO, rest), functionVariables(true));
  const out = firstRefusalSql(policiesFor(OUT, rest), functionVariables(false));
  return `CREATE OR REPLACE FUNCTION venue_transfer(
  p_token TEXT, p_site_id TEXT, p_request_id TEXT, p_path TEXT, p_body_hash TEXT, p_channel TEXT,
  p_into BOOLEAN, p_amount BIGINT, p_ty INTEGER, p_activity BOOLEAN, p_activity_multiple INTEGER,
  p_memo TEXT
) RETURNS JSONB
LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  v_member BIGINT;
  v_refusal JSONB;
  v_outcome JSONB;
  v_stored RECORD;
  v_name TEXT;
  v_center_id BIGINT;
  v_center_balance BIGINT;
  v_venue_id BIGINT;
  v_venue_balance BIGINT;
  v_transfer BIGINT;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'venue_transfer amount must be positive fen: %', p_amount;
  END IF;
  SELECT member_id INTO v_member FROM sessions WHERE token = p_token;
  IF v_member IS NULL THEN
    RETURN '{"error":"login"}'::jsonb;
  END IF;
  -- The session policies: not stored as the call's outcome (the caller is not who they claim).
  IF p_into THEN v_refusal := ${sessionIn}; ELSE v_refusal := ${sessionOut}; END IF;
  IF v_refusal IS NOT NULL THEN
    RETURN '{"error":"login"}'::jsonb;
  END IF;

  -- The idempotency claim (idempotency.ts): a used request id answers its stored outcome.
  INSERT INTO idempotency_keys (member_id, request_id, path, body_hash)
    VALUES (v_member, p_request_id, p_path, p_body_hash)
    ON CONFLICT (member_id, request_id) DO NOTHING;
  IF NOT FOUND THEN
    SELECT path, body_hash, outcome INTO v_stored FROM idempotency_keys
     WHERE member_id = v_member AND request_id = p_request_id;
    IF v_stored.path IS DISTINCT FROM p_path OR v_stored.body_hash IS DISTINCT FROM p_body_hash THEN
      RETURN jsonb_build_object('error', 'reused', 'member', v_member);
    END IF;
    IF v_stored.outcome IS NULL THEN
      RAISE EXCEPTION 'idempotency key % has no outcome', p_request_id;
    END IF;
    RETURN jsonb_build_object('replayed', true, 'member', v_member, 'outcome', v_stored.outcome);
  END IF;

  -- The member's center row is the lock every movement of a member takes first (ledger.ts
  -- lockMember); the policies then read under it (door.ts refusalOf).
  SELECT id, balance INTO v_center_id, v_center_balance FROM ledger_accounts
   WHERE member_id = v_member AND kind = 'center' FOR UPDATE;
  IF v_center_id IS NULL THEN
    INSERT INTO ledger_accounts (kind, member_id) VALUES ('center', v_member)
      ON CONFLICT (member_id, kind) WHERE kind IN ('center', 'lock') DO NOTHING;
    SELECT id, balance INTO v_center_id, v_center_balance FROM ledger_accounts
     WHERE member_id = v_member AND kind = 'center' FOR UPDATE;
  END IF;

  -- The money policies (policies/index.ts), in order; the first refusal is the outcome.
  IF p_into THEN
    v_refusal := ${into};
  ELSE
    v_refusal := ${out};
  END IF;
  SELECT name INTO v_name FROM venues WHERE code = p_channel;
  IF v_refusal IS NULL AND v_name IS NULL THEN
    v_refusal := jsonb_build_object('policy', 'venue', 'reason', 'unknown', 'venue', p_channel);
  END IF;

  -- The ledger's legs (ledger.ts move): conditional debit, never below zero; the credit opens
  -- the wallet on first use.
  IF v_refusal IS NULL AND p_into THEN
    UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = v_center_id AND balance >= p_amount
      RETURNING balance INTO v_center_balance;
    IF NOT FOUND THEN
      v_refusal := '{"policy":"funds","wallet":"center"}'::jsonb;
    ELSE
      INSERT INTO ledger_accounts (kind, member_id, venue_code, balance) VALUES ('venue', v_member, p_channel, p_amount)
        ON CONFLICT (member_id, venue_code) WHERE kind = 'venue'
        DO UPDATE SET balance = ledger_accounts.balance + EXCLUDED.balance
        RETURNING id, balance INTO v_venue_id, v_venue_balance;
    END IF;
  ELSIF v_refusal IS NULL THEN
    UPDATE ledger_accounts SET balance = balance - p_amount
     WHERE member_id = v_member AND kind = 'venue' AND venue_code = p_channel AND balance >= p_amount
     RETURNING id, balance INTO v_venue_id, v_venue_balance;
    IF v_venue_id IS NULL THEN
      v_refusal := jsonb_build_object('policy', 'funds', 'wallet', 'venue', 'venue', p_channel);
    ELSE
      UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = v_center_id
        RETURNING balance INTO v_center_balance;
    END IF;
  END IF;
  IF v_refusal IS NOT NULL THEN
    v_outcome := jsonb_build_object('ok', false, 'refusal', v_refusal);
    UPDATE idempotency_keys SET outcome = v_outcome WHERE member_id = v_member AND request_id = p_request_id;
    RETURN jsonb_build_object('replayed', false, 'member', v_member, 'outcome', v_outcome);
  END IF;

  INSERT INTO ledger_transfers (kind, member_id, amount, request_id, seq, order_no, memo)
    VALUES (CASE WHEN p_into THEN 'venue_in' ELSE 'venue_out' END, v_member, p_amount, p_request_id, 0,
      NULL, replace(p_memo, '{venue}', v_name))
    RETURNING id INTO v_transfer;
  INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after) VALUES
    (v_transfer, CASE WHEN p_into THEN v_center_id ELSE v_venue_id END, -p_amount,
      CASE WHEN p_into THEN v_center_balance ELSE v_venue_balance END),
    (v_transfer, CASE WHEN p_into THEN v_venue_id ELSE v_center_id END, p_amount,
      CASE WHEN p_into THEN v_venue_balance ELSE v_center_balance END);

  IF p_into AND p_activity THEN
    INSERT INTO venue_activities (member_id, venue_code, required_turnover)
      VALUES (v_member, p_channel, p_amount * p_activity_multiple);
  END IF;

  v_outcome := jsonb_build_object('ok', true, 'data', jsonb_build_object(
    'channelCode', p_channel,
    'amount', fen_to_yuan_text(p_amount),
    'ty', p_ty,
    'centerWalletBalance', fen_to_yuan_text(v_center_balance),
    'venueBalance', fen_to_yuan_text(v_venue_balance)));
  UPDATE idempotency_keys SET outcome = v_outcome WHERE member_id = v_member AND request_id = p_request_id;
  RETURN jsonb_build_object('replayed', false, 'member', v_member, 'outcome', v_outcome);
END
$fn$`;
}

/** Installs the functions generated from the money policies; every start, one process at a time. */
export async function installMoneyFunctions(db: Db): Promise<void> {
  const sql = venueTransferFunctionSql();
  await db.tx(async (q) => {
    // Two processes starting at once on one PostgreSQL would race on the catalogue row.
    await q.query('SELECT pg_advisory_xact_lock(8051977)');
    await q.query(sql);
  });
}
