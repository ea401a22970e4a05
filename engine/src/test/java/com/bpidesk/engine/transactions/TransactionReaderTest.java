package com.bpidesk.engine.transactions;

import com.bpidesk.engine.platform.text.NumberReader;
import com.bpidesk.engine.platform.text.DateReader;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** One small hand-made file per sniffed dimension; every expected value is read off the file by eye. */
class TransactionReaderTest {

    static final TransactionReader READER = TransactionReader.standard();

    static ReadResult read(String text) {
        return READER.read(text.getBytes(StandardCharsets.UTF_8));
    }

    static Transaction row(ReadResult r, long line) {
        return r.transactions().stream().filter(t -> t.line() == line).findFirst().orElseThrow();
    }

    @Test
    void decimalCommaPerColumnWithThousandsPoints() {
        // ';' file; price column has "1.234,5" (comma decimal), quantity "0,5"
        ReadResult r = read("Datum;Typ;Wertpapier;ISIN;Stück;Kurs;Betrag\n"
                + "03.01.2024;Kauf;SAP SE;DE0007164600;0,5;1.234,5;-617,25\n"
                + "04.01.2024;Verkauf;SAP SE;DE0007164600;0,25;1.300,00;325,00\n");
        Transaction buy = row(r, 2);
        assertThat(buy.kind()).isEqualTo(TransactionKind.BUY);
        assertThat(buy.quantity()).isEqualTo(0.5);
        assertThat(buy.price().value()).isEqualTo(1234.5);
        assertThat(buy.amount().value()).isEqualTo(-617.25);
        assertThat(buy.date()).isEqualTo(LocalDate.of(2024, 1, 3));
        assertThat(r.diagnosis().decimalByColumn()).containsEntry("Kurs", "comma").containsEntry("Stück", "comma");
        assertThat(row(r, 3).kind()).isEqualTo(TransactionKind.SELL);
    }

    @Test
    void pointAndCommaColumnsInOneFile() {
        // a ',' file whose quoted amount column uses decimal commas while price uses points (Saxo-like)
        ReadResult r = read("Date,Type,Symbol,Quantity,Price,Amount\n"
                + "2024-02-01,Buy,AAPL,3,185.25,\"-555,75\"\n"
                + "2024-02-02,Sell,AAPL,1,190.10,\"190,10\"\n");
        assertThat(row(r, 2).price().value()).isEqualTo(185.25);
        assertThat(row(r, 2).amount().value()).isEqualTo(-555.75);
        assertThat(r.diagnosis().decimalByColumn()).containsEntry("Price", "point").containsEntry("Amount", "comma");
    }

    @Test
    void preambleBeforeTheHeader() {
        ReadResult r = read("Account statement\nAccount: 12345678\nPeriod: 01.01.2024 - 31.03.2024\n\n"
                + "Date;Type;ISIN;Name;Quantity;Price;Currency\n"
                + "15.01.2024;Buy;IE00B4L5Y983;iShares Core MSCI World;10;80,12;EUR\n");
        assertThat(r.diagnosis().headerLine()).isEqualTo(5);
        Transaction t = row(r, 6);
        assertThat(t.instrument().isin()).isEqualTo("IE00B4L5Y983");
        assertThat(t.price().value()).isEqualTo(80.12);
        assertThat(t.price().currency()).isEqualTo("EUR");
    }

    @Test
    void utf16LittleAndBigEndianWithAndWithoutBom() {
        String text = "Datum\tTransaktionstyp\tVärdepapper\tISIN\tAntal\tKurs\tValuta\n"
                + "2024-03-01\tKÖPT\tVolvo B\tSE0000115446\t10\t262,5\tSEK\n"
                + "2024-03-05\tSÅLT\tVolvo B\tSE0000115446\t-4\t270,0\tSEK\n";
        for (Charset cs : List.of(StandardCharsets.UTF_16LE, StandardCharsets.UTF_16BE)) {
            for (boolean bom : List.of(true, false)) {
                byte[] body = text.getBytes(cs);
                byte[] bytes = body;
                if (bom) {
                    byte[] mark = cs == StandardCharsets.UTF_16LE ? new byte[] {(byte) 0xFF, (byte) 0xFE} : new byte[] {(byte) 0xFE, (byte) 0xFF};
                    bytes = new byte[body.length + 2];
                    System.arraycopy(mark, 0, bytes, 0, 2);
                    System.arraycopy(body, 0, bytes, 2, body.length);
                }
                ReadResult r = READER.read(bytes);
                assertThat(r.diagnosis().encoding()).startsWith(cs.name());
                assertThat(r.diagnosis().delimiter()).isEqualTo("tab");
                assertThat(row(r, 2).kind()).isEqualTo(TransactionKind.BUY);
                assertThat(row(r, 2).price().value()).isEqualTo(262.5);
                assertThat(row(r, 3).kind()).isEqualTo(TransactionKind.SELL);
                assertThat(row(r, 3).quantity()).isEqualTo(4);
                assertThat(row(r, 3).instrument().name()).isEqualTo("Volvo B");
            }
        }
    }

    @Test
    void latin1AndWindows1252() {
        String text = "Date;Opération;Libellé;Code ISIN;Quantité;Cours;Montant;Devise\n"
                + "12/03/2024;Achat;Société Générale;FR0000130809;20;24,15;-483,00;EUR\n"
                + "28/03/2024;Vente;Société Générale;FR0000130809;20;25,40;508,00;EUR\n";
        ReadResult r = READER.read(text.getBytes(Charset.forName("windows-1252")));
        assertThat(r.diagnosis().encoding()).isEqualTo("windows-1252");
        assertThat(row(r, 2).instrument().name()).isEqualTo("Société Générale");
        assertThat(row(r, 2).kind()).isEqualTo(TransactionKind.BUY);
        assertThat(row(r, 3).kind()).isEqualTo(TransactionKind.SELL);
        assertThat(row(r, 3).date()).isEqualTo(LocalDate.of(2024, 3, 28));
        ReadResult latin1 = READER.read(text.getBytes(StandardCharsets.ISO_8859_1));
        assertThat(row(latin1, 2).instrument().name()).isEqualTo("Société Générale");
    }

    @Test
    void negativeQuantityIsASellWhenNoTypeColumn() {
        ReadResult r = read("Date,ISIN,Product,Quantity,Price,Currency\n"
                + "02-04-2024,NL0010273215,ASML HOLDING,2,855.10,EUR\n"
                + "19-04-2024,NL0010273215,ASML HOLDING,-1,880.40,EUR\n");
        assertThat(row(r, 2).kind()).isEqualTo(TransactionKind.BUY);
        assertThat(row(r, 3).kind()).isEqualTo(TransactionKind.SELL);
        assertThat(row(r, 3).quantity()).isEqualTo(1);
        // dd-MM-yyyy: 19 in the first part makes the order certain
        assertThat(row(r, 3).date()).isEqualTo(LocalDate.of(2024, 4, 19));
        assertThat(r.diagnosis().dateOrder()).isEqualTo("dmy");
    }

    @Test
    void isinOnlyInstrumentsWithCheckDigits() {
        ReadResult r = read("Date,Type,Identifier,Shares,Price\n"
                + "2024-01-02,Buy,US0378331005,1,185.64\n"
                + "2024-01-03,Buy,US0378331006,1,185.64\n");
        assertThat(row(r, 2).instrument().isin()).isEqualTo("US0378331005");
        // a wrong check digit is no ISIN: it stays the row's ticker text
        assertThat(row(r, 3).instrument().isin()).isNull();
        assertThat(row(r, 3).instrument().ticker()).isEqualTo("US0378331006");
        assertThat(Isin.isValid("IE00BK5BQT80")).isTrue();
        assertThat(Isin.isValid("IE00BK5BQT81")).isFalse();
        assertThat(Isin.find("Vanguard FTSE All-World / ISIN IE00BK5BQT80")).isEqualTo("IE00BK5BQT80");
    }

    @Test
    void mixedKindsInOneFile() {
        ReadResult r = read("Date,Action,Symbol,Quantity,Price,Amount\n"
                + "2024-01-02,Deposit,,,,1000\n"
                + "2024-01-03,Market buy,AAPL,2,185,-370\n"
                + "2024-02-15,Dividend,AAPL,,,0.48\n"
                + "2024-02-15,Withholding tax,AAPL,,,-0.07\n"
                + "2024-03-01,Custody fee,,,,-1.5\n"
                + "2024-03-02,Interest,,,,0.9\n"
                + "2024-03-03,Currency conversion,,,,-100\n"
                + "2024-03-04,Stock split,AAPL,2,,\n"
                + "2024-03-05,Reinvest shares,AAPL,0.01,180,-1.8\n"
                + "2024-03-06,Transfer out,AAPL,1,,\n"
                + "2024-03-07,Withdrawal,,,,-500\n"
                + "2024-03-08,Market sell,AAPL,1,190,190\n"
                + "2024-03-09,Mystery row,,,,1\n");
        assertThat(r.countsByKind()).containsExactlyInAnyOrderEntriesOf(Map.ofEntries(Map.entry("deposit", 1L), Map.entry("buy", 1L),
                Map.entry("dividend", 1L), Map.entry("tax", 1L), Map.entry("fee", 1L), Map.entry("interest", 1L),
                Map.entry("fx_conversion", 1L), Map.entry("split", 1L), Map.entry("dividend_reinvestment", 1L),
                Map.entry("transfer_out", 1L), Map.entry("withdrawal", 1L), Map.entry("sell", 1L)));
        assertThat(r.unrecognized()).containsExactly(Map.entry("Mystery row", 1L));
        assertThat(row(r, 10).automatic()).isTrue();
        assertThat(row(r, 10).isDiscretionaryTrade()).isFalse();
        assertThat(row(r, 3).isDiscretionaryTrade()).isTrue();
    }

    @Test
    void typeWordsInManyLanguages() {
        Vocabulary v = Vocabulary.standard();
        Map<String, TransactionKind> cases = Map.ofEntries(Map.entry("Köp", TransactionKind.BUY), Map.entry("Sälj", TransactionKind.SELL),
                Map.entry("Achat", TransactionKind.BUY), Map.entry("Vendita", TransactionKind.SELL), Map.entry("Koop", TransactionKind.BUY),
                Map.entry("Verkoop", TransactionKind.SELL), Map.entry("Compra", TransactionKind.BUY), Map.entry("Venta", TransactionKind.SELL),
                Map.entry("Kjøpt", TransactionKind.BUY), Map.entry("Solgt", TransactionKind.SELL), Map.entry("Kupno", TransactionKind.BUY),
                Map.entry("Sprzedaż", TransactionKind.SELL), Map.entry("Cumparare", TransactionKind.BUY), Map.entry("Vânzare", TransactionKind.SELL),
                Map.entry("Utdelning", TransactionKind.DIVIDEND), Map.entry("Dividendbelasting", TransactionKind.TAX),
                Map.entry("Impôts sur dividende", TransactionKind.TAX), Map.entry("Ausschüttung", TransactionKind.DIVIDEND),
                Map.entry("Einzahlung", TransactionKind.DEPOSIT), Map.entry("Uttag", TransactionKind.WITHDRAWAL),
                Map.entry("Zinsen", TransactionKind.INTEREST), Map.entry("Valuta Creditering", TransactionKind.FX_CONVERSION),
                Map.entry("Reinvest Dividend", TransactionKind.DIVIDEND), Map.entry("Reinvest Shares", TransactionKind.DIVIDEND_REINVESTMENT),
                Map.entry("Sparplan", TransactionKind.BUY), Map.entry("Aktiensplit", TransactionKind.SPLIT));
        cases.forEach((text, kind) -> assertThat(v.kindOf(text)).as(text).isNotNull().extracting(Vocabulary.KindMatch::kind).isEqualTo(kind));
        assertThat(v.isSavingsPlan("Sparplan")).isTrue();
        assertThat(v.isSavingsPlan("Kauf")).isFalse();
        assertThat(v.fieldsOf("Kurs (SEK)")).containsEntry(TransactionField.PRICE, 0.8);
    }

    @Test
    void monthFirstOrDayFirstFromTheData() {
        ReadResult us = read("Date,Action,Symbol,Quantity,Price\n03/04/2024,Buy,A,1,1\n03/25/2024,Sell,A,1,2\n");
        assertThat(us.diagnosis().dateOrder()).isEqualTo("mdy");
        assertThat(row(us, 2).date()).isEqualTo(LocalDate.of(2024, 3, 4));
        ReadResult eu = read("Date,Action,Symbol,Quantity,Price\n03/04/2024,Buy,A,1,1\n25/04/2024,Sell,A,1,2\n");
        assertThat(eu.diagnosis().dateOrder()).isEqualTo("dmy");
        assertThat(row(eu, 2).date()).isEqualTo(LocalDate.of(2024, 4, 3));
    }

    @Test
    void dateTimesWithZonesKeepTheWrittenDate() {
        assertThat(DateReader.parse("2023-06-02 16:06:47-04:00", DateReader.Order.DMY)).isEqualTo(LocalDate.of(2023, 6, 2));
        assertThat(DateReader.parse("2025-01-17 16:57:02 UTC", DateReader.Order.DMY)).isEqualTo(LocalDate.of(2025, 1, 17));
        assertThat(DateReader.parse("2019-12-02T08:23:08.459586Z", DateReader.Order.DMY)).isEqualTo(LocalDate.of(2019, 12, 2));
        assertThat(DateReader.parse("12.04.2024 13:01:45", DateReader.Order.DMY)).isEqualTo(LocalDate.of(2024, 4, 12));
        assertThat(DateReader.parse("24-08-2022 07:00:15", DateReader.Order.DMY)).isEqualTo(LocalDate.of(2022, 8, 24));
        assertThat(DateReader.parse("23/12/24 15:18:12", DateReader.Order.DMY)).isEqualTo(LocalDate.of(2024, 12, 23));
        assertThat(DateReader.parse("May 5, 2020, 10:10:57 PM", DateReader.Order.MDY)).isEqualTo(LocalDate.of(2020, 5, 5));
        assertThat(DateReader.parse("02-Apr-2025", DateReader.Order.MDY)).isEqualTo(LocalDate.of(2025, 4, 2));
        assertThat(DateReader.parse("11/01/2023 as of 10/31/2023", DateReader.Order.MDY)).isEqualTo(LocalDate.of(2023, 11, 1));
        assertThat(DateReader.parse("20230522", DateReader.Order.MDY)).isEqualTo(LocalDate.of(2023, 5, 22));
        assertThat(DateReader.parse("11:37:41", DateReader.Order.MDY)).isNull();
        assertThat(DateReader.parse("Market buy", DateReader.Order.MDY)).isNull();
    }

    @Test
    void numbersAsBrokersWriteThem() {
        assertThat(NumberReader.parse("-352,033838", true)).isEqualTo(-352.033838);
        assertThat(NumberReader.parse("89,162.28 SEK", false)).isEqualTo(89162.28);
        assertThat(NumberReader.parse("-€597.49846", false)).isEqualTo(-597.49846);
        assertThat(NumberReader.parse("1 046,3825", true)).isEqualTo(1046.3825);
        assertThat(NumberReader.parse("(12.5)", false)).isEqualTo(-12.5);
        assertThat(NumberReader.parse("1'234.50", false)).isEqualTo(1234.5);
        assertThat(NumberReader.parse("500,135", false)).isEqualTo(500135);
        assertThat(NumberReader.parse("=1+2", false)).isNaN();
        assertThat(NumberReader.currencyOf("$85.11")).isEqualTo("USD");
        assertThat(NumberReader.currencyOf("89,162.28 SEK")).isEqualTo("SEK");
        assertThat(NumberReader.currencyOf("12.50")).isNull();
    }

    @Test
    void notSureMeansAProblemWithTheDiagnosis() {
        assertThatThrownBy(() -> read("Col A;Col B;Col C\nfoo;1,5;x\nbar;2,5;y\n"))
                .isInstanceOfSatisfying(UnreadableTransactionsException.class, e -> {
                    Diagnosis d = e.diagnosis();
                    assertThat(d.columns()).containsExactly("Col A", "Col B", "Col C");
                    assertThat(d.missing()).contains("date");
                    assertThat(d.confidence()).isLessThan(0.6);
                    assertThat(d.preview()).hasSize(2);
                    assertThat(d.guesses()).hasSize(3);
                    assertThat(e.getMessage()).contains("No column was recognised for: date");
                });
    }

    @Test
    void anExplicitMappingReadsAnyLayout() {
        String text = "Col A;Col B;Col C;Col D\n05/06/2024;K;TICK;3\n07/06/2024;V;TICK;-1\n";
        ColumnMapping m = ColumnMapping.of(Map.of("date", "Col A", "type", "Col B", "symbol", "Col C", "quantity", "Col D", "price", "=12"),
                "dmy", "comma", "type", Map.of("K", "buy", "V", "sell"), null);
        assertThatThrownBy(() -> READER.read(text.getBytes(StandardCharsets.UTF_8), m, null)).isInstanceOf(UnreadableTransactionsException.class);
        ColumnMapping priced = ColumnMapping.of(Map.of("date", "Col A", "type", "Col B", "symbol", "Col C", "quantity", "Col D"),
                "dmy", "comma", "type", Map.of("K", "buy", "V", "sell"), null);
        ReadResult r = READER.read((text.replace("Col D\n", "Col D;Col E\n").replace(";3\n", ";3;10\n").replace(";-1\n", ";-1;11\n"))
                .getBytes(StandardCharsets.UTF_8), ColumnMapping.of(Map.of("date", "Col A", "type", "Col B", "symbol", "Col C",
                "quantity", "Col D", "price", "Col E"), "dmy", null, null, Map.of("K", "buy", "V", "sell"), null), null);
        assertThat(priced.columns()).hasSize(4);
        assertThat(r.diagnosis().detectedFormat()).isEqualTo("explicit_mapping");
        assertThat(row(r, 2).kind()).isEqualTo(TransactionKind.BUY);
        assertThat(row(r, 2).date()).isEqualTo(LocalDate.of(2024, 6, 5));
        assertThat(row(r, 3).kind()).isEqualTo(TransactionKind.SELL);
        assertThat(row(r, 3).price().value()).isEqualTo(11);
    }

    @Test
    void brokerProfilesAreRealLayoutsChosenBySignature() {
        assertThat(BrokerProfiles.standard().all()).hasSizeGreaterThanOrEqualTo(20);
        assertThat(BrokerProfiles.standard().all().stream().map(BrokerProfile::id).distinct().count())
                .isEqualTo(BrokerProfiles.standard().all().size());
        assertThat(BrokerProfiles.standard().match(List.of("Datum", "Konto", "Typ av transaktion", "Värdepapper/beskrivning", "Antal", "Kurs",
                "Belopp", "Courtage", "Valuta", "ISIN"))).map(BrokerProfile::id).contains("avanza");
        assertThat(BrokerProfiles.standard().match(List.of("when", "what"))).isEmpty();
    }

    @Test
    void threeDigitsAfterALoneSeparatorAreDecimalsAfterAZeroOrFourDigits() {
        // a ',' file whose quantities are written with decimal commas ("0,257", "1234,500"): neither can be a thousands group
        ReadResult r = read("Date,Type,Symbol,Quantity,Price\n"
                + "2024-03-01,Buy,VWRL,\"0,257\",\"110,5\"\n"
                + "2024-03-02,Buy,VWRL,\"1234,500\",\"111,0\"\n");
        assertThat(row(r, 2).quantity()).isEqualTo(0.257);
        assertThat(row(r, 3).quantity()).isEqualTo(1234.5);
        assertThat(r.diagnosis().decimalByColumn()).containsEntry("Quantity", "comma");
        assertThat(NumberReader.hint("1,234")).isEqualTo(NumberReader.Hint.NONE); // still ambiguous
        assertThat(NumberReader.hint("0.125")).isEqualTo(NumberReader.Hint.POINT);
        assertThat(NumberReader.hint("-0,125")).isEqualTo(NumberReader.Hint.COMMA);
    }

    @Test
    void ofSeveralDateColumnsTheTradeDateIsTheDateWhateverTheirOrder() {
        // settlement before trade: the trade date (2 March) is the date; the settlement date only fills an empty trade date
        ReadResult r = read("Settlement Date,Trade Date,Type,Symbol,Quantity,Price\n"
                + "2024-03-04,2024-03-02,Buy,AAPL,1,170\n"
                + "2024-03-06,,Dividend,AAPL,,,\n");
        assertThat(row(r, 2).date()).isEqualTo(LocalDate.of(2024, 3, 2));
        assertThat(row(r, 3).date()).isEqualTo(LocalDate.of(2024, 3, 6));
        // value date, then booking date: the booking date is the nearer to the trade (German and Finnish names)
        ReadResult de = read("Valutadatum;Buchungsdatum;Transaktion;Wertpapiername;ISIN;Nominale;Kurs\n"
                + "06.03.2024;04.03.2024;Kauf;SAP SE;DE0007164600;2;170,00\n");
        assertThat(row(de, 2).date()).isEqualTo(LocalDate.of(2024, 3, 4));
        ReadResult fi = read("Arvopäivä;Kirjauspäivä;Tapahtuma;Arvopaperi;ISIN;Määrä;Kurssi\n"
                + "13.03.2024;11.03.2024;Osto;Nordea Bank Abp;FI4000297767;400;10,710\n");
        assertThat(row(fi, 2).date()).isEqualTo(LocalDate.of(2024, 3, 11));
    }

    @Test
    void anEightDigitIdIsNotADateColumn() {
        // no date named; the ids (88000017) come first and are not dates of this or the last century, the ISO column is
        ReadResult r = read("Ref;Wann;Typ;Wertpapier;Stück;Kurs\n"
                + "88000017;2024-03-19;Kauf;SAP SE;5;170,00\n"
                + "88000021;2024-03-20;Verkauf;SAP SE;5;171,00\n");
        assertThat(row(r, 2).date()).isEqualTo(LocalDate.of(2024, 3, 19));
    }

    @Test
    void excelTextGuardsAndAHeaderRepeatedPerSectionAreRead() {
        // ="..." keeps Excel from turning ISINs and quantities into numbers; a second section repeats the header
        ReadResult r = read("Date,Type,ISIN,Name,Quantity,Price\n"
                + "2024-01-02,Buy,=\"US0378331005\",Apple,=\"10\",150\n"
                + "Date,Type,ISIN,Name,Quantity,Price\n"
                + "2024-01-03,Sell,=\"US0378331005\",Apple,=\"5\",160\n");
        assertThat(row(r, 2).instrument().isin()).isEqualTo("US0378331005");
        assertThat(row(r, 2).quantity()).isEqualTo(10);
        assertThat(row(r, 4).quantity()).isEqualTo(5);
        assertThat(r.dataRows()).isEqualTo(2);
        assertThat(r.unrecognized()).isEmpty();
    }

    @Test
    void quotedCellsAcrossLinesKeepTheRecordsFirstLineAndRowsMayBeShortOrLong() {
        // RFC 4180: a quoted cell may hold the delimiter, doubled quotes and a line break; the record's line is where it starts
        ReadResult r = read("Date,Type,Symbol,Name,Quantity,Price\n"
                + "2024-01-02,Buy,AAPL,\"Apple Inc.\nCUSIP: 037833100\",10,150\n"
                + "2024-01-03,Sell,AAPL,\"Apple, \"\"the\"\" company\",4,160,extra,cells\n"
                + "\n"
                + "2024-01-05,Buy,MSFT,Microsoft,1,300\n");
        assertThat(row(r, 2).instrument().name()).isEqualTo("Apple Inc.\nCUSIP: 037833100");
        assertThat(row(r, 4).instrument().name()).isEqualTo("Apple, \"the\" company");
        assertThat(row(r, 4).quantity()).isEqualTo(4);
        assertThat(row(r, 6).instrument().ticker()).isEqualTo("MSFT"); // the blank line 5 counts as a line
        assertThat(r.dataRows()).isEqualTo(3);
    }

    @Test
    void aQuoteNeverClosedOrTextAfterAClosingQuoteIsABrokenFileNotAGuess() {
        StringBuilder rest = new StringBuilder();
        for (int i = 0; i < 30; i++) {
            rest.append("2024-02-").append(String.format("%02d", i % 28 + 1)).append(",Buy,MSFT,1,300\n");
        }
        assertThatThrownBy(() -> read("Date,Type,Symbol,Quantity,Price\n2024-01-02,Buy,AAPL,10,150\n"
                + "2024-01-03,Sell,\"AAPL,5,160\n" + rest))
                .isInstanceOf(UnreadableTransactionsException.class)
                .hasMessageContaining("broken").hasMessageContaining("the quote opened on line 3 is never closed");
        assertThatThrownBy(() -> read("Date,Type,Symbol,Quantity,Price\n2024-01-02,Buy,AAPL,10,150\n"
                + "2024-01-03,Sell,\"AAPL\"x,5,160\n"))
                .isInstanceOf(UnreadableTransactionsException.class)
                .hasMessageContaining("broken").hasMessageContaining("after closing quote");
    }

    @Test
    void aLineLongerThanAnyRowIsRefusedNamingItsLineAndLength() {
        String longLine = "1.5,".repeat(500_000);
        String text = "date,symbol,side,quantity,price\n" + longLine + "\n";
        assertThatThrownBy(() -> read(text))
                .isInstanceOf(UnreadableTransactionsException.class)
                .hasMessage("Line 2 is 2,000,000 characters long; rows of a table are at most 65,536 characters,"
                        + " so this file is not a table this desk reads.");
        assertThat(READER.headerSignature(longLine.getBytes(StandardCharsets.UTF_8))).isEqualTo(TransactionReader.signature(List.of()));
    }

    @Test
    void aWideButOrdinaryHeaderIsStillMatchedOnItsKnownCells() {
        // 300 columns, most of them unknown: the vocabulary is consulted for each cell and still finds the known ones
        StringBuilder header = new StringBuilder("Date;Type;Symbol;Quantity;Price");
        StringBuilder row = new StringBuilder("2024-01-03;Buy;AAPL;2;100");
        for (int i = 0; i < 295; i++) {
            header.append(";extra ").append(i);
            row.append(";x");
        }
        ReadResult r = read(header + "\n" + row + "\n");
        assertThat(row(r, 2).kind()).isEqualTo(TransactionKind.BUY);
        assertThat(row(r, 2).quantity()).isEqualTo(2.0);
    }

    @Test
    void windows1250IsToldFromWindows1252ByLettersInsideWords() {
        // Polish in Windows-1250: 'ł' (0xB3) and 'ść' (0x9C 0xE6) would read "gie³da", "iloœæ" as 1252
        byte[] polish = "data;papier;giełda;-;ilość;cena;wartość\n2024-03-01;PZU;GPW;K;10;47,50;475,00\n"
                .getBytes(Charset.forName("windows-1250"));
        assertThat(TextDecoding.decode(polish).encoding()).isEqualTo("windows-1250");
        assertThat(TextDecoding.decode(polish).text()).startsWith("data;papier;giełda;-;ilość");
        // Western text keeps 1252: French 'œ' inside a word, Spanish '¿' after a space, '£' after a digit
        byte[] western = "Opération;Libellé;Montant\n2024-03-01;cœur de métier ¿ 100£;1,5\n".getBytes(Charset.forName("windows-1252"));
        assertThat(TextDecoding.decode(western).encoding()).isEqualTo("windows-1252");
    }

    @Test
    void theTypeColumnIsTheOneWhoseValuesNameKinds() {
        // no column is named as a type; the side column's header is a lone '-' (bossa) and its values K/S name the kinds
        ReadResult r = read("data;papier;-;ilość;cena\n2024-03-01;PZU;K;10;47,50\n2024-03-04;PZU;S;4;48,10\n");
        assertThat(row(r, 2).kind()).isEqualTo(TransactionKind.BUY);
        assertThat(row(r, 3).kind()).isEqualTo(TransactionKind.SELL);
        assertThat(r.diagnosis().reasons()).anyMatch(s -> s.contains("'-' was taken as type from its values"));
        // a column named 'Type' that only says "Opération": the event text names the kinds and holds the trade (Saxo, French)
        ReadResult saxo = read("Date d'opération,Type,Instrument,Événement,Montant\n"
                + "27-août-2024,Opération,Amundi MSCI World,\"Achat 40 @ 447,19 EUR\",\"-17887,60\"\n"
                + "31-déc.-2024,Montant en espèces,,Intérêts,\"8,20\"\n"
                + "09-févr.-2024,Opération sur titres,TotalEnergies SE,Dividende,\"31,60\"\n");
        assertThat(row(saxo, 2).kind()).isEqualTo(TransactionKind.BUY);
        assertThat(row(saxo, 2).quantity()).isEqualTo(40);
        assertThat(row(saxo, 2).price().value()).isEqualTo(447.19);
        assertThat(row(saxo, 3).kind()).isEqualTo(TransactionKind.INTEREST);
        assertThat(row(saxo, 3).date()).isEqualTo(LocalDate.of(2024, 12, 31));
        assertThat(row(saxo, 4).kind()).isEqualTo(TransactionKind.DIVIDEND);
        assertThat(row(saxo, 4).date()).isEqualTo(LocalDate.of(2024, 2, 9));
    }

    @Test
    void aCurrencyNamedColumnOfDatesIsAValueDate() {
        // German 'Valuta' is the value date; the unnamed column after the amount holds the currency (flatex)
        ReadResult r = read("Buchungstag;Valuta;Bezeichnung;ISIN;Nominal (Stk.);Betrag;;Kurs;Buchungsinformation\n"
                + "12.01.2024;14.01.2024;SAP SE;DE0007164600;10;1800,00;EUR;180,00;Ausführung ORDER Kauf DE0007164600 217509927\n");
        assertThat(row(r, 2).kind()).isEqualTo(TransactionKind.BUY);
        assertThat(row(r, 2).price().currency()).isEqualTo("EUR");
        assertThat(row(r, 2).date()).isEqualTo(LocalDate.of(2024, 1, 12));
    }

    @Test
    void aDashIsEmptyAndAnEmptyDateTakesTheSecondDateColumn() {
        // Disnat: '-' for every empty cell, including the trade date of a dividend (only the settlement date is given)
        ReadResult r = read("Date de transaction,Date de règlement,Type de transaction,Symbole,Quantité,Prix,Montant de l'opération,Devise du compte\n"
                + "2024-08-30,2024-09-01,ACHAT,VEQT-C,25,\"41,12\",\"-1028,00\",CAN\n"
                + "-,2024-12-10,DIVIDENDE,BCE,20,-,\"19,95\",CAN\n"
                + "-,2024-09-04,TAXE DE VENTE DU QUÉBEC,-,0,-,\"-9,98\",CAN\n");
        assertThat(row(r, 2).kind()).isEqualTo(TransactionKind.BUY);
        assertThat(row(r, 3).kind()).isEqualTo(TransactionKind.DIVIDEND);
        assertThat(row(r, 3).date()).isEqualTo(LocalDate.of(2024, 12, 10));
        assertThat(row(r, 3).amount().currency()).isEqualTo("CAD");
        assertThat(row(r, 4).kind()).isEqualTo(TransactionKind.TAX); // not a sale: 'taxe de vente' is the longer phrase
        assertThat(row(r, 4).instrument()).isEqualTo(Instrument.NONE);
    }

    @Test
    void aFileWithoutHeaderIsRefusedWithNumberedColumnsAndTheirGuesses() {
        assertThatThrownBy(() -> read("12 Aug 2024,ENBRIDGE INC,BUY,40,49.12,-1974.79,CAD\n01 Aug 2024,ENBRIDGE INC,DIV,,,36.60,CAD\n"))
                .isInstanceOfSatisfying(UnreadableTransactionsException.class, e -> {
                    Diagnosis d = e.diagnosis();
                    assertThat(d.columns()).containsExactly("#1", "#2", "#3", "#4", "#5", "#6", "#7");
                    assertThat(d.guesses().get(0).field()).isEqualTo("date");
                    assertThat(d.guesses().get(2).field()).isEqualTo("type");
                    assertThat(d.guesses().get(6).field()).isEqualTo("currency");
                    assertThat(d.preview()).hasSize(2);
                    assertThat(d.confidence()).isZero();
                    assertThat(e.getMessage()).startsWith("The file has no header row: found 7 columns; from the values alone: #1 date, #3 type, #7 currency");
                });
    }

    @Test
    void aReversalCancelsTheTradeItNamesNotItsRebooking() {
        // the buy of 07.02 is reversed on 19.02 and booked again the same day (flatex); UBS writes only 'Storno'
        ReadResult r = read("Datum;ISIN;Stück;Kurs;Buchungsinformation\n"
                + "07.02.2024;DE0008404005;40;265,68;Ausführung ORDER Kauf DE0008404005 217510121\n"
                + "19.02.2024;DE0008404005;-40;265,68;Storno Ausführung ORDER Kauf DE0008404005 217510121\n"
                + "19.02.2024;DE0008404005;40;265,68;Ausführung ORDER Kauf DE0008404005 217510121\n"
                + "20.02.2024;DE0007164600;5;180,00;Ausführung ORDER Kauf DE0007164600 217510222\n");
        assertThat(r.transactions()).extracting(Transaction::line).containsExactly(4L, 5L);
        assertThat(r.countsByKind()).containsEntry("buy", 2L).containsEntry(TransactionReader.REVERSED, 2L);
        assertThat(r.dataRows()).isEqualTo(4);
    }

    @Test
    void anUnsureAnswerNamesTheTypeWordsItDoesNotKnow() {
        // Meesman-like: deposits and withdrawals in words the vocabulary does not have
        String text = "Datum;Omschrijving;Fonds;Aantal;Koers;Bedrag\n"
                + "01-01-2024;Storting ideal;;;;500,00\n01-02-2024;Storting ideal;;;;500,00\n01-03-2024;Storting ideal;;;;500,00\n"
                + "02-03-2024;Aankoop;Aandelen Wereldwijd;2,2;90,25;-200,00\n15-03-2024;Terugbetaling;;;;-100,00\n";
        assertThatThrownBy(() -> read(text.replace("Storting ideal", "Maandinleg")))
                .isInstanceOfSatisfying(UnreadableTransactionsException.class, e -> {
                    assertThat(e.getMessage()).contains("Only 20% of the rows have a transaction type the reader knows in column 'Omschrijving'")
                            .contains("Type words it does not know: 'Maandinleg' (3), 'Terugbetaling' (1)");
                    assertThat(e.diagnosis().confidence()).isLessThan(0.6);
                });
    }

    @Test
    void aMappingListsItsColumnsInTheFieldsOwnOrderWhateverOrderItWasGivenIn() {
        Map<TransactionField, String> given = new java.util.LinkedHashMap<>();
        given.put(TransactionField.AMOUNT_CURRENCY, "Account Currency");
        given.put(TransactionField.DATE, "Timestamp");
        given.put(TransactionField.CURRENCY, "Account Currency");
        ColumnMapping m = new ColumnMapping(given, null, null, null, Map.of(), null);
        List<TransactionField> expected = java.util.Arrays.stream(TransactionField.values()).filter(given::containsKey).toList();
        assertThat(List.copyOf(m.columns().keySet())).isEqualTo(expected);
        assertThat(m.columns()).isEqualTo(given);
    }

    // ---------------------------------------------------------------- fifth round of unseen brokers (issue 12): general rules

    @Test
    void shiftJisIsToldByItsKanaAndWesternBytesStaySingleByte() {
        // Rakuten Securities writes Shift_JIS; its header and side words are Japanese (full-width brackets qualify a name)
        byte[] jp = ("約定日,銘柄コード,銘柄名,売買区分,数量［株］,単価［円］\n2024/11/26,6758,ソニーグループ,売付,33,\"14,065.0\"\n")
                .getBytes(Charset.forName("windows-31j"));
        assertThat(TextDecoding.decode(jp).encoding()).isEqualTo("Shift_JIS");
        ReadResult r = READER.read(jp);
        assertThat(row(r, 2).kind()).isEqualTo(TransactionKind.SELL);
        assertThat(row(r, 2).quantity()).isEqualTo(33);
        assertThat(row(r, 2).price().value()).isEqualTo(14065.0);
        assertThat(row(r, 2).price().currency()).isEqualTo("JPY"); // the yen sign in '単価［円］'
        // Western 1252 text with letters whose bytes are Shift_JIS lead bytes ('é' 0xE9, 'à' 0xE0) is no Japanese
        byte[] fr = "Opération;Libellé;Montant\n2024-03-01;Dépôt à vue;1,5\n".getBytes(Charset.forName("windows-1252"));
        assertThat(TextDecoding.decode(fr).encoding()).isEqualTo("windows-1252");
    }

    @Test
    void czechWindows1250IsToldByItsLettersAndNorwegianStays1252() {
        // Fio: 'ě' (0xEC) after m/v/b and 'ř' (0xF8) before a vowel; in 1252 they would read "Smìr", "Pøevod"
        byte[] cz = "Datum obchodu;Směr;Symbol;Cena;Počet;Měna;Text FIO\n09.12.2024 14:38;Převod mezi měnami;;;;USD;Převod mezi měnami\n"
                .getBytes(Charset.forName("windows-1250"));
        assertThat(TextDecoding.decode(cz).encoding()).isEqualTo("windows-1250");
        assertThat(TextDecoding.decode(cz).text()).startsWith("Datum obchodu;Směr;Symbol;Cena;Počet;Měna");
        // Norwegian 'ø' stands before consonants ("Beløp", "Kjøpt", "Oppgjør"): Windows-1252
        byte[] no = "Dato;Type;Beløp\n2024-03-01;Kjøpt;100,00\n2024-03-02;Oppgjør;5,00\n".getBytes(Charset.forName("windows-1252"));
        assertThat(TextDecoding.decode(no).encoding()).isEqualTo("windows-1252");
    }

    @Test
    void debitAndCreditColumnsAreOneSignedAmount() {
        // interactive investor: no type column, money out in Debit, in in Credit, 'n/a' in the instrument columns of cash rows;
        // the trade date ('Date') wins over the settlement date before it
        ReadResult r = read("Settlement Date,Date,Symbol,Quantity,Price,Description,Debit,Credit\n"
                + "17/01/2024,15/01/2024,ISF,100,\"£7.52000\",ISHARES CORE FTSE 100,\"£755.99\",\n"
                + "19/02/2024,15/02/2024,ULVR,20,\"£38.10000\",UNILEVER PLC ORD 3 1/9P,\"£765.99\",\n"
                + "17/11/2024,15/11/2024,ISF,-50,\"£8.00000\",ISHARES CORE FTSE 100,,\"£396.01\"\n"
                + "02/01/2024,02/01/2024,n/a,n/a,n/a,Debit Card Payment,,\"£15,000.00\"\n"
                + "14/10/2024,14/10/2024,n/a,n/a,n/a,Withdrawal to nominated bank account,\"£1,500.00\",\n"
                + "05/11/2024,05/11/2024,n/a,n/a,n/a,Div SCOTTISH MORTGAGE INV TST,,\"£32.70\"\n");
        assertThat(row(r, 2).kind()).isEqualTo(TransactionKind.BUY);
        assertThat(row(r, 2).date()).isEqualTo(LocalDate.of(2024, 1, 15));
        assertThat(row(r, 2).amount().value()).isEqualTo(-755.99);
        assertThat(row(r, 4).kind()).isEqualTo(TransactionKind.SELL); // a negative quantity
        assertThat(row(r, 4).amount().value()).isEqualTo(396.01);
        assertThat(row(r, 5).kind()).isEqualTo(TransactionKind.DEPOSIT); // a card payment in, by the sign
        assertThat(row(r, 5).amount().value()).isEqualTo(15000.0);
        assertThat(row(r, 6).kind()).isEqualTo(TransactionKind.WITHDRAWAL);
        assertThat(row(r, 7).kind()).isEqualTo(TransactionKind.DIVIDEND);
    }

    @Test
    void quantityAtPriceInTheOnlyTextIsATradeSidedByTheMoney() {
        // CommSec: 'B 100 CBA @ 95.20' with Debit($) (money out: bought), 'S ...' with Credit($) (sold); the instrument is
        // the word between the quantity and '@'
        ReadResult r = read("Date,Reference,Details,Debit($),Credit($),Balance($)\n"
                + "26/09/2024,C148178113,B 50 BHP @ 40.950000,2067.45,,-27432.11\n"
                + "17/10/2024,C148178219,S 60 WES @ 76.460000,,4567.65,-28272.41\n"
                + "14/11/2024,D99124,Dividend CBA GROUP DIV 812024,,450.00,-27822.41\n"
                + "25/11/2024,P31642025,Direct Transfer - Payee MR J CITIZEN,3500.00,,-31322.41\n");
        Transaction buy = row(r, 2);
        assertThat(buy.kind()).isEqualTo(TransactionKind.BUY);
        assertThat(buy.quantity()).isEqualTo(50);
        assertThat(buy.price().value()).isEqualTo(40.95);
        assertThat(buy.instrument().name()).isEqualTo("BHP");
        assertThat(row(r, 3).kind()).isEqualTo(TransactionKind.SELL);
        assertThat(row(r, 4).kind()).isEqualTo(TransactionKind.DIVIDEND);
        assertThat(row(r, 5).kind()).isEqualTo(TransactionKind.WITHDRAWAL);
        // Hargreaves Lansdown: a price in pence ('Unit cost (p)'), the description the only instrument column (kept as the
        // name without its 'quantity @ price'); quantities are positive either way, the value's sign says bought or sold
        ReadResult hl = read("\"Trade date\",\"Settle date\",\"Reference\",\"Description\",\"Unit cost (p)\",\"Quantity\",\"Value (£)\"\n"
                + "\"22/01/2024\",\"24/01/2024\",\"B4410283\",\"Ocado Group plc Ordinary 2p 400 @  487.09\",\"487.090\",\"400\",\"-1960.31\"\n"
                + "\"17/10/2024\",\"19/10/2024\",\"S4410400\",\"Ocado Group plc Ordinary 2p 200 @  350.5\",\"350.500\",\"200\",\"689.05\"\n"
                + "\"13/12/2024\",\"13/12/2024\",\"ST DIV\",\"Legal & General Group plc Ordinary 2.5p Net Dividend Payment\",\"\",\"\",\"51.00\"\n"
                + "\"13/12/2024\",\"13/12/2024\",\"Transfer\",\"Transfer From Income Account\",\"\",\"\",\"51.00\"\n"
                + "\"02/01/2024\",\"02/01/2024\",\"Card Web\",\"Debit card subscription\",\"\",\"\",\"4000.00\"\n");
        Transaction ocado = row(hl, 2);
        assertThat(ocado.kind()).isEqualTo(TransactionKind.BUY);
        assertThat(ocado.price().value()).isCloseTo(4.8709, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(ocado.price().currency()).isEqualTo("GBP");
        assertThat(ocado.instrument().name()).isEqualTo("Ocado Group plc Ordinary 2p");
        assertThat(row(hl, 3).kind()).isEqualTo(TransactionKind.SELL);
        assertThat(row(hl, 4).kind()).isEqualTo(TransactionKind.DIVIDEND);
        assertThat(hl.unrecognized()).containsEntry("(no type)", 1L); // a move between the client's own accounts: no kind
        assertThat(row(hl, 6).kind()).isEqualTo(TransactionKind.DEPOSIT); // money paid in, not a fund subscription
    }

    @Test
    void anUnspecificTypeLetsTheDescriptionSay() {
        // Firstrade: 'Other' rows are reinvestments ('REIN @'), cash in and out, taxes; a fund named '... DIVIDEND ...' is
        // still reinvested into
        ReadResult r = read("Symbol,Quantity,Price,Action,Description,TradeDate,Amount\n"
                + "SCHD,25,83.4000,BUY,SCHWAB US DIVIDEND EQUITY ETF BOUGHT UNSOLICITED,2024-01-24,-2085.00\n"
                + "SCHD,-6,88.1100,SELL,SCHWAB US DIVIDEND EQUITY ETF SOLD UNSOLICITED,2024-10-23,528.66\n"
                + "SCHD,0,0.0000,Dividend,SCHWAB US DIVIDEND EQUITY ETF CASH DIV ON 20 SHS,2024-11-22,12.20\n"
                + "TSM,0,0.0000,Dividend,TAIWAN SEMICONDUCTOR CASH DIV ON 20 SHS,2024-07-11,52.00\n"
                + "SCHD,0.15486,0.0000,Other,SCHWAB US DIVIDEND EQUITY ETF REIN @ 78.7800 REC 11/12/24 PAY 11/22/24,2024-11-22,-12.20\n"
                + ",0,0.0000,Other,ACH DEPOSIT,2024-01-04,12000.00\n"
                + ",0,0.0000,Other,ACH DISBURSEMENT,2024-11-12,-2000.00\n"
                + "TSM,0,0.0000,Other,TAIWAN SEMICONDUCTOR FOREIGN TAX WITHHELD,2024-07-11,-10.92\n");
        assertThat(row(r, 6).kind()).isEqualTo(TransactionKind.DIVIDEND_REINVESTMENT);
        assertThat(row(r, 6).price().value()).isCloseTo(78.78, org.assertj.core.api.Assertions.within(0.01));
        assertThat(row(r, 7).kind()).isEqualTo(TransactionKind.DEPOSIT);
        assertThat(row(r, 8).kind()).isEqualTo(TransactionKind.WITHDRAWAL);
        assertThat(row(r, 9).kind()).isEqualTo(TransactionKind.TAX);
        assertThat(r.unrecognized()).isEmpty();
    }

    @Test
    void ordersThatNeverExecutedAreSetAsideAndCounted() {
        // Webull: a cancelled or failed order has a side but nothing was bought; the limit price '@573.29' is no price, the
        // average price is; 'Time-in-Force' values DAY/GTC are neither a date nor a currency
        ReadResult r = read("Name,Symbol,Side,Status,Filled,Total Qty,Price,Avg Price,Time-in-Force,Placed Time,Filled Time\n"
                + "SPDR S&P 500 ETF Trust,SPY,Sell,Failed,0,24,@545.72,,DAY,12/10/2024 13:54:31 EST,\n"
                + "SPDR S&P 500 ETF Trust,SPY,Sell,Filled,12,12,@573.29,574.44,DAY,12/10/2024 13:51:31 EST,12/10/2024 13:51:50 EST\n"
                + "Apple Inc,AAPL,Buy,Cancelled,0,30,@180.00,,GTC,09/24/2024 11:22:35 EDT,\n"
                + "Apple Inc,AAPL,Buy,Filled,15,15,,185.34,DAY,09/24/2024 11:19:35 EDT,09/24/2024 11:20:22 EDT\n");
        assertThat(r.transactions()).hasSize(2);
        assertThat(r.countsByKind()).containsEntry(TransactionReader.NOT_EXECUTED, 2L);
        Transaction sell = row(r, 3);
        assertThat(sell.kind()).isEqualTo(TransactionKind.SELL);
        assertThat(sell.quantity()).isEqualTo(12);
        assertThat(sell.price().value()).isEqualTo(574.44);
        assertThat(sell.price().currency()).isNull();
        assertThat(sell.date()).isEqualTo(LocalDate.of(2024, 12, 10));
    }

    @Test
    void amountsInOneColumnPerCurrencyAreReadFromTheColumnARowFills() {
        // Fio: the volume of a USD dividend is in 'Objem v USD', not in 'Objem v CZK'
        ReadResult r = read("Datum obchodu;Směr;Symbol;Cena;Počet;Měna;Objem v CZK;Poplatky v CZK;Objem v USD;Poplatky v USD;Text FIO\n"
                + "14.11.2024 13:25;;AAPL;;;USD;;;6,00;;AAPL - Dividenda\n"
                + "18.01.2024 10:12;Nákup;AAPL;195,52;40;USD;;;-7 820,80;-27,37;Nákup\n"
                + "20.01.2024 10:12;Nákup;CEZ;950,00;10;CZK;-9 500,00;-40,00;;;Nákup\n");
        assertThat(row(r, 2).kind()).isEqualTo(TransactionKind.DIVIDEND);
        assertThat(row(r, 2).amount().value()).isEqualTo(6.0);
        assertThat(row(r, 2).amount().currency()).isEqualTo("USD");
        assertThat(row(r, 3).amount().value()).isEqualTo(-7820.80);
        assertThat(row(r, 3).fee().value()).isEqualTo(27.37);
        assertThat(row(r, 3).fee().currency()).isEqualTo("USD");
        assertThat(row(r, 4).amount().currency()).isEqualTo("CZK");
    }

    @Test
    void aSecurityNumberNamedLikeAnAmountAndAnEmptyNamesakeAreSkipped() {
        // UBS: 'Valor' (Spanish and Portuguese for an amount) holds one whole number per ISIN, the Swiss security number;
        // 'Whrg.' twice, the first one empty; apostrophe thousands; 'Abschluss' is the trade date
        ReadResult r = read("Bewertungsdatum;Abschluss;Beschreibung 1;Valor;ISIN;Whrg.;Anzahl/Betrag;Whrg.;Trans.-Preis;Trans.-Wert\n"
                + "31.12.2024;22.01.2024;Kauf;1374247;CH0013742471;;40;CHF;111.60;4'464.00\n"
                + "31.12.2024;28.02.2024;Kauf;10737617;IE00B4L5Y983;;25;USD;97.83;2'445.75\n"
                + "31.12.2024;05.06.2024;Kauf;1374247;CH0013742471;;25;CHF;121.46;3'036.50\n"
                + "31.12.2024;01.07.2024;Verkauf;1374247;CH0013742471;;10;CHF;125.00;1'250.00\n");
        assertThat(r.diagnosis().guesses().get(3).field()).isNull(); // Valor
        Transaction t = row(r, 2);
        assertThat(t.date()).isEqualTo(LocalDate.of(2024, 1, 22));
        assertThat(t.amount().value()).isEqualTo(4464.0);
        assertThat(t.price().value()).isEqualTo(111.6);
        assertThat(t.price().currency()).isEqualTo("CHF");
        assertThat(row(r, 3).price().currency()).isEqualTo("USD");
        assertThat(row(r, 5).kind()).isEqualTo(TransactionKind.SELL);
    }

    @Test
    void dashesAndNotApplicableAreEmptyCells() {
        // Merrill Edge: '--' in every empty cell, negatives in parentheses
        ReadResult r = read("\"Trade Date\",\"Account #\",\"Description 1 \",\"Symbol/CUSIP #\",\"Quantity\",\"Price ($)\",\"Amount ($)\"\n"
                + "\"10/1/2024\",\"5WX-12Q45\",\"Withdrawal\",\"--\",\"--\",\"--\",\"(4,000.00)\"\n"
                + "\"6/14/2024\",\"5WX-12Q45\",\"Funds Received\",\"--\",\"--\",\"--\",\"5,000.00\"\n"
                + "\"11/11/2024\",\"5WX-12Q45\",\"Sale\",\"VOO\",\"-15\",\"438.4300\",\"6,576.45\"\n");
        assertThat(row(r, 2).kind()).isEqualTo(TransactionKind.WITHDRAWAL);
        assertThat(row(r, 2).amount().value()).isEqualTo(-4000.0);
        assertThat(row(r, 2).instrument()).isEqualTo(Instrument.NONE);
        assertThat(row(r, 3).kind()).isEqualTo(TransactionKind.DEPOSIT);
        assertThat(row(r, 4).kind()).isEqualTo(TransactionKind.SELL);
        assertThat(row(r, 4).account()).isEqualTo("5WX-12Q45");
    }

    @Test
    void aHeaderThatIsExactlyOneFieldIsNoQualifiedOtherField() {
        Vocabulary v = Vocabulary.standard();
        // 'Transaction Date' is the date, not a 'Transaction' (type) qualified by 'Date'
        assertThat(v.fieldsOf("Transaction Date")).containsOnlyKeys(TransactionField.DATE);
        // two CJK characters are a word that takes a full-width qualifier
        assertThat(v.fieldsOf("数量［株］")).containsEntry(TransactionField.QUANTITY, 0.8);
        assertThat(v.roleOf("Debit($)")).isEqualTo("debit");
        assertThat(v.roleOf("Status")).isEqualTo("status");
        assertThat(v.dateRank("Settlement Date")).isEqualTo(2);
    }
}
