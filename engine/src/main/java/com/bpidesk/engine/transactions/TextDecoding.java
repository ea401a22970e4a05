package com.bpidesk.engine.transactions;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Sniffs a file's text encoding and decodes it: a byte-order mark (UTF-8, UTF-16 LE/BE) decides; without one, zero
 * bytes at odd or even positions of the first kilobytes mean UTF-16 LE or BE; bytes that are valid UTF-8 are UTF-8;
 * anything else is Windows-1252 (a superset of Latin-1's printable range, what Western European Excel writes), or
 * Windows-1250 when the bytes spell Central European letters inside words ({@link #centralEuropean}). An Excel workbook
 * ({@code .xlsx}) is text too: the CSV of its transaction sheet ({@link Workbooks}), encoding {@code xlsx, sheet 'Name'}.
 */
public final class TextDecoding {

    /** The decoded text (without BOM) and the encoding's name ({@code UTF-8}, {@code UTF-8 (BOM)}, {@code UTF-16LE}, ...). */
    public record Decoded(String text, String encoding) {
    }

    private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");
    private static final Charset WINDOWS_1250 = Charset.forName("windows-1250");

    private TextDecoding() {
    }

    /** @throws UnreadableTransactionsException for a workbook that cannot be opened or an Excel 97-2003 file */
    public static Decoded decode(byte[] b) {
        if (Workbooks.isWorkbook(b) || Workbooks.isLegacyWorkbook(b)) {
            Workbooks.Converted c = Workbooks.toCsv(b, Vocabulary.standard());
            return new Decoded(c.text(), "xlsx, sheet '" + c.sheet() + "'");
        }
        int n = b.length;
        if (n >= 3 && (b[0] & 0xff) == 0xEF && (b[1] & 0xff) == 0xBB && (b[2] & 0xff) == 0xBF) {
            return new Decoded(new String(b, 3, n - 3, StandardCharsets.UTF_8), "UTF-8 (BOM)");
        }
        if (n >= 2 && (b[0] & 0xff) == 0xFF && (b[1] & 0xff) == 0xFE) {
            return new Decoded(new String(b, 2, n - 2, StandardCharsets.UTF_16LE), "UTF-16LE (BOM)");
        }
        if (n >= 2 && (b[0] & 0xff) == 0xFE && (b[1] & 0xff) == 0xFF) {
            return new Decoded(new String(b, 2, n - 2, StandardCharsets.UTF_16BE), "UTF-16BE (BOM)");
        }
        int probe = Math.min(n, 4096) & ~1;
        int zeroEven = 0;
        int zeroOdd = 0;
        for (int i = 0; i < probe; i++) {
            if (b[i] == 0) {
                if ((i & 1) == 0) {
                    zeroEven++;
                } else {
                    zeroOdd++;
                }
            }
        }
        if (probe > 0 && zeroOdd > probe / 8 && zeroEven == 0) {
            return new Decoded(new String(b, 0, n, StandardCharsets.UTF_16LE), "UTF-16LE");
        }
        if (probe > 0 && zeroEven > probe / 8 && zeroOdd == 0) {
            return new Decoded(new String(b, 0, n, StandardCharsets.UTF_16BE), "UTF-16BE");
        }
        if (isAscii(b)) {
            return new Decoded(new String(b, StandardCharsets.ISO_8859_1), "UTF-8");
        }
        // the JDK's intrinsic decoder replaces malformed input with U+FFFD; a replacement character the bytes did not spell
        // out (EF BF BD) means the file is not UTF-8. Much faster on large files than a reporting CharsetDecoder.
        String fast = new String(b, StandardCharsets.UTF_8);
        if (fast.indexOf('\uFFFD') < 0) {
            return new Decoded(fast, "UTF-8");
        }
        try {
            String s = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(b)).toString();
            return new Decoded(s, "UTF-8");
        } catch (CharacterCodingException e) {
            return centralEuropean(b) ? new Decoded(new String(b, WINDOWS_1250), "windows-1250")
                    : new Decoded(new String(b, WINDOWS_1252), "windows-1252");
        }
    }

    /**
     * True when single-byte text is Windows-1250 (Polish, Czech, Slovak, Hungarian, Croatian Excel) rather than 1252: bytes
     * that are letters in 1250 but symbols in 1252 ({@code ł ą ż ľ Ł Ż} are {@code ³ ¹ ¿ ¾ £ ¯}) stand right after a letter
     * ("ilo\u015b\u0107" is fine either way, "wyp\u0142ata" reads "wyp³ata" in 1252). Western text never puts those symbols
     * inside a word: a Spanish '¿' or a '£' follows a space, a digit or punctuation.
     */
    static boolean centralEuropean(byte[] b) {
        int strong = 0;
        int inWord = 0;
        for (int i = 1; i < b.length; i++) {
            int c = b[i] & 0xff;
            if (c == 0xB3 || c == 0xB9 || c == 0xBF || c == 0xBE || c == 0xA3 || c == 0xAF || c == 0x9F || c == 0x9C) {
                int p = b[i - 1] & 0xff;
                boolean prevLetter = p >= 'a' && p <= 'z' || p >= 'A' && p <= 'Z' || p >= 0xE0 && p != 0xF7;
                int n = i + 1 < b.length ? b[i + 1] & 0xff : 0;
                // 0x9C/0x9F ('ś'/'ź' in 1250) are the letters 'œ'/'Ÿ' in 1252 ("cœur"): they count only before another
                // letter, and as sure evidence only in Polish 'ść' (1252 "œæ", which no Western word has)
                boolean weak = c == 0x9C || c == 0x9F;
                if (prevLetter && (!weak || Character.isLetter((char) n))) {
                    inWord++;
                    if (!weak || c == 0x9C && n == 0xE6) {
                        strong++;
                    }
                }
            }
        }
        return strong >= 1 && inWord >= 2;
    }

    private static boolean isAscii(byte[] b) {
        for (byte x : b) {
            if (x < 0) {
                return false;
            }
        }
        return true;
    }
}
