package com.bpidesk.engine.clientfile;

import com.bpidesk.engine.assurance.ClientMandates;
import com.bpidesk.engine.book.BookStore;
import com.bpidesk.engine.fx.FxRates;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.platform.EngineContext;
import com.bpidesk.engine.platform.Feature;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.signals.AlertState;
import com.bpidesk.engine.signals.SignalService;
import java.util.List;

/**
 * The client file (issue 25, after signals): one client's profile, investment policy with its change log, valued holdings,
 * allocation against the policy and signals; the policy edit and the CSV export. Provides {@link ClientFileService}.
 */
public final class ClientFileFeature implements Feature {

    @Override
    public String name() {
        return "clientfile";
    }

    @Override
    public List<ApiModule> start(EngineContext ctx) {
        var services = ctx.services();
        ClientFileService files = new ClientFileService(new BookStore(ctx.database()), services.require(SignalService.class),
                new AlertState(ctx.database(), ctx.clock()), services.require(PriceHistory.class), services.require(FxRates.class)::table,
                ctx.dataSettings()::baseCurrency, ctx.clock());
        services.provide(ClientFileService.class, files);
        // ADR 0258: a client without a stored mandate gets one derived from the policy, in every envelope
        ClientMandateService mandates = new ClientMandateService(files, services.require(ClientMandates.class));
        return List.of(new ClientFileModule(files, mandates));
    }

    @Override
    public List<com.bpidesk.engine.platform.cli.CliCommand> commands() {
        return List.of(new MandatesCli());
    }
}
