package com.bpidesk.app.reports;

import java.io.ByteArrayInputStream;
import javafx.beans.Observable;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.Background;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.CornerRadii;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;

/**
 * A live mock-up of the report's cover (A4 proportions), laid out like the engine's: the brand band in the primary
 * colour with the logo on a white plate, firm name and title in white or near-black (whichever contrasts more),
 * the accent stripe, the facts table, a heading and accent text in the colours the PDF will use after the WCAG
 * adjustment, and the footer.
 */
final class CoverPreview {

    static final double WIDTH = 300;
    static final double HEIGHT = WIDTH * 297 / 210;
    private static final double SCALE = WIDTH / 595; // A4 points to preview pixels

    private final ReportsViewModel model;
    private final VBox page = new VBox();

    CoverPreview(ReportsViewModel model) {
        this.model = model;
    }

    Node build() {
        page.setId("report-preview");
        page.getStyleClass().add("cover-page");
        page.setPrefSize(WIDTH, HEIGHT);
        page.setMinSize(WIDTH, HEIGHT);
        page.setMaxSize(WIDTH, HEIGHT);
        Observable[] deps = {model.brand().firmNameProperty(), model.brand().primaryColorProperty(), model.brand().accentColorProperty(),
                model.brand().contrastProperty(),
                model.brand().footerProperty(), model.brand().logoProperty(), model.reportTitleProperty(), model.audienceProperty()};
        for (Observable o : deps) {
            o.addListener(x -> render());
        }
        render();
        return page;
    }

    private static int rgb(String hex, String fallback) {
        String h = BrandEditor.isColor(hex) ? hex.strip() : fallback;
        return Integer.parseInt(h.substring(1), 16);
    }

    private static String hex(int rgb) {
        return String.format(java.util.Locale.ROOT, "#%06X", rgb & 0xFFFFFF);
    }

    private static Color color(int rgb) {
        return Color.rgb((rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF);
    }

    private static Background fill(Color c) {
        return new Background(new BackgroundFill(c, CornerRadii.EMPTY, Insets.EMPTY));
    }

    private void render() {
        BrandEditor brand = model.brand();
        int primary = rgb(brand.primaryColorProperty().get(), BrandEditor.DEFAULT_PRIMARY);
        int accent = rgb(brand.accentColorProperty().get(), BrandEditor.DEFAULT_ACCENT);
        // the colours the PDF will use after the WCAG adjustment, as the engine answered for these colours
        BrandEditor.ContrastCheck check = brand.contrastProperty().get();
        boolean current = check != null && check.primary().equalsIgnoreCase(hex(primary)) && check.accent().equalsIgnoreCase(hex(accent));
        int onPrimary = current ? rgb(check.onPrimary(), "#FFFFFF") : 0xFFFFFF;
        int primaryText = current ? rgb(check.primaryText(), hex(primary)) : primary;
        int accentText = current ? rgb(check.accentText(), hex(accent)) : accent;
        String firm = blank(model.brand().firmNameProperty().get(), "Your firm");
        boolean advisor = "advisor".equals(model.audienceProperty().get());

        VBox band = new VBox(4);
        band.setId("report-preview-band");
        band.setBackground(fill(color(primary)));
        band.setPrefHeight(300 * SCALE);
        band.setMinHeight(300 * SCALE);
        band.setPadding(new Insets(54 * SCALE * 0.8, 54 * SCALE, 10, 54 * SCALE));
        byte[] logoBytes = model.brand().logoProperty().get();
        if (logoBytes != null) {
            Image img = new Image(new ByteArrayInputStream(logoBytes));
            ImageView view = new ImageView(img);
            view.setId("report-preview-logo");
            view.setPreserveRatio(true);
            view.setFitWidth(150 * SCALE);
            view.setFitHeight(70 * SCALE);
            StackPane plate = new StackPane(view);
            plate.setBackground(new Background(new BackgroundFill(Color.WHITE, new CornerRadii(3), Insets.EMPTY)));
            plate.setPadding(new Insets(4));
            plate.setMaxWidth(Region.USE_PREF_SIZE);
            band.getChildren().add(plate);
        } else {
            Label none = new Label("no logo");
            none.setStyle("-fx-font-size: 9px; -fx-text-fill: " + hex(onPrimary) + "; -fx-opacity: 0.8;");
            band.getChildren().add(none);
        }
        Region grow = new Region();
        VBox.setVgrow(grow, javafx.scene.layout.Priority.ALWAYS);
        band.getChildren().addAll(grow, text(firm, 8.5, false, onPrimary),
                text(blank(model.reportTitleProperty().get(), ReportsViewModel.DEFAULT_TITLE), 15, true, onPrimary),
                text(advisor ? "Investment-committee analysis · advisor brief (internal)" : "Portfolio analysis", 8, false, onPrimary));

        Region stripe = new Region();
        stripe.setId("report-preview-accent");
        stripe.setBackground(fill(color(accent)));
        stripe.setPrefHeight(Math.max(3, 8 * SCALE));
        stripe.setMinHeight(Math.max(3, 8 * SCALE));

        GridPane facts = new GridPane();
        facts.setHgap(14);
        facts.setVgap(3);
        // the cover facts of the chosen audience (the client report has no analysis id)
        String[][] rows = advisor
                ? new String[][] {{"Prepared", "today"}, {"Data as of", "analysis date"}, {"Analysis job", "…"}, {"Posture", "from the synthesis"}}
                : new String[][] {{"Prepared", "today"}, {"Data as of", "analysis date"}, {"Market value", "with its currency"},
                        {"Overall positioning", "from the synthesis"}};
        for (int i = 0; i < rows.length; i++) {
            facts.add(text(rows[i][0], 7.5, false, 0x475569), 0, i);
            facts.add(text(rows[i][1], 7.5, true, 0x1E293B), 1, i);
        }
        Label heading = text(advisor ? "Executive summary" : "Summary", 11, true, primaryText);
        heading.setId("report-preview-heading");
        Label accentLine = text(advisor ? "Top findings · ranked review items" : "What stands out · every figure explained", 8, true, accentText);
        accentLine.setId("report-preview-accent-text");
        Label restrictions = text("No trades executed · no client communication · no suitability determination; advisors remain "
                + "responsible.", 6.5, false, 0x475569);
        restrictions.setWrapText(true);
        VBox body = new VBox(6, facts, heading, accentLine, restrictions);
        body.setPadding(new Insets(14, 54 * SCALE, 8, 54 * SCALE));
        VBox.setVgrow(body, javafx.scene.layout.Priority.ALWAYS);

        Label foot = text(blank(model.brand().footerProperty().get(), firm), 6.5, false, 0x475569);
        foot.setId("report-preview-footer");
        VBox footerBox = new VBox(foot);
        footerBox.setAlignment(Pos.CENTER_LEFT);
        footerBox.setPadding(new Insets(4, 54 * SCALE, 8, 54 * SCALE));
        footerBox.setStyle("-fx-border-color: #d9e0e8 transparent transparent transparent;");
        page.getChildren().setAll(band, stripe, body, footerBox);
    }

    private static Label text(String s, double size, boolean bold, int rgb) {
        Label l = new Label(s);
        l.setStyle(String.format(java.util.Locale.ROOT, "-fx-font-size: %.1fpx; -fx-text-fill: %s;%s", size, hex(rgb),
                bold ? " -fx-font-weight: bold;" : ""));
        l.setWrapText(true);
        l.setMaxWidth(WIDTH - 2 * 54 * SCALE);
        return l;
    }

    private static String blank(String s, String otherwise) {
        return s == null || s.isBlank() ? otherwise : s.strip();
    }
}
