package com.bpidesk.engine.macro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The persistence rule (ADR 0200: a new regime is published once it has held 28 days) on hand-made sequences, and the
 * macro feed's change against the previous period found by date. Expected values are worked by hand in the comments.
 */
class RegimePersistenceTest {

    static final String I = RegimeClassifier.INSUFFICIENT_DATA;

    static List<String> published(List<LocalDate> dates, String... raw) {
        return RegimePersistence.apply(dates, List.of(raw)).stream().map(RegimePersistence.Published::regime).toList();
    }

    static List<LocalDate> monthEnds(int n) {
        List<LocalDate> d = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            d.add(LocalDate.of(2024, 1, 1).plusMonths(k + 1).minusDays(1));
        }
        return d;
    }

    static List<LocalDate> weeks(int n) {
        List<LocalDate> d = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            d.add(LocalDate.of(2024, 1, 5).plusWeeks(k));
        }
        return d;
    }

    @Test
    void aReadingThatFlipsBackIsNotPublished() {
        // month ends: risk_on, slowdown, risk_on, slowdown: no run of slowdown lasts 28 days -> risk_on throughout
        assertThat(published(monthEnds(4), "risk_on", "slowdown", "risk_on", "slowdown"))
                .containsExactly("risk_on", "risk_on", "risk_on", "risk_on");
        // weekly noise as the audit saw on demo data (four changes in four weeks): none published
        assertThat(published(weeks(5), "risk_on", "recovery", "risk_on", "overheating", "risk_on"))
                .containsOnly("risk_on");
    }

    @Test
    void aReadingThatHoldsFourWeeksIsPublished() {
        // month ends 31 Jan, 29 Feb, 31 Mar: slowdown first seen 29 Feb, still on 31 Mar (31 days later) -> published 31 Mar
        assertThat(published(monthEnds(3), "risk_on", "slowdown", "slowdown")).containsExactly("risk_on", "risk_on", "slowdown");
        // weekly: slowdown from week 2 (12 Jan); 28 days later is week 6 (9 Feb), the fifth point in a row
        List<RegimePersistence.Published> p = RegimePersistence.apply(weeks(7),
                List.of("risk_on", "slowdown", "slowdown", "slowdown", "slowdown", "slowdown", "slowdown"));
        assertThat(p.stream().map(RegimePersistence.Published::regime).toList())
                .containsExactly("risk_on", "risk_on", "risk_on", "risk_on", "risk_on", "slowdown", "slowdown");
        assertThat(p.get(3).pendingSince()).isEqualTo(LocalDate.of(2024, 1, 12));
        assertThat(p.get(5).pendingSince()).isNull();
    }

    @Test
    void acuteStressIsPublishedAtOnceAndLeftOnlyAfterFourWeeks() {
        // weekly: risk_off on 12 Jan is published at once; recovery from 19 Jan is published 28 days later (16 Feb)
        assertThat(published(weeks(7), "risk_on", "risk_off", "recovery", "recovery", "recovery", "recovery", "recovery"))
                .containsExactly("risk_on", "risk_off", "risk_off", "risk_off", "risk_off", "risk_off", "recovery");
        // a one-week return to risk_on does not clear risk_off
        assertThat(published(weeks(4), "risk_off", "risk_on", "risk_off", "risk_off")).containsOnly("risk_off");
    }

    @Test
    void missingDataIsNotNoise() {
        // insufficient_data is published at once, and so is the first regime after it
        assertThat(published(weeks(4), "risk_on", I, "slowdown", "slowdown")).containsExactly("risk_on", I, "slowdown", "slowdown");
    }

    @Test
    void thePublishedResultKeepsTheOldRegimeWithItsOwnConfidenceAndNamesThePendingReading() {
        Map<String, RegimeClassifier.Signal> risky = Map.of(
                "growth", new RegimeClassifier.Signal("growth", 0.5, 2.0, "growth_improving", "growth is firm"),
                "inflation", new RegimeClassifier.Signal("inflation", -0.2, 2.0, "inflation_easing", "inflation eases"),
                "yield_curve", new RegimeClassifier.Signal("yield_curve", 0.5, 1.0, "curve_positive", "the curve is positive"));
        Map<String, RegimeClassifier.Signal> slowing = Map.of(
                "growth", new RegimeClassifier.Signal("growth", -0.5, -1.0, "growth_slowing", "growth slows"),
                "inflation", new RegimeClassifier.Signal("inflation", -0.2, 2.0, "inflation_easing", "inflation eases"),
                "yield_curve", new RegimeClassifier.Signal("yield_curve", 0.5, 1.0, "curve_positive", "the curve is positive"));
        List<LocalDate> asked = List.of(LocalDate.of(2024, 3, 1), LocalDate.of(2024, 3, 8));
        // warm-up weeks and 1 Mar read risk_on; 8 Mar reads slowdown for the first time
        List<RegimeClassifier.Result> r = RegimePersistence.published(d -> {
            Map<String, RegimeClassifier.Signal> s = d.isBefore(LocalDate.of(2024, 3, 8)) ? risky : slowing;
            String regime = RegimeClassifier.decide(s, List.of(), List.of(), false);
            return new RegimeClassifier.Result(d, regime, RegimeClassifier.confidence(regime, s), List.of(), "", List.of(), s);
        }, asked);
        assertThat(r).extracting(RegimeClassifier.Result::regime).containsExactly("risk_on", "risk_on");
        // risk_on expects + on growth and curve (inflation 0): a = (-0.5 + 0.5) / 2 = 0; (0.5)(0.4 + 0.6 * 3/7) = 0.3286
        assertThat(r.get(1).confidence()).isCloseTo(0.33, within(1e-12));
        assertThat(r.get(1).narrative()).contains("The latest reading points to slowdown (first seen on 8 Mar 2024)")
                .contains("held for 4 weeks");
    }

    @Test
    void feedChangesCompareTheSamePeriodFoundByDate() {
        SeriesInfo monthly = new SeriesInfo("X", "x", "inflation", "US", "test", "monthly", "index");
        List<Observation> m = List.of(new Observation(LocalDate.of(2024, 1, 1), 100), new Observation(LocalDate.of(2024, 2, 1), 101),
                new Observation(LocalDate.of(2024, 4, 1), 103), new Observation(LocalDate.of(2024, 5, 1), 103.5));
        List<FeedItem> items = MacroFeed.releases(monthly, m);
        // Feb - Jan = 1; Apr has no March to compare with (not a 2-month change of 2); May - Apr = 0.5
        assertThat(items).extracting(FeedItem::change).containsExactly(1.0, null, 0.5);
        double[] y = Significance.readings(m, true, "monthly");
        assertThat(y[1]).isCloseTo(1.0, within(1e-12));
        assertThat(y[2]).isNaN();
        assertThat(y[3]).isCloseTo(100 * (103.5 / 103 - 1), within(1e-12));
        SeriesInfo daily = new SeriesInfo("D", "d", "rates", "US", "test", "daily", "percent");
        List<Observation> d = List.of(new Observation(LocalDate.of(2024, 3, 1), 4.0), new Observation(LocalDate.of(2024, 3, 4), 4.1),
                new Observation(LocalDate.of(2024, 3, 20), 4.3));
        // Fri 1 Mar -> Mon 4 Mar: +0.1 over a weekend; 4 Mar -> 20 Mar is 16 days: no previous daily release
        assertThat(MacroFeed.releases(daily, d)).extracting(FeedItem::change).containsExactly(0.1, null);
        SeriesInfo quarterly = new SeriesInfo("Q", "q", "growth", "US", "test", "quarterly", "billions");
        List<Observation> q = List.of(new Observation(LocalDate.of(2023, 10, 1), 200), new Observation(LocalDate.of(2024, 4, 1), 204),
                new Observation(LocalDate.of(2024, 7, 1), 205));
        assertThat(MacroFeed.releases(quarterly, q)).extracting(FeedItem::change).containsExactly(null, 1.0);
    }
}
