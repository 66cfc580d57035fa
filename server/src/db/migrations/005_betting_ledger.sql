-- Betting moves money too (issues 5 and 6): the demo casino games debit and credit a
-- venue wallet, the CRTY sportsbook the center wallet. The counterparty is a house
-- account per book, a system account (it may go negative: it is the house's result).
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_check;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_check CHECK (kind IN ('deposit', 'withdraw_lock',
  'withdraw_approve', 'withdraw_reject', 'venue_in', 'venue_out', 'wallet_transfer', 'opening', 'migration',
  'game_bet', 'game_win', 'sport_stake', 'sport_payout', 'sport_refund'));

INSERT INTO ledger_accounts (kind, system_name) VALUES ('system', 'casino'), ('system', 'sportsbook');
