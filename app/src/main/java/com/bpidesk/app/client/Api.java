package com.bpidesk.app.client;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Where a typed client's record sits in the OpenAPI document, so {@code ApiRecordsMatchOpenApiTest} can check that every
 * component of the record is a property there (and nested records in the nested schemas): a named schema, a route's
 * response, or a route's request body. Records without one are reached through the record that contains them.
 */
public final class Api {

    private Api() {
    }

    /** The record mirrors {@code #/components/schemas/<value>}. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.TYPE)
    public @interface Schema {
        String value();
    }

    /** The record mirrors the JSON answer of a route (an array answer: the record is its item). */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.TYPE)
    public @interface Response {
        String path();

        String method() default "get";

        String status() default "200";
    }

    /** The record is the JSON request body of a route. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.TYPE)
    public @interface Request {
        String path();

        String method() default "post";
    }
}
