package com.bpidesk.engine.transactions;

import de.siegmar.fastcsv.writer.CsvWriter;
import de.siegmar.fastcsv.writer.LineDelimiter;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.dhatim.fastexcel.reader.Cell;
import org.dhatim.fastexcel.reader.CellType;
import org.dhatim.fastexcel.reader.ReadableWorkbook;
import org.dhatim.fastexcel.reader.ReadingOptions;
import org.dhatim.fastexcel.reader.Row;
import org.dhatim.fastexcel.reader.Sheet;

/**
 * Broker exports saved as Excel workbooks (Office Open XML, {@code .xlsx}: Saxo's and eToro's statements, exports opened
 * and saved in Excel) are read as the CSV text of their transaction sheet, which then goes through the same reader as any
 * CSV. The sheet is the one whose first rows hold a header naming the most transaction fields of the vocabulary (eToro's
 * "Account Activity" rather than its "Account Summary"), the first such sheet on a tie. Cells become text as a CSV export
 * would write them: text as it is, numbers in full without grouping ({@code 1234.5}), cells formatted as dates as ISO
 * {@code yyyy-MM-dd} (with {@code HH:mm:ss} when the format shows a time), booleans as {@code TRUE}/{@code FALSE},
 * formulas by their cached value. Parsing: FastExcel's streaming reader (ADR 0120), so a workbook is never held as a
 * document tree. A sheet producing more than {@value #MAX_CHARS} characters is refused (a compressed workbook can expand
 * far beyond the upload limit). Excel 97-2003 files ({@code .xls}) are refused with how to save them instead.
 */
public final class Workbooks {

    /** The most text one workbook may expand to: the default upload limit (256 MiB) as characters. */
    static final long MAX_CHARS = 256L * 1024 * 1024;
    private static final int HEADER_PROBE_ROWS = 30;
    private static final Pattern DATE_FORMAT = Pattern.compile("[dmyhs]");
    private static final Pattern QUOTED_OR_BRACKETED = Pattern.compile("\"[^\"]*\"|\\[[^]]*]|\\\\.");
    private static final DateTimeFormatter DATE_TIME = DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm:ss", Locale.ROOT);

    /** The text of the chosen sheet and which sheet it is. */
    public record Converted(String text, SheetChoice choice) {

        public String sheet() {
            return choice.name();
        }
    }

    /**
     * The sheet read (ADR 0257): its name, every sheet of the workbook in order, and why this one in plain words.
     *
     * @param chosen true when the user named the sheet; false when it was found by its header
     */
    public record SheetChoice(String name, List<String> sheets, String reason, boolean chosen) {
    }

    private Workbooks() {
    }

    /** An Office Open XML package (a ZIP archive): an {@code .xlsx} workbook when it opens as one. */
    public static boolean isWorkbook(byte[] bytes) {
        return bytes.length >= 4 && bytes[0] == 'P' && bytes[1] == 'K' && bytes[2] == 3 && bytes[3] == 4;
    }

    /** An OLE2 compound file: an Excel 97-2003 {@code .xls} workbook (or another legacy Office document). */
    public static boolean isLegacyWorkbook(byte[] bytes) {
        return bytes.length >= 8 && (bytes[0] & 0xff) == 0xD0 && (bytes[1] & 0xff) == 0xCF && (bytes[2] & 0xff) == 0x11
                && (bytes[3] & 0xff) == 0xE0 && (bytes[4] & 0xff) == 0xA1 && (bytes[5] & 0xff) == 0xB1 && (bytes[6] & 0xff) == 0x1A
                && (bytes[7] & 0xff) == 0xE1;
    }

    /** The CSV text of the workbook's transaction sheet; refuses what is not a readable {@code .xlsx}. */
    static Converted toCsv(byte[] bytes, Vocabulary vocabulary) {
        return toCsv(bytes, vocabulary, null);
    }

    /**
     * The CSV text of sheet {@code wanted} (matched ignoring case and surrounding spaces), or, when null, of the sheet whose
     * first rows hold the header naming the most transaction fields; a sheet name the workbook does not have is refused
     * with its sheets named.
     */
    static Converted toCsv(byte[] bytes, Vocabulary vocabulary, String wanted) {
        if (isLegacyWorkbook(bytes)) {
            throw refused("The file is an Excel 97-2003 workbook (.xls), which the reader does not open. In Excel or LibreOffice, "
                    + "save it as an Excel Workbook (.xlsx) or as CSV, and upload that file.");
        }
        try (ReadableWorkbook wb = new ReadableWorkbook(new ByteArrayInputStream(bytes), new ReadingOptions(true, false))) {
            List<Sheet> sheets = wb.getSheets().toList();
            List<String> names = sheets.stream().map(Sheet::getName).toList();
            if (wanted != null && !wanted.isBlank()) {
                for (Sheet s : sheets) {
                    if (s.getName().strip().equalsIgnoreCase(wanted.strip())) {
                        return new Converted(text(s), new SheetChoice(s.getName(), names, "You chose this sheet.", true));
                    }
                }
                throw refused("The workbook has no sheet named '" + wanted.strip() + "'. Its sheets: " + String.join(", ", names) + ".");
            }
            Sheet best = null;
            int bestScore = -1;
            for (Sheet s : sheets) {
                int score = headerScore(s, vocabulary);
                if (score > bestScore) {
                    best = s;
                    bestScore = score;
                }
            }
            if (best == null) {
                throw refused("The workbook has no sheets.");
            }
            String reason = sheets.size() == 1 ? "It is the workbook's only sheet."
                    : "Its header names " + bestScore + " columns of a transaction list, such as date, type, quantity and price: the "
                    + "most of any sheet (the first such sheet on a tie).";
            return new Converted(text(best), new SheetChoice(best.getName(), names, reason, false));
        } catch (UnreadableTransactionsException e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            // FastExcel's ExcelReaderException ("[Content_Types].xml not found"), a broken ZIP, malformed XML: the details are
            // the library's, the user needs what to do
            throw refused("The file is a ZIP archive but not an Excel workbook (.xlsx) the reader can open. Save the export as "
                    + ".xlsx or CSV and upload that file.");
        }
    }

    /** How many distinct transaction fields the best of the sheet's first rows names (0 for a sheet of figures). */
    private static int headerScore(Sheet sheet, Vocabulary vocabulary) throws IOException {
        int best = 0;
        try (Stream<Row> rows = sheet.openStream()) {
            for (Row r : (Iterable<Row>) rows.limit(HEADER_PROBE_ROWS)::iterator) {
                java.util.Set<TransactionField> fields = java.util.EnumSet.noneOf(TransactionField.class);
                for (Cell c : r) {
                    if (c != null && c.getType() == CellType.STRING) {
                        fields.addAll(vocabulary.fieldsOf(c.getText()).keySet());
                    }
                }
                best = Math.max(best, fields.size());
            }
        }
        return best;
    }

    private static String text(Sheet sheet) throws IOException {
        StringWriter out = new StringWriter();
        long[] chars = {0};
        try (Stream<Row> rows = sheet.openStream(); CsvWriter w = CsvWriter.builder().lineDelimiter(LineDelimiter.LF).build(out)) {
            int expectedRow = 1;
            for (Row r : (Iterable<Row>) rows::iterator) {
                for (; expectedRow < r.getRowNum(); expectedRow++) {
                    w.writeRecord(""); // empty rows the sheet leaves out: line numbers stay the sheet's row numbers
                }
                expectedRow = r.getRowNum() + 1;
                List<String> cells = new ArrayList<>(r.getCellCount());
                for (int i = 0; i < r.getCellCount(); i++) {
                    String v = cellText(r.getCell(i));
                    cells.add(v);
                    chars[0] += v.length() + 1;
                }
                if (chars[0] > MAX_CHARS) {
                    throw refused("The workbook's sheet '" + sheet.getName() + "' expands to more than " + MAX_CHARS / (1024 * 1024)
                            + " MiB of text, more than any upload may hold.");
                }
                w.writeRecord(cells);
            }
        }
        return out.toString();
    }

    /** The cell as a CSV export writes it. */
    static String cellText(Cell c) {
        if (c == null) {
            return "";
        }
        CellType type = c.getType();
        if (type == CellType.FORMULA) {
            // a formula's cached value: FastExcel gives its raw text; numbers stay numbers
            String raw = c.getRawValue();
            return raw == null ? "" : isDateFormat(c.getDataFormatString()) && isNumber(raw) ? date(c) : plainNumber(raw);
        }
        return switch (type) {
            case NUMBER -> isDateFormat(c.getDataFormatString()) ? date(c) : plainNumber(c.getRawValue());
            case STRING -> c.getText();
            case BOOLEAN -> Boolean.TRUE.equals(c.asBoolean()) ? "TRUE" : "FALSE";
            case ERROR, EMPTY -> "";
            default -> c.getText() == null ? "" : c.getText();
        };
    }

    private static String date(Cell c) {
        LocalDateTime t = c.asDate();
        if (t == null) {
            return "";
        }
        boolean timeShown = c.getDataFormatString() != null && stripped(c.getDataFormatString()).matches(".*[hs].*");
        return timeShown && !(t.getHour() == 0 && t.getMinute() == 0 && t.getSecond() == 0) ? t.format(DATE_TIME) : t.toLocalDate().toString();
    }

    /** A number format that shows a date or time: y, m, d, h or s outside quoted text, brackets and escapes. */
    static boolean isDateFormat(String format) {
        if (format == null || format.isBlank()) {
            return false;
        }
        String f = stripped(format).toLowerCase(Locale.ROOT);
        return !f.equals("general") && DATE_FORMAT.matcher(f).find();
    }

    private static String stripped(String format) {
        String f = format;
        int semicolon = f.indexOf(';');
        if (semicolon >= 0) {
            f = f.substring(0, semicolon); // the positive section decides
        }
        return QUOTED_OR_BRACKETED.matcher(f).replaceAll("");
    }

    private static boolean isNumber(String raw) {
        try {
            new BigDecimal(raw.strip());
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** {@code 1.5E3} as {@code 1500}, {@code 0.1000} as {@code 0.1}; anything else as written. */
    private static String plainNumber(String raw) {
        if (raw == null) {
            return "";
        }
        try {
            BigDecimal d = new BigDecimal(raw.strip()).stripTrailingZeros();
            return d.scale() < 0 ? d.setScale(0).toPlainString() : d.toPlainString();
        } catch (NumberFormatException e) {
            return raw;
        }
    }

    private static UnreadableTransactionsException refused(String reason) {
        Diagnosis d = new Diagnosis("xlsx", "comma", 0, "", "generic", List.of(), List.of(), null, null, Map.of(), List.of(),
                List.of("date", "type"), 0, List.of(reason));
        return new UnreadableTransactionsException(reason, d, List.of());
    }
}
