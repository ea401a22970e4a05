package com.bpidesk.app.reports;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.client.reports.ReportsApi;
import java.awt.Desktop;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The reports generated so far, as the engine keeps them ({@code GET /api/reports}, issue 27, ADR 0247): listed by subject
 * name and date, newest first, reopened with the desktop's PDF viewer or saved again. Reloads when the engine's {@code work}
 * topic moves (a report generated here or on another desk of the firm). Every engine call and file write runs off the FX
 * thread.
 */
public final class ReportHistory {

    /** One kept report. {@code stored} false when the engine kept only its entry (the PDF was over its cap). */
    public record Entry(long reportId, String subjectName, String audience, Instant createdAt, String createdBy, int pages,
                        boolean stored, String fileName) {
        /** "Maria Lopez · client report · 27 Nov 2026, 17:42": names and dates, never ids. */
        public String text() {
            return subjectName + " · " + ("advisor".equals(audience) ? "advisor brief" : "client report") + " · "
                    + Formats.app().dateTime(createdAt) + (stored ? "" : " · too large to keep: generate it again");
        }
    }

    private final AppContext ctx;
    private final ObservableList<Entry> entries = FXCollections.observableArrayList();
    private final StringProperty status = new SimpleStringProperty("");

    public ReportHistory(AppContext ctx) {
        this.ctx = ctx;
        ctx.session().onChange(this::load, "work");
    }

    /** Reads the list (the newest 50). */
    public void load() {
        ctx.tasks().run("Loading generated reports", () -> ctx.api().reports().recent(50), this::apply,
                m -> status.set("The list of generated reports could not be loaded: " + m));
    }

    void apply(List<ReportsApi.ReportEntry> reports) {
        List<Entry> out = new ArrayList<>();
        for (ReportsApi.ReportEntry r : reports) {
            out.add(new Entry(r.reportId(), r.subjectName(), r.audience(), r.createdAt(), r.createdBy() == null ? "" : r.createdBy(),
                    r.pages(), r.pdfStored(), r.fileName() == null ? "report.pdf" : r.fileName()));
        }
        entries.setAll(out);
        status.set(out.isEmpty() ? "No reports generated yet. A report you generate is kept here, also after a restart." : "");
    }

    /** Fetches the kept PDF into the data directory's reports folder and opens it with the desktop's PDF viewer. */
    public void open(Entry e) {
        if (e == null) {
            return;
        }
        ctx.tasks().run("Opening " + e.subjectName(), () -> {
            Path file = fetch(e, folder().resolve(e.fileName()));
            if (java.awt.GraphicsEnvironment.isHeadless() || !Desktop.isDesktopSupported()
                    || !Desktop.getDesktop().isSupported(Desktop.Action.OPEN)) {
                throw new IOException("no PDF viewer can be opened from here; use Save a copy… (the report is at " + file + ")");
            }
            Desktop.getDesktop().open(file.toFile());
            return file;
        }, f -> status.set("Opened the report for " + e.subjectName() + "."), m -> status.set("Could not open the report: " + m));
    }

    /** Saves the kept PDF again where the user chose. */
    public void save(Entry e, Path target) {
        if (e == null || target == null) {
            return;
        }
        ctx.tasks().run("Saving " + e.subjectName(), () -> fetch(e, target), f -> status.set("Saved " + f + "."),
                m -> status.set("Could not save the report: " + m));
    }

    private Path fetch(Entry e, Path target) throws IOException {
        byte[] pdf = ctx.api().reports().pdf(e.reportId());
        Files.createDirectories(target.toAbsolutePath().getParent());
        return Files.write(target, pdf);
    }

    private Path folder() {
        return ctx.dataDir() == null ? Path.of(System.getProperty("java.io.tmpdir")) : ctx.dataDir().resolve("reports");
    }

    public ObservableList<Entry> entries() {
        return entries;
    }

    /** One line for the user: the empty state, what was opened or saved, or what went wrong. */
    public StringProperty statusProperty() {
        return status;
    }
}
