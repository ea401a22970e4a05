package com.bpidesk.engine.data.online;

import com.bpidesk.engine.platform.settings.Settings;
import com.bpidesk.engine.macro.MacroCatalog;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The online providers (all keyless) and the URL of each download, with the template overridable in the
 * configuration ({@code online.<provider>.url}; tests point them at a local fake). Documented in
 * docs/market-data.md "Online providers".
 */
public final class OnlineProviders {

    /** One provider: id, what it serves, description, default URL template. */
    public record Provider(String id, String kind, String description, String defaultUrl) {
    }

    public static final Provider STOOQ = new Provider("stooq", "prices",
            "Stooq daily OHLCV CSV (keyless; traded prices, no adjusted close)",
            "https://stooq.com/q/d/l/?s={symbol}&i=d");
    public static final Provider FRED = new Provider("fred", "macro",
            "FRED (Federal Reserve Bank of St. Louis) series CSV, keyless graph download",
            "https://fred.stlouisfed.org/graph/fredgraph.csv?id={id}");
    public static final Provider WORLD_BANK = new Provider("worldbank", "macro",
            "World Bank Indicators API v2 JSON (keyless)",
            "https://api.worldbank.org/v2/country/{countries}/indicator/{indicator}?format=json&per_page=20000");
    public static final Provider ECB = new Provider("ecb", "macro",
            "ECB Data Portal SDMX-CSV (keyless)",
            "https://data-api.ecb.europa.eu/service/data/{flow}/{key}?format=csvdata");
    public static final Provider BOE = new Provider("boe", "macro",
            "Bank of England Interactive Statistical Database CSV (keyless)",
            "https://www.bankofengland.co.uk/boeapps/database/_iadb-fromshowcolumns.asp?csv.x=yes&Datefrom=01/Jan/2000"
                    + "&Dateto=now&SeriesCodes={id}&CSVF=TN&UsingCodes=Y&VPD=Y&VFD=N");

    public static final List<Provider> ALL = List.of(STOOQ, FRED, WORLD_BANK, ECB, BOE);

    /** The FRED series the feed and the regime use: policy rate, CPI (headline, core), real GDP, unemployment, curve, credit. */
    public static final List<String> FRED_SERIES = List.of("FEDFUNDS", "CPIAUCSL", "CPILFESL", "GDPC1", "UNRATE",
            "T10Y2Y", "T10Y3M", "BAMLH0A0HYM2");
    public static final List<String> ECB_SERIES = List.of(MacroCatalog.ECB_MRO, MacroCatalog.EA_HICP);
    public static final List<String> BOE_SERIES = List.of(MacroCatalog.BOE_BANK_RATE);
    public static final List<String> WORLD_BANK_COUNTRIES = List.of("USA", "DEU", "GBR", "JPN", "CHN", "IND", "BRA",
            "FRA", "EMU", "WLD");

    private final Settings config;

    public OnlineProviders(Settings config) {
        this.config = config;
    }

    public String template(Provider p) {
        return config.get("online." + p.id() + ".url", p.defaultUrl());
    }

    /** Stooq's symbol: US tickers get {@code .us} ({@code BRK.B -> brk-b.us}); suffixes map to Stooq markets. */
    public static String stooqSymbol(String symbol) {
        String s = symbol.toLowerCase(Locale.ROOT);
        Map<String, String> markets = new LinkedHashMap<>();
        markets.put(".l", ".uk");
        markets.put(".t", ".jp");
        markets.put(".de", ".de");
        markets.put(".pa", ".fr");
        markets.put(".sw", ".ch");
        markets.put(".hk", ".hk");
        for (var e : markets.entrySet()) {
            if (s.endsWith(e.getKey())) {
                return s.substring(0, s.length() - e.getKey().length()) + e.getValue();
            }
        }
        return s.replace('.', '-') + ".us";
    }

    public String priceUrl(String symbol) {
        return template(STOOQ).replace("{symbol}", enc(stooqSymbol(symbol)));
    }

    /** A macro download: provider, URL and the series ids it should yield. */
    public record MacroDownload(Provider provider, String url, String label) {
    }

    public List<MacroDownload> macroDownloads() {
        List<MacroDownload> out = new ArrayList<>();
        for (String id : FRED_SERIES) {
            out.add(new MacroDownload(FRED, template(FRED).replace("{id}", enc(id)), id));
        }
        for (String id : ECB_SERIES) {
            int dot = id.indexOf('.');
            out.add(new MacroDownload(ECB, template(ECB).replace("{flow}", id.substring(0, dot))
                    .replace("{key}", id.substring(dot + 1)), id));
        }
        for (String id : BOE_SERIES) {
            out.add(new MacroDownload(BOE, template(BOE).replace("{id}", enc(id)), id));
        }
        out.add(new MacroDownload(WORLD_BANK, template(WORLD_BANK).replace("{countries}", String.join(";", WORLD_BANK_COUNTRIES))
                .replace("{indicator}", MacroCatalog.WB_GDP_GROWTH), MacroCatalog.WB_GDP_GROWTH));
        return out;
    }

    private static String enc(String s) {
        return java.net.URLEncoder.encode(s, java.nio.charset.StandardCharsets.UTF_8);
    }
}
