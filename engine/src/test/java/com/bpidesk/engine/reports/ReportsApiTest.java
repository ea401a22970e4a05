package com.bpidesk.engine.reports;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** B5 through real HTTP on the demo market: the PDF is parsed and rendered with PDFBox and checked. */
@Tag("api")
class ReportsApiTest {

    static TestEngine t;
    static String jobId;
    static final Color LOGO_COLOR = new Color(0x12, 0x9E, 0x56);

    @BeforeAll
    static void start() throws Exception {
        t = TestEngine.start();
        var submitted = t.postJson("/api/swarm/analyze", "{\"positions\":[{\"symbol\":\"NVDA\",\"shares\":90,\"cost_basis\":61.2},"
                + "{\"symbol\":\"AAPL\",\"shares\":120,\"cost_basis\":150},{\"symbol\":\"JPM\",\"shares\":60,\"cost_basis\":140},"
                + "{\"symbol\":\"XOM\",\"shares\":80,\"cost_basis\":100},{\"symbol\":\"AGG\",\"shares\":150,\"cost_basis\":98}]}");
        assertThat(submitted.status()).as(submitted.body()).isEqualTo(202);
        jobId = submitted.json().get("job_id").asText();
        long deadline = System.nanoTime() + Duration.ofMinutes(3).toNanos();
        while (System.nanoTime() < deadline && !t.get("/api/swarm/status/" + jobId).json().get("status").asText().equals("complete")) {
            Thread.sleep(100);
        }
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    static String logoBase64() throws Exception {
        BufferedImage img = new BufferedImage(120, 40, BufferedImage.TYPE_INT_RGB);
        var g = img.createGraphics();
        g.setColor(LOGO_COLOR);
        g.fillRect(0, 0, 120, 40);
        g.dispose();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(img, "png", out);
        return Base64.getEncoder().encodeToString(out.toByteArray());
    }

    static HttpResponse<byte[]> post(String json) throws Exception {
        HttpResponse<byte[]> r = java.net.http.HttpClient.newHttpClient().send(HttpRequest.newBuilder(t.uri("/api/reports/generate"))
                .header("Authorization", "Bearer " + t.enterpriseKey).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofByteArray());
        t.check("POST", "/api/reports/generate", json, r.statusCode(), r.headers().firstValue("Content-Type").orElse(null),
                new String(r.body(), java.nio.charset.StandardCharsets.UTF_8));
        return r;
    }

    @Test
    void reportForAJobHasTextLogoColoursAndEmbeddedFonts() throws Exception {
        String body = "{\"subject\":{\"kind\":\"job\",\"job_id\":\"" + jobId + "\"},\"audience\":\"advisor\",\"brand\":{\"firm_name\":\"Harbour Wealth Partners\","
                + "\"primary_color\":\"#1F3A5F\",\"accent_color\":\"#F2C14E\",\"footer\":\"Harbour Wealth Partners · for advisor use\","
                + "\"logo_base64\":\"" + logoBase64() + "\"}}";
        HttpResponse<byte[]> r = post(body);
        assertThat(r.statusCode()).as(new String(r.body())).isEqualTo(200);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("application/pdf");
        // #F2C14E on white is 1.74:1, below AA: reported and darkened for text
        assertThat(r.headers().firstValue("X-Report-Warnings").orElse("")).contains("#F2C14E");
        Path out = Path.of(System.getProperty("java.io.tmpdir"), "bpi-report-test.pdf");
        Files.write(out, r.body());
        try (PDDocument doc = Loader.loadPDF(r.body())) {
            assertThat(doc.getNumberOfPages()).isEqualTo(Integer.parseInt(r.headers().firstValue("X-Report-Pages").orElseThrow()))
                    .isBetween(5, 9);
            String text = new PDFTextStripper().getText(doc);
            assertThat(text).contains("Harbour Wealth Partners", "Executive summary", "Macro regime", "Allocation and sectors", "Risk",
                    "Price history of the largest holdings", "Behavioral findings", "Ranked review items", "Standing restrictions",
                    "No trades are executed", "No client communication", "No suitability determination",
                    "Advisors remain responsible", "Glossary and methods", "DEMO DATA");
            // the report names the job's largest position, as the briefing computed it (whichever it is at today's demo prices)
            String largest = t.get("/api/swarm/result/" + jobId).json().at("/ic_briefing/portfolio_analyst/concentration/largest_symbol").asText();
            assertThat(largest).isIn("NVDA", "AAPL", "JPM", "XOM", "AGG");
            assertThat(text).contains("The largest, " + largest + ", is ");
            // the logo is on the cover
            boolean logo = false;
            PDPage cover = doc.getPage(0);
            for (var name : cover.getResources().getXObjectNames()) {
                if (cover.getResources().getXObject(name) instanceof PDImageXObject img && img.getWidth() == 120 && img.getHeight() == 40) {
                    logo = true;
                }
            }
            assertThat(logo).as("logo image on the cover").isTrue();
            // every font is embedded
            for (PDPage p : doc.getPages()) {
                for (var fn : p.getResources().getFontNames()) {
                    PDFont f = p.getResources().getFont(fn);
                    assertThat(f.isEmbedded()).as("font %s embedded", f.getName()).isTrue();
                }
            }
            // the brand's primary colour fills the cover band; the logo's pixels appear where it is drawn
            BufferedImage page = new PDFRenderer(doc).renderImageWithDPI(0, 50);
            assertThat(new Color(page.getRGB(page.getWidth() / 2, 20))).isEqualTo(new Color(0x1F, 0x3A, 0x5F));
            assertThat(count(page, LOGO_COLOR)).isGreaterThan(100);
            ImageIO.write(new PDFRenderer(doc).renderImageWithDPI(0, 60), "png", Path.of(System.getProperty("java.io.tmpdir"), "bpi-report-p1.png").toFile());
            ImageIO.write(new PDFRenderer(doc).renderImageWithDPI(2, 60), "png", Path.of(System.getProperty("java.io.tmpdir"), "bpi-report-p3.png").toFile());
        }
    }

    static int count(BufferedImage img, Color c) {
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                Color p = new Color(img.getRGB(x, y));
                if (Math.abs(p.getRed() - c.getRed()) < 6 && Math.abs(p.getGreen() - c.getGreen()) < 6 && Math.abs(p.getBlue() - c.getBlue()) < 6) {
                    n++;
                }
            }
        }
        return n;
    }

    @Test
    void savedBrandsAreReused() throws Exception {
        var saved = t.postJson("/api/reports/brands", "{\"name\":\"house\",\"firm_name\":\"Acme Advisors\",\"primary_color\":\"#6A1B9A\","
                + "\"accent_color\":\"#00796B\",\"logo_base64\":\"" + logoBase64() + "\"}");
        assertThat(saved.status()).as(saved.body()).isEqualTo(201);
        long id = saved.json().get("brand_id").asLong();
        assertThat(saved.json().get("has_logo").asBoolean()).isTrue();
        assertThat(t.get("/api/reports/brands").json().get("brands").toString()).contains("Acme Advisors");
        HttpResponse<byte[]> r = post("{\"subject\":{\"kind\":\"job\",\"job_id\":\"" + jobId + "\"},\"brand_id\":" + id + "}");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("X-Report-Warnings")).isEmpty();
        try (PDDocument doc = Loader.loadPDF(r.body())) {
            assertThat(new PDFTextStripper().getText(doc)).contains("Acme Advisors");
        }
        assertThat(t.get("/api/reports/brands/" + id, t.otherOrgKey).status()).isEqualTo(404);
    }

    @Test
    void badInputsAreProblems() throws Exception {
        JsonNode badColour = t.postJson("/api/reports/generate", "{\"subject\":{\"kind\":\"job\",\"job_id\":\"" + jobId + "\"},"
                + "\"brand\":{\"firm_name\":\"X\",\"primary_color\":\"navy\",\"accent_color\":\"#12345\"}}").json();
        assertThat(badColour.get("status").asInt()).isEqualTo(400);
        assertThat(badColour.get("errors").toString()).contains("/brand/primary_color", "/brand/accent_color");
        var notImage = t.postJson("/api/reports/generate", "{\"subject\":{\"kind\":\"job\",\"job_id\":\"" + jobId + "\"},"
                + "\"brand\":{\"firm_name\":\"X\",\"primary_color\":\"#000000\",\"accent_color\":\"#000000\",\"logo_base64\":\""
                + Base64.getEncoder().encodeToString("GIF89a not a png".getBytes()) + "\"}}");
        assertThat(notImage.status()).isEqualTo(400);
        assertThat(notImage.json().at("/errors/0/pointer").asText()).isEqualTo("/brand/logo_base64");
        assertThat(notImage.json().at("/errors/0/message").asText()).contains("PNG or JPEG");
        var unknownJob = t.postJson("/api/reports/generate", "{\"subject\":{\"kind\":\"job\",\"job_id\":\"no-such-job\"},"
                + "\"brand\":{\"firm_name\":\"X\",\"primary_color\":\"#000000\",\"accent_color\":\"#000000\"}}");
        assertThat(unknownJob.status()).isEqualTo(404);
        assertThat(unknownJob.header("Content-Type")).startsWith("application/problem+json");
        var badKind = t.postJson("/api/reports/generate", "{\"subject\":{\"kind\":\"fund\"},\"brand_id\":1}");
        assertThat(badKind.json().at("/errors/0/pointer").asText()).isEqualTo("/subject/kind");
        assertThat(t.postJson("/api/reports/generate", "{}", t.freeKey).status()).isEqualTo(403);
    }

    @Test
    void contrastMatchesWcagReferenceValues() {
        // WCAG reference: black on white 21:1; #777777 on white 4.48:1 (fails AA), #767676 4.54:1 (passes)
        assertThat(Contrast.ratio(Color.BLACK, Color.WHITE)).isCloseTo(21.0, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(Contrast.ratio(new Color(0x777777), Color.WHITE)).isCloseTo(4.48, org.assertj.core.api.Assertions.within(0.005));
        assertThat(Contrast.ratio(new Color(0x767676), Color.WHITE)).isCloseTo(4.54, org.assertj.core.api.Assertions.within(0.005));
        Color fixed = Contrast.ensure(new Color(0xF2C14E), Color.WHITE, 4.5);
        assertThat(Contrast.ratio(fixed, Color.WHITE)).isGreaterThanOrEqualTo(4.5);
        assertThat(List.of(fixed.getRed() > fixed.getBlue())).containsExactly(true); // hue kept: still a yellow-brown
    }
}
