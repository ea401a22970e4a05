package com.bpidesk.envelope;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The envelope's JSON configuration: snake_case names, absent optional fields omitted, and strict reading
 * (duplicate keys, unknown fields, trailing tokens, NaN and coerced scalars are errors). Decimal numbers
 * are read as {@link java.math.BigDecimal} so {@code proposed_action.parameters} round-trips exactly.
 * Reading is bounded: at most {@link #MAX_DEPTH} nesting levels, {@link #MAX_STRING_CHARS} per string.
 */
public final class EnvelopeJson {

    /** Deepest nesting accepted (objects and arrays); the envelope itself needs 4. */
    public static final int MAX_DEPTH = 64;
    /** Longest single string or name accepted. */
    public static final int MAX_STRING_CHARS = 1 << 20;
    /** Largest document accepted by the validator and the parser, in UTF-8 bytes. */
    public static final int MAX_BYTES = 4 << 20;

    public static final ObjectMapper MAPPER = mapper();

    private EnvelopeJson() {
    }

    private static ObjectMapper mapper() {
        JsonFactory factory = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(MAX_DEPTH)
                        .maxStringLength(MAX_STRING_CHARS)
                        .maxNameLength(MAX_STRING_CHARS)
                        .maxNumberLength(400)
                        .maxDocumentLength(MAX_BYTES)
                        .build())
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .build();
        return JsonMapper.builder(factory)
                .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                .serializationInclusion(JsonInclude.Include.NON_NULL)
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .disable(JsonParser.Feature.ALLOW_NON_NUMERIC_NUMBERS)
                .build();
    }
}
