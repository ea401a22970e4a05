package com.bpidesk.engine;

import com.bpidesk.engine.assurance.AssuranceCli;
import com.bpidesk.engine.assurance.AssuranceModule;
import com.bpidesk.engine.platform.http.ApiModule;
import java.util.ArrayList;
import java.util.List;

/**
 * The one place where the engine's features are wired: each feature builds its services from the
 * {@link EngineContext} (and from services of features it depends on) and contributes its API module.
 * Order matters: a feature comes after the features it uses.
 */
final class Features {

    static {
        // Feature CLI commands; EngineCli initialises this class so they exist before a command is looked up.
        AssuranceCli.register();
    }

    private Features() {
    }

    static List<ApiModule> create(EngineContext ctx) {
        List<ApiModule> modules = new ArrayList<>();
        AssuranceModule assurance = AssuranceModule.create(ctx); // assurance.evaluator(): in-process evaluation for other features
        modules.add(assurance);
        return modules;
    }
}
