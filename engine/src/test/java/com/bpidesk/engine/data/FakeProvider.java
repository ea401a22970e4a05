package com.bpidesk.engine.data;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/** A local stand-in for the online providers, on 127.0.0.1 (tests never touch the network). */
final class FakeProvider implements AutoCloseable {

    record Answer(int status, String body) {
    }

    final HttpServer server;
    final List<String> requests = Collections.synchronizedList(new ArrayList<>());
    final Map<String, List<Answer>> scripted = new ConcurrentHashMap<>();
    volatile Function<String, Answer> fallback = uri -> new Answer(404, "not found");

    FakeProvider() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", ex -> {
            String uri = ex.getRequestURI().toString();
            requests.add(uri);
            Answer a;
            List<Answer> queue = scripted.get(ex.getRequestURI().getPath());
            if (queue != null && !queue.isEmpty()) {
                a = queue.size() > 1 ? queue.remove(0) : queue.get(0);
            } else {
                a = fallback.apply(uri);
            }
            byte[] body = a.body().getBytes(StandardCharsets.UTF_8);
            ex.sendResponseHeaders(a.status(), body.length);
            try (OutputStream out = ex.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
    }

    String base() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    void script(String path, Answer... answers) {
        scripted.put(path, Collections.synchronizedList(new ArrayList<>(List.of(answers))));
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
