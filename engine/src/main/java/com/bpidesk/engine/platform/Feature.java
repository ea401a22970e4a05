package com.bpidesk.engine.platform;

import com.bpidesk.engine.platform.cli.CliCommand;
import com.bpidesk.engine.platform.http.ApiModule;
import java.util.List;

/**
 * The one shape of an engine feature (docs/architecture.md, ADR 0170). A feature is a package with one class
 * implementing this interface; {@code Features} lists them in dependency order. It contributes
 * <ul>
 *   <li>its <b>services</b>: {@link #start} builds them from the {@link EngineContext} and the services of features
 *       listed before it ({@code ctx.services().require(...)}), and provides its own ({@code ctx.services().provide(...)});</li>
 *   <li>its <b>routes and OpenAPI fragment</b>: the {@link ApiModule}s {@link #start} returns;</li>
 *   <li>its <b>CLI commands</b>: {@link #commands}, which run without a started engine (they open what they need).</li>
 * </ul>
 */
public interface Feature {

    /** A short lowercase name, used in logs and docs (e.g. {@code market}). */
    String name();

    /**
     * Builds the feature's services, provides them to later features and returns the API modules to serve
     * (empty when the feature serves no routes). Long work (indexing, seeding) goes to the background.
     */
    List<ApiModule> start(EngineContext ctx);

    /** The commands this feature adds to {@code ./bpi engine}: picocli commands (ADR 0173; none by default). */
    default List<CliCommand> commands() {
        return List.of();
    }
}
