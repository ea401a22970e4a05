package com.bpidesk.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.agents.AgentsApi;
import com.bpidesk.app.client.agents.AgentsApi.AgentCall;
import com.bpidesk.app.testing.FakeEngine;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The AI agents view model on the fake engine (a unit test: no engine, no stage; work and callbacks on the calling
 * thread). The card against a real engine is AgentsCardTest.
 */
class AgentsViewModelTest {

    static FakeEngine engine() {
        FakeEngine e = new FakeEngine();
        e.agents.tools = List.of(new AgentsApi.Tool("client_risk", "Client behavioral risk", "d"),
                new AgentsApi.Tool("suitability_drift", "Suitability drift", "d"),
                new AgentsApi.Tool("weekly_digest", "Weekly digest preview", "d"),
                new AgentsApi.Tool("search_research", "Search research", "d"));
        return e;
    }

    @Test
    void loadsTheToolsAsWordsRefusesAKeyWithoutNameOrToolsAndCreatesOneShownOnce(@TempDir Path dir) {
        FakeEngine e = engine();
        AgentsViewModel vm = new AgentsViewModel(e.context(dir));
        vm.load();
        assertThat(vm.enabledProperty().get()).isFalse();
        assertThat(vm.loadedProperty().get()).isTrue();
        assertThat(vm.tools()).extracting(AgentsViewModel.ToolChoice::title)
                .contains("Client behavioral risk", "Suitability drift", "Weekly digest preview", "Search research");
        assertThat(vm.callsSummaryProperty().get()).isEqualTo("No agent has called a tool yet.");

        vm.createKey();
        assertThat(vm.statusProperty().get()).startsWith("Give the agent a name");
        vm.labelProperty().set("Digest bot");
        vm.createKey();
        assertThat(vm.statusProperty().get()).isEqualTo("Choose at least one tool the agent may use.");
        assertThat(e.calls).noneMatch(c -> c.startsWith("agents.createKey"));   // refused before any call
        vm.tools().stream().filter(t -> t.name().equals("weekly_digest")).findFirst().orElseThrow().selectedProperty().set(true);
        vm.createKey();
        assertThat(e.calls).contains("agents.createKey Digest bot [weekly_digest]");
        assertThat(vm.newKeyProperty().get()).isEqualTo("bpi_fake1");
        assertThat(vm.keys()).singleElement().satisfies(k -> {
            assertThat(k.agent()).isEqualTo("Digest bot");
            assertThat(k.tools()).isEqualTo("Weekly digest preview");
            assertThat(k.state()).isEqualTo("Active");
        });
        assertThat(vm.tools()).noneMatch(t -> t.selectedProperty().get());
        assertThat(vm.labelProperty().get()).isEmpty();

        vm.setEnabled(true);
        assertThat(vm.enabledProperty().get()).isTrue();
        vm.revoke(vm.keys().get(0));
        assertThat(vm.keys().get(0).state()).startsWith("Revoked");
        assertThat(AgentsViewModel.outcome("refused")).isEqualTo("Refused: tool not allowed or daily limit");
        assertThat(vm.mcpUrl()).endsWith("/mcp").doesNotContain("//mcp");
    }

    @Test
    void callsReadInWordsWithTheToolsTitleAndTheSummaryCountsThem(@TempDir Path dir) {
        FakeEngine e = engine();
        e.agents.calls = new AgentsApi.CallPage(List.of(
                new AgentCall("Digest bot", "stdio", "weekly_digest", 12345, 87, "ok", "2026-11-22T10:15:42Z"),
                new AgentCall("Digest bot", "http", "unknown_tool", 0, 3, "refused", "2026-11-22T10:15:40Z")), 7);
        AgentsViewModel vm = new AgentsViewModel(e.context(dir));
        vm.load();
        assertThat(vm.calls()).hasSize(2);
        AgentsViewModel.CallRow first = vm.calls().get(0);
        assertThat(first.tool()).isEqualTo("Weekly digest preview");
        assertThat(first.outcome()).isEqualTo("Answered");
        assertThat(first.transport()).isEqualTo("This computer");
        assertThat(first.resultSize()).isEqualTo(com.bpidesk.app.format.Formats.app().number(12345, 0) + " bytes");
        assertThat(vm.calls().get(1).transport()).isEqualTo("Network");
        assertThat(vm.calls().get(1).outcome()).isEqualTo("Refused: tool not allowed or daily limit");
        assertThat(vm.callsSummaryProperty().get()).isEqualTo("The 2 most recent of 7 calls, newest first.");
    }

    @Test
    void anUnreachableEngineIsSaidInWords(@TempDir Path dir) {
        FakeEngine e = engine();
        e.down = true;
        AgentsViewModel vm = new AgentsViewModel(e.context(dir));
        vm.load();
        assertThat(vm.statusProperty().get()).startsWith("Could not load the AI agents settings: The engine at");
        assertThat(vm.loadedProperty().get()).isFalse();
    }
}
