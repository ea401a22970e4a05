package com.bpidesk.engine.swarm.agents;

import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.swarm.facts.FactBase;
import com.bpidesk.engine.swarm.facts.FactorLibrary;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code behavioral_agent}: behavioral risk flags visible in the holdings (thresholds in docs/analysis.md,
 * shared with the Behavioral DNA scorer through these public constants):
 * <ul>
 *   <li>{@code disposition_effect}: holdings with an unrealized loss of at least {@link #LARGE_LOSS} still held
 *       (Shefrin and Statman 1985; Odean, "Are investors reluctant to realize their losses?", JF 1998);</li>
 *   <li>{@code recency_concentration}: weight in holdings whose 3-month return is in the top quintile of the
 *       equity universe, flagged above twice the quintile's neutral 20% share (recency / extrapolation,
 *       De Bondt and Thaler 1985; Barberis, Shleifer and Vishny 1998);</li>
 *   <li>{@code home_bias}: weight of the largest country against its share of world market capitalisation,
 *       flagged when at least {@link #HOME_EXCESS} above it (French and Poterba, AER 1991);</li>
 *   <li>{@code lottery_like}: equity holdings with price below the universe median and volatility and
 *       skewness above the universe medians (Kumar, "Who gambles in the stock market?", JF 2009; total rather
 *       than idiosyncratic volatility and skewness).</li>
 * </ul>
 */
public final class BehavioralAgent implements Agent {

    public static final String NAME = "behavioral_agent";
    public static final double LARGE_LOSS = -0.20;
    public static final double RECENCY_QUINTILE = 0.80;
    public static final double RECENCY_FLAG_SHARE = 0.40;
    public static final double HOME_EXCESS = 0.20;

    public record Flag(String code, String severity, List<String> symbols, String figure, double value,
                       double threshold, String explanation) {
    }

    public record Section(String dataSource, List<Flag> flags, int flagCount, String homeCountry,
                          double homeWeight, Double homeWorldWeight, double largeLoserWeight, double recentWinnerWeight,
                          double lotteryLikeWeight, String note) {
    }

    private final MarketReference reference;

    public BehavioralAgent(MarketReference reference) {
        this.reference = reference;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public AgentResult run(FactBase f) {
        List<Flag> flags = new ArrayList<>();
        List<Finding> findings = new ArrayList<>();

        List<FactBase.Holding> losers = f.holdings().stream()
                .filter(h -> Double.isFinite(h.unrealizedPnlPct()) && h.unrealizedPnlPct() <= LARGE_LOSS).toList();
        double loserW = losers.stream().mapToDouble(FactBase.Holding::weight).sum();
        if (!losers.isEmpty()) {
            flags.add(new Flag("disposition_effect", loserW >= 0.10 ? "high" : "medium", symbols(losers), "large_loser_weight",
                    loserW, LARGE_LOSS, String.format(Locale.ROOT, "%d holding(s) are held at an unrealized loss of %s or worse, %s of value.",
                    losers.size(), Num.pct(LARGE_LOSS), Num.pct(loserW))));
        }

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
            flags.add(new Flag("recency_concentration", winW >= 0.6 ? "high" : "medium", symbols(winners), "recent_winner_weight",
                    winW, RECENCY_FLAG_SHARE, "Holdings in the universe's top 3-month-return quintile make up " + Num.pct(winW)
                    + " of value (a neutral portfolio would hold about 20%)."));
        }

        Map<String, Double> countries = Exposures.by(f, FactBase.Holding::country);
        String home = countries.entrySet().stream().filter(e -> !e.getKey().equals("XX") && !e.getKey().equals(Exposures.UNCLASSIFIED))
                .max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(null);
        double homeW = home == null ? 0 : countries.get(home);
        Double world = home == null ? null : reference.worldMarketCapWeights().get(home);
        if (home != null && world != null && homeW - world >= HOME_EXCESS) {
            List<FactBase.Holding> dom = f.holdings().stream().filter(h -> home.equals(h.country())).toList();
            flags.add(new Flag("home_bias", homeW - world >= 0.35 ? "high" : "medium", symbols(dom), "home_excess_weight",
                    homeW - world, HOME_EXCESS, String.format(Locale.ROOT, "%s holdings are %s of value against %s of world market capitalisation.",
                    home, Num.pct(homeW), Num.pct(world))));
        }

        double medPrice = median(uni.values().stream().map(FactorLibrary.Snapshot::price).toList());
        double medVol = median(uni.values().stream().map(FactorLibrary.Snapshot::vol1y).toList());
        double medSkew = median(uni.values().stream().map(FactorLibrary.Snapshot::skew1y).toList());
        List<FactBase.Holding> lottery = f.holdings().stream().filter(h -> "equity".equals(h.assetClass())).filter(h -> {
            FactorLibrary.Snapshot s = uni.get(h.symbol());
            return s != null && s.price() < medPrice && s.vol1y() > medVol && s.skew1y() > medSkew;
        }).toList();
        double lotW = lottery.stream().mapToDouble(FactBase.Holding::weight).sum();
        if (!lottery.isEmpty()) {
            flags.add(new Flag("lottery_like", lotW >= 0.10 ? "high" : lotW >= 0.03 ? "medium" : "low", symbols(lottery), "lottery_like_weight",
                    lotW, 0, "Low-priced, high-volatility, positively skewed stocks (Kumar 2009): " + Num.pct(lotW) + " of value."));
        }
        for (Flag fl : flags) {
            findings.add(new Finding(NAME, fl.severity().equals("high") ? 3 : fl.severity().equals("medium") ? 2 : 1,
                    fl.explanation(), fl.figure(), fl.value(), fl.symbols().size() == 1 ? fl.symbols().get(0) : null));
        }
        Section s = new Section(f.dataSource(), flags, flags.size(), home, homeW, world, loserW, winW, lotW,
                "Flags describe patterns visible in the holdings; they are prompts for an advisor conversation, not judgments about the client.");
        String summary = flags.isEmpty() ? "No behavioral flags raised"
                : flags.size() + " flag(s): " + String.join(", ", flags.stream().map(Flag::code).toList());
        return new AgentResult(s, summary, findings);
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
