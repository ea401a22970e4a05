package com.bpidesk.engine.behavior;

/**
 * Neutralises spreadsheet formula injection (OWASP "CSV Injection") in every CSV the product writes:
 * a cell starting with {@code =}, {@code +}, {@code -}, {@code @}, TAB or CR is prefixed with a single quote so
 * spreadsheet programs show it as text. Cells are then quoted per RFC 4180 when they contain the delimiter,
 * a quote or a line break. Uploaded CSVs are only ever read as data, never evaluated.
 */
public final class CsvSafe {

    private CsvSafe() {
    }

    public static String cell(String value) {
        if (value == null) {
            return "";
        }
        String v = value;
        if (!v.isEmpty() && "=+-@\t\r".indexOf(v.charAt(0)) >= 0 && !isPlainNumber(v)) {
            v = "'" + v;
        }
        if (v.indexOf(',') >= 0 || v.indexOf('"') >= 0 || v.indexOf('\n') >= 0 || v.indexOf('\r') >= 0 || v.indexOf(';') >= 0) {
            v = '"' + v.replace("\"", "\"\"") + '"';
        }
        return v;
    }

    /** A negative or signed number such as {@code -12.5} is data a spreadsheet reads as a number, not a formula. */
    static boolean isPlainNumber(String v) {
        return v.matches("[+-]?\\d+(\\.\\d+)?([eE][+-]?\\d+)?");
    }

    public static String row(Object... cells) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(cell(cells[i] == null ? null : String.valueOf(cells[i])));
        }
        return sb.append("\r\n").toString();
    }
}
