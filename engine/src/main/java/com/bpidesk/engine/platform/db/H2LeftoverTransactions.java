package com.bpidesk.engine.platform.db;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.tx.Transaction;
import org.h2.mvstore.tx.TransactionStore;
import org.h2.value.VersionedValue;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Finishes the commit that a {@code kill -9} cut short in an H2 file, in time proportional to that one transaction
 * (ADR 0253), so that no row stays locked by a transaction that never ends.
 *
 * <p>What the trial's file shows (read with H2's own API, {@code H2CrashRecoveryTest}): after the open, H2's
 * {@link TransactionStore} still lists transaction 1 with status {@code COMMITTED}: its undo log ends with H2's commit
 * marker (the commit had begun), the first of its 11 changes (the envelope row) are committed, the last five (the new
 * audit event, its two index entries and the chain head) still carry the transaction's operation id. H2 2.5.252 registers
 * such a transaction at start-up but never ends it; a read of those rows sees their committed value, and a lock on them
 * ({@code SELECT ... FOR UPDATE}, {@code UPDATE}) asks the transaction to finish, finds it committed but not closed and
 * asks again without end (H2's {@code TxDecisionMaker} answers "repeat"; the lock timeout is never consulted).
 *
 * <p>The repair does what H2's own commit does for each change the transaction's undo log names
 * ({@link Transaction#getChanges}): the row's newest value becomes its committed value (a removed row is removed), the
 * same as H2's {@code CommitDecisionMaker}. The commit marker says the transaction had begun committing and part of it
 * is already committed, so finishing it (rather than undoing it) keeps the transaction whole: the approved envelope
 * keeps its audit event and the chain head names that event. The undo log is then emptied, so the next open registers
 * no leftover transaction.
 *
 * <p>It proves the file sound or says it cannot ({@link Outcome}): a leftover transaction that is not committing (H2
 * rolls those back at its open, so one left is unexplained), a changed row whose newest value names another
 * transaction, a value H2 does not store as its own committed form, or a map not open, all answer
 * {@link Outcome#UNPROVEN}, and the caller then rebuilds the file ({@link H2CrashRecovery}).
 */
final class H2LeftoverTransactions {

    private static final Logger LOG = LoggerFactory.getLogger(H2LeftoverTransactions.class);
    /** H2's operation id: transaction id in the bits above the 40-bit log id ({@code TransactionStore.getTransactionId}). */
    private static final int LOG_ID_BITS = 40;

    /** What a check of the file found. */
    enum Outcome {
        /** No transaction was left open: nothing to repair. */
        NONE,
        /** Leftover committing transactions were finished and every row they changed now reads as committed. */
        FINISHED,
        /** The file is in a state this repair does not prove sound: rebuild it. */
        UNPROVEN
    }

    /** One change to make: a row of a map gets its committed value ({@code null}: removed). */
    record Finish(MVMap<Object, Object> map, Object key, Object committed) {
    }

    private H2LeftoverTransactions() {
    }

    /**
     * Opens the H2 database of {@code url} alone (before the engine's pool), finishes every committing transaction H2
     * left open at its start-up, and closes it again.
     */
    static Outcome finishLeftovers(String url, String user, String password) throws SQLException {
        long start = System.nanoTime();
        try (Connection c = DriverManager.getConnection(url, user, password)) {
            SessionLocal session = (SessionLocal) c.unwrap(JdbcConnection.class).getSession();
            org.h2.mvstore.db.Store store = session.getDatabase().getStore();
            if (store == null) {
                return Outcome.UNPROVEN;
            }
            MVStore mv = store.getMvStore();
            List<Transaction> leftovers = store.getTransactionStore().getOpenTransactions();
            if (leftovers.isEmpty()) {
                return Outcome.NONE;
            }
            int rows = 0;
            for (Transaction t : leftovers) {
                List<Finish> finishes = plan(mv, t);
                if (finishes == null) {
                    LOG.warn("A transaction left by the crash (status {}) cannot be finished directly", t.getStatus());
                    return Outcome.UNPROVEN;
                }
                apply(finishes);
                if (!emptyUndoLog(mv, t.getId())) {
                    return Outcome.UNPROVEN;
                }
                rows += finishes.size();
            }
            mv.commit();
            LOG.warn("Finished {} transaction(s) a crash left half-committed ({} row changes) in {} ms", leftovers.size(), rows,
                    (System.nanoTime() - start) / 1_000_000);
            return Outcome.FINISHED;
        }
    }

    /**
     * The row changes that finish committing {@code t}, or null when this repair cannot prove them right: {@code t}
     * is not committing, a map is not open, a row's newest value names another transaction, or its value is not
     * H2's committed form.
     */
    static List<Finish> plan(MVStore mv, Transaction t) {
        if (t.getStatus() != Transaction.STATUS_COMMITTED) {
            return null;
        }
        List<Finish> finishes = new ArrayList<>();
        for (Iterator<TransactionStore.Change> it = t.getChanges(0); it.hasNext(); ) {
            TransactionStore.Change change = it.next();
            MVMap<Object, Object> map = openMap(mv, change.mapName);
            if (map == null) {
                return null;
            }
            Object now = map.get(change.key);
            if (!(now instanceof VersionedValue<?> v) || v.getOperationId() == VersionedValue.NO_OPERATION_ID) {
                continue; // already committed (or removed) by H2's commit before the kill
            }
            if ((int) (v.getOperationId() >>> LOG_ID_BITS) != t.getId()) {
                return null;
            }
            Object current = v.getCurrentValue();
            if (current != null && !(current instanceof VersionedValue<?> cv && cv.getOperationId() == VersionedValue.NO_OPERATION_ID)) {
                return null;
            }
            finishes.add(new Finish(map, change.key, current));
        }
        return finishes;
    }

    /** Writes each row's committed value, as H2's {@code CommitDecisionMaker} does (a removed row is removed). */
    static void apply(List<Finish> finishes) {
        for (Finish f : finishes) {
            if (f.committed() == null) {
                f.map().remove(f.key());
            } else {
                f.map().put(f.key(), f.committed());
            }
        }
    }

    /** Empties transaction {@code id}'s undo log ({@code undoLog.<id>}, or {@code undoLog-<id>} in older files). */
    private static boolean emptyUndoLog(MVStore mv, int id) {
        boolean found = false;
        for (String name : List.of(TransactionStore.UNDO_LOG_NAME_PREFIX + "." + id, TransactionStore.UNDO_LOG_NAME_PREFIX + "-" + id)) {
            MVMap<Object, Object> log = openMap(mv, name);
            if (log != null) {
                log.clear();
                found = true;
            }
        }
        return found;
    }

    /** The map H2's database has open under {@code name} (with its own key and value types), or null. */
    private static MVMap<Object, Object> openMap(MVStore mv, String name) {
        String id = mv.getMetaMap().get("name." + name);
        return id == null ? null : mv.getMap(Integer.parseInt(id, 16));
    }
}
