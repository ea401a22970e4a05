package com.bpidesk.app.reports;

import javafx.beans.property.StringProperty;

/** Where the parts of the Reports view model say what went wrong or what happened: one error and one message line. */
record Feedback(StringProperty error, StringProperty message) {
}
