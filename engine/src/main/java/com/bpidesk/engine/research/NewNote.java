package com.bpidesk.engine.research;

import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A note to add to the research corpus (see {@link ResearchNotes#add}).
 *
 * @param organizationId owner; {@link ResearchNotes#SHARED_ORGANIZATION} for notes every organization sees
 * @param type           kind of note
 * @param date           the date the note speaks for (release period, analysis date, publication date)
 * @param title          one-line title
 * @param source         who or what produced it (e.g. {@code investment committee job 42 (risk_manager)}, {@code FRED})
 * @param tickers        upper-case tickers the note is about (may be empty)
 * @param regions        ISO alpha-2 regions or {@code EA}/{@code WLD} (may be empty)
 * @param text           the body (Markdown or plain text)
 * @param originKey      idempotence key of generated notes (one note per origin); null for user notes
 * @param demo           true for shipped demonstration content
 */
public record NewNote(String organizationId, NoteType type, LocalDate date, String title, String source,
                      List<String> tickers, List<String> regions, String text, String originKey, boolean demo) {

    public static final int MAX_TITLE = 300;
    public static final int MAX_TEXT = 2_000_000;

    public NewNote {
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(date, "date");
        Objects.requireNonNull(text, "text");
        title = title == null || title.isBlank() ? "(untitled)" : truncate(title.strip(), MAX_TITLE);
        source = source == null || source.isBlank() ? "unknown" : truncate(source.strip(), 300);
        tickers = tickers == null ? List.of() : tickers.stream().map(t -> t.strip().toUpperCase(Locale.ROOT))
                .filter(t -> !t.isEmpty()).distinct().toList();
        regions = regions == null ? List.of() : regions.stream().map(t -> t.strip().toUpperCase(Locale.ROOT))
                .filter(t -> !t.isEmpty()).distinct().toList();
    }

    static String truncate(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max - 1) + "…";
    }
}
