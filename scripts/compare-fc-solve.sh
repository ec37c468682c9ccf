#!/usr/bin/env bash
# Runs our FreeCell solver and Freecell Solver (`-l lg`) over the same Microsoft
# deals on one thread each and prints both times and their ratio, then the mean
# solution length of each (all 52 foundation moves counted on both sides).
#
#   scripts/compare-fc-solve.sh [--chunk SIZE] [FIRST LAST [LENGTH_SAMPLE]]
#
# Plain mode (no --chunk): the whole range once with ours, then once with
# fc-solve. Interleaved mode (--chunk SIZE): the range is cut into chunks of
# SIZE deals and the two solvers take turns chunk by chunk (ours first on odd
# chunks, fc-solve first on even ones), so that a change in the machine's
# speed (it is shared) falls on both sides alike; it prints each chunk's user
# CPU and ratio, and the totals of user CPU summed over the chunks.
#
# Defaults: deals 1 ..= 32000; fc-solve's solution lengths are counted on the
# first LENGTH_SAMPLE deals of the range (default 1000: one fc-solve process per
# deal is slow; 0 skips the lengths), and ours are given for the same sample and
# for the whole range (plain mode).
# Needs Debian's freecell-solver-bin (fc-solve, make-microsoft-freecell-board,
# freecell-solver-range-parallel-solve); without it the script says so and exits 0.
#
# A second Freecell Solver build (one built from source, say) joins the
# interleaved mode when FC_SOLVE_RUN names a wrapper that runs that build's
# programs as `$FC_SOLVE_RUN freecell-solver-range-parallel-solve ARGS...`:
# each chunk then runs ours and both builds, in an order that rotates from
# chunk to chunk, and the totals give ours against each.
set -euo pipefail
cd "$(dirname "$0")/.."

chunk=0
if [ "${1:-}" = "--chunk" ]; then
  chunk=${2:?--chunk needs a number of deals}
  shift 2
fi
first=${1:-1}
last=${2:-32000}
sample=${3:-1000}
if ! [[ "$chunk" =~ ^[0-9]+$ && "$first" =~ ^[0-9]+$ && "$last" =~ ^[0-9]+$ && "$sample" =~ ^[0-9]+$ ]]; then
  echo "usage: $0 [--chunk SIZE] [FIRST LAST [LENGTH_SAMPLE]] (whole numbers)" >&2
  exit 2
fi

for tool in fc-solve make-microsoft-freecell-board freecell-solver-range-parallel-solve; do
  if ! command -v "$tool" > /dev/null; then
    echo "skipped: $tool is not installed (apt-get install freecell-solver-bin)"
    exit 0
  fi
done
export FREECELL_SOLVER_QUIET=1

cargo build -q --release --example freecell
ours_bin=target/release/examples/freecell

# Seconds of wall clock and user CPU of a command, as "wall user".
timed() {
  local out
  out=$( { /usr/bin/time -f '%e %U' "$@" > /tmp/compare-fc-solve.$$.out; } 2>&1 | tail -n 1)
  echo "$out"
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }'; }
add() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a + b }'; }

ours_summary=""
if [ "$chunk" -eq 0 ]; then
  echo "deals $first ..= $last, one thread each, one after the other"
  read -r ours_wall ours_user < <(timed "$ours_bin" range "$first" "$last")
  ours_summary=$(cat /tmp/compare-fc-solve.$$.out)
  echo "$ours_summary" | sed 's/^/  ours: /'
  read -r fcs_wall fcs_user < <(timed freecell-solver-range-parallel-solve "$first" "$last" 1000000 -l lg)
  printf '%-22s %10s %10s\n' "" "wall s" "user s"
  printf '%-22s %10s %10s\n' "ours (range)" "$ours_wall" "$ours_user"
  printf '%-22s %10s %10s\n' "fc-solve -l lg" "$fcs_wall" "$fcs_user"
  printf '%-22s %10s %10s\n' "ratio ours / fc-solve" "$(ratio "$ours_wall" "$fcs_wall")" "$(ratio "$ours_user" "$fcs_user")"
elif [ -n "${FC_SOLVE_RUN:-}" ]; then
  echo "deals $first ..= $last in chunks of $chunk, one thread each, the three taking turns"
  echo "(fcs: Debian's build; src: $FC_SOLVE_RUN)"
  printf '%-24s %10s %10s %10s %9s %9s\n' "chunk" "ours user" "fcs user" "src user" "ours/fcs" "ours/src"
  ours_total=0
  fcs_total=0
  src_total=0
  index=0
  for ((a = first; a <= last; a += chunk)); do
    b=$(( a + chunk - 1 < last ? a + chunk - 1 : last ))
    # Rotate which side goes first, so a drift in speed favours none.
    for turn in 0 1 2; do
      case $(( (index + turn) % 3 )) in
        0)
          read -r _ ours_user < <(timed "$ours_bin" range "$a" "$b")
          grep -E '^(impossible|gave up):' /tmp/compare-fc-solve.$$.out | grep -v ': 0 ' | sed "s/^/  ours $a ..= $b: /" || true
          ;;
        1) read -r _ fcs_user < <(timed freecell-solver-range-parallel-solve "$a" "$b" 1000000 -l lg) ;;
        2) read -r _ src_user < <(timed "$FC_SOLVE_RUN" freecell-solver-range-parallel-solve "$a" "$b" 1000000 -l lg) ;;
      esac
    done
    index=$((index + 1))
    printf '%-24s %10s %10s %10s %9s %9s\n' "$a ..= $b" "$ours_user" "$fcs_user" "$src_user" \
      "$(ratio "$ours_user" "$fcs_user")" "$(ratio "$ours_user" "$src_user")"
    ours_total=$(add "$ours_total" "$ours_user")
    fcs_total=$(add "$fcs_total" "$fcs_user")
    src_total=$(add "$src_total" "$src_user")
  done
  printf '%-24s %10s %10s %10s %9s %9s\n' "total (user CPU)" "$ours_total" "$fcs_total" "$src_total" \
    "$(ratio "$ours_total" "$fcs_total")" "$(ratio "$ours_total" "$src_total")"
else
  echo "deals $first ..= $last in chunks of $chunk, one thread each, the two taking turns"
  printf '%-24s %10s %10s %8s\n' "chunk" "ours user" "fcs user" "ratio"
  ours_total=0
  fcs_total=0
  index=0
  for ((a = first; a <= last; a += chunk)); do
    b=$(( a + chunk - 1 < last ? a + chunk - 1 : last ))
    index=$((index + 1))
    # Alternate which side goes first, so a drift in speed favours neither.
    if [ $((index % 2)) -eq 1 ]; then
      read -r _ ours_user < <(timed "$ours_bin" range "$a" "$b")
      grep -E '^(impossible|gave up):' /tmp/compare-fc-solve.$$.out | grep -v ': 0 ' | sed "s/^/  ours $a ..= $b: /" || true
      read -r _ fcs_user < <(timed freecell-solver-range-parallel-solve "$a" "$b" 1000000 -l lg)
    else
      read -r _ fcs_user < <(timed freecell-solver-range-parallel-solve "$a" "$b" 1000000 -l lg)
      read -r _ ours_user < <(timed "$ours_bin" range "$a" "$b")
      grep -E '^(impossible|gave up):' /tmp/compare-fc-solve.$$.out | grep -v ': 0 ' | sed "s/^/  ours $a ..= $b: /" || true
    fi
    printf '%-24s %10s %10s %8s\n' "$a ..= $b" "$ours_user" "$fcs_user" "$(ratio "$ours_user" "$fcs_user")"
    ours_total=$(add "$ours_total" "$ours_user")
    fcs_total=$(add "$fcs_total" "$fcs_user")
  done
  printf '%-24s %10s %10s %8s\n' "total (user CPU)" "$ours_total" "$fcs_total" "$(ratio "$ours_total" "$fcs_total")"
fi
rm -f /tmp/compare-fc-solve.$$.out

# Solution lengths on the sample.
if [ "$sample" -eq 0 ]; then
  exit 0
fi
sample_last=$(( first + sample - 1 < last ? first + sample - 1 : last ))
fcs_moves=0
fcs_solved=0
for n in $(seq "$first" "$sample_last"); do
  count=$(make-microsoft-freecell-board -t "$n" | fc-solve -l lg -snx -m - 2> /dev/null |
    grep -E '^[0-9a-i]{2}' | tr ' ' '\n' | grep -cE '^[0-9a-i]{2}' || true)
  if [ "$count" -gt 0 ]; then
    fcs_moves=$((fcs_moves + count))
    fcs_solved=$((fcs_solved + 1))
  fi
done
ours_sample=$("$ours_bin" range "$first" "$sample_last" | sed -n 's/^solution length: total \([0-9]*\), mean \(.*\)/\2/p')
echo "mean solution length, deals $first ..= $sample_last:"
echo "  ours:     $ours_sample"
echo "  fc-solve: $(awk -v t="$fcs_moves" -v n="$fcs_solved" 'BEGIN { printf "%.2f", t / n }') ($fcs_solved solved)"
if [ -n "$ours_summary" ]; then
  echo "  ours over the whole range: $(echo "$ours_summary" | sed -n 's/^solution length: .*mean //p')"
fi
