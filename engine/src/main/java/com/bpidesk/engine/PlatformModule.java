package com.bpidesk.engine;

import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.RouteSpec;
import com.bpidesk.engine.platform.http.Routes;
import com.bpidesk.engine.platform.openapi.OpenApiDocument;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.function.Supplier;

/** {@code GET /health} (liveness, no key) and {@code GET /openapi.json} (the API description, no key). */
final class PlatformModule implements ApiModule {
    private final Supplier<Health> health;
    private final Supplier<List<RouteSpec>> routes;
    private final List<ApiModule> modules;
    private volatile ObjectNode openApi;

    PlatformModule(Supplier<Health> health, Supplier<List<RouteSpec>> routes, List<ApiModule> modules) {
        this.health = health;
        this.routes = routes;
        this.modules = modules;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/platform.yaml";
    }

    @Override
    public void register(Routes r) {
        r.get("/health", Access.PUBLIC, ctx -> ctx.json(health.get()));
        r.get("/openapi.json", Access.PUBLIC, ctx -> ctx.json(openApi()));
    }

    ObjectNode openApi() {
        if (openApi == null) {
            openApi = OpenApiDocument.build(Engine.version(), modules.stream().map(ApiModule::openApiFragment).toList());
        }
        return openApi;
    }
}
