package com.bpidesk.engine.data;

import com.bpidesk.engine.data.online.OnlineProviders;
import com.bpidesk.engine.market.StorePriceHistory;
import com.bpidesk.engine.market.Tickers;
import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiException;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.ProblemType;
import com.bpidesk.engine.platform.http.Routes;
import com.bpidesk.engine.platform.errors.Validation;
import com.bpidesk.engine.platform.settings.DataMode;
import com.bpidesk.engine.platform.settings.DataSettings;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Data-source settings and the online refresh: {@code GET|PUT /api/data/settings},
 * {@code POST /api/data/refresh}, {@code GET /api/data/refresh/{refresh_id}}. Documented in openapi/data.yaml.
 */
public final class DataModule implements ApiModule {

    private final DataSettings settings;
    private final DataRefresh refresh;
    private final StorePriceHistory prices;
    private final java.util.function.Consumer<DataMode> applyMode;

    public DataModule(DataSettings settings, DataRefresh refresh, StorePriceHistory prices,
                      java.util.function.Consumer<DataMode> applyMode) {
        this.settings = settings;
        this.refresh = refresh;
        this.prices = prices;
        this.applyMode = applyMode;
    }

    @Override
    public String openApiFragment() {
        return "/openapi/data.yaml";
    }

    @Override
    public void register(Routes r) {
        r.get("/api/data/settings", Access.ENTERPRISE, ctx -> ctx.json(view()));
        r.put("/api/data/settings", Access.ADMIN, this::update);
        r.post("/api/data/refresh", Access.ADMIN, this::refresh);
        r.get("/api/data/refresh/{refresh_id}", Access.ENTERPRISE, this::status);
    }

    /** The settings as the API shows them. */
    public record View(String dataMode, boolean onlineEnabled, List<ProviderView> providers, List<String> allowedModes,
                       String baseCurrency) {
    }

    public record ProviderView(String id, String kind, String description, boolean enabled) {
    }

    View view() {
        return new View(settings.dataMode(), settings.onlineEnabled(), OnlineProviders.ALL.stream()
                .map(p -> new ProviderView(p.id(), p.kind(), p.description(),
                        Boolean.parseBoolean(settings.get("online." + p.id() + ".enabled", "true"))))
                .toList(), DataMode.wireNames(), settings.baseCurrency());
    }

    /** A settings change; absent fields stay as they are. */
    public record Update(String dataMode, Boolean onlineEnabled, Map<String, Boolean> providers, String baseCurrency) {
    }

    void update(Context ctx) {
        Update u = Api.body(ctx, Update.class);
        Validation v = new Validation();
        if (u.dataMode() != null) {
            v.check(DataMode.parse(u.dataMode()).isPresent() && u.dataMode().equals(u.dataMode().trim().toLowerCase(java.util.Locale.ROOT)),
                    "/data_mode", "must be one of " + DataMode.wireNames());
        }
        Set<String> known = new LinkedHashSet<>();
        OnlineProviders.ALL.forEach(p -> known.add(p.id()));
        if (u.providers() != null) {
            u.providers().forEach((k, val) -> {
                v.check(known.contains(k), "/providers/" + k, "is not a provider; known: " + known);
                v.check(val != null, "/providers/" + k, "must be true or false");
            });
        }
        if (u.baseCurrency() != null) {
            var unit = com.bpidesk.engine.fx.Currencies.unit(u.baseCurrency());
            v.check(unit.isPresent() && !unit.get().minor(), "/base_currency",
                    "must be an ISO 4217 currency code such as USD, EUR or GBP");
        }
        v.throwIfInvalid("Invalid data settings");
        if (u.baseCurrency() != null) {
            settings.set("base.currency", com.bpidesk.engine.fx.Currencies.require(u.baseCurrency()).major());
        }
        if (u.onlineEnabled() != null) {
            settings.set("online.enabled", u.onlineEnabled().toString());
        }
        if (u.providers() != null) {
            u.providers().forEach((k, val) -> settings.set("online." + k + ".enabled", val.toString()));
        }
        if (u.dataMode() != null) {
            settings.set("data.mode", u.dataMode());
            applyMode.accept(DataMode.parse(u.dataMode()).orElseThrow());
        }
        ctx.json(view());
    }

    /** What to refresh: symbols (default: the configured list) and whether the macro series too (default true). */
    public record RefreshRequest(List<String> symbols, Boolean macro) {
    }

    void refresh(Context ctx) {
        if (!settings.onlineEnabled()) {
            throw new ApiException(ProblemType.CONFLICT, "Online data is off. Turn it on in Settings (or PUT "
                    + "/api/data/settings {\"online_enabled\": true}); the engine works on demo and imported data meanwhile.");
        }
        RefreshRequest req = ctx.bodyAsBytes().length == 0 ? new RefreshRequest(null, null) : Api.body(ctx, RefreshRequest.class);
        List<String> symbols = new ArrayList<>();
        if (req.symbols() != null) {
            for (int i = 0; i < req.symbols().size(); i++) {
                symbols.add(Tickers.require(req.symbols().get(i), "/symbols/" + i));
            }
        } else {
            for (String s : settings.get("online.prices.symbols", prices.benchmarkSymbol() + ",QQQ,IWM,EFA,EEM,AGG,TLT,GLD")
                    .split(",")) {
                if (Tickers.valid(s.trim())) {
                    symbols.add(s.trim().toUpperCase(java.util.Locale.ROOT));
                }
            }
        }
        DataRefresh.Status s = refresh.start(symbols, req.macro() == null || req.macro());
        ctx.status(202).header("Location", "/api/data/refresh/" + s.refreshId()).json(s);
    }

    void status(Context ctx) {
        String id = ctx.pathParam("refresh_id");
        ctx.json(refresh.status(id).orElseThrow(() -> ApiException.notFound("No refresh '" + id + "' (refreshes are kept "
                + "until the engine stops).")));
    }
}
