package com.bpidesk.engine.behavior;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Home-bias evidence names countries in words (issue 27: "country XX" on the DNA screen meant nothing to an advisor). */
class HomeBiasWordsTest {

    @Test
    void countriesAreNamedNotCoded() {
        assertThat(HomeBias.countryInWords("XX")).isEqualTo("several countries (a multi-country fund)");
        assertThat(HomeBias.countryInWords("NL")).isEqualTo("Netherlands (NL)");
        assertThat(HomeBias.countryInWords("US")).isEqualTo("United States (US)");
        assertThat(HomeBias.countryInWords("QZ")).isEqualTo("country QZ"); // no such ISO 3166 country: the code as given
    }
}
