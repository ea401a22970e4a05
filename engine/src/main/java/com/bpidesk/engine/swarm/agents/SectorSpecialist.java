package com.bpidesk.engine.swarm.agents;

import com.bpidesk.engine.swarm.briefing.SectorSpecialistSection;

import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.swarm.facts.FactBase;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * {@code sector_specialist}: sector exposure against the broad benchmark's sector weights and country exposure
 * against world market-capitalisation weights (both from {@link MarketReference}, sources in
 * docs/market-data.md). Active weight = portfolio weight - benchmark weight; a row is an overweight or
 * underweight when |active| >= {@link #BAND} (2 percentage points), else in line. The deviation figure is half
 * the sum of absolute active weights (the share of the portfolio that would have to move to match the
 * benchmark's buckets, cf. Cremers and Petajisto's active share, RFS 2009, computed on buckets).
 */
public final class SectorSpecialist implements Agent {

    public static final String NAME = "sector_specialist";
    public static final double BAND = 0.02;

    private final MarketReference reference;

    public SectorSpecialist(MarketReference reference) {
        this.reference = reference;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public AgentResult<SectorSpecialistSection> run(FactBase f) {
        List<SectorSpecialistSection.ExposureRow> sectors = compare(Exposures.by(f, FactBase.Holding::sector), reference.benchmarkSectorWeights());
        List<SectorSpecialistSection.ExposureRow> countries = compare(Exposures.by(f, FactBase.Holding::country), reference.worldMarketCapWeights());
        List<String> unclassified = f.holdings().stream().filter(h -> Exposures.unclassified(h.sector())).map(FactBase.Holding::symbol).toList();
        double uw = f.holdings().stream().filter(h -> Exposures.unclassified(h.sector())).mapToDouble(FactBase.Holding::weight).sum();
        SectorSpecialistSection s = new SectorSpecialistSection(f.dataSource(), sectors, deviation(sectors), countries, deviation(countries), unclassified, uw,
                "broad benchmark sector weights (" + f.benchmarkSymbol() + ")", "world equity market capitalisation by country",
                f.money().converted() ? f.money().baseCurrency() : null, f.money().converted()
                        ? compare(Exposures.by(f, FactBase.Holding::currency), Map.of(f.money().benchmarkCurrency(), 1.0)) : null);
        List<Finding> findings = new ArrayList<>();
        for (SectorSpecialistSection.ExposureRow r : sectors) {
            if (Math.abs(r.activeWeight()) >= 0.10 && !r.name().equals(Exposures.UNCLASSIFIED)) {
                findings.add(new Finding(NAME, Math.abs(r.activeWeight()) >= 0.20 ? 3 : 2,
                        r.name() + " is " + r.position() + " by " + Num.pct(Math.abs(r.activeWeight())) + " vs the benchmark",
                        "sector_active_weight", r.activeWeight(), null));
            }
        }
        if (uw > 0) {
            findings.add(new Finding(NAME, uw >= 0.10 ? 2 : 1, unclassified.size() + " holding(s) without a sector ("
                    + Num.pct(uw) + " of value): " + String.join(", ", unclassified), "unclassified_weight", uw, null));
        }
        SectorSpecialistSection.ExposureRow topOver = sectors.stream().max(Comparator.comparingDouble(SectorSpecialistSection.ExposureRow::activeWeight)).orElse(null);
        SectorSpecialistSection.ExposureRow topUnder = sectors.stream().min(Comparator.comparingDouble(SectorSpecialistSection.ExposureRow::activeWeight)).orElse(null);
        String summary = String.format(Locale.ROOT, "Largest overweight %s (%s), largest underweight %s (%s); sector deviation %s; %d unclassified",
                topOver == null ? "n/a" : topOver.name(), topOver == null ? "n/a" : Num.pct(topOver.activeWeight()),
                topUnder == null ? "n/a" : topUnder.name(), topUnder == null ? "n/a" : Num.pct(topUnder.activeWeight()),
                Num.pct(deviation(sectors)), unclassified.size());
        return new AgentResult<>(s, summary, findings);
    }

    static List<SectorSpecialistSection.ExposureRow> compare(Map<String, Double> portfolio, Map<String, Double> benchmark) {
        TreeSet<String> names = new TreeSet<>(portfolio.keySet());
        names.addAll(benchmark.keySet());
        List<SectorSpecialistSection.ExposureRow> rows = new ArrayList<>();
        for (String n : names) {
            double p = portfolio.getOrDefault(n, 0.0);
            double b = benchmark.getOrDefault(n, 0.0);
            double a = p - b;
            rows.add(new SectorSpecialistSection.ExposureRow(n, p, b, a, a >= BAND ? "overweight" : a <= -BAND ? "underweight" : "in_line"));
        }
        rows.sort(Comparator.comparingDouble((SectorSpecialistSection.ExposureRow r) -> Math.abs(r.activeWeight())).reversed());
        return rows;
    }

    static double deviation(List<SectorSpecialistSection.ExposureRow> rows) {
        return rows.stream().mapToDouble(r -> Math.abs(r.activeWeight())).sum() / 2;
    }
}
