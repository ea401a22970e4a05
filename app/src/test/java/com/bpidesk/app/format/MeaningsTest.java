package com.bpidesk.app.format;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.client.signals.SignalsApi.SuitabilityDrift;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The meanings of statistics against hand-worked values (issue 27: words first, the figure kept in the detail). */
class MeaningsTest {

    private final Meanings m = new Meanings(Formats.of(Locale.UK));

    @Test
    void diversificationIsOneOverHhi() {
        // 1 / 0.127 = 7.874 -> 7.9; four equal holdings: HHI 4 x 0.25^2 = 0.25 -> 4.0
        assertThat(m.diversification(0.127).text()).isEqualTo("7.9 holdings' worth of diversification");
        assertThat(m.diversification(0.127).detail()).contains("HHI", "0.127", "7.9 equal holdings");
        assertThat(m.diversification(0.25).text()).isEqualTo("4.0 holdings' worth of diversification");
        assertThat(m.diversification(1.0).text()).isEqualTo("no diversification: the value sits in one holding");
        assertThat(m.diversification(null).text()).isEmpty();
    }

    @Test
    void sectorFitInWordsWithTheEnginesThresholds() {
        assertThat(m.sectorFit(0.404).text()).isEqualTo("Sectors strongly tilted towards those this regime favours");
        assertThat(m.sectorFit(0.404).detail()).startsWith("Sector fit +40.4%");
        assertThat(m.sectorFit(0.05).text()).isEqualTo("Sectors tilted towards those this regime favours");
        assertThat(m.sectorFit(-0.07).text()).isEqualTo("Sectors tilted against those this regime favours");
        assertThat(m.sectorFit(-0.15).text()).isEqualTo("Sectors strongly tilted against those this regime favours");
        assertThat(m.sectorFit(0.02).text()).isEqualTo("Sectors neutral to this regime");
        assertThat(m.sectorFit(null).text()).isEmpty();
    }

    @Test
    void driftNamesTheMetricFurthestOut() throws Exception {
        // balanced bands: equity 40-70 %, HHI at most 0.15. Equity 82 %: (0.82 - 0.70) / 0.20 = 0.6 steps;
        // HHI 0.25: (0.25 - 0.15) / 0.10 = 1.0 step (furthest out); score sqrt(0.6^2 + 1.0^2) = 1.166 -> "clearly".
        SuitabilityDrift d = drift("""
                {"drift_score": 1.166, "in_band": false, "risk_tolerance": "balanced", "metrics": [
                 {"metric": "volatility", "value": 0.09, "band_min": 0, "band_max": 0.13, "distance": 0},
                 {"metric": "equity_share", "value": 0.82, "band_min": 0.40, "band_max": 0.70, "distance": 0.6},
                 {"metric": "hhi", "value": 0.25, "band_min": 0, "band_max": 0.15, "distance": 1.0}]}""");
        // 1 / 0.25 = 4.0 holdings; the band's 0.15 asks for 1 / 0.15 = 6.67 -> 6.7
        assertThat(m.drift(d).text()).isEqualTo("Outside the house bands for a balanced client, clearly: mainly concentration, "
                + "4.0 holdings' worth of diversification where the band asks for at least 6.7");
        assertThat(m.drift(d).detail()).startsWith("Drift score 1.17 band steps");
        SuitabilityDrift slight = drift("""
                {"drift_score": 0.6, "in_band": false, "risk_tolerance": "balanced", "metrics": [
                 {"metric": "equity_share", "value": 0.82, "band_min": 0.40, "band_max": 0.70, "distance": 0.6}]}""");
        assertThat(m.drift(slight).text()).isEqualTo("Outside the house bands for a balanced client, slightly: mainly the equity share, "
                + "82.0% where the band is 40.0% to 70.0%");
        SuitabilityDrift within = drift("{\"drift_score\": 0, \"in_band\": true, \"risk_tolerance\": \"growth\"}");
        assertThat(m.drift(within).text()).isEqualTo("Within the house bands for a growth client");
    }

    static SuitabilityDrift drift(String json) throws Exception {
        return EngineClient.JSON.readValue(json, SuitabilityDrift.class);
    }
}
