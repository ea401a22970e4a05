package com.bpidesk.engine.data;

import com.bpidesk.engine.macro.MacroFiles;
import com.bpidesk.engine.platform.settings.DataSettings;
import com.bpidesk.engine.macro.MacroStore;
import com.bpidesk.engine.market.PriceCsv;
import com.bpidesk.engine.market.PriceStore;
import com.bpidesk.engine.market.StorePriceHistory;
import com.bpidesk.engine.platform.online.OnlineFetcher;
import com.bpidesk.engine.data.online.OnlineProviders;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * "Refresh data": downloads the macro series and the chosen symbols' prices from the enabled online
 * providers, one step at a time on a background thread, with progress. A failed step is recorded and the
 * refresh goes on; nothing already stored is removed when a download fails.
 */
public final class DataRefresh implements AutoCloseable {

    /** The state of one refresh. */
    public record Status(String refreshId, String status, int progressPct, int done, int total, String current,
                         List<String> succeeded, List<String> errors, Instant startedAt, Instant finishedAt) {
    }

    private final DataSettings settings;
    private final OnlineProviders providers;
    private final OnlineFetcher fetcher;
    private final StorePriceHistory prices;
    private final MacroStore macro;
    private final Clock clock;
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "bpi-data-refresh");
        t.setDaemon(true);
        return t;
    });
    private final Map<String, AtomicReference<Status>> runs = new ConcurrentHashMap<>();

    public DataRefresh(DataSettings settings, OnlineProviders providers, OnlineFetcher fetcher, StorePriceHistory prices,
                       MacroStore macro, Clock clock) {
        this.settings = settings;
        this.providers = providers;
        this.fetcher = fetcher;
        this.prices = prices;
        this.macro = macro;
        this.clock = clock;
    }

    public Optional<Status> status(String id) {
        AtomicReference<Status> s = runs.get(id);
        return s == null ? Optional.empty() : Optional.of(s.get());
    }

    /** Starts a refresh of the macro series (when {@code macroToo}) and the symbols' prices. */
    public Status start(List<String> symbols, boolean macroToo) {
        List<Runnable> steps = new ArrayList<>();
        List<String> names = new ArrayList<>();
        String id = UUID.randomUUID().toString();
        AtomicReference<Status> ref = new AtomicReference<>();
        List<String> ok = java.util.Collections.synchronizedList(new ArrayList<>());
        List<String> errors = java.util.Collections.synchronizedList(new ArrayList<>());
        if (macroToo) {
            for (OnlineProviders.MacroDownload d : providers.macroDownloads()) {
                if (!settings.providerEnabled(d.provider().id())) {
                    continue;
                }
                names.add(d.provider().id() + " " + d.label());
                steps.add(() -> {
                    OnlineFetcher.Fetched f = fetcher.get(d.url());
                    MacroFiles.Parsed parsed = MacroFiles.parse(f.body(), d.label());
                    String source = "online:" + d.provider().id();
                    List<MacroStore.Loaded> series = parsed.series().stream().filter(l -> !l.observations().isEmpty())
                            .map(l -> new MacroStore.Loaded(l.info(), l.institution(), source, l.observations())).toList();
                    if (series.isEmpty()) {
                        throw new IllegalStateException("the download holds no observations");
                    }
                    macro.replaceAll(series, clock.instant());
                });
            }
        }
        if (settings.providerEnabled(OnlineProviders.STOOQ.id())) {
            for (String symbol : symbols) {
                names.add("stooq " + symbol);
                steps.add(() -> {
                    OnlineFetcher.Fetched f = fetcher.get(providers.priceUrl(symbol));
                    if (f.body().startsWith("No data") || f.body().isBlank()) {
                        throw new IllegalStateException("the provider has no data for " + symbol);
                    }
                    PriceCsv.Parsed parsed = PriceCsv.parse(f.body(), Optional.of(symbol));
                    String s = PriceStore.normalize(symbol);
                    prices.store().ensureInstrument(s, null);
                    prices.store().replace(s, parsed.bars(), "online:stooq", clock.instant());
                    prices.invalidate(s);
                });
            }
        }
        Instant started = clock.instant();
        int total = steps.size();
        ref.set(new Status(id, total == 0 ? "complete" : "queued", total == 0 ? 100 : 0, 0, total, "", List.of(),
                total == 0 ? List.of("Nothing to refresh: no online provider is enabled.") : List.of(), started,
                total == 0 ? started : null));
        runs.put(id, ref);
        if (total == 0) {
            return ref.get();
        }
        AtomicInteger done = new AtomicInteger();
        worker.execute(() -> {
            for (int k = 0; k < total; k++) {
                String name = names.get(k);
                ref.set(new Status(id, "running", 100 * done.get() / total, done.get(), total, name, List.copyOf(ok),
                        List.copyOf(errors), started, null));
                try {
                    steps.get(k).run();
                    ok.add(name);
                } catch (RuntimeException e) {
                    errors.add(name + ": " + e.getMessage());
                }
                done.incrementAndGet();
            }
            ref.set(new Status(id, errors.isEmpty() ? "complete" : ok.isEmpty() ? "failed" : "complete_with_errors", 100,
                    total, total, "", List.copyOf(ok), List.copyOf(errors), started, clock.instant()));
            if (!ok.isEmpty()) {
                onStored.run(); // new prices or series are stored: screens that show them refresh (ADR 0138)
            }
        });
        return ref.get();
    }

    private volatile Runnable onStored = () -> { };

    /** Runs after a refresh stored new data (the engine bumps the market and macro change counters). */
    public void onStored(Runnable action) {
        this.onStored = action == null ? () -> { } : action;
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
