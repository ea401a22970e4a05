-- FX rates (issue 16): one daily rate per currency pair, in market notation (1 base_currency = rate quote_currency).
-- source: 'imported:<format>' (ecb-eurofxref, ecb-sdmx, fred, fred-legacy) or 'online:ecb'; the demo layer is
-- simulated in memory and never stored (ADR 0160). fetched_at: when the rate was imported or downloaded.
-- Portable SQL (H2 in PostgreSQL mode and PostgreSQL). See docs/currencies.md.
CREATE TABLE fx_rates (
    base_currency  VARCHAR(3)       NOT NULL,
    quote_currency VARCHAR(3)       NOT NULL,
    rate_date      DATE             NOT NULL,
    rate           DOUBLE PRECISION NOT NULL,
    source         VARCHAR(40)      NOT NULL,
    fetched_at     TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (base_currency, quote_currency, rate_date),
    CHECK (rate > 0)
);
