package com.bpidesk.engine.research;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.swarm.briefing.AnalysisResult;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Committee notes read as prose from the typed briefing records: the real-price briefing snapshot of the swarm tests
 * ({@code reference/briefing_snapshot.json}) becomes seven notes whose titles name the portfolio, the date and the
 * headline finding, whose numbers are formatted (the expected strings below are the snapshot's values rounded by hand,
 * e.g. total_market_value 70881.85 -> "USD 70,882", volatility_annual 0.134515 -> "13.5%"), and which never show a raw
 * double, a "Label: value" dump or a doubled word.
 */
class CommitteeNotesTest {

    /** A number with four or more decimals is a raw double, not a formatted figure. */
    static final Pattern RAW_DOUBLE = Pattern.compile("\\d\\.\\d{4,}");
    /** The same word twice in a row ("Committee committee"). */
    static final Pattern DOUBLED_WORD = Pattern.compile("\\b(\\p{L}+)\\s+\\1\\b", Pattern.CASE_INSENSITIVE);

    static List<NewNote> notesOfSnapshot() throws IOException {
        JsonNode snap = Json.MAPPER.readTree(CommitteeNotesTest.class.getResourceAsStream("/reference/briefing_snapshot.json"));
        ObjectNode result = Json.MAPPER.createObjectNode();
        result.put("job_id", "job-42").put("status", "complete").put("as_of", "2025-04-04").put("data_source", "imported")
                .put("generated_at", "2026-01-01T00:00:00Z");
        ObjectNode b = result.putObject("ic_briefing");
        for (String k : new String[] {"portfolio_analyst", "macro_strategist", "risk_manager", "sector_specialist", "factor_quant",
                "behavioral_agent"}) {
            b.set(k, snap.get(k));
        }
        b.set("synthesis_agent", snap.get("synthesis_with_mandate"));
        AnalysisResult r = AnalysisResult.read(result);
        return CommitteeNotes.from("org-a", r.jobId(), r.asOf(), List.of("AAPL", "NVDA"), r.icBriefing(), false);
    }

    @Test
    void oneProseNotePerAgentWithPortfolioDateAndHeadlineInTheTitle() throws IOException {
        List<NewNote> notes = notesOfSnapshot();
        assertThat(notes).extracting(NewNote::originKey).containsExactly("committee:job-42:synthesis_agent",
                "committee:job-42:portfolio_analyst", "committee:job-42:macro_strategist", "committee:job-42:risk_manager",
                "committee:job-42:sector_specialist", "committee:job-42:factor_quant", "committee:job-42:behavioral_agent");
        String portfolio = "Portfolio of 10 holdings (AAPL, MSFT, JPM), 4 Apr 2025 · ";
        assertThat(notes).allSatisfy(n -> {
            assertThat(n.title()).startsWith(portfolio);
            assertThat(n.type()).isEqualTo(NoteType.COMMITTEE);
            assertThat(n.date()).isEqualTo(LocalDate.of(2025, 4, 4));
            for (String s : List.of(n.title(), n.text())) {
                assertThat(s).doesNotContain("Value:", "##", "_agent", "risk_off", "null", "NaN", ".;", "..");
                assertThat(RAW_DOUBLE.matcher(s).find()).as("raw double in: %s", s).isFalse();
                assertThat(DOUBLED_WORD.matcher(s).find()).as("doubled word in: %s", s).isFalse();
            }
            // the link back to the briefing
            assertThat(n.text()).contains("briefing of analysis job-42");
            assertThat(CommitteeNotes.briefingJobId(n.originKey())).contains("job-42");
        });
        // headline = the agent's highest-ranked finding in the synthesis (rank 1 is the risk manager's)
        assertThat(notes.get(3).title()).isEqualTo(portfolio + "Risk manager: NVDA contributes 30.7% of portfolio risk with 10.6% of value");
        assertThat(notes.get(1).title()).isEqualTo(portfolio + "Portfolio analyst: Largest position AAPL is 16.0% of the portfolio");
        assertThat(notes.get(0).title()).isEqualTo(portfolio
                + "Committee synthesis: posture balanced, concentrated; first finding: NVDA contributes 30.7% of portfolio risk with 10.6% of value");
        // the macro strategist had no ranked finding: its headline is the regime
        assertThat(notes.get(2).title()).isEqualTo(portfolio + "Macro strategist: regime risk-off, confidence 72.0%");
    }

    @Test
    void figuresAreFormattedFromTheRecords() throws IOException {
        List<NewNote> notes = notesOfSnapshot();
        assertThat(notes.get(1).text()).contains("holds 10 positions worth USD 70,882 against a cost of USD 55,100, an unrealized gain of"
                + " USD 15,782 (+28.6%)", "effective number of holdings is 9.3 (HHI 0.108)");
        assertThat(notes.get(3).text()).contains("Annual volatility is 13.5% against 15.8% for SPY; beta 0.79",
                "value at risk (historical) is 1.3% (USD 907)", "Worst stress window: 2022 rate shock, -17.9% on current weights (USD -12,698)");
        assertThat(notes.get(2).text()).contains("Effective federal funds rate 4.33% for 1 Jun 2025, -0.25 points (high significance)");
        assertThat(notes.get(0).text()).contains("never executes trades", "Consider reviewing the size of the NVDA position");
    }

    @Test
    void moneyTakesTheBaseCurrency() {
        assertThat(NoteFormats.money(70881.85, "EUR")).isEqualTo("EUR 70,882");
        assertThat(NoteFormats.money(70881.85, "CAD")).as("a $ would not say which dollar").isEqualTo("CAD 70,882");
        assertThat(NoteFormats.money(70881.85, "XYZ")).as("an unknown code as given, never USD").isEqualTo("XYZ 70,882");
        assertThat(NoteFormats.money(1234.4, null)).isEqualTo("USD 1,234");
        assertThat(NoteFormats.signedMoney(-12697.76, "USD")).isEqualTo("USD -12,698");
        assertThat(NoteFormats.signedMoney(1200, "GBP")).isEqualTo("GBP +1,200");
        assertThat(NoteFormats.pct(0.13451537557045543)).isEqualTo("13.5%");
    }
}
