#!/usr/bin/env bash
# Builds the native packages of BPI Desk with jpackage. Run by the installer module's `native` profile
# (`./bpi package`), after the reactor has packaged engine and app (their jars and target/lib folders).
#
# Outputs, under installer/target/packages:
#   bpi-desk/                       the desktop app image (own trimmed Java runtime; launchers bin/bpi-desk
#                                   and bin/bpi-desk-server)
#   bpi-desk_<version>_amd64.deb    that image as a Debian package, installed under /opt/bpi-desk
#   bpi-desk-server/                the headless engine image (no JavaFX), and
#   bpi-desk-server-<version>-linux-x64.tar.gz  it, with a sample config and a systemd unit
#
# Environment (set by installer/pom.xml): VERSION, BASEDIR (installer/), ROOT (repository), JPACKAGE_HOME (a
# JDK 21+ whose jpackage/jlink link the runtime), THIRD_PARTY (the generated THIRD-PARTY.txt).
# See docs/installing.md and docs/decisions/0060-native-packages-with-jpackage.md.
set -euo pipefail

: "${VERSION:?}" "${BASEDIR:?}" "${ROOT:?}" "${JPACKAGE_HOME:?}" "${THIRD_PARTY:?}"
JPACKAGE="$JPACKAGE_HOME/bin/jpackage"
APP_VERSION="${VERSION%%-*}"                       # jpackage wants a numeric version: 1.0.0-SNAPSHOT -> 1.0.0
TARGET="$BASEDIR/target"
STAGE="$TARGET/jpackage-stage"
OUT="$TARGET/packages"
SRC="$BASEDIR/src/main"
VENDOR="BPI Desk"
COPYRIGHT="Copyright (c) 2026 BPI Desk contributors"
DESCRIPTION="Behavioral Portfolio Intelligence: decision support for financial advisors (desktop app with embedded engine)"
ABOUT_URL="https://bpidesk.example/"

# JDK modules, from jdeps over every bundled jar (docs/decisions/0061-trimmed-runtime.md) plus what is
# only reached reflectively or at run time: jdk.incubator.vector (Lucene's vector search), jdk.zipfs
# (jar/zip file systems), jdk.charsets (CSV files in legacy encodings), jdk.crypto.ec (TLS to a firm's engine).
SERVER_MODULES=java.base,java.compiler,java.desktop,java.instrument,java.logging,java.management,java.naming
SERVER_MODULES+=,java.net.http,java.rmi,java.scripting,java.security.jgss,java.sql,java.transaction.xa,java.xml
SERVER_MODULES+=,jdk.net,jdk.unsupported,jdk.incubator.vector,jdk.zipfs,jdk.charsets,jdk.crypto.ec
DESKTOP_MODULES=$SERVER_MODULES,java.datatransfer,jdk.jsobject,jdk.unsupported.desktop,jdk.xml.dom
DESKTOP_MODULES+=,javafx.base,javafx.graphics,javafx.controls,javafx.swing,javafx.web,javafx.media

# --generate-cds-archive: a jlinked runtime has no class-data sharing archive of its own JDK classes unless jlink makes one
# (a full JDK ships lib/server/classes.jsa); without it every start parses the JDK's classes again (ADR 0254)
JLINK_OPTIONS="--strip-debug --no-header-files --no-man-pages --strip-native-commands --compress=zip-9 --generate-cds-archive"
COMMON_JAVA_OPTIONS="--sun-misc-unsafe-memory-access=allow --add-modules=jdk.incubator.vector -Dai.djl.offline=true -DOPT_OUT_TRACKING=true -Dfile.encoding=UTF-8"
# ControlsFX and TilesFX sit on the class path and reach into JavaFX internals, which are named modules here.
FX_ACCESS="--add-exports=javafx.base/com.sun.javafx.event=ALL-UNNAMED"
FX_ACCESS+=" --add-exports=javafx.controls/com.sun.javafx.scene.control=ALL-UNNAMED"
FX_ACCESS+=" --add-exports=javafx.controls/com.sun.javafx.scene.control.behavior=ALL-UNNAMED"
FX_ACCESS+=" --add-exports=javafx.controls/com.sun.javafx.scene.control.inputmap=ALL-UNNAMED"
FX_ACCESS+=" --add-exports=javafx.graphics/com.sun.javafx.scene=ALL-UNNAMED"
FX_ACCESS+=" --add-exports=javafx.graphics/com.sun.javafx.scene.traversal=ALL-UNNAMED"
FX_ACCESS+=" --add-exports=javafx.graphics/com.sun.javafx.css=ALL-UNNAMED"
FX_ACCESS+=" --add-opens=javafx.controls/javafx.scene.control.skin=ALL-UNNAMED"
FX_ACCESS+=" --add-opens=javafx.graphics/javafx.scene=ALL-UNNAMED"

log() { echo "[package] $*"; }
need() { command -v "$1" >/dev/null 2>&1 || { echo "[package] '$1' is missing: $2" >&2; exit 1; }; }
need fakeroot "apt-get install -y fakeroot (jpackage --type deb needs it)"
need dpkg-deb "apt-get install -y dpkg-dev"
need unzip "apt-get install -y unzip"
need zip "apt-get install -y zip"
[[ -x "$JPACKAGE" ]] || { echo "[package] no jpackage at $JPACKAGE" >&2; exit 1; }

rm -rf "$STAGE" "$OUT"
mkdir -p "$STAGE" "$OUT"

# --- inputs: the jars the reactor just built (same sets as ./bpi run and ./bpi serve) ---------------------
app_jar="$ROOT/app/target/app-$VERSION.jar"
engine_jar="$ROOT/engine/target/engine-$VERSION.jar"
[[ -f "$app_jar" && -f "$engine_jar" ]] || { echo "[package] build app and engine first (mvn -Pnative -pl installer -am package)" >&2; exit 1; }
mkdir -p "$STAGE/desktop/input" "$STAGE/desktop/jfx" "$STAGE/server/input"
cp "$app_jar" "$STAGE/desktop/input/"
for jar in "$ROOT"/app/target/lib/*.jar; do
  case "$(basename "$jar")" in
    javafx-*-linux.jar) cp "$jar" "$STAGE/desktop/jfx/" ;;   # the real JavaFX modules: linked into the runtime
    javafx-*.jar) ;;                                          # empty classifier-less jars: not needed
    *) cp "$jar" "$STAGE/desktop/input/" ;;
  esac
done
cp "$engine_jar" "$ROOT"/engine/target/lib/*.jar "$STAGE/server/input/"

# The packages are Linux x64 only: drop the other platforms' native libraries (and Windows debug symbols) that
# ONNX Runtime and the DJL tokenizers carry, about 110 MB of 220 MB. Their licence files stay.
strip_foreign_natives() {
  local jar
  for jar in "$@"; do
    case "$(basename "$jar")" in
      onnxruntime-*.jar)
        zip -q -d "$jar" 'ai/onnxruntime/native/win-*' 'ai/onnxruntime/native/osx-*' 'ai/onnxruntime/native/linux-aarch64/*' || true ;;
      tokenizers-*.jar)
        zip -q -d "$jar" 'native/lib/win-*' 'native/lib/osx-*' 'native/lib/linux-aarch64/*' || true ;;
    esac
  done
}
strip_foreign_natives "$STAGE"/desktop/input/*.jar "$STAGE"/server/input/*.jar

# --- legal: our notices, the generated third-party list, and the licence files the libraries ship -------
legal="$STAGE/legal"
mkdir -p "$legal/licenses" "$legal/third-party"
cp "$SRC/legal/LICENSE.txt" "$SRC/legal/NOTICE.txt" "$legal/"
cp "$SRC"/legal/licenses/* "$legal/licenses/"
cp "$JPACKAGE_HOME/legal/java.base/LICENSE" "$legal/licenses/GPL-2.0-with-Classpath-Exception.txt" # OpenJDK and OpenJFX
cp "$THIRD_PARTY" "$legal/THIRD-PARTY.txt"
for jar in "$STAGE"/desktop/input/*.jar "$STAGE"/desktop/jfx/*.jar; do
  name="$(basename "$jar" .jar)"
  files=$(unzip -Z1 "$jar" 2>/dev/null | grep -iE '^(META-INF/)?(LICEN[CS]E|NOTICE|COPYING)[^/]*$' || true)
  if [[ -n "$files" ]]; then
    mkdir -p "$legal/third-party/$name"
    # shellcheck disable=SC2086
    unzip -q -o -j "$jar" $files -d "$legal/third-party/$name" >/dev/null 2>&1 || true
  fi
done

# --- server files: sample config and systemd unit, shipped in both the .deb and the tar.gz -----------------
server_files="$STAGE/server-files"
mkdir -p "$server_files"
cp "$SRC"/server/* "$server_files/"

# --- the desktop app image (also carries the bpi-desk-server launcher) ------------------------------------
cat > "$STAGE/bpi-desk-server.properties" <<EOF
main-class=com.bpidesk.engine.cli.EngineCli
description=BPI Desk engine (headless REST server and admin commands)
linux-shortcut=false
# (jpackage 25 still writes a .desktop for it: resources/bpi-desk-server.desktop hides it with NoDisplay=true)
java-options=-Djava.awt.headless=true --enable-native-access=ALL-UNNAMED $COMMON_JAVA_OPTIONS
EOF
log "jpackage: desktop app image (jlink: $DESKTOP_MODULES)"
mkdir -p "$STAGE/app-content"
cp -r "$legal" "$STAGE/app-content/legal"
cp -r "$server_files" "$STAGE/app-content/server"
sed -i 's|@INSTALL_DIR@|/opt/bpi-desk|g' "$STAGE"/app-content/server/*
"$JPACKAGE" --type app-image --dest "$OUT" --name bpi-desk \
  --app-version "$APP_VERSION" --vendor "$VENDOR" --copyright "$COPYRIGHT" --description "$DESCRIPTION" \
  --input "$STAGE/desktop/input" --main-jar "app-$VERSION.jar" --main-class com.bpidesk.app.Launcher \
  --module-path "$STAGE/desktop/jfx" --add-modules "$DESKTOP_MODULES" \
  --jlink-options "$JLINK_OPTIONS" \
  --java-options "--enable-native-access=javafx.graphics,javafx.media,javafx.web,ALL-UNNAMED $COMMON_JAVA_OPTIONS $FX_ACCESS" \
  --icon "$ROOT/src-assets/icons/bpi-desk-256.png" \
  --add-launcher "bpi-desk-server=$STAGE/bpi-desk-server.properties" \
  --app-content "$STAGE/app-content/legal,$STAGE/app-content/server" \
  2>&1 | grep -v 'No JDK Modules found' || true
[[ -x "$OUT/bpi-desk/bin/bpi-desk" ]] || { echo "[package] the desktop app image was not built" >&2; exit 1; }

# --- the .deb -------------------------------------------------------------------------------------------
# JavaFX loads GTK 3, X11, ALSA and fontconfig at run time (its natives are inside its jars, so dpkg-shlibdeps
# cannot see them): declare them. The *t64 alternatives are the names on Debian 13 / Ubuntu 24.04.
DEB_DEPS="libgtk-3-0 | libgtk-3-0t64, libglib2.0-0 | libglib2.0-0t64, libx11-6, libxtst6, libgl1"
DEB_DEPS+=", libasound2 | libasound2t64, libfontconfig1, libfreetype6, fonts-dejavu-core | fonts-dejavu"
log "jpackage: .deb"
"$JPACKAGE" --type deb --dest "$OUT" --app-image "$OUT/bpi-desk" --name bpi-desk \
  --app-version "$APP_VERSION" --vendor "$VENDOR" --copyright "$COPYRIGHT" --description "$DESCRIPTION" \
  --about-url "$ABOUT_URL" --license-file "$SRC/legal/LICENSE.txt" --install-dir /opt \
  --linux-package-name bpi-desk --linux-deb-maintainer "packaging@bpidesk.example" \
  --linux-menu-group "Office;Finance;" --linux-app-category misc --linux-shortcut \
  --linux-package-deps "$DEB_DEPS" --icon "$ROOT/src-assets/icons/bpi-desk-256.png" \
  --resource-dir "$SRC/jpackage/resources" \
  2>&1 | grep -v 'No JDK Modules found' || true
deb="$(ls "$OUT"/bpi-desk_*.deb 2>/dev/null | head -1)"
[[ -n "$deb" ]] || { echo "[package] the .deb was not built" >&2; exit 1; }

# --- the headless server distribution -----------------------------------------------------------------------
log "jpackage: server image (jlink: $SERVER_MODULES)"
"$JPACKAGE" --type app-image --dest "$OUT" --name bpi-desk-server \
  --app-version "$APP_VERSION" --vendor "$VENDOR" --copyright "$COPYRIGHT" \
  --description "BPI Desk engine: headless REST server for a firm's shared deployment" \
  --input "$STAGE/server/input" --main-jar "engine-$VERSION.jar" --main-class com.bpidesk.engine.cli.EngineCli \
  --add-modules "$SERVER_MODULES" --jlink-options "$JLINK_OPTIONS" \
  --java-options "-Djava.awt.headless=true --enable-native-access=ALL-UNNAMED $COMMON_JAVA_OPTIONS" \
  2>&1 | grep -v 'No JDK Modules found' || true
server="$OUT/bpi-desk-server"
[[ -x "$server/bin/bpi-desk-server" ]] || { echo "[package] the server image was not built" >&2; exit 1; }
cp -r "$legal" "$server/legal"
mkdir -p "$server/conf" "$server/systemd"
cp "$server_files/bpi-desk.properties.sample" "$server/conf/"
sed 's|@INSTALL_DIR@|/opt/bpi-desk-server|g' "$server_files/bpi-desk-server.service" > "$server/systemd/bpi-desk-server.service"
cp "$server_files/README-server.md" "$server/README.md"
tarball="$OUT/bpi-desk-server-$APP_VERSION-linux-x64.tar.gz"
tar -C "$OUT" -czf "$tarball" bpi-desk-server

log "done:"
du -sh "$OUT/bpi-desk" "$deb" "$server" "$tarball" | sed 's/^/[package]   /'
