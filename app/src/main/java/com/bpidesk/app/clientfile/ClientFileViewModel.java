package com.bpidesk.app.clientfile;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.format.Labels;
import com.bpidesk.app.format.Meanings;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The client file: finds a client of the book by name, id or advisor (type-ahead over {@code GET /api/book/clients}), loads
 * the client's file ({@code GET /api/book/clients/{id}}) and edits the investment policy ({@code PUT .../policy}). Every
 * engine call runs through {@code AppContext.tasks()}, off the FX thread. Figures become text here with {@link Formats}.
 */
public final class ClientFileViewModel {

    /** A client the search can find: the book's name, id and advisor. */
    public record ClientMatch(String clientId, String name, String advisorName) {
        /** What the search list shows: the name and the advisor, never the id alone. */
        public String shown() {
            return name + (advisorName == null || advisorName.isBlank() ? "" : " · " + advisorName);
        }
    }

    /** One position as the holdings table shows it (amounts in the client's base currency). */
    public record HoldingRow(String account, String symbol, String name, String assetClass, double shares, String price, Double value,
                             Double costBasis, Double gain, Double gainReturn, Double weight, String status, boolean held,
                             boolean aboveLimit, String currency) {
    }

    /** One asset class against the policy: actual and target as percentages, the band state in words. */
    public record AllocationRow(String assetClass, String actual, String target, String state, String stateId) {
    }

    /** One line of the policy's change log in words. */
    public record ChangeRow(String when, String who, String field, String from, String to) {
    }

    /** The policy as the edit dialog starts from it: percentages per asset class, the position limit, the held symbols. */
    public record PolicyForm(Map<String, double[]> targets, double maxPosition, String held) {
    }

    static final List<String> ASSET_CLASSES = List.of("equity", "bonds", "real_estate", "commodities", "cash");

    private final AppContext ctx;
    private final List<ClientMatch> all = new ArrayList<>();
    private final ObservableList<ClientMatch> matches = FXCollections.observableArrayList();
    private final StringProperty query = new SimpleStringProperty("");
    private final StringProperty clientId = new SimpleStringProperty("");
    private final StringProperty clientName = new SimpleStringProperty("");
    private final StringProperty advisor = new SimpleStringProperty("");
    private final StringProperty profile = new SimpleStringProperty("");
    private final StringProperty policySummary = new SimpleStringProperty("");
    private final StringProperty totals = new SimpleStringProperty("");
    private final StringProperty churn = new SimpleStringProperty("");
    private final StringProperty drift = new SimpleStringProperty("");
    private final StringProperty driftDetail = new SimpleStringProperty("");
    private final StringProperty notice = new SimpleStringProperty("");
    private final StringProperty error = new SimpleStringProperty("");
    private final StringProperty message = new SimpleStringProperty("");
    private final BooleanProperty loading = new SimpleBooleanProperty(false);
    private final ObjectProperty<PolicyForm> policyForm = new SimpleObjectProperty<>();
    private final ObservableList<HoldingRow> holdings = FXCollections.observableArrayList();
    private final ObservableList<PerformanceViewModel.AccountChoice> accountChoices = FXCollections.observableArrayList();
    private final ObservableList<AllocationRow> allocation = FXCollections.observableArrayList();
    private final ObservableList<ChangeRow> changes = FXCollections.observableArrayList();
    private final ObservableList<String> reasons = FXCollections.observableArrayList();
    private final ObservableList<String> alerts = FXCollections.observableArrayList();
    private final ObservableList<String> warnings = FXCollections.observableArrayList();

    public ClientFileViewModel(AppContext ctx) {
        this.ctx = ctx;
        query.addListener((o, a, q) -> filter());
        ctx.session().clientFileRequestProperty().addListener((o, a, id) -> {
            if (id != null && !id.isBlank()) {
                open(id);
            }
        });
        // an import or a policy edit elsewhere shows without F5 (ADR 0138)
        ctx.session().onChange(this::reload, "book", "market", "settings");
    }

    /** Loads the book's clients for the search (names, ids and advisors). */
    public void loadClients() {
        ctx.tasks().run("Loading the client list", () -> ctx.client().get("/api/book/clients"), this::applyClients,
                m -> error.set("Could not load the client list: " + m));
    }

    void applyClients(JsonNode list) {
        all.clear();
        for (JsonNode c : list.path("items")) {
            all.add(new ClientMatch(c.path("client_id").asText(), c.path("name").asText(), c.path("advisor_name").asText(null)));
        }
        filter();
    }

    private void filter() {
        String q = query.get() == null ? "" : query.get().strip().toLowerCase(Locale.ROOT);
        List<ClientMatch> out = new ArrayList<>();
        for (ClientMatch m : all) {
            if (q.isEmpty() || m.name().toLowerCase(Locale.ROOT).contains(q) || m.clientId().toLowerCase(Locale.ROOT).contains(q)
                    || (m.advisorName() != null && m.advisorName().toLowerCase(Locale.ROOT).contains(q))) {
                out.add(m);
            }
        }
        // names that start with the query first, then the rest in the book's order
        out.sort(java.util.Comparator.comparing((ClientMatch m) -> !m.name().toLowerCase(Locale.ROOT).startsWith(q)));
        matches.setAll(out);
    }

    /** Enter in the search box: opens the first match. */
    public void openFirstMatch() {
        if (!matches.isEmpty()) {
            open(matches.get(0).clientId());
        }
    }

    /** Loads the client's file. */
    public void open(String id) {
        if (id == null || id.isBlank()) {
            return;
        }
        clientId.set(id);
        reload();
    }

    /** Loads the open client's file again (after an import or an undo changed its records). */
    public void reload() {
        String id = clientId.get();
        if (id == null || id.isBlank()) {
            return;
        }
        loading.set(true);
        error.set("");
        ctx.tasks().run("Loading the client file", () -> ctx.client().get("/api/book/clients/" + EngineClient.encode(id)), this::apply,
                m -> {
                    loading.set(false);
                    error.set("Could not load the client file: " + m);
                });
    }

    void apply(JsonNode f) {
        loading.set(false);
        Formats fm = Formats.app();
        String base = f.path("base_currency").asText();
        JsonNode p = f.path("profile");
        clientName.set(p.path("name").asText());
        advisor.set(p.hasNonNull("advisor_name") ? "Advisor: " + p.path("advisor_name").asText() : "");
        profile.set(Labels.of(p.path("risk_tolerance").asText()) + " risk tolerance · " + p.path("time_horizon_years").asInt()
                + "-year horizon · base currency " + base + " · home country " + p.path("home_country").asText() + " · client since "
                + fm.date(p.path("onboarded_on").asText()));
        applyPolicy(f.path("policy"), f.path("policy_changes"));
        JsonNode t = f.path("totals");
        totals.set("Value " + fm.money(t.path("value").asDouble(), base) + " (invested " + fm.money(t.path("invested").asDouble(), base)
                + ", cash " + fm.money(t.path("cash").asDouble(), base) + ") · unrealised gain " + signedMoney(t.path("unrealised_gain").asDouble(), base)
                + " · as of " + fm.date(f.path("as_of").asText())
                + (t.path("unvalued").asInt() > 0 ? " · " + t.path("unvalued").asInt() + " position(s) without a price" : ""));
        List<HoldingRow> rows = new ArrayList<>();
        accountChoices.setAll(accountChoices(f.path("accounts")));
        for (JsonNode a : f.path("accounts")) {
            String account = Labels.of(a.path("account_type").asText()) + " account (" + a.path("currency").asText() + ")";
            for (JsonNode h : a.path("holdings")) {
                rows.add(new HoldingRow(account, h.path("symbol").asText(), h.path("name").asText(), Labels.of(h.path("asset_class").asText("")),
                        h.path("shares").asDouble(), h.hasNonNull("price") ? fm.money(h.path("price").asDouble(), h.path("price_currency").asText()) : "no price",
                        num(h, "value"), num(h, "cost_basis"), num(h, "unrealised_gain"), num(h, "unrealised_return"), num(h, "weight"),
                        h.path("price_status").asText(), h.path("held").asBoolean(), h.path("above_limit").asBoolean(), base));
            }
        }
        // largest value first; positions without a value last
        rows.sort(java.util.Comparator.comparing((HoldingRow r) -> r.value() == null ? Double.NEGATIVE_INFINITY : r.value()).reversed());
        holdings.setAll(rows);
        List<AllocationRow> al = new ArrayList<>();
        for (JsonNode a : f.path("allocation")) {
            al.add(allocationRow(a));
        }
        allocation.setAll(al);
        applySignals(f.path("signals"));
        List<String> w = new ArrayList<>();
        f.path("warnings").forEach(x -> w.add(x.asText()));
        warnings.setAll(w);
        notice.set(f.path("notice").asText());
    }

    /**
     * The client's accounts in words for the Performance tab's choice ("Brokerage account (USD)"), never by id; two
     * accounts of the same type and currency are numbered in the file's order ("Brokerage account (USD) 2").
     */
    static List<PerformanceViewModel.AccountChoice> accountChoices(JsonNode accounts) {
        List<PerformanceViewModel.AccountChoice> out = new ArrayList<>();
        java.util.Map<String, Integer> seen = new java.util.HashMap<>();
        for (JsonNode a : accounts) {
            String label = Labels.of(a.path("account_type").asText()) + " account (" + a.path("currency").asText() + ")";
            int n = seen.merge(label, 1, Integer::sum);
            out.add(new PerformanceViewModel.AccountChoice(a.path("account_id").asText(), n == 1 ? label : label + " " + n));
        }
        return out;
    }

    static AllocationRow allocationRow(JsonNode a) {
        Formats fm = Formats.app();
        double w = a.path("weight").asDouble();
        String state = a.path("state").asText();
        String words = switch (state) {
            case "within" -> "Within the band (" + fm.percent(a.path("lower").asDouble()) + " to " + fm.percent(a.path("upper").asDouble()) + ")";
            case "above" -> "Above the band by " + fm.number((w - a.path("upper").asDouble()) * 100, 1) + " percentage points";
            case "below" -> "Below the band by " + fm.number((a.path("lower").asDouble() - w) * 100, 1) + " percentage points";
            default -> "Not in the policy";
        };
        return new AllocationRow(Labels.of(a.path("asset_class").asText()), fm.percent(w),
                fm.percent(a.path("target_weight").asDouble()) + " ± " + fm.number(a.path("band").asDouble() * 100, 1) + " pp", words, state);
    }

    private void applyPolicy(JsonNode policy, JsonNode log) {
        Formats fm = Formats.app();
        Map<String, double[]> targets = new LinkedHashMap<>();
        ASSET_CLASSES.forEach(c -> targets.put(c, new double[] {0, 0}));
        for (JsonNode t : policy.path("targets")) {
            targets.put(t.path("asset_class").asText(), new double[] {t.path("target_weight").asDouble(), t.path("band").asDouble()});
        }
        List<String> held = new ArrayList<>();
        policy.path("held_symbols").forEach(s -> held.add(s.asText()));
        policyForm.set(new PolicyForm(targets, policy.path("max_position_weight").asDouble(), String.join(", ", held)));
        String source = switch (policy.path("source").asText()) {
            case "house_default" -> "No policy recorded yet: compared with the house default for the client's risk tolerance.";
            case "demo" -> "Demo policy (simulated), set by " + policy.path("updated_by").asText() + ".";
            default -> "Recorded by " + policy.path("updated_by").asText() + " on " + fm.dateTime(policy.path("updated_at").asText()) + ".";
        };
        policySummary.set("Largest single position " + fm.percent(policy.path("max_position_weight").asDouble(), 0)
                + " · held, not to be sold: " + (held.isEmpty() ? "none" : String.join(", ", held)) + ". " + source);
        List<ChangeRow> rows = new ArrayList<>();
        for (JsonNode c : log) {
            String who = c.hasNonNull("changed_by_name") ? c.path("changed_by_name").asText()
                    + (c.hasNonNull("changed_by_role") ? " (" + c.path("changed_by_role").asText() + ")" : "") : "An API key";
            String field = c.path("field").asText();
            rows.add(new ChangeRow(fm.dateTime(c.path("changed_at").asText()), who, fieldWords(field), value(field, c.path("old_value").asText("")),
                    value(field, c.path("new_value").asText(""))));
        }
        changes.setAll(rows);
    }

    /** A change log field in words: {@code target.real_estate} → "Target for real estate". */
    static String fieldWords(String field) {
        if (field.startsWith("target.")) {
            return "Target for " + Labels.of(field.substring(7)).toLowerCase(Locale.ROOT);
        }
        if (field.startsWith("band.")) {
            return "Band for " + Labels.of(field.substring(5)).toLowerCase(Locale.ROOT);
        }
        return field.equals("max_position_weight") ? "Largest single position" : "Held positions";
    }

    private static String value(String field, String v) {
        if (field.equals("held_symbols")) {
            return v.isBlank() ? "none" : v.replace(",", ", ");
        }
        try {
            return Formats.app().percent(Double.parseDouble(v));
        } catch (NumberFormatException e) {
            return v;
        }
    }

    private void applySignals(JsonNode s) {
        Formats fm = Formats.app();
        if (s.isMissingNode() || s.isNull()) {
            churn.set("Signals are not available for this client (see the notes below).");
            drift.set("");
            reasons.clear();
            alerts.clear();
            return;
        }
        JsonNode c = s.path("churn");
        churn.set("Churn probability " + fm.percent(c.path("churn_probability_score").asDouble(), 0) + " · "
                + Labels.of(c.path("risk_band").asText()).toLowerCase(Locale.ROOT) + " band"
                + (c.path("advisor_review_required").asBoolean() ? " · advisor review required" : ""));
        List<String> r = new ArrayList<>();
        c.path("top_reasons").forEach(x -> r.add(x.asText()));
        reasons.setAll(r);
        JsonNode d = s.path("drift");
        // the meaning first, the score in band steps in the tooltip (issue 27: no bare statistic on an advisor screen)
        Meanings.Meaning meaning = new Meanings(fm).drift(com.bpidesk.app.client.EngineClient.JSON.convertValue(d,
                com.bpidesk.app.client.signals.SignalsApi.SuitabilityDrift.class));
        drift.set("Suitability drift: " + meaning.text() + ".");
        driftDetail.set(meaning.detail());
        List<String> a = new ArrayList<>();
        s.path("alerts").forEach(x -> a.add(Labels.of(x.path("severity").asText()) + " · " + Labels.of(x.path("type").asText()) + ": "
                + x.path("message").asText()));
        if (a.isEmpty()) {
            a.add("No open alerts at or above your firm's threshold.");
        }
        alerts.setAll(a);
    }

    /** Saves the edited policy (percent inputs become fractions); the file reloads with the new change log line. */
    public void savePolicy(PolicyForm form) {
        String id = clientId.get();
        List<Map<String, Object>> targets = new ArrayList<>();
        form.targets().forEach((c, v) -> targets.add(Map.of("asset_class", c, "target_weight", v[0], "band", v[1])));
        List<String> held = new ArrayList<>();
        for (String s : form.held().split("[,\\s]+")) {
            if (!s.isBlank()) {
                held.add(s.strip());
            }
        }
        Map<String, Object> body = Map.of("targets", targets, "max_position_weight", form.maxPosition(), "held_symbols", held);
        error.set("");
        ctx.tasks().run("Saving the investment policy", () -> ctx.client().put("/api/book/clients/" + EngineClient.encode(id) + "/policy", body),
                r -> {
                    message.set("Policy saved for " + clientName.get() + ".");
                    reload();
                }, m -> error.set("The policy was not saved: " + m));
    }

    /** Writes the client file's CSV (holdings and allocation) from the engine to a file. */
    public void exportCsv(Path file) {
        String id = clientId.get();
        ctx.tasks().run("Exporting the client file", () -> {
            Files.write(file, ctx.client().getBytes("/api/book/clients/" + EngineClient.encode(id) + ".csv"));
            return file;
        }, f -> message.set("Saved " + f.getFileName() + "."), m -> error.set("The CSV was not saved: " + m));
    }

    /** A suggested file name from the client's name. */
    public String csvFileName() {
        return "client-file-" + clientName.get().replaceAll("[^A-Za-z0-9._-]+", "_") + ".csv";
    }

    /** A signed amount: +USD 1,234.50 or −USD 980.00. */
    static String signedMoney(double v, String currency) {
        return (v > 0 ? "+" : v < 0 ? "−" : "") + Formats.app().money(Math.abs(v), currency);
    }

    private static Double num(JsonNode n, String field) {
        return n.hasNonNull(field) ? n.get(field).asDouble() : null;
    }

    public ObservableList<ClientMatch> matches() { return matches; }
    public StringProperty queryProperty() { return query; }
    public StringProperty clientIdProperty() { return clientId; }
    public StringProperty clientNameProperty() { return clientName; }
    public StringProperty advisorProperty() { return advisor; }
    public StringProperty profileProperty() { return profile; }
    public StringProperty policySummaryProperty() { return policySummary; }
    public StringProperty totalsProperty() { return totals; }
    public StringProperty churnProperty() { return churn; }
    public StringProperty driftProperty() { return drift; }
    /** The drift score in band steps and what a step is: the drift line's tooltip. */
    public StringProperty driftDetailProperty() { return driftDetail; }
    public StringProperty noticeProperty() { return notice; }
    public StringProperty errorProperty() { return error; }
    public StringProperty messageProperty() { return message; }
    public BooleanProperty loadingProperty() { return loading; }
    public ObjectProperty<PolicyForm> policyFormProperty() { return policyForm; }
    public ObservableList<HoldingRow> holdings() { return holdings; }
    public ObservableList<PerformanceViewModel.AccountChoice> accountChoices() { return accountChoices; }
    public ObservableList<AllocationRow> allocation() { return allocation; }
    public ObservableList<ChangeRow> changes() { return changes; }
    public ObservableList<String> reasons() { return reasons; }
    public ObservableList<String> alerts() { return alerts; }
    public ObservableList<String> warnings() { return warnings; }
}
