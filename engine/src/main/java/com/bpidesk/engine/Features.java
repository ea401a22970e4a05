package com.bpidesk.engine;

import com.bpidesk.engine.platform.http.ApiModule;
import java.util.ArrayList;
import java.util.List;

/**
 * The one place where the engine's features are wired: each feature builds its services from the
 * {@link EngineContext} (and from services of features it depends on) and contributes its API module.
 * Order matters: a feature comes after the features it uses.
 */
final class Features {

    private Features() {
    }

    static List<ApiModule> create(EngineContext ctx) {
        List<ApiModule> modules = new ArrayList<>();
        // research (B3): note store, background index, search; other features add notes through research.notes()
        com.bpidesk.engine.research.ResearchFeature research = com.bpidesk.engine.research.ResearchFeature.create(ctx);
        modules.add(research.module());
        return modules;
    }
}
