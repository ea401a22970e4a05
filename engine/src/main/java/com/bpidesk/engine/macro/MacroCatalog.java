package com.bpidesk.engine.macro;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What the engine knows about the series it fetches, ships as demo data or recognises in imported files:
 * title, category, region, institution, frequency and units. Ids are the publishers' own: FRED series ids,
 * ECB SDMX keys, Bank of England IADB codes, World Bank indicator codes suffixed with {@code :ISO3}.
 */
public final class MacroCatalog {

    /** A known series: the {@link SeriesInfo} fields plus the institution and whether it is a policy rate. */
    public record Entry(String seriesId, String title, String category, String region, String institution,
                        String frequency, String units, boolean policyRate) {

        public SeriesInfo info(String source) {
            return new SeriesInfo(seriesId, title, category, region, source, frequency, units);
        }
    }

    public static final String FRED = "FRED";
    public static final String WORLD_BANK = "World Bank";
    public static final String ECB = "ECB";
    public static final String BOE = "Bank of England";

    /** ECB main refinancing operations rate (fixed rate tenders), level. */
    public static final String ECB_MRO = "FM.B.U2.EUR.4F.KR.MRR_FR.LEV";
    /** Euro area HICP, overall index, annual rate of change. */
    public static final String EA_HICP = "ICP.M.U2.N.000000.4.ANR";
    /** Bank of England Bank Rate. */
    public static final String BOE_BANK_RATE = "IUDBEDR";
    public static final String WB_GDP_GROWTH = "NY.GDP.MKTP.KD.ZG";

    private static final Map<String, Entry> ENTRIES = new LinkedHashMap<>();

    static {
        add("FEDFUNDS", "Federal funds effective rate", "rates", "US", FRED, "monthly", "percent", true);
        add("DFF", "Federal funds effective rate (daily)", "rates", "US", FRED, "daily", "percent", true);
        add("DFEDTARU", "Federal funds target range, upper limit", "rates", "US", FRED, "daily", "percent", true);
        add("DGS10", "10-year Treasury constant maturity yield", "rates", "US", FRED, "daily", "percent", false);
        add("DGS2", "2-year Treasury constant maturity yield", "rates", "US", FRED, "daily", "percent", false);
        add("DGS3MO", "3-month Treasury constant maturity yield", "rates", "US", FRED, "daily", "percent", false);
        add("T10Y2Y", "10-year minus 2-year Treasury spread", "rates", "US", FRED, "daily", "percent", false);
        add("T10Y3M", "10-year minus 3-month Treasury spread", "rates", "US", FRED, "daily", "percent", false);
        add("CPIAUCSL", "Consumer price index, all urban consumers (headline)", "inflation", "US", FRED, "monthly",
                "index 1982-1984=100", false);
        add("CPILFESL", "Consumer price index less food and energy (core)", "inflation", "US", FRED, "monthly",
                "index 1982-1984=100", false);
        add("PCEPI", "PCE price index", "inflation", "US", FRED, "monthly", "index 2017=100", false);
        add("PCEPILFE", "PCE price index less food and energy", "inflation", "US", FRED, "monthly", "index 2017=100", false);
        add("GDPC1", "Real gross domestic product", "growth", "US", FRED, "quarterly", "billions of chained dollars", false);
        add("A191RL1Q225SBEA", "Real GDP growth, annualised quarterly rate", "growth", "US", FRED, "quarterly", "percent", false);
        add("INDPRO", "Industrial production index", "growth", "US", FRED, "monthly", "index 2017=100", false);
        add("UNRATE", "Unemployment rate", "labour", "US", FRED, "monthly", "percent", false);
        add("PAYEMS", "Nonfarm payrolls", "labour", "US", FRED, "monthly", "thousands of persons", false);
        add("ICSA", "Initial jobless claims", "labour", "US", FRED, "weekly", "persons", false);
        add("BAMLH0A0HYM2", "ICE BofA US high yield option-adjusted spread", "credit", "US", FRED, "daily", "percent", false);
        add("BAMLC0A0CM", "ICE BofA US corporate (investment grade) option-adjusted spread", "credit", "US", FRED, "daily",
                "percent", false);
        add(ECB_MRO, "ECB main refinancing operations rate", "rates", "EA", ECB, "monthly", "percent", true);
        add("FM.D.U2.EUR.4F.KR.DFR.LEV", "ECB deposit facility rate", "rates", "EA", ECB, "daily", "percent", true);
        add(EA_HICP, "Euro area HICP inflation, annual rate", "inflation", "EA", ECB, "monthly", "percent", false);
        add(BOE_BANK_RATE, "Bank of England Bank Rate", "rates", "GB", BOE, "monthly", "percent", true);
        add("D7G7", "UK CPI inflation, annual rate", "inflation", "GB", BOE, "monthly", "percent", false);
        for (String[] c : new String[][] {{"USA", "US", "United States"}, {"DEU", "DE", "Germany"},
                {"GBR", "GB", "United Kingdom"}, {"JPN", "JP", "Japan"}, {"CHN", "CN", "China"}, {"IND", "IN", "India"},
                {"BRA", "BR", "Brazil"}, {"FRA", "FR", "France"}, {"WLD", "WLD", "World"}, {"EMU", "EA", "Euro area"}}) {
            add(WB_GDP_GROWTH + ":" + c[0], "GDP growth, " + c[2], "growth", c[1], WORLD_BANK, "annual", "percent", false);
        }
    }

    private static void add(String id, String title, String category, String region, String institution, String frequency,
                            String units, boolean policy) {
        ENTRIES.put(id, new Entry(id, title, category, region, institution, frequency, units, policy));
    }

    private MacroCatalog() {
    }

    public static Optional<Entry> find(String seriesId) {
        return Optional.ofNullable(ENTRIES.get(seriesId));
    }

    public static Map<String, Entry> all() {
        return java.util.Collections.unmodifiableMap(ENTRIES);
    }

    /** True when changes of the series are central-bank policy decisions (boosted in the significance score). */
    public static boolean isPolicyRate(String seriesId) {
        return find(seriesId).map(Entry::policyRate).orElse(false);
    }
}
