package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.AssuranceRecords.VerificationReport;
import com.bpidesk.engine.platform.cli.CliCommand;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.settings.Settings;
import java.time.Clock;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./bpi engine assurance verify --org ORG}: recomputes the organization's audit chain and stored envelopes
 * (exit 0 when intact, 1 when tampering is detected, listing each problem).
 */
@Command(name = "assurance", description = "The decision envelopes' audit chain.", subcommands = {AssuranceCli.Verify.class, BundleCli.class})
public final class AssuranceCli extends CliCommand.Group {

    @Command(name = "verify", description = {"Verify the organization's envelope audit hash chain and stored envelopes.",
            "Exit 0 when intact, 1 when tampering is detected (each problem listed)."})
    static final class Verify extends CliCommand {
        @Option(names = "--org", required = true, paramLabel = "ORG", description = "the organization to verify")
        String org;

        @Override
        public Integer call() {
            Settings config = settings();
            try (Database db = Database.open(config.databaseUrl(), config.get("db.user", "sa"), config.get("db.password", ""), 2)) {
                AssuranceService service = new AssuranceService(db, Clock.systemUTC(),
                        new EnvelopeEvaluator(o -> List.of(), Clock.systemUTC()));
                VerificationReport r = service.verify(org);
                out().println("Organization " + org + ": " + r.eventsChecked() + " audit events, " + r.envelopesChecked()
                        + " envelopes checked; head " + r.headHash());
                if (r.valid()) {
                    out().println("OK: the audit chain and every stored envelope are intact.");
                    return OK;
                }
                out().println("TAMPERING DETECTED: " + r.problems().size() + " problem(s)");
                r.problems().forEach(p -> out().println("  " + (p.chainIndex() == null ? "-" : "#" + p.chainIndex()) + " "
                        + (p.decisionId() == null ? "" : p.decisionId() + ": ") + p.problem()));
                return PROBLEM;
            }
        }
    }
}
