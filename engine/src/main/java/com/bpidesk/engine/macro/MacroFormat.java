package com.bpidesk.engine.macro;

import java.util.List;
import java.util.Locale;

/**
 * One published macro file format: recognised from the first lines of the content, parsed into series. The engine
 * reads each source with its own parser ({@link FredCsv}, {@link WorldBankCsv}, {@link WorldBankJson},
 * {@link EcbSdmxCsv}, {@link BoeIadbCsv}); {@link MacroFiles#parse} tries them in the order of {@link #ALL}.
 */
interface MacroFormat {

    /**
     * The order of recognition: JSON before CSV, the World Bank preamble and the SDMX columns before the date-first
     * layouts, and the Bank of England (dates like {@code 02 Jan 2024}) before FRED, which shares its {@code DATE,} header.
     */
    List<MacroFormat> ALL = List.of(new WorldBankJson(), new WorldBankCsv(), new EcbSdmxCsv(), new BoeIadbCsv(), new FredCsv());

    /** The format's id, also the suffix of the series' data source ({@code imported:<id>}). */
    String id();

    boolean recognises(Sniff s);

    /** The series of the file; a {@link MacroFiles.FormatException} when the content breaks the format. */
    MacroFiles.Parsed parse(String text, String dataSource);

    /** The first lines of a file (without byte-order mark), as the formats recognise them. */
    record Sniff(String trimmed, String firstLineUpper, String secondLine) {
        static Sniff of(String text) {
            String trimmed = text.stripLeading();
            String first = trimmed.lines().findFirst().orElse("");
            String second = trimmed.lines().skip(1).findFirst().orElse("");
            return new Sniff(trimmed, first.toUpperCase(Locale.ROOT), second);
        }
    }
}
