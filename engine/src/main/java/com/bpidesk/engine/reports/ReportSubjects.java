package com.bpidesk.engine.reports;

import com.bpidesk.engine.assurance.Actor;
import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.fx.FxRates;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.fx.MissingRateException;
import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.signals.ClientEvaluator;
import com.bpidesk.engine.signals.SignalService;
import com.bpidesk.engine.signals.Signals;
import com.bpidesk.engine.swarm.PortfolioSubmission;
import com.bpidesk.engine.swarm.SwarmJobs;
import com.bpidesk.engine.swarm.briefing.AnalysisResult;
import com.bpidesk.engine.swarm.briefing.PortfolioAnalystSection;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * What a report is about, resolved to an analysis (B5): a finished analysis job, a portfolio analysed now, or a client
 * of the book whose holdings are analysed now (with the client's mandate, so review items get decision envelopes).
 * Submits through the same path as A1 and waits up to {@code reports.analysis.wait.seconds} for the result.
 */
final class ReportSubjects {

    /** The analysis behind a report, the line naming its subject on the cover, and the client's page (or null). */
    record Resolved(AnalysisResult analysis, String jobId, String subjectLine, ClientSection client) {
    }

    private final SwarmJobs jobs;
    private final PriceHistory prices;
    private final SignalService signals;
    private final FxRates fx;
    private final Duration wait;
    private final java.util.function.BiFunction<String, String, ClientFileSection> clientFiles;

    /** @param clientFiles the client file of a client for the advisor brief (ADR 0258), null when the engine has none */
    ReportSubjects(SwarmJobs jobs, PriceHistory prices, SignalService signals, FxRates fx, Duration wait,
                   java.util.function.BiFunction<String, String, ClientFileSection> clientFiles) {
        this.clientFiles = clientFiles;
        this.jobs = jobs;
        this.prices = prices;
        this.signals = signals;
        this.fx = fx;
        this.wait = wait;
    }

    /** A finished analysis job of the organization ({@code base}, when given, must be the job's). */
    Resolved job(String org, String jobId, String base, Audience audience) {
        JsonNode result = jobs.result(org, jobId); // not found / not complete: the swarm's own failures
        AnalysisResult analysis = AnalysisResult.read(result);
        String jobBase = analysis.icBriefing().portfolioAnalyst().baseCurrency();
        if (base != null && jobBase != null && !base.equals(jobBase)) {
            throw DomainException.conflict("Analysis " + jobId + " values the portfolio in " + jobBase + ", not " + base
                    + ". Generate the report in " + jobBase + ", or analyse the portfolio again with base currency " + base + ".");
        }
        String subject = audience.internal() ? "Investment-committee analysis " + jobId
                : "Portfolio analysis with data as of " + ReportStyles.date(analysis.asOf());
        return new Resolved(analysis, jobId, subject, null);
    }

    /** A portfolio analysed now, in {@code base} unless it names its own base currency. */
    Resolved portfolio(String org, PortfolioSubmission submission, String base, Audience audience, Actor maker) {
        PortfolioSubmission s = submission.baseCurrency() == null && base != null
                ? new PortfolioSubmission(submission.positions(), submission.totalValue(), submission.mandate(), base) : submission;
        AnalysisResult analysis = analyse(org, s, maker);
        String subject = "Portfolio of " + submission.positions().size() + " positions"
                + (audience.internal() ? " (analysis " + analysis.jobId() + ")" : "");
        return new Resolved(analysis, analysis.jobId(), subject, null);
    }

    /** A client of the book (not found when unknown in the caller's organization), analysed on today's holdings. */
    Resolved client(String org, String clientId, String base, Audience audience, Actor maker) {
        ClientSection client = clientSection(org, clientId);
        if (audience.internal() && clientFiles != null) {
            // the advisor brief carries the client file: holdings, performance, policy fit (ADR 0258)
            client = new ClientSection(client.portfolio(), client.risk(), client.drift(), client.advisorName(),
                    clientFiles.apply(org, clientId));
        }
        AnalysisResult analysis = analyse(org, clientSubmission(client.portfolio(), base), maker);
        Book.Client c = client.portfolio().client();
        String asOf = ReportStyles.date(client.portfolio().asOf());
        String subject = audience.internal()
                ? "Client " + c.name() + " (" + c.clientId() + "), holdings as of " + asOf + " (analysis " + analysis.jobId() + ")"
                : "Prepared for " + c.name() + ", holdings as of " + asOf;
        return new Resolved(analysis, analysis.jobId(), subject, client);
    }

    /** Submits the portfolio as an analysis job (same path as A1) by {@code maker} and waits for its result. */
    private AnalysisResult analyse(String org, PortfolioSubmission submission, Actor maker) {
        String jobId = jobs.submit(org, submission, maker).jobId();
        try {
            jobs.completion(jobId).get(wait.toSeconds(), TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            throw new DomainException(DomainException.Kind.UNAVAILABLE, "The analysis for the report is still running; "
                    + "generate the report from job " + jobId + " when it is complete.").with("job_id", jobId).retryAfter(Duration.ofSeconds(10));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DomainException(DomainException.Kind.UNAVAILABLE, "The report was interrupted while its analysis ran (job "
                    + jobId + ").").with("job_id", jobId);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            throw new IllegalStateException("The analysis for the report failed (job " + jobId + ")", e.getCause());
        }
        return AnalysisResult.read(jobs.result(org, jobId));
    }

    /** The client's profile, C1 and C4, scoped to the caller's organization (not found when unknown there). */
    private ClientSection clientSection(String org, String clientId) {
        if (signals == null) {
            throw DomainException.notFound("No client '" + clientId + "': the client book is not available in this engine.");
        }
        Signals.ClientPortfolio portfolio = signals.clientPortfolio(org, clientId);
        if (portfolio.positions().stream().noneMatch(p -> p.shares() > 0)) {
            throw DomainException.conflict("Client '" + clientId + "' holds no positions as of " + ReportStyles.date(portfolio.asOf())
                    + " (cash only); there is no portfolio to analyse.");
        }
        return new ClientSection(portfolio, signals.clientRisk(org, clientId), signals.suitabilityDrift(org, clientId),
                signals.advisorName(org, portfolio.client().advisorId()).orElse(null));
    }

    /**
     * The client's holdings as an analysis submission: shares and average cost per position, and the client's mandate
     * (risk tolerance, time horizon, the profile's single-position limit) so review items get decision envelopes.
     */
    PortfolioSubmission clientSubmission(Signals.ClientPortfolio p, String base) {
        List<PortfolioSubmission.Position> positions = new ArrayList<>();
        FxTable table = fx == null ? null : fx.table();
        for (ClientEvaluator.Position x : p.positions()) {
            if (x.shares() > 0) {
                // the book states cost in the client's base currency; a submission states it in the listing's currency
                String listing = prices.instrument(x.symbol()).map(Instrument::currency).orElse(null);
                double cost = Math.max(0, x.costBasis());
                if (listing != null && p.baseCurrency() != null && !listing.equals(p.baseCurrency()) && cost > 0) {
                    if (table == null) {
                        throw new MissingRateException(p.baseCurrency(), listing, p.asOf(), "no exchange rates are available").toDomain();
                    }
                    try {
                        cost *= table.convert(p.baseCurrency(), listing, p.asOf()).rate();
                    } catch (MissingRateException e) {
                        throw e.toDomain();
                    }
                }
                positions.add(new PortfolioSubmission.Position(x.symbol(), x.shares(), cost));
            }
        }
        Book.Client c = p.client();
        var mandate = new PortfolioSubmission.ClientMandate(c.clientId(), c.riskTolerance(), c.timeHorizonYears() + " years", null,
                null, null, Double.isFinite(p.maxPositionWeight()) ? p.maxPositionWeight() : null);
        return new PortfolioSubmission(positions, null, mandate, base != null ? base : p.baseCurrency());
    }

    /** Adjusted closes over the year to the analysis date for the three largest holdings by weight. */
    Map<String, List<Bar>> largestHoldingPrices(AnalysisResult result) {
        List<PortfolioAnalystSection.PositionRow> positions = new ArrayList<>(result.icBriefing().portfolioAnalyst().positions());
        positions.sort(Comparator.comparingDouble(PortfolioAnalystSection.PositionRow::weight).reversed());
        java.time.LocalDate asOf = result.asOf() != null ? result.asOf() : prices.asOf();
        Map<String, List<Bar>> out = new LinkedHashMap<>();
        for (PortfolioAnalystSection.PositionRow p : positions.subList(0, Math.min(3, positions.size()))) {
            List<Bar> bars = prices.bars(p.symbol(), asOf.minusYears(1), asOf);
            if (!bars.isEmpty()) {
                out.put(p.symbol(), bars);
            }
        }
        return out;
    }
}
