package com.bpidesk.engine.reports;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/**
 * The two report audiences (ADR 0130) for a client of the demo book, rendered by the engine: the client report carries no
 * internal signal, id or repository path; the advisor brief carries C1/C4 (named in words) and the review items; dates read
 * as "15 Mar 2024" in both; both have the factor
 * section and the glossary; on no page of either do two runs of text overlap (PDFBox text positions); both render to
 * PNG with pdftoppm (poppler-utils, installed by .ci/run; skipped only when absent), kept in
 * {@code engine/target/report-pages/} to look at.
 */
@Tag("api")
class ReportAudiencesTest {

    static TestEngine t;
    static final String CLIENT = "demo-c008";
    /** A long footer: it wraps in its own cell and never runs into the page number. */
    static final String BRAND = "\"brand\":{\"firm_name\":\"Harbour Wealth Partners\",\"primary_color\":\"#1F3A5F\",\"accent_color\":\"#00796B\","
            + "\"footer\":\"Harbour Wealth Partners LLP, member of the Example Advisers Association, 1 Quay Street, Harbourtown. For the named "
            + "client only; prepared on simulated market data where marked (demo market)\"}";
    static final Pattern UUID = Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");
    static final Pattern SNAKE_ID = Pattern.compile("\\b[a-z0-9]+_[a-z0-9_]+\\b");
    static final Pattern DISPOSITIONS = Pattern.compile("\\b(PROCEED|REVIEW|ESCALATE|DENY)\\b");

    static byte[] clientPdf;
    static byte[] advisorPdf;
    static String jobId;

    @BeforeAll
    static void start() throws Exception {
        t = TestEngine.start(Map.of("signals.demo.organization", "org-a"));
        HttpResponse<byte[]> c = post("{\"subject\":{\"kind\":\"client\",\"client_id\":\"" + CLIENT + "\"}," + BRAND + "}");
        assertThat(c.statusCode()).as(new String(c.body())).isEqualTo(200);
        assertThat(c.headers().firstValue("X-Report-Audience")).contains("client"); // the default
        clientPdf = c.body();
        jobId = c.headers().firstValue("X-Report-Job-Id").orElseThrow();
        HttpResponse<byte[]> a = post("{\"subject\":{\"kind\":\"job\",\"job_id\":\"" + jobId + "\"},\"audience\":\"advisor\"," + BRAND + "}");
        assertThat(a.statusCode()).as(new String(a.body())).isEqualTo(200);
        assertThat(a.headers().firstValue("X-Report-Audience")).contains("advisor");
        advisorPdf = a.body();
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    static HttpResponse<byte[]> post(String json) throws Exception {
        return java.net.http.HttpClient.newHttpClient().send(HttpRequest.newBuilder(t.uri("/api/reports/generate"))
                .header("Authorization", "Bearer " + t.enterpriseKey).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    static String text(byte[] pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            return new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
        }
    }

    @Test
    void clientReportCarriesNoInternalSignalIdOrPath() throws Exception {
        String text = text(clientPdf);
        assertThat(text.toLowerCase(java.util.Locale.ROOT)).doesNotContain("churn", "probability", "disposition", "docs/",
                "review item", "drift", "envelope");
        assertThat(DISPOSITIONS.matcher(text).find()).as("a disposition in %s", text).isFalse();
        assertThat(UUID.matcher(text).find()).as("a job id").isFalse();
        assertThat(text).doesNotContain(jobId, CLIENT);
        var ids = SNAKE_ID.matcher(text);
        assertThat(ids.find()).as("an id such as growth_slowing: %s", ids.find(0) ? ids.group() : "").isFalse();
        // what the client does read: the plain sections, the closing box addressed to the client and the glossary (ADR 0250)
        assertThat(text).contains("About this report", "Summary", "Overall positioning", "How the portfolio fits your investment policy",
                "Economic backdrop", "Allocation and sectors", "Risk", "Ups and downs", "Largest fall", "Patterns in the holdings",
                "What happens next", "About this report and your advisor", "nothing here is an instruction to trade", "Glossary",
                "What it means", "effective number of holdings");
        // the advisor's vocabulary stays in the advisor brief: on the demo book's real analysis, none of it reaches the client
        assertThat(ClientReportReadabilityTest.forbiddenIn(text)).isEmpty();
        assertThat(text).doesNotContain("Investment style", "Value at risk", "Standing restrictions", "Glossary and methods");
        double ease = Readability.fleschReadingEase(Readability.prose(ClientReportReadabilityTest.pdfText(clientPdf)));
        System.out.printf(java.util.Locale.ROOT, "Client report of %s: Flesch reading ease %.1f%n", CLIENT, ease);
        assertThat(ease).isGreaterThanOrEqualTo(ClientReportReadabilityTest.MINIMUM_READING_EASE);
    }

    @Test
    void advisorBriefCarriesTheInternalSignalsAndReviewItems() throws Exception {
        String text = text(advisorPdf);
        assertThat(text).contains("Advisor brief", jobId, "Executive summary", "Factor exposures", "Ranked review items",
                "Glossary and methods", "Review items", "VaR", "t-stat", "Macro regime", "Standing restrictions",
                "Technical terms of this brief", "Sahm rule");
        assertThat(text).doesNotContain("docs/");
        // the client report of the same client, as an advisor brief, has the churn signal (C1) and drift (C4)
        HttpResponse<byte[]> a = post("{\"subject\":{\"kind\":\"client\",\"client_id\":\"" + CLIENT + "\"},\"audience\":\"advisor\","
                + BRAND + "}");
        assertThat(a.statusCode()).isEqualTo(200);
        String brief = text(a.body());
        assertThat(brief).contains("Churn risk", "Suitability drift", CLIENT);
        // signals are named in words, never by their internal ids; the advisor by name, not by id
        assertThat(SIGNAL_ID.matcher(brief).find()).as("a signal id such as (C1)").isFalse();
        assertThat(brief).doesNotContain("adv-0");
    }

    static final Pattern ISO_DATE = Pattern.compile("\\b\\d{4}-\\d{2}-\\d{2}\\b");
    static final Pattern ISO_QUARTER = Pattern.compile("\\b\\d{4}Q[1-4]\\b");
    static final Pattern SIGNAL_ID = Pattern.compile("\\bC[1-5]\\b");

    @Test
    void datesReadAsPeopleWriteThemInBothAudiences() throws Exception {
        // "15 Mar 2024", never ISO 2024-03-15 (cover, stress windows and their names, drawdowns, factor window, rates, regime)
        for (byte[] pdf : List.of(clientPdf, advisorPdf)) {
            String text = text(pdf);
            var iso = ISO_DATE.matcher(text);
            assertThat(iso.find()).as("an ISO date: %s", iso.find(0) ? text.substring(Math.max(0, iso.start() - 60), iso.end()) : "").isFalse();
            assertThat(ISO_QUARTER.matcher(text).find()).as("a quarter such as 2026Q3").isFalse();
            assertThat(text).containsPattern("Data as of \\d{1,2} [A-Z][a-z]{2} \\d{4}")
                    .containsPattern("\\d{1,2} [A-Z][a-z]{2} \\d{4} to \\d{1,2} [A-Z][a-z]{2} \\d{4}"); // a stress window
            assertThat(SIGNAL_ID.matcher(text).find()).as("a signal id such as (C4)").isFalse();
        }
    }

    @Test
    void anUnknownAudienceIsRefusedInWords() {
        var r = t.postJson("/api/reports/generate", "{\"subject\":{\"kind\":\"job\",\"job_id\":\"" + jobId + "\"},\"audience\":\"press\"," + BRAND + "}");
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().toString()).contains("/audience", "'client'", "'advisor'");
    }

    @Test
    void noTwoRunsOfTextOverlapOnAnyPage() throws Exception {
        for (byte[] pdf : List.of(clientPdf, advisorPdf)) {
            try (PDDocument doc = Loader.loadPDF(pdf)) {
                Runs runs = new Runs();
                runs.getText(doc);
                assertThat(runs.boxes).isNotEmpty();
                for (int p = 1; p <= doc.getNumberOfPages(); p++) {
                    final int page = p;
                    List<Box> onPage = runs.boxes.stream().filter(b -> b.page == page).toList();
                    for (int i = 0; i < onPage.size(); i++) {
                        for (int j = i + 1; j < onPage.size(); j++) {
                            assertThat(onPage.get(i).overlaps(onPage.get(j))).as("page %d: '%s' overlaps '%s'", page, onPage.get(i).text,
                                    onPage.get(j).text).isFalse();
                        }
                    }
                    // every page has its page number, apart from the footer text
                    assertThat(onPage.stream().anyMatch(b -> b.text.strip().equals("Page " + page))).as("page number on %d", page).isTrue();
                }
            }
        }
    }

    @Test
    void bothAudiencesRenderToPngWithPdftoppm() throws Exception {
        Assumptions.assumeTrue(Stream.of("/usr/bin/pdftoppm", "/usr/local/bin/pdftoppm", "/opt/homebrew/bin/pdftoppm")
                .anyMatch(p -> Files.isExecutable(Path.of(p))), "pdftoppm (poppler-utils) is not installed");
        Path dir = Path.of("target", "report-pages");
        Files.createDirectories(dir);
        for (var e : Map.of("client", clientPdf, "advisor", advisorPdf).entrySet()) {
            Path pdf = dir.resolve(e.getKey() + ".pdf");
            Files.write(pdf, e.getValue());
            try (Stream<Path> old = Files.list(dir)) {
                old.filter(p -> p.getFileName().toString().startsWith(e.getKey() + "-")).forEach(p -> p.toFile().delete());
            }
            Process proc = new ProcessBuilder("pdftoppm", "-png", "-r", "60", pdf.toString(), dir.resolve(e.getKey()).toString())
                    .redirectErrorStream(true).start();
            assertThat(proc.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(proc.exitValue()).as(new String(proc.getInputStream().readAllBytes())).isZero();
            int pages;
            try (PDDocument doc = Loader.loadPDF(e.getValue())) {
                pages = doc.getNumberOfPages();
            }
            List<Path> pngs;
            try (Stream<Path> s = Files.list(dir)) {
                pngs = s.filter(p -> p.getFileName().toString().matches(e.getKey() + "-\\d+\\.png")).toList();
            }
            assertThat(pngs).hasSize(pages);
            for (Path png : pngs) {
                var img = javax.imageio.ImageIO.read(png.toFile());
                assertThat(img.getWidth()).isBetween(490, 500); // A4 at 60 dpi: 595 pt = 496 px
                assertThat(inkedRows(img)).as("ink on %s", png).isGreaterThan(20);
            }
        }
    }

    /** Rows of the page image with at least one non-white pixel. */
    private static int inkedRows(java.awt.image.BufferedImage img) {
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                if ((img.getRGB(x, y) & 0xFFFFFF) != 0xFFFFFF) {
                    n++;
                    break;
                }
            }
        }
        return n;
    }

    record Box(int page, String text, float x0, float y0, float x1, float y1) {
        /** Overlap by more than a quarter point both ways (glyph boxes that merely touch are fine). */
        boolean overlaps(Box o) {
            float slack = 0.25f;
            return x0 < o.x1 - slack && o.x0 < x1 - slack && y0 < o.y1 - slack && o.y0 < y1 - slack;
        }
    }

    /** Each run of text PDFBox reports, with the bounding box of its glyphs. */
    static final class Runs extends PDFTextStripper {
        final List<Box> boxes = new ArrayList<>();

        Runs() throws IOException {
            setSortByPosition(false);
        }

        @Override
        protected void writeString(String text, List<TextPosition> positions) throws IOException {
            if (text.isBlank() || positions.isEmpty()) {
                return;
            }
            float x0 = Float.MAX_VALUE;
            float y0 = Float.MAX_VALUE;
            float x1 = -Float.MAX_VALUE;
            float y1 = -Float.MAX_VALUE;
            for (TextPosition p : positions) {
                if (p.getUnicode().isBlank()) {
                    continue;
                }
                x0 = Math.min(x0, p.getXDirAdj());
                x1 = Math.max(x1, p.getXDirAdj() + p.getWidthDirAdj());
                y0 = Math.min(y0, p.getYDirAdj() - p.getHeightDir());
                y1 = Math.max(y1, p.getYDirAdj());
            }
            if (x0 < x1) {
                boxes.add(new Box(getCurrentPageNo(), text, x0, y0, x1, y1));
            }
        }
    }
}
