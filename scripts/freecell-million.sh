#!/usr/bin/env bash
# Solves Microsoft FreeCell deals FIRST ..= LAST (default the first million) with
# the example's `range` command, every solution replayed by the example's own
# checker, and prints the counts (solved, impossible with the list of deals,
# given up), the wall time and user CPU, and the mean solution length.
#
#   scripts/freecell-million.sh [FIRST LAST] [THREADS]
#
# Defaults: deals 1 ..= 1000000 on every core. The eight deals of the first
# million that no solver can win are listed below so the output can be compared
# with what the search proved.
set -euo pipefail
cd "$(dirname "$0")/.."

first=${1:-1}
last=${2:-1000000}
threads=${3:-$(nproc)}
if ! [[ "$first" =~ ^[0-9]+$ && "$last" =~ ^[0-9]+$ && "$threads" =~ ^[0-9]+$ ]]; then
  echo "usage: $0 [FIRST LAST] [THREADS] (whole numbers)" >&2
  exit 2
fi
known="11982 146692 186216 455889 495505 512118 517776 781948"

cargo build -q --release --example freecell
out=$(mktemp)
trap 'rm -f "$out"' EXIT

echo "machine: $(nproc) cores ($(uname -m)), $(date -u '+%Y-%m-%d %H:%M UTC')"
/usr/bin/time -f 'wall %e s, user CPU %U s, max resident %M KiB' \
  target/release/examples/freecell range "$first" "$last" --threads "$threads" \
  > "$out" 2> "$out.time" || { cat "$out" "$out.time"; rm -f "$out.time"; exit 1; }
grep -v '^search:' "$out"
cat "$out.time"
rm -f "$out.time"

# The known impossible deals that fall in the range, against those found.
expected=$(for d in $known; do
  if [ "$d" -ge "$first" ] && [ "$d" -le "$last" ]; then printf '%s ' "$d"; fi
done)
found=$(sed -n 's/^impossible: [0-9]* \[\(.*\)\]$/\1/p' "$out")
echo "known impossible in range: [${expected% }]"
if [ "${expected% }" = "$found" ]; then
  echo "impossible deals: as known"
else
  echo "impossible deals: DIFFER from the known list"
fi
