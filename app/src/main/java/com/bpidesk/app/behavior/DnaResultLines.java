package com.bpidesk.app.behavior;

import com.bpidesk.app.client.behavior.BehaviorApi.DnaReport;
import com.bpidesk.app.client.behavior.BehaviorApi.FxRate;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The lines in words under a DNA result: how the overall score is combined ({@link DnaCombination}), where the home
 * country and the currency came from, and what the file's rows were read as with the rows not used ({@link RowReportText}).
 */
public final class DnaResultLines {

    private final StringProperty combination = new SimpleStringProperty("");
    private final StringProperty homeLine = new SimpleStringProperty("");
    private final StringProperty rowsRead = new SimpleStringProperty("");
    private final ObservableList<String> rowsNotUsed = FXCollections.observableArrayList();

    void clear() {
        combination.set("");
        homeLine.set("");
        rowsRead.set("");
        rowsNotUsed.clear();
    }

    /** Fills the lines from an analyze-dna answer. */
    void show(DnaReport r) {
        combination.set(DnaCombination.text(r.overall()));
        homeLine.set(DnaCombination.homeAndCurrency(r));
        rowsRead.set(RowReportText.summary(r.rowReport()));
        rowsNotUsed.setAll(RowReportText.notUsed(r.rowReport()));
    }

    /** How the overall score is combined from the biases, or why there is none. */
    public StringProperty combinationProperty() {
        return combination;
    }

    /** Where the home country and the report's currency came from, in words. */
    public StringProperty homeLineProperty() {
        return homeLine;
    }

    /** What the file's rows were read as, in plain words (issue 24); empty for a holdings snapshot. */
    public StringProperty rowsProperty() {
        return rowsRead;
    }

    /** The rows not used, one line per reason with their lines in the file. */
    public ObservableList<String> rowsNotUsed() {
        return rowsNotUsed;
    }

    /**
     * The base currency of the report's amounts and the rates that converted into it, as the engine states them
     * ({@code base_currency}, {@code fx_rates}): "Amounts in USD. Exchange rates: 1 EUR = 1.0823 USD on Apr 10, 2024 (...)".
     */
    static String currencyLine(DnaReport r) {
        String base = DnaCombination.text(r.baseCurrency());
        if (base.isEmpty()) {
            return "";
        }
        var f = com.bpidesk.app.format.Formats.app();
        List<String> parts = new ArrayList<>();
        for (FxRate x : r.fxRates()) {
            String source = DnaCombination.text(x.source());
            parts.add("1 " + x.currency() + " = " + f.number(x.rate(), 4) + " " + base + " on "
                    + f.date(x.rateDate()) + " (" + ("demo".equals(source) ? "demo rates, simulated" : source) + ")");
        }
        return "Amounts in " + base + (parts.isEmpty() ? "." : ". Exchange rates (the one on or before each trade date; latest "
                + "shown): " + String.join(" · ", parts) + ".");
    }

    /** {@code price_store:demo,client_trades -> "Prices: demo market (simulated) and the file's own trade prices"}. */
    static String provenanceLabel(String source) {
        List<String> parts = new ArrayList<>();
        for (String p : source.split(",")) {
            if (p.startsWith("price_store:")) {
                String s = p.substring("price_store:".length());
                parts.add(s.contains("demo") ? "demo market (simulated)" : "price store (" + s + ")");
            } else if (p.equals("client_trades")) {
                parts.add("the file's own trade prices");
            }
        }
        return parts.isEmpty() ? "" : "Prices: " + String.join(" and ", parts);
    }

}
