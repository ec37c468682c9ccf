#!/usr/bin/env bash
# Settles FreeCell deals A ..= B (or the deals listed in a file) in SHARDS parts run
# by GNU Parallel on this machine, JOBS at a time, each part one `freecell range
# --shard I/SHARDS --out DIR/shard-I.tsv` process; then merges the parts into
# DIR/merged.tsv and prints the summary of the whole selection.
#
#   scripts/freecell-parallel.sh [--jobs J] [--shards N] [--dir DIR] A B [RANGE OPTIONS]
#   scripts/freecell-parallel.sh [--jobs J] [--shards N] [--dir DIR] --deals FILE [...]
#
# Defaults: J = every core, N = 4 × J, DIR = target/freecell-range/A-B in the
# repository. RANGE OPTIONS (--max-memory, --max-time, --free-cells, --solutions,
# --threads) go to every part.
# Run it again after a kill or a failed part: each part skips the deals its file
# already has, so nothing is solved twice and nothing is lost.
# Exit code: 0 when every deal is solved or proved impossible, 3 when some gave up
# (listed in the summary), 1 when a part failed, 2 for bad arguments.
# FREECELL_BIN names the freecell program to run (default: the release build, made
# here). Needs GNU Parallel (Debian's `parallel` package).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)

usage() {
  sed -n '7,8s/^#   /usage: /p' "$0" >&2
  exit 2
}
jobs=$(nproc)
shards=
dir=
while [ $# -gt 0 ]; do
  case "$1" in
    --jobs) jobs=${2:?}; shift 2 ;;
    --shards) shards=${2:?}; shift 2 ;;
    --dir) dir=$(realpath -m "${2:?}"); shift 2 ;;
    *) break ;;
  esac
done
if [ "${1:-}" = --deals ]; then
  [ $# -ge 2 ] || usage
  selection=(--deals "$(realpath "$2")")
  name=deals-$(basename "$2")
  shift 2
else
  [ $# -ge 2 ] || usage
  selection=("$1" "$2")
  name="$1-$2"
  shift 2
fi
options=("$@")
shards=${shards:-$((4 * jobs))}
for n in "$jobs" "$shards"; do
  [[ "$n" =~ ^[1-9][0-9]*$ ]] || { echo "$0: --jobs and --shards take whole numbers" >&2; exit 2; }
done
dir=${dir:-$repo/target/freecell-range/$name}

if ! command -v parallel > /dev/null; then
  echo "$0: GNU Parallel is not installed (Debian: apt-get install parallel)" >&2
  exit 2
fi
if [ -z "${FREECELL_BIN:-}" ]; then
  (cd "$repo" && cargo build -q --release --example freecell)
  FREECELL_BIN=$repo/target/release/examples/freecell
fi
FREECELL_BIN=$(realpath "$(command -v "$FREECELL_BIN")")
mkdir -p "$dir"
# A part's file holds the deals of part I of N: another N over the same files would
# mix them up, so the directory keeps the N it was started with.
if [ -f "$dir/shards" ] && [ "$(cat "$dir/shards")" != "$shards" ]; then
  echo "$0: $dir was started with $(cat "$dir/shards") shards; use that or another --dir" >&2
  exit 2
fi
echo "$shards" > "$dir/shards"

# Each part's summary goes to DIR/shard-I.log; the job log says how each part ended.
set +e
parallel --will-cite --jobs "$jobs" --joblog "$dir/joblog" \
  "$FREECELL_BIN range ${selection[*]@Q} --shard {}/$shards --out $(printf %q "$dir")/shard-{}.tsv ${options[*]@Q} > $(printf %q "$dir")/shard-{}.log" \
  ::: $(seq "$shards")
set -e
# Exit code 3 is a part that ran to the end with some deal given up.
# The job log holds one line per try: Seq (the part), ..., Exitval, Signal, Command.
failed=$(awk 'NR > 1 && ($7 != 0 && $7 != 3 || $8 != 0) { print $1 }' "$dir/joblog" | sort -n | tr '\n' ' ')
if [ -n "$failed" ]; then
  echo "parts that failed (their logs in $dir; run again to resume): $failed" >&2
  exit 1
fi

# The parts hold disjoint deals; sorted by deal number they make one file, and the
# range command over it settles nothing new, refuses a deal written twice and prints
# the summary of the whole selection.
for i in $(seq "$shards"); do cat "$dir/shard-$i.tsv"; done | LC_ALL=C sort -n -k1,1 > "$dir/merged.tsv.new"
mv "$dir/merged.tsv.new" "$dir/merged.tsv"
"$FREECELL_BIN" range "${selection[@]}" --out "$dir/merged.tsv" "${options[@]}"
