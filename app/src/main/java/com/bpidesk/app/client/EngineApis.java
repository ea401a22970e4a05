package com.bpidesk.app.client;

import com.bpidesk.app.client.agents.AgentsApi;
import com.bpidesk.app.client.agents.HttpAgentsApi;
import com.bpidesk.app.client.analysis.AnalysisApi;
import com.bpidesk.app.client.analysis.HttpAnalysisApi;
import com.bpidesk.app.client.assurance.AssuranceApi;
import com.bpidesk.app.client.assurance.HttpAssuranceApi;
import com.bpidesk.app.client.behavior.BehaviorApi;
import com.bpidesk.app.client.book.BookApi;
import com.bpidesk.app.client.book.HttpBookApi;
import com.bpidesk.app.client.clientfile.ClientFileApi;
import com.bpidesk.app.client.clientfile.HttpClientFileApi;
import com.bpidesk.app.client.behavior.HttpBehaviorApi;
import com.bpidesk.app.client.data.DataApi;
import com.bpidesk.app.client.data.HttpDataApi;
import com.bpidesk.app.client.reports.HttpReportsApi;
import com.bpidesk.app.client.research.HttpResearchApi;
import com.bpidesk.app.client.research.ResearchApi;
import com.bpidesk.app.client.reports.ReportsApi;
import com.bpidesk.app.client.signals.HttpSignalsApi;
import com.bpidesk.app.client.signals.SignalsApi;
import com.bpidesk.app.client.macro.HttpMacroApi;
import com.bpidesk.app.client.macro.MacroApi;
import com.bpidesk.app.client.market.HttpMarketApi;
import com.bpidesk.app.client.market.MarketApi;
import com.bpidesk.app.client.platform.HttpPlatformApi;
import com.bpidesk.app.client.platform.PlatformApi;
import com.bpidesk.app.client.rebalance.HttpRebalanceApi;
import com.bpidesk.app.client.rebalance.RebalanceApi;

/**
 * The engine as view models see it: one typed client per feature (records in, records out), never a JSON path or a REST
 * route (ADR 0255). {@link #http} is the real one over {@link EngineClient}; view-model tests use the fake in the app's
 * test sources ({@code com.bpidesk.app.testing.FakeEngine}) and need no engine.
 */
public interface EngineApis {

    /** Macro regime (A4), the releases feed (B4), the macro series and their import; exchange-rate files. */
    MacroApi macro();

    /** Candles (A5), the instrument list and price imports. */
    MarketApi market();

    /** The AI agents' server switch, agent keys and the log of their calls. */
    AgentsApi agents();

    /** Holdings files, portfolio analysis jobs and their briefing. */
    AnalysisApi analysis();

    /** Decision assurance envelopes and their review. */
    AssuranceApi assurance();

    /** Behavioral DNA results. */
    BehaviorApi behavior();

    /** Generated reports. */
    ReportsApi reports();

    /** The book's alerts and signals. */
    SignalsApi signals();

    /** Research notes: questions, notes, imports and the index. */
    ResearchApi research();

    /** The data mode, online providers, base currency and data refreshes. */
    DataApi data();

    /** The client book. */
    BookApi book();

    /** The engine's health, change counters and the caller's identity. */
    PlatformApi platform();

    /** Rebalance proposals of a client's accounts and the advisor's decision on them. */
    RebalanceApi rebalance();

    /** One client's file: profile, policy, holdings, allocation and signals; the policy's edits and the CSV. */
    ClientFileApi clientFile();

    /** The typed clients over one engine's REST API. */
    static EngineApis http(EngineClient client) {
        return new Http(client, new HttpMacroApi(client), new HttpMarketApi(client), new HttpAgentsApi(client),
                new HttpAnalysisApi(client), new HttpAssuranceApi(client), new HttpBehaviorApi(client),
                new HttpReportsApi(client), new HttpSignalsApi(client), new HttpResearchApi(client),
                new HttpDataApi(client), new HttpBookApi(client),
                new HttpPlatformApi(client), new HttpRebalanceApi(client),
                new HttpClientFileApi(client));
    }

    /** The HTTP implementation: each feature's client over the same {@link EngineClient}. */
    record Http(EngineClient client, MacroApi macro, MarketApi market, AgentsApi agents, AnalysisApi analysis,
                AssuranceApi assurance, BehaviorApi behavior, ReportsApi reports, SignalsApi signals,
                ResearchApi research, DataApi data, BookApi book,
                PlatformApi platform, RebalanceApi rebalance,
                ClientFileApi clientFile) implements EngineApis {
    }
}
