package com.bpidesk.app.behavior;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.tasks.BackgroundTasks;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** View-model logic without a stage. */
class DnaViewModelTest {

    @Test
    void provenanceLabels() {
        assertThat(DnaViewModel.provenanceLabel("price_store:demo,client_trades"))
                .isEqualTo("Prices: demo market (simulated) and the file's own trade prices");
        assertThat(DnaViewModel.provenanceLabel("client_trades")).isEqualTo("Prices: the file's own trade prices");
        assertThat(DnaViewModel.provenanceLabel("none")).isEmpty();
    }

    @Test
    void readingReportsProgressPerChunk() throws Exception {
        byte[] data = new byte[(DnaViewModel.CHUNK * 5) / 2];
        List<Double> fractions = new ArrayList<>();
        byte[] out = DnaViewModel.read(new ByteArrayInputStream(data), data.length, new BackgroundTasks.Progress() {
            @Override
            public void update(double fraction, String message) {
                fractions.add(fraction);
            }

            @Override
            public boolean isCancelled() {
                return false;
            }
        });
        assertThat(out).hasSize(data.length);
        assertThat(fractions.get(fractions.size() - 1)).isEqualTo(1.0);
        assertThat(fractions).isSorted();
    }
}
