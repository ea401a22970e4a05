package com.bpidesk.engine.macro;

import java.util.List;

/** The macro signals feed: the releases of every series, newest first, with significance scores. */
public interface SignalsFeed {

    /** The most recent release of each series, ordered by significance descending. */
    List<FeedItem> latestReleases();
}
