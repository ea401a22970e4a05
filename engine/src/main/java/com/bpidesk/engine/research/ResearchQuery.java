package com.bpidesk.engine.research;

import java.time.LocalDate;
import java.util.List;

/** Body of {@code POST /api/research/query}. */
public record ResearchQuery(String question, Filters filters, Integer limit) {

    /** Optional filters; every list is "any of". Dates are inclusive. */
    public record Filters(List<String> types, LocalDate dateFrom, LocalDate dateTo, List<String> tickers) {
    }
}
