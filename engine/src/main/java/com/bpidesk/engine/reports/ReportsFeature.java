package com.bpidesk.engine.reports;

import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.platform.EngineContext;
import com.bpidesk.engine.platform.Feature;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.signals.SignalService;
import com.bpidesk.engine.swarm.SwarmJobs;
import java.util.List;

/**
 * Reports (issue 7, B5, after swarm and signals): branded PDF reports of analysis jobs, portfolios or clients, and
 * saved brands. Served only when the swarm runs (a report is built from an analysis). Setting:
 * {@code reports.analysis.wait.seconds} (default 120); {@code reports.archive.max.bytes} (default 20 MiB: the largest PDF kept
 * for reopening, {@link ReportArchive}).
 */
public final class ReportsFeature implements Feature {

    @Override
    public String name() {
        return "reports";
    }

    @Override
    public List<ApiModule> start(EngineContext ctx) {
        return ctx.services().find(SwarmJobs.class).<List<ApiModule>>map(jobs -> {
            ReportSubjects subjects = new ReportSubjects(jobs, ctx.services().require(PriceHistory.class),
                    ctx.services().require(SignalService.class), ctx.services().require(com.bpidesk.engine.fx.FxRates.class),
                    java.time.Duration.ofSeconds(ctx.config().getInt("reports.analysis.wait.seconds", 120)), clientFiles(ctx));
            BrandStore brands = new BrandStore(ctx.database(), ctx.clock());
            ReportArchive archive = new ReportArchive(ctx.database(), ctx.clock(),
                    ctx.config().getLong("reports.archive.max.bytes", ReportArchive.DEFAULT_MAX_BYTES));
            return List.of(new ReportsModule(new ReportService(subjects, brands, ctx.clock(), archive), brands, archive));
        }).orElse(List.of());
    }

    /** The client file of a client for the advisor brief (ADR 0258), when the engine runs the client file. */
    private static java.util.function.BiFunction<String, String, ClientFileSection> clientFiles(EngineContext ctx) {
        var files = ctx.services().find(com.bpidesk.engine.clientfile.ClientFileService.class).orElse(null);
        if (files == null) {
            return null;
        }
        // the lot method matters to realised gains only, which the brief does not show: the library's FIFO
        var performance = ctx.services().require(SignalService.class).clientPerformance(
                com.bpidesk.engine.performance.RealisedGains.Method.FIFO);
        return (org, clientId) -> ClientFileSection.of(files, performance, org, clientId);
    }
}
