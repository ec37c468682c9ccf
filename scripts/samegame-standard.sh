#!/usr/bin/env bash
# Solves the 20 standard SameGame positions and prints a table: the score per
# position, each line replayed by an independent checker (the rules written again
# below in Python, from the board file), and the total.
#
#   scripts/samegame-standard.sh [SECONDS] [METHOD] [THREADS] [SEED]
#
# Defaults: 10 seconds per position, nrpa3, 2 threads, seed 1. METHOD is one of the
# example's --method values (beam, nested1-3, nrpa1-4). Set NODES=N to use a node
# budget per thread instead of time (reproducible).
set -euo pipefail

seconds=${1:-10}
method=${2:-nrpa3}
threads=${3:-2}
seed=${4:-1}
root=$(cd "$(dirname "$0")/.." && pwd)
positions="$root/crates/samegame-board/data/standard-20.txt"
if [ ! -f "$positions" ]; then
    echo "missing $positions" >&2
    exit 1
fi

budget=(--seconds "$seconds")
if [ -n "${NODES:-}" ]; then
    budget=(--nodes "$NODES")
fi

cd "$root"
cargo build --quiet --release --example samegame
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), ${budget[*]} per position, --method $method," \
    "--threads $threads, --seed $seed; load: $(cut -d' ' -f1-3 /proc/loadavg)"
./target/release/examples/samegame solve-standard "${budget[@]}" --method "$method" \
    --threads "$threads" --seed "$seed" |
    grep '^position' |
    python3 -c '
import sys

def boards(path):
    text = open(path).read().strip().split("\n\n")
    for block in text:
        rows = [[int(v) for v in line.split()] for line in block.strip().split("\n")]
        # Columns bottom-up: the first text row is the top.
        yield [[rows[y][x] for y in reversed(range(len(rows)))] for x in range(len(rows[0]))]

def replay(columns, moves):
    score = 0
    for x, y in moves:
        colour = columns[x][y]
        group, todo = {(x, y)}, [(x, y)]
        while todo:
            cx, cy = todo.pop()
            for nx, ny in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
                if (0 <= nx < len(columns) and 0 <= ny < len(columns[nx])
                        and (nx, ny) not in group and columns[nx][ny] == colour):
                    group.add((nx, ny))
                    todo.append((nx, ny))
        assert len(group) >= 2, f"move {x},{y} removes a single tile"
        score += (len(group) - 2) ** 2
        columns = [[c for cy, c in enumerate(col) if (cx, cy) not in group]
                   for cx, col in enumerate(columns)]
        columns = [col for col in columns if col]
    for cx, col in enumerate(columns):
        for cy, c in enumerate(col):
            for nx, ny in ((cx + 1, cy), (cx, cy + 1)):
                if nx < len(columns) and ny < len(columns[nx]) and columns[nx][ny] == c:
                    raise AssertionError("the line does not end the game")
    return score + (1000 if not columns else 0)

total = 0
print("| position | score | moves |")
print("|---:|---:|---:|")
for board, line in zip(boards(sys.argv[1]), sys.stdin):
    head, _, cells = line.partition(" moves")
    k, claimed = head.split(":")[0].split()[1], int(head.split()[-1])
    moves = [tuple(int(v) for v in c.split(",")) for c in cells.split()]
    score = replay(board, moves)
    assert score == claimed, f"position {k}: solver says {claimed}, replay {score}"
    total += score
    print(f"| {k} | {score} | {len(moves)} |")
print(f"| total | {total} | |")
' "$positions"
