package com.bpidesk.engine.swarm;

import com.bpidesk.engine.swarm.agents.Agent;
import com.bpidesk.engine.swarm.agents.AgentResult;
import com.bpidesk.engine.swarm.agents.DataSourceCheck;
import com.bpidesk.engine.swarm.agents.Finding;
import com.bpidesk.engine.swarm.agents.MacroStrategist;
import com.bpidesk.engine.swarm.agents.PortfolioAnalyst;
import com.bpidesk.engine.swarm.agents.SynthesisAgent;
import com.bpidesk.engine.swarm.briefing.AnalysisResult;
import com.bpidesk.engine.swarm.briefing.Briefing;
import com.bpidesk.engine.swarm.briefing.BriefingSection;
import com.bpidesk.engine.swarm.briefing.MacroStrategistSection;
import com.bpidesk.engine.swarm.briefing.PortfolioAnalystSection;
import com.bpidesk.engine.swarm.facts.FactBase;
import com.bpidesk.engine.swarm.facts.FactBaseBuilder;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * Runs one analysis: builds the shared fact base once, then the six specialist agents in briefing order and
 * the synthesis agent last, reporting each step. The result is the {@code ic_briefing} object with exactly
 * the seven keys of specification 2.5, wrapped with the job id, the data date and the data source.
 */
public final class Analysis {

    /** The seven agents in briefing order (specification 2.5). */
    public static final List<String> AGENTS = List.of("portfolio_analyst", "macro_strategist", "risk_manager",
            "sector_specialist", "factor_quant", "behavioral_agent", "synthesis_agent");
    /** Steps of a job for progress: the fact base plus one per agent. */
    public static final int STEPS = AGENTS.size() + 1;

    /** Step callbacks (the job store persists them as progress and trace). */
    public interface Progress {
        void factsReady();

        void agentStarted(String agent);

        void agentFinished(String agent, String summary);
    }

    private final FactBaseBuilder facts;
    private final List<Agent> specialists;
    private final SynthesisAgent synthesis;
    private final Clock clock;

    public Analysis(FactBaseBuilder facts, List<Agent> specialists, SynthesisAgent synthesis, Clock clock) {
        this.facts = facts;
        this.specialists = specialists;
        this.synthesis = synthesis;
        this.clock = clock;
        List<String> names = new ArrayList<>(specialists.stream().map(Agent::name).toList());
        names.add(SynthesisAgent.NAME);
        if (!names.equals(AGENTS)) {
            throw new IllegalArgumentException("Agents must be, in order: " + AGENTS + "; got " + names);
        }
    }

    public ObjectNode run(String organizationId, String jobId, SubmissionValidator.Normalized portfolio, Progress progress,
                          BooleanSupplier cancelled) {
        FactBase f = facts.build(portfolio, cancelled);
        progress.factsReady();
        Map<String, AgentResult<?>> results = new LinkedHashMap<>();
        for (Agent a : specialists) {
            check(cancelled);
            progress.agentStarted(a.name());
            AgentResult<?> r = a.run(f);
            results.put(a.name(), r);
            progress.agentFinished(a.name(), r.summary());
        }
        check(cancelled);
        sourceWarnings(f, results);
        progress.agentStarted(SynthesisAgent.NAME);
        AgentResult<?> s = synthesis.synthesize(f, results, organizationId, jobId);
        progress.agentFinished(SynthesisAgent.NAME, s.summary());
        results.put(SynthesisAgent.NAME, s);

        Briefing briefing = Briefing.of(results.values().stream().<BriefingSection>map(AgentResult::section).toList());
        // the API's JSON is made from the records here, at the edge
        return (ObjectNode) new AnalysisResult(jobId, JobStatus.COMPLETE.wire(), f.asOf(), f.dataSource(), clock.instant(), briefing).toJson();
    }

    /**
     * One data source per analysis (issue 30, {@link DataSourceCheck}): demo macro data or demo exchange rates in an
     * analysis on real prices, and macro readings of another time than the prices, become data warnings of the portfolio
     * analyst's section (and findings, so the synthesis ranks them).
     */
    static void sourceWarnings(FactBase f, Map<String, AgentResult<?>> results) {
        AgentResult<?> pa = results.get(PortfolioAnalyst.NAME);
        AgentResult<?> ms = results.get(MacroStrategist.NAME);
        if (!(pa != null && pa.section() instanceof PortfolioAnalystSection section)) {
            return;
        }
        List<String> more = new ArrayList<>(DataSourceCheck.fx(f));
        if (ms != null && ms.section() instanceof MacroStrategistSection macro) {
            more.addAll(DataSourceCheck.macro(f, macro));
        }
        if (more.isEmpty()) {
            return;
        }
        List<Finding> findings = new ArrayList<>(pa.findings());
        more.forEach(w -> findings.add(new Finding(PortfolioAnalyst.NAME, 2, w, "data_warning", null, null)));
        results.put(PortfolioAnalyst.NAME, new AgentResult<>(section.withWarnings(more), pa.summary(), List.copyOf(findings)));
    }

    private static void check(BooleanSupplier cancelled) {
        if (cancelled.getAsBoolean()) {
            throw new CancellationException();
        }
    }
}
