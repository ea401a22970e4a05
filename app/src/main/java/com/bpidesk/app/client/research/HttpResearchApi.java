package com.bpidesk.app.client.research;

import com.bpidesk.app.client.EngineClient;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** {@link ResearchApi} over the engine's REST API. */
public final class HttpResearchApi implements ResearchApi {

    private final EngineClient client;

    public HttpResearchApi(EngineClient client) {
        this.client = client;
    }

    @Override
    public Answer query(Query query) {
        return client.convert(client.post("/api/research/query", query), Answer.class);
    }

    @Override
    public Note note(long noteId) {
        return client.get("/api/research/notes/" + noteId, Note.class);
    }

    @Override
    public List<NoteSummary> importNotes(Path file, String contentType) {
        return client.convert(client.postFile("/api/research/notes/import", file, contentType, Map.of()), Imported.class).notes();
    }

    @Override
    public IndexStatus index() {
        return client.get("/api/research/index", IndexStatus.class);
    }
}
