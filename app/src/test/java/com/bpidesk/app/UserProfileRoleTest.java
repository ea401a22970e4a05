package com.bpidesk.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
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
        var id = JsonNodeFactory.instance.objectNode().put("identified", true).put("name", "Jane Doe").put("role", "reviewer");
        assertThat(UserProfile.display(id)).isEqualTo("Jane Doe (Reviewer)");
        id.put("name", "Demo reviewer (demo only)").put("persona", "demo_reviewer");
        assertThat(UserProfile.display(id)).isEqualTo("Demo reviewer (demo only)");
        assertThat(UserProfile.demoReviewer(id)).isTrue();
    }
}
