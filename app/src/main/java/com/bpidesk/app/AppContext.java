package com.bpidesk.app;

import com.bpidesk.app.client.EngineApis;
import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.settings.AppSettings;
import com.bpidesk.app.tasks.BackgroundTasks;
import java.nio.file.Path;
import javafx.stage.Window;

/**
 * What every screen is built from: the engine's typed clients ({@link #api()}, ADR 0255; view models migrated to them
 * never read JSON) over the engine client (REST only), the background-task runner, the
 * user's settings, the data directory, the main window (owner of dialogs and file choosers) and the
 * session state shared between screens ({@link AppSession}: navigation, last completed analysis).
 */
public record AppContext(EngineClient client, BackgroundTasks tasks, AppSettings settings, Path dataDir,
                         java.util.function.Supplier<Window> window, AppSession session, EngineApis api) {

    /** A context whose typed clients speak HTTP through {@code client}. */
    public AppContext(EngineClient client, BackgroundTasks tasks, AppSettings settings, Path dataDir,
                      java.util.function.Supplier<Window> window, AppSession session) {
        this(client, tasks, settings, dataDir, window, session, client == null ? null : EngineApis.http(client));
    }

    /** A context on typed clients alone (a view-model test's fake engine): no HTTP client, no window. */
    public AppContext(EngineApis api, BackgroundTasks tasks, AppSettings settings, Path dataDir, AppSession session) {
        this(null, tasks, settings, dataDir, () -> null, session, api);
    }

    /** A context with a fresh session. */
    public AppContext(EngineClient client, BackgroundTasks tasks, AppSettings settings, Path dataDir,
                      java.util.function.Supplier<Window> window) {
        this(client, tasks, settings, dataDir, window, new AppSession());
    }

    /** Sample files shipped in src-assets (classpath {@code /bpi-assets/samples/...}). */
    public static java.net.URL sample(String name) {
        return AppContext.class.getResource("/bpi-assets/samples/" + name);
    }
}
