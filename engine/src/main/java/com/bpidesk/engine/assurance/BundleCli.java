package com.bpidesk.engine.assurance;

import com.bpidesk.engine.platform.Organizations;
import com.bpidesk.engine.platform.cli.CliCommand;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.settings.Settings;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./bpi engine assurance bundle [--org ORG] [--client ID] [--from DATE] [--to DATE] [--decision ID]... --out FILE.zip}:
 * writes an examiner's bundle (ADR 0245), the same ZIP as {@code GET /api/assurance/bundle.zip}. The client book is not
 * started on the command line, so the README names clients by id.
 */
@Command(name = "bundle", description = {"Write an examiner's bundle (envelopes, versions, audit events, chain heads,",
        "README and a Python verifier) as a ZIP. Criteria apply together; none means the whole organization."})
final class BundleCli extends CliCommand {
    @Option(names = "--org", paramLabel = "ORG", description = "the organization (default: ${DEFAULT-VALUE})")
    String org = Organizations.LOCAL;
    @Option(names = "--client", paramLabel = "ID", description = "only this client's decisions (investor_id)")
    String client;
    @Option(names = "--from", paramLabel = "DATE", description = "only decisions with an event on or after this date")
    String from;
    @Option(names = "--to", paramLabel = "DATE", description = "only decisions with an event on or before this date")
    String to;
    @Option(names = "--decision", paramLabel = "ID", description = "only these decisions (repeat the option)")
    List<String> decisions = List.of();
    @Option(names = "--out", required = true, paramLabel = "FILE.zip", description = "where to write the bundle")
    Path out;

    @Override
    public Integer call() {
        BundleContents.Filter filter = ExaminerBundleModule.filter(client, from, to, decisions);
        Settings config = settings();
        String user = System.getProperty("user.name", "unknown");
        try (Database db = Database.open(config.databaseUrl(), config.get("db.user", "sa"), config.get("db.password", ""), 2)) {
            // read first: a refused selection leaves no file behind
            ExaminerBundles.Prepared bundle = new ExaminerBundles(db, Clock.systemUTC(), Optional::empty)
                    .prepare(org, filter, new Actor("command_line:" + user, user + " (command line)", null));
            try (OutputStream zip = Files.newOutputStream(out)) {
                bundle.writeTo(zip);
            } catch (IOException e) {
                throw new UncheckedIOException("Could not write " + out + ": " + e.getMessage(), e);
            }
            out().println("Wrote an examiner's bundle of " + bundle.decisions() + " decision(s) to " + out.toAbsolutePath());
            out().println("To check it: unzip it, then run  sha256sum -c SHA256SUMS  and  python3 verify_bundle.py .  in its folder.");
            return OK;
        }
    }
}
