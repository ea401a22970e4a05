package com.bpidesk.app.behavior;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.behavior.BehaviorApi;
import com.bpidesk.app.client.behavior.BehaviorApi.BiasScore;
import com.bpidesk.app.client.behavior.BehaviorApi.DnaAnswer;
import com.bpidesk.app.client.behavior.BehaviorApi.DnaEvidence;
import com.bpidesk.app.client.behavior.BehaviorApi.DnaReport;
import com.bpidesk.app.tasks.BackgroundTasks;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Behavioral DNA screen state: the file being scored, progress while a large file is read and scored, and the
 * report of {@code POST /api/analyze-dna} (one row per bias, the overall score, provenance).
 */
public final class DnaViewModel {

    /** One bias of the report; {@code score} null when the data do not allow it. */
    public record ScoreRow(String bias, String name, Double score, String status, String explanation, String definition, String source,
                           List<String> evidence) {
        public String scoreText() {
            return score == null ? "n/a" : String.format(Locale.ROOT, "%.0f", score);
        }
    }

    public static final List<String> SAMPLES = List.of("sample-transactions.csv", "sample-holdings.csv");
    static final int CHUNK = 1 << 20;

    private final AppContext ctx;
    private final StringProperty fileName = new SimpleStringProperty("");
    private final BooleanProperty busy = new SimpleBooleanProperty(false);
    private final DoubleProperty progress = new SimpleDoubleProperty(0);
    private final StringProperty progressMessage = new SimpleStringProperty("");
    private final StringProperty error = new SimpleStringProperty("");
    private final ObjectProperty<Double> overall = new SimpleObjectProperty<>(null);
    private final StringProperty summary = new SimpleStringProperty("");
    private final StringProperty provenance = new SimpleStringProperty("");
    private final ObservableList<ScoreRow> scores = FXCollections.observableArrayList();
    private final ObjectProperty<ScoreRow> selected = new SimpleObjectProperty<>();
    private final StringProperty marks = new SimpleStringProperty("");
    private final StringProperty currency = new SimpleStringProperty("");
    private final StringProperty clientId = new SimpleStringProperty("");   // the book client scored for; blank: none
    private final DnaResultLines lines = new DnaResultLines();
    /** The last file scored, sent again when the advisor changes the home country or the currency. */
    private byte[] lastBytes;
    private String lastName;
    private String lastPath;
    private final DnaMappingModel mapping = new DnaMappingModel();
    /** How the scored file was read, and the advisor's changes to it (issue 24, ADR 0257). */
    private final DnaReadingModel reading = new DnaReadingModel();
    private BackgroundTasks.Handle running;
    /** The bytes and name of the file in the mapping step, sent again with the user's mapping. */
    private byte[] pendingBytes;
    private String pendingName;

    /** What came back (a report, or the engine's request for a mapping) and the bytes sent. */
    private record Outcome(DnaAnswer answer, byte[] bytes) {
    }

    public DnaViewModel(AppContext ctx) {
        this.ctx = ctx;
    }

    /** Shows a kept result as it was scored (no file to score again: Score again stays off). */
    void showKept(String shownName, DnaReport report) {
        clearResult();
        lastBytes = null;
        fileName.set(shownName);
        apply(report);
        reading.clear(); // nothing to read again: the file is not kept
    }

    /** Scores a file chosen or dropped by the user. */
    public void analyze(Path file) {
        reading.clear();
        start(file.getFileName().toString(), false, progress -> read(Files.newInputStream(file), Files.size(file), progress));
    }

    /** Scores one of the shipped samples ({@code /bpi-assets/samples/}). */
    public void analyzeSample(String name) {
        URL url = AppContext.sample(name);
        if (url == null) {
            error.set("The sample " + name + " is not installed.");
            return;
        }
        reading.clear();
        start(name, true, progress -> read(url.openStream(), -1, progress));
    }

    @FunctionalInterface
    private interface Source {
        byte[] bytes(BackgroundTasks.Progress progress) throws IOException;
    }

    private void start(String name, boolean sample, Source source) {
        submit(name + (sample ? " (sample, simulated)" : ""), name, source, "", null);
    }

    /**
     * Sends a file off the UI thread with the query parameters {@code path} ("" or "?..."); the previous result is cleared
     * first (never a report under another file's name).
     */
    private void submit(String shownName, String name, Source source, String path, BehaviorApi.ImportProfile profile) {
        if (running != null && !running.isDone()) {
            running.cancel();
        }
        clearResult();
        mapping.close();
        fileName.set(shownName);
        busy.set(true);
        error.set("");
        progress.set(0);
        progressMessage.set("Reading " + name);
        String sent = DnaCombination.kept(path, name, clientId.get());   // named in the kept results (issue 27)
        running = ctx.tasks().run("Scoring " + name, (BackgroundTasks.Work<Outcome>) p -> {
            byte[] bytes = source.bytes(p);
            if (profile != null) {
                p.update(-1, "Remembering this layout");
                ctx.api().behavior().saveImportProfile(profile);
            }
            p.update(-1, String.format(Locale.ROOT, "Scoring %,d bytes", bytes.length));
            String type = name.toLowerCase(Locale.ROOT).endsWith(".xlsx")
                    ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" : "text/csv";
            return new Outcome(ctx.api().behavior().analyze(sent, bytes, type), bytes);
        }, outcome -> {
            if (outcome.answer().report() != null) {
                lastBytes = outcome.bytes();
                lastName = name;
                lastPath = sent;
                apply(outcome.answer().report());
            } else {
                busy.set(false);
                progress.set(0);
                progressMessage.set("");
                pendingBytes = outcome.bytes();
                pendingName = name;
                mapping.show(outcome.answer().diagnosis(), plain(outcome.answer().detail()));
            }
        }, message -> {
            busy.set(false);
            progress.set(0);
            progressMessage.set("");
            error.set(plain(message));
        }, (fraction, message) -> {
            progress.set(fraction);
            progressMessage.set(message);
        });
    }

    /** Reads the file in the mapping step again with the user's choices (and saves them first when asked to). */
    public void applyMapping() {
        String missing = mapping.missing();
        if (!missing.isEmpty()) {
            error.set(missing);
            return;
        }
        if (pendingBytes == null) {
            return;
        }
        byte[] bytes = pendingBytes;
        String name = pendingName;
        BehaviorApi.ImportProfile profile = mapping.rememberProperty().get() ? mapping.profile(name) : null;
        submit(name, name, p -> bytes, DnaCombination.withParam("", "mapping", mapping.mappingJson()), profile);
    }

    /**
     * Scores the last file again with the home country and the currency the advisor chose (blank: the engine decides, and
     * says how). The engine states where each came from.
     */
    public void rescore(String homeCountry, String baseCurrency) {
        if (lastBytes == null) {
            return;
        }
        String home = homeCountry == null ? "" : homeCountry.strip().toUpperCase(Locale.ROOT);
        String base = baseCurrency == null ? "" : baseCurrency.strip().toUpperCase(Locale.ROOT);
        if (!home.isEmpty() && !home.matches("[A-Z]{2}")) {
            error.set("Enter the home country as a two-letter code, such as NL, DE or US.");
            return;
        }
        if (!base.isEmpty() && !base.matches("[A-Z]{3}")) {
            error.set("Enter the currency as a three-letter code, such as EUR or USD.");
            return;
        }
        byte[] bytes = lastBytes;
        String path = DnaCombination.withParam(DnaCombination.withParam(lastPath.replaceAll("([?&])(home_country|base_currency)=[^&]*&?",
                "$1").replaceAll("[?&]$", ""), "home_country", home), "base_currency", base);
        submit(lastName, lastName, p -> bytes, path, null);
    }

    /**
     * Reads the last file again at once with the roles and meanings the advisor changed in the result (and the sheet picked),
     * in the background; remembered for the layout when asked. A failure leaves the choices as they are.
     */
    public void readAgain() {
        if (lastBytes == null || !reading.activeProperty().get()) {
            return;
        }
        String missing = reading.missing();
        if (!missing.isEmpty()) {
            error.set(missing);
            return;
        }
        byte[] bytes = lastBytes;
        submit(lastName, lastName, p -> bytes, reading.path(DnaCombination.kept("", lastName, clientId.get())), null);
    }

    /** Forgets the saved mapping the file was read with; the next file of this layout is read as detected. */
    public void forgetSavedMapping() {
        reading.forget(ctx, message -> error.set(plain(message)));
    }

    /** Leaves the mapping step without reading the file. */
    public void cancelMapping() {
        mapping.close();
        pendingBytes = null;
        error.set("The file was not read. Choose another file, or open it again and pick its columns.");
    }

    private void clearResult() {
        scores.clear();
        selected.set(null);
        overall.set(null);
        summary.set("");
        provenance.set("");
        marks.set("");
        currency.set("");
        lines.clear();
    }

    /** The engine's message in plain words: its first line, without anything that looks like a Java class name or a path. */
    static String plain(String message) {
        if (message == null || message.isBlank()) {
            return "The file could not be scored.";
        }
        String first = message.lines().findFirst().orElse(message).strip();
        first = first.replaceAll("\\b(?:[a-z]+\\.)+[A-Z][A-Za-z]*(?:Exception|Error)\\b:?\\s*", "")
                .replaceAll("[/]api/[\\w/-]+", "the engine");   // a route the engine's message names
        return first.isBlank() ? "The file could not be scored." : first;
    }

    /** Reads in 1 MiB chunks, reporting the fraction read (the upload and scoring then show as indeterminate). */
    static byte[] read(InputStream in, long size, BackgroundTasks.Progress p) throws IOException {
        try (in) {
            ByteArrayOutputStream out = new ByteArrayOutputStream(size > 0 ? (int) Math.min(size, Integer.MAX_VALUE - 8) : 8192);
            byte[] buf = new byte[CHUNK];
            long total = 0;
            int n;
            while ((n = in.read(buf)) > 0) {
                if (p.isCancelled()) {
                    throw new IOException("cancelled");
                }
                out.write(buf, 0, n);
                total += n;
                if (size > 0) {
                    p.update((double) total / size, String.format(Locale.ROOT, "Read %,d of %,d bytes", total, size));
                }
            }
            return out.toByteArray();
        }
    }

    void apply(DnaReport r) {
        busy.set(false);
        progress.set(1);
        progressMessage.set("");
        List<ScoreRow> rows = new ArrayList<>();
        for (BiasScore s : r.scores()) {
            List<String> ev = new ArrayList<>();
            for (DnaEvidence e : s.evidence()) {
                StringBuilder sb = new StringBuilder();
                if (e.line() != null) {
                    sb.append("line ").append(e.line()).append(" · ");
                }
                if (e.date() != null) {
                    sb.append(com.bpidesk.app.format.Formats.app().date(e.date())).append(" · ");
                }
                if (e.symbol() != null || e.name() != null) {
                    sb.append(DnaCombination.instrument(e)).append(" · ");
                }
                sb.append(DnaCombination.text(e.detail()));
                ev.add(sb.toString());
            }
            rows.add(new ScoreRow(DnaCombination.text(s.bias()), DnaCombination.text(s.name()), s.score(), DnaCombination.text(s.status()),
                    DnaCombination.text(s.explanation()), DnaCombination.text(s.definition()), DnaCombination.text(s.source()), ev));
        }
        scores.setAll(rows);
        selected.set(rows.isEmpty() ? null : rows.get(0));
        overall.set(r.overall().score());
        long ignored = r.ignoredRows().values().stream().mapToLong(Long::longValue).sum();
        String kind = DnaCombination.text(r.dataKind());
        String format = DnaCombination.text(r.detectedFormat());
        var f = com.bpidesk.app.format.Formats.app();
        summary.set(com.bpidesk.app.format.Labels.of(kind) + " · "
                + ("explicit_mapping".equals(format) ? "read with your column mapping"
                        : com.bpidesk.app.format.Labels.of(format).toLowerCase(Locale.ROOT) + " layout") + " · "
                + f.number(r.recordsUsed(), 0) + " "
                + ("transactions".equals(kind) ? "trades" : "positions") + " scored"
                + (ignored > 0 ? " (" + f.number(ignored, 0) + " other rows: dividends, cash, fees...)" : "")
                + " · as of " + (r.asOf() != null ? f.date(r.asOf()) : "no positions"));
        provenance.set(DnaResultLines.provenanceLabel(DnaCombination.text(r.priceDataSource())));
        marks.set(DnaCombination.text(r.marks()));
        currency.set(DnaResultLines.currencyLine(r));
        lines.show(r);
        reading.show(r.reading());
    }

    public StringProperty fileNameProperty() {
        return fileName;
    }

    public BooleanProperty busyProperty() {
        return busy;
    }

    public DoubleProperty progressProperty() {
        return progress;
    }

    public StringProperty progressMessageProperty() {
        return progressMessage;
    }

    public StringProperty errorProperty() {
        return error;
    }

    public ObjectProperty<Double> overallProperty() {
        return overall;
    }

    public StringProperty summaryProperty() {
        return summary;
    }

    public StringProperty provenanceProperty() {
        return provenance;
    }

    public ObservableList<ScoreRow> scores() {
        return scores;
    }

    public ObjectProperty<ScoreRow> selectedProperty() {
        return selected;
    }

    public DnaMappingModel mapping() {
        return mapping;
    }

    /** How the scored file was read, with the advisor's changes. */
    public DnaReadingModel reading() {
        return reading;
    }

    /** In plain words, which prices the figures were marked with. */
    public StringProperty marksProperty() {
        return marks;
    }

    public StringProperty currencyProperty() {
        return currency;
    }

    public StringProperty clientIdProperty() {
        return clientId;
    }

    /** The lines in words under the result: the score's combination, the home country and currency, the rows read. */
    public DnaResultLines lines() {
        return lines;
    }
}
