package com.bpidesk.app.behavior;

import com.bpidesk.app.client.behavior.BehaviorApi;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The mapping step of the Behavioral DNA screen: when the engine is not sure how to read a file it answers with what it
 * found (columns, a guess per column with its confidence, the first rows, date order, decimal separators); this model holds
 * the user's corrections and turns them into the {@code mapping} the engine accepts, and into an import profile when the
 * user asks to remember the layout.
 */
public final class DnaMappingModel {

    /** What a column can be, with the label the user sees; the empty id means "not used". */
    public record FieldOption(String id, String label) {
        @Override
        public String toString() {
            return label;
        }
    }

    public static final List<FieldOption> FIELDS = List.of(new FieldOption("", "(not used)"), new FieldOption("date", "Date"),
            new FieldOption("type", "Transaction type"), new FieldOption("side", "Buy or sell"), new FieldOption("symbol", "Ticker"),
            new FieldOption("isin", "ISIN"), new FieldOption("name", "Security name"), new FieldOption("quantity", "Quantity"),
            new FieldOption("price", "Price per share"), new FieldOption("amount", "Amount"), new FieldOption("fee", "Fees"),
            new FieldOption("tax", "Tax"), new FieldOption("currency", "Currency"), new FieldOption("account", "Account"),
            new FieldOption("description", "Notes"));

    /** One column of the file with the field chosen for it. */
    public static final class ColumnChoice {
        private final int index;
        private final String header;
        private final StringProperty field = new SimpleStringProperty("");
        private final double confidence;

        ColumnChoice(int index, String header, String field, double confidence) {
            this.index = index;
            this.header = header;
            this.field.set(field == null ? "" : field);
            this.confidence = confidence;
        }

        public int index() {
            return index;
        }

        /** The header as found, or "Column n" for an unnamed column. */
        public String header() {
            return header.isBlank() ? "Column " + index : header;
        }

        /** How the engine refers to this column in a mapping (the header, or #n for an unnamed one). */
        String reference() {
            return header.isBlank() ? "#" + index : header;
        }

        public StringProperty fieldProperty() {
            return field;
        }

        public double confidence() {
            return confidence;
        }

        public static FieldOption option(String id) {
            return FIELDS.stream().filter(f -> f.id().equals(id == null ? "" : id)).findFirst().orElse(FIELDS.get(0));
        }
    }

    private final BooleanProperty active = new SimpleBooleanProperty(false);
    private final StringProperty reason = new SimpleStringProperty("");
    private final StringProperty dateOrder = new SimpleStringProperty("dmy");
    private final StringProperty decimal = new SimpleStringProperty("point");
    private final StringProperty buyWords = new SimpleStringProperty("");
    private final StringProperty sellWords = new SimpleStringProperty("");
    private final BooleanProperty remember = new SimpleBooleanProperty(false);
    private final ObservableList<ColumnChoice> columns = FXCollections.observableArrayList();
    private final ObservableList<List<String>> preview = FXCollections.observableArrayList();
    private List<String> header = List.of();

    /** Fills the step from the engine's {@code diagnosis}; {@code detail} is the engine's sentence on why it is unsure. */
    public void show(BehaviorApi.Diagnosis diagnosis, String detail) {
        List<ColumnChoice> cs = new ArrayList<>();
        List<String> h = new ArrayList<>();
        for (BehaviorApi.Guess g : diagnosis.guesses()) {
            cs.add(new ColumnChoice(g.index(), DnaCombination.text(g.header()), DnaCombination.text(g.field()), g.confidence()));
            h.add(DnaCombination.text(g.header()));
        }
        if (cs.isEmpty()) {
            int i = 1;
            for (String c : diagnosis.columns()) {
                cs.add(new ColumnChoice(i++, DnaCombination.text(c), "", 0));
                h.add(DnaCombination.text(c));
            }
        }
        header = List.copyOf(h);
        columns.setAll(cs);
        List<List<String>> rows = new ArrayList<>();
        for (List<String> r : diagnosis.preview()) {
            List<String> row = new ArrayList<>();
            (r == null ? List.<String>of() : r).forEach(c -> row.add(DnaCombination.text(c)));
            rows.add(row);
        }
        preview.setAll(rows);
        String order = DnaCombination.text(diagnosis.dateOrder());
        dateOrder.set(order.isEmpty() ? "dmy" : order);
        decimal.set(diagnosis.decimalByColumn().containsValue("comma") || "semicolon".equals(diagnosis.delimiter()) ? "comma" : "point");
        reason.set(detail == null ? "" : detail);
        buyWords.set("");
        sellWords.set("");
        remember.set(false);
        active.set(true);
    }

    public void close() {
        active.set(false);
    }

    /** The {@code mapping} JSON of {@code POST /api/analyze-dna}. */
    public String mappingJson() {
        return mapping().json();
    }

    /** The import profile "remember this layout" saves: the mapping, the file's name (at most 100 characters) and header. */
    public BehaviorApi.ImportProfile profile(String name) {
        BehaviorApi.DnaMapping m = mapping();
        return new BehaviorApi.ImportProfile(m.columns(), m.dateOrder(), m.decimal(), m.kindRules(),
                name.length() > 100 ? name.substring(0, 100) : name, header);
    }

    BehaviorApi.DnaMapping mapping() {
        Map<String, String> cols = new LinkedHashMap<>();
        for (ColumnChoice c : columns) {
            if (!c.fieldProperty().get().isEmpty()) {
                cols.putIfAbsent(c.fieldProperty().get(), c.reference());
            }
        }
        Map<String, String> kinds = new LinkedHashMap<>();
        words(buyWords.get()).forEach(w -> kinds.put(w, "buy"));
        words(sellWords.get()).forEach(w -> kinds.put(w, "sell"));
        return new BehaviorApi.DnaMapping(cols, dateOrder.get(), decimal.get(), kinds.isEmpty() ? null : kinds, null);
    }

    /** A sentence on what is still missing before the file can be read, or empty when the choice is complete. */
    public String missing() {
        List<String> chosen = columns.stream().map(c -> c.fieldProperty().get()).toList();
        List<String> out = new ArrayList<>();
        if (!chosen.contains("date")) {
            out.add("which column holds the date");
        }
        if (!chosen.contains("symbol") && !chosen.contains("isin") && !chosen.contains("name")) {
            out.add("which column names the security");
        }
        if (!chosen.contains("quantity")) {
            out.add("which column holds the quantity");
        }
        if (!chosen.contains("price") && !chosen.contains("amount")) {
            out.add("which column holds the price or the amount");
        }
        return out.isEmpty() ? "" : "Please choose " + String.join(", ", out) + ".";
    }

    private static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        for (String w : text.split("[,;]")) {
            if (!w.isBlank()) {
                out.add(w.strip().toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }

    public List<String> header() {
        return header;
    }

    public BooleanProperty activeProperty() {
        return active;
    }

    public StringProperty reasonProperty() {
        return reason;
    }

    public StringProperty dateOrderProperty() {
        return dateOrder;
    }

    public StringProperty decimalProperty() {
        return decimal;
    }

    public StringProperty buyWordsProperty() {
        return buyWords;
    }

    public StringProperty sellWordsProperty() {
        return sellWords;
    }

    public BooleanProperty rememberProperty() {
        return remember;
    }

    public ObservableList<ColumnChoice> columns() {
        return columns;
    }

    public ObservableList<List<String>> preview() {
        return preview;
    }
}
