package com.bpidesk.envelope;

/**
 * One way a document breaks the envelope schema: where ({@code pointer}, an RFC 6901 JSON Pointer into the
 * document; for a missing or unknown member it points at that member), which rule ({@code keyword}, the JSON
 * Schema keyword, or one of {@code json}, {@code maxBytes}, {@code maxDepth}, {@code duplicateKey} for
 * documents that cannot be read), and a readable {@code message}.
 */
public record Violation(String pointer, String keyword, String message) implements Comparable<Violation> {

    @Override
    public int compareTo(Violation o) {
        int c = pointer.compareTo(o.pointer);
        if (c == 0) {
            c = keyword.compareTo(o.keyword);
        }
        return c == 0 ? message.compareTo(o.message) : c;
    }

    /** {@code /pointer keyword: message}; the root pointer is shown as {@code /}. */
    @Override
    public String toString() {
        return (pointer.isEmpty() ? "/" : pointer) + " " + keyword + ": " + message;
    }
}
