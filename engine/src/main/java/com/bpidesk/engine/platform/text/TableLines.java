package com.bpidesk.engine.platform.text;

import java.util.Locale;
import java.util.Optional;

/**
 * The longest line a table file (CSV of transactions, holdings, prices, rates or macro series) may have. The widest real
 * export seen (an Interactive Brokers activity statement) has rows under 2,000 characters; a longer line is not a table
 * row, and refusing it before sniffing or per-cell matching keeps a 10 MB one-line upload's refusal linear and fast
 * (issue 11: such a file took minutes in the header matcher).
 */
public final class TableLines {

    /** Characters per line, line break excluded. */
    public static final int MAX_LINE_CHARS = 65_536;

    private TableLines() {
    }

    /**
     * Why the text cannot be a table: its first line longer than {@link #MAX_LINE_CHARS}, in words with the line number
     * and length; empty when every line fits. One {@code indexOf} per line.
     */
    public static Optional<String> overlongLine(String text) {
        int pos = 0;
        int line = 1;
        while (pos < text.length()) {
            int end = text.indexOf('\n', pos);
            if (end < 0) {
                end = text.length();
            }
            if (end - pos > MAX_LINE_CHARS) {
                return Optional.of(String.format(Locale.ROOT,
                        "Line %,d is %,d characters long; rows of a table are at most %,d characters, so this file is not a table this desk reads.",
                        line, end - pos, MAX_LINE_CHARS));
            }
            pos = end + 1;
            line++;
        }
        return Optional.empty();
    }
}
