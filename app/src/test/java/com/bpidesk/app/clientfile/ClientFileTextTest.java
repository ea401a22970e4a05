package com.bpidesk.app.clientfile;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.client.clientfile.ClientFileApi;
import com.bpidesk.app.format.Formats;
import org.junit.jupiter.api.Test;

/** The client file's figures in words: the band state with the distance worked by hand, change-log fields, signed money. */
class ClientFileTextTest {

    @Test
    void theBandStateSaysWhereTheWeightIsAndByHowMuch() throws Exception {
        Formats f = Formats.app();
        // equity 72.8 % against 25 % +- 5: 72.8 - 30 = 42.8 percentage points above
        var above = ClientFileViewModel.allocationRow(EngineClient.JSON.readValue("""
                {"asset_class":"equity","value":1000,"weight":0.728,"target_weight":0.25,"band":0.05,"lower":0.20,"upper":0.30,"state":"above"}""", ClientFileApi.AllocationLine.class));
        assertThat(above.assetClass()).isEqualTo("Equity");
        assertThat(above.state()).isEqualTo("Above the band by " + f.number(42.8, 1) + " percentage points");
        assertThat(above.target()).isEqualTo(f.percent(0.25) + " ± " + f.number(5, 1) + " pp");
        // bonds 27.2 % against 60 % +- 5: 55 - 27.2 = 27.8 below
        var below = ClientFileViewModel.allocationRow(EngineClient.JSON.readValue("""
                {"asset_class":"bonds","value":1,"weight":0.272,"target_weight":0.60,"band":0.05,"lower":0.55,"upper":0.65,"state":"below"}""", ClientFileApi.AllocationLine.class));
        assertThat(below.state()).isEqualTo("Below the band by " + f.number(27.8, 1) + " percentage points");
        var within = ClientFileViewModel.allocationRow(EngineClient.JSON.readValue("""
                {"asset_class":"real_estate","value":1,"weight":0.05,"target_weight":0.05,"band":0.03,"lower":0.02,"upper":0.08,"state":"within"}""", ClientFileApi.AllocationLine.class));
        assertThat(within.assetClass()).isEqualTo("Real estate");
        assertThat(within.state()).isEqualTo("Within the band (" + f.percent(0.02) + " to " + f.percent(0.08) + ")");
    }

    @Test
    void changeLogFieldsAndGainsReadAsWords() {
        assertThat(ClientFileViewModel.fieldWords("target.real_estate")).isEqualTo("Target for real estate");
        assertThat(ClientFileViewModel.fieldWords("band.equity")).isEqualTo("Band for equity");
        assertThat(ClientFileViewModel.fieldWords("max_position_weight")).isEqualTo("Largest single position");
        assertThat(ClientFileViewModel.fieldWords("held_symbols")).isEqualTo("Held positions");
        Formats f = Formats.app();
        assertThat(ClientFileViewModel.signedMoney(1234.5, "USD")).isEqualTo("+" + f.money(1234.5, "USD"));
        assertThat(ClientFileViewModel.signedMoney(-980, "EUR")).isEqualTo("−" + f.money(980, "EUR"));
    }

    @Test
    void holdingNotesNameThePriceProblemAndThePolicyFlags() {
        var row = new ClientFileViewModel.HoldingRow("Taxable account (USD)", "V", "Visa Inc.", "Equity", 10, "USD 7.90", 79.0, 100.0,
                -21.0, -0.21, 0.3, "stale", true, true, "USD");
        assertThat(ClientFileView.notes(row)).isEqualTo("Price out of date\nHeld (not to be sold)\nAbove the position limit");
    }

    @Test
    void theAccountChoicesAreWordsNumberedWhenAlikeAndThePathCarriesTheAccount() throws Exception {
        var choices = ClientFileViewModel.accountChoices(EngineClient.JSON.readValue("""
                [{"account_id":"a-1","account_type":"brokerage","currency":"USD"},
                 {"account_id":"a-2","account_type":"retirement","currency":"EUR"},
                 {"account_id":"a-3","account_type":"brokerage","currency":"USD"}]""",
                new com.fasterxml.jackson.core.type.TypeReference<java.util.List<ClientFileApi.Account>>() { }));
        assertThat(choices).extracting(PerformanceViewModel.AccountChoice::label)
                .containsExactly("Brokerage account (USD)", "Retirement account (EUR)", "Brokerage account (USD) 2");
        assertThat(choices).extracting(PerformanceViewModel.AccountChoice::accountId).containsExactly("a-1", "a-2", "a-3");
        assertThat(com.bpidesk.app.client.signals.HttpSignalsApi.performancePath("demo c1", null, null)).isEqualTo("/api/book/clients/demo+c1/performance");
        assertThat(com.bpidesk.app.client.signals.HttpSignalsApi.performancePath("c1", "1Y", "a/1")).isEqualTo("/api/book/clients/c1/performance?period=1Y&account_id=a%2F1");
        assertThat(com.bpidesk.app.client.signals.HttpSignalsApi.performancePath("c1", null, "a-2")).isEqualTo("/api/book/clients/c1/performance?account_id=a-2");
    }
}
