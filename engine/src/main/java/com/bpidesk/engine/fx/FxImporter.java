package com.bpidesk.engine.fx;

import java.time.Clock;
import java.time.LocalDate;
import java.util.List;

/** Imports one FX file ({@link FxFiles}) into the store, replacing the pairs it holds. */
public final class FxImporter {

    /** One imported pair. */
    public record PairResult(String base, String quote, int rates, LocalDate first, LocalDate last) {
    }

    /** The outcome of one file. */
    public record Result(String format, String dataSource, List<PairResult> pairs, List<String> warnings) {
    }

    private final FxStore store;
    private final Clock clock;

    public FxImporter(FxStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    public Result importText(String text, String fileName) {
        return store(FxFiles.parse(text, fileName == null ? "upload" : fileName), null);
    }

    /** Stores parsed pairs under {@code imported:<format>}, or under {@code source} when given (online fetches). */
    Result store(FxFiles.Parsed parsed, String source) {
        String dataSource = source != null ? source : "imported:" + parsed.format();
        store.replace(parsed.pairs(), dataSource, clock.instant());
        return new Result(parsed.format(), dataSource, parsed.pairs().stream().map(p -> new PairResult(p.pair().base(),
                p.pair().quote(), p.rates().size(), p.rates().firstKey(), p.rates().lastKey())).toList(),
                parsed.warnings());
    }
}
