package com.bpidesk.engine.research;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.ServerSocket;
import java.net.SocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.lucene.search.MatchAllDocsQuery;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/**
 * Proves search needs no network: a fresh JVM, started WITHOUT the offline properties or the
 * OPT_OUT_TRACKING variable (so only OnnxEmbedder can switch them on), routes every outgoing connection
 * through a recording proxy selector and a SOCKS trap; it loads the model, indexes and searches. Any
 * attempted connection (the DJL tracker's 169.254.169.254, the Hugging Face hub) is recorded and fails the test.
 */
@Tag("api")
class OfflineEmbeddingTest {

    /** Runs in the child JVM. */
    public static void main(String[] args) throws Exception {
        List<String> attempts = Collections.synchronizedList(new ArrayList<>());
        try (ServerSocket trap = new ServerSocket(0)) {
            Thread.ofVirtual().start(() -> {
                while (!trap.isClosed()) {
                    try {
                        trap.accept().close();
                        attempts.add("socket connection through SOCKS trap");
                    } catch (IOException e) {
                        return;
                    }
                }
            });
            System.setProperty("socksProxyHost", "127.0.0.1");
            System.setProperty("socksProxyPort", Integer.toString(trap.getLocalPort()));
            ProxySelector.setDefault(new ProxySelector() {
                @Override
                public List<Proxy> select(URI uri) {
                    attempts.add(uri.toString());
                    return List.of(Proxy.NO_PROXY);
                }

                @Override
                public void connectFailed(URI uri, SocketAddress sa, IOException ioe) {
                }
            });
            System.out.println("offline-before=" + System.getProperty("ai.djl.offline"));
            TextEmbedder e = OnnxEmbedder.shared();
            try (PassageIndex index = new PassageIndex(new ByteBuffersDirectory())) {
                var p = Passages.split("Rising rates hurt long-duration bond funds.");
                index.put(new PassageIndex.NoteMeta("n1", "o", "t", java.time.LocalDate.of(2025, 1, 1), List.of(), "Rates"),
                        p, List.of(e.embed(ResearchIndexer.embeddingInput("Rates", p.get(0)))));
                var hits = new HybridRanker(index, e).rank("interest rate risk", new MatchAllDocsQuery(), 1, HybridRanker.Mode.HYBRID, 10);
                System.out.println("hits=" + hits.size());
            }
            System.out.println("offline-after=" + System.getProperty("ai.djl.offline") + "," + System.getProperty("OPT_OUT_TRACKING"));
            Thread.sleep(1500); // let any background telemetry thread try
            System.out.println("attempts=" + attempts);
        }
    }

    @Test
    void embeddingAndSearchMakeNoNetworkCall() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(java, "--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED",
                "-cp", System.getProperty("java.class.path"), OfflineEmbeddingTest.class.getName());
        pb.environment().remove("OPT_OUT_TRACKING");
        pb.environment().remove("DJL_OFFLINE");
        pb.redirectErrorStream(true);
        Process proc = pb.start();
        String out = new String(proc.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(proc.waitFor(180, TimeUnit.SECONDS)).isTrue();
        assertThat(proc.exitValue()).as(out).isZero();
        assertThat(out).contains("offline-before=null").contains("hits=1").contains("offline-after=true,true")
                .contains("attempts=[]");
    }
}
