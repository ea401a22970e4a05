package com.bpidesk.app.shell;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.compliance.ComplianceScreen;
import com.bpidesk.app.dashboard.DashboardScreen;
import com.bpidesk.app.settings.SettingsScreen;
import java.util.List;

/** The sections of the main window, in navigation order (Ctrl+1 ... Ctrl+0 select the first ten). */
public final class Screens {
    private Screens() {
    }

    public static List<Screen> create(AppContext ctx) {
        return List.of(
                new DashboardScreen(ctx),
                new com.bpidesk.app.analysis.AnalysisScreen(ctx),
                new PendingScreen("charts", "Charts", "▮", "Candlestick price history for any symbol."),
                new PendingScreen("macro", "Macro", "∿", "Interest-rate, inflation and GDP releases with significance."),
                new com.bpidesk.app.behavior.DnaScreen(ctx),
                new com.bpidesk.app.signals.SignalsScreen(ctx),
                new PendingScreen("research", "Research", "⌕", "Semantic search over research notes and macro signals."),
                new PendingScreen("reports", "Reports", "▤", "Branded PDF research reports."),
                new ComplianceScreen(ctx),
                new SettingsScreen(ctx));
    }
}
