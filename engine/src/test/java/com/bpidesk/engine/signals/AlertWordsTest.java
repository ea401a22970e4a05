package com.bpidesk.engine.signals;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The drift alert names its furthest metric in words (issue 27); expected sentences written by hand. */
class AlertWordsTest {

    @Test
    void eachMetricReadsAsASentenceWithItsFigures() {
        assertThat(AlertSignals.inWords(new ClientEvaluator.Distance("equity_share", 0.728, 0.15, 0.35, 0.20, 1.89)))
                .isEqualTo("shares are 73 % of it; the profile allows 15 to 35 %");
        assertThat(AlertSignals.inWords(new ClientEvaluator.Distance("max_position", 0.185, 0, 0.10, 0.10, 0.85)))
                .isEqualTo("its largest holding is 19 % of it; the profile allows up to 10 %");
        assertThat(AlertSignals.inWords(new ClientEvaluator.Distance("volatility", 0.21, 0, 0.12, 0.05, 1.8)))
                .isEqualTo("its value swings about 21 % a year; the profile allows up to 12 %");
        // HHI 0.25 is four equal holdings; a limit of 0.125 asks for at least eight
        assertThat(AlertSignals.inWords(new ClientEvaluator.Distance("hhi", 0.25, 0, 0.125, 0.10, 1.25)))
                .isEqualTo("it is as diversified as 4.0 equal holdings; the profile asks for at least 8.0");
    }
}
