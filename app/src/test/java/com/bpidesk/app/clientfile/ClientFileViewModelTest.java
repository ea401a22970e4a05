package com.bpidesk.app.clientfile;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.book.BookApi;
import com.bpidesk.app.client.clientfile.ClientFileApi;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.testing.FakeEngine;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The client file on the fake engine (ADR 0255), worked by hand: totals and holdings in the base currency, largest value
 * first with the unvalued position last, the house-default policy in words, no signals said in words, the edited policy
 * sent as fractions with the held symbols split.
 */
class ClientFileViewModelTest {

    static ClientFileApi.ClientFile file() {
        var policy = new ClientFileApi.Policy(List.of(new ClientFileApi.PolicyTarget("equity", 0.6, 0.05)), 0.1, List.of(),
                "house_default", null, null);
        var holdings = List.of(
                new ClientFileApi.Holding("XYZ", "Xyz Corp", "equity", 5, null, null, "missing_price", null, null, null, null, null, false, false),
                new ClientFileApi.Holding("AAPL", "Apple Inc.", "equity", 10, "USD", 190.0, "current", 1900.0, 1500.0, 400.0, 0.2667, 0.19,
                        false, false),
                new ClientFileApi.Holding("AGG", "iShares Core US Aggregate Bond ETF", "bonds", 100, "USD", 98.0, "current", 9800.0,
                        10_000.0, -200.0, -0.02, 0.81, true, false));
        return new ClientFileApi.ClientFile(
                new ClientFileApi.Profile("Maria Lopez", null, "moderate", 10, "US", LocalDate.of(2020, 1, 2)), policy, List.of(),
                LocalDate.of(2026, 11, 27), "USD", List.of(new ClientFileApi.Account("a-1", "brokerage", "USD", holdings)),
                new ClientFileApi.Totals(12_100, 11_700, 400, 200, 1),
                List.of(new ClientFileApi.AllocationLine("equity", 0.19, 0.6, 0.05, 0.55, 0.65, "below")), null, List.of(), "Advisor decides.");
    }

    @Test
    void theFileReadsInWordsAndThePolicyGoesBackAsFractions() {
        FakeEngine engine = new FakeEngine();
        engine.clients = List.of(BookApi.ClientSummary.of("c-1", "Maria Lopez", "moderate", "low"));
        engine.clientFile.file = file();
        ClientFileViewModel vm = new ClientFileViewModel(engine.context(null));
        vm.loadClients();
        assertThat(vm.matches()).extracting(ClientFileViewModel.ClientMatch::name).containsExactly("Maria Lopez");
        vm.open("c-1");
        Formats f = Formats.app();
        assertThat(vm.clientNameProperty().get()).isEqualTo("Maria Lopez");
        assertThat(vm.advisorProperty().get()).isEmpty();
        // 11,700 invested + 400 cash = 12,100; unrealised 400 - 200 = +200
        assertThat(vm.totalsProperty().get()).startsWith("Value " + f.money(12_100, "USD") + " (invested " + f.money(11_700, "USD"))
                .contains("unrealised gain +" + f.money(200, "USD")).endsWith(" · 1 position(s) without a price");
        assertThat(vm.holdings()).extracting(ClientFileViewModel.HoldingRow::symbol).containsExactly("AGG", "AAPL", "XYZ");
        assertThat(vm.holdings().get(2).price()).isEqualTo("no price");
        assertThat(vm.accountChoices()).extracting(PerformanceViewModel.AccountChoice::label).containsExactly("Brokerage account (USD)");
        assertThat(vm.policySummaryProperty().get()).startsWith("Largest single position " + f.percent(0.1, 0))
                .contains("held, not to be sold: none").endsWith("compared with the house default for the client's risk tolerance.");
        assertThat(vm.churnProperty().get()).isEqualTo("Signals are not available for this client (see the notes below).");
        assertThat(vm.noticeProperty().get()).isEqualTo("Advisor decides.");

        var form = vm.policyFormProperty().get();
        form.targets().put("bonds", new double[] {0.4, 0.05});
        vm.savePolicy(new ClientFileViewModel.PolicyForm(form.targets(), 0.12, "AAPL, VTI"));
        var sent = engine.clientFile.saved.get(0);
        assertThat(sent.maxPositionWeight()).isEqualTo(0.12);
        assertThat(sent.heldSymbols()).containsExactly("AAPL", "VTI");
        assertThat(sent.targets()).extracting(ClientFileApi.PolicyTarget::assetClass)
                .containsExactly("equity", "bonds", "real_estate", "commodities", "cash");
        assertThat(vm.messageProperty().get()).isEqualTo("Policy saved for Maria Lopez.");
    }
}
