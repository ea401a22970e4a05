package com.bpidesk.engine.platform.http;

/**
 * A feature's slice of the REST API: its routes and the OpenAPI fragment that documents them.
 * A fragment is a YAML file with {@code paths} and optional {@code components}; all fragments are merged
 * into the document served at {@code /openapi.json}, and a test fails when a route is undocumented.
 */
public interface ApiModule {

    /** Classpath resource of this module's OpenAPI fragment, e.g. {@code /openapi/regime.yaml}. */
    String openApiFragment();

    void register(Routes routes);
}
