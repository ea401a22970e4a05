package com.bpidesk.engine.swarm.agents;

import com.bpidesk.engine.swarm.briefing.MacroStrategistSection;

import com.bpidesk.engine.macro.FeedItem;
import com.bpidesk.engine.macro.Regime;
import com.bpidesk.engine.macro.RegimeClassifier;
import com.bpidesk.engine.macro.RegimeService;
import com.bpidesk.engine.macro.SignalsFeed;
import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.swarm.facts.FactBase;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code macro_strategist}: the current regime (from {@link RegimeService}), the latest rates, inflation and
 * growth readings with their significance (from {@link SignalsFeed}), and how the portfolio's sector and
 * asset-class tilts fit the regime.
 *
 * <p>Fit: each regime has a documented playbook of favoured and disfavoured sectors and asset classes
 * ({@link #PLAYBOOKS}); sector fit = sum of active sector weights (vs the benchmark) in favoured sectors minus
 * those in disfavoured sectors; asset-class fit = weight in favoured minus disfavoured asset classes. Playbook
 * sources: Stangl, Jacobsen and Visaltanachoti, "Sector rotation over business cycles" (2009); Fidelity,
 * "The business cycle approach to equity sector investing" (2014); Neville, Draaisma, Funnell, Harvey and
 * Van Hemert, "The best strategies for inflationary times" (2021) for stagflation. Every regime the classifier can
 * return ({@code RegimeClassifier.REGIMES}) has a playbook.
 */
public final class MacroStrategist implements Agent {

    public static final String NAME = "macro_strategist";
    public static final int READINGS_PER_CATEGORY = 3;
    public static final Set<String> CATEGORIES = Set.of("rates", "inflation", "growth");

    public static final Map<String, MacroStrategistSection.Playbook> PLAYBOOKS = Map.of(
            "risk_on", new MacroStrategistSection.Playbook(List.of("Information Technology", "Consumer Discretionary", "Industrials", "Financials", "Communication Services"),
                    List.of("Utilities", "Consumer Staples", "Health Care"),
                    List.of("equity", "etf_equity"), List.of("etf_bond", "cash")),
            "risk_off", new MacroStrategistSection.Playbook(List.of("Utilities", "Consumer Staples", "Health Care"),
                    List.of("Information Technology", "Consumer Discretionary", "Financials", "Industrials"),
                    List.of("etf_bond", "etf_commodity", "cash"), List.of("equity", "etf_equity")),
            "stagflation", new MacroStrategistSection.Playbook(List.of("Energy", "Materials", "Utilities", "Consumer Staples"),
                    List.of("Information Technology", "Consumer Discretionary", "Communication Services"),
                    List.of("etf_commodity"), List.of("etf_bond")),
            "recovery", new MacroStrategistSection.Playbook(List.of("Financials", "Industrials", "Consumer Discretionary", "Materials", "Real Estate"),
                    List.of("Utilities", "Consumer Staples"),
                    List.of("equity", "etf_equity"), List.of("cash")),
            // Fidelity's late-cycle phase: inflation-sensitive sectors lead, early-cycle growth sectors lag
            "overheating", new MacroStrategistSection.Playbook(List.of("Energy", "Materials", "Health Care", "Consumer Staples", "Utilities"),
                    List.of("Information Technology", "Consumer Discretionary"),
                    List.of("etf_commodity"), List.of("etf_bond")),
            // Fidelity's recession phase and Stangl et al.'s contraction: defensives lead, cyclicals lag; duration helps
            "slowdown", new MacroStrategistSection.Playbook(List.of("Consumer Staples", "Utilities", "Health Care"),
                    List.of("Industrials", "Information Technology", "Real Estate", "Financials", "Consumer Discretionary"),
                    List.of("etf_bond", "cash"), List.of("etf_commodity")));

    private final RegimeService regimes;
    private final SignalsFeed feed;
    private final MarketReference reference;

    public MacroStrategist(RegimeService regimes, SignalsFeed feed, MarketReference reference) {
        this.regimes = regimes;
        this.feed = feed;
        this.reference = reference;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public AgentResult<MacroStrategistSection> run(FactBase f) {
        Regime r = regimes.current();
        MacroStrategistSection.RegimeView view = new MacroStrategistSection.RegimeView(r.regime(), r.confidence(), r.signals(), r.narrative(), r.updatedAt(), r.dataSource());
        List<MacroStrategistSection.Reading> readings = new ArrayList<>();
        for (String cat : List.of("rates", "inflation", "growth")) {
            feed.latestReleases().stream().filter(i -> cat.equals(i.category()))
                    .sorted(Comparator.comparingDouble(FeedItem::significance).reversed())
                    .limit(READINGS_PER_CATEGORY)
                    .forEach(i -> readings.add(new MacroStrategistSection.Reading(i.seriesId(), i.title(), i.category(), i.region(), i.source(),
                            i.period(), i.value(), i.change(), i.significance(), i.units())));
        }
        Map<String, Double> sectorW = Exposures.by(f, FactBase.Holding::sector);
        Map<String, Double> bench = reference.benchmarkSectorWeights();
        Map<String, Double> assetW = Exposures.by(f, FactBase.Holding::assetClass);
        MacroStrategistSection.Playbook pb = PLAYBOOKS.get(r.regime());
        List<Finding> findings = new ArrayList<>();
        MacroStrategistSection.Fit fit;
        boolean unclassified = RegimeClassifier.INSUFFICIENT_DATA.equals(r.regime());
        if (pb == null) {
            fit = new MacroStrategistSection.Fit(null, null, unclassified
                    ? "There is not enough macro data to classify the regime, so sector tilts are not scored."
                    : "No playbook is defined for regime '" + r.regime() + "'; tilts are not scored.", List.of(), assetW, null);
        } else {
            List<MacroStrategistSection.Tilt> tilts = new ArrayList<>();
            double sectorFit = 0;
            for (String s : union(pb.favouredSectors(), pb.disfavouredSectors())) {
                double active = sectorW.getOrDefault(s, 0.0) - bench.getOrDefault(s, 0.0);
                boolean fav = pb.favouredSectors().contains(s);
                sectorFit += fav ? active : -active;
                tilts.add(new MacroStrategistSection.Tilt(s, active, fav ? "favoured" : "disfavoured"));
            }
            double assetFit = 0;
            for (String a : pb.favouredAssetClasses()) {
                assetFit += assetW.getOrDefault(a, 0.0);
            }
            for (String a : pb.disfavouredAssetClasses()) {
                assetFit -= assetW.getOrDefault(a, 0.0);
            }
            String assessment = sectorFit >= 0.05 ? "aligned" : sectorFit <= -0.05 ? "leaning against" : "neutral";
            fit = new MacroStrategistSection.Fit(sectorFit, assetFit, String.format(Locale.ROOT,
                    "Sector tilts are %s the %s playbook (net active weight in favoured minus disfavoured sectors %s); asset-class fit %s.",
                    assessment.equals("aligned") ? "aligned with" : assessment.equals("neutral") ? "neutral to" : "leaning against",
                    inWords(r.regime()), Num.pct(sectorFit), Num.pct(assetFit)), tilts, assetW, pb);
            if (sectorFit <= -0.05) {
                findings.add(new Finding(NAME, sectorFit <= -0.15 ? 3 : 2, "Sector tilts lean against the current " + inWords(r.regime())
                        + " regime (net " + Num.pct(sectorFit) + ")", "regime_sector_fit", sectorFit, null));
            }
        }
        if (unclassified) {
            findings.add(new Finding(NAME, 1, "The macro regime could not be classified: not enough data",
                    "regime_confidence", r.confidence(), null));
        } else if (r.confidence() < 0.5) {
            findings.add(new Finding(NAME, 1, "Regime call '" + Num.words(r.regime()) + "' has low confidence (" + Num.pct(r.confidence()) + ")",
                    "regime_confidence", r.confidence(), null));
        }
        String summary = String.format(Locale.ROOT, "Regime %s (confidence %s); %d readings; %s",
                Num.words(r.regime()), Num.pct(r.confidence()), readings.size(), fit.sectorFit() == null ? "tilts not scored" : "sector fit " + Num.pct(fit.sectorFit()));
        return new AgentResult<>(new MacroStrategistSection(view, readings, fit), summary, findings);
    }

    private static List<String> union(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a);
        b.stream().filter(x -> !out.contains(x)).forEach(out::add);
        return out;
    }

    /** A regime's wire name as prose writes it: {@code risk_off} is "risk-off". */
    static String inWords(String regime) {
        return regime.replace('_', '-');
    }
}
