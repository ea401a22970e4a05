package com.bpidesk.engine.assurance;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.assurance.Finding.Area;
import com.bpidesk.engine.assurance.Finding.Outcome;
import com.bpidesk.engine.assurance.FindingSentences.CheckSentence;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The checks in words (issue 26): the sentences of the demo proposals' findings against sentences written by hand from
 * the proposals' facts (docs/envelope.md, "Checks in sentences"), the formatting of figures, the action in words and the
 * review deadline in business days worked on a calendar.
 */
class FindingSentencesTest {

    static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-18T15:00:00Z"), ZoneOffset.UTC);
    static final Pattern SNAKE = Pattern.compile("\\b[a-z]+_[a-z_]+\\b");

    static List<CheckSentence> sentences(String decisionId) {
        List<PolicyRule> rules = DemoProposals.RULES.stream().map(r -> new PolicyRule(r[0], PolicyRuleKind.parse(r[1]), r[2],
                r[3], true, Instant.EPOCH, "test")).toList();
        EnvelopeEvaluator evaluator = new EnvelopeEvaluator(org -> rules, CLOCK);
        ProposedDecision p = DemoProposals.proposals("local", CLOCK).stream().filter(x -> x.decisionId().equals(decisionId))
                .findFirst().orElseThrow();
        return FindingSentences.of(((EvaluationResult.Evaluated) evaluator.evaluate(p)).findings(), "USD");
    }

    @Test
    void aRiskIncreasingPurchaseForAConservativeClientReadsAsSentences() {
        assertThat(sentences("demo-dec-02")).extracting(CheckSentence::sentence).containsExactly(
                "The client's mandate authorizes this kind of action (buy).",
                "The position would be 6 % of the portfolio, within the 10 % the client's mandate allows in one position.",
                "The mandate's condition \u201cESG screen: no tobacco producers\u201d cannot be checked from the data; a reviewer must confirm it.",
                "The action raises risk for a client whose risk tolerance is conservative.",
                "ARKK is not on the firm's restricted list.",
                "The position would be 6 % of the portfolio, within the 15 % the firm's rule allows in one position.",
                "The trade is worth USD 30,000, within the USD 250,000 above which the firm's rule escalates trades.");
        assertThat(sentences("demo-dec-02")).extracting(CheckSentence::verdict).containsExactly("Passed", "Passed",
                "A person must confirm", "Does not fit the client", "Passed", "Passed", "Passed");
    }

    @Test
    void missingContextAThresholdAndARestrictedInstrument() {
        assertThat(sentences("demo-dec-03")).extracting(CheckSentence::sentence).contains(
                "The client's risk tolerance is not on file, so the action's effect on risk cannot be judged.",
                "The trade is worth USD 600,000, above the USD 250,000 from which the firm's rule escalates trades.");
        assertThat(sentences("demo-dec-04")).extracting(CheckSentence::sentence).contains(
                "GME is on the firm's restricted list (Demo rule: GameStop is on the firm's restricted list).",
                "The action raises risk, which fits the client's aggressive risk tolerance.");
    }

    @Test
    void anOverweightPositionNamesBothFigures() {
        Finding f = new Finding("constraint", Area.SUITABILITY, Outcome.MISMATCH, "target_weight 0.246 exceeds 0.1", "mandate.constraints[0]")
                .with("kind", "position_limit").with("value", 0.246).with("limit", 0.10);
        assertThat(FindingSentences.sentence(f, null))
                .isEqualTo("The position would be 24.6 % of the portfolio; the client's mandate allows at most 10 % in one position.");
        // without a weight the limit cannot be checked; without a position it does not apply
        Finding missing = new Finding("constraint", Area.SUITABILITY, Outcome.MISSING, "n", "s").with("kind", "position_limit").with("limit", 0.1);
        assertThat(FindingSentences.sentence(missing, null)).isEqualTo("The proposal does not say what share of the portfolio the"
                + " position would be, so the mandate's limit of 10 % per position cannot be checked.");
        Finding none = new Finding("constraint", Area.SUITABILITY, Outcome.PASS, "n", "s").with("kind", "position_limit").with("limit", 0.2);
        assertThat(FindingSentences.sentence(none, null))
                .isEqualTo("The action names no single position, so the mandate's limit of 20 % per position does not apply.");
    }

    @Test
    void aFindingOutsideTheVocabularyKeepsItsNoteAndNoDemoSentenceHasAFieldName() {
        Finding old = new Finding("x", Area.POLICY, Outcome.ERROR, "The firm's policy rules could not be loaded: boom", "policy_rules");
        assertThat(FindingSentences.sentence(old, null)).isEqualTo("The firm's policy rules could not be loaded: boom");
        for (String id : List.of("demo-dec-01", "demo-dec-02", "demo-dec-03", "demo-dec-04", "demo-dec-05", "demo-dec-06")) {
            for (CheckSentence c : sentences(id)) {
                assertThat(SNAKE.matcher(c.sentence()).find()).as(id + ": " + c.sentence()).isFalse();
                assertThat(c.sentence()).as(id).doesNotContain("parameters").doesNotContain("demo-");
            }
        }
    }

    @Test
    void figuresAreFormattedForPeople() {
        assertThat(FindingSentences.percent(0.246)).isEqualTo("24.6 %");
        assertThat(FindingSentences.percent(0.10)).isEqualTo("10 %");
        assertThat(FindingSentences.percent(0.0725)).isEqualTo("7.3 %");
        assertThat(FindingSentences.money(600_000, "usd")).isEqualTo("USD 600,000");
        assertThat(FindingSentences.money(1234.5, null)).isEqualTo("1,234.50");
        assertThat(FindingSentences.words("buy, sell,rebalance")).isEqualTo("buy, sell and rebalance");
    }

    @Test
    void anActionInWords() {
        ActionWords words = new ActionWords(s -> s.equals("AAPL") ? Optional.of("Apple Inc.") : Optional.empty());
        var dec06 = DemoProposals.proposals("local", CLOCK).get(5).proposedAction();
        assertThat(words.describe(com.bpidesk.engine.platform.Json.MAPPER.valueToTree(dec06)))
                .isEqualTo("Sell 120 shares of Apple Inc. (AAPL) to 4 % of the portfolio, USD 22,000");
        var dec03 = DemoProposals.proposals("local", CLOCK).get(2).proposedAction();
        assertThat(words.describe(com.bpidesk.engine.platform.Json.MAPPER.valueToTree(dec03)))
                .isEqualTo("Rebalance AGG to 12 % of the portfolio, USD 600,000");
    }

    @Test
    void dueDatesCountBusinessDays() {
        // 2026-03-18 is a Wednesday: five business days later is Wednesday 2026-03-25 (Sat 21 and Sun 22 skipped)
        assertThat(ReviewDeadlines.due(Instant.parse("2026-03-18T15:00:00Z"), 5)).isEqualTo(LocalDate.of(2026, 3, 25));
        // Friday 2026-03-20 + 1 business day = Monday 2026-03-23; Saturday 2026-03-21 + 1 = Monday 2026-03-23
        assertThat(ReviewDeadlines.due(Instant.parse("2026-03-20T23:59:00Z"), 1)).isEqualTo(LocalDate.of(2026, 3, 23));
        assertThat(ReviewDeadlines.due(Instant.parse("2026-03-21T08:00:00Z"), 1)).isEqualTo(LocalDate.of(2026, 3, 23));
        // 10 business days from Wednesday 2026-03-18 = Wednesday 2026-04-01
        assertThat(ReviewDeadlines.due(Instant.parse("2026-03-18T00:00:00Z"), 10)).isEqualTo(LocalDate.of(2026, 4, 1));
        LocalDate due = LocalDate.of(2026, 3, 25);
        assertThat(ReviewDeadlines.overdue(AssuranceRecords.ReviewStatus.PENDING, due, due)).isFalse();
        assertThat(ReviewDeadlines.overdue(AssuranceRecords.ReviewStatus.PENDING, due, due.plusDays(1))).isTrue();
        assertThat(ReviewDeadlines.overdue(AssuranceRecords.ReviewStatus.ESCALATED, due, due.plusDays(1))).isTrue();
        assertThat(ReviewDeadlines.overdue(AssuranceRecords.ReviewStatus.APPROVED, due, due.plusDays(9))).isFalse();
    }
}
