package com.bpidesk.engine.swarm.agents;

import com.bpidesk.engine.swarm.briefing.BehavioralAgentSection;

import com.bpidesk.engine.behavior.DnaReport.BiasScore;
import com.bpidesk.engine.behavior.DnaScorer;
import com.bpidesk.engine.behavior.Holding;
import com.bpidesk.engine.behavior.ParsedPortfolio;
import com.bpidesk.engine.swarm.facts.FactBase;
import com.bpidesk.engine.swarm.facts.FactorLibrary;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code behavioral_agent}: behavioral risk flags visible in the holdings (thresholds in docs/analysis.md). The
 * holdings-based figures are those of the Behavioral DNA scorer's holdings-snapshot path
 * ({@link DnaScorer#holdingsFigures}): the agent scores the fact base's positions (shares, cost basis, the fact base's
 * price) with the scorer and reads its figures, so the briefing and {@code POST /api/analyze-dna} give identical numbers
 * for the same holdings (issue 5):
 * <ul>
 *   <li>{@code disposition_effect}: holdings whose unrealized return (mark / cost basis - 1, as the scorer computes it)
 *       is {@link #LARGE_LOSS} or worse, still held (Shefrin and Statman 1985; Odean 1998); the section also carries the
 *       scorer's labelled holdings proxy (positions at a loss / at a gain);</li>
 *   <li>{@code concentration}: the scorer's HHI, effective number of holdings and largest weight; flagged when its
 *       concentration score is at least {@link #DNA_FLAG_SCORE} (the level C1 counts as a behavioral flag);
 *       Goetzmann and Kumar 2008);</li>
 *   <li>{@code home_bias}: the scorer's domestic share for the portfolio's largest country against that country's share of
 *       world market capitalisation, flagged when at least {@link #HOME_EXCESS} above it (French and Poterba 1991);</li>
 *   <li>{@code lottery_like}: the scorer's lottery-like stocks (price below, idiosyncratic volatility and skewness above the
 *       universe medians on 126 days of market-model residuals; Kumar 2009);</li>
 *   <li>{@code recency_concentration} (not a holdings-snapshot figure of the scorer, whose recency score needs purchase
 *       dates): weight in holdings whose 3-month return is in the top quintile of the equity universe, flagged above twice
 *       the quintile's neutral 20% share (De Bondt and Thaler 1985; Barberis, Shleifer and Vishny 1998).</li>
 * </ul>
 */
public final class BehavioralAgent implements Agent {

    public static final String NAME = "behavioral_agent";
    public static final double LARGE_LOSS = -0.20;
    public static final double RECENCY_QUINTILE = 0.80;
    public static final double RECENCY_FLAG_SHARE = 0.40;
    public static final double HOME_EXCESS = 0.20;
    /** A DNA score at or above this is a flag (the threshold C1's {@code behavioral_flags} feature uses). */
    public static final double DNA_FLAG_SCORE = 60;

    private final DnaScorer scorer;

    /** @param scorer the Behavioral DNA scorer (with the engine's price store and market reference) */
    public BehavioralAgent(DnaScorer scorer) {
        this.scorer = scorer;
    }

    @Override
    public String name() {
        return NAME;
    }

    /** The fact base's positions as the holdings snapshot the DNA scorer reads (the fact base's price is the mark). */
    public static ParsedPortfolio snapshot(FactBase f) {
        List<Holding> hs = new ArrayList<>();
        long line = 2;
        for (FactBase.Holding h : f.holdings()) {
            hs.add(new Holding(line++, h.symbol(), h.shares(), h.costBasis(), null, h.price()));
        }
        return new ParsedPortfolio(ParsedPortfolio.HOLDINGS, "analysis_fact_base", ',', '.', null, Map.of(), List.of(), hs, hs.size(), Map.of());
    }

    /** The portfolio's largest country by weight (multi-country funds and unclassified holdings excluded), or null. */
    public static String largestCountry(FactBase f) {
        Map<String, Double> countries = Exposures.by(f, FactBase.Holding::country);
        return countries.entrySet().stream().filter(e -> !e.getKey().equals("XX") && !e.getKey().equals(Exposures.UNCLASSIFIED))
                .max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(null);
    }

    @Override
    public AgentResult<BehavioralAgentSection> run(FactBase f) {
        List<BehavioralAgentSection.Flag> flags = new ArrayList<>();
        List<Finding> findings = new ArrayList<>();
        String home = largestCountry(f);
        DnaScorer.HoldingsFigures dna = scorer.holdingsFigures(snapshot(f), home == null ? "US" : home, f.asOf());
        Map<String, Double> w = dna.weights();

        // large unrealized losers (disposition effect), on the scorer's marks and weights
        List<String> losers = dna.unrealizedReturn().entrySet().stream()
                .filter(e -> Double.isFinite(e.getValue()) && e.getValue() <= LARGE_LOSS).map(Map.Entry::getKey).toList();
        double loserW = losers.stream().mapToDouble(sym -> w.getOrDefault(sym, 0.0)).sum();
        if (!losers.isEmpty()) {
            flags.add(new BehavioralAgentSection.Flag("disposition_effect", loserW >= 0.10 ? "high" : "medium", losers, "large_loser_weight",
                    loserW, LARGE_LOSS, String.format(Locale.ROOT, "%s held at an unrealized loss of %s or more, %s of value.",
                    losers.size() == 1 ? "1 holding is" : losers.size() + " holdings are", Num.pct(-LARGE_LOSS), Num.pct(loserW))));
        }

        // concentration (no finding: the portfolio analyst already reports concentration findings)
        BiasScore conc = dna.score("concentration");
        Double hhi = opt(dna.input("concentration", "hhi"));
        Double effN = opt(dna.input("concentration", "effective_n"));
        Double largest = opt(dna.input("concentration", "max_weight"));
        String largestSym = (String) conc.inputs().get("max_weight_symbol");
        if (conc.score() != null && conc.score() >= DNA_FLAG_SCORE) {
            flags.add(new BehavioralAgentSection.Flag("concentration", conc.score() >= 80 ? "high" : "medium", largestSym == null ? List.of() : List.of(largestSym),
                    "concentration_score", conc.score(), DNA_FLAG_SCORE, String.format(Locale.ROOT,
                    "The holdings behave like %.1f equal positions (HHI %.3f); the largest, %s, is %s of value (Behavioral DNA "
                            + "concentration score %.0f).", effN, hhi, largestSym, Num.pct(largest), conc.score())));
        }

        // recency concentration (fact base and factor library: the scorer's recency needs purchase dates)
        Map<String, FactorLibrary.Snapshot> uni = f.factors().latest();
        List<Double> r3 = uni.values().stream().map(FactorLibrary.Snapshot::return3m).filter(Double::isFinite).sorted().toList();
        double cut = quantile(r3, RECENCY_QUINTILE);
        List<FactBase.Holding> winners = new ArrayList<>();
        for (int i = 0; i < f.size(); i++) {
            double[] lv = f.holdingLevels()[i];
            int last = lv.length - 1;
            double ret3 = last >= 63 && Double.isFinite(lv[last - 63]) ? lv[last] / lv[last - 63] - 1 : Double.NaN;
            if (Double.isFinite(cut) && Double.isFinite(ret3) && ret3 >= cut) {
                winners.add(f.holdings().get(i));
            }
        }
        double winW = winners.stream().mapToDouble(FactBase.Holding::weight).sum();
        if (winW >= RECENCY_FLAG_SHARE) {
            flags.add(new BehavioralAgentSection.Flag("recency_concentration", winW >= 0.6 ? "high" : "medium", symbols(winners), "recent_winner_weight",
                    winW, RECENCY_FLAG_SHARE, "Holdings in the universe's top 3-month-return quintile make up " + Num.pct(winW)
                    + " of value (a neutral portfolio would hold about 20%)."));
        }

        // home bias: the scorer's domestic share vs world market capitalisation
        Double homeW = home == null ? null : opt(dna.input("home_bias", "domestic_share"));
        Double world = home == null ? null : opt(dna.input("home_bias", "world_cap_share"));
        if (homeW != null && world != null && homeW - world >= HOME_EXCESS) {
            List<String> dom = dna.countries().entrySet().stream().filter(e -> e.getValue().equals(home)).map(Map.Entry::getKey).toList();
            flags.add(new BehavioralAgentSection.Flag("home_bias", homeW - world >= 0.35 ? "high" : "medium", dom, "home_excess_weight",
                    homeW - world, HOME_EXCESS, String.format(Locale.ROOT, "%s holdings are %s of value against %s of world market capitalisation.",
                    home, Num.pct(homeW), Num.pct(world))));
        }

        // lottery-like stocks: the scorer's classification
        List<String> lottery = List.copyOf(dna.lotteryLike());
        double lotW = lottery.stream().mapToDouble(sym -> w.getOrDefault(sym, 0.0)).sum();
        Double lotShare = opt(dna.input("lottery_preference", "lottery_weight"));
        if (!lottery.isEmpty()) {
            flags.add(new BehavioralAgentSection.Flag("lottery_like", lotW >= 0.10 ? "high" : lotW >= 0.03 ? "medium" : "low", lottery, "lottery_like_weight",
                    lotW, 0, "Low-priced, high-idiosyncratic-volatility, positively skewed stocks (Kumar 2009): " + Num.pct(lotW)
                    + " of value" + (lotShare == null ? "." : ", " + Num.pct(lotShare) + " of the classifiable stock holdings.")));
        }
        for (BehavioralAgentSection.Flag fl : flags) {
            if (fl.code().equals("concentration")) {
                continue;
            }
            findings.add(new Finding(NAME, fl.severity().equals("high") ? 3 : fl.severity().equals("medium") ? 2 : 1,
                    fl.explanation(), fl.figure(), fl.value(), fl.symbols().size() == 1 ? fl.symbols().get(0) : null));
        }
        Map<String, Double> scores = new LinkedHashMap<>();
        dna.report().scores().forEach(b -> {
            if (b.score() != null) {
                scores.put(b.bias(), b.score());
            }
        });
        Object atLoss = dna.score("disposition_effect").inputs().get("positions_at_loss");
        Object atGain = dna.score("disposition_effect").inputs().get("positions_at_gain");
        BehavioralAgentSection s = new BehavioralAgentSection(f.dataSource(), flags, flags.size(), home, homeW, world, loserW, winW, lotW, lotShare,
                opt(dna.input("lottery_preference", "universe_lottery_share")), hhi, effN, largest, largestSym,
                atLoss instanceof Number n ? n.intValue() : null, atGain instanceof Number n2 ? n2.intValue() : null, scores,
                dna.report().overall().score(),
                "Behavioral DNA scorer, holdings-snapshot path (docs/behavioral.md), on the fact base's positions and prices as of "
                        + dna.asOf() + ", home country " + (home == null ? "US (no classified holding)" : home + " (the largest country)"),
                "Flags describe patterns visible in the holdings; they are prompts for an advisor conversation, not judgments about the client.");
        String summary = flags.isEmpty() ? "No behavioral flags raised"
                : flags.size() + " flag(s): " + String.join(", ", flags.stream().map(x -> Num.words(x.code())).toList());
        return new AgentResult<>(s, summary, findings);
    }

    private static Double opt(double v) {
        return Double.isFinite(v) ? v : null;
    }

    private static List<String> symbols(Collection<FactBase.Holding> hs) {
        return hs.stream().map(FactBase.Holding::symbol).toList();
    }

    /** Linear-interpolation quantile (type 7 of Hyndman and Fan 1996) of sorted values. */
    static double quantile(List<Double> sorted, double q) {
        if (sorted.isEmpty()) {
            return Double.NaN;
        }
        double h = (sorted.size() - 1) * q;
        int lo = (int) Math.floor(h);
        int hi = Math.min(sorted.size() - 1, lo + 1);
        return sorted.get(lo) + (h - lo) * (sorted.get(hi) - sorted.get(lo));
    }

    static double median(List<Double> values) {
        return quantile(values.stream().filter(Double::isFinite).sorted().toList(), 0.5);
    }
}
