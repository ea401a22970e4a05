package com.bpidesk.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.testing.EngineFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.Tag;

/** The AI agents view model without a stage (work and callbacks on the calling thread) against a real embedded engine. */
@Tag("ui")
class AgentsViewModelTest {

    @RegisterExtension
    static final EngineFixture fx = new EngineFixture();

    @Test
    void loadsTheToolsAsWordsRefusesAKeyWithoutNameOrToolsAndCreatesOneShownOnce() {
        AgentsViewModel vm = new AgentsViewModel(fx.directContext());
        vm.load();
        assertThat(vm.enabledProperty().get()).isFalse();
        assertThat(vm.tools()).extracting(AgentsViewModel.ToolChoice::title)
                .contains("Client behavioral risk", "Suitability drift", "Weekly digest preview", "Search research");
        assertThat(vm.callsSummaryProperty().get()).isEqualTo("No agent has called a tool yet.");

        vm.createKey();
        assertThat(vm.statusProperty().get()).startsWith("Give the agent a name");
        vm.labelProperty().set("Digest bot");
        vm.createKey();
        assertThat(vm.statusProperty().get()).isEqualTo("Choose at least one tool the agent may use.");
        vm.tools().stream().filter(t -> t.name().equals("weekly_digest")).findFirst().orElseThrow().selectedProperty().set(true);
        vm.createKey();
        assertThat(vm.newKeyProperty().get()).startsWith("bpi_");
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
}
