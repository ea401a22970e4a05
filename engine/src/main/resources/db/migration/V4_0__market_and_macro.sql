-- Market reference data (issue 4): the instruments table, the price store and the macro series store.
-- Portable SQL (H2 in PostgreSQL mode and PostgreSQL). See docs/market-data.md.

-- Reference data of every symbol the engine knows. origin: 'reference' (shipped, this migration) or
-- 'imported' (first seen in an imported price file; attributes unknown until the user edits them).
-- sector: GICS sector name; for ETFs the dominant exposure, 'Diversified', 'Fixed Income' or 'Commodities'.
-- country: ISO 3166-1 alpha-2 country of risk; 'XX' for multi-country funds.
CREATE TABLE instruments (
    symbol      VARCHAR(24)  PRIMARY KEY,
    name        VARCHAR(200) NOT NULL,
    asset_class VARCHAR(32)  NOT NULL,
    sector      VARCHAR(64)  NOT NULL,
    country     VARCHAR(2)   NOT NULL,
    currency    VARCHAR(3)   NOT NULL,
    origin      VARCHAR(16)  NOT NULL
);

INSERT INTO instruments (symbol, name, asset_class, sector, country, currency, origin) VALUES
('AAPL', 'Apple Inc.', 'equity', 'Information Technology', 'US', 'USD', 'reference'),
('MSFT', 'Microsoft Corporation', 'equity', 'Information Technology', 'US', 'USD', 'reference'),
('NVDA', 'NVIDIA Corporation', 'equity', 'Information Technology', 'US', 'USD', 'reference'),
('AMD', 'Advanced Micro Devices, Inc.', 'equity', 'Information Technology', 'US', 'USD', 'reference'),
('INTC', 'Intel Corporation', 'equity', 'Information Technology', 'US', 'USD', 'reference'),
('ORCL', 'Oracle Corporation', 'equity', 'Information Technology', 'US', 'USD', 'reference'),
('CRM', 'Salesforce, Inc.', 'equity', 'Information Technology', 'US', 'USD', 'reference'),
('ADBE', 'Adobe Inc.', 'equity', 'Information Technology', 'US', 'USD', 'reference'),
('CSCO', 'Cisco Systems, Inc.', 'equity', 'Information Technology', 'US', 'USD', 'reference'),
('IBM', 'International Business Machines Corporation', 'equity', 'Information Technology', 'US', 'USD', 'reference'),
('AMZN', 'Amazon.com, Inc.', 'equity', 'Consumer Discretionary', 'US', 'USD', 'reference'),
('TSLA', 'Tesla, Inc.', 'equity', 'Consumer Discretionary', 'US', 'USD', 'reference'),
('HD', 'The Home Depot, Inc.', 'equity', 'Consumer Discretionary', 'US', 'USD', 'reference'),
('MCD', 'McDonald''s Corporation', 'equity', 'Consumer Discretionary', 'US', 'USD', 'reference'),
('NKE', 'NIKE, Inc.', 'equity', 'Consumer Discretionary', 'US', 'USD', 'reference'),
('GOOGL', 'Alphabet Inc. (Class A)', 'equity', 'Communication Services', 'US', 'USD', 'reference'),
('META', 'Meta Platforms, Inc.', 'equity', 'Communication Services', 'US', 'USD', 'reference'),
('NFLX', 'Netflix, Inc.', 'equity', 'Communication Services', 'US', 'USD', 'reference'),
('DIS', 'The Walt Disney Company', 'equity', 'Communication Services', 'US', 'USD', 'reference'),
('T', 'AT&T Inc.', 'equity', 'Communication Services', 'US', 'USD', 'reference'),
('VZ', 'Verizon Communications Inc.', 'equity', 'Communication Services', 'US', 'USD', 'reference'),
('BRK.B', 'Berkshire Hathaway Inc. (Class B)', 'equity', 'Financials', 'US', 'USD', 'reference'),
('JPM', 'JPMorgan Chase & Co.', 'equity', 'Financials', 'US', 'USD', 'reference'),
('BAC', 'Bank of America Corporation', 'equity', 'Financials', 'US', 'USD', 'reference'),
('WFC', 'Wells Fargo & Company', 'equity', 'Financials', 'US', 'USD', 'reference'),
('GS', 'The Goldman Sachs Group, Inc.', 'equity', 'Financials', 'US', 'USD', 'reference'),
('MS', 'Morgan Stanley', 'equity', 'Financials', 'US', 'USD', 'reference'),
('V', 'Visa Inc.', 'equity', 'Financials', 'US', 'USD', 'reference'),
('MA', 'Mastercard Incorporated', 'equity', 'Financials', 'US', 'USD', 'reference'),
('UNH', 'UnitedHealth Group Incorporated', 'equity', 'Health Care', 'US', 'USD', 'reference'),
('JNJ', 'Johnson & Johnson', 'equity', 'Health Care', 'US', 'USD', 'reference'),
('LLY', 'Eli Lilly and Company', 'equity', 'Health Care', 'US', 'USD', 'reference'),
('PFE', 'Pfizer Inc.', 'equity', 'Health Care', 'US', 'USD', 'reference'),
('MRK', 'Merck & Co., Inc.', 'equity', 'Health Care', 'US', 'USD', 'reference'),
('ABBV', 'AbbVie Inc.', 'equity', 'Health Care', 'US', 'USD', 'reference'),
('XOM', 'Exxon Mobil Corporation', 'equity', 'Energy', 'US', 'USD', 'reference'),
('CVX', 'Chevron Corporation', 'equity', 'Energy', 'US', 'USD', 'reference'),
('COP', 'ConocoPhillips', 'equity', 'Energy', 'US', 'USD', 'reference'),
('PG', 'The Procter & Gamble Company', 'equity', 'Consumer Staples', 'US', 'USD', 'reference'),
('KO', 'The Coca-Cola Company', 'equity', 'Consumer Staples', 'US', 'USD', 'reference'),
('PEP', 'PepsiCo, Inc.', 'equity', 'Consumer Staples', 'US', 'USD', 'reference'),
('WMT', 'Walmart Inc.', 'equity', 'Consumer Staples', 'US', 'USD', 'reference'),
('COST', 'Costco Wholesale Corporation', 'equity', 'Consumer Staples', 'US', 'USD', 'reference'),
('CAT', 'Caterpillar Inc.', 'equity', 'Industrials', 'US', 'USD', 'reference'),
('BA', 'The Boeing Company', 'equity', 'Industrials', 'US', 'USD', 'reference'),
('GE', 'GE Aerospace', 'equity', 'Industrials', 'US', 'USD', 'reference'),
('HON', 'Honeywell International Inc.', 'equity', 'Industrials', 'US', 'USD', 'reference'),
('UPS', 'United Parcel Service, Inc.', 'equity', 'Industrials', 'US', 'USD', 'reference'),
('NEE', 'NextEra Energy, Inc.', 'equity', 'Utilities', 'US', 'USD', 'reference'),
('DUK', 'Duke Energy Corporation', 'equity', 'Utilities', 'US', 'USD', 'reference'),
('SO', 'The Southern Company', 'equity', 'Utilities', 'US', 'USD', 'reference'),
('AMT', 'American Tower Corporation', 'equity', 'Real Estate', 'US', 'USD', 'reference'),
('PLD', 'Prologis, Inc.', 'equity', 'Real Estate', 'US', 'USD', 'reference'),
('LIN', 'Linde plc', 'equity', 'Materials', 'US', 'USD', 'reference'),
('FCX', 'Freeport-McMoRan Inc.', 'equity', 'Materials', 'US', 'USD', 'reference'),
('ASML', 'ASML Holding N.V. (ADR)', 'equity', 'Information Technology', 'NL', 'USD', 'reference'),
('TSM', 'Taiwan Semiconductor Manufacturing Co. (ADR)', 'equity', 'Information Technology', 'TW', 'USD', 'reference'),
('SAP', 'SAP SE (ADR)', 'equity', 'Information Technology', 'DE', 'USD', 'reference'),
('SONY', 'Sony Group Corporation (ADR)', 'equity', 'Consumer Discretionary', 'JP', 'USD', 'reference'),
('TM', 'Toyota Motor Corporation (ADR)', 'equity', 'Consumer Discretionary', 'JP', 'USD', 'reference'),
('BABA', 'Alibaba Group Holding Limited (ADR)', 'equity', 'Consumer Discretionary', 'CN', 'USD', 'reference'),
('NVO', 'Novo Nordisk A/S (ADR)', 'equity', 'Health Care', 'DK', 'USD', 'reference'),
('AZN', 'AstraZeneca PLC (ADR)', 'equity', 'Health Care', 'GB', 'USD', 'reference'),
('SHEL', 'Shell plc (ADR)', 'equity', 'Energy', 'GB', 'USD', 'reference'),
('TTE', 'TotalEnergies SE (ADR)', 'equity', 'Energy', 'FR', 'USD', 'reference'),
('HSBC', 'HSBC Holdings plc (ADR)', 'equity', 'Financials', 'GB', 'USD', 'reference'),
('RY', 'Royal Bank of Canada', 'equity', 'Financials', 'CA', 'USD', 'reference'),
('SHOP', 'Shopify Inc.', 'equity', 'Information Technology', 'CA', 'USD', 'reference'),
('UL', 'Unilever PLC (ADR)', 'equity', 'Consumer Staples', 'GB', 'USD', 'reference'),
('BHP', 'BHP Group Limited (ADR)', 'equity', 'Materials', 'AU', 'USD', 'reference'),
('VOD.L', 'Vodafone Group Plc', 'equity', 'Communication Services', 'GB', 'GBP', 'reference'),
('MC.PA', 'LVMH Moet Hennessy Louis Vuitton SE', 'equity', 'Consumer Discretionary', 'FR', 'EUR', 'reference'),
('NESN.SW', 'Nestle S.A.', 'equity', 'Consumer Staples', 'CH', 'CHF', 'reference'),
('7203.T', 'Toyota Motor Corporation', 'equity', 'Consumer Discretionary', 'JP', 'JPY', 'reference'),
('SPY', 'SPDR S&P 500 ETF Trust', 'etf_equity', 'Diversified', 'US', 'USD', 'reference'),
('VTI', 'Vanguard Total Stock Market ETF', 'etf_equity', 'Diversified', 'US', 'USD', 'reference'),
('QQQ', 'Invesco QQQ Trust (Nasdaq-100)', 'etf_equity', 'Information Technology', 'US', 'USD', 'reference'),
('IWM', 'iShares Russell 2000 ETF', 'etf_equity', 'Diversified', 'US', 'USD', 'reference'),
('DIA', 'SPDR Dow Jones Industrial Average ETF Trust', 'etf_equity', 'Diversified', 'US', 'USD', 'reference'),
('EFA', 'iShares MSCI EAFE ETF', 'etf_equity', 'Diversified', 'XX', 'USD', 'reference'),
('VEA', 'Vanguard FTSE Developed Markets ETF', 'etf_equity', 'Diversified', 'XX', 'USD', 'reference'),
('EEM', 'iShares MSCI Emerging Markets ETF', 'etf_equity', 'Diversified', 'XX', 'USD', 'reference'),
('VWO', 'Vanguard FTSE Emerging Markets ETF', 'etf_equity', 'Diversified', 'XX', 'USD', 'reference'),
('ACWI', 'iShares MSCI ACWI ETF', 'etf_equity', 'Diversified', 'XX', 'USD', 'reference'),
('VT', 'Vanguard Total World Stock ETF', 'etf_equity', 'Diversified', 'XX', 'USD', 'reference'),
('EWJ', 'iShares MSCI Japan ETF', 'etf_equity', 'Diversified', 'JP', 'USD', 'reference'),
('EWG', 'iShares MSCI Germany ETF', 'etf_equity', 'Diversified', 'DE', 'USD', 'reference'),
('EWU', 'iShares MSCI United Kingdom ETF', 'etf_equity', 'Diversified', 'GB', 'USD', 'reference'),
('FXI', 'iShares China Large-Cap ETF', 'etf_equity', 'Diversified', 'CN', 'USD', 'reference'),
('XLK', 'Technology Select Sector SPDR Fund', 'etf_equity', 'Information Technology', 'US', 'USD', 'reference'),
('XLF', 'Financial Select Sector SPDR Fund', 'etf_equity', 'Financials', 'US', 'USD', 'reference'),
('XLE', 'Energy Select Sector SPDR Fund', 'etf_equity', 'Energy', 'US', 'USD', 'reference'),
('XLV', 'Health Care Select Sector SPDR Fund', 'etf_equity', 'Health Care', 'US', 'USD', 'reference'),
('XLY', 'Consumer Discretionary Select Sector SPDR Fund', 'etf_equity', 'Consumer Discretionary', 'US', 'USD', 'reference'),
('XLP', 'Consumer Staples Select Sector SPDR Fund', 'etf_equity', 'Consumer Staples', 'US', 'USD', 'reference'),
('XLI', 'Industrial Select Sector SPDR Fund', 'etf_equity', 'Industrials', 'US', 'USD', 'reference'),
('XLU', 'Utilities Select Sector SPDR Fund', 'etf_equity', 'Utilities', 'US', 'USD', 'reference'),
('XLB', 'Materials Select Sector SPDR Fund', 'etf_equity', 'Materials', 'US', 'USD', 'reference'),
('XLC', 'Communication Services Select Sector SPDR Fund', 'etf_equity', 'Communication Services', 'US', 'USD', 'reference'),
('VNQ', 'Vanguard Real Estate ETF', 'etf_real_estate', 'Real Estate', 'US', 'USD', 'reference'),
('AGG', 'iShares Core U.S. Aggregate Bond ETF', 'etf_bond', 'Fixed Income', 'US', 'USD', 'reference'),
('BND', 'Vanguard Total Bond Market ETF', 'etf_bond', 'Fixed Income', 'US', 'USD', 'reference'),
('TLT', 'iShares 20+ Year Treasury Bond ETF', 'etf_bond', 'Fixed Income', 'US', 'USD', 'reference'),
('IEF', 'iShares 7-10 Year Treasury Bond ETF', 'etf_bond', 'Fixed Income', 'US', 'USD', 'reference'),
('SHY', 'iShares 1-3 Year Treasury Bond ETF', 'etf_bond', 'Fixed Income', 'US', 'USD', 'reference'),
('TIP', 'iShares TIPS Bond ETF', 'etf_bond', 'Fixed Income', 'US', 'USD', 'reference'),
('LQD', 'iShares iBoxx $ Investment Grade Corporate Bond ETF', 'etf_bond', 'Fixed Income', 'US', 'USD', 'reference'),
('HYG', 'iShares iBoxx $ High Yield Corporate Bond ETF', 'etf_bond', 'Fixed Income', 'US', 'USD', 'reference'),
('BNDX', 'Vanguard Total International Bond ETF', 'etf_bond', 'Fixed Income', 'XX', 'USD', 'reference'),
('GLD', 'SPDR Gold Shares', 'etf_commodity', 'Commodities', 'XX', 'USD', 'reference'),
('SLV', 'iShares Silver Trust', 'etf_commodity', 'Commodities', 'XX', 'USD', 'reference'),
('DBC', 'Invesco DB Commodity Index Tracking Fund', 'etf_commodity', 'Commodities', 'XX', 'USD', 'reference');

-- The price store: one daily OHLCV bar per symbol and date. close is the traded close, adj_close the split-
-- and dividend-adjusted close (equal to close when the source has none). source: 'demo', 'imported:<format>'
-- or 'online:<provider>'; fetched_at: when the bar was generated, imported or downloaded.
CREATE TABLE price_bars (
    symbol     VARCHAR(24)      NOT NULL,
    bar_date   DATE             NOT NULL,
    open       DOUBLE PRECISION NOT NULL,
    high       DOUBLE PRECISION NOT NULL,
    low        DOUBLE PRECISION NOT NULL,
    close      DOUBLE PRECISION NOT NULL,
    adj_close  DOUBLE PRECISION NOT NULL,
    volume     BIGINT           NOT NULL,
    source     VARCHAR(40)      NOT NULL,
    fetched_at TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (symbol, bar_date)
);

-- The demo market layer: when this row exists the simulated bars of every reference instrument without stored
-- bars are served by the engine (deterministic from the seed, generated in memory on first use; ADR 0021).
CREATE TABLE market_demo_seed (
    id         INTEGER     PRIMARY KEY,
    seed       BIGINT      NOT NULL,
    years      INTEGER     NOT NULL,
    seeded_at  TIMESTAMP WITH TIME ZONE NOT NULL
);

-- Macro series and their observations. source: the institution (FRED, World Bank, ECB, Bank of England) or
-- 'demo' for the shipped simulated dataset; institution: the publisher whose series the row is or imitates.
-- data_source: 'demo', 'imported:<format>' or 'online:<provider>'.
CREATE TABLE macro_series (
    series_id   VARCHAR(120) PRIMARY KEY,
    title       VARCHAR(300) NOT NULL,
    category    VARCHAR(16)  NOT NULL,
    region      VARCHAR(8)   NOT NULL,
    source      VARCHAR(40)  NOT NULL,
    institution VARCHAR(40)  NOT NULL,
    frequency   VARCHAR(16)  NOT NULL,
    units       VARCHAR(80)  NOT NULL,
    data_source VARCHAR(40)  NOT NULL,
    updated_at  TIMESTAMP WITH TIME ZONE NOT NULL
);

CREATE TABLE macro_observations (
    series_id VARCHAR(120)     NOT NULL REFERENCES macro_series (series_id) ON DELETE CASCADE,
    period    DATE             NOT NULL,
    obs_value DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (series_id, period)
);
