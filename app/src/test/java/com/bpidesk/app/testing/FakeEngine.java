package com.bpidesk.app.testing;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.AppSession;
import com.bpidesk.app.client.EngineApis;
import com.bpidesk.app.client.EngineException;
import com.bpidesk.app.client.AnalysisHistory;
import com.bpidesk.app.client.JobStatus;
import com.bpidesk.app.client.agents.AgentsApi;
import com.bpidesk.app.client.analysis.AnalysisApi;
import com.bpidesk.app.client.assurance.AssuranceApi;
import com.bpidesk.app.client.behavior.BehaviorApi;
import com.bpidesk.app.client.book.BookApi;
import com.bpidesk.app.client.clientfile.ClientFileApi;
import com.bpidesk.app.client.rebalance.RebalanceApi;
import com.bpidesk.app.client.data.DataApi;
import com.bpidesk.app.client.platform.PlatformApi;
import com.bpidesk.app.client.reports.ReportsApi;
import com.bpidesk.app.client.research.ResearchApi;
import com.bpidesk.app.client.signals.SignalsApi;
import com.bpidesk.app.client.briefing.AnalysisResult;
import com.bpidesk.app.client.macro.MacroApi;
import com.bpidesk.app.client.market.MarketApi;
import com.bpidesk.app.settings.AppSettings;
import com.bpidesk.app.tasks.BackgroundTasks;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;

/**
 * A fake engine for view-model tests (ADR 0255): the typed clients answer what the test set, remember what they were
 * asked ({@link #calls}), and fail as an unreachable engine when {@link #down} is set. No engine, no HTTP, no stage: a
 * test using it is a unit test. Each feature's fake holds its canned answers as public fields.
 */
public final class FakeEngine implements EngineApis {

    /** What the view model asked, in order ("macro.feed", "market.chart SPY 6mo"...). */
    public final List<String> calls = new ArrayList<>();
    /** When set, every call fails as the real client does when nothing answers. */
    public boolean down;

    public final Macro macro = new Macro();
    public final Market market = new Market();
    public final Agents agents = new Agents();
    public final Analysis analysis = new Analysis();
    public final Research research = new Research();
    public final Data data = new Data();
    public final Platform platform = new Platform();
    /** The review queue's envelopes ({@link AssuranceApi#envelopes}). */
    public AssuranceApi.EnvelopePage envelopes = new AssuranceApi.EnvelopePage(List.of(), 0);
    /** The compliance review's canned answers (queue, decisions by id, reviews, exports). */
    public final FakeAssurance assurance = new FakeAssurance(this);
    /** The kept DNA results ({@link BehaviorApi#results}). */
    public List<BehaviorApi.DnaResultSummary> dnaResults = List.of();
    /** Kept DNA reports by result id ({@code behavior.result}). */
    public java.util.Map<Long, BehaviorApi.DnaReport> dnaReports = new java.util.HashMap<>();
    /** What scoring a file answers ({@code behavior.analyze}). */
    public BehaviorApi.DnaAnswer dnaAnswer;
    /** The generated reports ({@link ReportsApi#recent}). */
    public List<ReportsApi.ReportEntry> reports = List.of();
    /** The book's clients ({@link BookApi#clients}). */
    public List<BookApi.ClientSummary> clients = List.of();
    /** The reports feature: the kept reports above; brands and rendering answer what a test sets on {@link Reports}. */
    public final Reports reportsApi = new Reports();
    /** The book's open alerts ({@link SignalsApi#bookAlerts}). */
    public SignalsApi.BookAlerts bookAlerts = new SignalsApi.BookAlerts(List.of());
    /** The signals feature: {@link #bookAlerts} and what a test sets on {@link Signals}. */
    public final Signals signalsApi = new Signals();
    /** The behavior feature: {@link #dnaResults}, and a client's kept results and reports as a test sets them. */
    public final Behavior behaviorApi = new Behavior();
    /** The rebalance feature: the proposals a test sets on {@link Rebalance}, decisions kept. */
    public final Rebalance rebalance = new Rebalance();
    /** The client file: the file a test sets, policies saved kept. */
    public final ClientFiles clientFile = new ClientFiles();

    /** A context on this fake: work and callbacks on the calling thread, settings in {@code dir}. */
    public AppContext context(Path dir) {
        return new AppContext(this, BackgroundTasks.direct(), dir == null ? null : AppSettings.load(dir), dir, new AppSession());
    }

    @Override
    public MacroApi macro() {
        return macro;
    }

    @Override
    public MarketApi market() {
        return market;
    }

    @Override
    public AgentsApi agents() {
        return agents;
    }

    @Override
    public AnalysisApi analysis() {
        return analysis;
    }

    @Override
    public ResearchApi research() {
        return research;
    }

    @Override
    public PlatformApi platform() {
        return platform;
    }

    @Override
    public DataApi data() {
        return data;
    }

    @Override
    public AssuranceApi assurance() {
        return assurance;
    }

    @Override
    public BehaviorApi behavior() {
        return behaviorApi;
    }

    @Override
    public ReportsApi reports() {
        return reportsApi;
    }

    @Override
    public BookApi book() {
        return () -> answer("book.clients", new BookApi.ClientList(clients, "demo"));
    }

    @Override
    public ClientFileApi clientFile() {
        return clientFile;
    }

    @Override
    public RebalanceApi rebalance() {
        return rebalance;
    }

    @Override
    public SignalsApi signals() {
        return signalsApi;
    }

    private <T> T answer(String call, T value) {
        calls.add(call);
        if (down) {
            throw EngineException.unreachable("http://fake-engine", new java.net.ConnectException("Connection refused"));
        }
        if (value == null) {
            throw new IllegalStateException("The test did not set an answer for " + call);
        }
        return value;
    }

    /** The macro feature's canned answers. */
    public final class Macro implements MacroApi {
        public Regime regime;
        public RegimeHistory regimeHistory;
        public FeedPage feed;
        public List<MacroSeries> series = List.of();
        public Observations observations;
        public MacroImport macroImport;
        public FxImport fxImport;
        /** The last feed query asked. */
        public FeedQuery lastQuery;

        @Override
        public Regime regime() {
            return answer("macro.regime", regime);
        }

        @Override
        public RegimeHistory regimeHistory(YearMonth from) {
            return answer("macro.regimeHistory " + from, regimeHistory);
        }

        @Override
        public FeedPage feed(FeedQuery query) {
            lastQuery = query;
            return answer("macro.feed", feed);
        }

        @Override
        public List<MacroSeries> series() {
            return answer("macro.series", series);
        }

        @Override
        public Observations observations(String seriesId, LocalDate from) {
            return answer("macro.observations " + seriesId, observations);
        }

        @Override
        public MacroImport importMacroFile(Path file) {
            return answer("macro.import " + file.getFileName(), macroImport);
        }

        @Override
        public FxImport importFxFile(Path file) {
            return answer("fx.import " + file.getFileName(), fxImport);
        }
    }

    /** The market feature's canned answers. */
    public final class Market implements MarketApi {
        public List<Candle> candles = List.of();
        public List<Instrument> instruments = List.of();
        public PriceImport priceImport;
        public MarketStatus status;

        @Override
        public List<Candle> chart(String ticker, String period) {
            return answer("market.chart " + ticker + " " + period, candles);
        }

        @Override
        public List<Instrument> instruments(String q, int limit) {
            return answer("market.instruments " + q, instruments.stream()
                    .filter(i -> i.symbol().toUpperCase().contains(q.toUpperCase())
                            || i.name().toUpperCase().contains(q.toUpperCase())).limit(limit).toList());
        }

        @Override
        public List<Instrument> instruments() {
            return answer("market.instruments", instruments);
        }

        @Override
        public MarketStatus status() {
            return answer("market.status", status);
        }

        @Override
        public PriceImport importPrices(Path file) {
            return answer("market.importPrices " + file.getFileName(), priceImport);
        }
    }

    /** The agents feature: a switch, canned tools and calls, and keys kept in memory as the engine keeps them. */
    public final class Agents implements AgentsApi {
        public boolean enabled;
        public List<Tool> tools = List.of();
        public final List<AgentKey> keys = new ArrayList<>();
        public CallPage calls = new CallPage(List.of(), 0);
        private int created;

        @Override
        public AgentSettings settings() {
            return answer("agents.settings", new AgentSettings(enabled));
        }

        @Override
        public AgentSettings setEnabled(boolean on) {
            answer("agents.setEnabled " + on, on);
            enabled = on;
            return new AgentSettings(enabled);
        }

        @Override
        public List<Tool> tools() {
            return answer("agents.tools", tools);
        }

        @Override
        public List<AgentKey> keys() {
            return answer("agents.keys", List.copyOf(keys));
        }

        @Override
        public CreatedKey createKey(NewKey request) {
            answer("agents.createKey " + request.label() + " " + request.scopes(), request);
            String id = "key-" + ++created;
            keys.add(new AgentKey(id, request.label(), request.scopes(), java.time.Instant.now().toString(), null, true));
            return new CreatedKey("bpi_fake" + created);
        }

        @Override
        public void revoke(String keyId) {
            answer("agents.revoke " + keyId, keyId);
            keys.replaceAll(k -> k.keyId().equals(keyId)
                    ? new AgentKey(k.keyId(), k.label(), k.scopes(), k.createdAt(), java.time.Instant.now().toString(), false) : k);
        }

        @Override
        public CallPage calls(int limit) {
            return answer("agents.calls " + limit, calls);
        }

        @Override
        public String mcpUrl() {
            return "http://fake-engine/mcp";
        }
    }

    /**
     * The analysis feature: {@code parser} reads a holdings file (the bytes are kept in {@code parsedFiles}); a submitted
     * job answers the {@code statuses} in turn (the last one from then on), then {@code result}.
     */
    public final class Analysis implements AnalysisApi {
        public java.util.function.Function<byte[], ParsedPortfolio> parser = csv -> new ParsedPortfolio(List.of());
        public final List<byte[]> parsedFiles = new ArrayList<>();
        public final List<Submission> submissions = new ArrayList<>();
        public List<JobStatus> statuses = List.of();
        public AnalysisResult result;
        public List<AnalysisHistory.Entry> history = List.of();
        private int polled;

        @Override
        public ParsedPortfolio parse(byte[] csv) {
            answer("analysis.parse", csv);
            parsedFiles.add(csv);
            return parser.apply(csv);
        }

        @Override
        public AnalysisJob analyze(Submission submission) {
            answer("analysis.analyze", submission);
            submissions.add(submission);
            polled = 0;
            return new AnalysisJob("job-" + submissions.size(), "queued", 12);
        }

        @Override
        public JobStatus status(String jobId) {
            JobStatus s = statuses.get(Math.min(polled++, statuses.size() - 1));
            return answer("analysis.status " + jobId, s);
        }

        @Override
        public JobStatus cancel(String jobId) {
            return answer("analysis.cancel " + jobId, new JobStatus(jobId, "cancelled", 0, List.of(), ""));
        }

        @Override
        public AnalysisResult result(String jobId) {
            return answer("analysis.result " + jobId, result);
        }

        @Override
        public List<AnalysisHistory.Entry> history(String status, int limit) {
            return answer("analysis.history", history);
        }
    }

    /** The research feature's canned answers; the questions asked are kept in {@code queries}. */
    public final class Research implements ResearchApi {
        public Answer answer = new Answer(List.of(), null);
        public Note note;
        public List<NoteSummary> imported = List.of();
        public IndexStatus index = new IndexStatus("ready", null, 0, 0, 0, 100, null);
        public final List<Query> queries = new ArrayList<>();

        @Override
        public Answer query(Query query) {
            queries.add(query);
            return answer("research.query", answer);
        }

        @Override
        public Note note(long noteId) {
            return answer("research.note " + noteId, note);
        }

        @Override
        public List<NoteSummary> importNotes(Path file, String contentType) {
            return answer("research.import " + file.getFileName(), imported);
        }

        @Override
        public IndexStatus index() {
            return answer("research.index", index);
        }
    }

    /** The data feature: settings kept as the engine keeps them, refreshes answering {@code refreshes} in turn. */
    public final class Data implements DataApi {
        public DataSettings settings = new DataSettings("demo", false, "USD", List.of());
        public final List<SettingsChange> saved = new ArrayList<>();
        public List<RefreshStatus> refreshes = List.of();
        private int polled;

        @Override
        public DataSettings settings() {
            return answer("data.settings", settings);
        }

        @Override
        public DataSettings save(SettingsChange change) {
            answer("data.save", change);
            saved.add(change);
            settings = new DataSettings(change.dataMode() == null ? settings.dataMode() : change.dataMode(), change.onlineEnabled(),
                    change.baseCurrency() == null ? settings.baseCurrency() : change.baseCurrency(), settings.providers().stream()
                    .map(p -> new Provider(p.id(), p.kind(), p.description(), change.providers().getOrDefault(p.id(), p.enabled())))
                    .toList());
            return settings;
        }

        @Override
        public RefreshStatus refresh() {
            polled = 0;
            return answer("data.refresh", refreshes.get(polled++));
        }

        @Override
        public RefreshStatus refreshStatus(String refreshId) {
            return answer("data.refreshStatus " + refreshId, refreshes.get(Math.min(polled++, refreshes.size() - 1)));
        }
    }

    /** The reports feature: the kept reports of {@link #reports}, brands kept in memory, a canned rendered report. */
    public final class Reports implements ReportsApi {
        public final List<BrandView> brands = new ArrayList<>();
        public BrandCheck check;
        public GeneratedReport generated;
        public final List<ReportRequest> requests = new ArrayList<>();

        @Override
        public List<ReportEntry> recent(int limit) {
            return answer("reports.recent " + limit, reports);
        }

        @Override
        public byte[] pdf(long reportId) {
            return answer("reports.pdf " + reportId, generated == null ? null : generated.pdf());
        }

        @Override
        public GeneratedReport generate(ReportRequest request) {
            requests.add(request);
            return answer("reports.generate", generated);
        }

        @Override
        public BrandCheck checkBrand(String primaryColor, String accentColor) {
            return answer("reports.checkBrand " + primaryColor + " " + accentColor, check);
        }

        @Override
        public List<BrandView> brands() {
            return answer("reports.brands", List.copyOf(brands));
        }

        @Override
        public BrandView saveBrand(BrandInput brand) {
            answer("reports.saveBrand " + brand.name(), brand);
            BrandView v = new BrandView(brands.size() + 1, brand.name(), brand.firmName(), brand.primaryColor(), brand.accentColor(),
                    brand.footer(), brand.logoBase64() != null);
            brands.removeIf(b -> b.name().equals(v.name()));
            brands.add(v);
            return v;
        }

        @Override
        public void deleteBrand(long brandId) {
            answer("reports.deleteBrand " + brandId, brandId);
            brands.removeIf(b -> b.brandId() == brandId);
        }

        @Override
        public byte[] logo(long brandId) {
            return answer("reports.logo " + brandId, new byte[0]);
        }
    }

    /** The signals feature: the alerts of {@link #bookAlerts}, a canned digest, risk and drift, acknowledgements kept. */
    public final class Signals implements SignalsApi {
        public WeeklyDigest digest;
        public ClientRisk risk;
        public SuitabilityDrift drift;
        public SignalsState state = new SignalsState("current", 0, 0, null);
        public final List<String> acknowledged = new ArrayList<>();

        @Override
        public SignalsState state() {
            return answer("signals.state", state);
        }

        @Override
        public BookAlerts bookAlerts(int limit) {
            return answer("signals.bookAlerts " + limit, bookAlerts);
        }

        @Override
        public WeeklyDigest weeklyDigest() {
            return answer("signals.weeklyDigest", digest);
        }

        @Override
        public ClientRisk clientRisk(String clientId) {
            return answer("signals.clientRisk " + clientId, risk);
        }

        @Override
        public SuitabilityDrift suitabilityDrift(String clientId) {
            return answer("signals.suitabilityDrift " + clientId, drift);
        }

        @Override
        public Acknowledgement acknowledge(String alertId) {
            answer("signals.acknowledge " + alertId, alertId);
            acknowledged.add(alertId);
            return new Acknowledgement(alertId, "Test Advisor");
        }

        /** A client's performance, income and realised gains as a test sets them. */
        public ClientPerformance performance;
        public ClientIncome income;
        public ClientRealisedGains realisedGains;

        @Override
        public ClientPerformance performance(String clientId, String period, String accountId) {
            return answer("signals.performance " + clientId + " " + period + " " + accountId, performance);
        }

        @Override
        public ClientIncome income(String clientId) {
            return answer("signals.income " + clientId, income);
        }

        @Override
        public ClientRealisedGains realisedGains(String clientId) {
            return answer("signals.realisedGains " + clientId, realisedGains);
        }
    }

    /** The platform: an engine that is up, change counters a test moves, and an identity kept as the engine keeps it. */
    public final class Platform implements PlatformApi {
        public Health health = new Health("up", "test", "demo");
        public Changes changes = new Changes("epoch-1", java.util.Map.of());
        public Identity identity = new Identity(false, null, null, true, false, null, null, true, null, "organization", "the whole organization");
        public Reviewers reviewers = new Reviewers(List.of());

        @Override
        public Health health() {
            return answer("platform.health", health);
        }

        @Override
        public Changes changes() {
            return answer("platform.changes", changes);
        }

        @Override
        public Identity identity() {
            return answer("platform.identity", identity);
        }

        @Override
        public Identity updateIdentity(String name, String role) {
            answer("platform.updateIdentity " + name + " " + role, name);
            identity = new Identity(true, name, role, identity.canEdit(), "reviewer".equals(role), null, identity.persona(),
                    identity.demoReviewerAvailable(), identity.holderId(), identity.scope(), identity.scopeDescription());
            return identity;
        }

        @Override
        public Identity persona(String persona) {
            answer("platform.persona " + persona, identity);
            identity = new Identity(identity.identified(), identity.name(), identity.role(), identity.canEdit(),
                    identity.canReview(), identity.cannotReviewReason(), persona, identity.demoReviewerAvailable(),
                    identity.holderId(), identity.scope(), identity.scopeDescription());
            return identity;
        }

        @Override
        public Reviewers reviewers() {
            return answer("platform.reviewers", reviewers);
        }

        @Override
        public String baseUrl() {
            return "http://fake-engine";
        }
    }

    /** The rebalance feature: {@code proposals} as set by a test; acceptances and rejections kept in {@code decided}. */
    public final class Rebalance implements RebalanceApi {
        public Proposals proposals;
        public String acceptanceMessage = "The review items went to compliance. Nothing is executed.";
        public final List<String> decided = new ArrayList<>();

        @Override
        public Proposals propose(String clientId) {
            return answer("rebalance.propose " + clientId, proposals);
        }

        @Override
        public Acceptance accept(String clientId, String proposalId) {
            answer("rebalance.accept " + clientId + " " + proposalId, proposalId);
            decided.add("accepted " + proposalId);
            return new Acceptance(acceptanceMessage);
        }

        @Override
        public Proposal reject(String clientId, String proposalId) {
            answer("rebalance.reject " + clientId + " " + proposalId, proposalId);
            decided.add("rejected " + proposalId);
            return proposals.items().stream().filter(p -> p.proposalId().equals(proposalId)).findFirst().orElseThrow();
        }
    }

    /** The behavior feature: the kept results of {@link #dnaResults}; per client, {@code clientResults} and their reports. */
    /** The DNA results and reports: {@code dnaResults} and {@code dnaReports} of the engine, one client's in {@code clientResults}. */
    public final class Behavior implements BehaviorApi {
        public List<DnaResultSummary> clientResults = List.of();

        @Override
        public List<DnaResultSummary> results(int limit) {
            return answer("behavior.results " + limit, dnaResults);
        }

        @Override
        public List<DnaResultSummary> clientResults(String clientId, int limit) {
            return answer("behavior.clientResults " + clientId + " " + limit, clientResults);
        }

        @Override
        public DnaAnswer analyze(String query, byte[] bytes, String contentType) {
            return answer("behavior.analyze " + query, dnaAnswer);
        }

        @Override
        public void saveImportProfile(ImportProfile profile) {
            answer("behavior.saveImportProfile " + profile.json(), profile);
        }

        @Override
        public void forgetImportProfile(long profileId) {
            answer("behavior.forgetImportProfile " + profileId, profileId);
        }

        @Override
        public DnaReport result(long resultId) {
            DnaReport r = dnaReports.get(resultId);
            if (r == null) {
                throw new EngineException(404, "about:blank", "Not found", "No such result.", List.of());
            }
            return answer("behavior.result " + resultId, r);
        }
    }

    /** The client file: {@code file} as set by a test; saved policies kept in {@code saved}; the CSV's bytes. */
    public final class ClientFiles implements ClientFileApi {
        public ClientFile file;
        public byte[] csv = "symbol,value\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        public final List<PolicyInput> saved = new ArrayList<>();
        public ImportListing importListing = new ImportListing(null, List.of(), List.of(), null);
        public ImportResult importResult;
        public ImportUndone importUndone;

        @Override
        public ImportListing imports(String clientId) {
            return answer("clientFile.imports " + clientId, importListing);
        }

        @Override
        public ImportResult importFile(String clientId, String accountId, java.nio.file.Path file, String contentType) {
            return answer("clientFile.importFile " + clientId + " " + accountId + " " + file.getFileName(), importResult);
        }

        @Override
        public ImportUndone undoImport(String clientId, long importId) {
            return answer("clientFile.undoImport " + clientId + " " + importId, importUndone);
        }

        @Override
        public ClientFile clientFile(String clientId) {
            return answer("clientFile " + clientId, file);
        }

        @Override
        public void savePolicy(String clientId, PolicyInput policy) {
            answer("clientFile.savePolicy " + clientId, policy);
            saved.add(policy);
        }

        @Override
        public byte[] csv(String clientId) {
            return answer("clientFile.csv " + clientId, csv);
        }
    }
}
