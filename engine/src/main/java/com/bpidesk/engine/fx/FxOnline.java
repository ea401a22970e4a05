package com.bpidesk.engine.fx;

import com.bpidesk.engine.platform.online.OnlineFetcher;
import java.util.function.BooleanSupplier;

/**
 * The keyless online ECB fetch: the reference rates of every currency against the euro from the ECB Data Portal
 * (SDMX-CSV of the EXR flow, daily spot, {@code D..EUR.SP00.A}), read by {@link FxFiles} and stored as
 * {@code online:ecb}. Only when online mode is on (data settings); the URL is {@code online.ecbfx.url}.
 */
public final class FxOnline {

    public static final String DEFAULT_URL =
            "https://data-api.ecb.europa.eu/service/data/EXR/D..EUR.SP00.A?format=csvdata&startPeriod=1999-01-01";

    /** Online mode is off: nothing is fetched. */
    public static final class OfflineException extends RuntimeException {
        public OfflineException(String message) {
            super(message);
        }
    }

    private final OnlineFetcher fetcher;
    private final String url;
    private final BooleanSupplier online;
    private final FxImporter importer;

    public FxOnline(OnlineFetcher fetcher, String url, BooleanSupplier online, FxImporter importer) {
        this.fetcher = fetcher;
        this.url = url;
        this.online = online;
        this.importer = importer;
    }

    public FxImporter.Result fetch() {
        if (!online.getAsBoolean()) {
            throw new OfflineException("Online mode is off, so no rates were fetched. Turn online data on in the data "
                    + "settings, or import the ECB or FRED files instead.");
        }
        OnlineFetcher.Fetched f = fetcher.get(url);
        return importer.store(FxFiles.parse(f.body(), "ECB online"), "online:ecb");
    }
}
