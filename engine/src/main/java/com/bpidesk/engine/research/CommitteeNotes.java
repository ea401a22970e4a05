package com.bpidesk.engine.research;

import static com.bpidesk.engine.research.NoteFormats.clause;
import static com.bpidesk.engine.research.NoteFormats.date;
import static com.bpidesk.engine.research.NoteFormats.money;
import static com.bpidesk.engine.research.NoteFormats.num;
import static com.bpidesk.engine.research.NoteFormats.pct;
import static com.bpidesk.engine.research.NoteFormats.points;
import static com.bpidesk.engine.research.NoteFormats.sentence;
import static com.bpidesk.engine.research.NoteFormats.signedMoney;
import static com.bpidesk.engine.research.NoteFormats.signedPct;
import static com.bpidesk.engine.research.NoteFormats.words;

import com.bpidesk.engine.swarm.briefing.BehavioralAgentSection;
import com.bpidesk.engine.swarm.briefing.Briefing;
import com.bpidesk.engine.swarm.briefing.FactorQuantSection;
import com.bpidesk.engine.swarm.briefing.MacroStrategistSection;
import com.bpidesk.engine.swarm.briefing.PortfolioAnalystSection;
import com.bpidesk.engine.swarm.briefing.ReviewItem;
import com.bpidesk.engine.swarm.briefing.RiskManagerSection;
import com.bpidesk.engine.swarm.briefing.SectorSpecialistSection;
import com.bpidesk.engine.swarm.briefing.SynthesisAgentSection;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * Writes the research notes of a completed investment-committee briefing ({@code ic_briefing}, spec 2.5): one note per
 * agent, as a few sentences of prose read from the typed section records, numbers formatted (money in the briefing's
 * base currency with thousands separators, fractions as percentages, active weights in percentage points).
 *
 * <p>Title: {@code <portfolio>, <date> · <agent>: <headline finding>}. The portfolio is named by its size and largest
 * holdings (a submission has no name); the headline is the agent's highest-ranked finding in the synthesis (the
 * committee's own ranking), or the section's key figure when the agent had none. Each note ends with the briefing it
 * comes from (the analysis job id, which the app opens in Reports) and, for the synthesis, the standing restriction that
 * review items are proposals, not orders or suitability determinations. Idempotent per job and agent
 * ({@code committee:<job>:<agent>}).
 *
 * <p>One class because the seven notes share the title, the number formats and the closing lines, and read best side by
 * side: each agent's prose is one short method over its section record.
 */
public final class CommitteeNotes {

    /** The seven sections of a briefing, in reading order (synthesis first). */
    public static final List<String> AGENTS = List.of("synthesis_agent", "portfolio_analyst", "macro_strategist",
            "risk_manager", "sector_specialist", "factor_quant", "behavioral_agent");

    /**
     * Committee notes kept per organization (ADR 0224): the newest 1,400, the seven sections of the last 200 analyses;
     * older ones are pruned from the store and the index, so the index does not grow with every analysis (issue 29).
     */
    public static final int KEEP_PER_ORGANIZATION = 200 * 7;

    /** Origin keys of committee notes start with this; the rest is {@code <job id>:<agent>}. */
    static final String ORIGIN_PREFIX = "committee:";

    private CommitteeNotes() {
    }

    /**
     * The notes of one briefing.
     *
     * @param organizationId the job's organization
     * @param jobId          the analysis job (the link back to the briefing)
     * @param date           the analysis date
     * @param tickers        the portfolio's tickers
     * @param briefing       the briefing's seven typed sections
     */
    public static List<NewNote> from(String organizationId, String jobId, LocalDate date, List<String> tickers,
                                     Briefing briefing, boolean demo) {
        List<NewNote> out = new ArrayList<>();
        if (briefing == null) {
            return out;
        }
        String ccy = currency(briefing);
        String portfolio = portfolioName(briefing.portfolioAnalyst());
        List<SynthesisAgentSection.RankedFinding> findings = briefing.synthesisAgent() == null
                || briefing.synthesisAgent().topFindings() == null ? List.of() : briefing.synthesisAgent().topFindings();
        for (String agent : AGENTS) {
            Optional<Prose> prose = switch (agent) {
                case "synthesis_agent" -> Optional.ofNullable(briefing.synthesisAgent()).map(CommitteeNotes::synthesis);
                case "portfolio_analyst" -> Optional.ofNullable(briefing.portfolioAnalyst()).map(s -> portfolio(s, ccy));
                case "macro_strategist" -> Optional.ofNullable(briefing.macroStrategist()).map(CommitteeNotes::macro);
                case "risk_manager" -> Optional.ofNullable(briefing.riskManager()).map(s -> risk(s, ccy));
                case "sector_specialist" -> Optional.ofNullable(briefing.sectorSpecialist()).map(CommitteeNotes::sector);
                case "factor_quant" -> Optional.ofNullable(briefing.factorQuant()).map(CommitteeNotes::factor);
                case "behavioral_agent" -> Optional.ofNullable(briefing.behavioralAgent()).map(CommitteeNotes::behavioral);
                default -> Optional.empty();
            };
            if (prose.isEmpty() || prose.get().body().isBlank()) {
                continue;
            }
            String who = label(agent);
            String headline = agent.equals("synthesis_agent") ? prose.get().headline()
                    : findings.stream().filter(f -> agent.equals(f.agent()) && f.title() != null && !f.title().isBlank())
                    .min(Comparator.comparingInt(SynthesisAgentSection.RankedFinding::rank))
                    .map(f -> clause(f.title())).orElse(prose.get().headline());
            String title = portfolio + ", " + date(date) + " · " + who + ": " + headline;
            String text = prose.get().body().strip() + "\n\nFrom the investment committee briefing of analysis " + jobId
                    + " (" + date(date) + "); open it from Reports to see the full briefing.";
            out.add(new NewNote(organizationId, NoteType.COMMITTEE, date, title,
                    "Investment committee briefing, analysis " + jobId + " (" + who + ")", tickers, List.of(), text,
                    ORIGIN_PREFIX + jobId + ":" + agent, demo));
        }
        return out;
    }

    /**
     * Adds the notes of a completed analysis to the store and prunes the organization's committee notes beyond the
     * newest {@code keep}; returns how many were new or existing.
     */
    public static int record(ResearchNotes notes, String organizationId, String jobId, LocalDate date,
                             List<String> tickers, Briefing briefing, boolean demo, int keep) {
        List<NewNote> list = from(organizationId, jobId, date, tickers, briefing, demo);
        notes.addAll(list);
        notes.prune(organizationId, ORIGIN_PREFIX, keep);
        return list.size();
    }

    /** The analysis job a committee note comes from (its origin key {@code committee:<job>:<agent>}), if it is one. */
    static Optional<String> briefingJobId(String originKey) {
        if (originKey == null || !originKey.startsWith(ORIGIN_PREFIX)) {
            return Optional.empty();
        }
        String rest = originKey.substring(ORIGIN_PREFIX.length());
        int colon = rest.lastIndexOf(':');
        return colon <= 0 ? Optional.empty() : Optional.of(rest.substring(0, colon));
    }

    static String label(String agent) {
        return switch (agent) {
            case "synthesis_agent" -> "Committee synthesis";
            case "portfolio_analyst" -> "Portfolio analyst";
            case "macro_strategist" -> "Macro strategist";
            case "risk_manager" -> "Risk manager";
            case "sector_specialist" -> "Sector specialist";
            case "factor_quant" -> "Factor quant";
            case "behavioral_agent" -> "Behavioural analyst";
            default -> words(agent);
        };
    }

    /** A section's prose and the headline used when the committee ranked no finding of that agent. */
    private record Prose(String headline, String body) {
    }

    /** "Portfolio of 10 holdings (AAPL, MSFT, NVDA)": its size and three largest holdings. */
    static String portfolioName(PortfolioAnalystSection pa) {
        if (pa == null) {
            return "Portfolio";
        }
        List<PortfolioAnalystSection.PositionRow> top = pa.topHoldings() != null && !pa.topHoldings().isEmpty() ? pa.topHoldings()
                : pa.positions() == null ? List.of() : pa.positions().stream()
                .sorted(Comparator.comparingDouble(PortfolioAnalystSection.PositionRow::weight).reversed()).toList();
        String names = String.join(", ", top.stream().limit(3).map(PortfolioAnalystSection.PositionRow::symbol).toList());
        return "Portfolio of " + pa.positionCount() + (pa.positionCount() == 1 ? " holding" : " holdings")
                + (names.isEmpty() ? "" : " (" + names + ")");
    }

    private static String currency(Briefing b) {
        if (b.portfolioAnalyst() != null && b.portfolioAnalyst().baseCurrency() != null) {
            return b.portfolioAnalyst().baseCurrency();
        }
        return b.riskManager() != null && b.riskManager().baseCurrency() != null ? b.riskManager().baseCurrency() : "USD";
    }

    private static Prose synthesis(SynthesisAgentSection s) {
        StringBuilder t = new StringBuilder();
        if (s.posture() != null) {
            t.append("The committee reads the portfolio's posture as ").append(s.posture()).append(". ");
        }
        if (s.postureRationale() != null) {
            t.append(sentence(s.postureRationale())).append(' ');
        }
        List<SynthesisAgentSection.RankedFinding> top = s.topFindings() == null ? List.of() : s.topFindings();
        if (!top.isEmpty()) {
            t.append("\n\nOf ").append(s.findingsTotal()).append(s.findingsTotal() == 1 ? " finding" : " findings")
                    .append(", the committee ranks first: ");
            List<String> parts = new ArrayList<>();
            top.stream().limit(3).forEach(f -> {
                List<String> tags = new ArrayList<>();
                if (f.severity() != null) {
                    tags.add(f.severity());
                }
                if (f.agent() != null) {
                    tags.add(label(f.agent()).toLowerCase(Locale.ROOT));
                }
                parts.add(clause(f.title()) + (tags.isEmpty() ? "" : " (" + String.join(", ", tags) + ")"));
            });
            t.append(String.join("; ", parts)).append('.');
        }
        List<ReviewItem> items = s.reviewItems() == null ? List.of() : s.reviewItems();
        if (!items.isEmpty()) {
            t.append("\n\nFor the advisor's review").append(items.size() == 1 ? " (one proposal): " : " (" + items.size() + " proposals): ");
            List<String> parts = new ArrayList<>();
            items.stream().limit(3).forEach(i -> parts.add(clause(i.proposal())));
            t.append(String.join("; ", parts)).append('.');
        }
        t.append("\n\nThese are proposals for a licensed advisor to consider: the service never executes trades, never"
                + " sends client communications and never makes suitability determinations.");
        String headline = s.posture() == null ? "briefing summary" : "posture " + s.posture()
                + (top.isEmpty() ? "" : "; first finding: " + uncapitalize(clause(top.get(0).title())));
        return new Prose(headline, t.toString());
    }

    private static Prose portfolio(PortfolioAnalystSection s, String ccy) {
        StringBuilder t = new StringBuilder();
        t.append("The portfolio holds ").append(s.positionCount()).append(s.positionCount() == 1 ? " position" : " positions")
                .append(" worth ").append(money(s.totalMarketValue(), ccy)).append(" against a cost of ")
                .append(money(s.totalCost(), ccy)).append(", an unrealized ")
                .append(s.totalUnrealizedPnl() >= 0 ? "gain" : "loss").append(" of ")
                .append(money(Math.abs(s.totalUnrealizedPnl()), ccy));
        if (s.totalUnrealizedPnlPct() != null) {
            t.append(" (").append(signedPct(s.totalUnrealizedPnlPct())).append(')');
        }
        t.append(". ");
        PortfolioAnalystSection.Concentration c = s.concentration();
        if (c != null) {
            t.append("The largest holding, ").append(c.largestSymbol()).append(", is ").append(pct(c.largestWeight()))
                    .append(" of value; the five largest are ").append(pct(c.top5Weight()))
                    .append(", and the effective number of holdings is ")
                    .append(String.format(Locale.ROOT, "%.1f", c.effectiveHoldings())).append(" (HHI ")
                    .append(String.format(Locale.ROOT, "%.3f", c.hhi())).append("). ");
        }
        appendMovers(t, "Best performers", s.winners(), ccy);
        appendMovers(t, "Weakest", s.losers(), ccy);
        if (s.dataWarnings() != null && !s.dataWarnings().isEmpty()) {
            t.append("\n\nData warnings: ").append(String.join("; ", s.dataWarnings().stream().map(NoteFormats::clause).toList())).append('.');
        }
        String headline = "worth " + money(s.totalMarketValue(), ccy) + ", unrealized " + signedMoney(s.totalUnrealizedPnl(), ccy)
                + (s.totalUnrealizedPnlPct() == null ? "" : " (" + signedPct(s.totalUnrealizedPnlPct()) + ")");
        return new Prose(headline, t.toString());
    }

    private static void appendMovers(StringBuilder t, String what, List<PortfolioAnalystSection.PositionRow> rows, String ccy) {
        if (rows == null || rows.isEmpty()) {
            return;
        }
        List<String> parts = rows.stream().limit(3).map(r -> r.symbol() + " "
                + (r.unrealizedPnlPct() == null ? signedMoney(r.unrealizedPnl(), ccy) : signedPct(r.unrealizedPnlPct()))).toList();
        t.append(what).append(": ").append(String.join(", ", parts)).append(". ");
    }

    private static Prose macro(MacroStrategistSection s) {
        StringBuilder t = new StringBuilder();
        String regime = "";
        if (s.regime() != null) {
            regime = s.regime().regime() == null ? "" : s.regime().regime().replace('_', '-');
            t.append("The macro regime is ").append(regime).append(" (confidence ").append(pct(s.regime().confidence())).append(')');
            if (s.regime().signals() != null && !s.regime().signals().isEmpty()) {
                t.append(", signalled by ").append(String.join(", ", s.regime().signals().stream().map(NoteFormats::words).toList()));
            }
            t.append(". ");
            if (s.regime().narrative() != null && !s.regime().narrative().isBlank()) {
                t.append(sentence(s.regime().narrative())).append(' ');
            }
        }
        if (s.readings() != null && !s.readings().isEmpty()) {
            List<String> parts = new ArrayList<>();
            s.readings().stream().sorted(Comparator.comparingDouble(MacroStrategistSection.Reading::significance).reversed()).limit(4)
                    .forEach(r -> parts.add(reading(r)));
            t.append("\n\nLatest readings: ").append(String.join("; ", parts)).append('.');
        }
        if (s.fit() != null && s.fit().assessment() != null) {
            String assessment = s.fit().assessment();
            if (s.regime() != null && s.regime().regime() != null) {
                assessment = assessment.replace(s.regime().regime(), regime); // the regime's code as a word
            }
            t.append("\n\n").append(sentence(assessment));
        }
        return new Prose(regime.isEmpty() ? "macro readings" : "regime " + regime + ", confidence "
                + pct(s.regime().confidence()), t.toString());
    }

    private static String reading(MacroStrategistSection.Reading r) {
        boolean percent = r.units() != null && r.units().toLowerCase(Locale.ROOT).startsWith("percent");
        String value = String.format(Locale.ROOT, Math.abs(r.value()) >= 100 ? "%,.1f" : "%.2f", r.value()) + (percent ? "%" : "");
        String change = r.change() == null ? "" : String.format(Locale.ROOT, percent ? ", %+.2f points" : ", %+.2f", r.change());
        return r.title() + " " + value + " for " + date(r.period()) + change + " (" + MacroReleaseNotes.band(r.significance())
                + " significance)";
    }

    private static Prose risk(RiskManagerSection s, String ccy) {
        StringBuilder t = new StringBuilder();
        String benchmark = s.benchmark() == null || s.benchmark().isBlank() ? "the benchmark" : s.benchmark();
        t.append("Annual volatility is ").append(pct(s.volatilityAnnual())).append(" against ")
                .append(pct(s.benchmarkVolatilityAnnual())).append(" for ").append(benchmark);
        if (s.beta() != null) {
            t.append("; beta ").append(num(s.beta()));
        }
        if (s.correlation() != null) {
            t.append(", correlation ").append(num(s.correlation()));
        }
        t.append(" (").append(s.observations1y()).append(" daily observations). ");
        if (s.valueAtRisk() != null) {
            s.valueAtRisk().stream().filter(v -> v.var() != null).findFirst().ifPresent(v -> {
                t.append("The ").append(v.horizonDays()).append("-day ").append(String.format(Locale.ROOT, "%.0f%%", 100 * v.confidence()))
                        .append(" value at risk (").append(v.method()).append(") is ").append(pct(v.var()));
                if (v.varAmount() != null) {
                    t.append(" (").append(money(v.varAmount(), ccy)).append(')');
                }
                if (v.expectedShortfall() != null) {
                    t.append(", expected shortfall ").append(pct(v.expectedShortfall()));
                }
                t.append(". ");
            });
        }
        if (s.maxDrawdown() != null && !s.maxDrawdown().isEmpty()) {
            RiskManagerSection.DrawdownRow d = s.maxDrawdown().get(s.maxDrawdown().size() - 1);
            t.append("The maximum drawdown over ").append(d.window()).append(" was ").append(pct(d.maxDrawdown()));
            if (d.peakDate() != null && d.troughDate() != null) {
                t.append(", from ").append(date(d.peakDate())).append(" to ").append(date(d.troughDate()));
            }
            t.append(d.recoveryDate() == null ? ", not yet recovered. " : ", recovered by " + date(d.recoveryDate()) + ". ");
        }
        if (s.riskContributions() != null && !s.riskContributions().isEmpty()) {
            List<String> parts = s.riskContributions().stream()
                    .sorted(Comparator.comparingDouble(RiskManagerSection.RiskContribution::shareOfRisk).reversed()).limit(3)
                    .map(r -> r.symbol() + " " + pct(r.shareOfRisk()) + " of risk with " + pct(r.weight()) + " of value").toList();
            t.append("\n\nLargest risk contributors: ").append(String.join("; ", parts)).append(". ");
        }
        if (s.stressTests() != null && !s.stressTests().isEmpty()) {
            RiskManagerSection.StressResult w = s.stressTests().stream()
                    .min(Comparator.comparingDouble(RiskManagerSection.StressResult::portfolioReturn)).orElseThrow();
            t.append("\n\nWorst stress window: ").append(w.name()).append(", ").append(signedPct(w.portfolioReturn()))
                    .append(" on current weights (").append(signedMoney(w.pnlAmount(), ccy)).append(") against ")
                    .append(signedPct(w.benchmarkReturn())).append(" for the benchmark.");
        }
        return new Prose("annual volatility " + pct(s.volatilityAnnual()) + " against " + pct(s.benchmarkVolatilityAnnual())
                + " for " + benchmark, t.toString());
    }

    private static Prose sector(SectorSpecialistSection s) {
        StringBuilder t = new StringBuilder();
        Function<List<SectorSpecialistSection.ExposureRow>, List<SectorSpecialistSection.ExposureRow>> byActive = rows ->
                rows == null ? List.of() : rows.stream().sorted(Comparator.comparingDouble(
                        (SectorSpecialistSection.ExposureRow r) -> Math.abs(r.activeWeight())).reversed()).toList();
        List<SectorSpecialistSection.ExposureRow> sectors = byActive.apply(s.sectors());
        if (!sectors.isEmpty()) {
            t.append("Against ").append(s.sectorBenchmark() == null ? "the benchmark" : s.sectorBenchmark())
                    .append(", the largest sector deviations are ")
                    .append(String.join("; ", sectors.stream().limit(3).map(CommitteeNotes::exposure).toList())).append(". ");
        }
        List<SectorSpecialistSection.ExposureRow> countries = byActive.apply(s.countries());
        if (!countries.isEmpty()) {
            t.append("By country, against ").append(s.countryBenchmark() == null ? "the benchmark" : s.countryBenchmark()).append(": ")
                    .append(String.join("; ", countries.stream().limit(2).map(CommitteeNotes::exposure).toList())).append(". ");
        }
        if (s.unclassifiedSymbols() != null && !s.unclassifiedSymbols().isEmpty()) {
            t.append("Not classified: ").append(String.join(", ", s.unclassifiedSymbols())).append(" (")
                    .append(pct(s.unclassifiedWeight())).append(" of value).");
        }
        String headline = sectors.isEmpty() ? "sector exposures"
                : sectors.get(0).name() + " " + (sectors.get(0).activeWeight() >= 0 ? "overweight" : "underweight") + " by "
                + pct(Math.abs(sectors.get(0).activeWeight()));
        return new Prose(headline, t.toString());
    }

    private static String exposure(SectorSpecialistSection.ExposureRow r) {
        String name = "OTHER".equals(r.name()) ? "other countries" : r.name();
        return name + " " + pct(r.portfolioWeight()) + " against " + pct(r.benchmarkWeight()) + " (" + points(r.activeWeight()) + ")";
    }

    private static Prose factor(FactorQuantSection s) {
        StringBuilder t = new StringBuilder();
        t.append("Regressed on ").append(s.observations()).append(" daily returns");
        if (s.from() != null && s.to() != null) {
            t.append(" from ").append(date(s.from())).append(" to ").append(date(s.to()));
        }
        if (s.rSquared() != null) {
            t.append(", the factors explain ").append(pct(s.rSquared())).append(" of the portfolio's variance");
        }
        t.append(". ");
        if (s.alphaAnnual() != null) {
            t.append("Annual alpha is ").append(signedPct(s.alphaAnnual()));
            if (s.alphaTStat() != null) {
                t.append(" (t ").append(num(s.alphaTStat())).append(Math.abs(s.alphaTStat()) >= 2 ? ", significant" : ", not significant")
                        .append(')');
            }
            t.append(". ");
        }
        List<FactorQuantSection.Exposure> exposures = s.exposures() == null ? List.of() : s.exposures();
        List<String> sig = exposures.stream().filter(FactorQuantSection.Exposure::significant)
                .map(e -> words(e.factor()) + " " + num(e.beta()) + " (t " + String.format(Locale.ROOT, "%.1f", e.tStat()) + ")").toList();
        if (!sig.isEmpty()) {
            t.append("Significant exposures: ").append(String.join(", ", sig)).append(". ");
        }
        if (s.holdingMomentum() != null) {
            List<String> mom = s.holdingMomentum().stream().filter(m -> m.momentum121() != null)
                    .sorted(Comparator.comparingDouble((FactorQuantSection.MomentumRow m) -> m.momentum121()).reversed()).limit(2)
                    .map(m -> m.symbol() + " " + signedPct(m.momentum121())).toList();
            if (!mom.isEmpty()) {
                t.append("\n\nStrongest 12-1 month momentum: ").append(String.join(", ", mom)).append('.');
            }
        }
        String headline = exposures.stream().filter(e -> "market".equals(e.factor())).findFirst()
                .map(e -> "market beta " + num(e.beta())).orElse("factor exposures")
                + (s.alphaAnnual() == null ? "" : ", annual alpha " + signedPct(s.alphaAnnual()));
        return new Prose(headline, t.toString());
    }

    private static Prose behavioral(BehavioralAgentSection s) {
        StringBuilder t = new StringBuilder();
        List<BehavioralAgentSection.Flag> flags = s.flags() == null ? List.of() : s.flags();
        if (flags.isEmpty()) {
            t.append("No behavioural pattern crossed its threshold in the holdings. ");
        } else {
            t.append(flags.size() == 1 ? "One behavioural pattern stands out" : flags.size() + " behavioural patterns stand out")
                    .append(" in the holdings. ");
            for (BehavioralAgentSection.Flag f : flags) {
                t.append(NoteFormats.cap(words(f.code()))).append(" (").append(f.severity()).append("): ")
                        .append(sentence(f.explanation())).append(' ');
            }
        }
        if (s.positionsAtLoss() != null && s.positionsAtGain() != null) {
            t.append("\n\n").append(s.positionsAtGain()).append(" positions are at a gain and ").append(s.positionsAtLoss())
                    .append(" at a loss. ");
        }
        if (s.dnaOverallScore() != null) {
            t.append("The Behavioral DNA overall score is ").append(String.format(Locale.ROOT, "%.0f", s.dnaOverallScore()))
                    .append(" out of 100. ");
        }
        if (s.note() != null) {
            t.append(sentence(s.note()));
        }
        String headline = flags.isEmpty() ? "no behavioural flag" : clause(flags.get(0).explanation());
        return new Prose(headline, t.toString());
    }

    private static String uncapitalize(String s) {
        if (s.length() < 2 || Character.isUpperCase(s.charAt(1))) {
            return s; // an acronym or ticker stays as written
        }
        return Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
}
