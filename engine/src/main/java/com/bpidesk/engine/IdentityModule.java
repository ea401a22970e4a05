package com.bpidesk.engine;

import com.bpidesk.engine.platform.auth.ApiKeys;
import com.bpidesk.engine.platform.auth.Caller;
import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.Routes;
import com.bpidesk.engine.platform.http.Validation;
import io.javalin.http.Context;

/**
 * {@code GET /api/identity}: who the caller is (the key, its organization and the person it was issued to);
 * {@code PUT /api/identity}: an administrator key records its own holder (the desktop app sends the desktop user's
 * profile this way, ADR 0135). A non-administrator key's holder is set only when the key is created
 * ({@code keys create --holder NAME --role ROLE}) or by the operator ({@code keys holder}), so a person cannot review
 * under someone else's name.
 */
final class IdentityModule implements ApiModule {

    /** The answer of both routes. */
    record Identity(String keyId, String organizationId, String tier, boolean admin, String name, String role,
                    boolean identified, boolean canEdit) {
        static Identity of(Caller c, String name, String role) {
            return new Identity(c.keyId(), c.organizationId(), c.tier().wireName(), c.admin(), name, role,
                    name != null && !name.isBlank(), c.admin());
        }
    }

    /** Body of {@code PUT /api/identity}. */
    record Profile(String name, String role) {
    }

    private final ApiKeys keys;

    IdentityModule(ApiKeys keys) {
        this.keys = keys;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/identity.yaml";
    }

    @Override
    public void register(Routes r) {
        r.get("/api/identity", Access.ENTERPRISE, ctx -> {
            Caller c = Api.caller(ctx);
            ctx.json(Identity.of(c, c.holderName(), c.holderRole()));
        });
        r.put("/api/identity", Access.ADMIN, this::put);
    }

    private void put(Context ctx) {
        Caller c = Api.caller(ctx);
        Profile p = Api.body(ctx, Profile.class);
        String name = p.name() == null ? "" : p.name().trim();
        String role = p.role() == null ? "" : p.role().trim();
        new Validation()
                .check(!name.isEmpty(), "/name", "is required: the name your reviews are recorded under")
                .check(name.length() <= 200, "/name", "must be at most 200 characters")
                .check(role.length() <= 200, "/role", "must be at most 200 characters")
                .throwIfInvalid("The profile is not valid");
        keys.setHolder(c.keyId(), name, role);
        ctx.json(Identity.of(c, name, role.isEmpty() ? null : role));
    }
}
