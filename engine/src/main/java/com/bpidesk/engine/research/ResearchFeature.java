package com.bpidesk.engine.research;

import com.bpidesk.engine.EngineContext;
import com.bpidesk.engine.macro.SignalsFeed;
import com.bpidesk.engine.swarm.briefing.AnalysisResult;
import com.bpidesk.engine.swarm.briefing.PortfolioAnalystSection;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The research feature as other features see it: the note store ({@link #notes()}), the hook the
 * investment-committee swarm calls when a job completes ({@link #recordBriefing}), the macro-release
 * sync ({@link #followSignalsFeed}) and the API module. Built in {@code Features.create}.
 *
 * <p>Settings: {@code research.query.wait.seconds} (default 30: how long a query waits for the index at
 * start-up), {@code research.macro.sync.minutes} (default 15).
 */
public final class ResearchFeature {

    private static final Logger LOG = LoggerFactory.getLogger(ResearchFeature.class);

    private final EngineContext ctx;
    private final ResearchNotes notes;
    private final ResearchIndexer indexer;
    private final ResearchService service;
    private final ResearchModule module;

    private ResearchFeature(EngineContext ctx, ResearchNotes notes, ResearchIndexer indexer, ResearchService service) {
        this.ctx = ctx;
        this.notes = notes;
        this.indexer = indexer;
        this.service = service;
        this.module = new ResearchModule(service, ctx.clock());
    }

    /** Creates the store, seeds the demo corpus in demo mode and starts background indexing (returns at once). */
    public static ResearchFeature create(EngineContext ctx) {
        boolean demo = ctx.config().demoMode();
        ResearchNotes notes = new ResearchNotes(ctx.database(), ctx.clock(), demo);
        if (demo) {
            DemoCorpus.seed(notes); // idempotent DB inserts; indexing happens in the background
        }
        ResearchIndexer indexer = new ResearchIndexer(notes, ctx.config().dataDir(), () -> {
            OnnxEmbedder.useNativeCache(ctx.config().dataDir()); // ONNX Runtime's libraries once, not a new /tmp copy each start
            return OnnxEmbedder.shared();
        });
        ctx.closeOnStop(indexer);
        indexer.start();
        ResearchService service = new ResearchService(notes, indexer,
                Duration.ofSeconds(ctx.config().getInt("research.query.wait.seconds", 30)));
        return new ResearchFeature(ctx, notes, indexer, service);
    }

    public ResearchNotes notes() {
        return notes;
    }

    public ResearchService service() {
        return service;
    }

    public ResearchIndexer indexer() {
        return indexer;
    }

    public ResearchModule module() {
        return module;
    }

    /**
     * The swarm's completion hook: stores one note per briefing section (idempotent per job and agent), tagged with the
     * portfolio's tickers.
     */
    public int recordBriefing(String organizationId, AnalysisResult result) {
        List<String> tickers = result.icBriefing().portfolioAnalyst().positions().stream()
                .map(PortfolioAnalystSection.PositionRow::symbol).toList();
        return CommitteeNotes.record(notes, organizationId, result.jobId(), result.asOf(), tickers, result.icBriefing(),
                result.dataSource() != null && result.dataSource().contains("demo"));
    }

    /** Stores a note for each release of the feed now and every {@code research.macro.sync.minutes}. */
    public void followSignalsFeed(SignalsFeed feed) {
        long minutes = ctx.config().getLong("research.macro.sync.minutes", 15);
        ctx.scheduler().scheduleWithFixedDelay(() -> {
            try {
                notes.addAll(MacroReleaseNotes.from(feed.latestReleases()));
            } catch (RuntimeException e) {
                LOG.warn("Could not store macro release notes: {}", e.toString());
            }
        }, 0, minutes, TimeUnit.MINUTES);
    }
}
