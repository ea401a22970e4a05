package com.bpidesk.engine.platform.auth;

import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Row;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * API keys: created once and shown once, stored only as SHA-256 over a random 16-byte salt and the
 * secret, and compared in constant time ({@link MessageDigest#isEqual}).
 *
 * <p>A key reads {@code bpi_<key id>_<secret>}: the key id (12 characters) finds the row, the secret
 * (32 characters, about 190 bits) proves possession. Lookups are cached for a few seconds so a hot
 * endpoint does not hit the database; a revocation made by another process (the CLI) takes effect
 * within {@link #CACHE_TTL}.
 */
public final class ApiKeys {

    public static final Duration CACHE_TTL = Duration.ofSeconds(5);
    private static final String ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
    private static final Pattern KEY_FORMAT = Pattern.compile("bpi_([A-Za-z0-9]{12})_([A-Za-z0-9]{32})");

    private final Database db;
    private final Clock clock;
    private final long defaultDailyLimit;
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Cached> cache = new ConcurrentHashMap<>();
    private final Holders holders;
    private final java.util.concurrent.atomic.AtomicLong generation = new java.util.concurrent.atomic.AtomicLong();
    private final ScopeGuard scopeGuard;

    private record Stored(ApiKey key, byte[] salt, byte[] hash) {
    }

    private record Cached(Stored stored, Instant loadedAt) {
    }

    /** The one-time result of creating a key: the full secret key string and its stored facts. */
    public record Created(String secret, ApiKey key) {
    }

    public ApiKeys(Database db, Clock clock, long defaultDailyLimit) {
        this.db = db;
        this.clock = clock;
        this.defaultDailyLimit = defaultDailyLimit;
        // a holder's new scope applies to its keys at once on this node: the cache forgets every key, and a lookup that
        // read the database before the change does not store its stale answer (the generation moved on)
        this.holders = new Holders(db, clock, () -> {
            generation.incrementAndGet();
            cache.clear();
        });
        this.scopeGuard = new ScopeGuard(db, holders);
    }

    /** Need-to-know on the routes that name a record of client data (ADR 0252). */
    public ScopeGuard scopeGuard() {
        return scopeGuard;
    }

    /** The organization's key holders, their scopes and the supervision relation (ADR 0252). */
    public Holders holders() {
        return holders;
    }

    public Created create(String organizationId, Tier tier, String label) {
        return create(organizationId, tier, label, defaultDailyLimit);
    }

    public Created create(String organizationId, Tier tier, String label, long dailyLimit) {
        return create(organizationId, tier, label, dailyLimit, false);
    }

    /** An administrator key ({@code admin}) may also change engine-wide state (ADR 0113); it must be enterprise tier. */
    public Created create(String organizationId, Tier tier, String label, long dailyLimit, boolean admin) {
        return create(organizationId, tier, label, dailyLimit, admin, null, null);
    }

    /**
     * A key issued to a person: {@code holder} (their name) and {@code holderRole} are recorded with it, and every
     * review made with the key is recorded under them (ADR 0135).
     */
    public Created create(String organizationId, Tier tier, String label, long dailyLimit, boolean admin, String holder,
                          String holderRole) {
        return create(organizationId, tier, label, dailyLimit, admin, ApiKey.Kind.API, List.of(), holder, holderRole);
    }

    /**
     * An AI agent's key (ADR 0141): enterprise tier, never an administrator, limited to the tools in {@code scopes}
     * (checked by the caller against the tools that exist), counted against the organization's daily limit.
     */
    public Created createAgent(String organizationId, String label, List<String> scopes) {
        return createAgent(organizationId, label, scopes, null);
    }

    /**
     * An agent key bound to the holder of the key that created it ({@code holderId}, may be null): the agent sees only
     * the clients its creator sees (ADR 0252).
     */
    public Created createAgent(String organizationId, String label, List<String> scopes, String holderId) {
        if (scopes == null || scopes.isEmpty()) {
            throw new IllegalArgumentException("An agent key needs at least one tool in its scopes");
        }
        for (String s : scopes) {
            if (s == null || !s.matches("[a-z][a-z0-9_]{0,63}")) {
                throw new IllegalArgumentException("A scope is a tool name (lower-case letters, digits, '_'), got '" + s + "'");
            }
        }
        Created c = create(organizationId, Tier.ENTERPRISE, label, defaultDailyLimit, false, ApiKey.Kind.AGENT,
                List.copyOf(new java.util.LinkedHashSet<>(scopes)), null, null);
        if (holderId != null) {
            db.update("UPDATE api_keys SET holder_id = ? WHERE key_id = ?", holderId, c.key().keyId());
        }
        return c;
    }

    private Created create(String organizationId, Tier tier, String label, long dailyLimit, boolean admin,
                           ApiKey.Kind kind, List<String> scopes, String holder, String holderRole) {
        holder = clean(holder);
        holderRole = role(holder, holderRole);
        if (label != null && label.length() > 200) {
            throw new IllegalArgumentException("A key's label has at most 200 characters");
        }
        if (admin && tier != Tier.ENTERPRISE) {
            throw new IllegalArgumentException("An administrator key must be on the enterprise tier");
        }
        if (organizationId == null || !organizationId.matches("[A-Za-z0-9._-]{1,64}")) {
            throw new IllegalArgumentException("Organization id must be 1-64 letters, digits, '.', '_' or '-'");
        }
        if (dailyLimit <= 0) {
            throw new IllegalArgumentException("Daily limit must be positive");
        }
        String keyId = randomString(12);
        String secret = randomString(32);
        byte[] salt = new byte[16];
        random.nextBytes(salt);
        Instant now = clock.instant();
        String scopeText = String.join(",", scopes);
        if (scopeText.length() > 1000) {
            throw new IllegalArgumentException("An agent key's scopes have at most 1000 characters");
        }
        db.update("INSERT INTO api_keys (key_id, organization_id, tier, label, salt, secret_hash, daily_limit, created_at, admin,"
                        + " kind, scopes, holder, holder_role) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                keyId, organizationId, tier.wireName(), label == null ? "" : label,
                HexFormat.of().formatHex(salt), HexFormat.of().formatHex(hash(salt, secret)), dailyLimit, now, admin,
                kind.wireName(), scopeText, holder, holderRole);
        ApiKey key = new ApiKey(keyId, organizationId, tier, label == null ? "" : label, dailyLimit, now, null, admin,
                kind, scopes, holder, holderRole);
        return new Created("bpi_" + keyId + "_" + secret, key);
    }

    /** The key's facts when the presented string is a valid, active key; empty otherwise. */
    public Optional<ApiKey> authenticate(String presented) {
        if (presented == null) {
            return Optional.empty();
        }
        var m = KEY_FORMAT.matcher(presented.trim());
        if (!m.matches()) {
            return Optional.empty();
        }
        Stored stored = lookup(m.group(1));
        if (stored == null || !stored.key().active()) {
            // Still hash once so unknown and known ids take similar time.
            hash(new byte[16], m.group(2));
            return Optional.empty();
        }
        boolean ok = MessageDigest.isEqual(stored.hash(), hash(stored.salt(), m.group(2)));
        return ok ? Optional.of(stored.key()) : Optional.empty();
    }

    public List<ApiKey> list() {
        return db.query("SELECT * FROM api_keys ORDER BY created_at, key_id", r -> toStored(r).key());
    }

    /**
     * The names of the organization's reviewers (ADR 0258): holders of its active keys whose role is reviewer, each name
     * once, in alphabetical order. Agent keys never review.
     */
    public List<String> reviewerNames(String organizationId) {
        return db.query("SELECT DISTINCT holder FROM api_keys WHERE organization_id = ? AND revoked_at IS NULL AND holder_role = ?"
                + " AND holder IS NOT NULL AND kind <> 'agent' ORDER BY holder", r -> r.str("holder"), organizationId,
                Role.REVIEWER.wireName());
    }

    /** The agent keys of one organization, newest first (revoked ones too, with their revocation time). */
    public List<ApiKey> listAgents(String organizationId) {
        return db.query("SELECT * FROM api_keys WHERE organization_id = ? AND kind = 'agent' ORDER BY created_at DESC, key_id",
                r -> toStored(r).key(), organizationId);
    }

    /** Revokes an agent key of the organization; false when the organization has no such active agent key. */
    public boolean revokeAgent(String organizationId, String keyId) {
        int n = db.update("UPDATE api_keys SET revoked_at = ? WHERE key_id = ? AND organization_id = ? AND kind = 'agent'"
                + " AND revoked_at IS NULL", clock.instant(), keyId, organizationId);
        cache.remove(keyId);
        return n == 1;
    }

    /**
     * Records the person who holds a key (name and role, each at most 200 characters; blank clears). Used by the CLI
     * ({@code keys holder}) and by an administrator key for itself (the desktop user's profile, ADR 0135).
     */
    public boolean setHolder(String keyId, String holder, String holderRole) {
        holder = clean(holder);
        holderRole = role(holder, holderRole);
        if (holder != null && holder.length() > 200) {
            throw new IllegalArgumentException("A holder's name must be at most 200 characters");
        }
        int n = db.update("UPDATE api_keys SET holder = ?, holder_role = ? WHERE key_id = ?", holder, holderRole, keyId);
        cache.remove(keyId);
        return n == 1;
    }

    /**
     * Turns the demo reviewer persona on or off for a key (ADR 0243; the caller checks demo mode). While on, the key
     * acts as {@link Caller#DEMO_REVIEWER_NAME}, a reviewer with its own actor id.
     */
    public boolean setPersona(String keyId, String persona) {
        if (persona != null && !Caller.DEMO_REVIEWER.equals(persona)) {
            throw new IllegalArgumentException("The only persona is " + Caller.DEMO_REVIEWER);
        }
        int n = db.update("UPDATE api_keys SET persona = ? WHERE key_id = ?", persona, keyId);
        cache.remove(keyId);
        return n == 1;
    }

    /** The stored key with this id (active or revoked), read afresh. */
    public Optional<ApiKey> key(String keyId) {
        cache.remove(keyId);
        Stored s = lookup(keyId);
        return s == null ? Optional.empty() : Optional.of(s.key());
    }

    /**
     * A holder's role in the vocabulary of {@link Role} (ADR 0243): a given role must be one of its words; a holder
     * without a role is an advisor (a review right is never assumed); a key without a holder has no role.
     */
    private static String role(String holder, String holderRole) {
        String given = clean(holderRole);
        if (given != null) {
            return Role.parse(given).wireName();
        }
        return holder == null ? null : Role.ADVISOR.wireName();
    }

    private static String clean(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }

    /** Revokes a key by its id; returns false when no such active key exists. */
    public boolean revoke(String keyId) {
        int n = db.update("UPDATE api_keys SET revoked_at = ? WHERE key_id = ? AND revoked_at IS NULL", clock.instant(), keyId);
        cache.remove(keyId);
        return n == 1;
    }

    private Stored lookup(String keyId) {
        Instant now = clock.instant();
        Cached c = cache.get(keyId);
        if (c != null && c.loadedAt().plus(CACHE_TTL).isAfter(now)) {
            return c.stored();
        }
        long seen = generation.get();
        Stored s = db.queryOne("SELECT * FROM api_keys WHERE key_id = ?", ApiKeys::toStored, keyId).orElse(null);
        if (s != null && s.key().holderId() != null) {
            ApiKey k = s.key();
            s = new Stored(new ApiKey(k.keyId(), k.organizationId(), k.tier(), k.label(), k.dailyLimit(), k.createdAt(),
                    k.revokedAt(), k.admin(), k.kind(), k.scopes(), k.holder(), k.holderRole(), k.persona(), k.holderId(),
                    holders.scopeOf(k.organizationId(), k.holderId())), s.salt(), s.hash());
        }
        if (s != null) {
            cache.put(keyId, new Cached(s, now));
            if (seen != generation.get()) {
                cache.remove(keyId); // holders changed while this lookup read the database: it may be stale
            }
        }
        return s;
    }

    private static Stored toStored(Row r) throws SQLException {
        ApiKey key = new ApiKey(r.str("key_id"), r.str("organization_id"), Tier.parse(r.str("tier")), r.str("label"),
                r.lng("daily_limit"), r.instant("created_at"), r.instant("revoked_at"), r.bool("admin"),
                ApiKey.Kind.parse(r.str("kind")), scopes(r.str("scopes")), r.str("holder"), r.str("holder_role"), r.str("persona"),
                r.str("holder_id"), null);
        return new Stored(key, HexFormat.of().parseHex(r.str("salt")), HexFormat.of().parseHex(r.str("secret_hash")));
    }

    private static List<String> scopes(String stored) {
        return stored == null || stored.isBlank() ? List.of() : List.of(stored.split(","));
    }

    private String randomString(int length) {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return sb.toString();
    }

    private static byte[] hash(byte[] salt, String secret) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            md.update(salt);
            return md.digest(secret.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
