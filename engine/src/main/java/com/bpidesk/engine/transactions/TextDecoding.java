package com.bpidesk.engine.transactions;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Sniffs a file's text encoding and decodes it: a byte-order mark (UTF-8, UTF-16 LE/BE) decides; without one, zero
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

    private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");
    private static final Charset WINDOWS_1250 = Charset.forName("windows-1250");
    /** Microsoft's Shift_JIS (code page 932), a superset of Shift_JIS with the NEC and IBM extensions Windows writes. */
    private static final Charset SHIFT_JIS = Charset.forName("windows-31j");

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
            String sjis = japanese(b);
            if (sjis != null) {
                return new Decoded(sjis, "Shift_JIS");
            }
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
        int czech = 0;
        for (int i = 1; i < b.length; i++) {
            int c = b[i] & 0xff;
            if (czech(b, i)) {
                czech++;
            }
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
        return strong >= 1 && inWord >= 2 || czech >= 2;
    }

    /**
     * Czech and Slovak in Windows-1250: 'ě' (0xEC, 1252 'ì') after b, p, v, m, d, t or n and before a letter ("Směr",
     * "Měna", "Výběr"), and 'ř' (0xF8, 1252 'ø') after a letter and before a vowel ("Převod", "vypořádání"). Italian
     * 'ì' ends its words ("lunedì", "così"); Danish and Norwegian 'ø' stands before consonants ("Beløb", "købt",
     * "Oppgjør").
     */
    private static boolean czech(byte[] b, int i) {
        int c = b[i] & 0xff;
        if (c != 0xEC && c != 0xF8 || i + 1 >= b.length) {
            return false;
        }
        int p = Character.toLowerCase(b[i - 1] & 0xff);
        int n = b[i + 1] & 0xff;
        if (c == 0xEC) {
            return "bpvmdtn".indexOf(p) >= 0 && (n >= 'a' && n <= 'z' || n >= 0xE0);
        }
        boolean prevLetter = p >= 'a' && p <= 'z';
        boolean nextVowel = "aeiouy".indexOf(n) >= 0 || n == 0xE1 || n == 0xE9 || n == 0xED || n == 0xF3 || n == 0xFA || n == 0xFD;
        return prevLetter && nextVowel;
    }

    /**
     * The text when the bytes are Shift_JIS: they decode without an error and spell at least three kana (hiragana or
     * katakana; every Japanese header and most names have some: '銘柄コード', '約定日' with '受渡金額'). Western single-byte
     * text decodes as scattered kanji at best, never as kana (their lead bytes 0x82 and 0x83 are Windows-1252's rare
     * '‚' and 'ƒ' followed by a letter-range byte). Null when not Japanese.
     */
    static String japanese(byte[] b) {
        int kanaLeads = 0;
        for (int i = 0; i + 1 < b.length && kanaLeads < 3; i++) {
            int c = b[i] & 0xff;
            if ((c == 0x82 || c == 0x83) && (b[i + 1] & 0xff) >= 0x40) {
                kanaLeads++;
                i++;
            }
        }
        if (kanaLeads < 3) {
            return null;
        }
        String s;
        try {
            s = SHIFT_JIS.newDecoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(b)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
        int kana = 0;
        for (int i = 0; i < s.length() && kana < 3; i++) {
            Character.UnicodeBlock u = Character.UnicodeBlock.of(s.charAt(i));
            if (u == Character.UnicodeBlock.HIRAGANA || u == Character.UnicodeBlock.KATAKANA) {
                kana++;
            }
        }
        return kana >= 3 ? s : null;
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
