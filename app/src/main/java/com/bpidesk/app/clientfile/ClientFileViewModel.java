package com.bpidesk.app.clientfile;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.book.BookApi.ClientSummary;
import com.bpidesk.app.client.clientfile.ClientFileApi.Account;
import com.bpidesk.app.client.clientfile.ClientFileApi.AllocationLine;
import com.bpidesk.app.client.clientfile.ClientFileApi.ClientFile;
import com.bpidesk.app.client.clientfile.ClientFileApi.ClientSignals;
import com.bpidesk.app.client.clientfile.ClientFileApi.Holding;
import com.bpidesk.app.client.clientfile.ClientFileApi.Policy;
import com.bpidesk.app.client.clientfile.ClientFileApi.PolicyChange;
import com.bpidesk.app.client.clientfile.ClientFileApi.PolicyInput;
import com.bpidesk.app.client.clientfile.ClientFileApi.PolicyTarget;
import com.bpidesk.app.client.clientfile.ClientFileApi.Profile;
import com.bpidesk.app.client.clientfile.ClientFileApi.Totals;
import com.bpidesk.app.client.signals.SignalsApi;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.format.Labels;
import com.bpidesk.app.format.Meanings;
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
        ctx.tasks().run("Loading the client list", () -> ctx.api().book().clients(), this::applyClients,
                m -> error.set("Could not load the client list: " + m));
    }

    void applyClients(List<ClientSummary> list) {
        all.clear();
        for (ClientSummary c : list) {
            all.add(new ClientMatch(c.clientId(), text(c.name()), c.advisorName()));
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
        ctx.tasks().run("Loading the client file", () -> ctx.api().clientFile().clientFile(id), this::apply,
                m -> {
                    loading.set(false);
                    error.set("Could not load the client file: " + m);
                });
    }

    void apply(ClientFile f) {
        loading.set(false);
        Formats fm = Formats.app();
        String base = text(f.baseCurrency());
        Profile p = f.profile();
        clientName.set(text(p.name()));
        advisor.set(p.advisorName() != null ? "Advisor: " + p.advisorName() : "");
        profile.set(Labels.of(text(p.riskTolerance())) + " risk tolerance · " + p.timeHorizonYears()
                + "-year horizon · base currency " + base + " · home country " + text(p.homeCountry()) + " · client since "
                + fm.date(p.onboardedOn()));
        applyPolicy(f.policy(), f.policyChanges());
        Totals t = f.totals();
        totals.set("Value " + fm.money(t.value(), base) + " (invested " + fm.money(t.invested(), base)
                + ", cash " + fm.money(t.cash(), base) + ") · unrealised gain " + signedMoney(t.unrealisedGain(), base)
                + " · as of " + fm.date(f.asOf())
                + (t.unvalued() > 0 ? " · " + t.unvalued() + " position(s) without a price" : ""));
        List<HoldingRow> rows = new ArrayList<>();
        accountChoices.setAll(accountChoices(f.accounts()));
        for (Account a : f.accounts()) {
            String account = Labels.of(text(a.accountType())) + " account (" + text(a.currency()) + ")";
            for (Holding h : a.holdings()) {
                rows.add(new HoldingRow(account, text(h.symbol()), text(h.name()), Labels.of(text(h.assetClass())),
                        h.shares(), h.price() != null ? fm.money(h.price(), text(h.priceCurrency())) : "no price",
                        h.value(), h.costBasis(), h.unrealisedGain(), h.unrealisedReturn(), h.weight(),
                        text(h.priceStatus()), h.held(), h.aboveLimit(), base));
            }
        }
        // largest value first; positions without a value last
        rows.sort(java.util.Comparator.comparing((HoldingRow r) -> r.value() == null ? Double.NEGATIVE_INFINITY : r.value()).reversed());
        holdings.setAll(rows);
        List<AllocationRow> al = new ArrayList<>();
        for (AllocationLine a : f.allocation()) {
            al.add(allocationRow(a));
        }
        allocation.setAll(al);
        applySignals(f.signals());
        warnings.setAll(f.warnings());
        notice.set(text(f.notice()));
    }

    /**
     * The client's accounts in words for the Performance tab's choice ("Brokerage account (USD)"), never by id; two
     * accounts of the same type and currency are numbered in the file's order ("Brokerage account (USD) 2").
     */
    static List<PerformanceViewModel.AccountChoice> accountChoices(List<Account> accounts) {
        List<PerformanceViewModel.AccountChoice> out = new ArrayList<>();
        java.util.Map<String, Integer> seen = new java.util.HashMap<>();
        for (Account a : accounts) {
            String label = Labels.of(text(a.accountType())) + " account (" + text(a.currency()) + ")";
            int n = seen.merge(label, 1, Integer::sum);
            out.add(new PerformanceViewModel.AccountChoice(a.accountId(), n == 1 ? label : label + " " + n));
        }
        return out;
    }

    static AllocationRow allocationRow(AllocationLine a) {
        Formats fm = Formats.app();
        double w = a.weight();
        String state = text(a.state());
        String words = switch (state) {
            case "within" -> "Within the band (" + fm.percent(a.lower()) + " to " + fm.percent(a.upper()) + ")";
            case "above" -> "Above the band by " + fm.number((w - a.upper()) * 100, 1) + " percentage points";
            case "below" -> "Below the band by " + fm.number((a.lower() - w) * 100, 1) + " percentage points";
            default -> "Not in the policy";
        };
        return new AllocationRow(Labels.of(text(a.assetClass())), fm.percent(w),
                fm.percent(a.targetWeight()) + " ± " + fm.number(a.band() * 100, 1) + " pp", words, state);
    }

    private void applyPolicy(Policy policy, List<PolicyChange> log) {
        Formats fm = Formats.app();
        Map<String, double[]> targets = new LinkedHashMap<>();
        ASSET_CLASSES.forEach(c -> targets.put(c, new double[] {0, 0}));
        for (PolicyTarget t : policy.targets()) {
            targets.put(t.assetClass(), new double[] {t.targetWeight(), t.band()});
        }
        List<String> held = new ArrayList<>(policy.heldSymbols());
        policyForm.set(new PolicyForm(targets, policy.maxPositionWeight(), String.join(", ", held)));
        String source = switch (text(policy.source())) {
            case "house_default" -> "No policy recorded yet: compared with the house default for the client's risk tolerance.";
            case "demo" -> "Demo policy (simulated), set by " + text(policy.updatedBy()) + ".";
            default -> "Recorded by " + text(policy.updatedBy()) + " on " + dateTime(fm, policy.updatedAt()) + ".";
        };
        policySummary.set("Largest single position " + fm.percent(policy.maxPositionWeight(), 0)
                + " · held, not to be sold: " + (held.isEmpty() ? "none" : String.join(", ", held)) + ". " + source);
        List<ChangeRow> rows = new ArrayList<>();
        for (PolicyChange c : log) {
            String who = c.changedByName() != null ? c.changedByName()
                    + (c.changedByRole() != null ? " (" + c.changedByRole() + ")" : "") : "An API key";
            String field = text(c.field());
            rows.add(new ChangeRow(dateTime(fm, c.changedAt()), who, fieldWords(field), value(field, text(c.oldValue())),
                    value(field, text(c.newValue()))));
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

    private void applySignals(ClientSignals s) {
        Formats fm = Formats.app();
        if (s == null || s.churn() == null) {
            churn.set("Signals are not available for this client (see the notes below).");
            drift.set("");
            reasons.clear();
            alerts.clear();
            return;
        }
        SignalsApi.ClientRisk c = s.churn();
        churn.set("Churn probability " + fm.percent(c.churnProbabilityScore(), 0) + " · "
                + Labels.of(text(c.riskBand())).toLowerCase(Locale.ROOT) + " band"
                + (c.advisorReviewRequired() ? " · advisor review required" : ""));
        reasons.setAll(c.topReasons());
        // the meaning first, the score in band steps in the tooltip (issue 27: no bare statistic on an advisor screen)
        Meanings.Meaning meaning = new Meanings(fm).drift(s.drift());
        drift.set("Suitability drift: " + meaning.text() + ".");
        driftDetail.set(meaning.detail());
        List<String> a = new ArrayList<>();
        s.alerts().forEach(x -> a.add(Labels.of(text(x.severity())) + " · " + Labels.of(text(x.type())) + ": " + text(x.message())));
        if (a.isEmpty()) {
            a.add("No open alerts at or above your firm's threshold.");
        }
        alerts.setAll(a);
    }

    /** Saves the edited policy (percent inputs become fractions); the file reloads with the new change log line. */
    public void savePolicy(PolicyForm form) {
        String id = clientId.get();
        List<PolicyTarget> targets = new ArrayList<>();
        form.targets().forEach((c, v) -> targets.add(new PolicyTarget(c, v[0], v[1])));
        List<String> held = new ArrayList<>();
        for (String s : form.held().split("[,\\s]+")) {
            if (!s.isBlank()) {
                held.add(s.strip());
            }
        }
        PolicyInput body = new PolicyInput(targets, form.maxPosition(), held);
        error.set("");
        ctx.tasks().run("Saving the investment policy", () -> {
                    ctx.api().clientFile().savePolicy(id, body);
                    return body;
                }, r -> {
                    message.set("Policy saved for " + clientName.get() + ".");
                    reload();
                }, m -> error.set("The policy was not saved: " + m));
    }

    /** Writes the client file's CSV (holdings and allocation) from the engine to a file. */
    public void exportCsv(Path file) {
        String id = clientId.get();
        ctx.tasks().run("Exporting the client file", () -> {
            Files.write(file, ctx.api().clientFile().csv(id));
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

    private static String text(String s) {
        return s == null ? "" : s;
    }

    private static String dateTime(Formats fm, java.time.Instant t) {
        return t == null ? "" : fm.dateTime(t);
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
