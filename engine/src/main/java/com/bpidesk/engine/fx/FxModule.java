package com.bpidesk.engine.fx;

import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.ApiException;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.ProblemType;
import com.bpidesk.engine.platform.http.Routes;
import com.bpidesk.engine.platform.http.Uploads;
import io.javalin.http.Context;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * The FX routes: {@code GET /api/fx/rates} (a pair's daily rates, direct, inverse or cross), {@code GET /api/fx/pairs}
 * (what is available), {@code POST /api/fx/import} (ECB or FRED file) and {@code POST /api/fx/refresh} (online ECB,
 * only in online mode). Documented in openapi/fx.yaml; handlers do IO only.
 */
public final class FxModule implements ApiModule {

    /** A file that is not an FX layout this engine reads. */
    public static final ProblemType UNREADABLE = new ProblemType("unreadable-file", "The file is not in a supported format", 422);

    private final FxRates rates;
    private final FxImporter importer;
    private final FxOnline online;

    public FxModule(FxRates rates, FxImporter importer, FxOnline online) {
        this.rates = rates;
        this.importer = importer;
        this.online = online;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/fx.yaml";
    }

    @Override
    public void register(Routes r) {
        r.get("/api/fx/rates", Access.ENTERPRISE, this::rates);
        r.get("/api/fx/pairs", Access.ENTERPRISE, this::pairs);
        r.upload("/api/fx/import", Access.ADMIN, this::importFile);
        r.post("/api/fx/refresh", Access.ADMIN, this::refresh);
    }

    /** One dated rate with the chain that produced it. */
    public record RateView(LocalDate date, double rate, LocalDate rateDate, String source) {
    }

    /** A leg of the chain as served. */
    public record LegView(String base, String quote, boolean inverted, String source) {
    }

    public record RatesView(String base, String quote, LocalDate from, LocalDate to, List<LegView> chain,
                            String dataSource, List<RateView> rates, int maxStaleDays, String method) {
    }

    static final String METHOD = "rate of each pair on or before the date (at most max_stale_days old), shortest chain "
            + "of pairs and inverses, product of the legs; minor units scaled by 1/100. See docs/currencies.md.";

    void rates(Context ctx) {
        String base = code(ctx.queryParam("base"), "query/base");
        String quote = code(ctx.queryParam("quote"), "query/quote");
        FxTable table = rates.table();
        LocalDate latest = latest(table);
        LocalDate to = date(ctx.queryParam("to"), "query/to", latest);
        LocalDate from = date(ctx.queryParam("from"), "query/from", to.minusYears(1));
        if (from.isAfter(to)) {
            throw ApiException.invalidField("query/from", "must not be after 'to' (" + to + ")");
        }
        if (from.plusYears(30).isBefore(to)) {
            throw ApiException.invalidField("query/from", "a request spans at most 30 years");
        }
        FxTable.Conversion last;
        List<RateView> out = new ArrayList<>();
        try {
            last = table.convert(base, quote, to);
            table.series(base, quote, from, to).forEach((d, c) -> out.add(new RateView(d, c.rate(), c.rateDate(), c.source())));
        } catch (MissingRateException e) {
            throw e.toDomain();
        }
        List<LegView> chain = last.legs().stream().map(l -> new LegView(l.from(), l.to(), l.inverted(), l.source())).toList();
        ctx.header("X-Data-Source", last.source());
        ctx.json(new RatesView(last.from(), last.to(), from, to, chain, last.source(), out, table.maxStaleDays(), METHOD));
    }

    /** One available pair. */
    public record PairView(String base, String quote, String dataSource, Instant fetchedAt, int rates, LocalDate first,
                           LocalDate last, Double lastRate) {
    }

    public record PairsView(List<String> currencies, List<PairView> pairs, boolean demo) {
    }

    void pairs(Context ctx) {
        FxTable table = rates.table();
        List<PairView> out = table.pairs().values().stream()
                .sorted(java.util.Comparator.comparing((FxTable.Source s) -> s.pair().toString()))
                .map(s -> new PairView(s.pair().base(), s.pair().quote(), s.source(), s.fetchedAt(), s.rates().size(),
                        s.rates().isEmpty() ? null : s.rates().firstKey(), s.rates().isEmpty() ? null : s.rates().lastKey(),
                        s.rates().isEmpty() ? null : s.rates().lastEntry().getValue()))
                .toList();
        ctx.json(new PairsView(List.copyOf(table.currencies()), out, rates.demo()));
    }

    void importFile(Context ctx) {
        Uploads.Text upload = Uploads.read(ctx);
        try {
            ctx.status(201).json(importer.importText(upload.text(), upload.fileName()));
        } catch (FxFiles.FormatException e) {
            throw new ApiException(UNREADABLE, e.getMessage());
        }
    }

    void refresh(Context ctx) {
        try {
            ctx.status(201).json(online.fetch());
        } catch (FxOnline.OfflineException e) {
            throw new ApiException(ProblemType.CONFLICT, e.getMessage());
        } catch (com.bpidesk.engine.platform.online.OnlineFetcher.OnlineException | FxFiles.FormatException e) {
            throw new ApiException(ProblemType.UNAVAILABLE, "The ECB rates could not be fetched: " + e.getMessage());
        }
    }

    private static LocalDate latest(FxTable table) {
        return table.pairs().values().stream().filter(s -> !s.rates().isEmpty()).map(s -> s.rates().lastKey())
                .max(LocalDate::compareTo).orElse(LocalDate.now(java.time.ZoneOffset.UTC));
    }

    private static String code(String v, String pointer) {
        if (v == null || v.isBlank()) {
            throw ApiException.invalidField(pointer, "is required: a currency code such as USD, EUR, GBP or GBX");
        }
        if (Currencies.unit(v).isEmpty()) {
            throw ApiException.invalidField(pointer, "must be a currency code (ISO 4217, or GBX/GBp, ZAc, ILA), got '"
                    + v + "'");
        }
        return v.trim();
    }

    private static LocalDate date(String v, String pointer, LocalDate dflt) {
        if (v == null || v.isBlank()) {
            return dflt;
        }
        try {
            return LocalDate.parse(v.trim());
        } catch (DateTimeParseException e) {
            throw ApiException.invalidField(pointer, "must be a date YYYY-MM-DD, got '" + v + "'");
        }
    }
}
