package com.bpidesk.engine.platform;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The one JSON configuration of the engine's API: snake_case field names (so a Java record component
 * {@code jobId} is the API field {@code job_id}), ISO-8601 timestamps, no null fields, and strict
 * reading: unknown fields, numbers given as strings, NaN and trailing tokens are rejected with a
 * clear problem rather than silently accepted.
 */
public final class Json {

    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .addModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(JsonParser.Feature.ALLOW_NON_NUMERIC_NUMBERS)
            .serializationInclusion(JsonInclude.Include.NON_NULL)
            .build();

    /**
     * The reader of what clients send (request bodies and JSON form fields, {@code Api.read}): {@link #MAPPER} with strict
     * types as well (issue 29, ADR 0220): a number or true/false is not text (Jackson would store {@code {"name":5}} as
     * the name "5"), and a number is not an enum value. Stored JSON the engine wrote itself is read with {@link #MAPPER}.
     */
    public static final ObjectMapper REQUESTS = strict(MAPPER.copy());

    private static ObjectMapper strict(ObjectMapper m) {
        m.coercionConfigFor(LogicalType.Textual)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        m.enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS);
        return m;
    }

    private Json() {
    }
}
