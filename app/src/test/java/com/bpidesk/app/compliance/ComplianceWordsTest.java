package com.bpidesk.app.compliance;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The compliance screen's words, without a stage (issue 26): the confirmation text, mandate conditions, technical sources. */
class ComplianceWordsTest {

    @Test
    void theConfirmationRepeatsTheDecisionTheActionTheClientAndTheReason() {
        assertThat(ReviewConfirmation.text("DENIED", "Buy GME to 3 % of the portfolio, USD 9,000", "Blake Hale (demo)", "  Restricted  "))
                .isEqualTo("Deny: Buy GME to 3 % of the portfolio, USD 9,000 for Blake Hale (demo).\n\nYour reason: Restricted\n\n"
                        + "This review is final: the decision cannot be reviewed again. It is recorded under your name in the audit"
                        + " trail. BPI Desk does not execute the trade or contact the client.");
        assertThat(ReviewConfirmation.text("ESCALATED", "A", "B", "C")).startsWith("Escalate: A for B.")
                .contains("The decision goes to a second reviewer; it stays open.");
    }

    @Test
    void mandateConditionsInWords() {
        assertThat(DetailSections.condition("max_single_position_weight: 0.10")).startsWith("• One position at most 10")
                .endsWith(" of the portfolio").doesNotContain("_");
        assertThat(DetailSections.condition("excluded_sectors: Tobacco, Weapons")).isEqualTo("• Excluded sectors: Tobacco, Weapons");
        assertThat(DetailSections.condition("ESG screen: no tobacco producers")).isEqualTo("• ESG screen: no tobacco producers");
    }

    @Test
    void idsAndFieldPathsAreTechnical() {
        for (String s : new String[] {"policy_rule:demo-no-gme@2026-03-18T15:00:00Z", "mandate.authorized_actions",
                "investor_context.risk_tolerance", "job:5d1ce099-1c2b-4f1e-9a0b-0c1d2e3f4a5b"}) {
            assertThat(DetailSections.TECHNICAL.matcher(s).matches()).as(s).isTrue();
        }
        for (String s : new String[] {"demo data (simulated)", "Client meeting notes, 12 March"}) {
            assertThat(DetailSections.TECHNICAL.matcher(s).matches()).as(s).isFalse();
        }
    }
}
