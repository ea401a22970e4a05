package com.bpidesk.engine;

import com.bpidesk.engine.agents.AgentsFeature;
import com.bpidesk.engine.assurance.AssuranceFeature;
import com.bpidesk.engine.behavior.BehaviorFeature;
import com.bpidesk.engine.data.DataFeature;
import com.bpidesk.engine.fx.FxFeature;
import com.bpidesk.engine.macro.MacroFeature;
import com.bpidesk.engine.market.MarketFeature;
import com.bpidesk.engine.platform.Feature;
import com.bpidesk.engine.reports.ReportsFeature;
import com.bpidesk.engine.research.ResearchFeature;
import com.bpidesk.engine.signals.SignalsFeature;
import com.bpidesk.engine.swarm.SwarmFeature;
import com.bpidesk.engine.transactions.TransactionsFeature;
import java.util.List;

/**
 * The engine's features in dependency order: each may use the services of the features above it, never below
 * (docs/architecture.md "How to add a feature"). Nothing else happens here: each feature wires itself.
 */
public final class Features {

    private Features() {
    }

    public static List<Feature> all() {
        return List.of(
                new FxFeature(),         // issue 16: exchange rates (market converts A5 charts with them)
                new MarketFeature(),     // issue 4: prices, demo market, charts, price import
                new MacroFeature(),      // issue 4: macro series, B4 signals feed, A4 regime
                new DataFeature(),       // issue 4: data mode, online providers, refresh
                new AssuranceFeature(),  // issue 3: decision assurance envelopes and review
                new TransactionsFeature(), // issue 12: saved transaction import profiles
                new BehaviorFeature(),   // issue 6: B1 behavioral DNA, holdings CSV parsing
                new SwarmFeature(),      // issue 5: investment-committee analysis jobs
                new ResearchFeature(),   // issue 7: research notes and search (B3)
                new SignalsFeature(),    // issue 6: client book and advisor signals C1-C5
                new com.bpidesk.engine.clientfile.ClientFileFeature(), // issue 25: the client file and investment policy
                new com.bpidesk.engine.rebalance.RebalanceFeature(), // issue 25: rebalance proposals and their review
                new ReportsFeature(),    // issue 7: branded PDF reports (B5)
                new AgentsFeature());    // issue 14: read-only MCP tools for approved AI agents
    }
}
