package com.bpidesk.engine.signals;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The client file's import through real HTTP (issue 25, ADR 0242): a real broker export of the shared data
 * ({@code transactions/trading212-export.csv}, Trading 212 sample of dickwolff/Export-To-Ghostfolio, SOURCES.md) added to a
 * demo client's account, again, an overlapping file, undo, and the holdings the signals see.
 *
 * <p>Hand count of trading212-export.csv (14 lines, the last without a line end: the header and 13 data rows), read line
 * by line:
 * <pre>
 * line 2     Deposit 31.00 EUR                                      -> cash flow: added
 * line 3-5   Market buy CSCO 0.029053, VICI 0.041014, ASTS 0.29764  -> trades: added
 * line 6     Market sell ASTR 0.61254 @ 1.26 USD                    -> trade: added            (added: 5)
 * line 7-9   Dividend (Dividend) MAIN 0.03 EUR on 27 Dec 2023, UNP 0.03 EUR on 28 Dec, INRG 17.67 EUR on 12 Jan 2024
 *                                                                   -> income: added as income
 * line 10    Interest on cash 0.01 EUR                              -> income: added as income (added as income: 4)
 * line 11    Stock distribution PALAF                               -> not kept: the reader's vocabulary reads "distribution"
 *            as a dividend (a distribution to shareholders), but its cells are shifted one column in the sample, so its
 *            Total is empty: a dividend without an amount
 * line 12    Transfer out XBTI                                      -> not kept
 * line 13-14 Stock split close / open ISOU                          -> splits: not kept       (not kept: 4)
 * </pre>
 * 5 + 0 + 4 + 4 + 0 = 13. Again: the 5 trades and cash flows and the 4 income records already present (9), the same 4 not kept.
  */
@Tag("api")
class ClientImportApiTest {

    static TestEngine t;
    static final String CLIENT = "demo-c001";
    static String account;
    static byte[] file;

    @BeforeAll
    static void start() throws Exception {
        t = TestEngine.start(Map.of("signals.demo.organization", "org-a"));
        file = Files.readAllBytes(t.sharedData("transactions/trading212-export.csv"));
        JsonNode listing = t.get("/api/book/clients/" + CLIENT + "/imports").json();
        account = listing.at("/accounts/0/account_id").asText();
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    static TestEngine.Response upload(String clientId, String accountId, String name, byte[] bytes) {
        String boundary = "----bpi" + System.nanoTime();
        byte[] head = ("--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + name
                + "\"\r\nContent-Type: text/csv\r\n\r\n").getBytes(StandardCharsets.UTF_8);
        byte[] tail = ("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8);
        byte[] body = new byte[head.length + bytes.length + tail.length];
        System.arraycopy(head, 0, body, 0, head.length);
        System.arraycopy(bytes, 0, body, head.length, bytes.length);
        System.arraycopy(tail, 0, body, head.length + bytes.length, tail.length);
        return t.send(HttpRequest.newBuilder(t.uri("/api/book/clients/" + clientId + "/accounts/" + accountId + "/imports"))
                .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .header("Content-Type", "multipart/form-data; boundary=" + boundary).header("X-Service-API-Key", t.enterpriseKey));
    }

    static TestEngine.Response undo(long importId) {
        return t.send(HttpRequest.newBuilder(t.uri("/api/book/clients/" + CLIENT + "/imports/" + importId)).DELETE()
                .header("X-Service-API-Key", t.enterpriseKey));
    }

    /** Shares per symbol of the client's positions as the signals see them (the service C1-C4 evaluate). */
    static Map<String, Double> shares() {
        Map<String, Double> out = new HashMap<>();
        t.engine.context().services().require(SignalService.class).clientPortfolio("org-a", CLIENT).positions()
                .forEach(p -> out.put(p.symbol(), p.shares()));
        return out;
    }

    static void counts(JsonNode r, long dataRows, long added, long present, long addedAsIncome, long notKept, long notUsed) {
        JsonNode c = r.get("counts");
        assertThat(List.of(c.get("data_rows").asLong(), c.get("added").asLong(), c.get("already_present").asLong(), c.get("added_as_income").asLong(),
                c.get("not_kept").asLong(), c.get("rows_not_used").asLong())).as(r.toString())
                .containsExactly(dataRows, added, present, addedAsIncome, notKept, notUsed);
    }

    @Test
    void aBrokerExportIsAddedOnceOverlapAddsOnlyNewRowsAndUndoRemovesThem() {
        Map<String, Double> before = shares();
        TestEngine.Response first = upload(CLIENT, account, "trading212-export.csv", file);
        assertThat(first.status()).as(first.body()).isEqualTo(201);
        JsonNode r = first.json();
        counts(r, 13, 5, 0, 4, 4, 0);
        assertThat(r.get("income")).hasSize(5);
        assertThat(r.at("/income/0/status").asText()).isEqualTo("Added as income.");
        assertThat(r.at("/income/2/amount").asDouble()).isEqualTo(17.67);
        assertThat(r.at("/income/2/currency").asText()).isEqualTo("EUR");
        assertThat(r.at("/income/4/outcome").asText()).isEqualTo("not_kept");
        assertThat(r.get("notice").asText()).contains("executes no trade").contains("advisor");
        assertThat(r.get("client_name").asText()).doesNotStartWith("demo-");

        // the holdings the signals see moved by the file's buys (quantities as written in the file)
        Map<String, Double> after = shares();
        assertThat(after.getOrDefault("CSCO", 0.0) - before.getOrDefault("CSCO", 0.0)).isCloseTo(0.029053, within(1e-9));
        assertThat(after.getOrDefault("VICI", 0.0) - before.getOrDefault("VICI", 0.0)).isCloseTo(0.041014, within(1e-9));
        assertThat(after.getOrDefault("ASTS", 0.0) - before.getOrDefault("ASTS", 0.0)).isCloseTo(0.29764, within(1e-9));

        // the same file again: nothing added, the five records recognised
        JsonNode again = upload(CLIENT, account, "trading212-export.csv", file).json();
        counts(again, 13, 0, 9, 0, 4, 0);
        assertThat(again.at("/income/3/status").asText()).isEqualTo("Already present in the client record.");
        assertThat(again.at("/records/0/existing/import_id").asLong()).isEqualTo(r.get("import_id").asLong());

        // an overlapping file: lines 2-4 of the export (deposit, CSCO and VICI buys) and two rows it does not have
        String[] lines = new String(file, StandardCharsets.UTF_8).split("\r?\n");
        String overlap = String.join("\n", lines[0], lines[1], lines[2], lines[3],
                "Market buy,2024-01-05 15:00:01.000,US5949181045,MSFT,\"Microsoft\",0.0100000000,370.00,USD,1.09,,\"EUR\",3.39,\"EUR\",,,,EOF7600000001,,",
                "Deposit,2024-01-04 10:00:00.000,,,,,,,,,,50.00,\"EUR\",,,\"Transaction ID: X\",aa11,,") + "\n";
        JsonNode third = upload(CLIENT, account, "overlap.csv", overlap.getBytes(StandardCharsets.UTF_8)).json();
        counts(third, 5, 2, 3, 0, 0, 0);
        assertThat(shares().getOrDefault("MSFT", 0.0) - before.getOrDefault("MSFT", 0.0)).isCloseTo(0.01, within(1e-9));

        // the log, newest first; undo the first import: its five records go, the overlap's two stay
        JsonNode log = t.get("/api/book/clients/" + CLIENT + "/imports").json();
        assertThat(log.get("imports")).hasSize(3);
        assertThat(log.at("/imports/0/file_name").asText()).isEqualTo("overlap.csv");
        assertThat(log.at("/imports/2/imported_by").asText()).isEqualTo("Test Officer");
        TestEngine.Response undone = undo(r.get("import_id").asLong());
        assertThat(undone.status()).as(undone.body()).isEqualTo(200);
        assertThat(undone.json().get("trades_removed").asLong()).isEqualTo(4);
        assertThat(undone.json().get("cash_flows_removed").asLong()).isEqualTo(1);
        assertThat(undone.json().get("income_removed").asLong()).isEqualTo(4);
        Map<String, Double> end = shares();
        assertThat(end.getOrDefault("CSCO", 0.0)).isCloseTo(before.getOrDefault("CSCO", 0.0), within(1e-9));
        assertThat(end.getOrDefault("ASTS", 0.0)).isCloseTo(before.getOrDefault("ASTS", 0.0), within(1e-9));
        assertThat(end.getOrDefault("MSFT", 0.0) - before.getOrDefault("MSFT", 0.0)).isCloseTo(0.01, within(1e-9));

        TestEngine.Response twice = undo(r.get("import_id").asLong());
        assertThat(twice.status()).isEqualTo(409);
        assertThat(twice.json().get("detail").asText()).contains("already undone").contains("Test Officer");
    }

    @Test
    void anotherClientsAccountIsRefusedInWordsAndAnotherOrganizationSeesNothing() {
        String other = t.get("/api/book/clients/demo-c002/imports").json().at("/accounts/0/account_id").asText();
        TestEngine.Response r = upload(CLIENT, other, "x.csv", file);
        assertThat(r.status()).isEqualTo(422);
        assertThat(r.json().get("detail").asText()).contains("is not one of").doesNotContain("demo-c");
        assertThat(upload(CLIENT, "no-such-account", "x.csv", file).status()).isEqualTo(404);
        assertThat(t.get("/api/book/clients/" + CLIENT + "/imports", t.otherOrgKey).status()).isEqualTo(404);
        assertThat(t.get("/api/book/clients/" + CLIENT + "/imports", t.freeKey).status()).isEqualTo(403);
    }
}
