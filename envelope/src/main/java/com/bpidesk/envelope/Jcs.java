package com.bpidesk.envelope;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * RFC 8785 JSON Canonicalization Scheme (JCS) and the SHA-256 digest of its UTF-8 bytes.
 *
 * <ul>
 *   <li>Objects: members sorted by the UTF-16 code units of their names (RFC 8785 section 3.2.3), which is
 *       exactly {@link String#compareTo}; no whitespace.</li>
 *   <li>Strings: only {@code "} and {@code \} and the controls U+0000..U+001F are escaped; {@code \b \t \n \f \r}
 *       use their short forms, other controls <code>&#92;u00XX</code> with lowercase hex; everything else is written
 *       as is (section 3.2.2.2).</li>
 *   <li>Numbers: the value as an IEEE 754 double, written as ECMAScript's {@code Number.prototype.toString}
 *       does (section 3.2.2.3, ECMA-262 section 7.1.12.1); NaN and infinities are rejected.</li>
 * </ul>
 * The shortest round-tripping digits come from {@link Double#toString(double)}, which since JDK 19 returns
 * the shortest decimal that rounds to the double (and the closest when several are shortest), the same
 * digit string ECMAScript requires; only the layout (exponent thresholds) is re-done here.
 */
public final class Jcs {

    private Jcs() {
    }

    /** The canonical form of a JSON text (read strictly: duplicate keys are rejected). */
    public static String canonicalize(String json) {
        try {
            return canonicalize(EnvelopeJson.MAPPER.readTree(json));
        } catch (IOException e) {
            throw new IllegalArgumentException("Not JSON: " + e.getMessage(), e);
        }
    }

    /** The canonical form of a JSON tree. */
    public static String canonicalize(JsonNode node) {
        StringBuilder sb = new StringBuilder();
        write(node, sb);
        return sb.toString();
    }

    /** Lowercase hex SHA-256 of the canonical form's UTF-8 bytes. */
    public static String sha256(JsonNode node) {
        return sha256Hex(canonicalize(node).getBytes(StandardCharsets.UTF_8));
    }

    public static String sha256Hex(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is not available", e);
        }
    }

    private static void write(JsonNode node, StringBuilder sb) {
        switch (node.getNodeType()) {
            case OBJECT -> {
                List<Map.Entry<String, JsonNode>> fields = new ArrayList<>();
                for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                    fields.add(it.next());
                }
                fields.sort(Map.Entry.comparingByKey());
                sb.append('{');
                for (int i = 0; i < fields.size(); i++) {
                    if (i > 0) {
                        sb.append(',');
                    }
                    string(fields.get(i).getKey(), sb);
                    sb.append(':');
                    write(fields.get(i).getValue(), sb);
                }
                sb.append('}');
            }
            case ARRAY -> {
                sb.append('[');
                for (int i = 0; i < node.size(); i++) {
                    if (i > 0) {
                        sb.append(',');
                    }
                    write(node.get(i), sb);
                }
                sb.append(']');
            }
            case STRING -> string(node.textValue(), sb);
            case NUMBER -> sb.append(number(toDouble(node)));
            case BOOLEAN -> sb.append(node.booleanValue() ? "true" : "false");
            case NULL -> sb.append("null");
            default -> throw new IllegalArgumentException("Not representable in JSON: " + node.getNodeType());
        }
    }

    /** The IEEE 754 double nearest to the number's exact decimal value (as a JSON parser in ECMAScript reads it). */
    private static double toDouble(JsonNode n) {
        if (n.isDouble() || n.isFloat()) {
            return n.doubleValue();
        }
        if (n.isInt() || n.isLong() || n.isShort()) {
            return (double) n.longValue(); // correctly rounded conversion (JLS 5.1.2)
        }
        // BigDecimal and BigInteger: Double.parseDouble rounds the exact decimal correctly.
        return Double.parseDouble(n.isBigDecimal() ? n.decimalValue().toString() : n.bigIntegerValue().toString());
    }

    /**
     * ECMAScript {@code Number::toString(x)} for a finite double (ECMA-262 7.1.12.1): with k the number of
     * shortest significant digits s and n the decimal exponent such that x = s * 10^(n-k):
     * k <= n <= 21 -> digits then n-k zeros; 0 < n <= 21 -> point after n digits; -6 < n <= 0 -> "0." then
     * -n zeros then digits; otherwise exponent form d[.ddd]e(+|-)(n-1).
     */
    public static String number(double x) {
        if (Double.isNaN(x) || Double.isInfinite(x)) {
            throw new IllegalArgumentException("JSON (RFC 8785) has no representation for " + x);
        }
        if (x == 0) {
            return "0"; // both +0 and -0
        }
        String sign = x < 0 ? "-" : "";
        BigDecimal shortest = shortestDecimal(Math.abs(x));
        String digits = shortest.unscaledValue().toString();
        int k = digits.length();
        int n = k - shortest.scale();
        StringBuilder sb = new StringBuilder(sign);
        if (k <= n && n <= 21) {
            sb.append(digits).append("0".repeat(n - k));
        } else if (0 < n && n <= 21) {
            sb.append(digits, 0, n).append('.').append(digits, n, k);
        } else if (-6 < n && n <= 0) {
            sb.append("0.").append("0".repeat(-n)).append(digits);
        } else {
            int e = n - 1;
            sb.append(digits.charAt(0));
            if (k > 1) {
                sb.append('.').append(digits, 1, k);
            }
            sb.append('e').append(e < 0 ? '-' : '+').append(Math.abs(e));
        }
        return sb.toString();
    }

    /**
     * The shortest decimal that rounds to x (closest to x among equally short ones). {@link Double#toString}
     * gives it except when one significant digit would do: then it renders the closest two-digit decimal
     * (for example 4.9E-324 where ECMAScript writes 5e-324), so one-digit candidates are tried here.
     */
    static BigDecimal shortestDecimal(double x) {
        BigDecimal shortest = new BigDecimal(Double.toString(x)).stripTrailingZeros();
        if (shortest.precision() == 2) {
            BigDecimal exact = new BigDecimal(x);
            BigDecimal best = null;
            for (RoundingMode mode : new RoundingMode[] {RoundingMode.FLOOR, RoundingMode.CEILING}) {
                BigDecimal c = shortest.round(new MathContext(1, mode));
                if (Double.parseDouble(c.toString()) == x
                        && (best == null || c.subtract(exact).abs().compareTo(best.subtract(exact).abs()) < 0)) {
                    best = c;
                }
            }
            if (best != null) {
                shortest = best.stripTrailingZeros();
            }
        }
        return shortest;
    }

    private static void string(String s, StringBuilder sb) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\b' -> sb.append("\\b");
                case '\t' -> sb.append("\\t");
                case '\n' -> sb.append("\\n");
                case '\f' -> sb.append("\\f");
                case '\r' -> sb.append("\\r");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else if (Character.isSurrogate(c)) {
                        boolean pair = Character.isHighSurrogate(c) && i + 1 < s.length()
                                && Character.isLowSurrogate(s.charAt(i + 1));
                        if (!pair) {
                            throw new IllegalArgumentException("A string holds a lone surrogate (U+"
                                    + Integer.toHexString(c).toUpperCase() + "), which I-JSON and RFC 8785 exclude");
                        }
                        sb.append(c).append(s.charAt(++i));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }

}
