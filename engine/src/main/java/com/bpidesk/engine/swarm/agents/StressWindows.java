package com.bpidesk.engine.swarm.agents;

import com.bpidesk.engine.platform.text.Readable;
import com.bpidesk.engine.swarm.briefing.RiskManagerSection;

import com.bpidesk.engine.swarm.facts.FactBase;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Historical stress windows replayed on the current weights (ADR 0034). Two kinds:
 * <ul>
 *   <li>named market episodes (dates from the public record, listed in {@link #NAMED}) when the fact base's
 *       history covers them;</li>
 *   <li>the {@link #WORST} deepest peak-to-trough declines of the benchmark within the history (disjoint
 *       episodes), so at least three windows exist for any history, demo or imported; named by their dates as people
 *       read them ("Benchmark decline 3 Jan 2022 to 12 Oct 2022", {@link Readable}).</li>
 * </ul>
 * Replay: buy-and-hold over the window, portfolio return = sum_i w_i (P_i(end) / P_i(start) - 1) on adjusted
 * closes; a holding without a price at the window start takes the benchmark's window return (its weight is
 * reported as not covered). Holdings with out-of-date prices are left out (ADR 0205): the weights are the fact base's
 * risk weights and the P&L is on the covered holdings' value. On the demo market the named episodes are replays of simulated prices over the episode's
 * dates, and their names say so ({@link #SIMULATED}).
 */
public final class StressWindows {

    public static final int WORST = 3;
    /** Appended to a named episode's name when the prices are the simulated demo market's. */
    public static final String SIMULATED = " (simulated replay on demo prices)";

    /** A named episode: label, first and last day (peak and trough of the S&P 500, from public index data). */
    public record Named(String name, LocalDate start, LocalDate end) {
    }

    public static final List<Named> NAMED = List.of(
            new Named("Q4 2018 sell-off", LocalDate.of(2018, 9, 20), LocalDate.of(2018, 12, 24)),
            new Named("COVID-19 crash", LocalDate.of(2020, 2, 19), LocalDate.of(2020, 3, 23)),
            new Named("2022 rate shock", LocalDate.of(2022, 1, 3), LocalDate.of(2022, 10, 12)),
            new Named("2023 regional bank stress", LocalDate.of(2023, 3, 8), LocalDate.of(2023, 3, 13)),
            new Named("August 2024 carry unwind", LocalDate.of(2024, 7, 16), LocalDate.of(2024, 8, 5)),
            new Named("2025 tariff shock", LocalDate.of(2025, 2, 19), LocalDate.of(2025, 4, 8)));

    private StressWindows() {
    }

    public static List<RiskManagerSection.StressResult> replay(FactBase f) {
        LocalDate[] d = f.dates();
        List<RiskManagerSection.StressResult> out = new ArrayList<>();
        // On the simulated demo market a named episode is the simulation's path over those dates, not the real event
        boolean simulated = f.dataSource() != null && f.dataSource().contains("demo");
        for (Named w : NAMED) {
            // level index k is the close of dates[k-1]; level 0 is the close before dates[0]
            if (!w.start().isBefore(d[0]) && !w.end().isAfter(d[d.length - 1])) {
                int a = levelIndexOnOrBefore(d, w.start());
                int b = levelIndexOnOrBefore(d, w.end());
                if (b > a) {
                    out.add(result(f, simulated ? w.name() + SIMULATED : w.name(), "named", a, b));
                }
            }
        }
        for (int[] e : worstEpisodes(f.benchmarkReturns(), WORST)) {
            out.add(result(f, "Benchmark decline " + Readable.span(f.levelDate(e[0]), f.levelDate(e[1])), "worst_benchmark_drawdown",
                    e[0], e[1]));
        }
        return out;
    }

    private static int levelIndexOnOrBefore(LocalDate[] d, LocalDate day) {
        int k = 0;
        for (int i = 0; i < d.length && !d[i].isAfter(day); i++) {
            k = i + 1;
        }
        return k;
    }

    private static RiskManagerSection.StressResult result(FactBase f, String name, String kind, int a, int b) {
        double bench = growth(f.benchmarkReturns(), a, b);
        double port = 0;
        double covered = 0;
        for (int i = 0; i < f.size(); i++) {
            double[] lv = f.holdingLevels()[i];
            double w = f.riskWeights()[i];
            if (Double.isFinite(lv[a]) && Double.isFinite(lv[b])) {
                port += w * (lv[b] / lv[a] - 1);
                covered += w;
            } else {
                port += w * bench;
            }
        }
        return new RiskManagerSection.StressResult(name, kind, f.levelDate(a), f.levelDate(b), b - a, port, bench,
                port * f.coveredValue(), covered);
    }

    private static double growth(double[] r, int a, int b) {
        double v = 1;
        for (int t = a; t < b; t++) {
            v *= 1 + r[t];
        }
        return v - 1;
    }

    /**
     * Disjoint drawdown episodes of a return series as [peak level index, trough level index], deepest first:
     * an episode runs from a running maximum to the lowest point before the next new maximum.
     */
    static List<int[]> worstEpisodes(double[] r, int count) {
        List<double[]> episodes = new ArrayList<>();
        double v = 1;
        double peak = 1;
        int peakIdx = 0;
        double trough = 1;
        int troughIdx = 0;
        for (int t = 0; t < r.length; t++) {
            v *= 1 + r[t];
            if (v >= peak) {
                if (troughIdx > peakIdx && trough < peak) {
                    episodes.add(new double[] {1 - trough / peak, peakIdx, troughIdx});
                }
                peak = v;
                peakIdx = t + 1;
                trough = v;
                troughIdx = t + 1;
            } else if (v < trough) {
                trough = v;
                troughIdx = t + 1;
            }
        }
        if (troughIdx > peakIdx && trough < peak) {
            episodes.add(new double[] {1 - trough / peak, peakIdx, troughIdx});
        }
        episodes.sort(Comparator.comparingDouble((double[] e) -> e[0]).reversed());
        return episodes.stream().limit(count).map(e -> new int[] {(int) e[1], (int) e[2]}).toList();
    }
}
