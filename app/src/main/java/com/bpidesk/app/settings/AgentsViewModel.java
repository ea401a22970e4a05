package com.bpidesk.app.settings;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.client.agents.AgentsApi;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * State of the "AI agents" card in Settings (issue 14): the engine's switch of the agents' server
 * ({@code GET/PUT /api/agents/settings}), the tools a key can be limited to ({@code GET /api/agents/tools}), the
 * organization's agent keys (create, list, revoke under {@code /api/agents/keys}; a new key is shown once), what an
 * agent needs to connect, and the recent tool calls ({@code GET /api/agents/calls}). Every engine call runs through
 * {@code ctx.tasks()}, off the FX thread.
 */
public final class AgentsViewModel {

    /** A tool an agent key may be limited to, and whether the user picked it for the next key. */
    public static final class ToolChoice {
        private final String name;
        private final String title;
        private final String description;
        private final BooleanProperty selected = new SimpleBooleanProperty(false);

        ToolChoice(String name, String title, String description) {
            this.name = name;
            this.title = title;
            this.description = description;
        }

        public String name() {
            return name;
        }

        public String title() {
            return title;
        }

        public String description() {
            return description;
        }

        public BooleanProperty selectedProperty() {
            return selected;
        }
    }

    /** An agent key as the table shows it. */
    public record KeyRow(String keyId, String agent, String tools, String created, String state, boolean active) {
    }

    /** One logged tool call as the table shows it. */
    public record CallRow(String time, String agent, String tool, String outcome, String resultSize, String duration,
                          String transport) {
    }

    private record Loaded(AgentsApi.AgentSettings settings, List<AgentsApi.Tool> tools, List<AgentsApi.AgentKey> keys,
                          AgentsApi.CallPage calls) {
    }

    static final int RECENT_CALLS = 50;
    /** The time of a call, to the second (calls of one minute are told apart): "22 Nov 2026, 10:15:42 AM". */
    private static final DateTimeFormatter CLOCK_TIME = DateTimeFormatter.ofLocalizedTime(FormatStyle.MEDIUM)
            .withLocale(Locale.getDefault(Locale.Category.FORMAT)).withZone(ZoneId.systemDefault());

    private final AppContext ctx;
    private final Formats formats = Formats.app();
    private final BooleanProperty enabled = new SimpleBooleanProperty(false);
    private final BooleanProperty loaded = new SimpleBooleanProperty(false);
    private final StringProperty label = new SimpleStringProperty("");
    private final StringProperty newKey = new SimpleStringProperty("");
    private final StringProperty status = new SimpleStringProperty("");
    private final StringProperty callsSummary = new SimpleStringProperty("");
    private final ObservableList<ToolChoice> tools = FXCollections.observableArrayList();
    private final ObservableList<KeyRow> keys = FXCollections.observableArrayList();
    private final ObservableList<CallRow> calls = FXCollections.observableArrayList();
    private final Map<String, String> titles = new LinkedHashMap<>();

    public AgentsViewModel(AppContext ctx) {
        this.ctx = ctx;
    }

    private AgentsApi api() {
        return ctx.api().agents();
    }

    public void load() {
        ctx.tasks().run("Loading the AI agents settings", () -> new Loaded(api().settings(), api().tools(), api().keys(),
                api().calls(RECENT_CALLS)), l -> {
            enabled.set(l.settings().enabled());
            List<ToolChoice> choices = new ArrayList<>();
            titles.clear();
            l.tools().forEach(t -> {
                titles.put(t.name(), t.title());
                choices.add(new ToolChoice(t.name(), t.title(), t.description()));
            });
            tools.setAll(choices);
            applyKeys(l.keys());
            applyCalls(l.calls());
            loaded.set(true);
        }, msg -> status.set("Could not load the AI agents settings: " + msg));
    }

    /** Turns the agents' server on or off on the engine (stored by the engine; administrator keys only). */
    public void setEnabled(boolean on) {
        ctx.tasks().run(on ? "Turning the AI agents server on" : "Turning the AI agents server off",
                () -> api().setEnabled(on), s -> {
                    enabled.set(s.enabled());
                    status.set(s.enabled() ? "The AI agents server is on: agents with a key can connect."
                            : "The AI agents server is off: no agent can connect.");
                }, msg -> {
                    enabled.set(!on);
                    status.set("Could not change the AI agents server: " + msg);
                });
    }

    /** Creates an agent key with the picked tools; the key is kept in {@link #newKeyProperty()} to be copied once. */
    public void createKey() {
        String name = label.get() == null ? "" : label.get().strip();
        List<String> scopes = tools.stream().filter(t -> t.selectedProperty().get()).map(ToolChoice::name).toList();
        if (name.isEmpty()) {
            status.set("Give the agent a name, so you can recognise its calls in the log.");
            return;
        }
        if (scopes.isEmpty()) {
            status.set("Choose at least one tool the agent may use.");
            return;
        }
        record Created(AgentsApi.CreatedKey key, List<AgentsApi.AgentKey> keys) {
        }
        ctx.tasks().run("Creating an agent key", () -> {
            AgentsApi.CreatedKey created = api().createKey(new AgentsApi.NewKey(name, scopes));
            return new Created(created, api().keys());
        }, r -> {
            newKey.set(r.key().key());
            applyKeys(r.keys());
            label.set("");
            tools.forEach(t -> t.selectedProperty().set(false));
            status.set("Agent key for \"" + name + "\" created. Copy it now: it is shown only once.");
        }, msg -> status.set("Could not create the agent key: " + msg));
    }

    public void revoke(KeyRow key) {
        if (key == null || !key.active()) {
            status.set("Choose an active agent key to revoke.");
            return;
        }
        ctx.tasks().run("Revoking an agent key", () -> {
            api().revoke(key.keyId());
            return api().keys();
        }, k -> {
            applyKeys(k);
            status.set("Agent key \"" + key.agent() + "\" revoked: the agent can no longer connect.");
        }, msg -> status.set("Could not revoke the agent key: " + msg));
    }

    public void refreshCalls() {
        ctx.tasks().run("Loading the agents' calls", () -> api().calls(RECENT_CALLS),
                this::applyCalls, msg -> status.set("Could not load the agents' calls: " + msg));
    }

    void applyKeys(List<AgentsApi.AgentKey> k) {
        List<KeyRow> rows = new ArrayList<>();
        k.forEach(x -> {
            List<String> scopeTitles = new ArrayList<>();
            x.scopes().forEach(s -> scopeTitles.add(titles.getOrDefault(s, com.bpidesk.app.format.Labels.of(s))));
            boolean active = x.active();
            rows.add(new KeyRow(x.keyId(), x.label(), String.join(", ", scopeTitles),
                    time(x.createdAt()), active ? "Active" : "Revoked " + time(x.revokedAt()), active));
        });
        keys.setAll(rows);
    }

    void applyCalls(AgentsApi.CallPage page) {
        List<CallRow> rows = new ArrayList<>();
        page.items().forEach(c -> rows.add(new CallRow(time(c.calledAt()), c.keyLabel(),
                titles.getOrDefault(c.tool(), com.bpidesk.app.format.Labels.of(c.tool())),
                outcome(c.outcome()), formats.number(c.resultBytes(), 0) + " bytes",
                formats.number(c.durationMs(), 0) + " ms",
                "stdio".equals(c.transport()) ? "This computer" : "Network")));
        calls.setAll(rows);
        long total = page.total();
        callsSummary.set(total == 0 ? "No agent has called a tool yet."
                : total == 1 ? "One call so far."
                : total == rows.size() ? "All " + formats.number(total, 0) + " calls, newest first."
                : "The " + rows.size() + " most recent of " + formats.number(total, 0) + " calls, newest first.");
    }

    static String outcome(String id) {
        return switch (id) {
            case "ok" -> "Answered";
            case "tool_error" -> "Answered: not found or not ready";
            case "invalid_params" -> "Refused: wrong arguments";
            case "refused" -> "Refused: tool not allowed or daily limit";
            case "failed" -> "Failed";
            default -> com.bpidesk.app.format.Labels.of(id);
        };
    }

    private static String time(String iso) {
        if (iso == null || iso.isBlank() || iso.equals("null")) {
            return "";
        }
        try {
            Instant t = Instant.parse(iso);
            return Formats.app().date(t.atZone(ZoneId.systemDefault()).toLocalDate()) + ", " + CLOCK_TIME.format(t);
        } catch (RuntimeException e) {
            return iso;
        }
    }

    /** The Streamable HTTP address of this engine's agents' server. */
    public String mcpUrl() {
        return api().mcpUrl();
    }

    /** The command a desktop agent runs to start the server over stdio on this computer's data. */
    public String stdioCommand() {
        Path dir = ctx.dataDir();
        return "BPI_AGENT_KEY=<agent key> ./bpi mcp --data-dir " + dir;
    }

    public BooleanProperty enabledProperty() {
        return enabled;
    }

    public BooleanProperty loadedProperty() {
        return loaded;
    }

    public StringProperty labelProperty() {
        return label;
    }

    public StringProperty newKeyProperty() {
        return newKey;
    }

    public StringProperty statusProperty() {
        return status;
    }

    public StringProperty callsSummaryProperty() {
        return callsSummary;
    }

    public ObservableList<ToolChoice> tools() {
        return tools;
    }

    public ObservableList<KeyRow> keys() {
        return keys;
    }

    public ObservableList<CallRow> calls() {
        return calls;
    }
}
