package com.bpidesk.app.compliance;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.EngineException;
import com.bpidesk.app.client.assurance.AssuranceApi;
import com.bpidesk.app.client.assurance.EnvelopeRecord;
import com.bpidesk.app.client.platform.PlatformApi;
import com.bpidesk.envelope.Envelopes;
import com.bpidesk.envelope.ValidationReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Compliance review state: the queue of decision envelopes (filters, counts per disposition), the selected
 * envelope with its validation state, digest and audit trail, the review form (reviewer, mandatory reason) and
 * envelope import. Every engine call runs through {@link com.bpidesk.app.tasks.BackgroundTasks}.
 *
 * <p>One class because the queue, the selected envelope, its trail and the review form change together (a review
 * reloads the selection and the queue counts; a selection resets the form), and the view binds to them as one state.
 */
public final class ComplianceViewModel {

    public static final String ALL = "All";
    public static final List<String> DISPOSITIONS = List.of("PROCEED", "REVIEW", "ESCALATE", "DENY");
    public static final List<String> STATUSES = List.of("PENDING", "ESCALATED", "APPROVED", "DENIED");

    /**
     * One row of the queue table (API field names, camelCase); {@code proposer} is "type:id" of {@code actor_or_agent},
     * {@code proposerName} its name as the envelope records it (empty when none); the client's and advisor's names, the
     * action in words, the assignee, due date, overdue and age come from the engine (issue 26; empty when unknown).
     */
    public record QueueRow(String decisionId, String investorId, String disposition, String reviewStatus, Double confidence,
                           String proposer, String proposedActionType, String createdAt, String proposerName, String clientName,
                           String advisorName, String action, String assignee, String dueOn, boolean overdue, int ageDays) {

        /** The same row with another review status. */
        QueueRow withStatus(String status) {
            return new QueueRow(decisionId, investorId, disposition, status, confidence, proposer, proposedActionType, createdAt,
                    proposerName, clientName, advisorName, action, assignee, dueOn, overdue, ageDays);
        }

        /** The client as a person reads it: the name from the client book, else that the client is not in it. */
        public String client() {
            return clientName.isBlank() ? "Client not in the client book" : clientName;
        }

        /** The action in words, else the action's type as a word. */
        public String actionText() {
            return action.isBlank() ? com.bpidesk.app.format.Labels.of(proposedActionType) : action;
        }
    }

    /**
     * One audit trail line: who (the name and role recorded with the event, or the recorder's id), when, what, the
     * reason typed with the review, and whether the chain verifies.
     */
    public record AuditRow(long chainIndex, String eventType, String actor, String reason, String occurredAt,
                           String envelopeDigest, String eventHash) {
        @Override
        public String toString() {
            return "#" + chainIndex + " " + eventType + " by " + actor + " at " + occurredAt
                    + (reason == null || reason.isBlank() ? "" : " — " + reason);
        }

        /** The event in words: "Approved by Jane Doe (Compliance officer)". */
        public String what() {
            String verb = switch (eventType) {
                case "CREATED" -> "Recorded";
                case "APPROVED" -> "Approved";
                case "DENIED" -> "Denied";
                case "ESCALATED" -> "Escalated";
                default -> eventType;
            };
            return verb + " by " + actor;
        }
    }

    private final AppContext ctx;
    private final ObservableList<QueueRow> rows = FXCollections.observableArrayList();
    private final Map<String, LongProperty> counts = new LinkedHashMap<>();
    private final StringProperty dispositionFilter = new SimpleStringProperty(ALL);
    private final StringProperty statusFilter = new SimpleStringProperty(ALL);
    /** Search text: client or advisor name, assignee, or the proposal's text (the queue's {@code q}). */
    private final StringProperty search = new SimpleStringProperty("");
    /** The client's advisor's name contains (the queue's {@code advisor}, ADR 0258). */
    private final StringProperty advisorFilter = new SimpleStringProperty("");
    /** Recorded on or after / on or before these days (the queue's {@code from} and {@code to}); null: no bound. */
    private final ObjectProperty<LocalDate> fromFilter = new SimpleObjectProperty<>();
    private final ObjectProperty<LocalDate> toFilter = new SimpleObjectProperty<>();
    /** The organization's reviewers by name, for "Assign to..." (GET /api/identity/reviewers). */
    private final ObservableList<String> reviewers = FXCollections.observableArrayList();
    private final LongProperty total = new SimpleLongProperty(0);
    private final ObjectProperty<EnvelopeRecord> detail = new SimpleObjectProperty<>();
    private final ObservableList<AuditRow> auditTrail = FXCollections.observableArrayList();
    /** Who this desk reviews as ("Jane Doe (Compliance officer)"), empty while unknown. */
    private final StringProperty reviewer = new SimpleStringProperty("");
    /** Plain words on who reviews, or why nobody can yet. */
    private final StringProperty identityNote = new SimpleStringProperty("");
    /** Whether the selected decision's trail verifies (hashes and links), in words. */
    private final StringProperty chainStatus = new SimpleStringProperty("");
    private final BooleanProperty chainVerified = new SimpleBooleanProperty(true);
    private final StringProperty reason = new SimpleStringProperty("");
    private final BooleanProperty loading = new SimpleBooleanProperty(false);
    private final StringProperty error = new SimpleStringProperty("");
    private final StringProperty message = new SimpleStringProperty("");
    private final ObservableList<String> importViolations = FXCollections.observableArrayList();

    public ComplianceViewModel(AppContext ctx) {
        this.ctx = ctx;
        DISPOSITIONS.forEach(d -> counts.put(d, new SimpleLongProperty(0)));
        // names come from the client book and rows from other desks: reload the queue when either changes (ADR 0138)
        ctx.session().onChange(this::refresh, "book", "assurance");
    }

    /** Asks the engine who reviews from this desk (sending the desktop profile first when the desk may, ADR 0135). */
    public void loadIdentity() {
        ctx.tasks().run("Checking who reviews", () -> com.bpidesk.app.UserProfile.sync(ctx.api().platform(), ctx.settings()),
                this::applyIdentity, m -> identityNote.set("Could not check who reviews: " + m));
        loadReviewers();
    }

    void applyIdentity(PlatformApi.Identity identity) {
        String who = com.bpidesk.app.UserProfile.display(identity);
        reviewer.set(who);
        if (!who.isEmpty() && Boolean.FALSE.equals(identity.canReview())) {
            identityNote.set(text(identity.cannotReviewReason())); // not a reviewer (ADR 0243), said in words
        } else if (!who.isEmpty()) {
            identityNote.set("You review as " + who + ". Reviews are recorded under this name; the person who proposed or"
                    + " already reviewed a decision cannot also review it.");
        } else if (identity.mayEdit()) {
            identityNote.set("Enter your name and role under Settings, Your profile, before reviewing: every review is"
                    + " recorded under the reviewer's name.");
        } else {
            identityNote.set("Your key names no reviewer. Ask your BPI Desk administrator to record your name on your key.");
        }
    }

    // ------------------------------------------------------------------ queue

    /** The current filters (the queue and its exports share them). */
    AssuranceApi.QueueFilter filter() {
        return new AssuranceApi.QueueFilter(ALL.equals(dispositionFilter.get()) ? null : dispositionFilter.get(),
                ALL.equals(statusFilter.get()) ? null : statusFilter.get(), search.get(), advisorFilter.get(), fromFilter.get(),
                toFilter.get());
    }

    public void refresh() {
        if (fromFilter.get() != null && toFilter.get() != null && fromFilter.get().isAfter(toFilter.get())) {
            error.set("The first day of the date range is after its last day; pick a range that runs forward.");
            return;
        }
        loading.set(true);
        error.set("");
        ctx.tasks().run("Loading the review queue", () -> ctx.api().assurance().queue(filter()), this::applyQueue, m -> {
            loading.set(false);
            error.set("Could not load the review queue: " + m);
        });
    }

    void applyQueue(AssuranceApi.ReviewQueue page) {
        loading.set(false);
        rows.setAll(page.items().stream().map(ComplianceViewModel::row).toList());
        total.set(page.total());
        counts.forEach((d, p) -> p.set(page.counts().getOrDefault(d, 0L)));
    }

    static QueueRow row(AssuranceApi.QueueItem i) {
        AssuranceApi.Proposer p = i.actorOrAgent() == null ? new AssuranceApi.Proposer(null, null, null) : i.actorOrAgent();
        return new QueueRow(text(i.decisionId()), text(i.investorId()), text(i.disposition()), text(i.reviewStatus()), i.confidence(),
                text(p.type()) + ":" + text(p.id()), text(i.proposedActionType()), text(i.createdAt()), text(p.name()),
                text(i.clientName()), text(i.advisorName()), text(i.action()), text(i.assignee()), text(i.dueOn()),
                Boolean.TRUE.equals(i.overdue()), i.ageDays() == null ? 0 : i.ageDays());
    }

    /** A value the engine may leave out, as text ("" when absent). */
    static String text(String s) {
        return s == null ? "" : s;
    }

    // ------------------------------------------------------------------ detail

    public void select(String decisionId) {
        if (decisionId == null) {
            detail.set(null);
            auditTrail.clear();
            return;
        }
        ctx.tasks().run("Loading the selected decision",
                () -> ctx.api().assurance().envelope(decisionId),
                this::applyDetail, m -> error.set("Could not load the selected decision: " + m));
    }

    void applyDetail(EnvelopeRecord record) {
        detail.set(record);
        List<AuditRow> trail = new ArrayList<>();
        record.auditTrail().forEach(e -> trail.add(new AuditRow(e.chainIndex() == null ? 0 : e.chainIndex(), text(e.eventType()),
                who(e), e.reason(), when(text(e.occurredAt())), text(e.envelopeDigest()), text(e.eventHash()))));
        auditTrail.setAll(trail);
        boolean digestOk = !Boolean.FALSE.equals(record.digestVerified());
        boolean ok = !Boolean.FALSE.equals(record.trailVerified()) && digestOk;
        chainVerified.set(ok);
        if (ok) {
            chainStatus.set("Chain verified: each of the " + trail.size() + (trail.size() == 1 ? " event" : " events")
                    + " matches its recorded hash and links to the event before it.");
        } else {
            List<String> problems = new ArrayList<>(record.trailProblems());
            if (!digestOk) {
                problems.add("The stored envelope no longer matches its recorded digest.");
            }
            chainStatus.set("Chain does NOT verify: " + String.join(" ", problems));
        }
        // The queue shows the new state at once, without waiting for a reload.
        String id = text(record.decisionId());
        String status = text(record.reviewStatus());
        for (int i = 0; i < rows.size(); i++) {
            QueueRow r = rows.get(i);
            if (r.decisionId().equals(id) && !r.reviewStatus().equals(status)) {
                rows.set(i, r.withStatus(status));
            }
        }
    }

    /** Who recorded an event: "Name (role)" as recorded with it, else who it was in words (never a key's id). */
    static String who(EnvelopeRecord.AuditEvent e) {
        String name = text(e.actorName());
        if (name.isBlank()) {
            String actor = text(e.actor());
            return actor.startsWith("api_key:") ? "a key without a named holder" : com.bpidesk.app.format.Labels.of(actor);
        }
        String role = text(e.actorRole());
        return role.isBlank() ? name : name + " (" + com.bpidesk.app.UserProfile.roleLabel(role) + ")";
    }

    /** An instant as a local date and time. */
    static String when(String instant) {
        try {
            return java.time.format.DateTimeFormatter.ofPattern("d MMM yyyy, HH:mm:ss", java.util.Locale.getDefault())
                    .withZone(java.time.ZoneId.systemDefault()).format(java.time.Instant.parse(instant));
        } catch (RuntimeException e) {
            return instant;
        }
    }

    /** Whether the selected envelope can still be reviewed (pending or escalated). */
    public boolean reviewable() {
        EnvelopeRecord d = detail.get();
        String s = d == null ? "" : text(d.reviewStatus());
        return s.equals("PENDING") || s.equals("ESCALATED");
    }

    // ------------------------------------------------------------------ review

    /** Records APPROVED, DENIED or ESCALATED for the selected envelope; a reviewer and a reason are required. */
    public void review(String decision) {
        EnvelopeRecord d = detail.get();
        message.set("");
        if (d == null) {
            error.set("Select an envelope in the queue first.");
            return;
        }
        if (reviewer.get() == null || reviewer.get().isBlank()) {
            error.set(identityNote.get().isBlank() ? "Enter your name under Settings, Your profile, before reviewing."
                    : identityNote.get());
            return;
        }
        if (reason.get() == null || reason.get().isBlank()) {
            error.set("A reason is required for every review.");
            return;
        }
        error.set("");
        String id = text(d.decisionId());
        String why = reason.get().trim();
        ctx.tasks().run("Recording review of " + id, () -> {
                    try {
                        return ctx.api().assurance().review(id, decision, why);
                    } catch (EngineException e) {
                        throw new ReviewRefused(plain(e));
                    }
                },
                record -> {
                    applyDetail(record);
                    reason.set("");
                    message.set(com.bpidesk.app.format.Labels.of(text(record.reviewStatus())) + ": "
                            + or(record.overview().action(), "the decision") + " for " + or(record.overview().clientName(), "the client") + ".");
                    refresh();
                },
                m -> error.set("The review was not recorded: " + m));
    }

    /** A refused review in plain words (maker-checker, no identity); the message is shown as it is. */
    static final class ReviewRefused extends RuntimeException {
        ReviewRefused(String message) {
            super(message);
        }
    }

    /** The engine's refusal of a review, explained for a person. */
    static String plain(EngineException e) {
        String type = e.type() == null ? "" : e.type();
        if (type.endsWith("/maker-checker")) {
            // the engine names the decision by its id; the person sees it selected, so "this decision" (issue 26)
            return e.getMessage().replaceAll("decision '[^']*'", "this decision") + " The person who proposes a decision (the maker) and the person who approves it (the"
                    + " checker) must be different people, so ask a colleague to review it.";
        }
        if (type.endsWith("/identity-required")) {
            return "Your name is not known to the engine yet. Enter it under Settings, Your profile, then review again.";
        }
        return e.readable();
    }

    /** A value of the detail's overview in words, or {@code otherwise} when the engine gives none. */
    static String or(String value, String otherwise) {
        return value == null || value.isBlank() ? otherwise : value;
    }

    /** Assigns the selected decision to this desk's reviewer (PUT .../assignee), then reloads it and the queue. */
    public void assignToMe() {
        if (reviewer.get() == null || reviewer.get().isBlank()) {
            error.set(identityNote.get().isBlank() ? "Enter your name under Settings, Your profile, first." : identityNote.get());
            return;
        }
        assignTo(reviewer.get());
    }

    /** Loads the organization's reviewers by name (for "Assign to..."), off the FX thread. */
    public void loadReviewers() {
        ctx.tasks().run("Listing the reviewers", () -> ctx.api().platform().reviewers(),
                page -> reviewers.setAll(page.items().stream().map(r -> text(r.name())).toList()), m -> error.set("Could not list the reviewers: " + m));
    }

    /** Assigns the selected decision to the reviewer named {@code name} (ADR 0258), then reloads it and the queue. */
    public void assignTo(String name) {
        EnvelopeRecord d = detail.get();
        if (d == null || name == null || name.isBlank()) {
            return;
        }
        String id = text(d.decisionId());
        ctx.tasks().run("Assigning the decision", () -> ctx.api().assurance().assign(id, name), record -> {
            applyDetail(record);
            message.set("Assigned to " + name + ".");
            refresh();
        }, m -> error.set("Could not assign the decision: " + m));
    }

    /** Saves the filtered queue (every page) as CSV or PDF to {@code file}, off the FX thread. */
    public void exportQueue(Path file, boolean pdf) {
        AssuranceApi.QueueFilter current = filter();
        ctx.tasks().run("Exporting the review queue", () -> {
            Files.write(file, ctx.api().assurance().queueExport(current, pdf));
            return file;
        }, f -> message.set("Saved the review queue to " + f.getFileName() + "."),
                m -> error.set("Could not export the review queue: " + m));
    }

    // ------------------------------------------------------------------ export

    /** Saves the selected decision's history for an examiner (CSV or PDF) to {@code file}, off the FX thread. */
    public void exportHistory(Path file, boolean pdf) {
        EnvelopeRecord d = detail.get();
        if (d == null) {
            error.set("Select an envelope in the queue first.");
            return;
        }
        String id = text(d.decisionId());
        ctx.tasks().run("Exporting the decision's history", () -> {
            Files.write(file, ctx.api().assurance().history(id, pdf));
            return file;
        }, f -> message.set("Saved the decision's history to " + f.getFileName() + "."),
                m -> error.set("Could not export the decision's history: " + m));
    }

    // ------------------------------------------------------------------ import

    /**
     * Imports an envelope JSON file: validated locally first (every violation listed with its pointer), then
     * submitted to the engine (which validates again and may add violations, e.g. another organization).
     */
    public void importFile(Path file) {
        importViolations.clear();
        error.set("");
        message.set("");
        ctx.tasks().run("Importing " + file.getFileName(), () -> {
            byte[] bytes = Files.readAllBytes(file);
            ValidationReport report = Envelopes.validator().validate(bytes);
            if (!report.valid()) {
                return new ImportOutcome(null, report.violations().stream().map(v -> violation(v.pointer(), v.message())).toList());
            }
            try {
                return new ImportOutcome(ctx.api().assurance().submit(bytes), List.of());
            } catch (EngineException e) {
                List<String> v = e.errors().stream().map(f -> violation(f.pointer(), f.message())).toList();
                return new ImportOutcome(null, v.isEmpty() ? List.of(e.readable()) : v);
            }
        }, outcome -> {
            if (outcome.record() == null) {
                importViolations.setAll(outcome.violations());
                error.set(file.getFileName() + " is not a valid decision envelope: " + outcome.violations().size()
                        + (outcome.violations().size() == 1 ? " violation" : " violations") + ".");
            } else {
                message.set("Imported " + text(outcome.record().decisionId()));
                applyDetail(outcome.record());
                refresh();
            }
        }, m -> error.set("Could not import " + file.getFileName() + ": " + m));
    }

    record ImportOutcome(EnvelopeRecord record, List<String> violations) {
    }

    /** One problem of an imported file, naming the field in words ("Confidence: must be at most 1"), never a pointer. */
    static String violation(String pointer, String message) {
        String field = com.bpidesk.app.client.FieldNames.of(pointer);
        String m = message == null ? "" : message.replaceFirst("^[a-zA-Z]+: ", "");
        return (field.isEmpty() ? "The document" : field) + ": " + m;
    }

    // ------------------------------------------------------------------ properties

    public ObservableList<QueueRow> rows() {
        return rows;
    }

    public LongProperty count(String disposition) {
        return counts.get(disposition);
    }

    public LongProperty totalProperty() {
        return total;
    }

    public StringProperty dispositionFilterProperty() {
        return dispositionFilter;
    }

    public StringProperty statusFilterProperty() {
        return statusFilter;
    }

    public StringProperty searchProperty() {
        return search;
    }

    public StringProperty advisorFilterProperty() {
        return advisorFilter;
    }

    public ObjectProperty<LocalDate> fromFilterProperty() {
        return fromFilter;
    }

    public ObjectProperty<LocalDate> toFilterProperty() {
        return toFilter;
    }

    public ObservableList<String> reviewers() {
        return reviewers;
    }

    public ObjectProperty<EnvelopeRecord> detailProperty() {
        return detail;
    }

    public ObservableList<AuditRow> auditTrail() {
        return auditTrail;
    }

    public StringProperty reviewerProperty() {
        return reviewer;
    }

    public StringProperty identityNoteProperty() {
        return identityNote;
    }

    public StringProperty chainStatusProperty() {
        return chainStatus;
    }

    public BooleanProperty chainVerifiedProperty() {
        return chainVerified;
    }

    public StringProperty reasonProperty() {
        return reason;
    }

    public BooleanProperty loadingProperty() {
        return loading;
    }

    public StringProperty errorProperty() {
        return error;
    }

    public StringProperty messageProperty() {
        return message;
    }

    public ObservableList<String> importViolations() {
        return importViolations;
    }
}
