package com.bpidesk.app.research;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.macro.MacroApi;
import com.bpidesk.app.client.research.ResearchApi;
import com.bpidesk.app.tasks.BackgroundTasks;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
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
 * Research state: the question and its filters (note type, date range, tickers), the ranked hits of
 * {@code POST /api/research/query}, the note opened whole, the background index's progress
 * ({@code GET /api/research/index}), the macro feed ({@code GET /api/research/signals}) and note import. Every
 * engine call runs through {@link BackgroundTasks}.
 *
 * <p>One class because search, the open note, index progress, the feed and import share the screen's state (a search
 * refreshes after an import, a feed item opens a note) and one set of background tasks.
 */
public final class ResearchViewModel {

    /** Filter value meaning "no type filter". */
    public static final String ALL_TYPES = "all";
    /** Note types of the API, in display order, with their labels. */
    public static final Map<String, String> TYPE_LABELS = labels();
    /** File types the engine imports as notes. */
    public static final Set<String> IMPORTABLE = Set.of("md", "markdown", "txt", "text", "pdf");
    static final int FEED_SIZE = 12;

    /** One ranked note of an answer. */
    public record Hit(int rank, long noteId, String type, String date, String title, String source, List<String> tickers,
                      boolean demo, String section, String passage, double score, String why, List<String> matchedTerms,
                      List<String> matchedFilters, String snippet, List<int[]> highlights) {

        /** The engine's snippet when it sent one (older engines: the whole passage, highlighted by the app). */
        public boolean hasSnippet() {
            return snippet != null && !snippet.isBlank();
        }
    }

    /** A note, whole. */
    public record Note(long noteId, String type, String date, String title, String source, List<String> tickers,
                       List<String> regions, String text, boolean demo, String briefingJobId) {
    }

    /** One release of the macro signals feed; {@code period} is the engine's ISO date, {@code frequency} the series'. */
    public record Release(String seriesId, String title, String category, String region, String source, String period,
                          double value, Double change, double significance, String units, String frequency) {

        /** The period as people read it: "Mar 2024" for monthly data, "Q1 2024" quarterly, "15 Mar 2024" daily. */
        public String periodText() {
            try {
                return com.bpidesk.app.format.Formats.app().period(LocalDate.parse(period), frequency);
            } catch (java.time.format.DateTimeParseException e) {
                return com.bpidesk.app.format.Formats.app().date(period);
            }
        }

        /** The feed's significance band (terciles, as the macro-release notes word it). */
        public String band() {
            return significance >= 2.0 / 3 ? "high" : significance >= 1.0 / 3 ? "moderate" : "low";
        }
    }

    private final AppContext ctx;
    private final long indexPollMillis;
    private final StringProperty question = new SimpleStringProperty("");
    private final StringProperty typeFilter = new SimpleStringProperty(ALL_TYPES);
    private final ObjectProperty<LocalDate> dateFrom = new SimpleObjectProperty<>();
    private final ObjectProperty<LocalDate> dateTo = new SimpleObjectProperty<>();
    private final StringProperty tickers = new SimpleStringProperty("");
    private final ObservableList<Hit> hits = FXCollections.observableArrayList();
    private final StringProperty answeredQuestion = new SimpleStringProperty("");
    private final ObjectProperty<Note> note = new SimpleObjectProperty<>();
    private final ObservableList<Release> feed = FXCollections.observableArrayList();
    private final StringProperty indexState = new SimpleStringProperty("");
    private final StringProperty indexText = new SimpleStringProperty("");
    private final DoubleProperty indexProgress = new SimpleDoubleProperty(-1);
    private final BooleanProperty searching = new SimpleBooleanProperty(false);
    private final BooleanProperty searched = new SimpleBooleanProperty(false);
    private final StringProperty error = new SimpleStringProperty("");
    private final StringProperty feedError = new SimpleStringProperty("");
    private final StringProperty message = new SimpleStringProperty("");
    private BackgroundTasks.Handle indexPoller;

    public ResearchViewModel(AppContext ctx) {
        this(ctx, 1000);
    }

    ResearchViewModel(AppContext ctx, long indexPollMillis) {
        this.ctx = ctx;
        this.indexPollMillis = indexPollMillis;
    }

    private static Map<String, String> labels() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("committee", "Committee");
        m.put("macro_release", "Macro release");
        m.put("macro_outlook", "Macro outlook");
        m.put("sector_note", "Sector note");
        m.put("imported", "Imported");
        return java.util.Collections.unmodifiableMap(m);
    }

    public static String typeLabel(String type) {
        return ALL_TYPES.equals(type) ? "All note types" : TYPE_LABELS.getOrDefault(type, type);
    }

    // ------------------------------------------------------------------ search

    /** The request body of {@code POST /api/research/query} for the current question and filters. */
    public ResearchApi.Query queryBody() {
        ResearchApi.Filters filters = new ResearchApi.Filters(
                typeFilter.get() != null && !ALL_TYPES.equals(typeFilter.get()) ? List.of(typeFilter.get()) : List.of(),
                dateFrom.get() == null ? null : dateFrom.get().toString(), dateTo.get() == null ? null : dateTo.get().toString(),
                tickerList());
        return new ResearchApi.Query(question.get() == null ? "" : question.get().strip(), 10, filters.none() ? null : filters);
    }

    private ResearchApi api() {
        return ctx.api().research();
    }

    List<String> tickerList() {
        String s = tickers.get() == null ? "" : tickers.get();
        return Arrays.stream(s.split("[,;\\s]+")).map(x -> x.strip().toUpperCase(Locale.ROOT)).filter(x -> !x.isEmpty()).toList();
    }

    /** Runs the question with the filters (Enter in the search box). */
    public void search() {
        message.set("");
        if (question.get() == null || question.get().isBlank()) {
            error.set("Type a question first, for example: which clients are hurt most by rising rates?");
            return;
        }
        error.set("");
        searching.set(true);
        ResearchApi.Query body = queryBody();
        String asked = body.question();
        ctx.tasks().run("Searching research notes", () -> api().query(body), answer -> {
            searching.set(false);
            applyAnswer(asked, answer);
        }, m -> {
            searching.set(false);
            error.set("The search did not run: " + m);
            refreshIndex();
        });
    }

    void applyAnswer(String asked, ResearchApi.Answer answer) {
        hits.setAll(answer.hits().stream().map(ResearchViewModel::hit).toList());
        answeredQuestion.set(asked);
        searched.set(true);
        if (answer.index() != null) {
            applyIndex(answer.index());
            if (!"ready".equals(indexState.get())) {
                refreshIndex(); // keep following the background indexing
            }
        }
    }

    static Hit hit(ResearchApi.Hit h) {
        ResearchApi.Why why = h.why() == null ? new ResearchApi.Why("", List.of(), List.of()) : h.why();
        ResearchApi.Passage p = h.passage() == null ? new ResearchApi.Passage("", "", "", List.of()) : h.passage();
        return new Hit(h.rank(), h.noteId(), h.type(), h.date(), h.title(), h.source(), h.tickers(), h.demo(),
                text(p.section()), text(p.text()), h.score(), text(why.summary()), why.matchedTerms(), why.matchedFilters(),
                text(p.snippet()), p.highlights().stream().map(r -> new int[] {r.start(), r.end()}).toList());
    }

    private static String text(String s) {
        return s == null ? "" : s;
    }

    /** The fused score in [0, 1] as the relevance the result list shows ("relevance 87%"). */
    public static String relevance(double score) {
        return "relevance " + Math.round(100 * Math.max(0, Math.min(1, score))) + "%";
    }

    /** Opens the investment-committee briefing a committee note was written from (its analysis job, in Reports). */
    public void openBriefing(Note n) {
        if (n != null && n.briefingJobId() != null && !n.briefingJobId().isBlank()) {
            ctx.session().requestReport(n.briefingJobId());
        }
    }

    /** Clears the filters (not the question). */
    public void clearFilters() {
        typeFilter.set(ALL_TYPES);
        dateFrom.set(null);
        dateTo.set(null);
        tickers.set("");
    }

    // ------------------------------------------------------------------ notes

    /** Opens a note whole ({@code GET /api/research/notes/{id}}). */
    public void openNote(long noteId) {
        ctx.tasks().run("Opening note " + noteId, () -> api().note(noteId), n -> note.set(note(n)),
                m -> error.set("Could not open note " + noteId + ": " + m));
    }

    static Note note(ResearchApi.Note n) {
        return new Note(n.noteId(), n.type(), n.date(), n.title(), n.source(), n.tickers(), n.regions(), n.text(), n.demo(),
                n.briefingJobId());
    }

    public void closeNote() {
        note.set(null);
    }

    /**
     * Imports Markdown, text or PDF files as notes ({@code POST /api/research/notes/import}, one file per request so
     * one bad file does not stop the others), then opens the first imported note.
     */
    public void importFiles(List<Path> files) {
        error.set("");
        message.set("");
        List<Path> accepted = new ArrayList<>();
        List<String> refused = new ArrayList<>();
        for (Path f : files) {
            if (IMPORTABLE.contains(extension(f))) {
                accepted.add(f);
            } else {
                refused.add(f.getFileName().toString());
            }
        }
        if (!refused.isEmpty()) {
            error.set("Not imported (only Markdown, text and PDF files are research notes): " + String.join(", ", refused));
        }
        if (accepted.isEmpty()) {
            return;
        }
        ctx.tasks().run("Importing " + accepted.size() + (accepted.size() == 1 ? " note" : " notes"), () -> {
            List<ResearchApi.NoteSummary> imported = new ArrayList<>();
            List<String> failed = new ArrayList<>();
            for (Path f : accepted) {
                try {
                    imported.addAll(api().importNotes(f, contentType(f)));
                } catch (RuntimeException e) {
                    failed.add(f.getFileName() + ": " + BackgroundTasks.readable(e));
                }
            }
            return new ImportOutcome(imported, failed);
        }, outcome -> {
            if (!outcome.failed().isEmpty()) {
                error.set((error.get().isEmpty() ? "" : error.get() + "\n") + "Import failed for " + String.join("; ", outcome.failed()));
            }
            if (!outcome.imported().isEmpty()) {
                message.set("Imported " + outcome.imported().size() + (outcome.imported().size() == 1 ? " note" : " notes")
                        + ": " + String.join(", ", outcome.imported().stream().map(ResearchApi.NoteSummary::title).toList())
                        + ". It is searchable as soon as the index has taken it in.");
                openNote(outcome.imported().get(0).noteId());
                refreshIndex();
            }
        }, m -> error.set("Import failed: " + m));
    }

    record ImportOutcome(List<ResearchApi.NoteSummary> imported, List<String> failed) {
    }

    static String extension(Path f) {
        String n = f.getFileName().toString().toLowerCase(Locale.ROOT);
        int dot = n.lastIndexOf('.');
        return dot < 0 ? "" : n.substring(dot + 1);
    }

    static String contentType(Path f) {
        return switch (extension(f)) {
            case "pdf" -> "application/pdf";
            case "md", "markdown" -> "text/markdown";
            default -> "text/plain";
        };
    }

    // ------------------------------------------------------------------ index

    /** Reads the index status and, while the engine is still loading the model or indexing, keeps following it. */
    public void refreshIndex() {
        if (indexPoller != null && !indexPoller.isDone()) {
            return;
        }
        indexPoller = ctx.tasks().poll(new BackgroundTasks.Poll<>("Research index", Math.max(0, indexPollMillis),
                () -> api().index(), s -> {
                    String state = s.state();
                    return "ready".equals(state) || "failed".equals(state) || indexPollMillis <= 0;
                }, this::applyIndex, s -> { }, m -> {
                    indexState.set("unknown");
                    indexText.set("Index status unavailable: " + m);
                }));
    }

    void applyIndex(ResearchApi.IndexStatus s) {
        String state = text(s.state());
        indexState.set(state);
        double pct = s.progressPct();
        indexProgress.set("ready".equals(state) ? 1 : pct / 100);
        String counts = s.indexedNotes() + " of " + s.totalNotes() + " notes";
        indexText.set(switch (state) {
            case "loading_model" -> "Loading the sentence-embedding model… searches wait until it is ready.";
            case "indexing" -> String.format(Locale.ROOT, "Indexing research notes: %s (%.0f%%). Results may be incomplete until it finishes.",
                    counts, pct);
            case "ready" -> "Index ready: " + counts + ", " + s.passages() + " passages"
                    + (s.model() != null ? " · " + s.model() : "");
            case "failed" -> "The research index failed" + (s.lastError() != null ? ": " + s.lastError() : ".");
            default -> state;
        });
    }

    // ------------------------------------------------------------------ macro feed

    /** Loads the latest releases of the macro signals feed. */
    public void refreshFeed() {
        feedError.set("");
        ctx.tasks().run("Loading macro releases", () -> ctx.api().macro().feed(new MacroApi.FeedQuery(null, null, null, 0, FEED_SIZE, 0)), this::applyFeed,
                m -> feedError.set("Macro releases unavailable: " + m));
    }

    void applyFeed(MacroApi.FeedPage page) {
        List<Release> out = new ArrayList<>();
        page.items().forEach(i -> out.add(new Release(i.seriesId(), i.title(), i.category(), i.region(), i.source(),
                i.period() == null ? "" : i.period().toString(), i.value(), i.change(), i.significance(), text(i.units()), text(i.frequency()))));
        feed.setAll(out);
    }

    /** Searches the macro-release notes of a release's series (question = series title and id, type = macro release). */
    public void searchSeries(Release r) {
        clearFilters();
        typeFilter.set("macro_release");
        question.set(r.title() + " " + r.seriesId());
        search();
    }

    /**
     * Opens the macro-release note generated from this release: the best macro-release hit for the series dated the
     * release's period. The engine writes these notes as the feed arrives (every few minutes), so a brand-new release
     * may not have its note yet; that is said plainly.
     */
    public void openReleaseNote(Release r) {
        ResearchApi.Query body = new ResearchApi.Query(r.title() + " " + r.seriesId(), 1,
                new ResearchApi.Filters(List.of("macro_release"), r.period(), r.period(), List.of()));
        error.set("");
        ctx.tasks().run("Finding the release note", () -> api().query(body), answer -> {
            ResearchApi.Hit top = answer.hits().isEmpty() ? null : answer.hits().get(0);
            if (top == null) {
                message.set("No research note for " + r.title() + ", " + r.periodText() + " yet: release notes follow the feed every few minutes.");
            } else {
                openNote(top.noteId());
            }
        }, m -> error.set("Could not find the note for " + r.title() + ": " + m));
    }

    // ------------------------------------------------------------------ properties

    public StringProperty questionProperty() {
        return question;
    }

    public StringProperty typeFilterProperty() {
        return typeFilter;
    }

    public ObjectProperty<LocalDate> dateFromProperty() {
        return dateFrom;
    }

    public ObjectProperty<LocalDate> dateToProperty() {
        return dateTo;
    }

    public StringProperty tickersProperty() {
        return tickers;
    }

    public ObservableList<Hit> hits() {
        return hits;
    }

    public StringProperty answeredQuestionProperty() {
        return answeredQuestion;
    }

    public ObjectProperty<Note> noteProperty() {
        return note;
    }

    public ObservableList<Release> feed() {
        return feed;
    }

    public StringProperty indexStateProperty() {
        return indexState;
    }

    public StringProperty indexTextProperty() {
        return indexText;
    }

    public DoubleProperty indexProgressProperty() {
        return indexProgress;
    }

    public BooleanProperty searchingProperty() {
        return searching;
    }

    public BooleanProperty searchedProperty() {
        return searched;
    }

    public StringProperty errorProperty() {
        return error;
    }

    public StringProperty feedErrorProperty() {
        return feedError;
    }

    public StringProperty messageProperty() {
        return message;
    }
}
