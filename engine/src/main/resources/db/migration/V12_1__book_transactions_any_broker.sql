-- Issue 12: the client book's transactions come from any broker's export (BookTransactions, the general reader).
-- automatic: a savings-plan purchase or dividend reinvestment, which moves the position but is never the client's own trade.
-- symbol: an instrument a broker names only by ISIN or by name is kept under that identity (names run longer than tickers).
ALTER TABLE book_transactions ADD COLUMN automatic BOOLEAN DEFAULT FALSE NOT NULL;
ALTER TABLE book_transactions ALTER COLUMN symbol SET DATA TYPE VARCHAR(128);
