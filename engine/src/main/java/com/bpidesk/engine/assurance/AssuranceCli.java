package com.bpidesk.engine.assurance;

import com.bpidesk.engine.platform.settings.Settings;
import com.bpidesk.engine.assurance.AssuranceRecords.VerificationReport;
import com.bpidesk.engine.platform.cli.CliCommand;
import com.bpidesk.engine.platform.cli.CliOptions;
import com.bpidesk.engine.platform.db.Database;
import java.io.PrintStream;
import java.time.Clock;
import java.util.List;
import java.util.Map;

/**
 * {@code ./bpi engine assurance verify --org ORG}: recomputes the organization's audit chain and stored envelopes
 * (exit 0 when intact, 1 when tampering is detected, listing each problem).
 */
public final class AssuranceCli {

    private AssuranceCli() {
    }

    /** The {@code assurance} command, contributed by the assurance feature. */
    static CliCommand command() {
        return new CliCommand("assurance", "assurance verify --org ORG   verify the envelope audit chain (exit 1 if tampered)",
                AssuranceCli::run);
    }

    static int run(Settings config, List<String> args, PrintStream out, PrintStream err) {
        if (args.isEmpty() || !args.get(0).equals("verify")) {
            err.println("Usage: assurance verify --org ORG");
            return 2;
        }
        Map<String, String> opts = CliOptions.options(args.subList(1, args.size()));
        String org = opts.get("--org");
        if (org == null) {
            err.println("assurance verify needs --org ORG");
            return 2;
        }
        try (Database db = Database.open(config.databaseUrl(), config.get("db.user", "sa"), config.get("db.password", ""), 2)) {
            AssuranceService service = new AssuranceService(db, Clock.systemUTC(),
                    new EnvelopeEvaluator(o -> List.of(), Clock.systemUTC()));
            VerificationReport r = service.verify(org);
            out.println("Organization " + org + ": " + r.eventsChecked() + " audit events, " + r.envelopesChecked()
                    + " envelopes checked; head " + r.headHash());
            if (r.valid()) {
                out.println("OK: the audit chain and every stored envelope are intact.");
                return 0;
            }
            out.println("TAMPERING DETECTED: " + r.problems().size() + " problem(s)");
            r.problems().forEach(p -> out.println("  " + (p.chainIndex() == null ? "-" : "#" + p.chainIndex()) + " "
                    + (p.decisionId() == null ? "" : p.decisionId() + ": ") + p.problem()));
            return 1;
        }
    }
}
