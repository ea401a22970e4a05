package com.bpidesk.engine.architecture.backref.first;

import com.bpidesk.engine.platform.Services;
import java.util.Optional;

/** A fixture of EngineArchitectureTest: an earlier feature that looks up its own interface, to be provided by a later one. */
public final class FirstFeature {

    Optional<NeededFromLater> start(Services services) {
        services.require(com.bpidesk.engine.platform.ClientNames.class); // a platform interface: allowed
        return services.find(NeededFromLater.class);
    }
}
