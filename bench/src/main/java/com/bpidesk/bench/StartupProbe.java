package com.bpidesk.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The start-up probe ({@code ./bpi bench startup [launches]}, issue 27, ADR 0254): how long from process start to the
 * main window, for the two ways people start BPI Desk.
 * <ul>
 * <li><b>checkout</b>: {@code ./bpi run} from a built checkout (the launcher's own steps, the build check, the JVM);</li>
 * <li><b>installed</b>: the jpackage app image {@code installer/target/packages/bpi-desk/bin/bpi-desk} when
 * {@code ./bpi package} has built one, otherwise the plain {@code java -cp app.jar:lib/*} launch the package wraps
 * (same JVM options as the package, no launcher script, no build check, the class-data cache {@code ./bpi run} wrote),
 * labelled as such.</li>
 * </ul>
 * Each runs on one fresh data directory (the welcome already answered: demo data), once as the first launch (it creates
 * the database, seeds the demo and writes the class-data cache; reported, not counted) and then {@code launches} times
 * (the "later launches" the budget is about). The clock runs from just before the process is created to the line the app
 * logs when the main window is on screen ({@code BpiDeskApp}: "Main window shown", the line the install check waits for).
 * Also reported: the CPU time the process had used by then ({@link ProcessHandle.Info#totalCpuDuration()}: user + system
 * of all its threads) and the load average, because on a shared machine the wall time mostly measures the neighbours.
 * Needs a display: {@code ./bpi bench startup} runs itself under {@code xvfb-run} when {@code DISPLAY} is not set.
 */
public final class StartupProbe {

    /** The line {@code BpiDeskApp} logs once the main window is shown. */
    static final String MARKER = "Main window shown";
    /** Budgets of issue 27 for later launches (seconds to the main window). */
    static final double CHECKOUT_BUDGET_S = 5.0;
    static final double INSTALLED_BUDGET_S = 4.0;

    private StartupProbe() {
    }

    /**
     * One launch: seconds to the main window (NaN when it never showed), CPU seconds by then, the 1-minute load average,
     * and the seconds from the close request to the process's end (the first launch writes the cache then).
     */
    record Launch(double seconds, double cpuSeconds, double load, double exitSeconds) {
    }

    public static void main(String[] args) throws Exception {
        int launches = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        Path root = Path.of(System.getProperty("bpi.root", ".")).toAbsolutePath().normalize();
        System.out.printf(Locale.ROOT, "Start-up probe: %d later launches each, %d cores, JDK %s%n", launches,
                Runtime.getRuntime().availableProcessors(), Runtime.version());
        report("checkout: ./bpi run", CHECKOUT_BUDGET_S, run(List.of(root.resolve("bpi").toString(), "run"), launches));
        Path image = root.resolve("installer/target/packages/bpi-desk/bin/bpi-desk");
        if (Files.isExecutable(image)) {
            report("installed: jpackage app image", INSTALLED_BUDGET_S, run(List.of(image.toString()), launches));
        } else {
            report("installed-like: plain java launch (no package built; ./bpi package builds one)", INSTALLED_BUDGET_S,
                    run(plainJava(root), launches));
        }
    }

    /** The package's launch without a launcher: this JVM's java, the jars and the options {@code ./bpi run} passes. */
    static List<String> plainJava(Path root) throws IOException {
        Path target = root.resolve("app/target");
        Path jar;
        try (var jars = Files.list(target)) {
            jar = jars.filter(p -> p.getFileName().toString().matches("app-.*\\.jar")).findFirst()
                    .orElseThrow(() -> new IllegalStateException("No app jar in " + target + ": build first (./bpi run builds it)"));
        }
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", "--add-modules", "jdk.incubator.vector", "-Dai.djl.offline=true",
                "-DOPT_OUT_TRACKING=true", "-Dfile.encoding=UTF-8", "--sun-misc-unsafe-memory-access=allow"));
        // the class-data cache ./bpi run wrote for these jars and this JDK, if any: what a package shipping one would have
        try (var caches = Files.list(target)) {
            String jdk = Runtime.version().toString().replaceAll("[^A-Za-z0-9.]", "_");
            caches.filter(p -> p.getFileName().toString().equals("bpi-desk-jdk" + jdk + ".aot")).findFirst()
                    .ifPresent(c -> cmd.addAll(List.of("-XX:AOTCache=" + c, "-Xlog:aot=off", "-Xlog:cds=off")));
        }
        cmd.addAll(List.of("-cp", jar + ":" + target.resolve("lib") + "/*", "com.bpidesk.app.Launcher"));
        return cmd;
    }

    /** The first launch, then {@code launches} later ones, on one fresh data directory; element 0 is the first launch. */
    static List<Launch> run(List<String> command, int launches) throws Exception {
        Path dir = BenchSupport.tempDir("bpi-startup-");
        try {
            Files.writeString(dir.resolve("app-settings.properties"), "welcome.choice=demo\n"); // no welcome: the main window
            List<Launch> out = new ArrayList<>();
            for (int i = 0; i <= launches; i++) {
                List<String> cmd = new ArrayList<>(command);
                cmd.addAll(List.of("--data-dir", dir.toString()));
                // the first launch writes the class-data cache as it exits (ADR 0254): on a loaded machine that takes minutes,
                // and a later launch started before it is written would train again instead of using it
                out.add(launch(cmd, i == 0 ? 900 : 120));
            }
            return out;
        } finally {
            BenchSupport.deleteTree(dir);
        }
    }

    static Launch launch(List<String> cmd, int exitWaitSeconds) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        long t0 = System.nanoTime();
        Process p = pb.start();
        CompletableFuture<Double> shown = new CompletableFuture<>();
        Thread reader = Thread.ofVirtual().start(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    if (!shown.isDone() && line.contains(MARKER)) {
                        shown.complete((System.nanoTime() - t0) / 1e9);
                    }
                }
            } catch (IOException e) {
                // the process ended
            }
            shown.complete(Double.NaN);
        });
        double seconds;
        try {
            seconds = shown.get(180, TimeUnit.SECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            seconds = Double.NaN;
        }
        double cpu = p.toHandle().info().totalCpuDuration().map(Duration::toMillis).orElse(-1L) / 1000.0;
        double load = loadAverage();
        long closing = System.nanoTime();
        p.destroy(); // a normal exit: the first launch writes its class-data cache as it exits
        if (!p.waitFor(exitWaitSeconds, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor();
        }
        reader.join(5000);
        return new Launch(seconds, cpu, load, (System.nanoTime() - closing) / 1e9);
    }

    static double loadAverage() {
        try {
            return Double.parseDouble(Files.readString(Path.of("/proc/loadavg")).split(" ")[0]);
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }

    private static void report(String name, double budget, List<Launch> all) {
        List<Launch> later = all.subList(1, all.size());
        System.out.printf(Locale.ROOT, "%s%n  first launch: %s%n", name, describe(all.get(0)));
        later.forEach(l -> System.out.printf(Locale.ROOT, "  later launch: %s%n", describe(l)));
        double median = median(later.stream().map(Launch::seconds).toList());
        double cpu = median(later.stream().map(Launch::cpuSeconds).toList());
        System.out.printf(Locale.ROOT, "  median of later launches: %.1f s to the main window (budget %.0f s: %s), %.1f s CPU%n",
                median, budget, median <= budget ? "met" : "NOT met", cpu);
    }

    private static String describe(Launch l) {
        return String.format(Locale.ROOT, "%.1f s to the main window, %.1f s CPU, load average %.1f; closed in %.1f s", l.seconds(),
                l.cpuSeconds(), l.load(), l.exitSeconds());
    }

    /** The median (mean of the two middle values for an even count); NaN for none or when any launch failed. */
    static double median(List<Double> values) {
        if (values.isEmpty() || values.stream().anyMatch(v -> v.isNaN())) {
            return Double.NaN;
        }
        List<Double> s = new ArrayList<>(values);
        Collections.sort(s);
        int n = s.size();
        return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2;
    }
}
