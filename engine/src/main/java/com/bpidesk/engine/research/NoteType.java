package com.bpidesk.engine.research;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The kinds of research note. The wire name is the API value of {@code type} and the DB column value.
 */
public enum NoteType {
    /** A note generated from one agent section (or the synthesis) of a completed investment-committee analysis. */
    COMMITTEE("committee"),
    /** A note generated from one macro data release in the signals feed: what changed, by how much, its significance. */
    MACRO_RELEASE("macro_release"),
    /** A macro outlook (shipped demo corpus or imported). */
    MACRO_OUTLOOK("macro_outlook"),
    /** A sector or single-name note (shipped demo corpus or imported). */
    SECTOR_NOTE("sector_note"),
    /** A file the user imported (Markdown, plain text or the text of a PDF). */
    IMPORTED("imported");

    private final String wireName;

    NoteType(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    public static Optional<NoteType> parse(String value) {
        if (value == null) {
            return Optional.empty();
        }
        String v = value.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(t -> t.wireName.equals(v)).findFirst();
    }

    public static List<String> wireNames() {
        return Arrays.stream(values()).map(NoteType::wireName).toList();
    }

    @com.fasterxml.jackson.annotation.JsonValue
    public String json() {
        return wireName;
    }
}
