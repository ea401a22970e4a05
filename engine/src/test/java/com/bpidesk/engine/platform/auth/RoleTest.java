package com.bpidesk.engine.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The role vocabulary of ADR 0243: three words, only a reviewer reviews, and the mapping of the old free-text roles. */
class RoleTest {

    @Test
    void threeWordsCaseIgnoredAnythingElseRefusedInWords() {
        assertThat(Role.parse("advisor")).isEqualTo(Role.ADVISOR);
        assertThat(Role.parse(" Reviewer ")).isEqualTo(Role.REVIEWER);
        assertThat(Role.parse("ADMINISTRATOR")).isEqualTo(Role.ADMINISTRATOR);
        assertThatThrownBy(() -> Role.parse("Compliance officer")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("The role must be advisor, reviewer or administrator, got 'Compliance officer'");
        assertThatThrownBy(() -> Role.parse(null)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Role.ofStored("compliance officer")).isNull();
        assertThat(Role.ofStored(null)).isNull();
        assertThat(Role.REVIEWER.wireName()).isEqualTo("reviewer");
        assertThat(Role.ADMINISTRATOR.label()).isEqualTo("Administrator");
    }

    @Test
    void onlyAReviewerReviews() {
        assertThat(Role.REVIEWER.reviews()).isTrue();
        assertThat(Role.ADVISOR.reviews()).isFalse();
        assertThat(Role.ADMINISTRATOR.reviews()).isFalse(); // separation of duties: issues keys, does not approve
    }

    /** The free text of ADR 0135 (before the vocabulary), mapped as migration V17_3 maps it; worked by hand. */
    @Test
    void oldFreeTextRolesMapSensibly() {
        assertThat(Role.fromLegacy("Jane Doe", "Compliance officer")).isEqualTo(Role.REVIEWER);
        assertThat(Role.fromLegacy("Jane Doe", "Chief Compliance Officer")).isEqualTo(Role.REVIEWER);
        assertThat(Role.fromLegacy("Jane Doe", "Reviewer")).isEqualTo(Role.REVIEWER);
        assertThat(Role.fromLegacy("Jane Doe", "Maker-checker")).isEqualTo(Role.REVIEWER);
        assertThat(Role.fromLegacy("Jane Doe", "Branch supervisor")).isEqualTo(Role.REVIEWER);
        assertThat(Role.fromLegacy("Sam Roe", "System administrator")).isEqualTo(Role.ADMINISTRATOR);
        assertThat(Role.fromLegacy("Sam Roe", "Admin")).isEqualTo(Role.ADMINISTRATOR);
        assertThat(Role.fromLegacy("Ann Lee", "Advisor")).isEqualTo(Role.ADVISOR);
        assertThat(Role.fromLegacy("Ann Lee", "Portfolio manager")).isEqualTo(Role.ADVISOR);
        assertThat(Role.fromLegacy("Ann Lee", null)).isEqualTo(Role.ADVISOR); // a holder without a role never reviews
        assertThat(Role.fromLegacy(null, null)).isNull();                    // no holder, no role
        assertThat(Role.fromLegacy(null, " ")).isNull();
    }
}
