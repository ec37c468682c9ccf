#!/usr/bin/env bash
# Exchanges FreeCell solutions with Freecell Solver, both ways, on Microsoft deals
# FIRST ..= LAST (default 1 ..= 200):
#
#   scripts/fc-solve-exchange.sh [FIRST LAST]
#
# - fc-solve -> ours: `make-microsoft-freecell-board -t N | fc-solve -m -snx`, and
#   the moves must win under `freecell replay N` (our notation reader and rules).
# - ours -> fc-solve: `freecell solve N`, and the moves must win under
#   scripts/fc_notation_check.py, a checker written from Freecell Solver's
#   notation that shares no code with the crate, on the board printed by
#   Freecell Solver's own deal generator.
#
# Prints one line per failure and a summary that counts the solutions with a
# hexadecimal count of ten or more (`va` .. `vd`) on each side; exits 1 if any
# solution failed. Needs Debian's freecell-solver-bin and python3; without them
# it says so and exits 0.
set -euo pipefail
cd "$(dirname "$0")/.."

first=${1:-1}
last=${2:-200}
if ! [[ "$first" =~ ^[0-9]+$ && "$last" =~ ^[0-9]+$ ]]; then
  echo "usage: $0 [FIRST LAST] (whole numbers)" >&2
  exit 2
fi
for tool in fc-solve make-microsoft-freecell-board python3; do
  if ! command -v "$tool" > /dev/null; then
    echo "skipped: $tool is not installed (apt-get install freecell-solver-bin python3)"
    exit 0
  fi
done

cargo build -q --release --example freecell
ours=target/release/examples/freecell
checker=scripts/fc_notation_check.py
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export FREECELL_SOLVER_QUIET=1

theirs_ok=0 theirs_failed=0 theirs_unsolved=0 theirs_hex=0
ours_ok=0 ours_failed=0 ours_unsolved=0 ours_hex=0
for n in $(seq "$first" "$last"); do
  make-microsoft-freecell-board -t "$n" > "$work/board"

  # Theirs, replayed by us. fc-solve prints the moves ten to a line between a
  # dashed line and "This game is solveable."
  fc-solve -m -snx "$work/board" > "$work/theirs.out" 2>&1 || true
  if grep -q '^This game is solveable' "$work/theirs.out"; then
    sed -n '/^-=-=/,/^This game/p' "$work/theirs.out" | grep -v '^-=-=\|^This game' |
      tr -s ' \n' '\n' | grep -v '^$' > "$work/theirs"
    grep -qE 'v[a-d]$' "$work/theirs" && theirs_hex=$((theirs_hex + 1))
    # shellcheck disable=SC2046 # one argument per move
    if "$ours" replay "$n" $(cat "$work/theirs") 2> "$work/err" | tail -n 1 | grep -qx won; then
      theirs_ok=$((theirs_ok + 1))
    else
      theirs_failed=$((theirs_failed + 1))
      echo "deal $n: fc-solve's solution does not replay: $(cat "$work/err")"
    fi
  else
    theirs_unsolved=$((theirs_unsolved + 1))
  fi

  # Ours, checked by the independent checker.
  solution=$("$ours" solve "$n" | sed -n 's/^solution: //p')
  if [ -n "$solution" ]; then
    printf '%s\n' "$solution" | tr ' ' '\n' > "$work/ours"
    grep -qE 'v[a-d]$' "$work/ours" && ours_hex=$((ours_hex + 1))
    if ! result=$(python3 "$checker" "$work/board" "$work/ours"); then
      ours_failed=$((ours_failed + 1))
      echo "deal $n: our solution fails the notation checker: $result"
    else
      ours_ok=$((ours_ok + 1))
    fi
  else
    ours_unsolved=$((ours_unsolved + 1))
  fi
done

echo "deals $first ..= $last"
echo "fc-solve -> ours: $theirs_ok replayed to a win, $theirs_failed failed, $theirs_unsolved not solved by fc-solve; $theirs_hex with a count va..vd"
echo "ours -> checker:  $ours_ok won, $ours_failed failed, $ours_unsolved not solved by ours; $ours_hex with a count va..vd"
[ "$theirs_failed" -eq 0 ] && [ "$ours_failed" -eq 0 ]
