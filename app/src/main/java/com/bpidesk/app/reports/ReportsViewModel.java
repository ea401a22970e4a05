package com.bpidesk.app.reports;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.client.EngineException;
import com.bpidesk.app.tasks.BackgroundTasks;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.awt.Desktop;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Reports state: the subject (a completed analysis job, or a portfolio from a sample or a CSV file), the brand
 * being edited or reused (firm name, colours, footer, logo; saved brands through {@code /api/reports/brands}), the
 * client-side WCAG contrast check of the live preview, and generation ({@code POST /api/reports/generate}) with
 * progress, the PDF kept in memory and in a file, then opened or saved. Every engine call and file access runs
 * through {@link BackgroundTasks}.
 *
 * <p>A portfolio subject is analysed first through the swarm's job routes (submit, poll its progress), then
 * reported as a job: the same result the engine's {@code kind: portfolio} subject produces, with real progress.
 */
public final class ReportsViewModel {

    /** What the report is about. */
    public enum SubjectKind { JOB, PORTFOLIO, CLIENT }

    /** A client of the book as offered by the picker ({@code GET /api/book/clients}). */
    public record ClientChoice(String clientId, String name, String riskTolerance, String band) {
        @Override
        public String toString() {
            return name + " (" + clientId + ") · " + riskTolerance + " · churn " + band;
        }
    }

    /** A saved brand as listed by the engine. */
    public record BrandRow(long brandId, String name, String firmName, String primaryColor, String accentColor, String footer,
                           boolean hasLogo) {
        @Override
        public String toString() {
            return name + (name.equals(firmName) ? "" : " (" + firmName + ")");
        }
    }

    public static final List<String> SAMPLES = List.of("sample-portfolio.csv", "sample-portfolio-concentrated.csv");
    public static final String DEFAULT_PRIMARY = "#1F3A5F";
    public static final String DEFAULT_ACCENT = "#0F766E";
    public static final String DEFAULT_TITLE = "Portfolio research report";
    static final int MAX_LOGO_BYTES = 2 * 1024 * 1024;
    private static final Set<String> FINAL = Set.of("complete", "failed", "cancelled");

    private final AppContext ctx;
    private final long pollMillis;
    private final ObjectProperty<SubjectKind> subjectKind = new SimpleObjectProperty<>(SubjectKind.JOB);
    private final StringProperty jobId = new SimpleStringProperty("");
    private final ObservableList<ClientChoice> clients = FXCollections.observableArrayList();
    private final ObjectProperty<ClientChoice> selectedClient = new SimpleObjectProperty<>();
    private final StringProperty clientId = new SimpleStringProperty("");
    private final ObjectProperty<ObjectNode> portfolio = new SimpleObjectProperty<>();
    private final StringProperty portfolioName = new SimpleStringProperty("");
    private final StringProperty reportTitle = new SimpleStringProperty(DEFAULT_TITLE);
    private final ObservableList<BrandRow> brands = FXCollections.observableArrayList();
    private final ObjectProperty<BrandRow> selectedBrand = new SimpleObjectProperty<>();
    private final StringProperty brandName = new SimpleStringProperty("");
    private final StringProperty firmName = new SimpleStringProperty("");
    private final StringProperty primaryColor = new SimpleStringProperty(DEFAULT_PRIMARY);
    private final StringProperty accentColor = new SimpleStringProperty(DEFAULT_ACCENT);
    private final StringProperty footer = new SimpleStringProperty("");
    private final ObjectProperty<byte[]> logo = new SimpleObjectProperty<>();
    private final StringProperty logoName = new SimpleStringProperty("");
    private final ObservableList<String> contrastWarnings = FXCollections.observableArrayList();
    private final BooleanProperty generating = new SimpleBooleanProperty(false);
    private final DoubleProperty progress = new SimpleDoubleProperty(0);
    private final StringProperty progressText = new SimpleStringProperty("");
    private final ObjectProperty<byte[]> pdf = new SimpleObjectProperty<>();
    private final ObjectProperty<Path> pdfFile = new SimpleObjectProperty<>();
    private final IntegerProperty pages = new SimpleIntegerProperty(0);
    private final ObservableList<String> reportWarnings = FXCollections.observableArrayList();
    private final StringProperty error = new SimpleStringProperty("");
    private final StringProperty message = new SimpleStringProperty("");
    private BackgroundTasks.Handle running;

    public ReportsViewModel(AppContext ctx) {
        this(ctx, 500);
    }

    ReportsViewModel(AppContext ctx, long pollMillis) {
        this.ctx = ctx;
        this.pollMillis = pollMillis;
        primaryColor.addListener((o, a, b) -> updateContrast());
        accentColor.addListener((o, a, b) -> updateContrast());
        updateContrast();
        // "Generate PDF report" on the Portfolio analysis screen preselects its job here.
        ctx.session().reportRequestProperty().addListener((o, a, id) -> {
            if (id != null && !id.isBlank()) {
                preselectJob(id);
            }
        });
        // "Report" on a client page of the Clients & signals screen preselects that client here.
        ctx.session().clientReportRequestProperty().addListener((o, a, id) -> {
            if (id != null && !id.isBlank()) {
                preselectClient(id);
            }
        });
    }

    // ------------------------------------------------------------------ subject

    /** Loads the client picker from the book listing; keeps a preselected client selected. */
    public void loadClients() {
        ctx.tasks().run("Loading the client book", () -> parseClients(ctx.client().get("/api/book/clients")), rows -> {
            clients.setAll(rows);
            selectClientRow(clientId.get());
        }, m -> error.set("Could not load the client book: " + m));
    }

    static List<ClientChoice> parseClients(JsonNode listing) {
        List<ClientChoice> rows = new ArrayList<>();
        for (JsonNode c : listing.path("items")) {
            rows.add(new ClientChoice(c.path("client_id").asText(), c.path("name").asText(), c.path("risk_tolerance").asText(),
                    c.path("risk_band").asText()));
        }
        rows.sort(java.util.Comparator.comparing(ClientChoice::clientId));
        return rows;
    }

    private void selectClientRow(String id) {
        clients.stream().filter(c -> c.clientId().equals(id)).findFirst().ifPresent(selectedClient::set);
    }

    /** Reports on this client of the book (picker choice, or "Report" on the Clients &amp; signals screen). */
    public void preselectClient(String id) {
        subjectKind.set(SubjectKind.CLIENT);
        clientId.set(id);
        selectClientRow(id);
        error.set("");
        message.set("Subject: client " + id + " (current holdings in the book).");
    }

    /** The picker's choice. */
    public void chooseClient(ClientChoice c) {
        if (c != null && !c.clientId().equals(clientId.get())) {
            preselectClient(c.clientId());
        }
    }

    /** Reports on this completed analysis job. */
    public void preselectJob(String id) {
        subjectKind.set(SubjectKind.JOB);
        jobId.set(id);
        error.set("");
        message.set("Subject: analysis job " + id + ".");
    }

    /** Uses the last analysis completed in this session (Portfolio analysis screen). */
    public void useLastAnalysis() {
        String last = ctx.session().lastCompletedJobIdProperty().get();
        if (last == null || last.isBlank()) {
            error.set("No analysis has completed in this session yet: run one on the Portfolio analysis screen, or paste a job id.");
            return;
        }
        preselectJob(last);
    }

    public void loadSample(String name) {
        URL url = AppContext.sample(name);
        if (url == null) {
            error.set("Sample " + name + " is not installed.");
            return;
        }
        loadPortfolio(name, url::openStream);
    }

    public void loadCsv(Path file) {
        loadPortfolio(file.getFileName().toString(), () -> Files.newInputStream(file));
    }

    private interface Source {
        InputStream open() throws IOException;
    }

    private void loadPortfolio(String name, Source source) {
        error.set("");
        ctx.tasks().run("Reading " + name, () -> {
            try (Reader r = new InputStreamReader(source.open(), StandardCharsets.UTF_8)) {
                return parsePortfolio(r, name);
            }
        }, p -> {
            portfolio.set(p);
            portfolioName.set(name);
            subjectKind.set(SubjectKind.PORTFOLIO);
            message.set("Subject: " + p.path("positions").size() + " positions from " + name + ".");
        }, m -> error.set("Could not read " + name + ": " + m));
    }

    /** A portfolio submission from {@code symbol,shares,cost_basis} CSV (header required, any column order). */
    static ObjectNode parsePortfolio(Reader reader, String name) throws IOException {
        BufferedReader r = new BufferedReader(reader);
        String header = r.readLine();
        if (header == null) {
            throw new IOException(name + " is empty");
        }
        List<String> cols = Arrays.stream(header.replace("\uFEFF", "").split(",")).map(c -> c.strip().toLowerCase(Locale.ROOT)).toList();
        int s = cols.indexOf("symbol");
        int q = cols.indexOf("shares");
        int c = cols.indexOf("cost_basis");
        if (s < 0 || q < 0 || c < 0) {
            throw new IOException(name + " needs the columns symbol, shares and cost_basis (found: " + String.join(", ", cols) + ")");
        }
        ObjectNode body = EngineClient.JSON.createObjectNode();
        ArrayNode positions = body.putArray("positions");
        for (String line; (line = r.readLine()) != null; ) {
            if (line.isBlank()) {
                continue;
            }
            String[] v = line.split(",", -1);
            ObjectNode o = positions.addObject();
            o.put("symbol", cell(v, s));
            number(o, "shares", cell(v, q));
            number(o, "cost_basis", cell(v, c));
        }
        if (positions.isEmpty()) {
            throw new IOException(name + " has no positions");
        }
        return body;
    }

    private static String cell(String[] v, int i) {
        return i < v.length ? v[i].strip() : "";
    }

    private static void number(ObjectNode o, String field, String text) {
        try {
            o.put(field, Double.parseDouble(text));
        } catch (NumberFormatException e) {
            o.put(field, text); // the engine's problem names the field
        }
    }

    // ------------------------------------------------------------------ brands

    public void refreshBrands() {
        ctx.tasks().run("Loading brands", () -> ctx.client().get("/api/reports/brands"), page -> {
            List<BrandRow> out = new ArrayList<>();
            page.path("brands").forEach(b -> out.add(brandRow(b)));
            brands.setAll(out);
        }, m -> error.set("Could not load the saved brands: " + m));
    }

    static BrandRow brandRow(JsonNode b) {
        return new BrandRow(b.path("brand_id").asLong(), b.path("name").asText(), b.path("firm_name").asText(),
                b.path("primary_color").asText(), b.path("accent_color").asText(), b.path("footer").asText(""),
                b.path("has_logo").asBoolean());
    }

    /** Loads a saved brand into the editor (and its logo). */
    public void selectBrand(BrandRow b) {
        selectedBrand.set(b);
        if (b == null) {
            return;
        }
        brandName.set(b.name());
        firmName.set(b.firmName());
        primaryColor.set(b.primaryColor());
        accentColor.set(b.accentColor());
        footer.set(b.footer());
        logo.set(null);
        logoName.set("");
        if (b.hasLogo()) {
            ctx.tasks().run("Loading logo", () -> ctx.client().getBytes("/api/reports/brands/" + b.brandId() + "/logo"), bytes -> {
                logo.set(bytes);
                logoName.set("saved logo");
            }, m -> error.set("Could not load the logo of " + b.name() + ": " + m));
        }
    }

    /** Starts a new brand with the defaults. */
    public void newBrand() {
        selectedBrand.set(null);
        brandName.set("");
        firmName.set("");
        primaryColor.set(DEFAULT_PRIMARY);
        accentColor.set(DEFAULT_ACCENT);
        footer.set("");
        logo.set(null);
        logoName.set("");
    }

    /** Reads a logo file (PNG or JPEG, at most 2 MB: checked here so the mistake shows before generating). */
    public void chooseLogo(Path file) {
        error.set("");
        ctx.tasks().run("Reading logo", () -> Files.readAllBytes(file), bytes -> {
            Optional<String> problem = logoProblem(bytes);
            if (problem.isPresent()) {
                error.set(file.getFileName() + ": " + problem.get());
                return;
            }
            logo.set(bytes);
            logoName.set(file.getFileName().toString());
        }, m -> error.set("Could not read the logo: " + m));
    }

    static Optional<String> logoProblem(byte[] b) {
        if (b.length == 0) {
            return Optional.of("the file is empty.");
        }
        if (b.length > MAX_LOGO_BYTES) {
            return Optional.of(String.format(Locale.ROOT, "the logo is %.1f MB; the limit is 2 MB.", b.length / 1048576.0));
        }
        boolean png = b.length > 8 && (b[0] & 0xFF) == 0x89 && b[1] == 'P' && b[2] == 'N' && b[3] == 'G';
        boolean jpeg = b.length > 3 && (b[0] & 0xFF) == 0xFF && (b[1] & 0xFF) == 0xD8 && (b[2] & 0xFF) == 0xFF;
        return png || jpeg ? Optional.empty() : Optional.of("a logo must be a PNG or JPEG image.");
    }

    public void removeLogo() {
        logo.set(null);
        logoName.set("");
    }

    /** The brand fields as the API's BrandInput. */
    ObjectNode brandBody() {
        ObjectNode b = EngineClient.JSON.createObjectNode();
        String name = brandName.get() == null || brandName.get().isBlank() ? firmName.get() : brandName.get();
        if (name != null && !name.isBlank()) {
            b.put("name", name.strip());
        }
        b.put("firm_name", firmName.get() == null ? "" : firmName.get().strip());
        b.put("primary_color", primaryColor.get() == null ? "" : primaryColor.get().strip());
        b.put("accent_color", accentColor.get() == null ? "" : accentColor.get().strip());
        if (footer.get() != null && !footer.get().isBlank()) {
            b.put("footer", footer.get().strip());
        }
        if (logo.get() != null) {
            b.put("logo_base64", Base64.getEncoder().encodeToString(logo.get()));
        }
        return b;
    }

    /** Readable problems with the brand fields (the engine checks the same and more). */
    List<String> brandProblems() {
        List<String> p = new ArrayList<>();
        if (firmName.get() == null || firmName.get().isBlank()) {
            p.add("Enter the firm name.");
        }
        if (WcagContrast.parse(primaryColor.get()).isEmpty()) {
            p.add("The primary colour must be #RRGGBB (e.g. #1F3A5F).");
        }
        if (WcagContrast.parse(accentColor.get()).isEmpty()) {
            p.add("The accent colour must be #RRGGBB (e.g. #0F766E).");
        }
        return p;
    }

    /** Saves the brand (a brand with the same name is replaced) and selects it. */
    public void saveBrand() {
        message.set("");
        List<String> problems = brandProblems();
        if (!problems.isEmpty()) {
            error.set(String.join(" ", problems));
            return;
        }
        error.set("");
        ObjectNode body = brandBody();
        ctx.tasks().run("Saving brand", () -> ctx.client().post("/api/reports/brands", body), saved -> {
            BrandRow row = brandRow(saved);
            brands.removeIf(b -> b.brandId() == row.brandId() || b.name().equals(row.name()));
            brands.add(row);
            selectedBrand.set(row);
            brandName.set(row.name());
            message.set("Brand “" + row.name() + "” saved.");
        }, m -> error.set("The brand was not saved: " + m));
    }

    public void deleteBrand() {
        BrandRow b = selectedBrand.get();
        if (b == null) {
            return;
        }
        ctx.tasks().run("Deleting brand", () -> ctx.client().delete("/api/reports/brands/" + b.brandId()), x -> {
            brands.remove(b);
            newBrand();
            message.set("Brand “" + b.name() + "” deleted.");
        }, m -> error.set("The brand was not deleted: " + m));
    }

    private void updateContrast() {
        List<String> w = new ArrayList<>();
        WcagContrast.warning("Primary", primaryColor.get()).ifPresent(w::add);
        WcagContrast.warning("Accent", accentColor.get()).ifPresent(w::add);
        contrastWarnings.setAll(w);
    }

    // ------------------------------------------------------------------ generate

    /** The request body of {@code POST /api/reports/generate} for a job (the brand inline, as edited and previewed). */
    ObjectNode generateBody(String job) {
        ObjectNode subject = EngineClient.JSON.createObjectNode().put("kind", "job").put("job_id", job);
        return generateBody(subject);
    }

    /** The request body for a client of the book: the engine analyses the client's current holdings, then reports. */
    ObjectNode clientGenerateBody(String client) {
        return generateBody(EngineClient.JSON.createObjectNode().put("kind", "client").put("client_id", client));
    }

    private ObjectNode generateBody(ObjectNode subject) {
        ObjectNode body = EngineClient.JSON.createObjectNode();
        body.set("subject", subject);
        body.set("brand", brandBody());
        if (reportTitle.get() != null && !reportTitle.get().isBlank()) {
            body.put("title", reportTitle.get().strip());
        }
        return body;
    }

    /** Generates the report: for a portfolio, analyses it first (with progress), then renders the PDF. */
    public void generate() {
        message.set("");
        reportWarnings.clear();
        List<String> problems = new ArrayList<>(brandProblems());
        SubjectKind kind = subjectKind.get();
        String job = jobId.get() == null ? "" : jobId.get().strip();
        ObjectNode positions = portfolio.get();
        if (kind == SubjectKind.JOB && job.isEmpty()) {
            problems.add(0, "Paste the id of a completed analysis job, or use the last analysis of this session.");
        }
        if (kind == SubjectKind.PORTFOLIO && positions == null) {
            problems.add(0, "Load a sample portfolio or open a CSV file.");
        }
        String client = clientId.get() == null ? "" : clientId.get().strip();
        if (kind == SubjectKind.CLIENT && client.isEmpty()) {
            problems.add(0, "Pick a client of the book.");
        }
        if (!problems.isEmpty()) {
            error.set(String.join(" ", problems));
            return;
        }
        error.set("");
        generating.set(true);
        progress.set(-1);
        progressText.set(kind == SubjectKind.PORTFOLIO ? "Submitting the portfolio for analysis…"
                : kind == SubjectKind.CLIENT ? "Analysing the client's holdings and rendering the report…" : "Rendering the report…");
        Path dir = ctx.dataDir() == null ? null : ctx.dataDir().resolve("reports");
        running = ctx.tasks().run("Generating report", p -> {
            String reportJob = job;
            if (kind == SubjectKind.PORTFOLIO) {
                reportJob = analyse(positions, p);
                if (reportJob == null) {
                    return null;
                }
            }
            if (kind != SubjectKind.CLIENT) {
                p.update(-1, "Rendering the PDF…");
            }
            EngineClient.Binary answer = ctx.client().postForBinary("/api/reports/generate",
                    kind == SubjectKind.CLIENT ? clientGenerateBody(client) : generateBody(reportJob));
            if (!answer.contentType().startsWith("application/pdf")) {
                throw new EngineException(0, "unexpected-response", "Unexpected response",
                        "The engine did not answer a PDF (" + answer.contentType() + ").", List.of());
            }
            if (kind == SubjectKind.CLIENT) {
                String j = answer.header("X-Report-Job-Id");
                reportJob = j == null ? "" : j;
            }
            String fileKey = kind == SubjectKind.CLIENT ? client : reportJob;
            Path file = (dir == null ? Files.createTempDirectory("bpi-reports") : Files.createDirectories(dir))
                    .resolve("bpi-report-" + fileKey.replaceAll("[^A-Za-z0-9_-]", "") + ".pdf");
            Files.write(file, answer.body());
            return new Generated(reportJob, answer.body(), file, parsePages(answer.header("X-Report-Pages")),
                    splitWarnings(answer.header("X-Report-Warnings")));
        }, g -> {
            generating.set(false);
            if (g == null) {
                return;
            }
            pdf.set(g.pdf());
            pdfFile.set(g.file());
            pages.set(g.pages());
            reportWarnings.setAll(g.warnings());
            progress.set(1);
            progressText.set("Done.");
            if (kind == SubjectKind.PORTFOLIO || (kind == SubjectKind.CLIENT && !g.jobId().isBlank())) {
                ctx.session().analysisCompleted(g.jobId());
                jobId.set(g.jobId());
            }
            message.set(String.format(Locale.ROOT, "Report ready: %d pages, %,d KB (%sanalysis %s). Open it or save a copy.",
                    g.pages(), Math.max(1, g.pdf().length / 1024), kind == SubjectKind.CLIENT ? "client " + client + ", " : "", g.jobId()));
        }, m -> {
            generating.set(false);
            progress.set(0);
            progressText.set("");
            error.set("The report was not generated: " + m);
        }, (f, text) -> {
            progress.set(f);
            progressText.set(text);
        });
    }

    /** Submits the portfolio as an analysis job and follows it; returns its id when complete (null if cancelled). */
    private String analyse(ObjectNode positions, BackgroundTasks.Progress p) throws Exception {
        JsonNode job = ctx.client().post("/api/swarm/analyze", positions);
        String id = job.path("job_id").asText();
        while (!p.isCancelled()) {
            JsonNode s = ctx.client().get("/api/swarm/status/" + id);
            String status = s.path("status").asText();
            p.update(0.9 * s.path("progress_pct").asDouble() / 100, "Analysing the portfolio (job " + id + "): "
                    + String.format(Locale.ROOT, "%.0f%%", s.path("progress_pct").asDouble()));
            if (FINAL.contains(status)) {
                if (!"complete".equals(status)) {
                    throw new EngineException(0, "analysis-" + status, "Analysis " + status, "The analysis " + status
                            + (s.path("problem").hasNonNull("detail") ? ": " + s.path("problem").path("detail").asText() : ".")
                            , List.of());
                }
                return id;
            }
            Thread.sleep(pollMillis);
        }
        return null;
    }

    record Generated(String jobId, byte[] pdf, Path file, int pages, List<String> warnings) {
    }

    static int parsePages(String header) {
        try {
            return Integer.parseInt(header.strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    static List<String> splitWarnings(String header) {
        return header == null || header.isBlank() ? List.of()
                : Arrays.stream(header.split("\\s*\\|\\s*")).filter(s -> !s.isBlank()).toList();
    }

    public void cancel() {
        if (running != null) {
            running.cancel();
            generating.set(false);
            progress.set(0);
            progressText.set("Cancelled.");
        }
    }

    /** Opens the PDF in the system viewer (off the FX thread); says so plainly where there is none (headless). */
    public void openPdf() {
        Path file = pdfFile.get();
        if (file == null) {
            return;
        }
        ctx.tasks().run("Opening report", () -> {
            if (java.awt.GraphicsEnvironment.isHeadless() || !Desktop.isDesktopSupported()
                    || !Desktop.getDesktop().isSupported(Desktop.Action.OPEN)) {
                throw new IOException("no PDF viewer can be opened from here; use Save PDF… (the report is at " + file + ")");
            }
            Desktop.getDesktop().open(file.toFile());
            return file;
        }, f -> message.set("Opened " + f.getFileName() + "."), m -> error.set("Could not open the report: " + m));
    }

    /** Saves a copy of the PDF. */
    public void savePdf(Path target) {
        byte[] bytes = pdf.get();
        if (bytes == null) {
            return;
        }
        ctx.tasks().run("Saving report", () -> Files.write(target, bytes), f -> message.set("Saved " + f + "."),
                m -> error.set("Could not save the report: " + m));
    }

    // ------------------------------------------------------------------ properties

    public ObservableList<ClientChoice> clients() {
        return clients;
    }

    public ObjectProperty<ClientChoice> selectedClientProperty() {
        return selectedClient;
    }

    public StringProperty clientIdProperty() {
        return clientId;
    }

    public ObjectProperty<SubjectKind> subjectKindProperty() {
        return subjectKind;
    }

    public StringProperty jobIdProperty() {
        return jobId;
    }

    public ObjectProperty<ObjectNode> portfolioProperty() {
        return portfolio;
    }

    public StringProperty portfolioNameProperty() {
        return portfolioName;
    }

    public StringProperty reportTitleProperty() {
        return reportTitle;
    }

    public ObservableList<BrandRow> brands() {
        return brands;
    }

    public ObjectProperty<BrandRow> selectedBrandProperty() {
        return selectedBrand;
    }

    public StringProperty brandNameProperty() {
        return brandName;
    }

    public StringProperty firmNameProperty() {
        return firmName;
    }

    public StringProperty primaryColorProperty() {
        return primaryColor;
    }

    public StringProperty accentColorProperty() {
        return accentColor;
    }

    public StringProperty footerProperty() {
        return footer;
    }

    public ObjectProperty<byte[]> logoProperty() {
        return logo;
    }

    public StringProperty logoNameProperty() {
        return logoName;
    }

    public ObservableList<String> contrastWarnings() {
        return contrastWarnings;
    }

    public BooleanProperty generatingProperty() {
        return generating;
    }

    public DoubleProperty progressProperty() {
        return progress;
    }

    public StringProperty progressTextProperty() {
        return progressText;
    }

    public ObjectProperty<byte[]> pdfProperty() {
        return pdf;
    }

    public ObjectProperty<Path> pdfFileProperty() {
        return pdfFile;
    }

    public IntegerProperty pagesProperty() {
        return pages;
    }

    public ObservableList<String> reportWarnings() {
        return reportWarnings;
    }

    public StringProperty errorProperty() {
        return error;
    }

    public StringProperty messageProperty() {
        return message;
    }
}
