package com.bpidesk.app.reports;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.testing.EngineFixture;
import com.bpidesk.app.testing.FxTestSupport;
import com.fasterxml.jackson.databind.JsonNode;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.image.ImageView;
import javafx.scene.layout.Region;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.junit.jupiter.api.Tag;

/**
 * The Reports screen against a real embedded engine: create and save a brand with a logo, generate a report for
 * the shipped sample portfolio, check the PDF received, then report again on the same (now completed) job.
 */
@Tag("ui")
class ReportsScreenTest {

    @RegisterExtension
    static final EngineFixture fx = new EngineFixture();
    static AppContext ctx;
    static ReportsScreen screen;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        ctx = fx.context();
        screen = new ReportsScreen(ctx);
        fx.show(screen, 1240, 780);
    }

    @AfterAll
    static void stop() throws Exception {
        org.testfx.api.FxToolkit.cleanupStages();
    }

    @Test
    void createBrandGenerateForTheSamplePortfolioThenForItsJob() throws Exception {
        ReportsViewModel m = screen.model();
        Path logo = fx.dataDir().resolve("logo.png");
        BufferedImage img = new BufferedImage(120, 40, BufferedImage.TYPE_INT_RGB);
        var g = img.createGraphics();
        g.setColor(new Color(0x12, 0x9E, 0x56));
        g.fillRect(0, 0, 120, 40);
        g.dispose();
        ImageIO.write(img, "png", logo.toFile());

        robot.clickOn("#brand-firm").write("Harbour Wealth Partners");
        robot.clickOn("#brand-footer").write("For advisor use only");
        robot.interact(() -> robot.lookup("#brand-accent").queryAs(TextField.class).setText("#F2C14E"));
        robot.interact(() -> m.brand().chooseLogo(logo));
        FxTestSupport.waitUntil(() -> robot.lookup("#report-preview-logo").tryQuery().isPresent(), 20);
        assertThat(robot.lookup("#brand-logo-name").queryAs(Label.class).getText()).isEqualTo("logo.png");
        // the live preview: the band in the primary colour, and the contrast warning the engine would apply
        Region band = robot.lookup("#report-preview-band").queryAs(Region.class);
        assertThat(band.getBackground().getFills().get(0).getFill()).isEqualTo(javafx.scene.paint.Color.web("#1F3A5F"));
        assertThat(robot.lookup("#report-preview-accent").queryAs(Region.class).getBackground().getFills().get(0).getFill())
                .isEqualTo(javafx.scene.paint.Color.web("#F2C14E"));
        assertThat(robot.lookup(".warning-text").queryAllAs(Label.class)).anyMatch(l -> l.getText().contains("Accent colour #F2C14E"));

        robot.clickOn("#brand-save");
        FxTestSupport.waitUntil(() -> m.brand().brands().stream().anyMatch(b -> b.name().equals("Harbour Wealth Partners")), 30);
        JsonNode saved = fx.engine().client().get("/api/reports/brands");
        assertThat(saved.path("brands").toString()).contains("Harbour Wealth Partners").contains("\"has_logo\":true").contains("#F2C14E");

        @SuppressWarnings("unchecked")
        ComboBox<String> sample = robot.lookup("#report-sample").queryAs(ComboBox.class);
        robot.interact(() -> sample.setValue("sample-portfolio.csv"));
        FxTestSupport.waitUntil(() -> m.subject().portfolioProperty().get() != null, 10);
        assertThat(robot.lookup("#report-portfolio").queryAs(Label.class).getText()).startsWith("16 positions");

        robot.clickOn("#report-generate");
        FxTestSupport.waitUntil(() -> m.generation().pdfProperty().get() != null || !m.errorProperty().get().isEmpty(), 240);
        assertThat(m.errorProperty().get()).isEmpty();
        byte[] pdf = m.generation().pdfProperty().get();
        assertThat(new String(Arrays.copyOf(pdf, 5), StandardCharsets.US_ASCII)).isEqualTo("%PDF-");
        Path file = m.generation().pdfFileProperty().get();
        assertThat(Files.readAllBytes(file)).isEqualTo(pdf);
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            assertThat(doc.getNumberOfPages()).isEqualTo(m.generation().pagesProperty().get()).isGreaterThanOrEqualTo(5);
            // the client report (the default audience) closes with a box addressed to the client, not the advisor's restrictions (ADR 0250)
            assertThat(new PDFTextStripper().getText(doc)).contains("Harbour Wealth Partners", "For advisor use only",
                    "About this report and your advisor").doesNotContain("Standing restrictions");
        }
        assertThat(robot.lookup("#reports-message").queryAs(Label.class).getText()).startsWith("Report ready: " + m.generation().pagesProperty().get() + " pages");
        assertThat(robot.lookup("#report-warnings").queryAs(ListView.class).getItems()).anyMatch(w -> w.toString().contains("#F2C14E"));
        String job = m.subject().jobIdProperty().get();
        assertThat(ctx.session().lastCompletedJobIdProperty().get()).isEqualTo(job).isNotBlank();

        // the saved copy, then a second report on the completed job (no new analysis)
        Path copy = fx.dataDir().resolve("copy.pdf");
        robot.interact(() -> m.generation().savePdf(copy));
        FxTestSupport.waitUntil(() -> Files.exists(copy), 10);
        robot.clickOn("#subject-job");
        robot.clickOn("#report-use-last");
        robot.interact(() -> m.generation().pdfProperty().set(null));
        robot.clickOn("#report-generate");
        FxTestSupport.waitUntil(() -> m.generation().pdfProperty().get() != null || !m.errorProperty().get().isEmpty(), 120);
        assertThat(m.errorProperty().get()).isEmpty();
        // no job UUID in the message (issue 13)
        assertThat(m.messageProperty().get()).startsWith("Report ready: ").doesNotContain(job);

        // opening needs a desktop: headless, it says so instead of failing
        robot.clickOn("#report-open");
        FxTestSupport.waitUntil(() -> !m.errorProperty().get().isEmpty(), 20);
        assertThat(m.errorProperty().get()).startsWith("Could not open the report").contains("Save PDF");
        assertThat(robot.lookup("#report-restrictions").queryAs(Label.class).getText()).contains("no trades are executed");
        assertThat(robot.lookup("#report-preview").tryQuery()).isPresent();
        assertThat(robot.lookup("#report-preview-logo").queryAs(ImageView.class).getImage().getWidth()).isEqualTo(120);
    }
}
