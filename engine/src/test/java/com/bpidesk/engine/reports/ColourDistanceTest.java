package com.bpidesk.engine.reports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Color;
import org.junit.jupiter.api.Test;

/**
 * Colour difference and the chart palette (ADR 0130). References: sRGB red in CIELAB is (53.2408, 80.0925, 67.2032)
 * (Lindbloom's calculator and engine/src/test/python/colour_difference_reference.py, command in its doc string); CIE76
 * of red and white worked by hand: sqrt(46.7592² + 80.0925² + 67.2032²) = 114.5316; CIEDE2000 on the published test
 * pairs of Sharma, Wu and Dalal (2005), Table 1.
 */
class ColourDistanceTest {

    @Test
    void srgbToLabAndCie76MatchTheReference() {
        double[] red = ColourDistance.lab(Color.RED);
        assertThat(red[0]).isCloseTo(53.2408, within(1e-3));
        assertThat(red[1]).isCloseTo(80.0925, within(1e-3));
        assertThat(red[2]).isCloseTo(67.2032, within(1e-3));
        assertThat(ColourDistance.lab(Color.WHITE)[0]).isCloseTo(100, within(1e-3));
        assertThat(ColourDistance.cie76(Color.RED, Color.WHITE)).isCloseTo(114.5316, within(1e-3));
        assertThat(ColourDistance.cie76(new Color(0x1F3A5F), new Color(0x00796B))).isCloseTo(47.7853, within(1e-3));
    }

    @Test
    void ciede2000MatchesSharmasTestPairs() {
        double[][][] pairs = {
                {{50.0000, 2.6772, -79.7751}, {50.0000, 0.0000, -82.7485}, {2.0425}},
                {{50.0000, 3.1571, -77.2803}, {50.0000, 0.0000, -82.7485}, {2.8615}},
                {{50.0000, 0.0000, 0.0000}, {50.0000, -1.0000, 2.0000}, {2.3669}},
                {{50.0000, 2.5000, 0.0000}, {73.0000, 25.0000, -18.0000}, {27.1492}},
                {{60.2574, -34.0099, 36.2677}, {60.4626, -34.1751, 39.4387}, {1.2644}},
                {{22.7233, 20.0904, -46.6940}, {23.0331, 14.9730, -42.5619}, {2.0373}},
        };
        for (double[][] p : pairs) {
            assertThat(ColourDistance.ciede2000(p[0], p[1])).as("pair %s", java.util.Arrays.toString(p[0])).isCloseTo(p[2][0], within(1e-4));
            assertThat(ColourDistance.ciede2000(p[1], p[0])).isCloseTo(p[2][0], within(1e-4)); // symmetric
        }
    }

    @Test
    void everyPairOfSeriesColoursIsFarApartAfterBrandAdjustment() {
        String[][] brands = {
                {"#1F3A5F", "#00796B"}, // the demo brand
                {"#1F3A5F", "#1F3A6F"}, // two nearly identical brand colours: one is dropped
                {"#F2C14E", "#FFE9A8"}, // light brand colours: darkened to 3:1 on white first
                {"#0072B2", "#D55E00"}, // brand colours equal to candidates
                {"#000000", "#333333"},
        };
        for (String[] b : brands) {
            for (int n : new int[] {2, 3, 8}) {
                Color[] pal = ReportStyles.palette(Contrast.parse(b[0]), Contrast.parse(b[1]), n);
                assertThat(pal).hasSize(n);
                assertThat(ReportStyles.minimumDistance(pal)).as("%s/%s, %d series", b[0], b[1], n)
                        .isGreaterThanOrEqualTo(ReportStyles.MIN_SERIES_DELTA_E);
                for (Color c : pal) {
                    assertThat(ColourDistance.ciede2000(c, Color.WHITE)).isGreaterThanOrEqualTo(ReportStyles.MIN_PAGE_DELTA_E);
                    assertThat(Contrast.ratio(c, Color.WHITE)).isGreaterThanOrEqualTo(ReportStyles.GRAPHIC_CONTRAST - 1e-9);
                }
            }
        }
        // the brand's own colours lead when they are distinct
        Color[] demo = ReportStyles.palette(new Color(0x1F3A5F), new Color(0x00796B), 3);
        assertThat(demo[0]).isEqualTo(new Color(0x1F3A5F));
        assertThat(demo[1]).isEqualTo(new Color(0x00796B));
    }
}
