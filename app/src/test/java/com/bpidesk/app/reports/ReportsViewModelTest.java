package com.bpidesk.app.reports;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.AppSession;
import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.client.book.BookApi;
import com.bpidesk.app.client.reports.HttpReportsApi;
import com.bpidesk.app.tasks.BackgroundTasks;
import com.bpidesk.app.testing.EngineFixture;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.Tag;

/** The reports view model (subject, brand editor, generation) without a stage. */
@Tag("ui")
class ReportsViewModelTest {

    final AppSession session = new AppSession();

    @RegisterExtension
    static final EngineFixture fx = new EngineFixture();

    /** A view model on a real embedded engine (contrast rule, file parsing), without a stage. */
    ReportsViewModel engineModel() {
        return new ReportsViewModel(fx.directContext(session), 1);
    }

    /** A view model whose engine is unreachable: only checks made before any call. */
    ReportsViewModel model() {
        AppContext ctx = new AppContext(new EngineClient(URI.create("http://127.0.0.1:1"), "k"), BackgroundTasks.direct(), null, null,
                () -> null, session);
        return new ReportsViewModel(ctx, 1);
    }

    /** A request as the engine receives it (the API's JSON). */
    static String json(Object request) {
        return EngineClient.JSON.valueToTree(request).toString();
    }

    @Test
    void previewAsksTheEngineForTheContrastRuleAndShowsItsWarnings() {
        ReportsViewModel m = engineModel();
        m.brand().checkContrast();
        assertThat(m.brand().contrastWarnings()).isEmpty();
        assertThat(m.brand().contrastProperty().get().onPrimary()).isEqualTo("#FFFFFF");
        m.brand().accentColorProperty().set("#F2C14E");
        assertThat(m.brand().contrastWarnings()).containsExactly(
                "Accent colour #F2C14E has contrast 1.68:1 on white, below WCAG AA 4.5:1; accent text uses #8F7129 (4.60:1).");
        assertThat(m.brand().contrastProperty().get().accentText()).isEqualTo("#8F7129");
        m.brand().primaryColorProperty().set("#777777");
        assertThat(m.brand().contrastWarnings()).hasSize(2).first().asString().startsWith("Primary colour #777777 has contrast 4.48:1");
        // an incomplete colour: no request, no stale answer
        m.brand().primaryColorProperty().set("#7777");
        assertThat(m.brand().contrastWarnings()).isEmpty();
        assertThat(m.brand().contrastProperty().get()).isNull();
    }

    @Test
    void generateBodyHasTheJobAndTheInlineBrand() {
        ReportsViewModel m = model();
        m.brand().firmNameProperty().set(" Harbour Wealth ");
        m.brand().footerProperty().set("For advisor use");
        m.brand().logoProperty().set(new byte[] {1, 2, 3});
        assertThat(json(m.generateBody("job-1"))).isEqualTo("{\"subject\":{\"kind\":\"job\",\"job_id\":\"job-1\"},"
                + "\"brand\":{\"name\":\"Harbour Wealth\",\"firm_name\":\"Harbour Wealth\",\"primary_color\":\"#1F3A5F\","
                + "\"accent_color\":\"#0F766E\",\"footer\":\"For advisor use\",\"logo_base64\":\"AQID\"},\"audience\":\"client\",\"title\":\"Portfolio research report\"}");
    }

    @Test
    void missingSubjectOrBrandIsSaidBeforeAnyCall() {
        ReportsViewModel m = model();
        m.brand().primaryColorProperty().set("#12345");
        m.generate();
        assertThat(m.errorProperty().get()).startsWith("Pick a past analysis")
                .contains("Enter the firm name.").contains("The primary colour must be #RRGGBB");
        assertThat(m.generation().generatingProperty().get()).isFalse();
        m.subject().useLastAnalysis();
        assertThat(m.errorProperty().get()).startsWith("No analysis has completed in this session yet");
    }

    @Test
    void analysisScreenRequestPreselectsTheJobAndNavigates() {
        ReportsViewModel m = model();
        List<String> shown = new ArrayList<>();
        session.setNavigator(shown::add);
        m.subject().kindProperty().set(ReportSubject.Kind.PORTFOLIO);
        session.requestReport("abc-123");
        assertThat(shown).containsExactly("reports");
        assertThat(m.subject().kindProperty().get()).isEqualTo(ReportSubject.Kind.JOB);
        assertThat(m.subject().jobIdProperty().get()).isEqualTo("abc-123");
        m.subject().jobIdProperty().set("");
        m.subject().useLastAnalysis();
        assertThat(m.subject().jobIdProperty().get()).isEqualTo("abc-123");
    }

    @Test
    void clientPageRequestPreselectsTheClientAndTheBodyNamesIt() throws Exception {
        ReportsViewModel m = model();
        List<String> shown = new ArrayList<>();
        session.setNavigator(shown::add);
        var listing = EngineClient.JSON.readValue("{\"items\":[{\"client_id\":\"demo-c002\",\"name\":\"B (demo)\",\"risk_tolerance\":"
                + "\"growth\",\"risk_band\":\"high\"},{\"client_id\":\"demo-c001\",\"name\":\"A (demo)\",\"risk_tolerance\":\"moderate\","
                + "\"risk_band\":\"low\"}]}", BookApi.ClientList.class);
        m.subject().clients().setAll(ReportSubject.parseClients(listing.items()));
        assertThat(m.subject().clients()).extracting(ReportSubject.ClientChoice::clientId).containsExactly("demo-c001", "demo-c002");
        assertThat(m.subject().clients().get(1).toString()).isEqualTo("B (demo) · growth · churn high");

        session.requestClientReport("demo-c002");
        assertThat(shown).containsExactly("reports");
        assertThat(m.subject().kindProperty().get()).isEqualTo(ReportSubject.Kind.CLIENT);
        assertThat(m.subject().clientIdProperty().get()).isEqualTo("demo-c002");
        assertThat(m.subject().selectedClientProperty().get()).isEqualTo(m.subject().clients().get(1));
        m.brand().firmNameProperty().set("Harbour");
        assertThat(json(m.clientGenerateBody("demo-c002"))).isEqualTo("{\"subject\":{\"kind\":\"client\",\"client_id\":\"demo-c002\"},"
                + "\"brand\":{\"name\":\"Harbour\",\"firm_name\":\"Harbour\",\"primary_color\":\"#1F3A5F\",\"accent_color\":\"#0F766E\"},"
                + "\"audience\":\"client\",\"title\":\"Portfolio research report\"}");
        // a currency chosen for the report goes with a client subject, never with a finished job (it keeps its own)
        m.baseCurrencyProperty().set("eur");
        assertThat(m.clientGenerateBody("demo-c002").baseCurrency()).isEqualTo("EUR");
        assertThat(json(m.generateBody("job-1"))).doesNotContain("base_currency");
        m.baseCurrencyProperty().set("");
        // the picker's choice moves the subject to that client
        m.subject().chooseClient(m.subject().clients().get(0));
        assertThat(m.subject().clientIdProperty().get()).isEqualTo("demo-c001");
        // no client picked: said before any call
        m.subject().clientIdProperty().set("");
        m.generate();
        assertThat(m.errorProperty().get()).startsWith("Pick a client of the book.");
    }

    @Test
    void portfolioFilesAreReadByTheEngineQuotedFieldsIncluded(@TempDir Path dir) throws Exception {
        ReportsViewModel m = engineModel();
        m.subject().loadSample("sample-portfolio.csv");
        assertThat(m.subject().portfolioProperty().get().positions()).hasSize(16);
        assertThat(m.subject().kindProperty().get()).isEqualTo(ReportSubject.Kind.PORTFOLIO);

        Path quoted = Files.writeString(dir.resolve("quoted.csv"), "name,symbol,shares,cost_basis\n\"Apple, Inc.\",AAPL,\"1,000\",150.5\n");
        m.subject().loadCsv(quoted);
        assertThat(json(m.subject().portfolioProperty().get()))
                .isEqualTo("{\"positions\":[{\"symbol\":\"AAPL\",\"shares\":1000.0,\"cost_basis\":150.5}]}");

        Path bad = Files.writeString(dir.resolve("bad.csv"), "ticker,qty\nA,1\n");
        m.subject().loadCsv(bad);
        assertThat(m.errorProperty().get()).startsWith("Could not read bad.csv: ").contains("cost_basis");
        assertThat(m.subject().portfolioNameProperty().get()).isEqualTo("quoted.csv"); // the loaded subject stays
    }

    @Test
    void logoChecksAndWarningHeaders() {
        assertThat(BrandEditor.logoProblem(new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 0, 0, 0})).isEmpty();
        assertThat(BrandEditor.logoProblem("GIF89a....".getBytes())).contains("a logo must be a PNG or JPEG image.");
        assertThat(BrandEditor.logoProblem(new byte[3 * 1024 * 1024]).orElseThrow()).contains("limit is 2 MB");
        assertThat(HttpReportsApi.splitWarnings("A is low | B is low")).containsExactly("A is low", "B is low");
        assertThat(HttpReportsApi.splitWarnings("")).isEmpty();
        assertThat(HttpReportsApi.parsePages("7")).isEqualTo(7);
    }

    @Test
    void theAudienceGoesInTheRequestAndTheBrandAndAudienceAreRememberedForTheNextStart() throws Exception {
        ReportsViewModel m = engineModel();
        m.chooseAudience("advisor");
        m.brand().firmNameProperty().set("Remembered Partners");
        m.brand().brandNameProperty().set("remembered");
        assertThat(m.generateBody("job-1").audience()).isEqualTo("advisor");
        m.brand().save();
        assertThat(m.brand().selectedBrandProperty().get()).isNotNull();
        long id = m.brand().selectedBrandProperty().get().brandId();
        com.bpidesk.app.settings.AppSettings reloaded = com.bpidesk.app.settings.AppSettings.load(fx.dataDir());
        assertThat(reloaded.get(com.bpidesk.app.settings.AppSettings.REPORT_BRAND)).contains(Long.toString(id));

        // "the next start": a new view model on the same data directory preselects the brand and the audience
        ReportsViewModel again = new ReportsViewModel(new AppContext(fx.engine().client(), BackgroundTasks.direct(),
                com.bpidesk.app.settings.AppSettings.load(fx.dataDir()), fx.dataDir(), () -> null, new AppSession()), 1);
        assertThat(again.brand().selectedBrandProperty().get()).isNull();
        again.brand().refreshBrands();
        assertThat(again.brand().selectedBrandProperty().get()).isNotNull();
        assertThat(again.brand().selectedBrandProperty().get().brandId()).isEqualTo(id);
        assertThat(again.brand().firmNameProperty().get()).isEqualTo("Remembered Partners");
        assertThat(again.audienceProperty().get()).isEqualTo("advisor");
    }
}
