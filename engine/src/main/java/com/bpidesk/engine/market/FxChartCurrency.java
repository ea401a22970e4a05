package com.bpidesk.engine.market;

import com.bpidesk.engine.fx.FxRates;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.fx.MissingRateException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A5's {@code currency=} over the FX feature's rates: each candle converted with the rate on or before its date
 * (docs/currencies.md); candles with no such rate are dropped and counted as gaps. When none can be converted the
 * missing pair is refused in words.
 */
final class FxChartCurrency implements ChartCurrency {

    private final FxRates rates;

    FxChartCurrency(FxRates rates) {
        this.rates = rates;
    }

    @Override
    public Converted convert(List<Candle> candles, String from, String to) {
        FxTable table = rates.table();
        List<Candle> out = new ArrayList<>(candles.size());
        Set<String> sources = new LinkedHashSet<>();
        int gaps = 0;
        for (Candle c : candles) {
            var conv = table.find(from, to, c.date());
            if (conv.isEmpty()) {
                gaps++;
                continue;
            }
            double f = conv.get().rate();
            sources.add(conv.get().source());
            out.add(new Candle(c.date(), c.open() * f, c.high() * f, c.low() * f, c.close() * f, c.volume()));
        }
        if (out.isEmpty() && !candles.isEmpty()) {
            try {
                table.convert(from, to, candles.get(candles.size() - 1).date());
            } catch (MissingRateException e) {
                throw e.toDomain();
            }
        }
        return new Converted(out, sources.isEmpty() ? "none" : String.join(",", sources), gaps);
    }
}
