package com.bpidesk.app.reports;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.reports.ReportsApi;
import com.bpidesk.app.settings.AppSettings;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * Reports state, in three parts along its seams: the {@link ReportSubject} (what the report is about), the
 * {@link BrandEditor} (the brand being edited or reused, with the engine's contrast check of its colours) and the
 * {@link ReportGeneration} (the PDF with progress, then opened or saved). This class holds what they share: the
 * report title, one error line and one message line, and the checks made before generating. Every engine call and
 * file access runs through {@link com.bpidesk.app.tasks.BackgroundTasks}.
 */
public final class ReportsViewModel {

    public static final String DEFAULT_TITLE = "Portfolio research report";

    private final StringProperty reportTitle = new SimpleStringProperty(DEFAULT_TITLE);
    /** The currency of the report's amounts; blank = the portfolio's or client's own, else the firm default. */
    private final StringProperty baseCurrency = new SimpleStringProperty("");
    private final StringProperty error = new SimpleStringProperty("");
    private final StringProperty message = new SimpleStringProperty("");
    /** Who the report is for: {@code client} (plain language, no internal signals) or {@code advisor} (internal brief). */
    private final StringProperty audience = new SimpleStringProperty("client");
    private final AppContext ctx;
    private final ReportSubject subject;
    private final BrandEditor brand;
    private final ReportGeneration generation;
    private final ReportHistory history;

    public ReportsViewModel(AppContext ctx) {
        this(ctx, 500);
    }

    ReportsViewModel(AppContext ctx, long pollMillis) {
        this.ctx = ctx;
        audience.set(ctx.settings() != null && "advisor".equals(ctx.settings().get(AppSettings.REPORT_AUDIENCE, "client")) ? "advisor" : "client");
        Feedback feedback = new Feedback(error, message);
        this.subject = new ReportSubject(ctx, feedback);
        this.brand = new BrandEditor(ctx, feedback);
        this.generation = new ReportGeneration(ctx, feedback, pollMillis);
        this.history = new ReportHistory(ctx);
        generation.onJobReported(id -> subject.jobIdProperty().set(id));
        // "Generate PDF report" on the Portfolio analysis screen preselects its job here.
        ctx.session().reportRequestProperty().addListener((o, a, id) -> {
            if (id != null && !id.isBlank()) {
                subject.preselectJob(id);
            }
        });
        // "Report" on a client page of the Clients & signals screen preselects that client here.
        ctx.session().clientReportRequestProperty().addListener((o, a, id) -> {
            if (id != null && !id.isBlank()) {
                subject.preselectClient(id);
            }
        });
    }

    /** The request body of {@code POST /api/reports/generate} for a job (the brand inline, as edited and previewed). */
    ReportsApi.ReportRequest generateBody(String job) {
        return request().about(ReportsApi.Subject.job(job)).withoutCurrency();   // a job keeps the currency it was analysed in
    }

    /** The request body for a client of the book: the engine analyses the client's current holdings, then reports. */
    ReportsApi.ReportRequest clientGenerateBody(String client) {
        return request().about(ReportsApi.Subject.client(client));
    }

    /** The brand and title of the request; the subject is added by the generation. */
    private ReportsApi.ReportRequest request() {
        return new ReportsApi.ReportRequest(null, brand.body(), audience.get(),
                reportTitle.get() != null && !reportTitle.get().isBlank() ? reportTitle.get().strip() : null,
                baseCurrency.get() != null && !baseCurrency.get().isBlank()
                        ? baseCurrency.get().strip().toUpperCase(java.util.Locale.ROOT) : null);
    }

    /** Generates the report when the subject and the brand are complete; otherwise says what is missing, in one line. */
    public void generate() {
        message.set("");
        List<String> problems = new ArrayList<>(brand.problems());
        subject.problem().ifPresent(p -> problems.add(0, p));
        if (!problems.isEmpty()) {
            error.set(String.join(" ", problems));
            return;
        }
        error.set("");
        generation.generate(subject, request());
    }

    /** Chooses the audience and remembers it for the next start. */
    public void chooseAudience(String a) {
        String value = "advisor".equals(a) ? "advisor" : "client";
        audience.set(value);
        if (ctx.settings() != null) {
            ctx.settings().set(AppSettings.REPORT_AUDIENCE, value);
        }
    }

    public StringProperty audienceProperty() {
        return audience;
    }

    public ReportSubject subject() {
        return subject;
    }

    public BrandEditor brand() {
        return brand;
    }

    public ReportGeneration generation() {
        return generation;
    }

    /** The reports generated so far, kept by the engine (issue 27). */
    public ReportHistory history() {
        return history;
    }

    public StringProperty reportTitleProperty() {
        return reportTitle;
    }

    public StringProperty baseCurrencyProperty() {
        return baseCurrency;
    }

    public StringProperty errorProperty() {
        return error;
    }

    public StringProperty messageProperty() {
        return message;
    }
}
