package com.bpidesk.engine.transactions;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Type words written as compounds (German, Dutch, Swedish, Danish, Norwegian, Finnish), read by their last part
 * ({@link Compounds}, the compound keys of vocabulary.properties). None of the positive words below is listed in the
 * vocabulary as a whole; each was classified by hand from what the word means in a broker's or bank's export.
 */
class CompoundWordsTest {

    static final Vocabulary V = Vocabulary.standard();

    static String kind(String text) {
        Vocabulary.KindMatch m = V.kindOf(text);
        return m == null ? "-" : m.kind().id();
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource({
            // German: the head decides, the longest head wins ("verkauf" over "kauf")
            "Aktienkauf, buy", "Aktienverkauf, sell", "Fondssparplan, buy", "ETF-Sparplan, buy", "Depotgebühren, fee",
            "Depotgebuhren, fee", "Depotentgelt, fee", "Ordergebühr, fee", "Kontoführungsgebühr, fee", "Kirchensteuer, tax",
            "Dividendensteuer, tax", "Fondsausschüttung, dividend", "Dividendenwiederanlage, dividend_reinvestment",
            "Depoteinbuchung, transfer_in", "Bareinzahlung, deposit", "Barauszahlung, withdrawal",
            // German light heads (credit, refund, payment, booking, statement): the first part decides
            "Steuererstattung, tax", "Quellensteuererstattung, tax", "Steuergutschrift, tax", "Sollzinsbelastung, interest", "Dividendenzahlung, dividend",
            "Ertragsgutschrift, dividend", "Dividendenauszahlung, dividend", "Verkaufsabrechnung, sell", "Kaufabrechnung, buy",
            // Dutch
            "Aandelenaankoop, buy", "Aandelenverkoop, sell", "Couponuitkering, dividend", "Renteuitkering, interest",
            "Beheerkosten, fee", "Kapitaalstorting, deposit", "Geldopname, withdrawal", "Dividendherbelegging, dividend_reinvestment",
            "Slotdividend, dividend",
            // Swedish
            "Aktieköp, buy", "Fondköp, buy", "Aktieförsäljning, sell", "Aktieutdelning, dividend", "Utdelningsskatt, tax",
            "Förvaltningsavgift, fee", "Depåavgift, fee", "Kontantuttag, withdrawal", "Kontoinsättning, deposit", "Kreditränta, interest",
            // Danish
            "Aktiekøb, buy", "Aktiesalg, sell", "Aktieudbytte, dividend", "Udbytteskat, tax", "Depotgebyr, fee",
            "Kontantindbetaling, deposit", "Renteindtægt, interest",
            // Norwegian
            "Aksjekjøp, buy", "Fondssalg, sell", "Aksjeutbytte, dividend", "Utbyttereinvestering, dividend_reinvestment",
            "Fondsforvaltningsgebyr, fee", "Kontantinnskudd, deposit", "Renteinntekt, interest", "Utbytteutbetaling, dividend",
            "Kontantuttak, withdrawal",
            // Finnish
            "Osakemyynti, sell", "Rahastomyynti, sell", "Rahasto-osto, buy", "Lisäosinko, dividend", "Osinkotulo, dividend",
            "Lähdevero, tax", "Varainsiirtovero, tax", "Välityspalkkio, fee", "Talletuskorko, interest", "Korkotulo, interest",
            "Käteisnosto, withdrawal", "Käteistalletus, deposit", "Veronpalautus, tax",
            // a compound inside a longer cell; a cancellation fee is a fee, not a reversal
            "Sparplan-Ausführung Fondssparplan 12345678, buy", "Stornierungsgebühr, fee", "Stornogebühr, fee"})
    void aCompoundHasTheKindOfItsLastPart(String word, String expected) {
        assertThat(kind(word)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "Sparvertrag", "Bausparvertrag", // end in "ertrag" (income) inside "vertrag" (contract): compound.not blocks it
            "Steuervorauszahlung", // a prepayment, not a payout ("auszahlung")
            "Aktienrückkauf", "Fondåterköp", "Aksjeoppkjøp", // buy-back, redemption, takeover: not the client's purchase
            "Rückzahlung", "Wertpapiergutschrift", // a light head whose first part names no kind gives nothing
            "Umbuchung", // a light head after a first part too short to be one
            "Conto corrente", "Interesse composto", "Agosto", // Italian/Spanish words ending in Dutch "rente", Finnish "osto"
            "davvero", // ends in Finnish "vero" (tax) after only three letters: a short head needs four
            "Goedkoop"}) // Dutch "cheap": "koop" alone is not read inside compounds
    void aWordThatMerelyEndsInAKindWordIsNoCompound(String word) {
        assertThat(kind(word)).isEqualTo("-");
    }

    @Test
    void aWholeWordPhraseStillWins() {
        assertThat(kind("Wertpapierkauf")).isEqualTo("buy"); // listed as a whole word
        assertThat(kind("Zinsgutschrift")).isEqualTo("interest"); // listed as a whole word
        assertThat(kind("Gutschrift")).isEqualTo("deposit"); // alone a deposit; inside a compound a light head
        assertThat(kind("Steuererstattung Dividende")).isEqualTo("dividend"); // the whole word, not the compound's tax
        assertThat(kind("Dividendbelasting")).isEqualTo("tax");
    }

    @Test
    void savingsPlansReversalsAndCorrectionsAreReadInsideCompounds() {
        assertThat(V.isSavingsPlan("Fondssparplan")).isTrue();
        assertThat(V.isSavingsPlan("ETF-Sparplan")).isTrue();
        assertThat(V.isSavingsPlan("Aktienkauf")).isFalse();
        assertThat(V.isReversal("Kaufstorno")).isTrue();
        assertThat(kind("Kaufstorno")).isEqualTo("buy"); // what it reverses
        assertThat(V.isReversal("Dividendenstorno")).isTrue();
        assertThat(kind("Dividendenstorno")).isEqualTo("dividend");
        assertThat(V.isReversal("Stornobuchung")).isTrue();
        assertThat(V.isReversal("Storno-Buchung")).isTrue();
        assertThat(V.isReversal("Stornodividende")).isTrue();
        assertThat(V.isReversal("Stornogebühr")).isFalse();
        assertThat(V.isReversal("Stornierungsgebühr")).isFalse();
        assertThat(V.isCorrection("Dividendenkorrektur")).isTrue();
        assertThat(V.isCorrection("Dividende")).isFalse();
    }

    @Test
    void aFileOfCompoundTypesIsRead() {
        String text = "Datum;Typ;Wertpapier;ISIN;Stück;Kurs;Betrag\n"
                + "03.01.2024;Aktienkauf;SAP SE;DE0007164600;2;150,00;-300,00\n"
                + "04.01.2024;Aktienverkauf;SAP SE;DE0007164600;1;160,00;160,00\n"
                + "05.01.2024;Fondssparplan;iShares Core MSCI World;IE00B4L5Y983;1,5;80,00;-120,00\n"
                + "06.01.2024;Dividendengutschrift;SAP SE;DE0007164600;;;4,40\n"
                + "06.01.2024;Dividendensteuer;SAP SE;DE0007164600;;;-1,16\n"
                + "31.01.2024;Depotgebühren;;;;;-2,50\n";
        ReadResult r = TransactionReader.standard().read(text.getBytes(StandardCharsets.UTF_8));
        assertThat(r.countsByKind()).containsEntry("buy", 2L).containsEntry("sell", 1L).containsEntry("dividend", 1L)
                .containsEntry("tax", 1L).containsEntry("fee", 1L);
        assertThat(r.unrecognized()).isEmpty();
        assertThat(TransactionReaderTest.row(r, 4).automatic()).isTrue();
        assertThat(TransactionReaderTest.row(r, 2).isDiscretionaryTrade()).isTrue();
    }
}
