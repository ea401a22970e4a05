#!/usr/bin/env bash
# Install-and-launch check of the native packages (./bpi package-check; NOT part of ./bpi test: it takes minutes).
#
#  1. unpacks the .deb into a scratch root (dpkg-deb -x: nothing is installed on this machine) and checks its
#     metadata (dependencies incl. GTK 3, desktop entry, icon, licence notices), and that apt could resolve
#     its dependencies (apt-get -s: a simulation);
#  2. starts the desktop app from the scratch root under a virtual display (Xvfb), with no JAVA_HOME and no
#     JDK on PATH: on an empty data directory it must show the first-run welcome, and on a data directory
#     whose welcome choice is made it must reach the main window (the app logs "Main window shown");
#  3. starts the bpi-desk-server launcher of the .deb, and the server tar.gz, each on 127.0.0.1 and a free
#     port, and checks GET /health;
#  4. stops everything it started, by PID, and prints the sizes.
#
# Needs the packages built first (./bpi package). Installs xvfb, xauth, libgtk-3-0, fonts and curl with
# apt-get when they are missing (run as root, or install them yourself).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
PACKAGES="$ROOT/installer/target/packages"
STARTUP_TIMEOUT="${STARTUP_TIMEOUT:-240}"

say() { echo "[check] $*"; }
fail() { echo "[check] FAIL: $*" >&2; exit 1; }

deb="$(ls "$PACKAGES"/bpi-desk_*_amd64.deb 2>/dev/null | head -1 || true)"
tarball="$(ls "$PACKAGES"/bpi-desk-server-*-linux-x64.tar.gz 2>/dev/null | head -1 || true)"
[[ -n "$deb" && -n "$tarball" ]] || fail "no packages in $PACKAGES: run ./bpi package first"

# --- tools -------------------------------------------------------------------------------------------------
missing=()
command -v Xvfb >/dev/null || missing+=(xvfb)
command -v xauth >/dev/null || missing+=(xauth)
command -v curl >/dev/null || missing+=(curl)
dpkg -s libgtk-3-0 >/dev/null 2>&1 || dpkg -s libgtk-3-0t64 >/dev/null 2>&1 || missing+=(libgtk-3-0)
dpkg -s fonts-dejavu-core >/dev/null 2>&1 || missing+=(fonts-dejavu-core fontconfig)
if ((${#missing[@]})); then
  say "installing ${missing[*]}"
  apt-get install -y -q "${missing[@]}" >/dev/null || { apt-get update -q >/dev/null && apt-get install -y -q "${missing[@]}" >/dev/null; }
fi

# --- scratch root and clean-up ------------------------------------------------------------------------------
WORK="$(mktemp -d /tmp/bpi-install-check.XXXXXX)"
PIDS=()
cleanup() {
  local pid
  for pid in "${PIDS[@]}"; do
    if kill -0 "$pid" 2>/dev/null; then
      kill -TERM "$pid" 2>/dev/null || true
      for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
      kill -KILL "$pid" 2>/dev/null || true
    fi
  done
  if [[ "${KEEP_WORK:-}" == 1 ]]; then say "kept $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT
stop_pid() { # stops one process we started and waits for it
  local pid="$1"
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.25; done
  kill -KILL "$pid" 2>/dev/null || true
}
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
wait_for_log() { # FILE PATTERN PID TIMEOUT
  local i
  for ((i = 0; i < $4 * 2; i++)); do
    grep -q "$2" "$1" 2>/dev/null && return 0
    kill -0 "$3" 2>/dev/null || return 1
    sleep 0.5
  done
  return 1
}
# A clean environment: no JAVA_HOME, no JDK on PATH, HOME in the scratch dir. (An array, not a function: a
# function run with & would be a subshell, and $! its PID rather than the launcher's.)
CLEAN_ENV=(env -i HOME="$WORK/home" PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8)
mkdir -p "$WORK/home"

# --- 1. the .deb --------------------------------------------------------------------------------------------
say "package: $(basename "$deb") ($(du -h "$deb" | cut -f1))"
dpkg-deb -I "$deb" > "$WORK/deb-info.txt"
grep -q '^ Package: bpi-desk' "$WORK/deb-info.txt" || fail "package name"
grep -E '^ Depends:' "$WORK/deb-info.txt" | grep -q 'libgtk-3-0' || fail "the .deb does not depend on GTK 3"
say "depends: $(grep -E '^ Depends:' "$WORK/deb-info.txt" | cut -c11-)"
root="$WORK/root"
dpkg-deb -x "$deb" "$root"
app="$root/opt/bpi-desk"
[[ -x "$app/bin/bpi-desk" && -x "$app/bin/bpi-desk-server" ]] || fail "launchers missing under /opt/bpi-desk/bin"
desktop="$app/lib/bpi-desk-bpi-desk.desktop"
[[ -f "$desktop" ]] || fail "no desktop entry"
# jpackage writes an entry for every launcher; the server's is hidden from menus (NoDisplay=true).
for entry in "$app"/lib/*.desktop; do
  [[ "$entry" == "$desktop" ]] || grep -q '^NoDisplay=true' "$entry" || fail "$(basename "$entry") would show in the menu"
done
grep -q '^Name=BPI Desk$' "$desktop" || fail "desktop entry Name"
grep -q '^Exec=/opt/bpi-desk/bin/bpi-desk' "$desktop" || fail "desktop entry Exec"
grep -q '^Icon=/opt/bpi-desk/lib/bpi-desk.png' "$desktop" || fail "desktop entry Icon"
[[ -s "$app/lib/bpi-desk.png" ]] || fail "icon"
for f in LICENSE.txt NOTICE.txt THIRD-PARTY.txt licenses/Apache-2.0.txt licenses/GPL-2.0-with-Classpath-Exception.txt; do
  [[ -s "$app/lib/legal/$f" ]] || fail "legal/$f missing"
done
grep -q 'all-MiniLM-L6-v2' "$app/lib/legal/NOTICE.txt" || fail "the embedding model's licence notice is missing"
grep -q 'onnxruntime' "$app/lib/legal/THIRD-PARTY.txt" || fail "THIRD-PARTY.txt is incomplete"
[[ -s "$app/share/doc/copyright" ]] || fail "/opt/bpi-desk/share/doc/copyright"
[[ -s "$app/lib/server/bpi-desk-server.service" && -s "$app/lib/server/bpi-desk.properties.sample" ]] || fail "server files"
[[ ! -e "$app/lib/runtime/bin/javac" ]] || fail "the runtime is not trimmed (javac present)"
if apt-get install -s -q "$deb" > "$WORK/apt-sim.txt" 2>&1; then
  say "apt-get -s install: dependencies resolve ($(grep -c '^Inst ' "$WORK/apt-sim.txt") package(s) would be installed)"
else
  tail -5 "$WORK/apt-sim.txt" >&2; fail "apt cannot resolve the .deb's dependencies"
fi
say "runtime: $(sed -n 's/^MODULES="\(.*\)"/\1/p' "$app/lib/runtime/release" | wc -w) modules ($(sed -n 's/^JAVA_VERSION=//p' "$app/lib/runtime/release" | tr -d '"'))"

# --- 2. the desktop app under Xvfb ---------------------------------------------------------------------------
display=99
while [[ -e /tmp/.X11-unix/X$display || -e /tmp/.X$display-lock ]]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1400x1000x24 -nolisten tcp > "$WORK/xvfb.log" 2>&1 &
xvfb_pid=$!
PIDS+=("$xvfb_pid")
for _ in $(seq 1 40); do [[ -e /tmp/.X11-unix/X$display ]] && break; sleep 0.25; done
[[ -e /tmp/.X11-unix/X$display ]] || fail "Xvfb did not start (see $WORK/xvfb.log)"

launch_app() { # DATA_DIR LOG PATTERN -> 0 when the pattern was logged
  "${CLEAN_ENV[@]}" DISPLAY=":$display" "$app/bin/bpi-desk" --data-dir "$1" > "$2" 2>&1 &
  local pid=$!
  PIDS+=("$pid")
  local ok=0
  if wait_for_log "$2" "$3" "$pid" "$STARTUP_TIMEOUT"; then
    grep -q "$app/lib/runtime/lib/server/libjvm.so" "/proc/$pid/maps" 2>/dev/null || { echo "not the bundled runtime" >> "$2"; ok=1; }
  else
    ok=1
  fi
  stop_pid "$pid"
  return $ok
}
start=$SECONDS
if launch_app "$WORK/data-first-run" "$WORK/app-first-run.log" "First run: welcome shown"; then
  say "desktop app, empty data directory: first-run welcome shown ($((SECONDS - start)) s)"
else
  tail -30 "$WORK/app-first-run.log" >&2; fail "the app did not show the first-run welcome"
fi
mkdir -p "$WORK/data"
printf 'welcome.choice=demo\n' > "$WORK/data/app-settings.properties"
start=$SECONDS
if launch_app "$WORK/data" "$WORK/app.log" "Main window shown"; then
  say "desktop app: $(grep -o 'Main window shown.*' "$WORK/app.log" | head -1) ($((SECONDS - start)) s, bundled runtime)"
else
  tail -40 "$WORK/app.log" >&2; fail "the app did not reach the main window"
fi
if grep -E 'Exception|ERROR' "$WORK/app.log" | grep -v -E 'WARN' | head -5 | grep -q .; then
  say "note: the app log has exceptions:"; grep -E 'Exception|ERROR' "$WORK/app.log" | head -5 | sed 's/^/[check]   /'
fi
stop_pid "$xvfb_pid"

# --- 3. the server launchers ------------------------------------------------------------------------------------
check_server() { # LABEL LAUNCHER DATA_DIR LOG
  local port pid body
  port="$(free_port)"
  "${CLEAN_ENV[@]}" "$2" --data-dir "$3" serve --bind 127.0.0.1 --port "$port" > "$4" 2>&1 &
  pid=$!
  PIDS+=("$pid")
  for _ in $(seq 1 $((STARTUP_TIMEOUT * 2))); do
    body="$(curl -fsS "http://127.0.0.1:$port/health" 2>/dev/null || true)"
    [[ -n "$body" ]] && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.5
  done
  stop_pid "$pid"
  if [[ "$body" == *'"status":"up"'* ]]; then
    say "$1: GET http://127.0.0.1:$port/health -> $body"
  else
    tail -30 "$4" >&2; fail "$1: /health did not answer 'up'"
  fi
}
check_server "server launcher of the .deb (/opt/bpi-desk/bin/bpi-desk-server)" "$app/bin/bpi-desk-server" "$WORK/server-data" "$WORK/server.log"
mkdir -p "$WORK/tar"
tar -C "$WORK/tar" -xzf "$tarball"
for f in bin/bpi-desk-server conf/bpi-desk.properties.sample systemd/bpi-desk-server.service legal/THIRD-PARTY.txt legal/NOTICE.txt README.md; do
  [[ -e "$WORK/tar/bpi-desk-server/$f" ]] || fail "the server tar.gz lacks $f"
done
check_server "server tar.gz (bin/bpi-desk-server)" "$WORK/tar/bpi-desk-server/bin/bpi-desk-server" "$WORK/server-data-2" "$WORK/server-2.log"

# --- 4. sizes -------------------------------------------------------------------------------------------------
say "sizes: .deb $(du -h "$deb" | cut -f1); app image $(du -sh "$PACKAGES/bpi-desk" | cut -f1) (runtime $(du -sh "$PACKAGES/bpi-desk/lib/runtime" | cut -f1)); server tar.gz $(du -h "$tarball" | cut -f1); server image $(du -sh "$PACKAGES/bpi-desk-server" | cut -f1)"
say "PASS"
