package com.bpidesk.app.reports;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.settings.AppSettings;
import com.bpidesk.app.client.reports.ReportsApi;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The brand being edited or reused: firm name, colours, footer, logo; saved brands through
 * {@code /api/reports/brands}; and the WCAG contrast of the colours as the report will apply it, asked of the engine
 * ({@code POST /api/reports/brand-check}, docs/decisions/0190) whenever both colours are complete.
 */
public final class BrandEditor {

    /** A saved brand as listed by the engine. */
    public record BrandRow(long brandId, String name, String firmName, String primaryColor, String accentColor, String footer,
                           boolean hasLogo) {
        @Override
        public String toString() {
            return name + (name.equals(firmName) ? "" : " (" + firmName + ")");
        }
    }

    /**
     * The engine's answer for the colours being edited: the colours the report draws text in, the text colour on the
     * primary band, and the warnings the PDF will carry.
     */
    public record ContrastCheck(String primary, String accent, String primaryText, String accentText, String onPrimary,
                                List<String> warnings) {
        static ContrastCheck from(ReportsApi.BrandCheck c) {
            return new ContrastCheck(c.primary().color(), c.accent().color(), c.primary().textColor(), c.accent().textColor(),
                    c.primary().textOnFill(), c.warnings());
        }
    }

    public static final String DEFAULT_PRIMARY = "#1F3A5F";
    public static final String DEFAULT_ACCENT = "#0F766E";
    static final int MAX_LOGO_BYTES = 2 * 1024 * 1024;
    private static final Pattern HEX = Pattern.compile("#[0-9A-Fa-f]{6}");

    private final AppContext ctx;
    private final Feedback feedback;
    private final ObservableList<BrandRow> brands = FXCollections.observableArrayList();
    private final ObjectProperty<BrandRow> selectedBrand = new SimpleObjectProperty<>();
    private final StringProperty brandName = new SimpleStringProperty("");
    private final StringProperty firmName = new SimpleStringProperty("");
    private final StringProperty primaryColor = new SimpleStringProperty(DEFAULT_PRIMARY);
    private final StringProperty accentColor = new SimpleStringProperty(DEFAULT_ACCENT);
    private final StringProperty footer = new SimpleStringProperty("");
    private final ObjectProperty<byte[]> logo = new SimpleObjectProperty<>();
    private final StringProperty logoName = new SimpleStringProperty("");
    private final ObservableList<String> contrastWarnings = FXCollections.observableArrayList();
    private final ObjectProperty<ContrastCheck> contrast = new SimpleObjectProperty<>();
    private final AtomicLong contrastRequest = new AtomicLong();

    BrandEditor(AppContext ctx, Feedback feedback) {
        this.ctx = ctx;
        this.feedback = feedback;
        primaryColor.addListener((o, a, b) -> checkContrast());
        accentColor.addListener((o, a, b) -> checkContrast());
    }

    /** {@code #RRGGBB} (the input format; the contrast rule itself is the engine's). */
    static boolean isColor(String hex) {
        return hex != null && HEX.matcher(hex.strip()).matches();
    }

    /**
     * Asks the engine how the report will treat the two colours, when both are complete; an answer that arrives after a
     * newer request was made is dropped. An incomplete colour clears the check (the format problem is said on generate).
     */
    public void checkContrast() {
        long request = contrastRequest.incrementAndGet();
        String p = primaryColor.get();
        String a = accentColor.get();
        if (!isColor(p) || !isColor(a)) {
            contrast.set(null);
            contrastWarnings.clear();
            return;
        }
        ctx.tasks().run("Checking brand colours", () -> ContrastCheck.from(ctx.api().reports().checkBrand(p.strip(), a.strip())), c -> {
            if (request == contrastRequest.get()) {
                contrast.set(c);
                contrastWarnings.setAll(c.warnings());
            }
        }, m -> {
            if (request == contrastRequest.get()) {
                contrast.set(null);
                contrastWarnings.setAll("The colour contrast could not be checked: " + m);
            }
        });
    }

    public void refreshBrands() {
        ctx.tasks().run("Loading brands", () -> ctx.api().reports().brands(), page -> {
            List<BrandRow> out = new ArrayList<>();
            page.forEach(b -> out.add(brandRow(b)));
            brands.setAll(out);
            // The brand selected last time (remembered in the app settings) is selected again after a restart.
            if (selectedBrand.get() == null && ctx.settings() != null) {
                String remembered = ctx.settings().get(AppSettings.REPORT_BRAND, "");
                out.stream().filter(b -> Long.toString(b.brandId()).equals(remembered)).findFirst().ifPresent(this::selectBrand);
            }
        }, m -> feedback.error().set("Could not load the saved brands: " + m));
    }

    static BrandRow brandRow(ReportsApi.BrandView b) {
        return new BrandRow(b.brandId(), b.name(), b.firmName(), b.primaryColor(), b.accentColor(),
                b.footer() == null ? "" : b.footer(), b.hasLogo());
    }

    /** Loads a saved brand into the editor (and its logo). */
    public void selectBrand(BrandRow b) {
        selectedBrand.set(b);
        if (b == null) {
            return;
        }
        remember(b);
        brandName.set(b.name());
        firmName.set(b.firmName());
        primaryColor.set(b.primaryColor());
        accentColor.set(b.accentColor());
        footer.set(b.footer());
        logo.set(null);
        logoName.set("");
        if (b.hasLogo()) {
            ctx.tasks().run("Loading logo", () -> ctx.api().reports().logo(b.brandId()), bytes -> {
                logo.set(bytes);
                logoName.set("saved logo");
            }, m -> feedback.error().set("Could not load the logo of " + b.name() + ": " + m));
        }
    }

    /** Starts a new brand with the defaults. */
    public void newBrand() {
        selectedBrand.set(null);
        brandName.set("");
        firmName.set("");
        primaryColor.set(DEFAULT_PRIMARY);
        accentColor.set(DEFAULT_ACCENT);
        footer.set("");
        logo.set(null);
        logoName.set("");
    }

    /** Reads a logo file (PNG or JPEG, at most 2 MB: checked here so the mistake shows before generating). */
    public void chooseLogo(Path file) {
        feedback.error().set("");
        ctx.tasks().run("Reading logo", () -> Files.readAllBytes(file), bytes -> {
            Optional<String> problem = logoProblem(bytes);
            if (problem.isPresent()) {
                feedback.error().set(file.getFileName() + ": " + problem.get());
                return;
            }
            logo.set(bytes);
            logoName.set(file.getFileName().toString());
        }, m -> feedback.error().set("Could not read the logo: " + m));
    }

    static Optional<String> logoProblem(byte[] b) {
        if (b.length == 0) {
            return Optional.of("the file is empty.");
        }
        if (b.length > MAX_LOGO_BYTES) {
            return Optional.of(String.format(Locale.ROOT, "the logo is %.1f MB; the limit is 2 MB.", b.length / 1048576.0));
        }
        boolean png = b.length > 8 && (b[0] & 0xFF) == 0x89 && b[1] == 'P' && b[2] == 'N' && b[3] == 'G';
        boolean jpeg = b.length > 3 && (b[0] & 0xFF) == 0xFF && (b[1] & 0xFF) == 0xD8 && (b[2] & 0xFF) == 0xFF;
        return png || jpeg ? Optional.empty() : Optional.of("a logo must be a PNG or JPEG image.");
    }

    public void removeLogo() {
        logo.set(null);
        logoName.set("");
    }

    /** The brand fields as the API's BrandInput. */
    ReportsApi.BrandInput body() {
        String name = brandName.get() == null || brandName.get().isBlank() ? firmName.get() : brandName.get();
        return new ReportsApi.BrandInput(name != null && !name.isBlank() ? name.strip() : null,
                firmName.get() == null ? "" : firmName.get().strip(), primaryColor.get() == null ? "" : primaryColor.get().strip(),
                accentColor.get() == null ? "" : accentColor.get().strip(),
                footer.get() != null && !footer.get().isBlank() ? footer.get().strip() : null,
                logo.get() != null ? Base64.getEncoder().encodeToString(logo.get()) : null);
    }

    /** Readable problems with the brand fields (the engine checks the same and more). */
    List<String> problems() {
        List<String> p = new ArrayList<>();
        if (firmName.get() == null || firmName.get().isBlank()) {
            p.add("Enter the firm name.");
        }
        if (!isColor(primaryColor.get())) {
            p.add("The primary colour must be #RRGGBB (e.g. #1F3A5F).");
        }
        if (!isColor(accentColor.get())) {
            p.add("The accent colour must be #RRGGBB (e.g. #0F766E).");
        }
        return p;
    }

    /** Saves the brand (a brand with the same name is replaced) and selects it. */
    public void save() {
        feedback.message().set("");
        List<String> problems = problems();
        if (!problems.isEmpty()) {
            feedback.error().set(String.join(" ", problems));
            return;
        }
        feedback.error().set("");
        ReportsApi.BrandInput body = body();
        ctx.tasks().run("Saving brand", () -> ctx.api().reports().saveBrand(body), saved -> {
            BrandRow row = brandRow(saved);
            brands.removeIf(b -> b.brandId() == row.brandId() || b.name().equals(row.name()));
            brands.add(row);
            selectedBrand.set(row);
            remember(row);
            brandName.set(row.name());
            feedback.message().set("Brand “" + row.name() + "” saved.");
        }, m -> feedback.error().set("The brand was not saved: " + m));
    }

    /** Remembers the brand for the next start (app settings, written off the UI thread). */
    private void remember(BrandRow b) {
        if (ctx.settings() == null || Long.toString(b.brandId()).equals(ctx.settings().get(AppSettings.REPORT_BRAND, ""))) {
            return;
        }
        ctx.settings().set(AppSettings.REPORT_BRAND, Long.toString(b.brandId()));
        ctx.tasks().run("Saving settings", () -> {
            ctx.settings().save();
            return Boolean.TRUE;
        }, x -> { }, m -> { });
    }

    public void delete() {
        BrandRow b = selectedBrand.get();
        if (b == null) {
            return;
        }
        ctx.tasks().run("Deleting brand", () -> {
            ctx.api().reports().deleteBrand(b.brandId());
            return b;
        }, x -> {
            brands.remove(b);
            newBrand();
            feedback.message().set("Brand “" + b.name() + "” deleted.");
        }, m -> feedback.error().set("The brand was not deleted: " + m));
    }

    public ObservableList<BrandRow> brands() {
        return brands;
    }

    public ObjectProperty<BrandRow> selectedBrandProperty() {
        return selectedBrand;
    }

    public StringProperty brandNameProperty() {
        return brandName;
    }

    public StringProperty firmNameProperty() {
        return firmName;
    }

    public StringProperty primaryColorProperty() {
        return primaryColor;
    }

    public StringProperty accentColorProperty() {
        return accentColor;
    }

    public StringProperty footerProperty() {
        return footer;
    }

    public ObjectProperty<byte[]> logoProperty() {
        return logo;
    }

    public StringProperty logoNameProperty() {
        return logoName;
    }

    /** The warnings the report will carry about the colours (from the engine). */
    public ObservableList<String> contrastWarnings() {
        return contrastWarnings;
    }

    /** The engine's contrast answer for the current colours, or null while none is known. */
    public ObjectProperty<ContrastCheck> contrastProperty() {
        return contrast;
    }
}
