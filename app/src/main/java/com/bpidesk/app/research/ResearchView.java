package com.bpidesk.app.research;

import com.bpidesk.app.research.ResearchViewModel.Hit;
import com.bpidesk.app.research.ResearchViewModel.Note;
import com.bpidesk.app.research.ResearchViewModel.Release;
import java.io.File;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import javafx.util.StringConverter;

/**
 * The Research view: the question box (Enter searches) with its filters, the index progress while the engine is
 * still indexing, ranked results (title, type, date, relevance, why it matched, a snippet of the best passage with the question's
 * words highlighted), the selected note whole, and the macro feed whose releases open their notes. Markdown, text
 * and PDF files are imported with the Import button or by dropping them anywhere on the screen.
 *
 * <p>One class because it is one screen's node tree: search, results, the open note and the macro feed share one layout
 * and one drop target, and all state is in {@link ResearchViewModel}.
 */
public final class ResearchView {

    static final String EXAMPLE = "which clients are hurt most by rising rates?";

    private final ResearchViewModel model;
    private final Supplier<Window> window;

    public ResearchView(ResearchViewModel model, Supplier<Window> window) {
        this.model = model;
        this.window = window;
    }

    public Node build() {
        Label title = new Label("Research");
        title.getStyleClass().add("screen-title");
        ProgressIndicator busy = new ProgressIndicator();
        busy.setPrefSize(22, 22);
        busy.visibleProperty().bind(model.searchingProperty());
        Label subtitle = new Label("Semantic search over committee notes, macro releases and your own research, fully offline.");
        subtitle.getStyleClass().add("hint");
        HBox header = new HBox(12, title, busy);
        header.setAlignment(Pos.CENTER_LEFT);

        VBox root = new VBox(10, header, subtitle, indexBanner(), searchBar(), filterBar(), messages(), body());
        root.getStyleClass().add("screen");
        root.setPadding(new Insets(24));
        root.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) {
                e.acceptTransferModes(TransferMode.COPY);
            }
            e.consume();
        });
        root.setOnDragDropped(e -> {
            boolean ok = e.getDragboard().hasFiles() && !e.getDragboard().getFiles().isEmpty();
            if (ok) {
                model.importFiles(e.getDragboard().getFiles().stream().map(File::toPath).toList());
            }
            e.setDropCompleted(ok);
            e.consume();
        });
        return root;
    }

    // ------------------------------------------------------------------ top

    private Node indexBanner() {
        ProgressBar bar = new ProgressBar();
        bar.setId("research-index-progress");
        bar.setPrefWidth(220);
        bar.progressProperty().bind(model.indexProgressProperty());
        Label text = new Label();
        text.setId("research-index");
        text.setWrapText(true);
        text.textProperty().bind(model.indexTextProperty());
        HBox banner = new HBox(10, bar, text);
        banner.setAlignment(Pos.CENTER_LEFT);
        banner.getStyleClass().add("index-banner");
        // shown while the engine is loading the model or indexing (or failed); hidden once ready
        banner.visibleProperty().bind(model.indexStateProperty().isNotEmpty().and(model.indexStateProperty().isNotEqualTo("ready")));
        banner.managedProperty().bind(banner.visibleProperty());
        return banner;
    }

    private Node searchBar() {
        TextField question = new TextField();
        question.setId("research-question");
        question.setPromptText("Ask a question, e.g. " + EXAMPLE);
        question.textProperty().bindBidirectional(model.questionProperty());
        question.setOnAction(e -> model.search());
        HBox.setHgrow(question, Priority.ALWAYS);
        Button search = new Button("Search");
        search.setId("research-search");
        search.setDefaultButton(true);
        search.disableProperty().bind(model.searchingProperty());
        search.setOnAction(e -> model.search());
        Button importButton = new Button("Import notes…");
        importButton.setId("research-import");
        importButton.setOnAction(e -> chooseFiles());
        HBox bar = new HBox(8, question, search, importButton);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private Node filterBar() {
        ComboBox<String> type = new ComboBox<>();
        type.setId("research-type");
        type.getItems().add(ResearchViewModel.ALL_TYPES);
        type.getItems().addAll(ResearchViewModel.TYPE_LABELS.keySet());
        type.setConverter(new StringConverter<>() {
            @Override
            public String toString(String t) {
                return t == null ? "" : ResearchViewModel.typeLabel(t);
            }

            @Override
            public String fromString(String s) {
                return s;
            }
        });
        type.valueProperty().bindBidirectional(model.typeFilterProperty());
        type.setOnAction(e -> rerun());
        DatePicker from = datePicker("research-from", "From");
        from.valueProperty().bindBidirectional(model.dateFromProperty());
        DatePicker to = datePicker("research-to", "To");
        to.valueProperty().bindBidirectional(model.dateToProperty());
        from.setOnAction(e -> rerun());
        to.setOnAction(e -> rerun());
        TextField tickers = new TextField();
        tickers.setId("research-tickers");
        tickers.setPromptText("Tickers, e.g. JPM, NVDA");
        tickers.setPrefColumnCount(12);
        tickers.textProperty().bindBidirectional(model.tickersProperty());
        tickers.setOnAction(e -> model.search());
        Hyperlink clear = new Hyperlink("Clear filters");
        clear.setId("research-clear-filters");
        clear.setOnAction(e -> {
            model.clearFilters();
            rerun();
        });
        Label label = new Label("Filters");
        label.getStyleClass().add("hint");
        FlowPane bar = new FlowPane(8, 8, label, type, from, to, tickers, clear);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    /** A filter change re-runs the current question (when there is one). */
    private void rerun() {
        if (model.questionProperty().get() != null && !model.questionProperty().get().isBlank() && model.searchedProperty().get()) {
            model.search();
        }
    }

    private static DatePicker datePicker(String id, String prompt) {
        DatePicker p = new DatePicker();
        p.setId(id);
        p.setPromptText(prompt);
        p.setPrefWidth(130);
        return p;
    }

    private Node messages() {
        Label error = new Label();
        error.setId("research-error");
        error.getStyleClass().add("error-text");
        error.setWrapText(true);
        error.textProperty().bind(model.errorProperty());
        error.visibleProperty().bind(model.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());
        Label message = new Label();
        message.setId("research-message");
        message.setWrapText(true);
        message.textProperty().bind(model.messageProperty());
        message.visibleProperty().bind(model.messageProperty().isNotEmpty());
        message.managedProperty().bind(message.visibleProperty());
        return new VBox(4, error, message);
    }

    // ------------------------------------------------------------------ body

    private Node body() {
        SplitPane right = new SplitPane(notePane(), feedPane());
        right.setOrientation(Orientation.VERTICAL);
        right.setDividerPositions(0.58);
        SplitPane split = new SplitPane(resultsPane(), right);
        split.setDividerPositions(0.55);
        VBox.setVgrow(split, Priority.ALWAYS);
        return split;
    }

    private Node resultsPane() {
        Label heading = new Label();
        heading.getStyleClass().add("section-title");
        heading.textProperty().bind(Bindings.createStringBinding(() -> !model.searchedProperty().get() ? "Results"
                : model.hits().size() + (model.hits().size() == 1 ? " note" : " notes") + " for “" + model.answeredQuestionProperty().get() + "”",
                model.searchedProperty(), model.hits(), model.answeredQuestionProperty()));
        heading.setId("research-results-heading");
        ListView<Hit> list = new ListView<>(model.hits());
        list.setId("research-results");
        list.getStyleClass().add("research-list");
        Label placeholder = new Label();
        placeholder.setWrapText(true);
        placeholder.getStyleClass().add("empty-state");
        placeholder.setPadding(new Insets(16));
        placeholder.textProperty().bind(Bindings.when(model.searchedProperty())
                .then("No note matches with these filters. Try other words, or clear the filters.")
                .otherwise("Ask a question in plain words, for example “" + EXAMPLE + "” or “what did the committee say about "
                        + "concentration risk?”. Filters narrow the search by note type, dates and tickers. "
                        + "Drop Markdown, text or PDF files here to add your own notes."));
        list.setPlaceholder(placeholder);
        list.setCellFactory(v -> new HitCell(v));
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null) {
                model.openNote(now.noteId());
            }
        });
        VBox.setVgrow(list, Priority.ALWAYS);
        VBox pane = new VBox(8, heading, list);
        pane.setPadding(new Insets(0, 8, 0, 0));
        return pane;
    }

    /** One result: title, type · date · relevance (and demo label), why it matched, the engine's snippet highlighted. */
    private final class HitCell extends ListCell<Hit> {
        private final ListView<Hit> list;

        HitCell(ListView<Hit> list) {
            this.list = list;
            setPrefWidth(0); // wrap inside the list instead of scrolling sideways
        }

        @Override
        protected void updateItem(Hit h, boolean empty) {
            super.updateItem(h, empty);
            setText(null);
            if (empty || h == null) {
                setGraphic(null);
                return;
            }
            Label t = new Label(h.rank() + ". " + h.title());
            t.getStyleClass().add("hit-title");
            t.setWrapText(true);
            HBox meta = new HBox(8, chip(ResearchViewModel.typeLabel(h.type()), "type-chip"),
                    muted(com.bpidesk.app.format.Formats.app().date(h.date())),
                    muted(ResearchViewModel.relevance(h.score())));
            if (!h.tickers().isEmpty()) {
                meta.getChildren().add(muted(String.join(" ", h.tickers())));
            }
            if (h.demo()) {
                meta.getChildren().add(chip("DEMO", "demo-badge"));
            }
            meta.setAlignment(Pos.CENTER_LEFT);
            Label why = muted("Why: " + h.why() + (h.matchedFilters().isEmpty() ? "" : "; " + String.join("; ", h.matchedFilters())));
            why.setWrapText(true);
            why.setId("hit-why-" + h.rank());
            TextFlow passage = h.hasSnippet() ? snippet(h.snippet(), h.highlights())
                    : passage(h.passage(), Highlighter.stems(model.answeredQuestionProperty().get(), h.matchedTerms()));
            passage.setId("hit-passage-" + h.rank());
            passage.getStyleClass().add("hit-passage");
            VBox box = new VBox(4, t, meta);
            if (!h.section().isBlank()) {
                box.getChildren().add(muted("§ " + h.section()));
            }
            box.getChildren().addAll(passage, why);
            box.maxWidthProperty().bind(list.widthProperty().subtract(36));
            passage.maxWidthProperty().bind(box.maxWidthProperty());
            setGraphic(box);
        }
    }

    /** The engine's snippet with its highlighted ranges (indices into the snippet; out-of-range ones ignored). */
    static TextFlow snippet(String text, List<int[]> highlights) {
        TextFlow flow = new TextFlow();
        int at = 0;
        for (int[] r : highlights.stream().sorted(java.util.Comparator.comparingInt((int[] x) -> x[0])).toList()) {
            if (r[0] < at || r[1] > text.length() || r[0] >= r[1]) {
                continue;
            }
            if (r[0] > at) {
                flow.getChildren().add(styled(text.substring(at, r[0]), "passage-text"));
            }
            flow.getChildren().add(styled(text.substring(r[0], r[1]), "highlight"));
            at = r[1];
        }
        if (at < text.length()) {
            flow.getChildren().add(styled(text.substring(at), "passage-text"));
        }
        return flow;
    }

    private static javafx.scene.text.Text styled(String s, String style) {
        javafx.scene.text.Text t = new javafx.scene.text.Text(s);
        t.getStyleClass().add(style);
        return t;
    }

    static TextFlow passage(String text, Set<String> stems) {
        TextFlow flow = new TextFlow();
        for (Highlighter.Span s : Highlighter.spans(text, stems)) {
            Text t = new Text(s.text());
            t.getStyleClass().add(s.highlighted() ? "highlight" : "passage-text");
            flow.getChildren().add(t);
        }
        return flow;
    }

    /** A note's text: Markdown headings ("# ...") shown as bold headings, the rest with the question's words highlighted. */
    static TextFlow noteText(String text, Set<String> stems) {
        TextFlow flow = new TextFlow();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            String end = i < lines.length - 1 ? "\n" : "";
            if (line.matches("^#{1,6}\\s+.*")) {
                Text h = new Text(line.replaceFirst("^#{1,6}\\s+", "") + end);
                h.getStyleClass().add("note-heading");
                flow.getChildren().add(h);
            } else {
                flow.getChildren().addAll(passage(line + end, stems).getChildren().stream().toList());
            }
        }
        return flow;
    }

    private Node notePane() {
        VBox card = new VBox(8);
        card.getStyleClass().add("card");
        card.setId("research-note");
        Runnable render = () -> renderNote(card, model.noteProperty().get());
        model.noteProperty().addListener((obs, old, now) -> render.run());
        render.run();
        ScrollPane scroll = new ScrollPane(card);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("plain-scroll");
        return scroll;
    }

    private void renderNote(VBox card, Note n) {
        if (n == null) {
            Label empty = new Label("Select a result to read the note whole.");
            empty.getStyleClass().add("empty-state");
            empty.setWrapText(true);
            card.getChildren().setAll(sectionTitle("Note"), empty);
            return;
        }
        Label t = new Label(n.title());
        t.setId("research-note-title");
        t.getStyleClass().add("note-title");
        t.setWrapText(true);
        FlowPane meta = new FlowPane(8, 4, chip(ResearchViewModel.typeLabel(n.type()), "type-chip"),
                muted(com.bpidesk.app.format.Formats.app().date(n.date())));
        if (n.demo()) {
            Label demo = chip("DEMO NOTE", "demo-badge");
            demo.setId("research-note-demo");
            demo.setTooltip(new javafx.scene.control.Tooltip("Written for BPI Desk's demonstration corpus: illustrative, not investment research."));
            meta.getChildren().add(demo);
        }
        meta.setAlignment(Pos.CENTER_LEFT);
        Hyperlink close = new Hyperlink("Close");
        close.setId("research-note-close");
        close.setOnAction(e -> model.closeNote());
        meta.getChildren().add(close);
        VBox facts = new VBox(2, wrapped(muted("Source: " + (n.source().isBlank() ? "not stated" : n.source()))));
        if (!n.tickers().isEmpty()) {
            facts.getChildren().add(wrapped(muted("Tickers: " + String.join(", ", n.tickers()))));
        }
        if (!n.regions().isEmpty()) {
            facts.getChildren().add(wrapped(muted("Regions: " + String.join(", ", n.regions()))));
        }
        TextFlow text = noteText(n.text(), Highlighter.stems(model.answeredQuestionProperty().get(), List.of()));
        text.setId("research-note-text");
        text.getStyleClass().add("note-text");
        if (n.briefingJobId() != null) {
            Hyperlink briefing = new Hyperlink("Open the committee briefing");
            briefing.setId("research-note-briefing");
            briefing.setOnAction(e -> model.openBriefing(n));
            facts.getChildren().add(briefing);
        }
        card.getChildren().setAll(t, meta, facts, text);
    }

    private Node feedPane() {
        Label heading = sectionTitle("Macro feed · latest releases");
        Hyperlink refresh = new Hyperlink("Refresh");
        refresh.setOnAction(e -> model.refreshFeed());
        HBox head = new HBox(8, heading, refresh);
        head.setAlignment(Pos.CENTER_LEFT);
        Label error = new Label();
        error.getStyleClass().add("error-text");
        error.setWrapText(true);
        error.textProperty().bind(model.feedErrorProperty());
        error.visibleProperty().bind(model.feedErrorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());
        ListView<Release> list = new ListView<>(model.feed());
        list.setId("research-feed");
        list.getStyleClass().add("research-list");
        Label placeholder = new Label("No macro releases yet: import macro data on the Macro screen (Import macro file…) to fill the feed.");
        placeholder.setWrapText(true);
        placeholder.getStyleClass().add("hint");
        list.setPlaceholder(placeholder);
        list.setCellFactory(v -> new ReleaseCell(v));
        VBox.setVgrow(list, Priority.ALWAYS);
        VBox box = new VBox(6, head, error, list);
        box.setPadding(new Insets(8, 0, 0, 0));
        return box;
    }

    /** One release: series, period, value and change, significance band; links to its note and its series' notes. */
    private final class ReleaseCell extends ListCell<Release> {
        private final ListView<Release> list;

        ReleaseCell(ListView<Release> list) {
            this.list = list;
            setPrefWidth(0);
        }

        @Override
        protected void updateItem(Release r, boolean empty) {
            super.updateItem(r, empty);
            setText(null);
            if (empty || r == null) {
                setGraphic(null);
                return;
            }
            Label name = new Label(r.title());
            name.getStyleClass().add("hit-title");
            String units = r.units().toLowerCase(Locale.ROOT).startsWith("percent") ? "%" : " " + r.units();
            var f = com.bpidesk.app.format.Formats.app();
            String change = r.change() == null ? "" : " (" + (r.change() >= 0 ? "+" : "−") + f.number(Math.abs(r.change()), 2) + ")";
            Label value = new Label(r.periodText() + " · " + r.region() + " · " + f.number(r.value(), 2) + units.stripTrailing() + change);
            value.getStyleClass().add("hint");
            Label sig = chip(com.bpidesk.app.format.Labels.of(r.band()) + " significance " + f.number(r.significance(), 2),
                    "significance-" + r.band());
            Hyperlink open = new Hyperlink("Open note");
            open.setId("release-note-" + r.seriesId());
            open.setOnAction(e -> model.openReleaseNote(r));
            Hyperlink series = new Hyperlink("Series notes");
            series.setOnAction(e -> model.searchSeries(r));
            name.setWrapText(true);
            name.setMaxWidth(Double.MAX_VALUE);
            HBox.setHgrow(name, Priority.ALWAYS);
            HBox top = new HBox(8, name, sig);
            top.setAlignment(Pos.CENTER_LEFT);
            HBox bottom = new HBox(4, value, open, series);
            bottom.setAlignment(Pos.CENTER_LEFT);
            VBox box = new VBox(2, top, bottom);
            box.maxWidthProperty().bind(list.widthProperty().subtract(36));
            setGraphic(box);
        }
    }

    // ------------------------------------------------------------------ helpers

    private void chooseFiles() {
        FileChooser fc = new FileChooser();
        fc.setTitle("Import research notes");
        fc.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("Research notes (Markdown, text, PDF)",
                "*.md", "*.markdown", "*.txt", "*.text", "*.pdf"), new FileChooser.ExtensionFilter("All files", "*.*"));
        List<File> files = fc.showOpenMultipleDialog(window.get());
        if (files != null && !files.isEmpty()) {
            model.importFiles(files.stream().map(File::toPath).toList());
        }
    }

    private static Label sectionTitle(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("section-title");
        return l;
    }

    private static Label muted(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("hint");
        return l;
    }

    private static Label chip(String text, String style) {
        Label l = new Label(text);
        l.getStyleClass().addAll("chip", style);
        l.setMinWidth(Region.USE_PREF_SIZE); // chips never truncate
        return l;
    }

    private static Label wrapped(Label l) {
        l.setWrapText(true);
        return l;
    }
}
