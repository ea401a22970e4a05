package com.bpidesk.engine.behavior;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A crypto pair priced in its quote asset (issue 24): a trade priced in ETH or BTC is no reason to refuse a file; it is
 * left unpriced (counted, not scored), and a pair read backwards ("bought 200 EUR for 0.0022 BTC") is the sale it is.
 */
class CryptoQuoteTest {

    static ParsedPortfolio parse(String csv) {
        return PortfolioCsv.parse(csv.getBytes(StandardCharsets.UTF_8), PortfolioCsv.Options.detect());
    }

    @Test
    void aTradePricedInACryptoAssetIsLeftUnpriced() {
        ParsedPortfolio p = parse("""
                Date,Type,Symbol,Quantity,Price,Currency
                2024-01-02,Buy,BTC,0.1,42000,USD
                2024-01-05,Buy,SOL,10,0.041,ETH
                2024-02-01,Sell,BTC,0.05,43000,USD
                """);
        // by hand: lines 2 and 4 are priced in dollars; line 3 (SOL for ETH) has no price in money
        assertThat(p.trades()).extracting(Trade::line).containsExactly(2L, 4L);
        assertThat(p.ignoredRows()).containsEntry("priced in ETH (a crypto asset): left unpriced", 1L);
        assertThat(p.dataRows()).isEqualTo(3);
    }

    @Test
    void aPairReadBackwardsIsTheSaleOfTheCryptoAsset() {
        // CoinTracking layout: bought 200 EUR, sold 0.0022 BTC
        ParsedPortfolio p = parse("""
                "Type","Buy","Cur.","Sell","Cur.","Fee","Cur.","Exchange","Group","Comment","Date","Tx-ID"
                "Trade","0.00550000","BTC","500.00000000","EUR","19.00000000","EUR","Kraken","","","2025-01-01 10:12:27",""
                "Trade","200.00000000","EUR","0.00220000","BTC","2.00000000","EUR","Kraken","","","2025-01-11 10:12:27",""
                """);
        assertThat(p.trades()).hasSize(2);
        Trade sale = p.trades().get(1);
        assertThat(sale.symbol()).isEqualTo("BTC");
        assertThat(sale.side()).isEqualTo(Side.SELL);
        assertThat(sale.quantity()).isCloseTo(0.0022, within(1e-12));
        // by hand: 200 EUR / 0.0022 BTC = 90,909.0909... EUR per BTC
        assertThat(sale.price()).isCloseTo(90909.0909, within(1e-3));
        assertThat(sale.currency()).isEqualTo("EUR");
    }
}
