package com.bpidesk.engine.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.bpidesk.engine.behavior.DnaScorer;
import com.bpidesk.engine.market.PriceHistory;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The services registry's rule of ADR 0256: a starting feature provides only its own types or platform interfaces. */
class ServicesTest {

    @Test
    void aFeatureProvidingAnotherFeaturesTypeFailsTheStart() {
        Services s = new Services();
        s.startingFeature("com.bpidesk.engine.signals");
        // what signals did for behavior before ADR 0256: an earlier feature's interface provided by a later one
        assertThatThrownBy(() -> s.provide(PriceHistory.class, null))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("com.bpidesk.engine.signals provides com.bpidesk.engine.market.PriceHistory");
        assertThat(s.find(PriceHistory.class)).isEmpty();
    }

    @Test
    void ownTypesAndPlatformInterfacesAreProvided() {
        Services s = new Services();
        s.startingFeature("com.bpidesk.engine.behavior");
        assertThat(s.provide(DnaScorer.class, null)).isNull(); // its own package (a null service is only a test stand-in)
        s.startingFeature("com.bpidesk.engine.signals");
        ClientHomeCountries homes = (org, client) -> Optional.of("DE");
        s.provide(ClientHomeCountries.class, homes);
        assertThat(s.require(ClientHomeCountries.class).homeCountry("o", "c")).contains("DE");
    }

    @Test
    void outsideAFeatureStartNothingIsChecked() {
        Services s = new Services();
        PriceHistory none = null;
        s.provide(PriceHistory.class, none); // extensions and test engines after start
        assertThatThrownBy(() -> s.require(PriceHistory.class)).isInstanceOf(IllegalStateException.class);
    }
}
