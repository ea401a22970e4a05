package com.bpidesk.app.client.data;

import com.bpidesk.app.client.Api;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * The data feature's API (engine/src/main/resources/openapi/data.yaml): the data mode, online downloads and providers,
 * the firm's base currency, and refreshes from the enabled providers, as records mirroring the schemas.
 */
public interface DataApi {

    /** {@code GET /api/data/settings}. */
    DataSettings settings();

    /** Saves the settings; the answer is what the engine now holds ({@code PUT /api/data/settings}). */
    DataSettings save(SettingsChange change);

    /** Starts a download from the enabled providers ({@code POST /api/data/refresh}). */
    RefreshStatus refresh();

    /** A refresh's state ({@code GET /api/data/refresh/{refresh_id}}). */
    RefreshStatus refreshStatus(String refreshId);

    /** Schema {@code DataSettings}; {@code baseCurrency} null reads as the engine's default, USD. */
    @Api.Schema("DataSettings")
    record DataSettings(String dataMode, boolean onlineEnabled, String baseCurrency, List<Provider> providers) {
        public DataSettings {
            providers = providers == null ? List.of() : List.copyOf(providers);
        }
    }

    /** A download provider (prices or macro) and whether it is on. */
    record Provider(String id, String kind, String description, boolean enabled) {
    }

    /** The body of {@code PUT /api/data/settings}: a mode or base currency left null is not sent. */
    @Api.Request(path = "/api/data/settings", method = "put")
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record SettingsChange(String dataMode, boolean onlineEnabled, Map<String, Boolean> providers, String baseCurrency) {
    }

    /** Schema {@code RefreshStatus}: {@code current} is what is being downloaded now (null when nothing). */
    @Api.Schema("RefreshStatus")
    record RefreshStatus(String refreshId, String status, double progressPct, int done, int total, String current,
                         List<String> succeeded, List<String> errors) {
        public RefreshStatus {
            current = current == null ? "" : current;
            succeeded = succeeded == null ? List.of() : List.copyOf(succeeded);
            errors = errors == null ? List.of() : List.copyOf(errors);
        }

        /** Complete (with or without errors) or failed: the refresh will not change any more. */
        public boolean isFinal() {
            return status.startsWith("complete") || status.equals("failed");
        }
    }
}
