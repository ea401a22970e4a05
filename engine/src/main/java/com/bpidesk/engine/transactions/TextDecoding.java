package com.bpidesk.engine.transactions;

import com.bpidesk.engine.platform.text.Encodings;


/**
 * Sniffs a file's text encoding and decodes it, through the engine's one encoding sniffer
 * ({@link com.bpidesk.engine.platform.text.Encodings}, ADR 0256): a byte-order mark (UTF-8, UTF-16 LE/BE) decides; without one, zero
 * bytes at odd or even positions of the first kilobytes mean UTF-16 LE or BE; bytes that are valid UTF-8 are UTF-8;
 * Shift_JIS when the bytes decode as such and spell Japanese kana ({@link #japanese}, what Japanese Excel and brokers
 * write); anything else is Windows-1252 (a superset of Latin-1's printable range, what Western European Excel writes),
 * or Windows-1250 when the bytes spell Central European letters inside words ({@link #centralEuropean}). An Excel workbook
 * ({@code .xlsx}) is text too: the CSV of its transaction sheet ({@link Workbooks}), encoding {@code xlsx, sheet 'Name'}.
 */
public final class TextDecoding {

    /**
     * The decoded text (without BOM) and the encoding's name ({@code UTF-8}, {@code UTF-8 (BOM)}, {@code UTF-16LE}, ...); for
     * a workbook, the sheet read ({@code sheet}, null for a text file).
     */
    public record Decoded(String text, String encoding, Workbooks.SheetChoice sheet) {

        public Decoded(String text, String encoding) {
            this(text, encoding, null);
        }
    }

    private TextDecoding() {
    }

    /** @throws UnreadableTransactionsException for a workbook that cannot be opened or an Excel 97-2003 file */
    public static Decoded decode(byte[] b) {
        return decode(b, null);
    }

    /** @param sheet the workbook's sheet to read (null: the one found, see {@link Workbooks}); unused for a text file */
    public static Decoded decode(byte[] b, String sheet) {
        if (Workbooks.isWorkbook(b) || Workbooks.isLegacyWorkbook(b)) {
            Workbooks.Converted c = Workbooks.toCsv(b, Vocabulary.standard(), sheet);
            return new Decoded(c.text(), "xlsx, sheet '" + c.sheet() + "'", c.choice());
        }
        Encodings.Decoded d = Encodings.decode(b);
        return new Decoded(d.text(), d.encoding());
    }

    static boolean centralEuropean(byte[] b) {
        return Encodings.centralEuropean(b);
    }

    static String japanese(byte[] b) {
        return Encodings.japanese(b);
    }
}
