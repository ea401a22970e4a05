package com.bpidesk.engine.transactions;

import java.util.List;

/**
 * A real broker's export layout, as data ({@code /transactions/brokers.json}): chosen when every header of the
 * signature is present (compared normalised), the most specific signature winning. Its mapping fills in what the
 * vocabulary cannot know (unnamed columns, which of two amount columns counts, a broker's own type words).
 *
 * @param id        stable identifier, reported as {@code detected_format}
 * @param name      the broker's name and export, for people
 * @param signature normalised header cells that must all be present
 * @param mapping   the layout's columns, date order, decimal separator, side rule and type words
 * @param note      what the layout is, where it comes from (the export menu) and its quirks
 */
public record BrokerProfile(String id, String name, List<String> signature, ColumnMapping mapping, String note) {
}
