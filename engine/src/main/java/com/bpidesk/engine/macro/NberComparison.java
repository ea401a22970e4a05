package com.bpidesk.engine.macro;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The regime classifier against NBER recession months (issue 30, ADR 0200; docs/market-data.md "NBER comparison"). A
 * month is a recession month when it lies between an NBER peak and the following trough, both inclusive (the table
 * {@code /macro/nber_recessions.csv}, source in its header). The classifier "calls" a recession in a month when the
 * regime at that month end is {@code risk_off}, {@code slowdown} or {@code stagflation} (growth falling or acute
 * stress). Over the months with a regime (not {@code insufficient_data}): recall = called recession months / recession
 * months, specificity = expansion months not called / expansion months, balanced accuracy = (recall + specificity) / 2
 * (Brodersen et al. 2010). Regime changes per year = month-to-month changes of the label (insufficient_data included)
 * / (months / 12).
 */
public final class NberComparison {

    /** The regimes counted as a recession call. */
    public static final Set<String> RECESSION_CALLS = Set.of("risk_off", "slowdown", "stagflation");

    private final List<YearMonth[]> recessions;

    public NberComparison(List<YearMonth[]> recessions) {
        this.recessions = List.copyOf(recessions);
    }

    /** The shipped NBER table. */
    public static NberComparison nber() {
        try (InputStream in = NberComparison.class.getResourceAsStream("/macro/nber_recessions.csv")) {
            if (in == null) {
                throw new IllegalStateException("the NBER recession table is missing from the class path");
            }
            List<YearMonth[]> out = new ArrayList<>();
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#") || line.startsWith("peak")) {
                    continue;
                }
                String[] f = line.split(",");
                out.add(new YearMonth[] {YearMonth.parse(f[0].trim()), YearMonth.parse(f[1].trim())});
            }
            return new NberComparison(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public boolean recession(YearMonth m) {
        return recessions.stream().anyMatch(p -> !m.isBefore(p[0]) && !m.isAfter(p[1]));
    }

    /** The scores of one labelled month sequence. */
    public record Score(int months, int classified, int recessionMonths, int calledRecessions, int expansionMonths,
                        int calledExpansions, double recall, double specificity, double balancedAccuracy, int changes,
                        double changesPerYear) {
    }

    /** Scores consecutive months {@code months} labelled {@code regimes} (same order). */
    public Score score(List<YearMonth> months, List<String> regimes) {
        int classified = 0;
        int rec = 0;
        int tp = 0;
        int exp = 0;
        int tn = 0;
        int changes = 0;
        for (int i = 0; i < months.size(); i++) {
            String r = regimes.get(i);
            if (i > 0 && !r.equals(regimes.get(i - 1))) {
                changes++;
            }
            if (RegimeClassifier.INSUFFICIENT_DATA.equals(r)) {
                continue;
            }
            classified++;
            boolean call = RECESSION_CALLS.contains(r);
            if (recession(months.get(i))) {
                rec++;
                tp += call ? 1 : 0;
            } else {
                exp++;
                tn += call ? 0 : 1;
            }
        }
        double recall = rec == 0 ? Double.NaN : tp / (double) rec;
        double spec = exp == 0 ? Double.NaN : tn / (double) exp;
        return new Score(months.size(), classified, rec, tp, exp, tn, recall, spec, (recall + spec) / 2, changes,
                months.isEmpty() ? Double.NaN : changes / (months.size() / 12.0));
    }
}
