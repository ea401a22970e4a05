package com.bpidesk.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.platform.PlatformApi;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** The status bar's "Signed in as ..." from the identity answer (need-to-know, ADR 0252), on hand-written answers. */
class SignedInTextTest {

    static final ObjectMapper JSON = new ObjectMapper()
            .setPropertyNamingStrategy(com.fasterxml.jackson.databind.PropertyNamingStrategies.SNAKE_CASE)
            .configure(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    static PlatformApi.Identity identity(String json) throws Exception {
        return JSON.readValue(json, PlatformApi.Identity.class);
    }

    @Test
    void anAdvisorsKeySaysWhoseClientsTheScreensShow() throws Exception {
        assertThat(ShellViewModel.signedIn(identity("""
                {"name":"Maria Lopez","holder_id":"adv-03","scope":"own","scope_description":"your clients"}""")))
                .isEqualTo("Signed in as Maria Lopez · your clients");
        assertThat(ShellViewModel.signedIn(identity("""
                {"name":"Bo Branch","holder_id":"adv-01","scope":"supervised","scope_description":"your clients and your team's"}""")))
                .isEqualTo("Signed in as Bo Branch · your clients and your team's");
    }

    @Test
    void theDesktopsOwnKeyBoundToNoHolderShowsNothingNew() throws Exception {
        assertThat(ShellViewModel.signedIn(identity("""
                {"name":"Desk User","holder_id":null,"scope":"organization","scope_description":"the whole organization"}""")))
                .isEmpty();
        assertThat(ShellViewModel.signedIn(identity("{\"scope\":\"organization\"}"))).isEmpty();
    }
}
