package com.bpidesk.engine.behavior;

import com.bpidesk.engine.market.MarketReference;
import com.bpidesk.engine.market.PriceHistory;
import java.time.LocalDate;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The market a Behavioral DNA ranks a portfolio against: the price store's universe (recency, lottery and attention
 * scores), the reference data's world market capitalisation (home bias) and, for a scorer made for one batch over fixed
 * prices ({@link DnaScorer#forBatch}), the cross-sectional figures of a date kept for reuse.
 *
 * @param store                    the price store, null when the engine has none
 * @param reference                reference data, null when the engine has none
 * @param trailingReturnsByDate    trailing returns of the universe per date, kept across reports (null: not a batch)
 * @param lotteryCharacteristicsByDate lottery characteristics per symbol and date, kept across reports (null: not a batch)
 */
record DnaMarket(PriceHistory store, MarketReference reference, Map<LocalDate, double[]> trailingReturnsByDate,
                 Map<LocalDate, Map<String, double[]>> lotteryCharacteristicsByDate) {

    /** @param batch keep the cross-sectional figures of each date for the scorer's lifetime (prices must not change) */
    static DnaMarket of(PriceHistory store, MarketReference reference, boolean batch) {
        return new DnaMarket(store, reference, batch ? new ConcurrentHashMap<>() : null, batch ? new ConcurrentHashMap<>() : null);
    }
}
