package com.bpidesk.engine;

import com.bpidesk.engine.assurance.Actor;
import com.bpidesk.engine.assurance.ReviewRights;
import com.bpidesk.engine.platform.auth.ApiKeys;
import com.bpidesk.engine.platform.auth.Caller;
import com.bpidesk.engine.platform.auth.Role;
import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.Routes;
import com.bpidesk.engine.platform.http.Validation;
import io.javalin.http.Context;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * {@code GET /api/identity}: who the caller is (the key, its organization, the person it was issued to and their role,
 * and whether they may review decisions, with the reason in words when not: ADR 0243); {@code PUT /api/identity}: an
 * administrator key records its own holder (the desktop app sends the desktop user's profile this way, ADR 0135);
 * {@code PUT /api/identity/persona}: in demo mode, the desktop key acts as the labelled demo reviewer, or stops. A
 * non-administrator key's holder is set only when the key is created ({@code keys create --holder NAME --role ROLE}) or
 * by the operator ({@code keys holder}), so a person cannot review under someone else's name.
 */
final class IdentityModule implements ApiModule {

    /** The answer of the routes: {@code role} is advisor, reviewer or administrator; {@code persona} demo_reviewer or absent. */
    record Identity(String keyId, String organizationId, String tier, boolean admin, String name, String role,
                    boolean identified, boolean canEdit, boolean canReview, String cannotReviewReason, String persona,
                    boolean demoReviewerAvailable, String scope, String scopeDescription, String holderId) {
        static Identity of(Caller c, String name, String role, boolean demo) {
            String why = ReviewRights.notAReviewer(new Actor(c.actorId(), name, role));
            return new Identity(c.keyId(), c.organizationId(), c.tier().wireName(), c.admin(), name, role,
                    name != null && !name.isBlank(), c.admin() && c.persona() == null, why == null, why, c.persona(),
                    c.admin() && demo, c.scope().kind().wireName(), c.scope().describe(), c.scope().holderId());
        }
    }

    /** Body of {@code PUT /api/identity}. */
    record Profile(String name, String role) {
    }

    /** Body of {@code PUT /api/identity/persona}: {@code demo_reviewer}, or null to act as oneself again. */
    record Persona(String persona) {
    }

    private final ApiKeys keys;
    private final BooleanSupplier demo;

    IdentityModule(ApiKeys keys, BooleanSupplier demo) {
        this.keys = keys;
        this.demo = demo;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/identity.yaml";
    }

    @Override
    public void register(Routes r) {
        r.get("/api/identity", Access.ENTERPRISE, ctx -> {
            Caller c = Api.caller(ctx);
            ctx.json(Identity.of(c, c.holderName(), c.holderRole(), demo.getAsBoolean()));
        });
        r.put("/api/identity", Access.ADMIN, this::put);
        r.put("/api/identity/persona", Access.ADMIN, this::persona);
        // ADR 0258: whom a decision can be assigned to, by name
        r.get("/api/identity/reviewers", Access.ENTERPRISE, ctx -> ctx.json(reviewers(keys.reviewerNames(
                Api.caller(ctx).organizationId()), demo.getAsBoolean())));
    }

    /** One reviewer of the organization: the name assignments and reviews record; {@code demo_only} for the demo persona. */
    record Reviewer(String name, boolean demoOnly) {
    }

    record Reviewers(List<Reviewer> items) {
    }

    /** The organization's named reviewers, then (in demo mode) the demo reviewer persona, each name once. */
    static Reviewers reviewers(List<String> names, boolean demo) {
        List<Reviewer> out = new java.util.ArrayList<>(names.stream().map(n -> new Reviewer(n, false)).toList());
        if (demo && !names.contains(Caller.DEMO_REVIEWER_NAME)) {
            out.add(new Reviewer(Caller.DEMO_REVIEWER_NAME, true));
        }
        return new Reviewers(out);
    }

    private void put(Context ctx) {
        Caller c = Api.caller(ctx);
        Profile p = Api.body(ctx, Profile.class);
        String name = p.name() == null ? "" : p.name().trim();
        String role = p.role() == null || p.role().isBlank() ? Role.ADVISOR.wireName() : p.role().trim();
        new Validation()
                .check(!name.isEmpty(), "/name", "is required: the name your reviews are recorded under")
                .check(name.length() <= 200, "/name", "must be at most 200 characters")
                .check(Role.ofStored(role) != null, "/role", "must be advisor, reviewer or administrator")
                .throwIfInvalid("The profile is not valid");
        String stored = Role.parse(role).wireName();
        keys.setHolder(c.keyId(), name, stored);
        Caller now = new Caller(c.keyId(), c.organizationId(), c.tier(), name, stored, c.admin(), null, c.scope());
        ctx.json(c.persona() != null ? Identity.of(c, c.holderName(), c.holderRole(), demo.getAsBoolean())
                : Identity.of(now, name, stored, demo.getAsBoolean()));
    }

    private void persona(Context ctx) {
        Caller c = Api.caller(ctx);
        Persona p = Api.body(ctx, Persona.class);
        String persona = p.persona() == null || p.persona().isBlank() ? null : p.persona().trim();
        new Validation()
                .check(persona == null || Caller.DEMO_REVIEWER.equals(persona), "/persona", "must be demo_reviewer or null")
                .throwIfInvalid("The persona is not valid");
        if (persona != null && !demo.getAsBoolean()) {
            throw DomainException.conflict("The demo reviewer exists only in demo mode, to show the review workflow with"
                    + " demo data. With real data, another person reviews your proposals on the firm's server.");
        }
        keys.setPersona(c.keyId(), persona);
        Caller now = persona == null
                ? keys.key(c.keyId()).map(k -> k.caller()).orElse(c)
                : new Caller(c.keyId(), c.organizationId(), c.tier(), Caller.DEMO_REVIEWER_NAME, Role.REVIEWER.wireName(), c.admin(), persona,
                        c.scope());
        ctx.json(Identity.of(now, now.holderName(), now.holderRole(), demo.getAsBoolean()));
    }
}
