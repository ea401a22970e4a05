package com.bpidesk.engine.platform.text;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.behavior.Holding;
import com.bpidesk.engine.behavior.ParsedPortfolio;
import com.bpidesk.engine.behavior.PortfolioCsv;
import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.BookCsv;
import com.bpidesk.engine.macro.MacroFiles;
import com.bpidesk.engine.macro.Observation;
import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.PriceCsv;
import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * One file layer (issue 24, ADR 0256): holdings, the client book, prices and macro series read through the engine's one
 * encoding, delimiter, number and date detection. Each kind is written here once as a European spreadsheet saves it
 * (';' delimiter, decimal commas, day-first dotted dates, accented names) and read in four encodings: UTF-8 with a BOM,
 * UTF-16LE with a BOM, UTF-16LE without one, Windows-1252. The expected values are written by hand from the text.
 */
class FileLayerVariantsTest {

    /** The byte layouts a spreadsheet or a bank's export writes the same text in. */
    enum Variant {
        UTF8_BOM, UTF16LE_BOM, UTF16LE, WINDOWS_1252;

        byte[] encode(String text) {
            return switch (this) {
                case UTF8_BOM -> concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, text.getBytes(StandardCharsets.UTF_8));
                case UTF16LE_BOM -> concat(new byte[] {(byte) 0xFF, (byte) 0xFE}, text.getBytes(StandardCharsets.UTF_16LE));
                case UTF16LE -> text.getBytes(StandardCharsets.UTF_16LE);
                case WINDOWS_1252 -> {
                    ByteBuffer b = Charset.forName("windows-1252").encode(text);
                    byte[] out = new byte[b.remaining()];
                    b.get(out);
                    yield out;
                }
            };
        }

        private static byte[] concat(byte[] a, byte[] b) {
            byte[] out = new byte[a.length + b.length];
            System.arraycopy(a, 0, out, 0, a.length);
            System.arraycopy(b, 0, out, a.length, b.length);
            return out;
        }
    }

    @TempDir
    Path tmp;

    /** A holdings snapshot: 12,5 shares at 185,50; 1.200 shares (a thousands dot) at 98,75; dotted dates day first. */
    static final String HOLDINGS = """
            Symbol;Shares;Cost basis;Purchase date;Currency;Note
            AAPL;12,5;185,50;15.03.2023;USD;Société Générale transfer
            SAP;1.200;98,75;02.01.2024;EUR;Königsallee branch
            """;

    @ParameterizedTest
    @EnumSource(Variant.class)
    void holdings(Variant v) {
        ParsedPortfolio p = PortfolioCsv.parse(v.encode(HOLDINGS), PortfolioCsv.Options.detect());
        assertThat(p.kind()).isEqualTo(ParsedPortfolio.HOLDINGS);
        assertThat(p.delimiter()).isEqualTo(';');
        assertThat(p.decimalSeparator()).isEqualTo(',');
        assertThat(p.holdings()).extracting(Holding::symbol, Holding::shares, Holding::costBasis, Holding::purchaseDate, Holding::currency)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("AAPL", 12.5, 185.5, LocalDate.of(2023, 3, 15), "USD"),
                        org.assertj.core.groups.Tuple.tuple("SAP", 1200.0, 98.75, LocalDate.of(2024, 1, 2), "EUR"));
    }

    /** The client book's own files saved by a European spreadsheet. */
    static final Map<String, String> BOOK = Map.of(
            "advisors.csv", "advisor_id;name;email\nadv1;Zoë Åberg;zoe@example.invalid\n",
            "clients.csv", BookCsv.CLIENTS.replace(',', ';') + "\nc1;adv1;François Müller;balanced;10;Croissance à long terme;FR;2024-01-02;;;EUR\n",
            "accounts.csv", BookCsv.ACCOUNTS.replace(',', ';') + "\na1;c1;taxable;EUR;2024-01-02\n",
            "holdings.csv", BookCsv.HOLDINGS.replace(',', ';') + "\na1;SAP;12,5;98,75;2024-03-01\na1;AIR;1.250;131,4;2024-03-01\n",
            "transactions.csv", BookCsv.TRANSACTIONS.replace(',', ';') + "\na1;2024-01-03;SAP;BUY;12,5;98,75;1,00;EUR;\n");

    @ParameterizedTest
    @EnumSource(Variant.class)
    void clientBook(Variant v) throws Exception {
        Path dir = tmp.resolve("book-" + v);
        Files.createDirectories(dir);
        for (var f : BOOK.entrySet()) {
            Files.write(dir.resolve(f.getKey()), v.encode(f.getValue()));
        }
        Book b = BookCsv.read(dir, "imported");
        assertThat(b.advisors()).extracting(Book.Advisor::name).containsExactly("Zoë Åberg");
        assertThat(b.clients()).extracting(Book.Client::name, Book.Client::investmentPolicySummary, Book.Client::timeHorizonYears)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("François Müller", "Croissance à long terme", 10));
        assertThat(b.holdings()).extracting(Book.Holding::symbol, Book.Holding::shares, Book.Holding::costBasis)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("SAP", 12.5, 98.75), org.assertj.core.groups.Tuple.tuple("AIR", 1250.0, 131.4));
        assertThat(b.transactions()).hasSize(1);
        assertThat(b.transactions().get(0).quantity()).isEqualTo(12.5);
        assertThat(b.transactions().get(0).price()).isEqualTo(98.75);
    }

    /** Daily prices as a German spreadsheet saves a Yahoo download: dotted dates, decimal commas, dotted thousands. */
    static final String PRICES = """
            Date;Open;High;Low;Close;Adj Close;Volume
            02.01.2024;185,50;187,00;184,25;186,10;185,90;1.234.567
            03.01.2024;186,10;188,40;185,00;187,95;187,75;2.000.000
            """;

    @ParameterizedTest
    @EnumSource(Variant.class)
    void prices(Variant v) throws Exception {
        Path f = tmp.resolve("SAP-" + v + ".csv");
        Files.write(f, v.encode(PRICES));
        List<Bar> bars = PriceCsv.read(f).bars();
        assertThat(bars).containsExactly(
                new Bar(LocalDate.of(2024, 1, 2), 185.5, 187.0, 184.25, 186.1, 185.9, 1_234_567),
                new Bar(LocalDate.of(2024, 1, 3), 186.1, 188.4, 185.0, 187.95, 187.75, 2_000_000));
    }

    /** A FRED series re-saved with ';' and decimal commas (the unemployment rate, 3,7 % and 3,9 %). */
    static final String MACRO = """
            observation_date;UNRATE
            2024-01-01;3,7
            2024-02-01;3,9
            2024-03-01;3,8
            """;

    @ParameterizedTest
    @EnumSource(Variant.class)
    void macroSeries(Variant v) throws Exception {
        Path f = tmp.resolve("UNRATE-" + v + ".csv");
        Files.write(f, v.encode(MACRO));
        MacroFiles.Parsed p = MacroFiles.read(f);
        assertThat(p.series()).hasSize(1);
        assertThat(p.series().get(0).info().seriesId()).isEqualTo("UNRATE");
        assertThat(p.series().get(0).observations()).containsExactly(new Observation(LocalDate.of(2024, 1, 1), 3.7),
                new Observation(LocalDate.of(2024, 2, 1), 3.9), new Observation(LocalDate.of(2024, 3, 1), 3.8));
    }
}
