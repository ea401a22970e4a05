package com.bpidesk.engine.research;

import com.bpidesk.engine.macro.FeedItem;
import java.util.List;
import java.util.Locale;

/**
 * Generates one research note per macro data release of the signals feed: what was released, what
 * changed and by how much, and how significant the feed scored it. The significance score is the feed's
 * own (docs/market-data.md); the words "high / moderate / low" are its terciles: at least 2/3, at least
 * 1/3, below. Notes are shared by every organization (public data) and idempotent per series and period.
 */
public final class MacroReleaseNotes {

    private MacroReleaseNotes() {
    }

    public static List<NewNote> from(List<FeedItem> items) {
        return items.stream().map(MacroReleaseNotes::note).toList();
    }

    public static NewNote note(FeedItem f) {
        String units = f.units() == null ? "" : f.units();
        String value = fmt(f.value());
        String band = band(f.significance());
        StringBuilder text = new StringBuilder();
        text.append(f.title()).append(" (").append(f.seriesId()).append(", ").append(f.region()).append(", ")
                .append(f.category()).append(") for ").append(f.periodText()).append(": ")
                .append(value).append(units.isEmpty() ? "" : " " + units).append(".\n\n");
        if (f.change() == null) {
            text.append("This is the first observation the feed holds for the series, so no change can be stated.");
        } else {
            double c = f.change();
            String direction = c > 0 ? "rose" : c < 0 ? "fell" : "was unchanged";
            text.append("Compared with the previous release the series ").append(direction);
            if (c != 0) {
                text.append(" by ").append(fmt(Math.abs(c))).append(unitsOfChange(units));
            }
            text.append(".");
        }
        text.append("\n\nSignificance: ").append(String.format(Locale.ROOT, "%.2f", f.significance()))
                .append(" on the feed's 0 to 1 scale (").append(band).append("). ")
                .append(meaning(f.category(), f.change()));
        text.append("\n\nSource: ").append(f.source()).append(". Generated automatically from the macro signals feed.");
        String shortUnits = shortUnits(units);
        String title = f.title() + ", " + f.periodText() + ": " + value + (units.isEmpty() ? "" : shortUnits.equals("%") ? "%" : " " + shortUnits)
                + (f.change() == null ? "" : " (" + (f.change() >= 0 ? "+" : "-") + fmt(Math.abs(f.change())) + ")");
        return new NewNote(ResearchNotes.SHARED_ORGANIZATION, NoteType.MACRO_RELEASE, f.period(), title, f.source(),
                List.of(), f.region() == null ? List.of() : List.of(f.region()), text.toString(),
                "macro:" + f.seriesId() + ":" + f.period(), "demo".equalsIgnoreCase(f.source()));
    }

    static String band(double significance) {
        return significance >= 2.0 / 3 ? "high" : significance >= 1.0 / 3 ? "moderate" : "low";
    }

    private static String unitsOfChange(String units) {
        return units.toLowerCase(Locale.ROOT).startsWith("percent") ? " percentage points" : units.isEmpty() ? "" : " (" + units + ")";
    }

    private static String shortUnits(String units) {
        return units.toLowerCase(Locale.ROOT).startsWith("percent") ? "%" : units;
    }

    /** Standard reading of a move in each category (direction only; no forecast is implied). */
    private static String meaning(String category, Double change) {
        if (change == null || change == 0 || category == null) {
            return "";
        }
        boolean up = change > 0;
        return switch (category.toLowerCase(Locale.ROOT)) {
            case "rates" -> up ? "Higher rates raise discount rates and borrowing costs; long-duration bonds and rate-sensitive equities are most exposed."
                    : "Lower rates ease financing conditions and support long-duration assets.";
            case "inflation" -> up ? "Faster price growth erodes real returns and can keep policy rates higher for longer."
                    : "Slower price growth eases pressure on real incomes and on policy rates.";
            case "growth" -> up ? "Stronger growth supports earnings and cyclical sectors."
                    : "Weaker growth weighs on earnings and cyclical sectors.";
            case "labour" -> up ? "A higher unemployment rate signals a cooling labour market." : "A lower unemployment rate signals a tight labour market.";
            case "credit" -> up ? "Wider credit spreads signal rising default risk and tighter financial conditions."
                    : "Tighter credit spreads signal easier financial conditions.";
            default -> "";
        };
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, Math.abs(v) >= 100 ? "%.1f" : "%.2f", v);
    }
}
