package com.bpidesk.engine.platform.http;

import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The last line of defence for bad input (issue 11): failures that escaped a handler but were caused by what the
 * client sent (a date or number a parser could not read, a malformed multipart body) become 4xx problems in
 * plain words instead of a 500, and no problem detail ever names a Java or library class.
 */
final class InputFailures {

    /** A fully qualified exception class name, with an optional trailing ": ". */
    private static final Pattern CLASS_NAME = Pattern.compile(
            "\\b(?:[a-z_][a-z0-9_]*\\.)+[A-Z][A-Za-z0-9_$]*(?:Exception|Error|Constraints|Violation)\\b:?\\s*");
    /** A simple exception class name leading a message ("CSVException: ..."). */
    private static final Pattern SIMPLE_CLASS = Pattern.compile("\\b[A-Z][A-Za-z0-9]*(?:Exception|Error):\\s*");
    /** A stack frame ("at com.x.Y.m(Y.java:12)"). */
    private static final Pattern FRAME = Pattern.compile("\\s*\\bat [\\w.$/<>]+\\([\\w.$ ]*(?::\\d+)?\\)");
    /**
     * Any other qualified Java or library type ("`com.bpidesk...ImportProfile`", issue 29), backticks included: the
     * safety net under every detail, whatever a parser or library put in its message.
     */
    private static final Pattern QUALIFIED = Pattern.compile(
            "`?\\b(?:com|org|io|java|javax|jakarta|net|sun|jdk)\\.(?:[a-z_][a-z0-9_]*\\.)*[A-Za-z_$][\\w$]*(?:\\.[A-Z][\\w$]*)*`?");

    private InputFailures() {
    }

    /** A problem for a failure caused by the request's content, if it is one. */
    static Optional<ApiException> explain(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof ApiException api) {
                return Optional.of(api);
            }
            if (t instanceof com.bpidesk.engine.platform.errors.DomainException d) {
                return Optional.of(DomainProblems.toApi(d));
            }
            if (t instanceof DateTimeParseException d) {
                return Optional.of(ApiException.validation("The value '" + printable(d.getParsedString())
                        + "' is not a date this request accepts; write dates as YYYY-MM-DD (for example 2024-01-15)."));
            }
            if (t instanceof NumberFormatException) {
                return Optional.of(ApiException.validation("A value that should be a number is not one: "
                        + plain(t.getMessage()).replace("For input string: ", "") + "."));
            }
            String name = t.getClass().getName();
            if (name.equals("org.eclipse.jetty.http.BadMessageException") || name.endsWith("MultiPartException")
                    || (t.getMessage() != null && t.getMessage().toLowerCase(java.util.Locale.ROOT).contains("multipart"))) {
                return Optional.of(new ApiException(ProblemType.VALIDATION, "The multipart body could not be read (its "
                        + "boundary or parts are malformed). Send the file as multipart/form-data with a field named 'file', "
                        + "or as the raw request body."));
            }
            if (name.equals("org.apache.commons.csv.CSVException")) {
                return Optional.of(ApiException.validation("The file is not valid CSV: " + plain(t.getMessage()) + "."));
            }
        }
        return Optional.empty();
    }

    /** The text without Java or library class names. */
    static String plain(String text) {
        if (text == null) {
            return "";
        }
        String s = SIMPLE_CLASS.matcher(CLASS_NAME.matcher(FRAME.matcher(withoutParserNoise(text)).replaceAll("")).replaceAll(""))
                .replaceAll("");
        if (s.contains(".")) {
            s = QUALIFIED.matcher(s).replaceAll(m -> m.group().matches("`?(?:com|org|io|java|javax|jakarta|net|sun|jdk)\\.[a-z_].*")
                    && !m.group().matches("`?[a-z]+\\.[a-z]+`?") ? "a value" : java.util.regex.Matcher.quoteReplacement(m.group()));
        }
        return s.strip();
    }

    /**
     * A JSON parser's message without its settings and source references (issue 29: "enable `JsonReadFeature...` to
     * allow", "from `StreamReadConstraints...`", "[Source: REDACTED ...]" named library internals).
     */
    static String withoutParserNoise(String message) {
        if (message.indexOf('`') < 0 && !message.contains("[Source:")) {
            return message;
        }
        return message.replaceAll("\\s*\\(start marker at \\[Source:[^\\]]*\\]\\)", "")
                .replaceAll("\\s*\\bat \\[Source:[^\\]]*\\]", "")
                .replaceAll("\\[Source:[^\\]]*\\]", "")
                .replaceAll(":?\\s*enable `[^`]*` to allow", "")
                .replaceAll(",?\\s*from `[^`]*`", "");
    }

    /** The problem with its detail and field messages in plain words. */
    static Problem plain(Problem p) {
        List<Problem.FieldError> errors = p.errors() == null ? null
                : p.errors().stream().map(f -> new Problem.FieldError(f.pointer(), plain(f.message()))).toList();
        return new Problem(p.type(), p.title(), p.status(), plain(p.detail()), p.instance(), errors, p.extensions());
    }

    private static String printable(String s) {
        if (s == null) {
            return "";
        }
        String t = s.replaceAll("\\p{Cntrl}", "?");
        return t.length() > 60 ? t.substring(0, 60) + "..." : t;
    }
}
