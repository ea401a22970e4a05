package com.bpidesk.app.testing;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.AppSession;
import com.bpidesk.app.client.EngineConnection;
import com.bpidesk.app.settings.AppSettings;
import com.bpidesk.app.shell.Screen;
import com.bpidesk.app.tasks.BackgroundTasks;
import java.nio.file.Path;
import javafx.scene.Node;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The one set-up of screen and view-model tests: a real embedded engine on a fresh data directory (demo data),
 * started once per test class and stopped (directory deleted) after it. Register it in the test class:
 * <pre>{@code @RegisterExtension static final EngineFixture fx = new EngineFixture();}</pre>
 * then build contexts ({@link #context()} for screens, {@link #directContext()} for view models without a stage)
 * and show screens ({@link #show}).
 */
public final class EngineFixture implements BeforeAllCallback, AfterAllCallback {

    private final boolean research;
    private Path dataDir;
    private EngineConnection engine;

    /** An engine with the research indexer off (no embedding model load). */
    public EngineFixture() {
        this(false);
    }

    private EngineFixture(boolean research) {
        this.research = research;
    }

    /** An engine whose research indexer runs, for tests that search notes. */
    public static EngineFixture withResearch() {
        return new EngineFixture(true);
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        dataDir = FxTestSupport.tempDataDir();
        engine = FxTestSupport.startEngine(dataDir, research);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (engine != null) {
            engine.close();
        }
        FxTestSupport.deleteTree(dataDir);
    }

    public EngineConnection engine() {
        return engine;
    }

    public Path dataDir() {
        return dataDir;
    }

    /** A context for a screen: background work on the app's pool, results on the FX thread, the primary stage as owner. */
    public AppContext context() {
        return FxTestSupport.context(engine, dataDir);
    }

    /** A context for a view model without a stage: work and callbacks run on the calling thread. */
    public AppContext directContext() {
        return directContext(new AppSession());
    }

    public AppContext directContext(AppSession session) {
        return new AppContext(engine.client(), BackgroundTasks.direct(), AppSettings.load(dataDir), dataDir, () -> null, session);
    }

    /** Shows the screen in the primary stage at this size (the app's stylesheet, {@code onShow} called). */
    public <S extends Screen> Node show(S screen, double width, double height) throws Exception {
        return FxTestSupport.showScreen(screen, width, height);
    }

    /**
     * Shows a part that is not a screen of its own (a dialog's content) as if it were one: in the primary stage at this
     * size with the app's stylesheet, {@code onShow} run once it is shown.
     */
    public Node showPart(String id, java.util.function.Supplier<Node> view, Runnable onShow, double width, double height)
            throws Exception {
        return show(new Screen() {
            public String id() {
                return id;
            }

            public String title() {
                return id;
            }

            public String glyph() {
                return "";
            }

            public Node createView() {
                return view.get();
            }

            @Override
            public void onShow() {
                onShow.run();
            }
        }, width, height);
    }
}
