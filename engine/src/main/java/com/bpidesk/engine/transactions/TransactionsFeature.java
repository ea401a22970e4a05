package com.bpidesk.engine.transactions;

import com.bpidesk.engine.platform.EngineContext;
import com.bpidesk.engine.platform.Feature;
import com.bpidesk.engine.platform.http.ApiModule;
import java.util.List;

/**
 * Transaction import (issue 12): the general transaction reader is a library used by {@code behavior}; this feature
 * adds the saved import profiles. Provides {@link ImportProfileStore}.
 */
public final class TransactionsFeature implements Feature {

    @Override
    public String name() {
        return "transactions";
    }

    @Override
    public List<ApiModule> start(EngineContext ctx) {
        ImportProfileStore profiles = ctx.services().provide(ImportProfileStore.class, new ImportProfileStore(ctx.database(), ctx.clock()));
        return List.of(new ImportProfilesModule(profiles));
    }
}
