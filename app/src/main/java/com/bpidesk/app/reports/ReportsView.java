package com.bpidesk.app.reports;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.AnalysisHistory;
import com.bpidesk.app.reports.BrandEditor.BrandRow;
import com.bpidesk.app.reports.ReportSubject.Kind;
import java.io.File;
import java.util.Locale;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ColorPicker;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.stage.FileChooser;

/**
 * The Reports view: the subject (an analysis job, pasted or the last one of this session; or a portfolio from a
 * sample or a CSV file), the brand editor (saved brands, firm name, logo, colour pickers, footer) beside a live
 * cover preview with the WCAG contrast warnings, and generation with progress, then Open / Save PDF. The standing
 * restrictions every report carries are shown on the screen.
 *
 * <p>One class because it is one screen's node tree (subject, brand editor with its live preview, generation); the
 * state, the brand editing and the generation logic are in the view model.
 */
public final class ReportsView {

    static final String RESTRICTIONS = "Every report states the standing restrictions: no trades are executed, no client "
            + "communication is sent, no suitability determination is made; advisors remain responsible. Demo data is "
            + "labelled on the cover and in every footer.";

    private final ReportsViewModel model;
    private final AppContext ctx;

    public ReportsView(ReportsViewModel model, AppContext ctx) {
        this.model = model;
        this.ctx = ctx;
    }

    public Node build() {
        Label title = new Label("Reports");
        title.getStyleClass().add("screen-title");
        Label subtitle = new Label("Branded PDF research reports in two versions: a client report in plain language, and an "
                + "internal advisor brief with the client signals and review items.");
        subtitle.getStyleClass().add("hint");
        subtitle.setWrapText(true);

        Label error = new Label();
        error.setId("reports-error");
        error.getStyleClass().add("error-text");
        error.setWrapText(true);
        error.textProperty().bind(model.errorProperty());
        error.visibleProperty().bind(model.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());

        VBox left = new VBox(12, subjectCard(), brandCard(), generateCard());
        HBox.setHgrow(left, Priority.ALWAYS);
        left.setMaxWidth(Double.MAX_VALUE);
        Label previewTitle = sectionTitle("Live preview · cover");
        VBox warnings = new VBox(4);
        warnings.setId("report-contrast");
        warnings.setMaxWidth(CoverPreview.WIDTH);
        Runnable renderWarnings = () -> {
            warnings.getChildren().clear();
            if (model.brand().contrastWarnings().isEmpty()) {
                Label ok = new Label("✓ Both colours meet WCAG AA (4.5:1) as text on white.");
                ok.getStyleClass().add("contrast-ok");
                ok.setWrapText(true);
                warnings.getChildren().add(ok);
            }
            for (String w : model.brand().contrastWarnings()) {
                Label l = new Label("⚠ " + w);
                l.getStyleClass().add("warning-text");
                l.setWrapText(true);
                warnings.getChildren().add(l);
            }
        };
        model.brand().contrastWarnings().addListener((javafx.collections.ListChangeListener<String>) c -> renderWarnings.run());
        renderWarnings.run();
        VBox preview = new VBox(10, previewTitle, new CoverPreview(model).build(), warnings);
        preview.getStyleClass().add("card");
        preview.setMinWidth(CoverPreview.WIDTH + 34);
        preview.setMaxWidth(CoverPreview.WIDTH + 34);

        // the reports generated so far (kept by the engine, issue 27), under the preview
        VBox right = new VBox(12, preview, new ReportHistoryView(model.history(), ctx).build());
        right.setMinWidth(CoverPreview.WIDTH + 34);
        right.setMaxWidth(CoverPreview.WIDTH + 34);
        HBox columns = new HBox(16, left, right);
        columns.setAlignment(Pos.TOP_LEFT);

        VBox root = new VBox(12, title, subtitle, error, columns);
        root.getStyleClass().add("screen");
        root.setPadding(new Insets(24));
        ScrollPane scroll = new ScrollPane(root);
        scroll.setFitToWidth(true);
        scroll.setId("screen-reports-scroll");
        return scroll;
    }

    // ------------------------------------------------------------------ subject

    private Node subjectCard() {
        ToggleGroup group = new ToggleGroup();
        RadioButton job = new RadioButton("A completed analysis job");
        job.setId("subject-job");
        job.setToggleGroup(group);
        RadioButton portfolio = new RadioButton("A portfolio (analysed first, then reported)");
        portfolio.setId("subject-portfolio");
        portfolio.setToggleGroup(group);
        RadioButton client = new RadioButton("A client of the book (current holdings, analysed first, then reported)");
        client.setId("subject-client");
        client.setToggleGroup(group);
        Runnable sync = () -> (switch (model.subject().kindProperty().get()) {
            case PORTFOLIO -> portfolio;
            case CLIENT -> client;
            case JOB -> job;
        }).setSelected(true);
        model.subject().kindProperty().addListener((o, a, b) -> sync.run());
        sync.run();
        group.selectedToggleProperty().addListener((o, a, b) -> model.subject().kindProperty().set(
                b == portfolio ? Kind.PORTFOLIO : b == client ? Kind.CLIENT : Kind.JOB));

        // 120 clients and more: the picker filters as the user types a part of the name (ControlsFX SearchableComboBox)
        ComboBox<ReportSubject.ClientChoice> clientPicker = new org.controlsfx.control.SearchableComboBox<>(model.subject().clients());
        clientPicker.setId("report-client");
        clientPicker.setPromptText("Client…");
        clientPicker.setPrefWidth(420);
        clientPicker.valueProperty().bindBidirectional(model.subject().selectedClientProperty());
        clientPicker.setOnAction(e -> model.subject().chooseClient(clientPicker.getValue()));
        clientPicker.disableProperty().bind(client.selectedProperty().not());
        javafx.scene.control.Button openFile = new javafx.scene.control.Button("Open client file");
        openFile.setId("report-open-client-file");
        openFile.disableProperty().bind(clientPicker.valueProperty().isNull().or(client.selectedProperty().not()));
        openFile.setOnAction(e -> ctx.session().requestClientFile(clientPicker.getValue().clientId()));
        HBox clientRow = new HBox(8, clientPicker, openFile);
        clientRow.setAlignment(Pos.CENTER_LEFT);
        clientRow.setPadding(new Insets(0, 0, 0, 24));

        ComboBox<AnalysisHistory.Entry> analysisPicker = new ComboBox<>(model.subject().analyses());
        analysisPicker.setId("report-analysis");
        analysisPicker.setPromptText("Past analysis…");
        analysisPicker.setPrefWidth(460);
        analysisPicker.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(analysisPicker, Priority.ALWAYS);
        analysisPicker.valueProperty().bindBidirectional(model.subject().selectedAnalysisProperty());
        analysisPicker.setOnAction(e -> model.subject().chooseAnalysis(analysisPicker.getValue()));
        analysisPicker.disableProperty().bind(job.selectedProperty().not());
        Button last = new Button("Last analysis");
        last.setMinWidth(Region.USE_PREF_SIZE);
        last.setTooltip(new javafx.scene.control.Tooltip("The last analysis completed in this session"));
        last.setId("report-use-last");
        last.disableProperty().bind(ctx.session().lastCompletedJobIdProperty().isEmpty().or(job.selectedProperty().not()));
        last.setOnAction(e -> model.subject().useLastAnalysis());
        HBox jobRow = new HBox(8, analysisPicker, last);
        jobRow.setAlignment(Pos.CENTER_LEFT);
        jobRow.setPadding(new Insets(0, 0, 0, 24));

        ComboBox<String> sample = new ComboBox<>(javafx.collections.FXCollections.observableArrayList(ReportSubject.SAMPLES));
        sample.setId("report-sample");
        sample.setPromptText("Sample portfolio…");
        sample.setOnAction(e -> {
            if (sample.getValue() != null) {
                model.subject().loadSample(sample.getValue());
            }
        });
        Button csv = new Button("Open CSV…");
        csv.setId("report-open-csv");
        csv.setOnAction(e -> {
            FileChooser fc = new FileChooser();
            fc.setTitle("Portfolio CSV (symbol,shares,cost_basis)");
            fc.getExtensionFilters().add(new FileChooser.ExtensionFilter("CSV", "*.csv"));
            File f = fc.showOpenDialog(ctx.window().get());
            if (f != null) {
                model.subject().loadCsv(f.toPath());
            }
        });
        Label loaded = new Label();
        loaded.setId("report-portfolio");
        loaded.getStyleClass().add("hint");
        loaded.textProperty().bind(Bindings.createStringBinding(() -> model.subject().portfolioProperty().get() == null ? "No portfolio loaded"
                : model.subject().portfolioProperty().get().positions().size() + " positions · " + model.subject().portfolioNameProperty().get(),
                model.subject().portfolioProperty(), model.subject().portfolioNameProperty()));
        HBox portfolioRow = new HBox(8, sample, csv, loaded);
        portfolioRow.setAlignment(Pos.CENTER_LEFT);
        portfolioRow.setPadding(new Insets(0, 0, 0, 24));
        portfolioRow.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) {
                e.acceptTransferModes(TransferMode.COPY);
            }
            e.consume();
        });
        portfolioRow.setOnDragDropped(e -> {
            boolean ok = e.getDragboard().hasFiles() && !e.getDragboard().getFiles().isEmpty();
            if (ok) {
                model.subject().loadCsv(e.getDragboard().getFiles().get(0).toPath());
            }
            e.setDropCompleted(ok);
            e.consume();
        });
        analysisPicker.setTooltip(new javafx.scene.control.Tooltip(
                "The analyses run on the Portfolio analysis screen, newest first (kept by the engine across restarts)."));
        VBox card = new VBox(8, sectionTitle("1 · Subject"), job, jobRow, portfolio, portfolioRow, client, clientRow);
        card.getStyleClass().add("card");
        return card;
    }

    // ------------------------------------------------------------------ audience

    /** Client report or advisor brief, on one line of the Generate card (remembered in the app settings). */
    private Node audienceRow() {
        ToggleGroup group = new ToggleGroup();
        RadioButton client = new RadioButton("Client report");
        client.setId("audience-client");
        client.setToggleGroup(group);
        client.setTooltip(new javafx.scene.control.Tooltip("Plain language, every figure explained; no internal signals, "
                + "review items or ids."));
        RadioButton advisor = new RadioButton("Advisor brief (internal)");
        advisor.setId("audience-advisor");
        advisor.setToggleGroup(group);
        advisor.setTooltip(new javafx.scene.control.Tooltip("Adds the client signals (churn risk, suitability drift), the review "
                + "items and the analysis id. Not for the client."));
        Runnable sync = () -> ("advisor".equals(model.audienceProperty().get()) ? advisor : client).setSelected(true);
        model.audienceProperty().addListener((o, a, b) -> sync.run());
        sync.run();
        group.selectedToggleProperty().addListener((o, a, b) -> {
            if (b != null) {
                model.chooseAudience(b == advisor ? "advisor" : "client");
            }
        });
        Label label = new Label("For:");
        HBox row = new HBox(12, label, client, advisor);
        row.setAlignment(Pos.CENTER_LEFT);
        row.setId("report-audience");
        return row;
    }

    // ------------------------------------------------------------------ brand

    private Node brandCard() {
        ComboBox<BrandRow> saved = new ComboBox<>(model.brand().brands());
        saved.setId("brand-saved");
        saved.setPromptText("Saved brands…");
        saved.valueProperty().bindBidirectional(model.brand().selectedBrandProperty());
        saved.setOnAction(e -> {
            if (saved.getValue() != null) {
                model.brand().selectBrand(saved.getValue());
            }
        });
        Button newBrand = new Button("New");
        newBrand.setId("brand-new");
        newBrand.setOnAction(e -> model.brand().newBrand());
        Button save = new Button("Save brand");
        save.setId("brand-save");
        save.setOnAction(e -> model.brand().save());
        Button delete = new Button("Delete");
        delete.setId("brand-delete");
        delete.disableProperty().bind(model.brand().selectedBrandProperty().isNull());
        delete.setOnAction(e -> model.brand().delete());
        HBox savedRow = new HBox(8, saved, newBrand, save, delete);
        savedRow.setAlignment(Pos.CENTER_LEFT);

        TextField name = field("brand-name", "Brand name (defaults to the firm name)", model.brand().brandNameProperty());
        TextField firm = field("brand-firm", "Firm name", model.brand().firmNameProperty());
        TextField footer = field("brand-footer", "Footer text (optional)", model.brand().footerProperty());
        TextField reportTitle = field("report-title", "Report title", model.reportTitleProperty());
        // the currency of the report's amounts (a portfolio or client is analysed in it; a finished job keeps its own)
        javafx.scene.control.ComboBox<String> currency = new javafx.scene.control.ComboBox<>(
                javafx.collections.FXCollections.observableArrayList("", "USD", "EUR", "GBP", "CHF", "JPY", "CAD", "AUD", "SEK"));
        currency.setId("report-base-currency");
        currency.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(String c) {
                return c == null || c.isEmpty() ? "The portfolio's or client's own (else the firm default)" : c;
            }

            @Override
            public String fromString(String s) {
                return s;
            }
        });
        currency.setValue("");
        currency.valueProperty().addListener((o, a, b) -> model.baseCurrencyProperty().set(b == null ? "" : b));

        Button logo = new Button("Choose logo…");
        logo.setId("brand-logo");
        logo.setOnAction(e -> {
            FileChooser fc = new FileChooser();
            fc.setTitle("Logo (PNG or JPEG, at most 2 MB)");
            fc.getExtensionFilters().add(new FileChooser.ExtensionFilter("PNG or JPEG", "*.png", "*.jpg", "*.jpeg"));
            File f = fc.showOpenDialog(ctx.window().get());
            if (f != null) {
                model.brand().chooseLogo(f.toPath());
            }
        });
        Button removeLogo = new Button("Remove");
        removeLogo.disableProperty().bind(model.brand().logoProperty().isNull());
        removeLogo.setOnAction(e -> model.brand().removeLogo());
        Label logoName = new Label();
        logoName.setId("brand-logo-name");
        logoName.getStyleClass().add("hint");
        logoName.textProperty().bind(Bindings.when(model.brand().logoProperty().isNull()).then("No logo").otherwise(model.brand().logoNameProperty()));
        HBox logoRow = new HBox(8, logo, removeLogo, logoName);
        logoRow.setAlignment(Pos.CENTER_LEFT);
        logoRow.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) {
                e.acceptTransferModes(TransferMode.COPY);
            }
            e.consume();
        });
        logoRow.setOnDragDropped(e -> {
            boolean ok = e.getDragboard().hasFiles() && !e.getDragboard().getFiles().isEmpty();
            if (ok) {
                model.brand().chooseLogo(e.getDragboard().getFiles().get(0).toPath());
            }
            e.setDropCompleted(ok);
            e.consume();
        });

        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        int row = 0;
        grid.addRow(row++, label("Saved"), savedRow);
        grid.addRow(row++, label("Brand name"), name);
        grid.addRow(row++, label("Firm name"), firm);
        grid.addRow(row++, label("Logo"), logoRow);
        grid.addRow(row++, label("Primary colour"), colourRow("brand-primary", model.brand().primaryColorProperty()));
        grid.addRow(row++, label("Accent colour"), colourRow("brand-accent", model.brand().accentColorProperty()));
        grid.addRow(row++, label("Footer"), footer);
        grid.addRow(row++, label("Report title"), reportTitle);
        grid.addRow(row, label("Currency"), currency);
        GridPane.setHgrow(name, Priority.ALWAYS);
        VBox card = new VBox(8, sectionTitle("2 · Brand"), grid);
        card.getStyleClass().add("card");
        return card;
    }

    /** A colour picker and its #RRGGBB text, kept in step with the view model's hex string. */
    private Node colourRow(String id, javafx.beans.property.StringProperty hex) {
        ColorPicker picker = new ColorPicker();
        picker.setId(id + "-picker");
        TextField text = new TextField();
        text.setId(id);
        text.setPrefColumnCount(8);
        text.textProperty().bindBidirectional(hex);
        Runnable fromModel = () -> {
            if (BrandEditor.isColor(hex.get())) {
                Color c = Color.web(hex.get().strip());
                if (!c.equals(picker.getValue())) {
                    picker.setValue(c);
                }
            }
        };
        hex.addListener((o, a, b) -> fromModel.run());
        fromModel.run();
        picker.setOnAction(e -> {
            Color c = picker.getValue();
            hex.set(String.format(Locale.ROOT, "#%02X%02X%02X", Math.round(c.getRed() * 255), Math.round(c.getGreen() * 255),
                    Math.round(c.getBlue() * 255)));
        });
        HBox row = new HBox(8, picker, text);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    // ------------------------------------------------------------------ generate

    private Node generateCard() {
        Button generate = new Button("Generate PDF report");
        generate.setId("report-generate");
        generate.setDefaultButton(true);
        generate.disableProperty().bind(model.generation().generatingProperty());
        generate.setOnAction(e -> model.generate());
        Button cancel = new Button("Cancel");
        cancel.setId("report-cancel");
        cancel.disableProperty().bind(model.generation().generatingProperty().not());
        cancel.setOnAction(e -> model.generation().cancel());
        Button open = new Button("Open PDF");
        open.setId("report-open");
        open.disableProperty().bind(model.generation().pdfFileProperty().isNull().or(model.generation().generatingProperty()));
        open.setOnAction(e -> model.generation().openPdf());
        Button save = new Button("Save PDF…");
        save.setId("report-save");
        save.disableProperty().bind(model.generation().pdfProperty().isNull().or(model.generation().generatingProperty()));
        save.setOnAction(e -> {
            FileChooser fc = new FileChooser();
            fc.setTitle("Save the report");
            fc.getExtensionFilters().add(new FileChooser.ExtensionFilter("PDF", "*.pdf"));
            if (model.generation().pdfFileProperty().get() != null) {
                fc.setInitialFileName(model.generation().pdfFileProperty().get().getFileName().toString());
            }
            File f = fc.showSaveDialog(ctx.window().get());
            if (f != null) {
                model.generation().savePdf(f.toPath());
            }
        });
        HBox buttons = new HBox(8, generate, cancel, open, save);
        buttons.setAlignment(Pos.CENTER_LEFT);

        ProgressBar bar = new ProgressBar();
        bar.setId("report-progress");
        bar.setMaxWidth(Double.MAX_VALUE);
        bar.progressProperty().bind(model.generation().progressProperty());
        bar.visibleProperty().bind(model.generation().generatingProperty().or(model.generation().pdfProperty().isNotNull()));
        bar.managedProperty().bind(bar.visibleProperty());
        Label progress = new Label();
        progress.setId("report-progress-text");
        progress.getStyleClass().add("hint");
        progress.textProperty().bind(model.generation().progressTextProperty());
        progress.visibleProperty().bind(model.generation().progressTextProperty().isNotEmpty());
        progress.managedProperty().bind(progress.visibleProperty());

        Label message = new Label();
        message.setId("reports-message");
        message.setWrapText(true);
        message.getStyleClass().add("success-text");
        message.textProperty().bind(model.messageProperty());
        message.visibleProperty().bind(model.messageProperty().isNotEmpty());
        message.managedProperty().bind(message.visibleProperty());

        ListView<String> warnings = new ListView<>(model.generation().reportWarnings());
        warnings.setId("report-warnings");
        warnings.setPrefHeight(64);
        warnings.visibleProperty().bind(Bindings.isNotEmpty(model.generation().reportWarnings()));
        warnings.managedProperty().bind(warnings.visibleProperty());
        Label warningsTitle = new Label("The engine adjusted the report:");
        warningsTitle.getStyleClass().add("warning-text");
        warningsTitle.visibleProperty().bind(warnings.visibleProperty());
        warningsTitle.managedProperty().bind(warnings.visibleProperty());

        Label restrictions = new Label(RESTRICTIONS);
        restrictions.setId("report-restrictions");
        restrictions.setWrapText(true);
        restrictions.getStyleClass().addAll("restrictions-box", "hint");

        VBox card = new VBox(8, sectionTitle("3 · Generate"), audienceRow(), buttons, bar, progress, message, warningsTitle, warnings, restrictions);
        card.getStyleClass().add("card");
        return card;
    }

    // ------------------------------------------------------------------ helpers

    private static TextField field(String id, String prompt, javafx.beans.property.StringProperty p) {
        TextField t = new TextField();
        t.setId(id);
        t.setPromptText(prompt);
        t.textProperty().bindBidirectional(p);
        return t;
    }

    private static Label label(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("hint");
        return l;
    }

    private static Label sectionTitle(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("section-title");
        return l;
    }
}
