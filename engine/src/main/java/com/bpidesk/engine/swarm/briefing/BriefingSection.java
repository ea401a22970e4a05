package com.bpidesk.engine.swarm.briefing;

/** One of the seven typed sections of an investment-committee briefing (specification 2.5). */
public sealed interface BriefingSection permits PortfolioAnalystSection, MacroStrategistSection, RiskManagerSection,
        SectorSpecialistSection, FactorQuantSection, BehavioralAgentSection, SynthesisAgentSection {
}
