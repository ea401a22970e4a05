package com.bpidesk.engine.transactions;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A reversal cancels the booking it reverses, not only trades ({@link Reversals}): dividends, interest, fees and taxes,
 * paired by instrument and amount. Small hand-made files; every expected line and count is read off the file by eye.
 */
class ReversedBookingsTest {

    static ReadResult read(String text) {
        return TransactionReader.standard().read(text.getBytes(StandardCharsets.UTF_8));
    }

    static long[] lines(ReadResult r) {
        return r.transactions().stream().mapToLong(Transaction::line).toArray();
    }

    @Test
    void stornoDividendeCancelsTheDividendNotTheBuyOfTheSameShares() {
        ReadResult r = read("Datum;Typ;Wertpapier;ISIN;Stück;Kurs;Betrag\n"
                + "02.05.2024;Kauf;SAP SE;DE0007164600;10;170,00;-1700,00\n" // 2
                + "06.05.2024;Dividende;SAP SE;DE0007164600;;;22,00\n" // 3: reversed by line 5
                + "06.05.2024;Dividende;Allianz SE;DE0008404005;;;34,20\n" // 4
                + "08.05.2024;Storno Dividende;SAP SE;DE0007164600;;;-22,00\n" // 5
                + "08.05.2024;Dividende;SAP SE;DE0007164600;;;21,50\n"); // 6: the corrected payment
        assertThat(lines(r)).containsExactly(2, 4, 6);
        assertThat(r.countsByKind()).containsEntry("buy", 1L).containsEntry("dividend", 2L).containsEntry(TransactionReader.REVERSED, 2L);
    }

    @Test
    void anEnglishDividendReversalTakesTheSameAmountOnOrBeforeItsDate() {
        ReadResult r = read("Date,Type,Symbol,Quantity,Price,Amount\n"
                + "2024-02-15,Dividend,AAPL,,,12.00\n" // 2: reversed by line 5 (within a cent)
                + "2024-02-15,Dividend,MSFT,,,12.00\n" // 3: other instrument
                + "2024-03-01,Buy,AAPL,10,180.00,-1800.00\n" // 4
                + "2024-03-02,Dividend reversal,AAPL,,,-11.995\n" // 5
                + "2024-03-02,Dividend reversal,AAPL,,,-12.50\n" // 6: no dividend of 12.50: set aside alone
                + "2024-05-15,Dividend,AAPL,,,12.00\n"); // 7: after the reversal, not what it undid
        assertThat(lines(r)).containsExactly(3, 4, 7);
        assertThat(r.countsByKind()).containsEntry("dividend", 2L).containsEntry("buy", 1L).containsEntry(TransactionReader.REVERSED, 3L);
    }

    @Test
    void anAnnulationCouponAndATegenboekingPreferTheSharedReference() {
        ReadResult fr = read("Date;Opération;Libellé;Code ISIN;Quantité;Montant\n"
                + "10/06/2024;Coupon;TotalEnergies;FR0000120271;;79,00\n" // 2
                + "12/06/2024;Annulation coupon;TotalEnergies;FR0000120271;;-79,00\n"); // 3
        assertThat(fr.transactions()).isEmpty();
        assertThat(fr.countsByKind()).containsEntry(TransactionReader.REVERSED, 2L).doesNotContainKey("dividend");
        // two dividends of the same amount; the reversal names the reference of the older one
        ReadResult nl = read("Datum;Omschrijving;Product;ISIN;Bedrag\n"
                + "01-03-2024;Dividend 4471120;ABN AMRO BANK NV;NL0011540547;10,00\n" // 2: reference shared with line 4
                + "01-06-2024;Dividend 4471985;ABN AMRO BANK NV;NL0011540547;10,00\n" // 3
                + "15-06-2024;Tegenboeking dividend 4471120;ABN AMRO BANK NV;NL0011540547;-10,00\n"); // 4
        assertThat(lines(nl)).containsExactly(3);
        assertThat(nl.countsByKind()).containsEntry("dividend", 1L).containsEntry(TransactionReader.REVERSED, 2L);
    }

    @Test
    void interestFeeAndTaxReversalsWithOrWithoutAnInstrument() {
        ReadResult r = read("Datum;Typ;Wertpapier;ISIN;Betrag\n"
                + "31.01.2024;Zinsen;;;3,10\n" // 2: reversed by 5 (no instrument on either)
                + "31.01.2024;Depotgebühr;;;-2,50\n" // 3: reversed by 6
                + "06.05.2024;Quellensteuer;SAP SE;DE0007164600;-5,80\n" // 4: reversed by 7
                + "02.02.2024;Storno Zinsen;;;-3,10\n" // 5
                + "02.02.2024;Storno Depotgebühr;;;2,50\n" // 6
                + "07.05.2024;Storno Quellensteuer;SAP SE;DE0007164600;5,80\n" // 7
                + "07.05.2024;Quellensteuer;Allianz SE;DE0008404005;-5,80\n"); // 8: another instrument
        assertThat(lines(r)).containsExactly(8);
        assertThat(r.countsByKind()).containsEntry("tax", 1L).containsEntry(TransactionReader.REVERSED, 6L)
                .doesNotContainKeys("interest", "fee");
    }

    @Test
    void aNegativeDividendMarkedAsCorrectionCancelsTheDividendItMirrors() {
        ReadResult r = read("Date,Type,Symbol,Amount,Comment\n"
                + "2024-04-10,Dividend,MSFT,7.50,Quarterly dividend\n" // 2: cancelled by 3
                + "2024-04-12,Dividend,MSFT,-7.50,Correction\n" // 3
                + "2024-04-12,Dividend,MSFT,2.00,Correction\n" // 4: a correction with no opposite partner stays a dividend
                + "2024-05-10,Dividend,KO,4.60,Quarterly dividend\n" // 5
                + "2024-05-11,Dividend,KO,-1.20,Adjustment\n"); // 6: negative but not marked: stays
        assertThat(lines(r)).containsExactly(4, 5, 6);
        assertThat(r.countsByKind()).containsEntry("dividend", 3L).containsEntry(TransactionReader.REVERSED, 2L);
    }

    @Test
    void aReversalInACompoundAndATradeReversalStillPairAsBefore() {
        ReadResult r = read("Datum;Typ;Wertpapier;ISIN;Stück;Kurs;Betrag\n"
                + "02.05.2024;Kauf;SAP SE;DE0007164600;10;170,00;-1700,00\n" // 2: cancelled by 4
                + "06.05.2024;Dividende;SAP SE;DE0007164600;;;22,00\n" // 3: cancelled by 5
                + "03.05.2024;Kaufstorno;SAP SE;DE0007164600;10;170,00;1700,00\n" // 4
                + "08.05.2024;Dividendenstorno;SAP SE;DE0007164600;;;-22,00\n"); // 5
        assertThat(r.transactions()).isEmpty();
        assertThat(r.countsByKind()).containsEntry(TransactionReader.REVERSED, 4L);
    }
}
