package com.bpidesk.engine.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Two SIGKILL trials on the desktop's H2 database in every CI run (the full 20 on H2 and PostgreSQL are in
 * {@code ./bpi reliability}): nothing answered 2xx is lost, and the audit chain still verifies.
 */
@Tag("slow")
class KillNineTest {

    @Test
    void acknowledgedWritesSurviveKillNine() throws Exception {
        Path dir = Files.createTempDirectory("bpi-kill9-");
        KillTrials.Figures f = new KillTrials().run(dir, Map.of("jobs.workers", "1"), 2, 3);
        System.out.println(f.line("H2"));
        assertThat(f.envelopesAcked()).as("the trials acknowledged writes to check").isPositive();
        assertThat(f.lost()).as(f.line("H2")).isZero();
        assertThat(f.chainValid()).isTrue();
    }
}
