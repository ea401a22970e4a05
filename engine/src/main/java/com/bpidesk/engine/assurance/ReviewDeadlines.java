package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.AssuranceRecords.Assignment;
import com.bpidesk.engine.assurance.AssuranceRecords.ReviewSettings;
import com.bpidesk.engine.assurance.AssuranceRecords.ReviewStatus;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.errors.Validation;
import java.time.Clock;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;

/**
 * Who reviews an envelope and by when (issue 26, ADR 0244). The firm sets a review deadline in business days
 * ({@code review_settings}, default {@value #DEFAULT_DAYS}); an envelope is due that many business days (Monday to
 * Friday, public holidays not known to the engine) after the day it was recorded (UTC), unless an assignment sets its own
 * due date; it is overdue while it waits for a decision (pending or escalated) after its due date. Assignments
 * ({@code review_assignments}) name the reviewer by name or identity; they are workflow notes, not decisions, so they
 * are not events of the audit chain.
 */
final class ReviewDeadlines {

    static final int DEFAULT_DAYS = 5;
    static final int MAX_DAYS = 60;
    static final int MAX_ASSIGNEE = 200;

    private final Database db;
    private final Clock clock;

    ReviewDeadlines(Database db, Clock clock) {
        this.db = db;
        this.clock = clock;
    }

    int reviewDays(String org) {
        return settings(org).reviewDays();
    }

    ReviewSettings settings(String org) {
        return db.queryOne("SELECT review_days, updated_at, updated_by FROM review_settings WHERE organization_id = ?",
                r -> new ReviewSettings(r.integer("review_days"), r.instant("updated_at"), r.str("updated_by")), org)
                .orElse(new ReviewSettings(DEFAULT_DAYS, null, null));
    }

    ReviewSettings putSettings(String org, Integer days, String by) {
        Validation v = new Validation();
        v.check(days != null && days >= 1 && days <= MAX_DAYS, "/review_days",
                "must be a whole number of business days from 1 to " + MAX_DAYS);
        v.throwIfInvalid("The review deadline is not valid");
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        db.transaction(j -> {
            if (j.update("UPDATE review_settings SET review_days = ?, updated_at = ?, updated_by = ? WHERE organization_id = ?",
                    days, now, by, org) == 0) {
                j.update("INSERT INTO review_settings (organization_id, review_days, updated_at, updated_by) VALUES (?, ?, ?, ?)",
                        org, days, now, by);
            }
            return null;
        });
        return settings(org);
    }

    /**
     * Assigns an envelope to a reviewer (a blank assignee clears it) with an optional due date of its own; the envelope
     * must exist in the organization.
     */
    Assignment assign(String org, String decisionId, String assignee, LocalDate dueOn, String by) {
        String who = assignee == null || assignee.isBlank() ? null : assignee.strip();
        Validation v = new Validation();
        v.check(who == null || who.length() <= MAX_ASSIGNEE, "/assignee", "must be at most " + MAX_ASSIGNEE + " characters");
        v.check(who == null || who.codePoints().noneMatch(Character::isISOControl), "/assignee", "must be a name on one line");
        v.throwIfInvalid("The assignment is not valid");
        if (db.count("SELECT COUNT(*) FROM assurance_envelopes WHERE organization_id = ? AND decision_id = ?", org, decisionId) == 0) {
            throw AssuranceService.notFound(decisionId);
        }
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        db.transaction(j -> {
            j.update("DELETE FROM review_assignments WHERE organization_id = ? AND decision_id = ?", org, decisionId);
            j.update("INSERT INTO review_assignments (organization_id, decision_id, assignee, due_on, assigned_by, assigned_at)"
                    + " VALUES (?, ?, ?, ?, ?, ?)", org, decisionId, who, dueOn, by, now);
            return null;
        });
        return new Assignment(decisionId, who, dueOn, by, now);
    }

    /** The due date: {@code days} business days (Monday to Friday) after the UTC day {@code created} falls on. */
    static LocalDate due(Instant created, int days) {
        LocalDate d = LocalDate.ofInstant(created, ZoneOffset.UTC);
        int left = days;
        while (left > 0) {
            d = d.plusDays(1);
            if (d.getDayOfWeek() != DayOfWeek.SATURDAY && d.getDayOfWeek() != DayOfWeek.SUNDAY) {
                left--;
            }
        }
        return d;
    }

    /** Still waiting for a decision (pending or escalated) after its due date. */
    static boolean overdue(ReviewStatus status, LocalDate due, LocalDate today) {
        return (status == ReviewStatus.PENDING || status == ReviewStatus.ESCALATED) && today.isAfter(due);
    }
}
