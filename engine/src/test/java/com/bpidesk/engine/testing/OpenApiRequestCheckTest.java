package com.bpidesk.engine.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** The OpenAPI check every API test relies on is not vacuous: it refuses what the document forbids, both ways. */
@Tag("api")
class OpenApiRequestCheckTest {

    static TestEngine t;

    @BeforeAll
    static void start() {
        t = TestEngine.start();
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    @Test
    void aRequestBodyTheDocumentForbidsIsReported() {
        assertThat(t.openApi().violations("POST", "/api/research/notes", "{\"title\":\"t\",\"text\":\"x\",\"colour\":\"red\"}")).isNotEmpty();
        assertThat(t.openApi().violations("POST", "/api/research/notes", "{\"title\":\"t\",\"text\":\"x\"}")).isEmpty();
    }

    @Test
    void anAnswerWithAWrongTypeOrAnUndocumentedFieldIsReported() {
        String good = t.get("/api/research/index").body();
        assertThat(t.openApi().responseViolations("GET", "/api/research/index", 200, good)).isEmpty();
        assertThat(t.openApi().responseViolations("GET", "/api/research/index", 200, "{\"state\":\"sleeping\"}")).isNotEmpty();
        assertThat(t.openApi().responseViolations("GET", "/api/research/index", 200, "{\"passages\":\"many\"}")).isNotEmpty();
        assertThat(t.openApi().responseViolations("GET", "/api/research/index", 200, "{\"state\":\"ready\",\"secret\":1}"))
                .as("a field the document does not name").isNotEmpty();
    }

    @Test
    void rawSendsAreCheckedToo() {
        // a PUT through a raw builder: the body is read back and checked, the answer too
        TestEngine.Response r = t.putJson("/api/data/settings", t.get("/api/data/settings").body());
        assertThat(r.status()).isLessThan(500);
        assertThatThrownBy(() -> t.check("GET", "/api/research/index", null, 200, "application/json", "{\"state\":\"ready\",\"secret\":1}"))
                .isInstanceOf(AssertionError.class).hasMessageContaining("does not match its OpenAPI document");
    }
}
