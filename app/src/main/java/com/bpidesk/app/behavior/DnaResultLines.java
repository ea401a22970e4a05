package com.bpidesk.app.behavior;

import com.fasterxml.jackson.databind.JsonNode;
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
    void show(JsonNode r) {
        combination.set(DnaCombination.text(r.path("overall")));
        homeLine.set(DnaCombination.homeAndCurrency(r));
        rowsRead.set(RowReportText.summary(r));
        rowsNotUsed.setAll(RowReportText.notUsed(r));
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
}
