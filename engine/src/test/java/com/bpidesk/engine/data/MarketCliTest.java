package com.bpidesk.engine.data;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.cli.EngineCli;
import com.bpidesk.engine.market.SharedData;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** import-prices, import-macro and regime-backtest on the real shared files. */
@Tag("api")
class MarketCliTest {

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = EngineCli.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void importsEverySharedPriceFileAndEveryMacroFile() throws Exception {
        Path dir = Files.createTempDirectory("bpi-cli-");
        Run prices = run("--data-dir", dir.toString(), "import-prices", SharedData.path("prices").toString());
        assertThat(prices.code()).as(prices.err()).isZero();
        assertThat(prices.out().lines().filter(l -> l.matches("^[A-Z]+\\s+(yahoo|yfinance|alphavantage).*"))).hasSize(39);
        Run macro = run("--data-dir", dir.toString(), "import-macro", SharedData.path("macro").toString());
        assertThat(macro.code()).as(macro.err()).isZero();
        assertThat(macro.out()).contains("GDPC1.csv: fred, 1 series").contains("worldbank-csv, 252 series")
                .contains("Metadata_Country_API_NY.GDP.MKTP.KD.ZG_DS2_en_csv_v2.csv: World Bank metadata file, skipped");
    }

    @Test
    void backtestPrintsTheLabelsOf2008And2020And2022() {
        Run r = run("regime-backtest", SharedData.path("macro").toString(), "--prices",
                SharedData.path("prices/yfinance_autoadjust_to_2026/SPY.csv").toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("summary 2008-01..2008-12", "summary 2020-01..2020-12", "summary 2022-01..2022-12");
        assertThat(r.out()).containsPattern("2008-10-31 risk_off");
    }
}
