package com.bpidesk.engine.market;

import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiException;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.ProblemType;
import com.bpidesk.engine.platform.http.Routes;
import com.bpidesk.engine.platform.http.Uploads;
import io.javalin.http.Context;
import java.time.LocalDate;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * A5 and the market data routes: {@code GET /api/portfolio/chart/{ticker}} (candles),
 * {@code GET /api/market/instruments} (reference data and ticker completion), {@code GET /api/market/status}.
 * Documented in openapi/market.yaml.
 */
public final class MarketModule implements ApiModule {

    /** Response header naming where the figures come from: {@code demo}, {@code imported} or {@code online:<provider>}. */
    public static final String DATA_SOURCE_HEADER = "X-Data-Source";
    /** Response header naming the price series: {@code traded} or {@code adjusted}. */
    public static final String PRICE_BASIS_HEADER = "X-Price-Basis";

    private final StorePriceHistory prices;
    private final PriceImporter importer;
    private final ChartCurrency chartCurrency;

    public MarketModule(StorePriceHistory prices, PriceImporter importer) {
        this(prices, importer, ChartCurrency.UNAVAILABLE);
    }

    public MarketModule(StorePriceHistory prices, PriceImporter importer, ChartCurrency chartCurrency) {
        this.prices = prices;
        this.importer = importer;
        this.chartCurrency = chartCurrency;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/market.yaml";
    }

    @Override
    public void register(Routes r) {
        r.get("/api/portfolio/chart/{ticker}", Access.ENTERPRISE, this::chart);
        r.get("/api/market/instruments", Access.ENTERPRISE, this::instruments);
        r.get("/api/market/status", Access.ENTERPRISE, this::status);
        r.upload("/api/market/prices/import", Access.ADMIN, this::importPrices);
    }

    /**
     * Imports one price CSV (multipart field 'file', or the raw body); {@code symbol} overrides the file's ticker,
     * {@code currency} states the prices' currency (else detected from the ticker's exchange suffix or the reference data,
     * or stored as unknown with a warning: {@link ListingCurrency}).
     */
    void importPrices(Context ctx) {
        Uploads.Text upload = Uploads.read(ctx);
        String symbol = ctx.isMultipartFormData() && ctx.formParam("symbol") != null ? ctx.formParam("symbol")
                : ctx.queryParam("symbol");
        String currency = ctx.isMultipartFormData() && ctx.formParam("currency") != null ? ctx.formParam("currency")
                : ctx.queryParam("currency");
        if (currency != null && !currency.isBlank() && !ListingCurrency.validCode(currency.trim().toUpperCase(java.util.Locale.ROOT))) {
            throw ApiException.invalidField("query/currency", "must be a three-letter currency code such as USD, EUR or GBP, got '"
                    + currency + "'");
        }
        if (symbol != null && !symbol.isBlank()) {
            symbol = Tickers.require(symbol, "query/symbol");
        }
        try {
            PriceImporter.Result result = importer.importText(upload.text(), upload.fileName(), symbol, currency);
            ctx.status(201).json(result);
        } catch (PriceCsv.FormatException e) {
            throw new ApiException(ProblemType.UNREADABLE_FILE, e.getMessage());
        }
    }

    /** A5: candles of the ticker over the period (default 6mo), ascending by date; {@code currency} converts them. */
    void chart(Context ctx) {
        String ticker = Tickers.require(ctx.pathParam("ticker"), "path/ticker");
        String periodParam = ctx.queryParam("period");
        ChartPeriod period = ChartPeriod.DEFAULT;
        if (periodParam != null) {
            period = ChartPeriod.parse(periodParam).orElseThrow(() -> ApiException
                    .invalidField("query/period", "must be one of " + ChartPeriod.allowed() + ", got '" + periodParam + "'")
                    .with("allowed_values", ChartPeriod.allowed()));
        }
        boolean adjusted = bool(ctx.queryParam("adjusted"), "query/adjusted");
        List<Bar> all = prices.all(ticker);
        if (all.isEmpty() && prices.instrument(ticker).isEmpty()) {
            throw ApiException.notFound("Unknown ticker '" + ticker + "': it is neither in the instrument reference "
                    + "table nor in the price store. GET /api/market/instruments?q=... lists the known symbols; "
                    + "POST /api/market/prices/import adds a symbol from a CSV file.");
        }
        List<Candle> candles = List.of();
        if (!all.isEmpty()) {
            LocalDate latest = all.get(all.size() - 1).date();
            candles = prices.bars(ticker, period.start(latest), latest).stream()
                    .map(adjusted ? Candle::adjusted : Candle::of).toList();
        }
        String currency = ctx.queryParam("currency");
        if (currency != null && !currency.isBlank()) {
            String from = prices.instrument(ticker).map(Instrument::currency).orElse("USD");
            ChartCurrency.Converted converted = chartCurrency.convert(candles, from, currency.trim());
            candles = converted.candles();
            ctx.header("X-Currency", currency.trim());
            ctx.header("X-FX-Source", converted.fxSource());
            ctx.header("X-FX-Gaps", Integer.toString(converted.gaps()));
        } else {
            ctx.header("X-Currency", prices.instrument(ticker).map(Instrument::currency).orElse("USD"));
        }
        ctx.header(DATA_SOURCE_HEADER, prices.dataSource(ticker));
        ctx.header(PRICE_BASIS_HEADER, adjusted ? "adjusted" : "traded");
        ctx.header("X-Chart-Period", period.wire());
        ctx.json(candles);
    }

    /** Instruments, optionally filtered by a query matched against symbol (prefix first) and name. */
    void instruments(Context ctx) {
        String q = ctx.queryParam("q");
        int limit = Api.intQuery(ctx, "limit", 50, 1, 500);
        String needle = q == null ? "" : q.trim().toUpperCase(Locale.ROOT);
        List<InstrumentView> out = prices.instruments().stream()
                .filter(i -> needle.isEmpty() || i.symbol().contains(needle)
                        || i.name().toUpperCase(Locale.ROOT).contains(needle))
                .sorted(Comparator.comparing((Instrument i) -> rank(i, needle)).thenComparing(Instrument::symbol))
                .limit(limit)
                .map(i -> new InstrumentView(i.symbol(), i.name(), i.assetClass(), i.sector(), i.country(), i.currency(),
                        prices.dataSource(i.symbol())))
                .toList();
        ctx.json(out);
    }

    private static int rank(Instrument i, String needle) {
        if (needle.isEmpty() || i.symbol().equals(needle)) {
            return 0;
        }
        return i.symbol().startsWith(needle) ? 1 : i.symbol().contains(needle) ? 2 : 3;
    }

    /** An instrument with where its prices come from. */
    public record InstrumentView(String symbol, String name, String assetClass, String sector, String country,
                                 String currency, String dataSource) {
    }

    /** What the price store holds. */
    public record Status(LocalDate asOf, String benchmark, java.util.Map<String, Long> barsBySource, int instruments,
                         boolean demo) {
    }

    void status(Context ctx) {
        var counts = prices.store().countsBySource();
        ctx.json(new Status(prices.asOf(), prices.benchmarkSymbol(), counts, prices.instruments().size(),
                prices.demoSeeded()));
    }

    static boolean bool(String v, String pointer) {
        if (v == null) {
            return false;
        }
        return switch (v.toLowerCase(Locale.ROOT)) {
            case "true", "1", "yes" -> true;
            case "false", "0", "no" -> false;
            default -> throw ApiException.invalidField(pointer, "must be true or false, got '" + v + "'");
        };
    }

}
