package com.bpidesk.engine.swarm.briefing;

import java.util.List;
import java.util.Map;

/**
 * The {@code behavioral_agent} section: behavioral flags and the Behavioral DNA scorer's holdings figures. Serialized into {@code ic_briefing} by
 * the API's JSON mapper (snake_case field names); read back with {@link AnalysisResult#read}.
 *
 * The section. {@code homeWeight} is the scorer's domestic share ({@code home_bias.inputs.domestic_share}),
 * {@code homeWorldWeight} its {@code world_cap_share}; {@code hhi}, {@code effectiveHoldings}, {@code largestWeight} are
 * the concentration inputs; {@code lotteryShareOfStocks} is {@code lottery_preference.inputs.lottery_weight} (share of
 * the classifiable stocks) and {@code lotteryLikeWeight} the portfolio weight of the same stocks; {@code dnaScores} the
 * scorer's 0-100 scores of the holdings (scored or proxy ones).
 */
public record BehavioralAgentSection(String dataSource, List<Flag> flags, int flagCount, String homeCountry,
                      Double homeWeight, Double homeWorldWeight, double largeLoserWeight, double recentWinnerWeight,
                      double lotteryLikeWeight, Double lotteryShareOfStocks, Double universeLotteryShare, Double hhi,
                      Double effectiveHoldings, Double largestWeight, String largestSymbol, Integer positionsAtLoss,
                      Integer positionsAtGain, Map<String, Double> dnaScores, Double dnaOverallScore, String dnaMethod, String note) implements BriefingSection {

    public record Flag(String code, String severity, List<String> symbols, String figure, double value,
                       double threshold, String explanation) {
    }
}
