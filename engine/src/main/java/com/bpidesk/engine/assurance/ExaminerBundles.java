package com.bpidesk.engine.assurance;

import com.bpidesk.engine.platform.ClientNames;
import com.bpidesk.engine.platform.db.Database;
import java.io.OutputStream;
import java.time.Clock;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Builds examiner's bundles (issue 26, ADR 0245) for the API and the command line: reads the selection
 * ({@link BundleContents}), names the clients through the client book when it is installed ({@link ClientNames}), and
 * writes the ZIP ({@link ExaminerBundle}). Nothing stored is changed.
 */
public final class ExaminerBundles {

    private final BundleContents contents;
    private final Clock clock;
    private final Supplier<Optional<ClientNames>> names;

    ExaminerBundles(Database db, Clock clock, Supplier<Optional<ClientNames>> names) {
        this.contents = new BundleContents(db);
        this.clock = clock;
        this.names = names;
    }

    /** A bundle ready to write: read in full first, so a refused selection fails before any byte is sent. */
    public final class Prepared {
        private final BundleContents.Contents read;
        private final ExaminerBundle.Provenance provenance;

        private Prepared(BundleContents.Contents read, ExaminerBundle.Provenance provenance) {
            this.read = read;
            this.provenance = provenance;
        }

        public int decisions() {
            return read.decisions().size();
        }

        public void writeTo(OutputStream out) {
            ExaminerBundle.write(read, provenance, out);
        }
    }

    /** Reads the organization's decisions the filter picks (all criteria together; none means the whole organization). */
    Prepared prepare(String org, BundleContents.Filter filter, Actor requestedBy) {
        BundleContents.Contents read = contents.read(org, filter);
        Optional<ClientNames> book = names.get();
        return new Prepared(read, new ExaminerBundle.Provenance(clock.instant(), requestedBy,
                id -> book.flatMap(b -> b.name(org, id)).filter(n -> !n.isBlank())));
    }
}
