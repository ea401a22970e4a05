package com.bpidesk.engine.swarm.briefing;

import java.util.Collection;

/**
 * The {@code ic_briefing} object: exactly the seven sections of specification 2.5, in briefing order (the record's
 * component order is the JSON key order).
 */
public record Briefing(PortfolioAnalystSection portfolioAnalyst, MacroStrategistSection macroStrategist,
                       RiskManagerSection riskManager, SectorSpecialistSection sectorSpecialist,
                       FactorQuantSection factorQuant, BehavioralAgentSection behavioralAgent,
                       SynthesisAgentSection synthesisAgent) {

    /** The briefing of the seven sections, each given once in any order. */
    public static Briefing of(Collection<? extends BriefingSection> sections) {
        PortfolioAnalystSection pa = null;
        MacroStrategistSection ms = null;
        RiskManagerSection rm = null;
        SectorSpecialistSection ss = null;
        FactorQuantSection fq = null;
        BehavioralAgentSection ba = null;
        SynthesisAgentSection sa = null;
        for (BriefingSection s : sections) {
            switch (s) {
                case PortfolioAnalystSection x -> pa = x;
                case MacroStrategistSection x -> ms = x;
                case RiskManagerSection x -> rm = x;
                case SectorSpecialistSection x -> ss = x;
                case FactorQuantSection x -> fq = x;
                case BehavioralAgentSection x -> ba = x;
                case SynthesisAgentSection x -> sa = x;
            }
        }
        Briefing b = new Briefing(pa, ms, rm, ss, fq, ba, sa);
        if (pa == null || ms == null || rm == null || ss == null || fq == null || ba == null || sa == null) {
            throw new IllegalArgumentException("A briefing needs all seven sections: " + b);
        }
        return b;
    }
}
