#!/usr/bin/env python3
"""Write docs/benchmarks.md from criterion's saved estimates.

Run the benches first, then this script, from anywhere in the workspace:

    cargo bench -- --warm-up-time 1 --measurement-time 3
    python3 scripts/bench-table.py --command "cargo bench -- --warm-up-time 1 --measurement-time 3"

or let the script run them and record the command itself:

    python3 scripts/bench-table.py --run -- --warm-up-time 1 --measurement-time 3

Each bench target's case list comes from the bench binary (`-- --list`), and each
case's median from target/criterion/<case>/new/estimates.json, so the page always shows
the newest run of every case. Within a criterion group, a function whose name starts
with a peer's name (PEERS below) is a peer; every other function is banmen's own.
"""

import argparse
import datetime
import json
import os
import pathlib
import subprocess
import sys

# First words of the function ids that measure another crate or a baseline rather than
# banmen: a peer crate's name, a plain VecDeque BFS, or the seed article's recursive fill.
PEERS = {
    "hexx": "`hexx`, a hex-grid crate (coordinates, layouts, `field_of_movement`)",
    "pathfinding": "`pathfinding`, general graph searches (`bfs_reach`, `dijkstra_reach`, grids)",
    "imageproc": "`imageproc`, image processing (`flood_fill_mut`, `connected_components`)",
    "maze_generator": "`maze_generator`, maze generation on `petgraph`",
    "vecdeque": "a plain breadth-first search over a `VecDeque`, written in the bench",
    "seed recursive": "the recursive movement-range fill of the source article, written in the bench",
}

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "docs" / "benchmarks.md"


def cargo_metadata():
    out = subprocess.run(
        ["cargo", "metadata", "--format-version", "1", "--no-deps"],
        cwd=ROOT, check=True, capture_output=True, text=True,
    ).stdout
    return json.loads(out)


def bench_targets(metadata):
    """The workspace's bench targets, in manifest order."""
    names = []
    for package in metadata["packages"]:
        for target in package["targets"]:
            if "bench" in target["kind"]:
                names.append(target["name"])
    return names


def listed_cases(bench):
    """The case ids a bench binary defines, in the order it runs them."""
    out = subprocess.run(
        ["cargo", "bench", "-q", "--bench", bench, "--", "--list"],
        cwd=ROOT, check=True, capture_output=True, text=True,
    ).stdout
    suffix = ": benchmark"
    return [line[: -len(suffix)] for line in out.splitlines() if line.endswith(suffix)]


def saved_estimates(target_dir):
    """Every case criterion has saved: full id -> (benchmark.json, median ns, mtime)."""
    saved = {}
    for bench_file in (pathlib.Path(target_dir) / "criterion").glob("**/new/benchmark.json"):
        estimates_file = bench_file.with_name("estimates.json")
        if not estimates_file.exists():
            continue
        info = json.loads(bench_file.read_text())
        median = json.loads(estimates_file.read_text())["median"]["point_estimate"]
        saved[info["full_id"]] = (info, median, estimates_file.stat().st_mtime)
    return saved


def is_peer(function_id):
    return function_id is not None and function_id.lower().startswith(tuple(PEERS))


def variant(function_id):
    """What a function id measures after its first `/`: `ours/prim` and
    `maze_generator/prim` both measure `prim`."""
    if function_id and "/" in function_id:
        return function_id.split("/", 1)[1]
    return None


def matching_peers(function, ours, peers):
    """The peers an own function is compared with: those measuring the same variant
    (`ours/prim` against `maze_generator/prim`), else every peer that measures no
    variant of ours (a general baseline such as a plain BFS)."""
    same = [p for p in peers if variant(p[0]) is not None and variant(p[0]) == variant(function)]
    if same:
        return same
    own_variants = {variant(f) for f, _, _ in ours} - {None}
    return [p for p in peers if variant(p[0]) not in own_variants]


def format_time(ns):
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if ns >= scale:
            return f"{ns / scale:.3g} {unit}"
    return f"{ns:.3g} ns"


def per_element(info, ns):
    elements = (info.get("throughput") or {}).get("Elements")
    return f" ({format_time(ns / elements)}/element)" if elements else ""


def format_ratio(peer_ns, ours_ns):
    ratio = peer_ns / ours_ns
    return f"{ratio:.3g}×" if ratio < 100 else f"{ratio:.0f}×"


def case_name(info):
    parts = [info["group_id"]]
    if info.get("value_str"):
        parts.append(info["value_str"])
    return "/".join(parts)


def bench_rows(cases, saved):
    """Table rows for one bench, and the cases it lists that have no saved run."""
    groups = {}  # case name -> (ours [(fn, info, ns)], peers [(fn, ns)]), in list order
    missing = []
    for full_id in cases:
        if full_id not in saved:
            missing.append(full_id)
            continue
        info, ns, _ = saved[full_id]
        ours, peers = groups.setdefault(case_name(info), ([], []))
        function = info.get("function_id")
        if is_peer(function):
            peers.append((function, ns))
        else:
            ours.append((function, info, ns))
    rows = []
    for case, (ours, peers) in groups.items():
        peers.sort(key=lambda p: p[1])
        for function, info, ns in ours:
            banmen = format_time(ns) + per_element(info, ns)
            if function:
                banmen = f"`{function}` {banmen}"
            mine = matching_peers(function, ours, peers)
            if not mine:
                rows.append((f"`{case}`", banmen, "", ""))
                continue
            for i, (peer, peer_ns) in enumerate(mine):
                first = i == 0
                rows.append((
                    f"`{case}`" if first else "",
                    banmen if first else "",
                    f"`{peer}` {format_time(peer_ns)}",
                    format_ratio(peer_ns, ns),
                ))
    return rows, missing


def machine():
    model = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{len(os.sched_getaffinity(0))} CPUs (`nproc`), {model}"


def utc(timestamp):
    return datetime.datetime.fromtimestamp(timestamp, datetime.timezone.utc)


def span(times):
    start, end = utc(min(times)), utc(max(times))
    if f"{start:%Y-%m-%d %H:%M}" == f"{end:%Y-%m-%d %H:%M}":
        return f"{start:%Y-%m-%d %H:%M} UTC"
    if start.date() == end.date():
        return f"{start:%Y-%m-%d %H:%M}–{end:%H:%M} UTC"
    return f"{start:%Y-%m-%d %H:%M} UTC – {end:%Y-%m-%d %H:%M} UTC"


# The solvers' whole-program runs (scripts/compare-fc-solve.sh, the SameGame standard
# positions) are no criterion cases: their section of the page follows this line and is
# kept as it is when the page is written again.
HAND_KEPT = "<!-- Whole-program runs: kept by hand from this line on, not by bench-table.py. -->"


def hand_kept(path):
    """The hand-kept tail of the page at `path` (from HAND_KEPT on), or nothing."""
    try:
        text = pathlib.Path(path).read_text()
    except FileNotFoundError:
        return ""
    at = text.find(HAND_KEPT)
    return "" if at < 0 else "\n" + text[at:]


def render(benches, saved, command, note):
    lines = [
        "# Benchmarks",
        "",
        "<!-- Written by scripts/bench-table.py from criterion's saved estimates; do not",
        "     edit by hand. Rerun the benches and the script to refresh it. -->",
        "",
        "The criterion benches in `benches/` measure banmen's crates next to the crates or",
        "baselines a game would otherwise use, in the same run, so each ratio compares",
        "figures taken minutes apart on the same machine. Every time is criterion's median",
        "for one iteration. **ratio** is the peer's time divided by banmen's: above 1,",
        "banmen is faster. A case with several peers has one line per peer, fastest first;",
        "where a peer implements the same algorithm as one of ours (`ours/prim` and",
        "`maze_generator/prim`), the two are compared with each other only.",
        "",
        "To refresh this page (from the workspace root):",
        "",
        "```sh",
        "cargo bench -- --warm-up-time 1 --measurement-time 3   # every bench; or --bench NAME",
        "python3 scripts/bench-table.py --command \"cargo bench -- --warm-up-time 1 --measurement-time 3\"",
        "```",
        "",
        "The peers:",
        "",
        *[f"- {note}" for note in PEERS.values()],
        "",
        "The run:",
        "",
        f"- Command: `{command}`",
        f"- Machine: {machine()}",
    ]
    if note:
        lines.append(f"- Conditions: {note}")
    lines.append("")
    for bench, cases in benches:
        if not cases:
            # A bench without criterion cases (fov_peer counts disagreements,
            # it does not time anything) has no row on this page.
            continue
        rows, missing = bench_rows(cases, saved)
        times = [saved[c][2] for c in cases if c in saved]
        lines += [f"## {bench}", ""]
        lines.append(f"`cargo bench --bench {bench}`, measured {span(times)}." if times
                     else f"`cargo bench --bench {bench}`: no saved run.")
        lines.append("")
        if rows:
            lines += ["| case | banmen | peer | ratio |", "|---|---|---|---|"]
            lines += ["| " + " | ".join(row) + " |" for row in rows]
            lines.append("")
        if missing and times:
            lines.append("Not in the last run: " + ", ".join(f"`{m}`" for m in missing) + ".")
            lines.append("")
    return "\n".join(lines).rstrip("\n") + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--run", action="store_true",
                        help="run `cargo bench -- ARGS` first and record that command")
    parser.add_argument("--command", default="cargo bench",
                        help="the command that produced the saved estimates (without --run)")
    parser.add_argument("--note", default="",
                        help="conditions of the run, e.g. the load average")
    parser.add_argument("--output", default=str(OUTPUT))
    parser.add_argument("bench_args", nargs="*", help="arguments after `--` for the bench binaries")
    args = parser.parse_args()

    command = args.command
    note = args.note
    if args.run:
        run = ["cargo", "bench", "--", *args.bench_args]
        before = open("/proc/loadavg").read().split()[0]
        subprocess.run(run, cwd=ROOT, check=True)
        after = open("/proc/loadavg").read().split()[0]
        command = " ".join(run)
        note = note or f"1-minute load average {before} before the run, {after} after"

    metadata = cargo_metadata()
    saved = saved_estimates(metadata["target_directory"])
    benches = [(bench, listed_cases(bench)) for bench in bench_targets(metadata)]
    page = render(benches, saved, command, note) + hand_kept(args.output)
    pathlib.Path(args.output).write_text(page)
    print(f"wrote {args.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
