package com.bpidesk.engine.platform.http;

/** A registered route: method, Javalin/OpenAPI path template ({@code /api/swarm/status/{job_id}}), access and body limit. */
public record RouteSpec(String method, String path, Access access, long maxBodyBytes) {
}
