package com.bpidesk.app.client.reports;

import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.client.EngineException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** {@link ReportsApi} over the engine's REST API; the report's headers are read here. */
public final class HttpReportsApi implements ReportsApi {

    private final EngineClient client;

    public HttpReportsApi(EngineClient client) {
        this.client = client;
    }

    @Override
    public List<ReportEntry> recent(int limit) {
        return client.get("/api/reports?limit=" + limit, ReportList.class).reports();
    }

    @Override
    public byte[] pdf(long reportId) {
        return client.getBytes("/api/reports/" + reportId + ".pdf");
    }

    @Override
    public GeneratedReport generate(ReportRequest request) {
        EngineClient.Binary answer = client.postForBinary("/api/reports/generate", request);
        if (!answer.contentType().startsWith("application/pdf")) {
            throw new EngineException(0, "unexpected-response", "Unexpected response",
                    "The engine did not answer a PDF (" + answer.contentType() + ").", List.of());
        }
        String job = answer.header("X-Report-Job-Id");
        return new GeneratedReport(answer.body(), job.isBlank() ? null : job, parsePages(answer.header("X-Report-Pages")),
                splitWarnings(answer.header("X-Report-Warnings")));
    }

    /** The {@code X-Report-Pages} header as a number (0 when absent or not a number). */
    public static int parsePages(String header) {
        try {
            return Integer.parseInt(header.strip());
        } catch (NumberFormatException | NullPointerException e) {
            return 0;
        }
    }

    /** The {@code X-Report-Warnings} header: the warnings with " | " between them. */
    public static List<String> splitWarnings(String header) {
        return header == null || header.isBlank() ? List.of()
                : Arrays.stream(header.split("\\s*\\|\\s*")).filter(s -> !s.isBlank()).toList();
    }

    @Override
    public BrandCheck checkBrand(String primaryColor, String accentColor) {
        return client.convert(client.post("/api/reports/brand-check",
                Map.of("primary_color", primaryColor, "accent_color", accentColor)), BrandCheck.class);
    }

    @Override
    public List<BrandView> brands() {
        return client.get("/api/reports/brands", Brands.class).brands();
    }

    @Override
    public BrandView saveBrand(BrandInput brand) {
        return client.convert(client.post("/api/reports/brands", brand), BrandView.class);
    }

    @Override
    public void deleteBrand(long brandId) {
        client.delete("/api/reports/brands/" + brandId);
    }

    @Override
    public byte[] logo(long brandId) {
        return client.getBytes("/api/reports/brands/" + brandId + "/logo");
    }
}
