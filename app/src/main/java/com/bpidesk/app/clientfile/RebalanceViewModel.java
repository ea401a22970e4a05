package com.bpidesk.app.clientfile;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.rebalance.RebalanceApi.ClassWeight;
import com.bpidesk.app.client.rebalance.RebalanceApi.Proposal;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The state of the rebalance dialog (issue 25, docs/rebalancing.md "In the app"): asks the engine for a proposal per
 * account of the client, shows the chosen account's trades, asset-class weights, cash, estimated realised gain, notes and
 * method in words ({@link RebalanceText}), and sends the advisor's acceptance or rejection. Every engine call runs off the
 * JavaFX thread ({@code BackgroundTasks}). Nothing is executed: an acceptance only creates review items for compliance.
 */
public final class RebalanceViewModel {

    /** A proposal as the advisor chooses it: the account's label; the ids stay inside. */
    public record Choice(String label, Proposal proposal) {
        @Override
        public String toString() {
            return label;
        }
    }

    private final AppContext ctx;
    private final String clientId;
    private final StringProperty clientName = new SimpleStringProperty("");
    private final ObservableList<Choice> choices = FXCollections.observableArrayList();
    private final ObjectProperty<Choice> choice = new SimpleObjectProperty<>();
    private final ObservableList<RebalanceText.TradeRow> trades = FXCollections.observableArrayList();
    private final ObservableList<RebalanceText.ClassRow> classes = FXCollections.observableArrayList();
    private final ObservableList<String> notes = FXCollections.observableArrayList();
    private final StringProperty account = new SimpleStringProperty("");
    private final StringProperty cashAndGain = new SimpleStringProperty("");
    private final StringProperty method = new SimpleStringProperty("");
    private final StringProperty notice = new SimpleStringProperty("");
    private final StringProperty status = new SimpleStringProperty("");
    private final StringProperty error = new SimpleStringProperty("");
    private final BooleanProperty busy = new SimpleBooleanProperty(false);
    private final BooleanProperty decidable = new SimpleBooleanProperty(false);

    public RebalanceViewModel(AppContext ctx, String clientId, String clientName) {
        this.ctx = ctx;
        this.clientId = clientId;
        this.clientName.set(clientName == null ? "" : clientName);
        choice.addListener((o, a, c) -> show(c));
    }

    /** Asks for a proposal of each of the client's accounts (the firm's minimum trade, whole shares). */
    public void propose() {
        busy.set(true);
        error.set("");
        status.set("Working out the trades…");
        ctx.tasks().run("Proposing a rebalance", () -> ctx.api().rebalance().propose(clientId), r -> {
            busy.set(false);
            status.set("");
            List<Choice> list = new ArrayList<>();
            r.items().forEach(p -> list.add(new Choice(RebalanceText.account(p), p)));
            notice.set(r.notice() == null ? "" : r.notice());
            choices.setAll(list);
            choice.set(list.isEmpty() ? null : list.get(0));
        }, this::failed);
    }

    private void show(Choice c) {
        if (c == null) {
            trades.clear();
            classes.clear();
            notes.clear();
            decidable.set(false);
            return;
        }
        Proposal p = c.proposal();
        String ccy = p.baseCurrency();
        if (p.clientName() != null) {
            clientName.set(p.clientName());
        }
        List<RebalanceText.TradeRow> rows = new ArrayList<>();
        p.proposal().trades().forEach(t -> rows.add(RebalanceText.trade(t, ccy)));
        trades.setAll(rows);
        List<RebalanceText.ClassRow> cls = new ArrayList<>();
        // in the policy's order (equity, bonds, real estate, commodities, cash), as the client file lists them
        List<ClassWeight> byPolicy = new ArrayList<>(p.proposal().classes());
        byPolicy.sort(java.util.Comparator.comparingInt(k -> policyOrder(k.assetClass())));
        byPolicy.forEach(k -> cls.add(RebalanceText.assetClass(k)));
        classes.setAll(cls);
        List<String> n = new ArrayList<>();
        n.addAll(p.proposal().notes());
        n.addAll(p.leftOut());
        notes.setAll(n);
        account.set(c.label());
        cashAndGain.set(RebalanceText.cashAndGain(p));
        method.set("Method: " + (p.method() == null ? "" : p.method()));
        decidable.set("proposed".equals(p.status()));
    }

    static int policyOrder(String assetClass) {
        int i = List.of("equity", "bonds", "real_estate", "commodities", "cash").indexOf(assetClass);
        return i < 0 ? Integer.MAX_VALUE : i;
    }

    /** The confirmation the advisor reads before accepting. */
    public String confirmation() {
        Choice c = choice.get();
        return c == null ? "" : RebalanceText.confirmation(clientName.get(), c.proposal().proposal().trades(),
                c.proposal().baseCurrency());
    }

    /** Accepts the chosen proposal: the engine creates one review item per trade; nothing is executed. */
    public void accept() {
        decide(true, "Sending the accepted proposal for compliance review");
    }

    /** Rejects the chosen proposal: nothing is sent for review. */
    public void reject() {
        decide(false, "Recording the rejection");
    }

    private void decide(boolean accept, String label) {
        Choice c = choice.get();
        if (c == null) {
            return;
        }
        busy.set(true);
        error.set("");
        String id = c.proposal().proposalId();
        ctx.tasks().run(label, () -> decision(accept, id), m -> {
            busy.set(false);
            decidable.set(false);
            status.set(m);
        }, this::failed);
    }

    /** Runs off the JavaFX thread: an acceptance answers in words what went to review; a rejection answers the proposal. */
    private String decision(boolean accept, String proposalId) {
        if (accept) {
            return ctx.api().rebalance().accept(clientId, proposalId).message();
        }
        ctx.api().rebalance().reject(clientId, proposalId);
        return "The proposal is rejected. Nothing was sent for review and nothing is executed.";
    }

    private void failed(String message) {
        busy.set(false);
        status.set("");
        error.set(message);
    }

    public StringProperty clientNameProperty() { return clientName; }
    public ObservableList<Choice> choices() { return choices; }
    public ObjectProperty<Choice> choiceProperty() { return choice; }
    public ObservableList<RebalanceText.TradeRow> trades() { return trades; }
    public ObservableList<RebalanceText.ClassRow> classes() { return classes; }
    public ObservableList<String> notes() { return notes; }
    public StringProperty accountProperty() { return account; }
    public StringProperty cashAndGainProperty() { return cashAndGain; }
    public StringProperty methodProperty() { return method; }
    public StringProperty noticeProperty() { return notice; }
    public StringProperty statusProperty() { return status; }
    public StringProperty errorProperty() { return error; }
    public BooleanProperty busyProperty() { return busy; }
    public BooleanProperty decidableProperty() { return decidable; }
}
