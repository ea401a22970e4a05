package com.bpidesk.engine.macro;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;

/** Imports a macro file ({@link MacroFiles}) into the series store, replacing series of the same id (demo ones included). */
public final class MacroImporter {

    /** One imported series. */
    public record SeriesResult(String seriesId, String title, String category, String region, String frequency,
                               int observations, LocalDate first, LocalDate last) {
    }

    /** The outcome of one file. */
    public record Result(String format, String dataSource, List<SeriesResult> series, List<String> warnings) {
    }

    private final MacroStore store;
    private final Clock clock;

    public MacroImporter(MacroStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    public Result importFile(Path file) throws IOException {
        return importText(com.bpidesk.engine.platform.text.Encodings.decode(Files.readAllBytes(file)).text(), file.getFileName().toString());
    }

    public Result importText(String text, String fileName) {
        MacroFiles.Parsed parsed = MacroFiles.parse(text, fileName == null ? "upload" : fileName);
        List<MacroStore.Loaded> nonEmpty = parsed.series().stream().filter(l -> !l.observations().isEmpty()).toList();
        if (nonEmpty.isEmpty()) {
            throw new MacroFiles.FormatException("The file holds no observations.");
        }
        store.replaceAll(nonEmpty, clock.instant());
        List<SeriesResult> out = nonEmpty.stream().map(l -> new SeriesResult(l.info().seriesId(), l.info().title(),
                l.info().category(), l.info().region(), l.info().frequency(), l.observations().size(),
                l.observations().get(0).period(), l.observations().get(l.observations().size() - 1).period())).toList();
        return new Result(parsed.format(), "imported:" + parsed.format(), out, parsed.warnings());
    }
}
