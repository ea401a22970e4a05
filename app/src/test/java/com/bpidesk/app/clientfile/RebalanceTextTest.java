package com.bpidesk.app.clientfile;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.client.rebalance.RebalanceApi;
import com.fasterxml.jackson.core.type.TypeReference;
import java.util.List;
import com.bpidesk.app.format.Formats;
import org.junit.jupiter.api.Test;

/** A rebalance proposal in words: trades by name with money, class weights in percent, the confirmation before acceptance. */
class RebalanceTextTest {

    static final String TRADES = """
            [{"symbol":"AAPL","name":"Apple Inc.","asset_class":"equity","side":"SELL","shares":120,"price":190.25,"value":22830,
              "estimated_realised_gain":4830,"reason":"brings equity from 70.0 % toward its target of 60.0 %"},
             {"symbol":"AGG","name":"iShares Core US Aggregate Bond ETF","asset_class":"bonds","side":"BUY","shares":1,"price":98.5,
              "value":98.5,"estimated_realised_gain":0,"reason":"brings bonds from 20.0 % toward its target of 30.0 %"}]""";

    /** The trades as the typed client binds the engine's snake_case answer. */
    static List<RebalanceApi.Trade> trades(String json) throws Exception {
        return EngineClient.JSON.readValue(json, new TypeReference<List<RebalanceApi.Trade>>() { });
    }

    @Test
    void aTradeReadsByNameWithUnitsAndMoneyInTheBaseCurrency() throws Exception {
        Formats f = Formats.app();
        var rows = trades(TRADES);
        RebalanceText.TradeRow sell = RebalanceText.trade(rows.get(0), "USD");
        assertThat(sell.instrument()).isEqualTo("Apple Inc. (AAPL)");
        assertThat(sell.side()).isEqualTo("Sell");
        assertThat(sell.units()).isEqualTo("120");
        // 120 x 190.25 = 22,830.00
        assertThat(sell.value()).isEqualTo(f.money(22_830, "USD")).startsWith("USD 22").endsWith("830.00");
        assertThat(sell.price()).isEqualTo(f.money(190.25, "USD"));
        assertThat(sell.reason()).isEqualTo("Brings equity from 70.0 % toward its target of 60.0 %");
        assertThat(RebalanceText.units(1555)).isEqualTo(f.number(1555, 0));
        assertThat(RebalanceText.units(2.5)).isEqualTo(f.number(2.5, 4));
    }

    @Test
    void aClassReadsInPercentAgainstItsTargetAndBand() throws Exception {
        Formats f = Formats.app();
        var c = RebalanceText.assetClass(EngineClient.JSON.readValue("""
                {"asset_class":"real_estate","before":0.0,"after":0.05,"target":0.05,"band":0.03,"in_band_before":false,"in_band_after":true}""", RebalanceApi.ClassWeight.class));
        assertThat(c.assetClass()).isEqualTo("Real estate");
        assertThat(c.before()).isEqualTo(f.percent(0.0));
        assertThat(c.after()).isEqualTo(f.percent(0.05));
        assertThat(c.band()).isEqualTo("± " + f.number(3, 1) + " pts");
        assertThat(c.state()).isEqualTo("Within band");
    }

    @Test
    void theConfirmationRepeatsWhatGoesToReviewAndThatNothingIsExecuted() throws Exception {
        Formats f = Formats.app();
        String text = RebalanceText.confirmation("Maria Lopez", trades(TRADES), "USD");
        assertThat(text).startsWith("Accept this proposal for Maria Lopez? 2 review items go to compliance, one per trade:")
                .contains("• Sell 120 shares of Apple Inc. (AAPL) for about " + f.money(22_830, "USD"))
                .contains("• Buy 1 share of iShares Core US Aggregate Bond ETF (AGG) for about " + f.money(98.5, "USD"))
                .contains("Nothing is executed and nothing is sent to the client");
        assertThat(RebalanceText.confirmation("Maria Lopez", List.of(), "USD")).contains("no trades");
    }
}
