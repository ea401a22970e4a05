package com.bpidesk.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.platform.PlatformApi;
import org.junit.jupiter.api.Test;

/** The desktop profile's role in the engine's vocabulary (ADR 0243), including roles typed before it existed. */
class UserProfileRoleTest {

    @Test
    void rolesTypedBeforeTheVocabularyMapAsTheEngineMigrationDoes() {
        assertThat(UserProfile.role("Reviewer")).isEqualTo("reviewer");
        assertThat(UserProfile.role("Compliance officer")).isEqualTo("reviewer");
        assertThat(UserProfile.role("System administrator")).isEqualTo("administrator");
        assertThat(UserProfile.role("Advisor")).isEqualTo("advisor");
        assertThat(UserProfile.role("Wealth manager")).isEqualTo("advisor");
        assertThat(UserProfile.role("")).isEqualTo("advisor");
        assertThat(UserProfile.role(null)).isEqualTo("advisor");
    }

    @Test
    void theDisplayNamesThePersonAndTheRoleInWordsAndTheDemoReviewerAsItself() {
        var id = new PlatformApi.Identity(true, "Jane Doe", "reviewer", null, null, null, null, null, null, null, null);
        assertThat(UserProfile.display(id)).isEqualTo("Jane Doe (Reviewer)");
        id = new PlatformApi.Identity(true, "Demo reviewer (demo only)", "reviewer", null, null, null, "demo_reviewer", null, null, null, null);
        assertThat(UserProfile.display(id)).isEqualTo("Demo reviewer (demo only)");
        assertThat(UserProfile.demoReviewer(id)).isTrue();
    }

    @Test
    void theProfileIsSentOnlyWhenTheDeskMayAndItDiffersAndTheTypedIdentityReadsAsTheJsonOneDoes(@org.junit.jupiter.api.io.TempDir
            java.nio.file.Path dir) {
        var engine = new com.bpidesk.app.testing.FakeEngine();
        var settings = com.bpidesk.app.settings.AppSettings.load(dir);
        settings.set(UserProfile.NAME, " Jane Doe ").set(UserProfile.ROLE, "Compliance officer");
        var id = UserProfile.sync(engine.platform(), settings);
        // sent once, with the role mapped to the engine's word; a second sync finds nothing to change
        assertThat(engine.calls).containsExactly("platform.identity", "platform.updateIdentity Jane Doe reviewer");
        assertThat(UserProfile.display(id)).isEqualTo("Jane Doe (Reviewer)");
        UserProfile.sync(engine.platform(), settings);
        assertThat(engine.calls).hasSize(3);
        id = UserProfile.actAsDemoReviewer(engine.platform(), true);
        assertThat(UserProfile.demoReviewer(id)).isTrue();
        assertThat(UserProfile.display(id)).isEqualTo("Jane Doe");
        // a key that names its holder (a firm's server): nothing is sent
        engine.platform.identity = new com.bpidesk.app.client.platform.PlatformApi.Identity(true, "Ana Silva", "advisor", false,
                false, "not a reviewer", null, false, "adv-01", "own", "your clients");
        assertThat(UserProfile.display(UserProfile.sync(engine.platform(), settings))).isEqualTo("Ana Silva (Advisor)");
        assertThat(engine.calls).noneMatch(c -> c.startsWith("platform.updateIdentity Jane Doe advisor"));
    }
}
