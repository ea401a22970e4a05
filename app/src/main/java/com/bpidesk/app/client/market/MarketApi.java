package com.bpidesk.app.client.market;

import com.bpidesk.app.client.Api;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;

/**
 * The market feature's API (engine/src/main/resources/openapi/market.yaml): candles (A5), the instrument list and price
 * imports, as records mirroring the schemas ({@code ApiRecordsMatchOpenApiTest}).
 */
public interface MarketApi {

    /** A5: the daily candles of a ticker over a period (1mo, 3mo, 6mo, 1y, 3y; {@code GET /api/portfolio/chart/{ticker}}). */
    List<Candle> chart(String ticker, String period);

    /** Up to {@code limit} instruments whose symbol or name matches {@code q} ({@code GET /api/market/instruments}). */
    List<Instrument> instruments(String q, int limit);

    /** The instruments of the market, the engine's first page ({@code GET /api/market/instruments}). */
    List<Instrument> instruments();

    /** What the market holds: its benchmark and the date of its latest prices ({@code GET /api/market/status}). */
    MarketStatus status();

    /** Imports a price file (Yahoo, yfinance, Alpha Vantage, Stooq; {@code POST /api/market/prices/import}). */
    PriceImport importPrices(Path file);

    /** Schema {@code Candle}. */
    @Api.Schema("Candle")
    record Candle(LocalDate date, double open, double high, double low, double close, long volume) {
    }

    /** Schema {@code Instrument}: {@code currency} is the ISO code of its prices. */
    @Api.Schema("Instrument")
    record Instrument(String symbol, String name, String assetClass, String sector, String country, String currency,
                      String dataSource) {
    }

    /** Schema {@code MarketStatus}: {@code asOf} is the date of the latest prices. */
    @Api.Schema("MarketStatus")
    record MarketStatus(String asOf, String benchmark) {
    }

    /** Schema {@code PriceImport}: {@code currency} is XXX when unknown, {@code currencyBasis} says how it was known. */
    @Api.Schema("PriceImport")
    record PriceImport(String symbol, String format, int bars, LocalDate first, LocalDate last, String adjustment,
                       List<String> warnings, String currency, String currencyBasis) {
        public PriceImport {
            warnings = warnings == null ? List.of() : List.copyOf(warnings);
        }
    }
}
