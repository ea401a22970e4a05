package com.bpidesk.app.client.market;

import com.bpidesk.app.client.EngineClient;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** {@link MarketApi} over the engine's REST API. */
public final class HttpMarketApi implements MarketApi {

    private final EngineClient client;

    public HttpMarketApi(EngineClient client) {
        this.client = client;
    }

    @Override
    public List<Candle> chart(String ticker, String period) {
        return Arrays.asList(client.get("/api/portfolio/chart/" + EngineClient.encode(ticker) + "?period=" + period,
                Candle[].class));
    }

    @Override
    public List<Instrument> instruments(String q, int limit) {
        return Arrays.asList(client.get("/api/market/instruments?limit=" + limit + "&q=" + EngineClient.encode(q),
                Instrument[].class));
    }

    @Override
    public List<Instrument> instruments() {
        return Arrays.asList(client.get("/api/market/instruments", Instrument[].class));
    }

    @Override
    public MarketStatus status() {
        return client.get("/api/market/status", MarketStatus.class);
    }

    @Override
    public PriceImport importPrices(Path file) {
        return client.convert(client.postFile("/api/market/prices/import", file, "text/csv", Map.of()), PriceImport.class);
    }
}
