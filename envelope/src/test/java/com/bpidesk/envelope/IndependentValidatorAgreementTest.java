package com.bpidesk.envelope;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.erosb.jsonsKema.FormatValidationPolicy;
import com.github.erosb.jsonsKema.JsonParser;
import com.github.erosb.jsonsKema.JsonValue;
import com.github.erosb.jsonsKema.Schema;
import com.github.erosb.jsonsKema.SchemaLoader;
import com.github.erosb.jsonsKema.ValidationFailure;
import com.github.erosb.jsonsKema.Validator;
import com.github.erosb.jsonsKema.ValidatorConfig;
import java.net.URI;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * An independent JSON Schema 2020-12 implementation (erosb json-sKema, Kotlin, its own parser and its own
 * bundled meta-schemas) accepts the shipped schema as a valid 2020-12 schema and agrees with
 * {@link EnvelopeValidator} on every example: same verdict, and for invalid examples the same keyword.
 */
class IndependentValidatorAgreementTest {

    static final String META = "https://json-schema.org/draft/2020-12/schema";
    static final EnvelopeValidator OURS = new EnvelopeValidator();
    static final Validator THEIRS = Validator.create(
            new SchemaLoader(new JsonParser(EnvelopeSchema.text(), URI.create(EnvelopeSchema.ID)).parse()).load(),
            ValidatorConfig.builder().validateFormat(FormatValidationPolicy.ALWAYS).build());

    static Stream<Path> examples() {
        return Examples.all().stream();
    }

    @Test
    void shippedSchemaIsAValid202012Schema() {
        Schema meta = SchemaLoader.forURL(META).load();
        JsonValue schemaDoc = new JsonParser(EnvelopeSchema.text(), URI.create(EnvelopeSchema.ID)).parse();
        ValidationFailure failure = Validator.create(meta, ValidatorConfig.builder()
                .validateFormat(FormatValidationPolicy.ALWAYS).build()).validate(schemaDoc);
        assertThat(failure).as("meta-schema validation of the shipped schema").isNull();
        // The check has teeth: a malformed schema is rejected by the same meta-schema validation.
        assertThat(Validator.create(meta, new ValidatorConfig(FormatValidationPolicy.ALWAYS))
                .validate(new JsonParser("{\"type\": 5, \"required\": \"x\"}").parse())).isNotNull();
        assertThat(EnvelopeSchema.text()).contains("\"$schema\": \"" + META + "\"")
                .contains("\"$id\": \"" + EnvelopeSchema.ID + "\"");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void bothValidatorsAgree(Path file) {
        String text = Examples.read(file);
        ValidationReport ours = OURS.validate(text);
        Set<String> theirKeywords = new TreeSet<>();
        boolean theirsValid;
        try {
            ValidationFailure f = THEIRS.validate(new JsonParser(text, URI.create("mem://" + file.getFileName())).parse());
            theirsValid = f == null;
            if (f != null) {
                // json-sKema reports "additionalProperties": false as a failure of the false subschema; the
                // schema's only false subschemas are additionalProperties, so the names are equivalent.
                f.flatten().forEach(x -> {
                    String k = x.getKeyword() == null ? "?" : x.getKeyword().getValue();
                    theirKeywords.add("false".equals(k) ? "additionalProperties" : k);
                });
            }
        } catch (RuntimeException notJson) {
            // json-sKema's parser rejects non-JSON (and duplicate keys) by throwing.
            theirsValid = false;
            theirKeywords.add("json");
        }
        assertThat(theirsValid).as("json-sKema verdict on %s (keywords %s) vs ours %s", file.getFileName(), theirKeywords,
                ours.violations()).isEqualTo(ours.valid());
        if (!ours.valid()) {
            Map<String, Examples.Expected> expected = Examples.expected();
            String keyword = expected.get(file.getFileName().toString()).keyword();
            if (!Set.of("json", "duplicateKey").contains(keyword)) {
                assertThat(theirKeywords).as("json-sKema keywords for %s", file.getFileName()).contains(keyword);
            }
        }
    }
}
