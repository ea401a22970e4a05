package com.bpidesk.app.reports;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.AppSession;
import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.tasks.BackgroundTasks;
import com.bpidesk.engine.reports.Contrast;
import java.awt.Color;
import java.io.StringReader;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The reports view model and the client-side WCAG check without a stage. */
class ReportsViewModelTest {

    final AppSession session = new AppSession();

    ReportsViewModel model() {
        AppContext ctx = new AppContext(new EngineClient(URI.create("http://127.0.0.1:1"), "k"), BackgroundTasks.direct(), null, null,
                () -> null, session);
        return new ReportsViewModel(ctx, 1);
    }

    @Test
    void contrastMatchesHandComputedWcagValues() {
        // references computed independently (Python, WCAG 2.1 formula)
        assertThat(WcagContrast.ratio(0xFFFFFF, 0x000000)).isEqualTo(21.0);
        assertThat(WcagContrast.ratio(0xF2C14E, 0xFFFFFF)).isCloseTo(1.6782, org.assertj.core.data.Offset.offset(1e-4));
        assertThat(WcagContrast.ratio(0x1F3A5F, 0xFFFFFF)).isCloseTo(11.4834, org.assertj.core.data.Offset.offset(1e-4));
        assertThat(WcagContrast.ratio(0x777777, 0xFFFFFF)).isCloseTo(4.4781, org.assertj.core.data.Offset.offset(1e-4));
        assertThat(WcagContrast.hex(WcagContrast.ensure(0xF2C14E, 0xFFFFFF, 4.5))).isEqualTo("#8F7129");
        assertThat(WcagContrast.hex(WcagContrast.ensure(0x777777, 0xFFFFFF, 4.5))).isEqualTo("#747474");
        assertThat(WcagContrast.textOn(0x1F3A5F)).isEqualTo(0xFFFFFF);
        assertThat(WcagContrast.textOn(0xF2C14E)).isEqualTo(WcagContrast.NEAR_BLACK);
    }

    @Test
    void contrastAgreesWithTheEngineRule() {
        for (int rgb : new int[] {0xF2C14E, 0x1F3A5F, 0x777777, 0x14B8A6, 0xC8102E, 0xFFFF00, 0x00FF00}) {
            Color c = new Color(rgb);
            assertThat(WcagContrast.ratio(rgb, 0xFFFFFF)).isEqualTo(Contrast.ratio(c, Color.WHITE));
            assertThat(WcagContrast.hex(WcagContrast.ensure(rgb, 0xFFFFFF, 4.5))).isEqualTo(Contrast.hex(Contrast.ensure(c, Color.WHITE, 4.5)));
            assertThat(WcagContrast.textOn(rgb) == 0xFFFFFF).isEqualTo(Contrast.textOn(c).equals(Color.WHITE));
        }
    }

    @Test
    void previewWarnsAboutLowContrastColoursLikeTheEngine() {
        ReportsViewModel m = model();
        assertThat(m.contrastWarnings()).isEmpty();
        m.accentColorProperty().set("#F2C14E");
        assertThat(m.contrastWarnings()).containsExactly(
                "Accent colour #F2C14E has contrast 1.68:1 on white, below WCAG AA 4.5:1; the report's accent text will use #8F7129 (4.60:1).");
        m.primaryColorProperty().set("#777777");
        assertThat(m.contrastWarnings()).hasSize(2).first().asString().startsWith("Primary colour #777777 has contrast 4.48:1");
        m.primaryColorProperty().set("not a colour");
        assertThat(m.contrastWarnings()).hasSize(1);
    }

    @Test
    void generateBodyHasTheJobAndTheInlineBrand() {
        ReportsViewModel m = model();
        m.firmNameProperty().set(" Harbour Wealth ");
        m.footerProperty().set("For advisor use");
        m.logoProperty().set(new byte[] {1, 2, 3});
        assertThat(m.generateBody("job-1").toString()).isEqualTo("{\"subject\":{\"kind\":\"job\",\"job_id\":\"job-1\"},"
                + "\"brand\":{\"name\":\"Harbour Wealth\",\"firm_name\":\"Harbour Wealth\",\"primary_color\":\"#1F3A5F\","
                + "\"accent_color\":\"#0F766E\",\"footer\":\"For advisor use\",\"logo_base64\":\"AQID\"},\"title\":\"Portfolio research report\"}");
    }

    @Test
    void missingSubjectOrBrandIsSaidBeforeAnyCall() {
        ReportsViewModel m = model();
        m.primaryColorProperty().set("#12345");
        m.generate();
        assertThat(m.errorProperty().get()).startsWith("Paste the id of a completed analysis job")
                .contains("Enter the firm name.").contains("The primary colour must be #RRGGBB");
        assertThat(m.generatingProperty().get()).isFalse();
        m.useLastAnalysis();
        assertThat(m.errorProperty().get()).startsWith("No analysis has completed in this session yet");
    }

    @Test
    void analysisScreenRequestPreselectsTheJobAndNavigates() {
        ReportsViewModel m = model();
        List<String> shown = new ArrayList<>();
        session.setNavigator(shown::add);
        m.subjectKindProperty().set(ReportsViewModel.SubjectKind.PORTFOLIO);
        session.requestReport("abc-123");
        assertThat(shown).containsExactly("reports");
        assertThat(m.subjectKindProperty().get()).isEqualTo(ReportsViewModel.SubjectKind.JOB);
        assertThat(m.jobIdProperty().get()).isEqualTo("abc-123");
        m.jobIdProperty().set("");
        m.useLastAnalysis();
        assertThat(m.jobIdProperty().get()).isEqualTo("abc-123");
    }

    @Test
    void clientPageRequestPreselectsTheClientAndTheBodyNamesIt() throws Exception {
        ReportsViewModel m = model();
        List<String> shown = new ArrayList<>();
        session.setNavigator(shown::add);
        var listing = EngineClient.JSON.readTree("{\"items\":[{\"client_id\":\"demo-c002\",\"name\":\"B (demo)\",\"risk_tolerance\":"
                + "\"growth\",\"risk_band\":\"high\"},{\"client_id\":\"demo-c001\",\"name\":\"A (demo)\",\"risk_tolerance\":\"moderate\","
                + "\"risk_band\":\"low\"}]}");
        m.clients().setAll(ReportsViewModel.parseClients(listing));
        assertThat(m.clients()).extracting(ReportsViewModel.ClientChoice::clientId).containsExactly("demo-c001", "demo-c002");
        assertThat(m.clients().get(1).toString()).isEqualTo("B (demo) (demo-c002) · growth · churn high");

        session.requestClientReport("demo-c002");
        assertThat(shown).containsExactly("reports");
        assertThat(m.subjectKindProperty().get()).isEqualTo(ReportsViewModel.SubjectKind.CLIENT);
        assertThat(m.clientIdProperty().get()).isEqualTo("demo-c002");
        assertThat(m.selectedClientProperty().get()).isEqualTo(m.clients().get(1));
        m.firmNameProperty().set("Harbour");
        assertThat(m.clientGenerateBody("demo-c002").toString()).isEqualTo("{\"subject\":{\"kind\":\"client\",\"client_id\":\"demo-c002\"},"
                + "\"brand\":{\"name\":\"Harbour\",\"firm_name\":\"Harbour\",\"primary_color\":\"#1F3A5F\",\"accent_color\":\"#0F766E\"},"
                + "\"title\":\"Portfolio research report\"}");
        // the picker's choice moves the subject to that client
        m.chooseClient(m.clients().get(0));
        assertThat(m.clientIdProperty().get()).isEqualTo("demo-c001");
        // no client picked: said before any call
        m.clientIdProperty().set("");
        m.generate();
        assertThat(m.errorProperty().get()).startsWith("Pick a client of the book.");
    }

    @Test
    void portfolioCsvAndTheShippedSample() throws Exception {
        var p = ReportsViewModel.parsePortfolio(new StringReader("cost_basis,Symbol,shares\n10.5,AAPL,3\n\n20,MSFT,x\n"), "t.csv");
        assertThat(p.toString()).isEqualTo("{\"positions\":[{\"symbol\":\"AAPL\",\"shares\":3.0,\"cost_basis\":10.5},"
                + "{\"symbol\":\"MSFT\",\"shares\":\"x\",\"cost_basis\":20.0}]}");
        ReportsViewModel m = model();
        m.loadSample("sample-portfolio.csv");
        assertThat(m.portfolioProperty().get().path("positions").size()).isEqualTo(16);
        assertThat(m.subjectKindProperty().get()).isEqualTo(ReportsViewModel.SubjectKind.PORTFOLIO);
        try {
            ReportsViewModel.parsePortfolio(new StringReader("ticker,qty\nA,1\n"), "bad.csv");
            org.assertj.core.api.Assertions.fail("expected an error");
        } catch (java.io.IOException e) {
            assertThat(e.getMessage()).contains("symbol, shares and cost_basis");
        }
    }

    @Test
    void logoChecksAndWarningHeaders() {
        assertThat(ReportsViewModel.logoProblem(new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 0, 0, 0})).isEmpty();
        assertThat(ReportsViewModel.logoProblem("GIF89a....".getBytes())).contains("a logo must be a PNG or JPEG image.");
        assertThat(ReportsViewModel.logoProblem(new byte[3 * 1024 * 1024]).orElseThrow()).contains("limit is 2 MB");
        assertThat(ReportsViewModel.splitWarnings("A is low | B is low")).containsExactly("A is low", "B is low");
        assertThat(ReportsViewModel.splitWarnings("")).isEmpty();
        assertThat(ReportsViewModel.parsePages("7")).isEqualTo(7);
    }
}
