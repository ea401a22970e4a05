package com.bpidesk.engine.research;

import com.bpidesk.engine.macro.SignalsFeed;
import com.bpidesk.engine.platform.EngineContext;
import com.bpidesk.engine.platform.Feature;
import com.bpidesk.engine.platform.cli.CliCommand;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.swarm.SwarmJobs;
import com.bpidesk.engine.swarm.briefing.AnalysisResult;
import com.bpidesk.engine.swarm.briefing.PortfolioAnalystSection;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Research (issue 7, B3, after macro and swarm): the note store, the background semantic index and search. Provides
 * {@link ResearchNotes} (other features add notes through it), {@link ResearchService} and {@link ResearchIndexer};
 * stores one committee note per agent section of every completed analysis (when the swarm runs) and a note for each
 * macro release of the signals feed. Contributes {@code research-eval}.
 *
 * <p>Settings: {@code research.query.wait.seconds} (default 30: how long a query waits for the index at
 * start-up), {@code research.macro.sync.minutes} (default 15), {@code research.index.start.delay.seconds} (default 5:
 * how long after the engine answers the model load and indexing begin; the first-screen probe's control uses a long one),
 * {@code research.index.enabled} (default true; tests that are not about research turn it off).
 */
public final class ResearchFeature implements Feature {

    private static final Logger LOG = LoggerFactory.getLogger(ResearchFeature.class);

    @Override
    public String name() {
        return "research";
    }

    /** Creates the store, seeds the demo corpus in demo mode and schedules background indexing for after start-up. */
    @Override
    public List<ApiModule> start(EngineContext ctx) {
        boolean demo = ctx.dataSettings().demo();
        ResearchNotes notes = new ResearchNotes(ctx.database(), ctx.clock(), demo);
        if (demo) {
            DemoCorpus.seed(notes); // idempotent DB inserts; indexing happens in the background
        }
        ResearchIndexer indexer = new ResearchIndexer(notes, ctx.config().dataDir(), () -> {
            OnnxEmbedder.useNativeCache(ctx.config().dataDir()); // ONNX Runtime's libraries once, not a new /tmp copy each start
            return OnnxEmbedder.shared();
        }, new ResearchIndexer.Pacing(ctx.config().getInt("research.index.queue.notes", ResearchIndexer.Pacing.DEFAULT.queueNotes()),
                ctx.config().getLong("research.index.queue.chars", ResearchIndexer.Pacing.DEFAULT.queueChars()),
                Double.parseDouble(ctx.config().get("research.index.duty", Double.toString(ResearchIndexer.Pacing.DEFAULT.duty())))));
        ctx.closeOnStop(indexer);
        // The model load (seconds of CPU on both cores) and indexing start 5 s after the engine answers, so they do not
        // compete with the engine's start or the app's first screen (measured: docs/research.md, scale).
        long delay = ctx.config().getLong("research.index.start.delay.seconds", 5);
        // research.index.enabled=false: no model load and no indexing (tests not about research). A search then answers
        // 503 with the index progress at once: waiting research.query.wait.seconds for an index that never starts only
        // held the caller (an agent's search_research call took 30 s before its answer).
        boolean indexing = ctx.config().getBoolean("research.index.enabled", true);
        ctx.afterStart(() -> {
            if (!indexing) {
                LOG.info("Research indexing is off (research.index.enabled=false)");
            } else if (delay <= 0) {
                indexer.start();
            } else {
                ctx.scheduler().schedule(indexer::start, delay, TimeUnit.SECONDS);
            }
        });
        ResearchService service = new ResearchService(notes, indexer,
                indexing ? Duration.ofSeconds(ctx.config().getInt("research.query.wait.seconds", 30)) : Duration.ZERO);
        ctx.services().provide(ResearchNotes.class, notes);
        ctx.services().provide(ResearchIndexer.class, indexer);
        ctx.services().provide(ResearchService.class, service);
        followSignalsFeed(ctx, notes, ctx.services().require(SignalsFeed.class));
        // Each completed analysis becomes committee research notes (one per agent section).
        ctx.services().find(SwarmJobs.class).ifPresent(jobs -> jobs.onComplete(done ->
                recordBriefing(notes, done.organizationId(), done.analysis())));
        // issue 29: a PDF's pages and extraction time are bounded before and during text extraction (docs/configuration.md)
        NoteImport.Limits pdfLimits = new NoteImport.Limits(
                ctx.config().getInt("research.import.pdf.max.pages", NoteImport.DEFAULT_MAX_PAGES),
                ctx.config().getLong("research.import.pdf.max.millis", NoteImport.PDF_MAX_MILLIS));
        return List.of(new ResearchModule(service, ctx.clock(), pdfLimits));
    }

    @Override
    public List<CliCommand> commands() {
        return List.of(new ResearchEvalCommand());
    }

    /** Stores a note for each release of the feed now and every {@code research.macro.sync.minutes}. */
    private static void followSignalsFeed(EngineContext ctx, ResearchNotes notes, SignalsFeed feed) {
        long minutes = ctx.config().getLong("research.macro.sync.minutes", 15);
        ctx.scheduler().scheduleWithFixedDelay(() -> {
            try {
                notes.addAll(MacroReleaseNotes.from(feed.latestReleases()));
            } catch (RuntimeException e) {
                LOG.warn("Could not store macro release notes: {}", e.toString());
            }
        }, 0, minutes, TimeUnit.MINUTES);
    }

    /**
     * The swarm's completion hook: stores one note per briefing section (idempotent per job and agent) and keeps the
     * organization's newest {@link CommitteeNotes#KEEP_PER_ORGANIZATION} committee notes (ADR 0224).
     */
    static int recordBriefing(ResearchNotes notes, String organizationId, AnalysisResult result) {
        List<String> tickers = result.icBriefing().portfolioAnalyst().positions().stream()
                .map(PortfolioAnalystSection.PositionRow::symbol).toList();
        return CommitteeNotes.record(notes, organizationId, result.jobId(), result.asOf(), tickers, result.icBriefing(),
                result.dataSource() != null && result.dataSource().contains("demo"), CommitteeNotes.KEEP_PER_ORGANIZATION);
    }
}
