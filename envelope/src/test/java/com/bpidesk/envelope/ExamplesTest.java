package com.bpidesk.envelope;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every valid example validates; every invalid example breaks exactly the one rule its name says. */
class ExamplesTest {

    static final EnvelopeValidator VALIDATOR = new EnvelopeValidator();

    static Stream<Path> valid() {
        return Examples.valid().stream();
    }

    static Stream<Path> invalid() {
        return Examples.invalid().stream();
    }

    @Test
    void thereAreEnoughExamplesAndEachInvalidOneIsListed() {
        assertThat(Examples.all()).hasSizeGreaterThanOrEqualTo(25);
        assertThat(Examples.valid()).hasSizeGreaterThanOrEqualTo(8);
        List<String> names = Examples.invalid().stream().map(p -> p.getFileName().toString()).toList();
        assertThat(Examples.expected().keySet()).containsExactlyInAnyOrderElementsOf(names);
        Examples.expected().forEach((file, e) -> assertThat(file).as("file named after its rule").startsWith(e.keyword() + "-"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("valid")
    void validExampleIsValid(Path file) {
        ValidationReport r = VALIDATOR.validate(Examples.read(file));
        assertThat(r.violations()).as(file.getFileName().toString()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalid")
    void invalidExampleBreaksExactlyItsRule(Path file) {
        Map<String, Examples.Expected> expected = Examples.expected();
        Examples.Expected e = expected.get(file.getFileName().toString());
        ValidationReport r = VALIDATOR.validate(Examples.read(file));
        assertThat(r.violations()).as(file.getFileName().toString()).hasSize(1);
        Violation v = r.violations().get(0);
        assertThat(v.keyword()).isEqualTo(e.keyword());
        assertThat(v.pointer()).isEqualTo(e.pointer());
        assertThat(v.message()).isNotBlank().doesNotContain("$.");
    }

    @Test
    void notEvaluatedIsRejectedWithAnExplanation() {
        Path file = Examples.dir("invalid").resolve("enum-disposition-not-evaluated.json");
        Violation v = VALIDATOR.validate(Examples.read(file)).violations().get(0);
        assertThat(v.message()).contains("PROCEED").contains("NOT_EVALUATED is not a disposition");
    }
}
