package com.bpidesk.engine.architecture.backref.second;

import com.bpidesk.engine.architecture.backref.first.NeededFromLater;
import com.bpidesk.engine.platform.Services;

/** A fixture of EngineArchitectureTest: the later feature that provides the earlier one's interface. */
public final class SecondFeature {

    void start(Services services) {
        services.provide(NeededFromLater.class, () -> "from later");
    }
}
