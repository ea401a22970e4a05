package com.bpidesk.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.client.data.DataApi;
import com.bpidesk.app.client.data.DataApi.RefreshStatus;
import com.bpidesk.app.testing.FakeEngine;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The data sources card's view model on the fake engine (a unit test): the settings body, saving, and a refresh followed. */
class DataSourcesViewModelTest {

    @Test
    void theSavedBodyCarriesTheModeTheSwitchEveryProviderAndTheCurrencyUpperCase(@TempDir Path dir) throws Exception {
        FakeEngine e = new FakeEngine();
        e.data.settings = new DataApi.DataSettings("demo", false, null, List.of(
                new DataApi.Provider("stooq", "prices", "Stooq daily prices", true),
                new DataApi.Provider("fred", "macro", "FRED series", false)));
        DataSourcesViewModel vm = new DataSourcesViewModel(e.context(dir), 0);
        vm.load();
        assertThat(vm.providers()).extracting(DataSourcesViewModel.ProviderRow::id).containsExactly("stooq", "fred");
        vm.providers().get(1).enabledProperty().set(true);
        vm.dataModeProperty().set("online");
        vm.baseCurrencyProperty().set(" eur ");
        assertThat(EngineClient.JSON.writeValueAsString(vm.settingsBody())).isEqualTo(
                "{\"data_mode\":\"online\",\"online_enabled\":false,\"providers\":{\"stooq\":true,\"fred\":true},\"base_currency\":\"EUR\"}");
        vm.save();
        assertThat(vm.statusProperty().get()).isEqualTo("Saved. Data mode: online data; online downloads off; base currency EUR.");
    }

    @Test
    void aRefreshIsFollowedToItsEndAndItsFailuresSaid(@TempDir Path dir) {
        FakeEngine e = new FakeEngine();
        e.data.refreshes = List.of(new RefreshStatus("r1", "running", 50, 1, 2, "FRED CPIAUCSL", List.of("SPY"), List.of()),
                new RefreshStatus("r1", "complete_with_errors", 100, 2, 2, null, List.of("SPY"), List.of("FRED: no answer")));
        DataSourcesViewModel vm = new DataSourcesViewModel(e.context(dir), 0);
        vm.refresh();
        assertThat(e.calls).containsExactly("data.refresh", "data.refreshStatus r1");
        assertThat(vm.refreshingProperty().get()).isFalse();
        assertThat(vm.statusProperty().get()).startsWith("Refresh ").contains(": 1 downloaded, 1 failed")
                .endsWith("First: FRED: no answer");
    }
}
