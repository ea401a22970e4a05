package com.bpidesk.engine.research;

import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiException;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.ProblemType;
import com.bpidesk.engine.platform.http.Routes;
import com.bpidesk.engine.platform.errors.Validation;
import io.javalin.http.Context;
import io.javalin.http.UploadedFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * REST slice of research (B3): {@code POST /api/research/query}, the note routes (list, get, create,
 * import, delete) and {@code GET /api/research/index} (indexing progress). Enterprise tier.
 */
public final class ResearchModule implements ApiModule {

    /** Body of {@code POST /api/research/notes}. */
    public record NoteCreate(String title, String text, String type, LocalDate date, List<String> tickers,
                             List<String> regions, String source) {
    }

    /** A note without its full text (list answers). */
    public record NoteSummary(long noteId, String type, LocalDate date, String title, String source, List<String> tickers,
                              List<String> regions, boolean demo, String excerpt) {
        static NoteSummary of(ResearchNote n) {
            String t = n.text().replaceAll("\\s+", " ").strip();
            return new NoteSummary(n.noteId(), n.type().wireName(), n.date(), n.title(), n.source(), n.tickers(), n.regions(),
                    n.demo(), t.length() > 240 ? t.substring(0, 239) + "…" : t);
        }
    }

    private final ResearchService service;
    private final Clock clock;
    private final NoteImport.Limits pdfLimits;

    public ResearchModule(ResearchService service, Clock clock, NoteImport.Limits pdfLimits) {
        this.service = service;
        this.clock = clock;
        this.pdfLimits = pdfLimits;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/research.yaml";
    }

    @Override
    public void register(Routes r) {
        r.post("/api/research/query", Access.ENTERPRISE, ctx ->
                ctx.json(service.query(Api.caller(ctx).organizationId(), Api.body(ctx, ResearchQuery.class))));
        r.get("/api/research/index", Access.ENTERPRISE, ctx -> ctx.json(service.indexer().status()));
        r.get("/api/research/notes", Access.ENTERPRISE, this::list);
        r.post("/api/research/notes", Access.ENTERPRISE, this::create);
        r.upload("/api/research/notes/import", Access.ENTERPRISE, this::importFiles);
        r.get("/api/research/notes/{note_id}", Access.ENTERPRISE, ctx ->
                ctx.json(service.notes().get(Api.caller(ctx).organizationId(), noteId(ctx))
                        .orElseThrow(() -> ApiException.notFound("No research note " + ctx.pathParam("note_id") + " for this organization."))));
        r.delete("/api/research/notes/{note_id}", Access.ENTERPRISE, ctx -> {
            long id = noteId(ctx);
            if (!service.notes().delete(Api.caller(ctx).organizationId(), id)) {
                throw ApiException.notFound("No research note " + id + " of this organization to delete (shared and demo notes cannot be deleted).");
            }
            ctx.status(204);
        });
    }

    private static long noteId(Context ctx) {
        try {
            return Long.parseLong(ctx.pathParam("note_id"));
        } catch (NumberFormatException e) {
            throw ApiException.invalidField("path/note_id", "must be a whole number, got '" + ctx.pathParam("note_id") + "'");
        }
    }

    private void list(Context ctx) {
        String org = Api.caller(ctx).organizationId();
        Validation v = new Validation();
        NoteType type = null;
        String typeParam = ctx.queryParam("type");
        if (typeParam != null) {
            type = NoteType.parse(typeParam).orElse(null);
            v.check(type != null, "query/type", "unknown note type '" + typeParam + "'; allowed: " + NoteType.wireNames());
        }
        int limit = v.integer(ctx.queryParam("limit"), 50, 1, 500, "query/limit");
        int offset = v.integer(ctx.queryParam("offset"), 0, 0, Integer.MAX_VALUE, "query/offset");
        v.throwIfInvalid("Invalid note listing");
        List<NoteSummary> notes = service.notes().list(org, type, limit, offset).stream().map(NoteSummary::of).toList();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("total", service.notes().count(org, type));
        out.put("notes", notes);
        ctx.json(out);
    }


    private void create(Context ctx) {
        NoteCreate c = Api.body(ctx, NoteCreate.class);
        Validation v = new Validation();
        v.check(c.title() != null && !c.title().isBlank(), "/title", "is required");
        v.check(c.title() == null || c.title().length() <= NewNote.MAX_TITLE, "/title", "is longer than " + NewNote.MAX_TITLE + " characters");
        v.check(c.text() != null && !c.text().isBlank(), "/text", "is required");
        v.check(c.text() == null || c.text().length() <= NewNote.MAX_TEXT, "/text", "is longer than " + NewNote.MAX_TEXT + " characters");
        NoteType type = NoteType.IMPORTED;
        if (c.type() != null) {
            type = NoteType.parse(c.type()).orElse(null);
            v.check(type != null, "/type", "unknown note type '" + c.type() + "'; allowed: " + NoteType.wireNames());
        }
        checkCodes(v, "/tickers", c.tickers(), "[A-Za-z0-9][A-Za-z0-9.\\-]{0,11}", "a ticker symbol");
        checkCodes(v, "/regions", c.regions(), "[A-Za-z]{2,3}", "an ISO country code, EA or WLD");
        v.throwIfInvalid("The note is not valid");
        admit(1, c.text().length());
        ResearchNote n = service.notes().add(new NewNote(Api.caller(ctx).organizationId(), type,
                c.date() == null ? LocalDate.now(clock) : c.date(), c.title(), c.source() == null ? "user" : c.source(),
                c.tickers(), c.regions(), c.text(), null, false));
        ctx.status(201).json(n);
    }

    /** 503 with Retry-After while the indexing queue cannot take the notes (ADR 0114); nothing is stored then. */
    private void admit(int count, long chars) {
        try {
            service.indexer().admit(count, chars);
        } catch (ResearchIndexer.QueueFull e) {
            throw new ApiException(ProblemType.UNAVAILABLE, e.getMessage())
                    .with("retry_after_seconds", e.retryAfterSeconds())
                    .withHeader("Retry-After", Long.toString(e.retryAfterSeconds()));
        }
    }

    private static void checkCodes(Validation v, String pointer, List<String> codes, String regex, String what) {
        if (codes == null) {
            return;
        }
        for (int i = 0; i < codes.size(); i++) {
            String s = codes.get(i);
            v.check(s != null && s.strip().matches(regex), pointer + "/" + i, "'" + s + "' is not " + what);
        }
    }

    private void importFiles(Context ctx) {
        String org = Api.caller(ctx).organizationId();
        List<UploadedFile> files = ctx.uploadedFiles("file");
        Validation v = new Validation();
        v.check(!files.isEmpty(), "form/file", "attach at least one file in the multipart field 'file' (Markdown, text or PDF)");
        NoteType type = NoteType.IMPORTED;
        String typeParam = ctx.formParam("type");
        if (typeParam != null && !typeParam.isBlank()) {
            type = NoteType.parse(typeParam).orElse(null);
            v.check(type != null, "form/type", "unknown note type '" + typeParam + "'; allowed: " + NoteType.wireNames());
        }
        LocalDate date = LocalDate.now(clock);
        String dateParam = ctx.formParam("date");
        if (dateParam != null && !dateParam.isBlank()) {
            try {
                date = LocalDate.parse(dateParam.strip());
            } catch (DateTimeParseException e) {
                v.error("form/date", "must be a date YYYY-MM-DD, got '" + dateParam + "'");
            }
        }
        List<String> tickers = csv(ctx.formParam("tickers"));
        List<String> regions = csv(ctx.formParam("regions"));
        checkCodes(v, "form/tickers", tickers, "[A-Za-z0-9][A-Za-z0-9.\\-]{0,11}", "a ticker symbol");
        checkCodes(v, "form/regions", regions, "[A-Za-z]{2,3}", "an ISO country code, EA or WLD");
        v.throwIfInvalid("The import is not valid");
        List<NoteImport.Parsed> parsed = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            UploadedFile f = files.get(i);
            try {
                parsed.add(NoteImport.parse(f.filename(), f.content().readAllBytes(), "form/file/" + i, pdfLimits));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        admit(parsed.size(), parsed.stream().mapToLong(p -> p.text().length()).sum());
        List<ResearchNote> stored = new ArrayList<>();
        for (int i = 0; i < parsed.size(); i++) {
            NoteImport.Parsed p = parsed.get(i);
            stored.add(service.notes().add(new NewNote(org, type, date, p.title(), "imported file " + files.get(i).filename()
                    + " (" + p.format() + ")", tickers, regions, p.text(), null, false)));
        }
        ctx.status(201).json(Map.of("notes", stored.stream().map(NoteSummary::of).toList()));
    }

    private static List<String> csv(String s) {
        return s == null || s.isBlank() ? List.of() : Arrays.stream(s.split(",")).map(String::strip).filter(x -> !x.isEmpty()).toList();
    }
}
