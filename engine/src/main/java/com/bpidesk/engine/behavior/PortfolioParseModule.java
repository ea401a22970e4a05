package com.bpidesk.engine.behavior;

import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.ApiException;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.ProblemType;
import com.bpidesk.engine.platform.http.Routes;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code POST /api/portfolio/parse}: a holdings CSV in (raw {@code text/csv} body), the positions of a portfolio
 * submission out ({@code symbol}, {@code shares}, {@code cost_basis} per share, the shape {@code POST /api/swarm/analyze}
 * takes). The file is read by {@link PortfolioCsv} (quoted fields, {@code ;}/TAB delimiters, decimal commas, BOM,
 * broker header aliases), so the app never splits CSV by hand; an unreadable cell is a 422 naming its line and column.
 * Enterprise tier, like the analysis it feeds; the upload limit is {@code http.max.upload.bytes}.
 */
public final class PortfolioParseModule implements ApiModule {

    @Override
    public String openApiFragment() {
        return "/openapi/portfolio.yaml";
    }

    @Override
    public void register(Routes routes) {
        routes.upload("/api/portfolio/parse", Access.ENTERPRISE, this::parse);
    }

    private void parse(Context ctx) {
        String ct = ctx.contentType() == null ? "" : ctx.contentType().toLowerCase(Locale.ROOT);
        if (!(ct.isEmpty() || ct.startsWith("text/csv") || ct.startsWith("text/plain") || ct.startsWith("application/csv")
                || ct.startsWith("application/octet-stream"))) {
            throw new ApiException(ProblemType.UNSUPPORTED_MEDIA_TYPE, "Send the holdings file as a text/csv body (got "
                    + ctx.contentType() + ").");
        }
        byte[] bytes = ctx.bodyAsBytes();
        if (bytes.length == 0) {
            throw PortfolioCsv.csvInvalid("The file is empty: expected a header line (symbol, shares, "
                    + "cost basis) and at least one position.");
        }
        ParsedPortfolio parsed = PortfolioCsv.parse(bytes,
                new PortfolioCsv.Options(ParsedPortfolio.HOLDINGS, Map.of(), null, null));
        ctx.json(positions(parsed));
    }

    /** The response body: the positions in file order and how the file was read. */
    static Map<String, Object> positions(ParsedPortfolio parsed) {
        List<Map<String, Object>> positions = new ArrayList<>();
        for (Holding h : parsed.holdings()) {
            Map<String, Object> p = new LinkedHashMap<>();
            p.put("symbol", h.symbol());
            p.put("shares", h.shares());
            p.put("cost_basis", h.costBasis());
            positions.add(p);
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("positions", positions);
        body.put("detected_format", parsed.detectedFormat());
        body.put("columns", parsed.columns());
        body.put("data_rows", parsed.dataRows());
        return body;
    }
}
