package com.bpidesk.app.clientfile;

import com.bpidesk.app.format.Formats;
import com.bpidesk.app.format.Labels;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * Edits the client's investment policy: a target and a band per asset class and the largest single position, in
 * percent, and the held positions (symbols). The engine validates (targets add up to 100 %) and logs each change under
 * the desktop user's name and role.
 */
final class PolicyDialog {

    private final Dialog<ButtonType> dialog = new Dialog<>();
    private final Map<String, TextField[]> fields = new LinkedHashMap<>();
    private final TextField max = new TextField();
    private final TextField held = new TextField();
    private final Label problem = new Label();

    PolicyDialog(Window owner, String clientName, ClientFileViewModel.PolicyForm form) {
        dialog.initOwner(owner);
        dialog.setTitle("Investment policy");
        dialog.setHeaderText("Investment policy of " + clientName);
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        grid.addRow(0, new Label("Asset class"), new Label("Target %"), new Label("Band ± points"));
        int row = 1;
        for (var e : form.targets().entrySet()) {
            TextField target = field("policy-target-" + e.getKey(), e.getValue()[0]);
            TextField band = field("policy-band-" + e.getKey(), e.getValue()[1]);
            fields.put(e.getKey(), new TextField[] {target, band});
            grid.addRow(row++, new Label(Labels.of(e.getKey())), target, band);
        }
        max.setId("policy-max-position");
        max.setText(Formats.app().number(form.maxPosition() * 100, 1));
        grid.addRow(row++, new Label("Largest single position %"), max);
        held.setId("policy-held");
        held.setText(form.held());
        held.setPromptText("e.g. AAPL, MSFT");
        grid.addRow(row, new Label("Held, not to be sold"), held);
        GridPane.setColumnSpan(held, 2);
        problem.getStyleClass().add("error-text");
        problem.setWrapText(true);
        problem.setId("policy-problem");
        Label hint = new Label("The targets must add up to 100 %. Each change is recorded with your name and role. The policy is the "
                + "advisor's record of what the client agreed; it places no trade.");
        hint.setWrapText(true);
        hint.setMaxWidth(460);
        hint.getStyleClass().add("hint");
        dialog.getDialogPane().setContent(new VBox(10, grid, hint, problem));
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        // a figure the dialog cannot read keeps it open with the reason in words
        dialog.getDialogPane().lookupButton(ButtonType.OK).addEventFilter(javafx.event.ActionEvent.ACTION, ev -> {
            if (read().isEmpty()) {
                ev.consume();
            }
        });
    }

    private static TextField field(String id, double fraction) {
        TextField f = new TextField(Formats.app().number(fraction * 100, 1));
        f.setId(id);
        f.setPrefColumnCount(6);
        return f;
    }

    /** The form as fractions, or empty with the problem shown when a field is not a number. */
    Optional<ClientFileViewModel.PolicyForm> read() {
        Map<String, double[]> targets = new LinkedHashMap<>();
        try {
            for (var e : fields.entrySet()) {
                targets.put(e.getKey(), new double[] {percent(e.getValue()[0]), percent(e.getValue()[1])});
            }
            double m = percent(max);
            problem.setText("");
            return Optional.of(new ClientFileViewModel.PolicyForm(targets, m, held.getText() == null ? "" : held.getText()));
        } catch (NumberFormatException e) {
            problem.setText("Please enter each target, band and limit as a number of percent, such as 55 or 7.5.");
            return Optional.empty();
        }
    }

    private static double percent(TextField f) {
        String t = f.getText() == null ? "" : f.getText().strip().replace("%", "").replace(',', '.').strip();
        return t.isEmpty() ? 0 : Double.parseDouble(t) / 100;
    }

    Dialog<ButtonType> dialog() {
        return dialog;
    }

    /** Shows the dialog and returns the edited policy when the user pressed OK. */
    Optional<ClientFileViewModel.PolicyForm> showAndWait() {
        return dialog.showAndWait().filter(b -> b == ButtonType.OK).flatMap(b -> read());
    }
}
