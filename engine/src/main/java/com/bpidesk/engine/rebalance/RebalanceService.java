package com.bpidesk.engine.rebalance;

import com.bpidesk.engine.assurance.Actor;
import com.bpidesk.engine.assurance.AssuranceService;
import com.bpidesk.engine.assurance.EvaluationResult;
import com.bpidesk.engine.assurance.ProposedDecision;
import com.bpidesk.engine.book.ClientPolicy;
import com.bpidesk.engine.clientfile.ClientFile;
import com.bpidesk.engine.clientfile.ClientFileService;
import com.bpidesk.engine.platform.errors.DomainException;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

/**
 * Rebalance proposals of a client (issue 25, docs/rebalancing.md "API and envelopes", ADR 0249): values each account with
 * the client file ({@link ClientFileService}: the same prices, rates and date), maps the client's policy
 * ({@link AccountInputs}), runs {@link Rebalancer#propose} per account, stores the proposal and, when the advisor accepts,
 * records one decision envelope per trade through {@link AssuranceService} under the advisor's identity. Nothing is
 * executed and nothing is sent to the client.
 */
public final class RebalanceService {

    /** What the advisor asks for; null fields take their defaults (every account; the firm's minimum; whole shares). */
    public record Request(String accountId, Double minimumTrade, Boolean wholeShares) {
    }

    /** The caller: stable id (api_key:...) and, when known, the person's name and role (ADR 0135). */
    public record Caller(String actorId, String name, String role) {
        String display() {
            return name != null && !name.isBlank() ? name : actorId;
        }
    }

    /** The answer of a proposal request: one proposal per account. */
    public record Proposals(List<StoredProposal> items, String notice) {
    }

    /** A review item an acceptance created: the envelope's decision id, the action in words and its disposition. */
    public record ReviewItem(String decisionId, String action, String disposition) {
    }

    /** The answer of an acceptance. */
    public record Acceptance(StoredProposal proposal, List<ReviewItem> reviewItems, List<String> notEvaluated, String message) {
    }

    private final ClientFileService files;
    private final ClassInstruments instruments;
    private final AssuranceService assurance;
    private final ProposalStore store;
    private final java.util.function.DoubleSupplier firmMinimum;
    private final java.util.function.BiFunction<String, String, java.util.Optional<com.bpidesk.envelope.Mandate>> mandates;
    private final Clock clock;

    /** @param mandates the client's recorded mandate by organization and client (ADR 0243), empty when none */
    RebalanceService(ClientFileService files, ClassInstruments instruments, AssuranceService assurance, ProposalStore store,
                     java.util.function.DoubleSupplier firmMinimum,
                     java.util.function.BiFunction<String, String, java.util.Optional<com.bpidesk.envelope.Mandate>> mandates, Clock clock) {
        this.files = files;
        this.instruments = instruments;
        this.assurance = assurance;
        this.store = store;
        this.firmMinimum = firmMinimum;
        this.mandates = mandates;
        this.clock = clock;
    }

    public Proposals propose(String org, String clientId, Request req, Caller who) {
        double minimum = req.minimumTrade() != null ? req.minimumTrade() : firmMinimum.getAsDouble();
        if (!(minimum >= 0) || !Double.isFinite(minimum)) {
            throw DomainException.invalidField("/minimum_trade", "must be zero or more");
        }
        boolean whole = req.wholeShares() == null || req.wholeShares();
        ClientFile f = files.file(org, clientId, null);
        List<ClientFile.Account> accounts = f.accounts().stream()
                .filter(a -> req.accountId() == null || a.accountId().equals(req.accountId())).toList();
        if (accounts.isEmpty()) {
            throw req.accountId() == null
                    ? new DomainException(DomainException.Kind.UNPROCESSABLE, f.profile().name() + " has no account to rebalance.")
                    : DomainException.notFound(f.profile().name() + " has no account '" + req.accountId() + "'.")
                            .withField("/account_id", "is not one of the client's accounts");
        }
        ClassInstruments.Priced priced = instruments.forClasses(f.baseCurrency(), f.asOf());
        Rules rules = new Rules(minimum, whole, priced.instruments());
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        List<StoredProposal> out = new ArrayList<>();
        for (ClientFile.Account a : accounts) {
            AccountInputs in = AccountInputs.of(a, f.policy());
            if (in.holdings().isEmpty() && in.cash() <= 0) {
                throw new DomainException(DomainException.Kind.UNPROCESSABLE, "Account " + a.accountId() + " of " + f.profile().name()
                        + " has nothing valued to rebalance.");
            }
            Proposal p = Rebalancer.propose(in.holdings(), in.cash(), in.policy(), rules);
            List<String> leftOut = new ArrayList<>(in.leftOut());
            leftOut.addAll(priced.notes());
            StoredProposal sp = new StoredProposal(UUID.randomUUID().toString(), clientId, f.profile().name(), a.accountId(),
                    a.accountType(), f.baseCurrency(), f.asOf(), minimum, whole, in.policy().maxSinglePosition(), p, leftOut,
                    Proposal.METHOD, StoredProposal.PROPOSED, who.display(), now, null, null, List.of(), StoredProposal.NOTICE);
            store.insert(org, sp);
            out.add(sp);
        }
        return new Proposals(out, StoredProposal.NOTICE);
    }

    public List<StoredProposal> list(String org, String clientId) {
        files.file(org, clientId, null);   // 404 in words for a client the organization does not have
        return store.list(org, clientId);
    }

    public StoredProposal get(String org, String clientId, String proposalId) {
        return store.get(org, clientId, proposalId).orElseThrow(() -> DomainException.notFound(
                "There is no rebalance proposal '" + proposalId + "' for this client."));
    }

    /** The advisor accepts: one envelope per trade for compliance review; a second decision is refused (409 in words). */
    public Acceptance accept(String org, String clientId, String proposalId, Caller who) {
        StoredProposal p = get(org, clientId, proposalId);
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        if (!store.decide(org, proposalId, StoredProposal.ACCEPTED, who.display(), now)) {
            throw alreadyDecided(get(org, clientId, proposalId));
        }
        ClientFile.Profile profile = files.file(org, clientId, null).profile();
        var facts = new ProposalEnvelopes.ClientFacts(profile.riskTolerance(), profile.timeHorizonYears(),
                profile.investmentPolicySummary());
        List<ReviewItem> items = new ArrayList<>();
        List<String> notEvaluated = new ArrayList<>();
        try {
            for (ProposedDecision d : ProposalEnvelopes.of(p, facts, new ProposalEnvelopes.Advisor(who.actorId(), who.display()),
                    mandates.apply(org, clientId))) {
                AssuranceService.Recorded r = assurance.evaluateAndRecord(org, d, new Actor(who.actorId(), who.name(), who.role()));
                if (r.record() != null) {
                    items.add(new ReviewItem(r.record().decisionId(), d.proposedAction().description(),
                            r.record().envelope().disposition().name()));
                } else {
                    notEvaluated.add(d.proposedAction().description() + ": " + ((EvaluationResult.NotEvaluated) r.result()).reason());
                }
            }
        } catch (RuntimeException e) {
            if (items.isEmpty()) {
                store.reopen(org, proposalId);
            }
            throw e;
        }
        List<String> ids = items.stream().map(ReviewItem::decisionId).toList();
        store.envelopes(org, proposalId, ids);
        String message = items.isEmpty() ? "The proposal is accepted. It has no trades, so no review item was created."
                : String.format(Locale.ROOT, "The proposal is accepted: %d review %s created for compliance. Nothing is executed: "
                        + "the trades are carried out, if at all, outside BPI Desk after review.", items.size(),
                        items.size() == 1 ? "item was" : "items were");
        return new Acceptance(get(org, clientId, proposalId), items, notEvaluated, message);
    }

    public StoredProposal reject(String org, String clientId, String proposalId, Caller who) {
        get(org, clientId, proposalId);
        if (!store.decide(org, proposalId, StoredProposal.REJECTED, who.display(), clock.instant().truncatedTo(ChronoUnit.MICROS))) {
            throw alreadyDecided(get(org, clientId, proposalId));
        }
        return get(org, clientId, proposalId);
    }

    private static DomainException alreadyDecided(StoredProposal p) {
        return DomainException.conflict("This proposal was already " + p.status() + " by " + p.decidedBy() + " on "
                + p.decidedAt().truncatedTo(ChronoUnit.MINUTES) + "; make a new proposal to decide again.")
                .with("status", p.status());
    }
}
