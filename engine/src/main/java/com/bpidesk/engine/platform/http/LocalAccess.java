package com.bpidesk.engine.platform.http;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Which {@code Host} and {@code Origin} headers the API answers (issue 11, ADR 0111): a web page in the user's
 * browser must not reach the engine through DNS rebinding (its requests carry the attacker's host name) or a
 * cross-site request (its requests carry an {@code Origin}).
 * <ul>
 *   <li>Host: bound to a loopback address, the API accepts {@code localhost}, {@code 127.0.0.1}, {@code [::1]}
 *       and the bound address; bound to another specific address, that address; bound to every interface
 *       ({@code 0.0.0.0}, a shared server behind a reverse proxy), any host unless names are configured. Names
 *       in {@code http.allowed.hosts} are always accepted (and, when set, are the only ones for a wildcard bind).</li>
 *   <li>Origin: requests without one (the desktop app, scripts, curl) pass; a request with an {@code Origin} is
 *       refused unless it is listed in {@code http.allowed.origins}.</li>
 * </ul>
 */
public record LocalAccess(Optional<Set<String>> allowedHosts, Set<String> allowedOrigins) {

    public static final ProblemType HOST_REFUSED = new ProblemType("host-not-allowed",
            "The request was addressed to a host name this engine does not answer", 403);
    public static final ProblemType ORIGIN_REFUSED = new ProblemType("origin-not-allowed",
            "Requests from web pages are not accepted", 403);

    /** The policy for an engine bound to {@code bind} with the configured extra hosts and allowed origins. */
    public static LocalAccess forBinding(String bind, String configuredHosts, String configuredOrigins) {
        Set<String> extra = split(configuredHosts);
        Set<String> origins = split(configuredOrigins);
        String b = strip(bind);
        if (b.equals("0.0.0.0") || b.equals("::") || b.isEmpty()) {
            return new LocalAccess(extra.isEmpty() ? Optional.empty() : Optional.of(extra), origins);
        }
        Set<String> hosts = new LinkedHashSet<>(extra);
        hosts.add(b);
        if (isLoopback(b)) {
            hosts.add("localhost");
            hosts.add("127.0.0.1");
            hosts.add("::1");
        }
        return new LocalAccess(Optional.of(Set.copyOf(hosts)), origins);
    }

    /** Any host and any origin (tests of other behaviour). */
    public static LocalAccess open() {
        return new LocalAccess(Optional.empty(), Set.of("*"));
    }

    /** Throws a 403 problem when the request's Host or Origin is not allowed. */
    public void check(String hostHeader, String origin) {
        if (allowedHosts.isPresent()) {
            String host = hostHeader == null ? "" : strip(hostOnly(hostHeader));
            if (!allowedHosts.get().contains(host)) {
                throw new ApiException(HOST_REFUSED, "This engine answers requests addressed to "
                        + String.join(", ", allowedHosts.get().stream().sorted().toList())
                        + "; add other names to the setting http.allowed.hosts.");
            }
        }
        if (origin != null && !allowedOrigins.contains("*")
                && !allowedOrigins.contains(origin.strip().toLowerCase(Locale.ROOT))) {
            throw new ApiException(ORIGIN_REFUSED, "This engine does not accept requests made by web pages (origin "
                    + sanitize(origin) + "); list trusted origins in the setting http.allowed.origins.");
        }
    }

    private static String hostOnly(String host) {
        String h = host.strip();
        if (h.startsWith("[")) {
            int end = h.indexOf(']');
            return end > 0 ? h.substring(1, end) : h;
        }
        int colon = h.indexOf(':');
        return colon >= 0 && h.indexOf(':', colon + 1) < 0 ? h.substring(0, colon) : h;
    }

    private static String strip(String host) {
        String h = host == null ? "" : host.strip().toLowerCase(Locale.ROOT);
        if (h.startsWith("[") && h.endsWith("]")) {
            h = h.substring(1, h.length() - 1);
        }
        return h.endsWith(".") ? h.substring(0, h.length() - 1) : h;
    }

    private static boolean isLoopback(String address) {
        if (address.equals("localhost")) {
            return true;
        }
        try {
            return InetAddress.getByName(address).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    private static Set<String> split(String csv) {
        Set<String> out = new LinkedHashSet<>();
        if (csv != null) {
            for (String s : csv.split(",")) {
                if (!s.isBlank()) {
                    out.add(s.strip().toLowerCase(Locale.ROOT));
                }
            }
        }
        return Set.copyOf(out);
    }

    private static String sanitize(String s) {
        String t = s.replaceAll("\\p{Cntrl}", "?");
        return t.length() > 100 ? t.substring(0, 100) + "..." : t;
    }
}
