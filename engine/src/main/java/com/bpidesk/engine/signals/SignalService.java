package com.bpidesk.engine.signals;

import com.bpidesk.engine.behavior.DnaScorer;
import com.bpidesk.engine.behavior.PriceCache;
import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.BookStore;
import com.bpidesk.engine.book.DemoBook;
import com.bpidesk.engine.book.RiskLimits;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.fx.MissingRateException;
import java.util.function.Supplier;
import com.bpidesk.engine.macro.FeedItem;
import com.bpidesk.engine.macro.Regime;
import com.bpidesk.engine.macro.RegimeService;
import com.bpidesk.engine.macro.SignalsFeed;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.platform.errors.DomainException;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * The advisor's behavioral signals C1-C5 over an organization's client book. Read-only: it proposes actions to the
 * advisor and never contacts clients, trades or decides suitability. Methods in docs/signals.md.
 *
 * <p>One class because C1-C5 are computed from one per-request snapshot of the book and the prices (the as-of context
 * built once per call) and are read together by the API, the reports and the MCP tools.
 */
public final class SignalService {

    public static final List<String> ALERT_TYPES = List.of("high_churn", "suitability_drift", "concentration_breach",
            "large_unrealized_loss", "inactivity");
    public static final List<String> SEVERITIES = List.of("low", "medium", "high", "critical");
    /** Weeks of regime history the weekly digest looks back over for regime changes. */
    public static final int REGIME_LOOKBACK_WEEKS = 8;

    private final BookStore store;
    private final ChurnModels models;
    private final PriceHistory prices;
    private final MarketReference reference;
    private final RegimeService regimes;
    private final SignalsFeed feed;
    private final EnvelopeReviewQueue envelopes;
    private final Clock clock;
    private final String demoOrganization;
    private final Map<String, RiskLimits> bands;
    private final Map<String, Context> contexts = new ConcurrentHashMap<>();
    private final Supplier<FxTable> fx;
    private final Supplier<String> defaultBase;

    /** @param demoOrganization organization that gets the demo book on first use (null: none) */
    public SignalService(BookStore store, ChurnModels models, PriceHistory prices, MarketReference reference, RegimeService regimes,
                         SignalsFeed feed, EnvelopeReviewQueue envelopes, Clock clock, String demoOrganization) {
        this(store, models, prices, reference, regimes, feed, envelopes, clock, demoOrganization, RiskLimits.DEFAULTS);
    }

    /** @param bands risk-profile bands per tolerance ({@link RiskLimits#withOverrides}) */
    public SignalService(BookStore store, ChurnModels models, PriceHistory prices, MarketReference reference, RegimeService regimes,
                         SignalsFeed feed, EnvelopeReviewQueue envelopes, Clock clock, String demoOrganization,
                         Map<String, RiskLimits> bands) {
        this(store, models, prices, reference, regimes, feed, envelopes, clock, demoOrganization, bands, null, () -> "USD");
    }

    /**
     * @param fx          exchange rates for the clients' base currencies (null: none, only same-currency amounts)
     * @param defaultBase the firm default base currency (data settings), for clients whose record names none
     */
    public SignalService(BookStore store, ChurnModels models, PriceHistory prices, MarketReference reference, RegimeService regimes,
                         SignalsFeed feed, EnvelopeReviewQueue envelopes, Clock clock, String demoOrganization,
                         Map<String, RiskLimits> bands, Supplier<FxTable> fx, Supplier<String> defaultBase) {
        this.fx = fx;
        this.defaultBase = defaultBase;
        this.bands = bands;
        this.store = store;
        this.models = models;
        this.prices = prices;
        this.reference = reference;
        this.regimes = regimes;
        this.feed = feed;
        this.envelopes = envelopes;
        this.clock = clock;
        this.demoOrganization = demoOrganization;
    }

    public PriceHistory prices() {
        return prices;
    }

    public BookStore store() {
        return store;
    }

    /** The current FX snapshot (an empty table when the engine has no rates). */
    public FxTable fxTable() {
        FxTable t = fx == null ? null : fx.get();
        return t != null ? t : new FxTable(Map.of(), 7);
    }

    /** Per organization and book version: the evaluator and memoised evaluations. */
    final class Context {
        final long version;
        final Book book;
        final ClientEvaluator evaluator;
        final ChurnModel model;
        final LocalDate asOf;
        final Map<String, ClientEvaluator.Evaluation> evaluations = new ConcurrentHashMap<>();
        final String dataSource;
        final String defaultBase;

        Context(String org) {
            this.version = store.version(org);
            this.book = store.load(org);
            this.asOf = prices.asOf();
            PriceCache cache = new PriceCache(prices, asOf.minusYears(5), asOf);
            FxTable table = fx == null || fx.get() == null ? new FxTable(Map.of(), 7) : fx.get();
            this.defaultBase = SignalService.this.defaultBase.get();
            this.evaluator = new ClientEvaluator(book, cache, DnaScorer.forBatch(cache, reference, clock, () -> table), bands, table,
                    defaultBase);
            this.model = models.active(org);
            Set<String> sources = new java.util.TreeSet<>();
            book.clients().forEach(c -> sources.add(c.dataSource()));
            this.dataSource = "book:" + (sources.isEmpty() ? "empty" : String.join("+", sources)) + ";prices:"
                    + prices.dataSource(prices.benchmarkSymbol());
        }

        ClientEvaluator.Evaluation eval(Book.Client c, LocalDate d) {
            try {
                return evaluations.computeIfAbsent(c.clientId() + "@" + d, k -> evaluator.evaluate(c, d));
            } catch (MissingRateException e) {
                throw missing(c, e);
            }
        }

        ClientEvaluator.Evaluation drift(Book.Client c, LocalDate d) {
            try {
                return evaluator.drift(c, d);
            } catch (MissingRateException e) {
                throw missing(c, e);
            }
        }
    }

    /** A client amount that cannot be converted into the client's base currency: 422 naming the pair and the client. */
    static DomainException missing(Book.Client c, MissingRateException e) {
        return new DomainException(DomainException.Kind.UNPROCESSABLE, MissingRateException.MISSING_RATE,
                "Client " + c.name() + " (" + c.clientId() + "): " + e.getMessage(), e).with("missing_pair", e.pair());
    }

    synchronized void ensureBook(String org) {
        if (org.equals(demoOrganization) && store.isEmpty(org)) {
            store.replace(org, DemoBook.fromAssets(prices).generate(fxTable()));
        }
    }

    Context context(String org) {
        ensureBook(org);
        long v = store.version(org);
        Context c = contexts.get(org);
        if (c == null || c.version != v || !prices.asOf().equals(c.asOf) || !defaultBase.get().equals(c.defaultBase)) {
            c = new Context(org);
            contexts.put(org, c);
        }
        return c;
    }

    /** The home country on the client's record (B1 with a client_id); empty when the book has no such client. */
    public Optional<String> clientHomeCountry(String org, String clientId) {
        ensureBook(org);
        return store.client(org, clientId).map(Book.Client::homeCountry);
    }

    /** The name of an advisor of the organization's book (reports show it instead of the advisor id). */
    public Optional<String> advisorName(String org, String advisorId) {
        return context(org).book.advisors().stream().filter(a -> a.advisorId().equals(advisorId)).map(Book.Advisor::name)
                .filter(n -> n != null && !n.isBlank()).findFirst();
    }

    /** Drops cached evaluations (after an import or a refit). */
    public void invalidate(String org) {
        contexts.remove(org);
    }

    private Book.Client client(Context ctx, String clientId) {
        return ctx.book.clients().stream().filter(c -> c.clientId().equals(clientId)).findFirst()
                .orElseThrow(() -> DomainException.notFound("No client '" + clientId + "' in your organization's book."));
    }

    // ------------------------------------------------------------------ holdings (reports)

    /** The client's current holdings (as of the data date) with the profile's position limit; 404 for unknown clients. */
    public Signals.ClientPortfolio clientPortfolio(String org, String clientId) {
        Context ctx = context(org);
        Book.Client c = client(ctx, clientId);
        ClientEvaluator.Evaluation e = ctx.eval(c, ctx.asOf);
        RiskLimits lim = bands.get(c.riskTolerance());
        return new Signals.ClientPortfolio(c, ctx.asOf, e.value(), e.cash(), e.positions(), lim == null ? Double.NaN : lim.maxPosition(),
                ctx.dataSource, e.baseCurrency());
    }

    // ------------------------------------------------------------------ Behavioral DNA of a book client

    /** The client's Behavioral DNA scores (B1 over the client's book trades, as C1 uses them) and the flags (scores of 60+). */
    public Signals.ClientDna clientDna(String org, String clientId) {
        Context ctx = context(org);
        Book.Client c = client(ctx, clientId);
        ClientEvaluator.Evaluation e = ctx.eval(c, ctx.asOf);
        Map<String, Double> scores = new LinkedHashMap<>();
        e.dnaScores().forEach((k, v) -> scores.put(k, round(v, 2)));
        return new Signals.ClientDna(c.clientId(), scores, List.copyOf(e.flags()), ctx.asOf, ctx.dataSource, e.baseCurrency());
    }

    // ------------------------------------------------------------------ C1 / C3

    public Signals.ClientRisk clientRisk(String org, String clientId) {
        Context ctx = context(org);
        Book.Client c = client(ctx, clientId);
        ClientEvaluator.Evaluation e = ctx.eval(c, ctx.asOf);
        double p = ctx.model.probability(e.features());
        String band = ChurnModel.band(p);
        List<Signals.Contribution> contributions = contributions(ctx.model, e);
        List<String> reasons = new ArrayList<>();
        List<String> actions = new ArrayList<>();
        for (Signals.Contribution k : contributions) {
            if (k.contribution() >= 0.25 && reasons.size() < 3) {
                reasons.add(reason(k.feature(), e));
                actions.add(action(k.feature(), e));
            }
        }
        if (reasons.isEmpty()) {
            Signals.Contribution top = contributions.get(0);
            reasons.add(String.format(Locale.ROOT, "No churn driver stands out; the largest is %s (adds %.2f to the log-odds). %s",
                    top.description(), top.contribution(), reason(top.feature(), e)));
        }
        if (!e.inBand()) {
            actions.add(String.format(Locale.ROOT, "Review the portfolio against the client's %s risk profile: suitability drift %.2f "
                    + "band steps (see the suitability-drift signal). The engine makes no suitability determination.",
                    c.riskTolerance(), e.driftScore()));
        }
        if (actions.isEmpty()) {
            actions.add("No action proposed beyond the regular review cycle.");
        }
        boolean review = band.equals("high") || band.equals("critical") || !e.inBand();
        return new Signals.ClientRisk(c.clientId(), round(p, 4), band, reasons, actions, review, clock.instant(), ctx.model.version(),
                ctx.asOf, ctx.dataSource, Signals.NOTICE, e.baseCurrency());
    }

    public Signals.ChurnScore churnScore(String org, String clientId) {
        Context ctx = context(org);
        Book.Client c = client(ctx, clientId);
        ClientEvaluator.Evaluation e = ctx.eval(c, ctx.asOf);
        double z = ctx.model.linear(e.features());
        Map<String, Double> thresholds = new LinkedHashMap<>();
        thresholds.put("medium", ChurnModel.MEDIUM);
        thresholds.put("high", ChurnModel.HIGH);
        thresholds.put("critical", ChurnModel.CRITICAL);
        double p = 1 / (1 + Math.exp(-z));
        return new Signals.ChurnScore(c.clientId(), round(p, 4), ChurnModel.band(p), ctx.model.version(), ctx.model.source(),
                ctx.model.intercept(), round(z, 4), contributions(ctx.model, e), thresholds, ctx.asOf, clock.instant(), ctx.dataSource,
                e.baseCurrency());
    }

    static final Map<String, String> DESCRIPTIONS = Map.of(
            "net_outflow_90d", "net withdrawals in the last 90 days as a share of the account",
            "drawdown_vs_tolerance", "6-month drawdown divided by the drawdown the risk tolerance expects",
            "months_since_contact", "months since the last logged contact",
            "underperformance_12m", "12-month return shortfall against the benchmark",
            "behavioral_flags", "number of Behavioral DNA scores of 60 or more");

    static List<Signals.Contribution> contributions(ChurnModel m, ClientEvaluator.Evaluation e) {
        List<Signals.Contribution> out = new ArrayList<>();
        for (String f : ChurnModel.FEATURES) {
            double x = e.features().get(f);
            double b = m.coefficients().getOrDefault(f, 0.0);
            out.add(new Signals.Contribution(f, DESCRIPTIONS.get(f), round(x, 6), b, round(b * x, 6)));
        }
        out.sort(Comparator.comparingDouble(Signals.Contribution::contribution).reversed());
        return out;
    }

    private String reason(String feature, ClientEvaluator.Evaluation e) {
        RiskLimits lim = bands.get(e.client().riskTolerance());
        return switch (feature) {
            case "net_outflow_90d" -> String.format(Locale.ROOT, "Net withdrawals of %s (%.1f%% of the account) in the last 90 days.",
                    com.bpidesk.engine.platform.text.Readable.money(e.outflowAmount90d(), e.baseCurrency()), 100 * e.netOutflow90d());
            case "drawdown_vs_tolerance" -> String.format(Locale.ROOT, "The portfolio is %.1f%% below its 6-month peak, %.1fx the %.0f%% "
                    + "drawdown a %s investor is told to expect.", 100 * e.drawdown6m(), e.features().get(feature),
                    100 * lim.expectedDrawdown(), e.client().riskTolerance());
            case "months_since_contact" -> e.lastContact() == null
                    ? String.format(Locale.ROOT, "No contact logged since onboarding %d days ago.", e.daysSinceContact())
                    : String.format(Locale.ROOT, "No logged contact for %d days (last on %s).", e.daysSinceContact(),
                            com.bpidesk.engine.platform.text.Readable.date(e.lastContact()));
            case "underperformance_12m" -> String.format(Locale.ROOT, "The portfolio returned %.1f%% over 12 months against %.1f%% for "
                    + "the benchmark %s.", 100 * e.return12m(), 100 * e.benchmarkReturn12m(), prices.benchmarkSymbol());
            case "behavioral_flags" -> "Behavioral DNA flags: " + String.join(", ", e.flags().stream()
                    .map(f -> String.format(Locale.ROOT, "%s (score %.0f)", f.replace('_', ' '), e.dnaScores().get(f))).toList()) + ".";
            default -> feature;
        };
    }

    private static String action(String feature, ClientEvaluator.Evaluation e) {
        return switch (feature) {
            case "net_outflow_90d" -> "Propose: review the recent withdrawals at the next meeting to understand liquidity needs and plans.";
            case "drawdown_vs_tolerance" -> "Propose: prepare a drawdown review comparing the loss with the client's stated tolerance.";
            case "months_since_contact" -> String.format(Locale.ROOT, "Propose: schedule a review meeting (last logged contact %d days ago).",
                    e.daysSinceContact());
            case "underperformance_12m" -> "Propose: prepare a performance attribution against the benchmark for the next review.";
            case "behavioral_flags" -> "Propose: review the Behavioral DNA evidence and plan a coaching conversation on "
                    + e.flags().get(0).replace('_', ' ') + ".";
            default -> "Propose: review the client.";
        };
    }

    // ------------------------------------------------------------------ C4

    public Signals.SuitabilityDrift suitabilityDrift(String org, String clientId) {
        Context ctx = context(org);
        Book.Client c = client(ctx, clientId);
        ClientEvaluator.Evaluation now = ctx.drift(c, ctx.asOf);
        List<Signals.DriftPoint> history = new ArrayList<>();
        for (int m = 12; m >= 1; m--) {
            LocalDate d = YearMonth.from(ctx.asOf).minusMonths(m).atEndOfMonth();
            if (d.isBefore(c.onboardedOn())) {
                continue;
            }
            ClientEvaluator.Evaluation e = ctx.drift(c, d);
            history.add(new Signals.DriftPoint(d, round(e.driftScore(), 4), e.inBand()));
        }
        history.add(new Signals.DriftPoint(ctx.asOf, round(now.driftScore(), 4), now.inBand()));
        LocalDate since = null;
        for (int i = history.size() - 1; i >= 0 && !history.get(i).inBand(); i--) {
            since = history.get(i).date();
        }
        List<ClientEvaluator.Distance> metrics = now.distances().stream().map(d -> new ClientEvaluator.Distance(d.metric(),
                round(d.value(), 6), d.bandMin(), d.bandMax(), d.scale(), round(d.distance(), 4))).toList();
        return new Signals.SuitabilityDrift(c.clientId(), c.riskTolerance(), c.timeHorizonYears(), c.investmentPolicySummary(), metrics,
                round(now.driftScore(), 4), now.inBand(), since, history, bands.equals(RiskLimits.DEFAULTS) ? "house_default_bands (docs/signals.md)" : "configured_bands (signals.bands.*)", ctx.asOf,
                clock.instant(), ctx.dataSource, Signals.DRIFT_NOTICE, now.baseCurrency());
    }

    // ------------------------------------------------------------------ C2

    /** Alerts of every client of the organization as of a date, ranked. */
    List<Signals.Alert> alerts(Context ctx, LocalDate d) {
        List<Signals.Alert> out = new ArrayList<>();
        for (Book.Client c : ctx.book.clients()) {
            ClientEvaluator.Evaluation e = ctx.eval(c, d);
            RiskLimits lim = bands.get(c.riskTolerance());
            double p = ctx.model.probability(e.features());
            String band = ChurnModel.band(p);
            if (band.equals("high") || band.equals("critical")) {
                out.add(alert(c, e, "high_churn", "", band, p, String.format(Locale.ROOT, "Churn probability %.0f%% (%s band).", 100 * p, band)));
            }
            if (!e.inBand()) {
                String worst = e.distances().stream().max(Comparator.comparingDouble(ClientEvaluator.Distance::distance))
                        .map(ClientEvaluator.Distance::metric).orElse("");
                out.add(alert(c, e, "suitability_drift", "", e.driftScore() >= 1 ? "high" : "medium", e.driftScore(), String.format(Locale.ROOT,
                        "Portfolio outside the %s bands: drift %.2f band steps, largest on %s.", c.riskTolerance(), e.driftScore(), worst)));
            }
            if (e.maxPosition() > lim.maxPosition()) {
                double excess = e.maxPosition() - lim.maxPosition();
                out.add(alert(c, e, "concentration_breach", e.maxPositionSymbol(), excess >= 0.10 ? "high" : "medium", e.maxPosition(),
                        String.format(Locale.ROOT, "%s is %.1f%% of the account, above the %.0f%% limit for %s.", e.maxPositionSymbol(),
                                100 * e.maxPosition(), 100 * lim.maxPosition(), c.riskTolerance())));
            }
            for (ClientEvaluator.Position pos : e.positions()) {
                double loss = pos.shares() * (pos.price() - pos.costBasis());
                double share = e.value() > 0 ? -loss / e.value() : 0;
                double ret = pos.costBasis() > 0 ? pos.price() / pos.costBasis() - 1 : 0;
                if (share >= 0.05 && ret <= -0.20) {
                    out.add(alert(c, e, "large_unrealized_loss", pos.symbol(), share >= 0.10 ? "high" : "medium", share, String.format(Locale.ROOT,
                            "%s is %.0f%% below its cost basis: an unrealised loss of %s (%.1f%% of the account).", pos.symbol(),
                            -100 * ret, com.bpidesk.engine.platform.text.Readable.money(-loss, e.baseCurrency()), 100 * share)));
                }
            }
            if (e.daysSinceContact() != null && e.daysSinceContact() > 180) {
                out.add(alert(c, e, "inactivity", "", e.daysSinceContact() > 365 ? "medium" : "low", e.daysSinceContact(), String.format(
                        Locale.ROOT, "No logged contact for %d days.", e.daysSinceContact())));
            }
        }
        List<Signals.Alert> merged = deduplicate(out);
        merged.sort(Comparator.comparingInt(Signals.Alert::severityRank).reversed().thenComparing(Comparator.comparingDouble(
                Signals.Alert::magnitude).reversed()).thenComparing(Signals.Alert::alertId));
        return merged;
    }

    /**
     * One alert per client and type (ADR 0139): several positions of one client with large losses are one alert (the
     * most severe, its message first, the others named after it), so the book lists what needs a person, not each
     * position.
     */
    static List<Signals.Alert> deduplicate(List<Signals.Alert> alerts) {
        Map<String, List<Signals.Alert>> groups = new LinkedHashMap<>();
        alerts.forEach(a -> groups.computeIfAbsent(a.clientId() + ":" + a.type(), k -> new ArrayList<>()).add(a));
        List<Signals.Alert> out = new ArrayList<>();
        for (var e : groups.entrySet()) {
            List<Signals.Alert> g = e.getValue();
            if (g.size() == 1) {
                out.add(g.get(0));
                continue;
            }
            g.sort(Comparator.comparingInt(Signals.Alert::severityRank).reversed()
                    .thenComparing(Comparator.comparingDouble(Signals.Alert::magnitude).reversed()));
            Signals.Alert top = g.get(0);
            String more = g.subList(1, g.size()).stream().map(Signals.Alert::message).collect(java.util.stream.Collectors.joining(" "));
            out.add(new Signals.Alert(e.getKey(), top.clientId(), top.clientName(), top.advisorId(), top.type(), top.severity(),
                    top.severityRank(), top.magnitude(), top.message() + " Also: " + more, top.baseCurrency()));
        }
        return out;
    }

    private static Signals.Alert alert(Book.Client c, ClientEvaluator.Evaluation e, String type, String key, String severity,
                                       double magnitude, String message) {
        return new Signals.Alert(c.clientId() + ":" + type + (key == null || key.isEmpty() ? "" : ":" + key), c.clientId(), c.name(),
                c.advisorId(), type, severity, SEVERITIES.indexOf(severity) + 1, round(magnitude, 4), message, e.baseCurrency());
    }

    public record AlertQuery(Set<String> types, Set<String> severities, String advisorId, String clientId, int limit, int offset) {
    }

    public Signals.BookAlerts bookAlerts(String org, AlertQuery q) {
        return bookAlerts(org, q, "low", Map.of(), true);
    }

    /**
     * The book alerts above the firm's threshold ({@code minSeverity}), each with its acknowledgement; an acknowledged
     * alert whose severity is not higher than when acknowledged is hidden unless {@code includeAcknowledged} (ADR 0139).
     */
    public Signals.BookAlerts bookAlerts(String org, AlertQuery q, String minSeverity,
                                         Map<String, AlertState.Acknowledgement> acks, boolean includeAcknowledged) {
        int minRank = SEVERITIES.indexOf(minSeverity) + 1;
        Context ctx = context(org);
        Predicate<Signals.Alert> keep = a -> (q.types().isEmpty() || q.types().contains(a.type()))
                && (q.severities().isEmpty() || q.severities().contains(a.severity()))
                && (q.advisorId() == null || q.advisorId().equals(a.advisorId()))
                && (q.clientId() == null || q.clientId().equals(a.clientId()));
        List<Signals.Alert> filtered = alerts(ctx, ctx.asOf).stream().filter(keep).toList();
        List<Signals.Alert> all = new ArrayList<>();
        long belowThreshold = 0;
        long hiddenAcknowledged = 0;
        for (Signals.Alert a : filtered) {
            if (a.severityRank() < minRank) {
                belowThreshold++;
                continue;
            }
            AlertState.Acknowledgement ack = acks.get(a.alertId());
            boolean stillAcknowledged = ack != null && SEVERITIES.indexOf(ack.severity()) + 1 >= a.severityRank();
            if (stillAcknowledged && !includeAcknowledged) {
                hiddenAcknowledged++;
                continue;
            }
            all.add(stillAcknowledged ? a.acknowledgedBy(ack) : a);
        }
        Map<String, Long> byType = new LinkedHashMap<>();
        ALERT_TYPES.forEach(t -> byType.put(t, all.stream().filter(a -> a.type().equals(t)).count()));
        Map<String, Long> bySeverity = new LinkedHashMap<>();
        SEVERITIES.forEach(s -> bySeverity.put(s, all.stream().filter(a -> a.severity().equals(s)).count()));
        List<Signals.Alert> page = all.subList(Math.min(q.offset(), all.size()), Math.min(all.size(), q.offset() + q.limit()));
        return new Signals.BookAlerts(page, all.size(), q.limit(), q.offset(), byType, bySeverity, ctx.asOf, clock.instant(),
                ctx.dataSource, Signals.NOTICE, minSeverity, belowThreshold, hiddenAcknowledged);
    }

    /** The current alert with this id in the organization's book, if any (to acknowledge it at its severity). */
    public java.util.Optional<Signals.Alert> currentAlert(String org, String alertId) {
        Context ctx = context(org);
        return alerts(ctx, ctx.asOf).stream().filter(a -> a.alertId().equals(alertId)).findFirst();
    }

    // ------------------------------------------------------------------ C5

    /**
     * Orders two clients' alerts for "review first": compares the severity ranks sorted from the worst down,
     * lexicographically (the client with the worse worst alert first; on a tie, the next alert decides; more alerts
     * of equal severities rank higher). Negative when {@code a} comes first.
     */
    static int bySeverityProfile(List<Signals.Alert> a, List<Signals.Alert> b) {
        int[] ra = a.stream().mapToInt(Signals.Alert::severityRank).map(r -> -r).sorted().map(r -> -r).toArray();
        int[] rb = b.stream().mapToInt(Signals.Alert::severityRank).map(r -> -r).sorted().map(r -> -r).toArray();
        for (int i = 0; i < Math.min(ra.length, rb.length); i++) {
            if (ra[i] != rb[i]) {
                return Integer.compare(rb[i], ra[i]);
            }
        }
        return Integer.compare(rb.length, ra.length);
    }

    public Signals.WeeklyDigest weeklyDigest(String org, String advisorId) {
        Context ctx = context(org);
        if (advisorId != null && ctx.book.advisors().stream().noneMatch(a -> a.advisorId().equals(advisorId))) {
            throw DomainException.notFound("No advisor '" + advisorId + "' in your organization's book.");
        }
        LocalDate end = ctx.asOf;
        LocalDate lastWeek = end.minusDays(7);
        Predicate<Signals.Alert> mine = a -> advisorId == null || advisorId.equals(a.advisorId());
        List<Signals.Alert> now = alerts(ctx, end).stream().filter(mine).toList();
        List<Signals.Alert> before = alerts(ctx, lastWeek).stream().filter(mine).toList();
        Map<String, Signals.AlertCount> counts = new LinkedHashMap<>();
        for (String t : ALERT_TYPES) {
            long a = now.stream().filter(x -> x.type().equals(t)).count();
            long b = before.stream().filter(x -> x.type().equals(t)).count();
            counts.put(t, new Signals.AlertCount(a, b, a - b));
        }
        Set<String> beforeIds = new HashSet<>();
        before.forEach(a -> beforeIds.add(a.alertId()));
        Set<String> nowIds = new HashSet<>();
        now.forEach(a -> nowIds.add(a.alertId()));
        long added = nowIds.stream().filter(id -> !beforeIds.contains(id)).count();
        long resolved = beforeIds.stream().filter(id -> !nowIds.contains(id)).count();
        Map<String, List<Signals.Alert>> byClient = new LinkedHashMap<>();
        now.forEach(a -> byClient.computeIfAbsent(a.clientId(), k -> new ArrayList<>()).add(a));
        List<Signals.ReviewFirst> first = new ArrayList<>();
        Map<String, Book.Client> clients = new HashMap<>();
        ctx.book.clients().forEach(c -> clients.put(c.clientId(), c));
        // Highest severity first: clients compare by their alerts' severities from the worst down (one critical
        // outranks any number of mediums), then by the number of alerts, then by id (ADR 0139).
        byClient.entrySet().stream()
                .sorted(((Comparator<Map.Entry<String, List<Signals.Alert>>>) (x, y) -> bySeverityProfile(x.getValue(), y.getValue()))
                        .thenComparing(Map.Entry::getKey))
                .limit(5)
                .forEach(e -> {
                    Book.Client c = clients.get(e.getKey());
                    ClientEvaluator.Evaluation ev = ctx.eval(c, end);
                    double p = ctx.model.probability(ev.features());
                    first.add(new Signals.ReviewFirst(c.clientId(), c.name(), e.getValue().get(0).severity(), round(p, 4),
                            e.getValue().stream().map(Signals.Alert::message).toList(), ev.baseCurrency()));
                });
        Signals.RegimeSummary regime = null;
        List<Signals.RegimePoint> regimeHistory = List.of();
        List<Signals.RegimeChange> changes = List.of();
        String historyStatus = "not_available: no regime service in this engine";
        if (regimes != null) {
            List<LocalDate> dates = new ArrayList<>();
            for (int k = REGIME_LOOKBACK_WEEKS; k >= 0; k--) {
                dates.add(end.minusWeeks(k));
            }
            regimeHistory = regimes.history(dates).stream()
                    .map(p -> new Signals.RegimePoint(p.date(), p.regime(), round(p.confidence(), 4))).toList();
            changes = regimeChanges(regimeHistory, lastWeek.plusDays(1));
            historyStatus = regimeHistory.isEmpty() ? "not_available: the regime service keeps no history"
                    : String.format(Locale.ROOT, "weekly points from %s to %s (%d weeks)", dates.get(0), end, REGIME_LOOKBACK_WEEKS);
            Regime r = regimes.current();
            Instant weekStart = lastWeek.atStartOfDay(java.time.ZoneOffset.UTC).toInstant();
            regime = new Signals.RegimeSummary(r.regime(), r.confidence(), r.updatedAt(), r.updatedAt() != null
                    && r.updatedAt().isAfter(weekStart), changes.stream().anyMatch(Signals.RegimeChange::inDigestWeek), r.dataSource());
        }
        List<Signals.MacroRelease> releases = new ArrayList<>();
        if (feed != null) {
            for (FeedItem f : feed.latestReleases()) {
                if (releases.size() < 5) {
                    releases.add(new Signals.MacroRelease(f.seriesId(), f.title(), f.period(), f.value(), f.change(), f.significance(), f.source()));
                }
            }
        }
        OptionalLong waiting = envelopes.waitingForReview(org);
        long nClients = advisorId == null ? ctx.book.clients().size()
                : ctx.book.clients().stream().filter(c -> c.advisorId().equals(advisorId)).count();
        return new Signals.WeeklyDigest(advisorId, lastWeek.plusDays(1), end, nClients, counts, added, resolved, first, regime,
                changes, regimeHistory, historyStatus, releases,
                waiting.isPresent() ? waiting.getAsLong() : null,
                waiting.isPresent() ? "counted" : "not_available: the envelope review queue is not installed in this engine",
                clock.instant(), ctx.dataSource, Signals.NOTICE + " This is a preview for the advisor; nothing is sent.");
    }

    /**
     * Regime changes along a history (oldest first): each point whose regime differs from the previous point's, with the
     * new regime's confidence; {@code inDigestWeek} when the point's date is on or after {@code weekStart}.
     */
    static List<Signals.RegimeChange> regimeChanges(List<Signals.RegimePoint> history, LocalDate weekStart) {
        List<Signals.RegimeChange> out = new ArrayList<>();
        for (int i = 1; i < history.size(); i++) {
            Signals.RegimePoint prev = history.get(i - 1);
            Signals.RegimePoint cur = history.get(i);
            if (!java.util.Objects.equals(prev.regime(), cur.regime())) {
                out.add(new Signals.RegimeChange(cur.date(), prev.regime(), cur.regime(), cur.confidence(), !cur.date().isBefore(weekStart)));
            }
        }
        return out;
    }

    // ------------------------------------------------------------------ refit

    /** The outcome of a refit. */
    public record Refit(ChurnModel model, double logLikelihood, int rows, int positives) {
    }

    /**
     * Fits the churn model on the organization's labelled clients (churned true/false): features as of the churn date for
     * clients who left, as of the data date for the others; stores it as the active model.
     */
    public Refit refit(String org) {
        Context ctx = context(org);
        List<double[]> x = new ArrayList<>();
        List<Integer> y = new ArrayList<>();
        for (Book.Client c : ctx.book.clients()) {
            if (c.churned() == null) {
                continue;
            }
            LocalDate d = c.churned() && c.churnedOn() != null && c.churnedOn().isBefore(ctx.asOf) ? c.churnedOn() : ctx.asOf;
            Map<String, Double> f = ctx.eval(c, d).features();
            x.add(ChurnModel.FEATURES.stream().mapToDouble(f::get).toArray());
            y.add(c.churned() ? 1 : 0);
        }
        int positives = (int) y.stream().filter(v -> v == 1).count();
        if (x.size() < 20 || positives < 5 || x.size() - positives < 5) {
            throw new IllegalArgumentException("Refitting needs at least 20 labelled clients with 5 who left and 5 who stayed; the book has "
                    + x.size() + " labelled, " + positives + " who left.");
        }
        LogisticFit.Result r = LogisticFit.fit(x.toArray(double[][]::new), y.stream().mapToInt(Integer::intValue).toArray(), 0.01);
        Map<String, Double> coef = new LinkedHashMap<>();
        for (int i = 0; i < ChurnModel.FEATURES.size(); i++) {
            coef.put(ChurnModel.FEATURES.get(i), round(r.slopes()[i], 6));
        }
        Instant now = clock.instant();
        ChurnModel m = new ChurnModel("fit-" + now.toString().replace(":", "").substring(0, 15), "fitted", coef, round(r.intercept(), 6), now,
                x.size(), positives);
        models.activate(org, m, r.logLikelihood());
        invalidate(org);
        return new Refit(m, r.logLikelihood(), x.size(), positives);
    }

    static double round(double v, int digits) {
        double f = Math.pow(10, digits);
        return Math.round(v * f) / f;
    }
}
