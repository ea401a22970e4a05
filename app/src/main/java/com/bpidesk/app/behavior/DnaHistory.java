package com.bpidesk.app.behavior;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.client.behavior.BehaviorApi.DnaReport;
import com.bpidesk.app.client.behavior.BehaviorApi.DnaResultSummary;
import com.bpidesk.app.client.book.BookApi.ClientSummary;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Behavioral DNA results scored so far, as the engine keeps them ({@code GET /api/dna/results}, issue 27, ADR 0247):
 * the file's name, the client's name when one was chosen, and the date, newest first; one is reopened exactly as it was
 * scored ({@code GET /api/dna/results/{id}}). Reloads when the engine's {@code work} topic moves.
 */
public final class DnaHistory {

    /** One kept result. */
    public record Past(long resultId, String fileName, String clientName, Instant createdAt) {
        /** "Q1 trades.csv · Maria Lopez · 27 Nov 2026, 17:42": names and dates, never ids. */
        public String text() {
            return fileName + (clientName == null || clientName.isBlank() ? "" : " · " + clientName) + " · "
                    + Formats.app().dateTime(createdAt);
        }

        @Override
        public String toString() {
            return text();
        }
    }

    /** A client of the book a file can be scored for, by name; the empty id is "no client". */
    public record Client(String clientId, String name) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** The first choice of the client list: a file scored for no one in particular. */
    public static final Client NO_CLIENT = new Client("", "No client");

    private final AppContext ctx;
    private final BiConsumer<String, DnaReport> show;
    private final ObservableList<Client> clients = FXCollections.observableArrayList(NO_CLIENT);
    private final ObservableList<Past> results = FXCollections.observableArrayList();
    private final StringProperty status = new SimpleStringProperty("");

    /** @param show shows a reopened result (its name for the screen, the report as the engine answered it), FX thread */
    public DnaHistory(AppContext ctx, BiConsumer<String, DnaReport> show) {
        this.ctx = ctx;
        this.show = show;
        ctx.session().onChange(this::load, "work");
    }

    /** Reads the newest 50 results. */
    public void load() {
        ctx.tasks().run("Loading past DNA results", () -> ctx.api().behavior().results(50), this::apply,
                m -> status.set("The past results could not be loaded: " + m));
    }

    void apply(List<DnaResultSummary> page) {
        List<Past> out = new ArrayList<>();
        for (DnaResultSummary r : page) {
            out.add(new Past(r.resultId(), r.fileName(), r.clientName() == null ? "" : r.clientName(), r.createdAt()));
        }
        results.setAll(out);
        status.set(out.isEmpty() ? "No results yet: a file you score is kept here, also after a restart." : "");
    }

    /** Reads the book's clients (names) for the "scored for" choice; no book: only "no client". */
    public void loadClients() {
        ctx.tasks().run("Loading the client book", () -> ctx.api().book().clients(), book -> {
            List<Client> out = new ArrayList<>(List.of(NO_CLIENT));
            for (ClientSummary c : book) {
                out.add(new Client(c.clientId(), c.name() == null ? "" : c.name()));
            }
            out.subList(1, out.size()).sort(java.util.Comparator.comparing(Client::name));
            clients.setAll(out);
        }, m -> clients.setAll(NO_CLIENT));
    }

    public ObservableList<Client> clients() {
        return clients;
    }

    /** Reopens a kept result on the screen. */
    public void reopen(Past p) {
        if (p == null) {
            return;
        }
        ctx.tasks().run("Opening " + p.fileName(), () -> ctx.api().behavior().result(p.resultId()),
                r -> show.accept(p.fileName() + " (scored " + Formats.app().dateTime(p.createdAt()) + ")", r),
                m -> status.set("Could not open that result: " + m));
    }

    public ObservableList<Past> results() {
        return results;
    }

    public StringProperty statusProperty() {
        return status;
    }
}
