package com.bpidesk.engine.market;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/**
 * Imports a price CSV ({@link PriceCsv}) into the price store as {@code imported:<format>}: the symbol's previous
 * bars of another source (demo or online) are replaced; new symbols are added to the instruments table with
 * unknown attributes.
 */
public final class PriceImporter {

    /** The outcome of one file. */
    public record Result(String symbol, String format, int bars, LocalDate first, LocalDate last, String priceBasis,
                         String adjustment, String previousSource, String dataSource, List<String> warnings) {
    }

    private final StorePriceHistory prices;
    private final Clock clock;

    public PriceImporter(StorePriceHistory prices, Clock clock) {
        this.prices = prices;
        this.clock = clock;
    }

    public Result importFile(Path file, String symbolOverride) throws IOException {
        return importText(Files.readString(file, StandardCharsets.UTF_8), file.getFileName().toString(), symbolOverride);
    }

    /**
     * @param symbolOverride the ticker to store the bars under; else the file's own ticker column or its name
     * @throws PriceCsv.FormatException when the content is not a price file or no ticker can be determined
     */
    public Result importText(String text, String fileName, String symbolOverride) {
        Optional<String> fromName = fileName == null ? Optional.empty() : PriceCsv.symbolFromFileName(fileName);
        PriceCsv.Parsed parsed = PriceCsv.parse(text, Optional.empty());
        String symbol = symbolOverride != null && !symbolOverride.isBlank() ? symbolOverride
                : parsed.symbol() != null ? parsed.symbol() : fromName.orElse(null);
        if (symbol == null || !Tickers.valid(symbol)) {
            throw new PriceCsv.FormatException("Cannot tell which ticker the file '" + fileName + "' holds: name the "
                    + "file after it (e.g. SPY.csv) or give the symbol explicitly.");
        }
        symbol = PriceStore.normalize(symbol);
        String previous = prices.detailedSource(symbol);
        String source = "imported:" + parsed.format();
        prices.store().ensureInstrument(symbol, null);
        prices.store().replace(symbol, parsed.bars(), source, clock.instant());
        prices.invalidate(symbol);
        List<Bar> bars = parsed.bars();
        return new Result(symbol, parsed.format(), bars.size(), bars.get(0).date(), bars.get(bars.size() - 1).date(),
                parsed.priceBasis(), parsed.adjustment(), previous, source, parsed.warnings());
    }
}
