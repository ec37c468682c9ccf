#!/usr/bin/env bash
# Builds every libFuzzer target in fuzz/ with coverage instrumentation and runs each
# for SECONDS (default 60), starting from its seed corpus in fuzz/corpus/TARGET.
#
#   scripts/fuzz.sh [SECONDS [TARGET...]]
#   scripts/fuzz.sh --build-only
#
# Works on a stable toolchain: the instrumentation is libFuzzer's sanitizer coverage
# (the flags cargo-fuzz passes), set through RUSTFLAGS, and libfuzzer-sys builds
# libFuzzer itself (it needs a C++ compiler). cargo-fuzz is not needed; with it,
# `cargo fuzz run TARGET` (nightly, or RUSTC_BOOTSTRAP=1) runs the same targets.
#
# A crash stops its target: the input is copied to
# crates/CRATE/tests/data/fuzz-regressions/TARGET-HASH, where the root's
# tests/fuzz_regressions.rs replays it in every `cargo test` (the examples' line
# readers, line_*, keep theirs in tests/data/fuzz-regressions/ for
# tests/examples_input.rs), and the script prints the file and the command that
# reproduces it. New corpus entries found during a run are
# kept in fuzz/target/corpus/ (not committed); add interesting ones to fuzz/corpus/.
set -euo pipefail
cd "$(dirname "$0")/../fuzz"

build_only=0
seconds=60
if [ "${1:-}" = "--build-only" ]; then
  build_only=1
  shift
elif [ $# -gt 0 ]; then
  seconds=$1
  shift
fi
if ! [[ "$seconds" =~ ^[0-9]+$ ]]; then
  echo "usage: $0 [SECONDS [TARGET...]] | --build-only" >&2
  exit 2
fi

export RUSTFLAGS="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
-Cllvm-args=-sanitizer-coverage-trace-compares --cfg fuzzing"
export CARGO_TARGET_DIR=target/fuzz
# An explicit --target keeps RUSTFLAGS off the build scripts, which cannot link the
# coverage hooks (libFuzzer provides them to the targets only).
host=$(rustc -vV | sed -n 's/^host: //p')
cargo build -q --release --bins --target "$host"
bin=target/fuzz/$host/release
[ "$build_only" = 1 ] && { echo "built $(ls fuzz_targets | wc -l) fuzz targets"; exit 0; }

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for f in fuzz_targets/*.rs; do targets+=("$(basename "$f" .rs)"); done
fi

# The folder (from the root) whose tests/data/fuzz-regressions keeps a target's
# crashes: the crate its name prefix names, or the root package for the examples'
# line readers (line_*), replayed there by tests/examples_input.rs.
home_of() {
  case "$1" in
    line_*) echo . ;;
    freecell_*) echo crates/freecell-rules ;;
    maze_*) echo crates/maze-gen ;;
    samegame_*) echo crates/samegame-board ;;
    tactics_*) echo crates/tactics-range ;;
    serde_hexgrid) echo crates/hexgrid ;;
    serde_floodfill) echo crates/floodfill ;;
    serde_tactics) echo crates/tactics-range ;;
    serde_samegame) echo crates/samegame-board ;;
    serde_maze) echo crates/maze-gen ;;
    serde_freecell) echo crates/freecell-rules ;;
    *) echo "no crate for target $1" >&2; exit 2 ;;
  esac
}

# The test that replays a target's saved crashes.
replay_of() {
  case "$1" in
    line_*) echo "cargo test -p banmen --test integration examples_input::" ;;
    *) echo "cargo test -p banmen --test integration fuzz_regressions::" ;;
  esac
}

# One target's run: prints its line; on a crash saves the input, says how to replay
# it, and returns 1.
run_target() {
  local target=$1 work=target/corpus/$1 artifacts=target/artifacts/$1 start=$SECONDS
  mkdir -p "$work" "$artifacts" "corpus/$target"
  if "$bin/$target" "$work" "corpus/$target" -max_total_time="$seconds" \
      -artifact_prefix="$artifacts/" -print_final_stats=1 > "target/$target.log" 2>&1; then
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "target/$target.log")
    echo "$target: clean for $((SECONDS - start)) s, ${runs:-?} runs"
  else
    crash=$(ls -t "$artifacts"/* 2> /dev/null | head -n 1)
    home=$(home_of "$target")
    saved=$home/tests/data/fuzz-regressions
    mkdir -p "../$saved"
    name=$target-$(sha1sum "$crash" | cut -c1-12)
    cp "$crash" "../$saved/$name"
    echo "$target: CRASH after $((SECONDS - start)) s; input saved as ${saved#./}/$name"
    echo "  reproduce: (cd fuzz && $bin/$target $crash)"
    echo "  a test now replays it: $(replay_of "$target" "$home")"
    grep -m 3 -E "panicked|ERROR" "target/$target.log" | sed 's/^/  /'
    return 1
  fi
}

# As many targets at once as the machine has cores (each fuzzer is one process on
# one core), so the whole set takes its time divided by the cores.
jobs=$(nproc 2> /dev/null || echo 1)
failed=0
running=0
for target in "${targets[@]}"; do
  if [ "$running" -ge "$jobs" ]; then
    wait -n || failed=1
    running=$((running - 1))
  fi
  run_target "$target" &
  running=$((running + 1))
done
while [ "$running" -gt 0 ]; do
  wait -n || failed=1
  running=$((running - 1))
done
exit "$failed"
