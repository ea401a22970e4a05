package com.bpidesk.engine.reports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.testing.TestEngine;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/**
 * The one WCAG contrast rule of the product, against an independent reference
 * ({@code python3 engine/src/test/resources/reference/wcag_contrast.py}), and its route for the app's live preview.
 */
@Tag("api")
class ContrastTest {

    @Test
    void checkMatchesTheReferenceScript() {
        Contrast.Check gold = Contrast.check("#f2c14e");
        assertThat(gold.color()).isEqualTo("#F2C14E");
        assertThat(gold.contrastOnWhite()).isCloseTo(1.6781947362, within(1e-9));
        assertThat(gold.textColor()).isEqualTo("#8F7129");
        assertThat(gold.textContrastOnWhite()).isCloseTo(4.6032462792, within(1e-9));
        assertThat(gold.textOnFill()).isEqualTo("#1A1A1A");
        assertThat(gold.meetsAa()).isFalse();

        Contrast.Check navy = Contrast.check("#1F3A5F");
        assertThat(navy.contrastOnWhite()).isCloseTo(11.4833895089, within(1e-9));
        assertThat(navy.textColor()).isEqualTo("#1F3A5F");
        assertThat(navy.textOnFill()).isEqualTo("#FFFFFF");
        assertThat(navy.meetsAa()).isTrue();

        Contrast.Check grey = Contrast.check("#777777");
        assertThat(grey.contrastOnWhite()).isCloseTo(4.4780894536, within(1e-9));
        assertThat(grey.textColor()).isEqualTo("#747474");
        assertThat(grey.textContrastOnWhite()).isCloseTo(4.6739912544, within(1e-9));
    }

    @Test
    void warningsNameTheColourItsRatioAndTheReplacement() {
        assertThat(Contrast.warning("Accent", "#F2C14E")).contains(
                "Accent colour #F2C14E has contrast 1.68:1 on white, below WCAG AA 4.5:1; accent text uses #8F7129 (4.60:1).");
        assertThat(Contrast.warning("Primary", "#777777")).contains(
                "Primary colour #777777 has contrast 4.48:1 on white, below WCAG AA 4.5:1; headings use #747474 (4.67:1).");
        assertThat(Contrast.warning("Primary", "#1F3A5F")).isEmpty();
        assertThat(Contrast.isColor("#12345")).isFalse();
        assertThat(Contrast.isColor("#0f766e")).isTrue();
    }

    @Test
    void brandCheckRouteAnswersTheRuleAndNamesInvalidFields() {
        try (TestEngine t = TestEngine.start(Map.of())) {
            var ok = t.postJson("/api/reports/brand-check", "{\"primary_color\":\"#1F3A5F\",\"accent_color\":\"#F2C14E\"}");
            assertThat(ok.status()).as(ok.body()).isEqualTo(200);
            var j = ok.json();
            assertThat(j.at("/primary/meets_aa").asBoolean()).isTrue();
            assertThat(j.at("/primary/text_on_fill").asText()).isEqualTo("#FFFFFF");
            assertThat(j.at("/accent/text_color").asText()).isEqualTo("#8F7129");
            assertThat(j.at("/accent/contrast_on_white").asDouble()).isCloseTo(1.6781947362, within(1e-9));
            assertThat(j.at("/warnings").size()).isEqualTo(1);
            assertThat(j.at("/warnings/0").asText()).startsWith("Accent colour #F2C14E has contrast 1.68:1");

            var bad = t.postJson("/api/reports/brand-check", "{\"primary_color\":\"navy\",\"accent_color\":\"#F2C14E\"}");
            assertThat(bad.status()).isEqualTo(400);
            assertThat(bad.header("Content-Type")).startsWith("application/problem+json");
            assertThat(bad.body()).contains("primary_color").contains("#RRGGBB");
        }
    }
}
