-- Issue 16: a base currency per client of the book. Signals C1-C5 compute every amount (values, cash, outflows,
-- unrealised losses) in it; NULL means the firm default (data settings base_currency, USD unless changed).
ALTER TABLE book_clients ADD COLUMN base_currency VARCHAR(3);
