package com.bpidesk.app.clientfile;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.clientfile.ClientFileApi;
import com.bpidesk.app.tasks.BackgroundTasks;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The state of the import dialog (issue 25, docs/client-file-import.md): the client's accounts to choose from (type and
 * currency, never the id), the last import's answer in plain words ({@link ImportExportText}), and the client's imports
 * with what an Undo would remove. Every engine call runs off the JavaFX thread ({@link BackgroundTasks}).
 */
public final class ImportExportViewModel {

    /** An account as the advisor chooses it: its label ("Taxable account, USD"); the id stays inside. */
    public record Account(String accountId, String label) {
        @Override
        public String toString() {
            return label;
        }
    }

    /** One import of the client's log. */
    public record ImportRow(long importId, String title, String detail, boolean undone) {
    }

    private final AppContext ctx;
    private final String clientId;
    private final StringProperty clientName = new SimpleStringProperty("");
    private final StringProperty notice = new SimpleStringProperty("");
    private final ObservableList<Account> accounts = FXCollections.observableArrayList();
    private final ObjectProperty<Account> account = new SimpleObjectProperty<>();
    private final BooleanProperty busy = new SimpleBooleanProperty(false);
    private final StringProperty status = new SimpleStringProperty("");
    private final StringProperty error = new SimpleStringProperty("");
    private final StringProperty counts = new SimpleStringProperty("");
    private final StringProperty rows = new SimpleStringProperty("");
    private final ObservableList<String> details = FXCollections.observableArrayList();
    private final ObservableList<ImportRow> imports = FXCollections.observableArrayList();
    private Runnable onChange = () -> { };

    /**
     * @param clientName the client's name as the caller shows it (the log's answer replaces it), or null
     * @param given      the client's accounts as the caller knows them, or empty to take them from the engine
     */
    public ImportExportViewModel(AppContext ctx, String clientId, String clientName, List<Account> given) {
        this.ctx = ctx;
        this.clientId = clientId;
        this.clientName.set(clientName == null ? "" : clientName);
        accounts.setAll(given);
        if (!given.isEmpty()) {
            account.set(given.get(0));
        }
    }

    /**
     * What to run (on the JavaFX thread) after an import or an undo changed the client's records: the client file reloads
     * its holdings, performance and signals.
     */
    public void setOnChange(Runnable onChange) {
        this.onChange = onChange == null ? () -> { } : onChange;
    }

    /** Loads the client's accounts (when none were given) and imports. */
    public void load() {
        busy.set(true);
        ctx.tasks().run("Reading the client's imports", () -> ctx.api().clientFile().imports(clientId), this::listed, this::failed);
    }

    private void listed(ClientFileApi.ImportListing listing) {
        busy.set(false);
        clientName.set(listing.clientName() == null ? clientName.get() : listing.clientName());
        notice.set(listing.notice() == null ? "" : listing.notice());
        if (accounts.isEmpty()) {
            List<Account> list = new ArrayList<>();
            listing.accounts().forEach(a -> list.add(new Account(a.accountId(), a.label())));
            accounts.setAll(list);
            if (!list.isEmpty()) {
                account.set(list.get(0));
            }
        }
        List<ImportRow> list = new ArrayList<>();
        listing.imports().forEach(e -> list.add(new ImportRow(e.importId(), ImportExportText.title(e), ImportExportText.detail(e),
                e.undoneAt() != null)));
        imports.setAll(list);
    }

    /** Imports the file into the chosen account, then shows what became of its rows and reloads the log. */
    public void importFile(Path file) {
        Account a = account.get();
        if (a == null) {
            error.set("Choose the account the export belongs to first.");
            return;
        }
        String name = file.getFileName().toString();
        busy.set(true);
        error.set("");
        status.set("Importing " + name + " into " + a.label() + "…");
        counts.set("");
        rows.set("");
        details.clear();
        String type = name.toLowerCase(Locale.ROOT).endsWith(".xlsx")
                ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" : "text/csv";
        ctx.tasks().run("Importing " + name, () -> ctx.api().clientFile().importFile(clientId, a.accountId(), file, type), r -> {
                    status.set("Imported " + name + " into " + a.label() + ".");
                    counts.set(ImportExportText.counts(r.counts()));
                    rows.set(ImportExportText.readAs(com.bpidesk.app.behavior.RowReportText.summary(r.rowReport())));
                    details.setAll(ImportExportText.details(r));
                    notice.set(r.notice() == null ? notice.get() : r.notice());
                    load();
                    onChange.run();
                }, this::failed);
    }

    /** Undoes the import: removes exactly the records it added, then reloads the log. */
    public void undo(ImportRow row) {
        busy.set(true);
        error.set("");
        ctx.tasks().run("Undoing an import", () -> ctx.api().clientFile().undoImport(clientId, row.importId()), r -> {
            status.set(ImportExportText.undone(r));
            load();
            onChange.run();
        }, this::failed);
    }

    private void failed(String message) {
        busy.set(false);
        status.set("");
        error.set(message);
    }

    public StringProperty clientNameProperty() {
        return clientName;
    }

    public StringProperty noticeProperty() {
        return notice;
    }

    public ObservableList<Account> accounts() {
        return accounts;
    }

    public ObjectProperty<Account> accountProperty() {
        return account;
    }

    public BooleanProperty busyProperty() {
        return busy;
    }

    public StringProperty statusProperty() {
        return status;
    }

    public StringProperty errorProperty() {
        return error;
    }

    public StringProperty countsProperty() {
        return counts;
    }

    public StringProperty rowsProperty() {
        return rows;
    }

    public ObservableList<String> details() {
        return details;
    }

    public ObservableList<ImportRow> imports() {
        return imports;
    }
}
