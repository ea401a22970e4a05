package com.bpidesk.engine.platform.text;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.JsonStreamContext;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The edge rule for control characters in what a client sends (issue 29, ADR 0220): ids and text never hold a C0
 * control character (U+0000 to U+001F) or DEL (U+007F), except that free text may hold a tab, a line feed and a
 * carriage return; an id (a field named {@code id}, {@code *_id} or {@code *_ids}, a query or path parameter, a header
 * cell) holds none at all. A NUL stored in an id cannot be fetched again and PostgreSQL refuses it outright ("invalid
 * byte sequence for encoding UTF8: 0x00"), so the request is refused before any work, naming the field in words.
 * Pure functions: the HTTP edge and the agents' server apply them.
 */
public final class ControlCharacters {

    /** Where a control character was found: the field in words, its JSON Pointer (RFC 6901) and the character. */
    public record Found(String field, String pointer, char character) {

        /** The character's name for people: "NUL", "a tab", "U+001B (ESC)". */
        public String characterName() {
            return ControlCharacters.name(character);
        }
    }

    private static final JsonFactory FACTORY = JsonFactory.builder().build();
    private static final String[] C0 = {"NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "TAB", "LF", "VT",
        "FF", "CR", "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC", "FS", "GS",
        "RS", "US"};

    private ControlCharacters() {
    }

    /** Whether {@code c} is refused: any C0 control or DEL, except tab, line feed and carriage return in free text. */
    public static boolean refused(char c, boolean freeText) {
        if (c == '\t' || c == '\n' || c == '\r') {
            return !freeText;
        }
        return c < 0x20 || c == 0x7F;
    }

    /** The index of the first refused character of {@code s}, or -1. */
    public static int indexOf(String s, boolean freeText) {
        if (s == null) {
            return -1;
        }
        for (int i = 0; i < s.length(); i++) {
            if (refused(s.charAt(i), freeText)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether a JSON field of this name is an id (no control character at all): {@code id}, {@code *_id}, {@code *_ids}. */
    public static boolean isIdField(String name) {
        return name != null && (name.equals("id") || name.endsWith("_id") || name.endsWith("_ids"));
    }

    /** The character's name for people. */
    public static String name(char c) {
        if (c == 0) {
            return "NUL";
        }
        if (c == '\t') {
            return "a tab";
        }
        if (c == '\n' || c == '\r') {
            return "a line break";
        }
        String code = String.format(Locale.ROOT, "U+%04X", (int) c);
        return c < 0x20 ? code + " (" + C0[c] + ")" : c == 0x7F ? code + " (DEL)" : code;
    }

    /** A field name in words: {@code decision_id} → "decision id". */
    public static String words(String fieldName) {
        return fieldName.replace('_', ' ').strip();
    }

    /**
     * A JSON location in words, innermost first: {@code /actor_or_agent/id} → "'id' in 'actor or agent'",
     * {@code /positions/0/symbol} → "'symbol' in item 1 of 'positions'", the root → "the request body".
     */
    public static String inWords(List<Object> path) {
        if (path.isEmpty()) {
            return "the request body";
        }
        Object last = path.get(path.size() - 1);
        List<Object> parent = path.subList(0, path.size() - 1);
        if (last instanceof Integer i) {
            return "item " + (i + 1) + " of " + (parent.isEmpty() ? "the list" : inWords(parent));
        }
        String here = "'" + printable(words((String) last)) + "'";
        return parent.isEmpty() ? here : here + " in " + inWords(parent);
    }

    /**
     * The first string value or field name of a JSON document holding a refused character, or empty (also for a
     * document that is not valid JSON: the parser of the request answers that one in its own words). Streaming, so
     * linear in the body's size; a body without a backslash or a DEL byte cannot hold one (raw C0 bytes are not
     * valid JSON) and is not scanned.
     */
    public static Optional<Found> scanJson(byte[] json) {
        if (!mayHoldControl(json)) {
            return Optional.empty();
        }
        try (JsonParser p = FACTORY.createParser(json)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.FIELD_NAME) {
                    String key = p.currentName();
                    if (indexOf(key, false) >= 0) {
                        List<Object> path = path(p.getParsingContext().getParent());
                        String where = path.isEmpty() ? "a field name of the request body" : "a field name in " + inWords(path);
                        return Optional.of(new Found(where, pointer(path) + "/" + escape(printable(key)),
                                key.charAt(indexOf(key, false))));
                    }
                } else if (t == JsonToken.VALUE_STRING) {
                    String value = p.getText();
                    List<Object> path = path(p.getParsingContext());
                    int at = indexOf(value, !isId(path));
                    if (at >= 0) {
                        return Optional.of(new Found(inWords(path), pointer(path), value.charAt(at)));
                    }
                }
            }
        } catch (IOException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    private static boolean mayHoldControl(byte[] json) {
        for (byte b : json) {
            if (b == '\\' || b == 0x7F) {
                return true;
            }
        }
        return false;
    }

    /** Whether the string at this path is an id: its field (or the list it is an item of) is named as one. */
    private static boolean isId(List<Object> path) {
        for (int i = path.size() - 1; i >= 0; i--) {
            if (path.get(i) instanceof String name) {
                return isIdField(name);
            }
        }
        return false;
    }

    /** The path of the current value: field names and array indexes from the root. */
    private static List<Object> path(JsonStreamContext ctx) {
        List<Object> out = new ArrayList<>();
        for (JsonStreamContext c = ctx; c != null && !c.inRoot(); c = c.getParent()) {
            if (c.inObject()) {
                out.add(0, c.getCurrentName() == null ? "" : c.getCurrentName());
            } else if (c.inArray()) {
                out.add(0, Math.max(0, c.getCurrentIndex()));
            }
        }
        return out;
    }

    private static String pointer(List<Object> path) {
        StringBuilder sb = new StringBuilder();
        for (Object o : path) {
            sb.append('/').append(o instanceof String s ? escape(printable(s)) : o);
        }
        return sb.toString();
    }

    private static String escape(String s) {
        return s.replace("~", "~0").replace("/", "~1");
    }

    /** The text with its control characters shown as '?', so an answer never carries them back. */
    public static String printable(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            sb.append(c < 0x20 || c == 0x7F ? '?' : c);
        }
        return sb.toString();
    }
}
