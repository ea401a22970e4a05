package com.bpidesk.app.client.behavior;

import com.bpidesk.app.client.Api;
import com.bpidesk.app.client.EngineClient;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/** The Behavioral DNA API (engine/src/main/resources/openapi/behavior.yaml), as records mirroring the schemas. */
public interface BehaviorApi {

    /** The newest {@code limit} kept DNA results ({@code GET /api/dna/results}). */
    List<DnaResultSummary> results(int limit);

    /** One kept result's report, as it was answered when the file was scored ({@code GET /api/dna/results/{result_id}}). */
    DnaReport result(long resultId);

    /**
     * Scores a file ({@code POST /api/analyze-dna}) with the query parameters of {@code query} ("" or "?file_name=...&..."):
     * the report, or the engine's request for a column mapping when it cannot read the columns with confidence (a 422
     * problem with a {@code diagnosis}); any other failure is an {@link com.bpidesk.app.client.EngineException}.
     */
    DnaAnswer analyze(String query, byte[] bytes, String contentType);

    /** Saves a layout's mapping as the organization's import profile ({@code POST /api/import-profiles}). */
    void saveImportProfile(ImportProfile profile);

    /** Forgets a saved import profile ({@code DELETE /api/import-profiles/{id}}). */
    void forgetImportProfile(long profileId);

    /** What scoring a file answered: the report, or (report null) the diagnosis and the engine's words on what it needs. */
    record DnaAnswer(DnaReport report, Diagnosis diagnosis, String detail) {
    }

    /**
     * The {@code diagnosis} of the 422 csv-invalid problem of {@code POST /api/analyze-dna}: one guess per column, the
     * columns found, a preview of the first rows, the date order, the decimal separator per column and the delimiter. The
     * OpenAPI document describes it only in words (the Problem schema has no {@code diagnosis}), so it is not checked.
     */
    record Diagnosis(List<Guess> guesses, List<String> columns, List<List<String>> preview, String dateOrder,
                     Map<String, String> decimalByColumn, String delimiter) {
        public Diagnosis {
            guesses = guesses == null ? List.of() : List.copyOf(guesses);
            columns = columns == null ? List.of() : List.copyOf(columns);
            preview = preview == null ? List.of() : List.copyOf(preview);
            decimalByColumn = decimalByColumn == null ? Map.of() : decimalByColumn;
        }
    }

    /** A column's guessed field ({@code field} null: none) and the confidence of the guess, 0..1. */
    record Guess(int index, String header, String field, double confidence) {
    }

    /**
     * The {@code mapping} parameter of {@code POST /api/analyze-dna}, with the fields of schema {@code ImportProfile}: the
     * columns by field, the date order, the decimal separator, the type words' kinds and the sheet; absent parts (null)
     * are left out. Maps keep the order they are given in.
     */
    @Api.Schema("ImportProfile")
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record DnaMapping(Map<String, String> columns, String dateOrder, String decimal, Map<String, String> kindRules,
                      String sheet) {

        /** As JSON, for the query parameter. */
        public String json() {
            return write(this);
        }
    }

    /** Schema {@code ImportProfile}, as "remember this layout" saves it: the mapping, a name and the file's header. */
    @Api.Schema("ImportProfile")
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record ImportProfile(Map<String, String> columns, String dateOrder, String decimal, Map<String, String> kindRules,
                         String name, List<String> header) {

        /** As JSON, as it is sent. */
        public String json() {
            return write(this);
        }
    }

    /** {@code value} as compact JSON with the API's names. */
    private static String write(Object value) {
        try {
            return EngineClient.JSON.writeValueAsString(value);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The newest {@code limit} kept results scored for one client ({@code GET /api/dna/results?client_id=}). */
    List<DnaResultSummary> clientResults(String clientId, int limit);

    /** The answer of {@code GET /api/dna/results}. */
    @Api.Response(path = "/api/dna/results")
    record DnaResults(List<DnaResultSummary> results) {
        public DnaResults {
            results = results == null ? List.of() : List.copyOf(results);
        }
    }

    /** Schema {@code DnaResultSummary}: {@code clientName} is null without a client; {@code overallScore} 0-100, null when withheld; {@code createdBy} the key holder's name, null when the key names nobody. */
    @Api.Schema("DnaResultSummary")
    record DnaResultSummary(long resultId, String fileName, String clientName, Instant createdAt, Double overallScore,
                            String createdBy) {

        /** A summary without its id (the dashboard lists results, it does not open them). */
        public DnaResultSummary(String fileName, String clientName, Instant createdAt) {
            this(0, fileName, clientName, createdAt, null, null);
        }
    }

    /** The answer of {@code GET /api/dna/results/{result_id}}: the kept result and its report. */
    @Api.Response(path = "/api/dna/results/{result_id}")
    record KeptDnaResult(DnaResultSummary result, DnaReport report) {
    }

    /**
     * Schema {@code DnaReport}, the fields the Behavioral DNA screen shows: what was read and scored, the home country and
     * currency with where they came from, the rates used, the bias scores, the overall combination and the reading. The
     * strings the engine may leave out are null here ({@link #text} reads them as blank).
     */
    @Api.Schema("DnaReport")
    record DnaReport(String dataKind, String detectedFormat, long recordsUsed, Map<String, Long> ignoredRows, String asOf,
                     String homeCountry, String homeCountrySource, String baseCurrency, String baseCurrencySource,
                     List<FxRate> fxRates, String priceDataSource, String marks, List<BiasScore> scores, DnaOverall overall,
                     DnaReading reading, RowReport rowReport) {
        public DnaReport {
            ignoredRows = ignoredRows == null ? Map.of() : Map.copyOf(ignoredRows);
            fxRates = fxRates == null ? List.of() : List.copyOf(fxRates);
            scores = scores == null ? List.of() : List.copyOf(scores);
            overall = overall == null ? new DnaOverall(null, null, List.of()) : overall;
        }
    }

    /** Schema {@code RowReport}: what became of every data row of a transaction history (absent for a holdings snapshot). */
    @Api.Schema("RowReport")
    record RowReport(long dataRows, Map<String, Long> outcomes, List<NotUsed> notUsed) {
        public RowReport {
            outcomes = outcomes == null ? Map.of() : Map.copyOf(outcomes);
            notUsed = notUsed == null ? List.of() : List.copyOf(notUsed);
        }

        /** The rows with {@code outcome} (trade, income, cash, corporate_action, derivative, not_used); 0 when none. */
        public long rows(String outcome) {
            return outcomes.getOrDefault(outcome, 0L);
        }
    }

    /** A group of rows not used, with the reason, their lines and whether a cell could not be read. */
    record NotUsed(String reason, long rows, List<Long> lines, boolean failed) {
        public NotUsed {
            lines = lines == null ? List.of() : List.copyOf(lines);
        }
    }

    /** A rate that converted amounts into the report's base currency (an item of {@code DnaReport.fx_rates}). */
    record FxRate(String currency, double rate, String rateDate, String source) {
    }

    /** Schema {@code BiasScore}: {@code score} is null when the data fall short. */
    @Api.Schema("BiasScore")
    record BiasScore(String bias, String name, Double score, String status, String explanation, String definition,
                     String source, List<DnaEvidence> evidence) {
        public BiasScore {
            evidence = evidence == null ? List.of() : List.copyOf(evidence);
        }
    }

    /** Schema {@code DnaEvidence}: a line of the file behind a score; every field may be absent. */
    @Api.Schema("DnaEvidence")
    record DnaEvidence(Long line, String date, String symbol, String name, String isin, String detail) {
    }

    /** Schema {@code DnaOverall}: {@code score} is null when withheld ({@code withheldReason} says why). */
    @Api.Schema("DnaOverall")
    record DnaOverall(Double score, String withheldReason, List<Contribution> contributions) {
        public DnaOverall {
            contributions = contributions == null ? List.of() : List.copyOf(contributions);
        }
    }

    /** How one bias enters the overall score (an item of {@code DnaOverall.contributions}). */
    record Contribution(String name, Double score, double effectiveWeight, boolean included) {
    }

    /** Schema {@code DnaReading}: how a transaction history was read (absent for a holdings snapshot). */
    @Api.Schema("DnaReading")
    record DnaReading(List<ReadColumn> columns, List<TypeWord> typeWords, Sheet sheet, SavedMapping savedMapping,
                      boolean remembered) {
        public DnaReading {
            columns = columns == null ? List.of() : List.copyOf(columns);
            typeWords = typeWords == null ? List.of() : List.copyOf(typeWords);
        }
    }

    /** A column of the header with the role it was read as ({@code role} null: not used). */
    record ReadColumn(int index, String header, String role) {
    }

    /** A word of the type column, its rows and its meaning ({@code meaning} null: names no kind by itself). */
    record TypeWord(String word, String meaning, long rows) {
    }

    /** The workbook sheet read, the workbook's sheets and why that one (null for a text file). */
    record Sheet(String name, List<String> sheets, String reason) {
        public Sheet {
            sheets = sheets == null ? List.of() : List.copyOf(sheets);
        }
    }

    /** The organization's saved mapping the file was read with. */
    record SavedMapping(Long profileId, String savedAt) {
    }

    /** {@code s}, or blank for an absent field. */
    static String text(String s) {
        return s == null ? "" : s;
    }

}
