package com.bpidesk.engine.research;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/**
 * A stored research note. {@code demo} is true for the shipped demonstration corpus; {@code briefingJobId} is the
 * analysis job whose investment-committee briefing a committee note was written from (the link back to the briefing,
 * which the app opens in Reports), null for other notes.
 */
public record ResearchNote(long noteId, NoteType type, LocalDate date, String title, String source,
                           List<String> tickers, List<String> regions, String text, boolean demo,
                           Instant createdAt, String briefingJobId) {
}
