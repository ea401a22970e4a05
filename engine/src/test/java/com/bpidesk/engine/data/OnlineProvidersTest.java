package com.bpidesk.engine.data;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.data.online.OnlineProviders;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Provider symbol mapping and URL templates (no request is made). */
class OnlineProvidersTest {

    @Test
    void stooqSymbolsByMarket() {
        assertThat(OnlineProviders.stooqSymbol("SPY")).isEqualTo("spy.us");
        assertThat(OnlineProviders.stooqSymbol("BRK.B")).isEqualTo("brk-b.us");
        assertThat(OnlineProviders.stooqSymbol("VOD.L")).isEqualTo("vod.uk");
        assertThat(OnlineProviders.stooqSymbol("7203.T")).isEqualTo("7203.jp");
        assertThat(OnlineProviders.stooqSymbol("MC.PA")).isEqualTo("mc.fr");
    }

    @Test
    void macroDownloadsCoverTheSeriesTheRegimeAndFeedUse() {
        OnlineProviders p = new OnlineProviders(EngineConfig.of(Map.of("online.ecb.url", "http://127.0.0.1:1/{flow}/{key}")));
        var downloads = p.macroDownloads();
        assertThat(downloads).extracting(OnlineProviders.MacroDownload::label)
                .contains("FEDFUNDS", "CPIAUCSL", "CPILFESL", "GDPC1", "UNRATE", "T10Y2Y", "T10Y3M", "BAMLH0A0HYM2",
                        "FM.B.U2.EUR.4F.KR.MRR_FR.LEV", "IUDBEDR", "NY.GDP.MKTP.KD.ZG");
        assertThat(downloads).anyMatch(d -> d.url().equals("http://127.0.0.1:1/FM/B.U2.EUR.4F.KR.MRR_FR.LEV"));
        assertThat(p.priceUrl("SPY")).isEqualTo("https://stooq.com/q/d/l/?s=spy.us&i=d");
    }
}
