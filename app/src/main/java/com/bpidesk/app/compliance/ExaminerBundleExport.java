package com.bpidesk.app.compliance;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.book.BookApi;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/**
 * "Export examiner's bundle…" on the Compliance screen (issue 26, ADR 0245): asks for a client (by name, from the client
 * book) and a period, then where to save, downloads the bundle (through the typed assurance client) and writes it on a background
 * task, and says where it saved the bundle. Kept apart from {@link ComplianceView}: {@link #withAction} lays the button
 * over the screen's header line.
 */
public final class ExaminerBundleExport {

    /** A client the dialog offers: the id the engine filters on, the words a person reads. */
    public record ClientChoice(String clientId, String label) {
        @Override
        public String toString() {
            return label;
        }
    }

    static final ClientChoice ALL_CLIENTS = new ClientChoice(null, "All clients");

    private final AppContext ctx;
    private final ComplianceViewModel model;

    private ExaminerBundleExport(AppContext ctx, ComplianceViewModel model) {
        this.ctx = ctx;
        this.model = model;
    }

    /** The Compliance screen with the export button at the right of its header line. */
    public static Node withAction(Node view, AppContext ctx, ComplianceViewModel model) {
        ExaminerBundleExport export = new ExaminerBundleExport(ctx, model);
        Button button = new Button("Export examiner's bundle…");
        button.setId("export-examiner-bundle");
        button.setTooltip(new Tooltip("Save the chosen decisions' envelopes, versions and audit events as a ZIP an examiner"
                + " can check with standard tools"));
        button.setOnAction(e -> export.open());
        StackPane pane = new StackPane(view, button);
        StackPane.setAlignment(button, Pos.TOP_RIGHT);
        StackPane.setMargin(button, new Insets(20, 24, 0, 0)); // the screen's padding: on the title's line
        return pane;
    }

    /** The dialog's form: client, period and what the bundle holds. */
    static Form form(List<ClientChoice> clients) {
        ComboBox<ClientChoice> client = new ComboBox<>();
        client.setId("bundle-client");
        client.getItems().add(ALL_CLIENTS);
        client.getItems().addAll(clients);
        client.getSelectionModel().selectFirst();
        client.setPrefWidth(320);
        DatePicker from = new DatePicker();
        from.setId("bundle-from");
        from.setPromptText("Any date");
        DatePicker to = new DatePicker();
        to.setId("bundle-to");
        to.setPromptText("Any date");
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(10);
        grid.addRow(0, new Label("Client"), client);
        grid.addRow(1, new Label("Decisions with activity from"), from);
        grid.addRow(2, new Label("to (inclusive)"), to);
        Label about = new Label("The bundle holds every version of each chosen decision's envelope and its audit trail, with"
                + " a README and a checker an examiner runs with standard tools (sha256sum and Python 3). Leave the"
                + " client and dates empty for the whole firm (up to 1,000 decisions). BPI Desk records reviews; it does"
                + " not trade or decide suitability: advisors decide.");
        about.setWrapText(true);
        about.setMaxWidth(520);
        VBox box = new VBox(14, grid, about);
        box.setPadding(new Insets(8, 4, 4, 4));
        return new Form(box, client, from, to);
    }

    record Form(VBox root, ComboBox<ClientChoice> client, DatePicker from, DatePicker to) {
    }

    /**
     * The clients of the book as a person reads them: the name, and the advisor's name after a name another client
     * shares (so two "Harper Tanaka" stay apart without showing an id).
     */
    static List<ClientChoice> choices(List<BookApi.ClientSummary> book) {
        Map<String, Integer> seen = new HashMap<>();
        book.forEach(c -> seen.merge(DetailSections.text(c.name()), 1, Integer::sum));
        List<ClientChoice> out = new ArrayList<>();
        for (BookApi.ClientSummary c : book) {
            String name = DetailSections.text(c.name());
            if (name.isBlank()) {
                continue; // a client without a name is still reachable through "All clients"
            }
            String advisor = DetailSections.text(c.advisorName());
            out.add(new ClientChoice(c.clientId(), seen.get(name) > 1 && !advisor.isBlank()
                    ? name + ", advisor " + advisor : name));
        }
        out.sort((a, b) -> a.label().compareToIgnoreCase(b.label()));
        return out;
    }

    /** The file name offered: the client's name (or "all-clients") and today's date. */
    static String fileName(ClientChoice client, LocalDate today) {
        String who = client == null || client.clientId() == null ? "all-clients"
                : client.label().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
        return "examiner-bundle-" + who + "-" + today + ".zip";
    }

    private void open() {
        Form form = form(List.of());
        ctx.tasks().run("Loading the client list", () -> choices(ctx.api().book().clients()),
                list -> form.client().getItems().addAll(list),
                m -> model.errorProperty().set("The client list could not be loaded (" + m + "); you can still export for all clients."));
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.setTitle("Export examiner's bundle");
        dialog.setHeaderText("Which decisions should the examiner receive?");
        dialog.initOwner(ctx.window().get());
        ButtonType choose = new ButtonType("Choose where to save…", ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().addAll(choose, ButtonType.CANCEL);
        dialog.getDialogPane().setContent(form.root());
        if (dialog.showAndWait().orElse(ButtonType.CANCEL) != choose) {
            return;
        }
        ClientChoice client = form.client().getValue();
        LocalDate from = form.from().getValue();
        LocalDate to = form.to().getValue();
        if (from != null && to != null && to.isBefore(from)) {
            model.errorProperty().set("The period ends before it starts: choose a 'to' date on or after the 'from' date.");
            return;
        }
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Save the examiner's bundle");
        chooser.setInitialFileName(fileName(client, LocalDate.now()));
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("ZIP archive", "*.zip"));
        File f = chooser.showSaveDialog(ctx.window().get());
        if (f != null) {
            save(f.toPath(), client == null ? null : client.clientId(), from, to);
        }
    }

    /** Downloads and writes the bundle off the FX thread, then says where it is. */
    private void save(Path file, String clientId, LocalDate from, LocalDate to) {
        model.errorProperty().set("");
        ctx.tasks().run("Exporting the examiner's bundle", () -> {
            byte[] zip = ctx.api().assurance().bundle(clientId, from, to);
            Files.write(file, zip);
            return zip.length;
        }, bytes -> model.messageProperty().set("Saved the examiner's bundle (" + String.format(Locale.ROOT, "%,d", Math.max(1, bytes / 1024))
                + " KB) to " + file.toAbsolutePath() + ". Its README.txt explains how to check it."),
                m -> model.errorProperty().set("Could not export the examiner's bundle: " + m));
    }
}
