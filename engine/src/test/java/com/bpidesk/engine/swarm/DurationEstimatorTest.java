package com.bpidesk.engine.swarm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class DurationEstimatorTest {

    @Test
    void fastRecentJobsNeverGiveAZeroEstimate() {
        List<DurationEstimator.Sample> fast = List.of(new DurationEstimator.Sample(16, 0.004),
                new DurationEstimator.Sample(16, 0.003), new DurationEstimator.Sample(40, 0.006));
        double run = DurationEstimator.estimate(fast, 16);
        assertThat(run).isLessThan(0.05);
        assertThat(DurationEstimator.roundUp(run)).isEqualTo(0.1);
    }

    @Test
    void roundsUpToTenths() {
        assertThat(DurationEstimator.roundUp(1.21)).isEqualTo(1.3);
        assertThat(DurationEstimator.roundUp(1.2)).isEqualTo(1.2);
        assertThat(DurationEstimator.roundUp(0)).isEqualTo(0.1);
    }

    @Test
    void linearFitOnSizeWhenSizesVary() {
        // seconds = 0.2 + 0.01 x positions exactly: the fit recovers it, 100 positions -> 1.2 s.
        List<DurationEstimator.Sample> s = List.of(new DurationEstimator.Sample(10, 0.3), new DurationEstimator.Sample(50, 0.7),
                new DurationEstimator.Sample(200, 2.2), new DurationEstimator.Sample(20, 0.4));
        assertThat(DurationEstimator.estimate(s, 100)).isCloseTo(1.2, org.assertj.core.data.Offset.offset(1e-9));
    }
}
