package com.bpidesk.app.dashboard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.client.assurance.AssuranceApi;
import com.bpidesk.app.client.assurance.AssuranceApi.EnvelopeSummary;
import com.bpidesk.app.client.market.MarketApi.Candle;
import com.bpidesk.app.client.signals.SignalsApi;
import com.bpidesk.app.client.signals.SignalsApi.Alert;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The "Today" figures (issue 27) on small hand-worked inputs; every expected value is worked out in the comments. */
class TodayDigestTest {

    /** The engine's JSON (single quotes for readability) read into the typed client's record, as the HTTP client reads it. */
    static <T> T json(String s, Class<T> type) throws Exception {
        return EngineClient.JSON.readValue(s.replace('\'', '"'), type);
    }

    static List<Alert> alerts(String s) throws Exception {
        return json(s, SignalsApi.BookAlerts.class).items();
    }

    static List<EnvelopeSummary> envelopes(String s) throws Exception {
        return json(s, AssuranceApi.EnvelopePage.class).items();
    }

    static List<Candle> bars(String s) throws Exception {
        return List.of(json(s, Candle[].class));
    }

    @Test
    void attentionRanksBySeverityThenMagnitudeOneLinePerClientWithTheirName() throws Exception {
        List<Alert> alerts = alerts("""
                {'items': [
                  {'alert_id': 'a1', 'client_id': 'c1', 'client_name': 'Maria Lopez', 'severity': 'medium', 'severity_rank': 2, 'magnitude': 0.1, 'type': 'inactivity', 'message': 'm1'},
                  {'alert_id': 'a2', 'client_id': 'c2', 'client_name': 'Tom Baker', 'severity': 'critical', 'severity_rank': 4, 'magnitude': 0.2, 'type': 'high_churn', 'message': 'm2'},
                  {'alert_id': 'a3', 'client_id': 'c1', 'client_name': 'Maria Lopez', 'severity': 'high', 'severity_rank': 3, 'magnitude': 0.5, 'type': 'concentration_breach', 'message': 'm3'},
                  {'alert_id': 'a4', 'client_id': 'c3', 'client_name': 'Ana Silva', 'severity': 'high', 'severity_rank': 3, 'magnitude': 0.9, 'type': 'suitability_drift', 'message': 'm4'}]}
                """);
        List<TodayDigest.Attention> a = TodayDigest.attention(alerts, 8);
        // critical (rank 4) first; of the two highs, magnitude 0.9 before 0.5; Maria's medium alert folds into her high one
        assertThat(a).extracting(TodayDigest.Attention::clientName).containsExactly("Tom Baker", "Ana Silva", "Maria Lopez");
        assertThat(a.get(2).text()).isEqualTo("Maria Lopez · High · Concentration breach (+1 more)");
        assertThat(a.get(2).message()).isEqualTo("m3");
        assertThat(TodayDigest.attention(alerts, 2)).hasSize(2);
        assertThat(TodayDigest.attention(alerts("{'items': []}"), 8)).isEmpty();
    }

    @Test
    void reviewCountsPendingOverdueAndMineOnlyWhenTheListSaysSo() throws Exception {
        List<EnvelopeSummary> withFields = envelopes("""
                {'items': [
                  {'review_status': 'PENDING', 'overdue': true, 'assignee': 'Ana Silva'},
                  {'review_status': 'ESCALATED', 'overdue': false, 'assignee': 'Ben Okafor'},
                  {'review_status': 'APPROVED', 'overdue': true, 'assignee': 'Ana Silva'}]}
                """);
        // two wait (PENDING, ESCALATED); the approved one counts for nothing; one overdue; one is Ana's (case-insensitive)
        TodayDigest.Review r = TodayDigest.review(withFields, "ana silva");
        assertThat(r).isEqualTo(new TodayDigest.Review(2, 1, 1));
        assertThat(r.text()).isEqualTo("2 decisions wait for a review · 1 overdue · 1 assigned to you");
        TodayDigest.Review plain = TodayDigest.review(envelopes("{'items': [{'review_status': 'PENDING'}]}"), "Ana Silva");
        assertThat(plain).isEqualTo(new TodayDigest.Review(1, null, null));
        assertThat(plain.text()).isEqualTo("1 decision waits for a review");
        assertThat(TodayDigest.review(envelopes("{'items': []}"), "").text()).isEqualTo("Nothing waits for a review.");
    }

    @Test
    void anIndexMoveIsTheSimpleReturnOverOneBarAndOverThePeriod() throws Exception {
        List<Candle> bars = bars("""
                [{'date': '2026-10-27', 'close': 100}, {'date': '2026-11-25', 'close': 104},
                 {'date': '2026-11-26', 'close': 102}, {'date': '2026-11-27', 'close': 107.1}]
                """);
        TodayDigest.Move m = TodayDigest.move("SPY", "S&P 500 ETF", "USD", bars);
        // day: 107.1 / 102 - 1 = 0.05; period: 107.1 / 100 - 1 = 0.071
        assertThat(m.level()).isEqualTo(107.1);
        assertThat(m.day()).isCloseTo(0.05, within(1e-12));
        assertThat(m.period()).isCloseTo(0.071, within(1e-12));
        assertThat(m.date()).isEqualTo(LocalDate.of(2026, 11, 27));
        assertThat(m.text(Formats.of(Locale.US))).isEqualTo("S&P 500 ETF (SPY) · USD 107.10 · +5.0% on the day · +7.1% over a month");
        assertThat(TodayDigest.move("SPY", "", "USD", bars("[{'date': '2026-11-27', 'close': 1}]"))).isNull();
        // 153.57 / 153.60 - 1 = -0.0195%: rounds to zero at one decimal, said without a sign
        assertThat(TodayDigest.signed(Formats.of(Locale.US), 153.57 / 153.60 - 1)).isEqualTo("0.0%");
        assertThat(TodayDigest.signed(Formats.of(Locale.US), -0.0123)).isEqualTo("-1.2%");
    }

    @Test
    void changesSinceTheLastVisitNameNewAlertsTheRegimeAndNewerData() {
        Formats f = Formats.of(Locale.US);
        TodayDigest.Visit last = new TodayDigest.Visit(Instant.parse("2026-11-20T09:00:00Z"), "risk_on", "2026-11-20",
                "2026-11-20T08:00:00Z", Set.of("a1", "a2"));
        TodayDigest.Visit now = new TodayDigest.Visit(Instant.parse("2026-11-27T09:00:00Z"), "risk_off", "2026-11-27",
                "2026-11-20T08:00:00Z", Set.of("a1", "a3", "a4"));
        // a3 and a4 were not open then; risk_on -> risk_off; prices 20 -> 27 Nov; macro unchanged (same update time)
        assertThat(TodayDigest.changes(last, now, List.of(), f)).containsExactly("2 new alerts in the book.",
                "The macro regime changed from Risk-on to Risk-off.", "Prices now run to 27 Nov 2026 (they ran to 20 Nov 2026).");
        assertThat(TodayDigest.changes(now, now, List.of(), f)).isEmpty();
        assertThat(TodayDigest.changes(null, now, List.of(), f)).as("a first visit has nothing to compare").isEmpty();
    }

    @Test
    void confidenceIsSaidInWords() {
        assertThat(TodayDigest.confidenceWords(0.82, 7, 5)).startsWith("High confidence (82%): 5 of 7 indicators");
        assertThat(TodayDigest.confidenceWords(0.55, 6, 3)).startsWith("Moderate confidence (55%)");
        assertThat(TodayDigest.confidenceWords(0.2, 2, 1)).startsWith("Low confidence (20%)");
    }
}
