package com.bpidesk.app.shell;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.charts.ChartsScreen;
import com.bpidesk.app.compliance.ComplianceScreen;
import com.bpidesk.app.macro.MacroScreen;
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
                new ChartsScreen(ctx),
                new MacroScreen(ctx),
                new com.bpidesk.app.behavior.DnaScreen(ctx),
                new com.bpidesk.app.signals.SignalsScreen(ctx),
                new com.bpidesk.app.clientfile.ClientFileScreen(ctx),
                new com.bpidesk.app.research.ResearchScreen(ctx),
                new com.bpidesk.app.reports.ReportsScreen(ctx),
                new ComplianceScreen(ctx),
                new SettingsScreen(ctx));
    }
}
