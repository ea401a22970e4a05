package com.bpidesk.engine.market;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/**
 * Imports a price CSV ({@link PriceCsv}) into the price store as {@code imported:<format>}: the symbol's previous
 * bars of another source (demo or online) are replaced; new symbols are added to the instruments table with
 * unknown attributes. The prices' currency comes from {@link ListingCurrency} (stated, the file's currency column, exchange suffix, reference data,
 * else unknown with a warning; never assumed). The import's warnings and how the currency was known are kept per
 * symbol ({@link PriceStore.ImportNotes}) so that every analysis on these prices repeats them (issue 30).
 */
public final class PriceImporter {

    /** The outcome of one file. */
    public record Result(String symbol, String format, int bars, LocalDate first, LocalDate last, String priceBasis,
                         String adjustment, String previousSource, String dataSource, List<String> warnings,
                         String currency, String currencyBasis) {
    }

    private final StorePriceHistory prices;
    private final Clock clock;

    public PriceImporter(StorePriceHistory prices, Clock clock) {
        this.prices = prices;
        this.clock = clock;
    }

    public Result importFile(Path file, String symbolOverride) throws IOException {
        return importFile(file, symbolOverride, null);
    }

    /** @param currency the prices' ISO 4217 currency as the user states it, or null to detect it */
    public Result importFile(Path file, String symbolOverride, String currency) throws IOException {
        return importText(com.bpidesk.engine.platform.text.Encodings.decode(Files.readAllBytes(file)).text(), file.getFileName().toString(), symbolOverride, currency);
    }

    public Result importText(String text, String fileName, String symbolOverride) {
        return importText(text, fileName, symbolOverride, null);
    }

    /**
     * @param symbolOverride the ticker to store the bars under; else the file's own ticker column or its name
     * @throws PriceCsv.FormatException when the content is not a price file or no ticker can be determined
     */
    public Result importText(String text, String fileName, String symbolOverride, String currency) {
        String stated = currency == null || currency.isBlank() ? null : currency.trim().toUpperCase(java.util.Locale.ROOT);
        if (stated != null && !ListingCurrency.validCode(stated)) {
            throw new PriceCsv.FormatException("The currency must be a three-letter ISO 4217 code such as USD, EUR or GBP; got '"
                    + currency + "'.");
        }
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
        String reference = prices.instrument(symbol).map(Instrument::currency).orElse(null);
        ListingCurrency.Resolved ccy = ListingCurrency.resolve(symbol, stated, parsed.currency(), reference);
        List<String> warnings = new java.util.ArrayList<>(parsed.warnings());
        warnings.addAll(ccy.warnings());
        prices.store().ensureInstrument(symbol, ccy.currency());
        prices.store().replace(symbol, parsed.bars(), source, clock.instant());
        prices.store().saveImportNotes(new PriceStore.ImportNotes(symbol, source, ccy.basis(), List.copyOf(warnings), clock.instant()));
        prices.invalidate(symbol);
        List<Bar> bars = parsed.bars();
        return new Result(symbol, parsed.format(), bars.size(), bars.get(0).date(), bars.get(bars.size() - 1).date(),
                parsed.priceBasis(), parsed.adjustment(), previous, source, List.copyOf(warnings), ccy.currency(), ccy.basis());
    }
}
