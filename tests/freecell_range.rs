//! The `freecell` example's batch range: the results file, its resume after a kill,
//! shards (one process and under GNU Parallel), deal lists, exit codes and the search
//! flags of `solve` and `range`.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::{example, run, stderr, stdout};

/// A fresh directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "banmen-freecell-range-{name}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("the temporary directory is writable");
    dir
}

fn path_text(path: &Path) -> &str {
    path.to_str().expect("temporary paths are text")
}

/// Runs `freecell ARGS` and returns its exit code and stdout.
fn freecell(args: &[&str]) -> (Option<i32>, String) {
    let out = run("freecell", args, "");
    assert!(
        !stderr(&out).contains("panicked"),
        "{args:?}: {}",
        stderr(&out)
    );
    (out.status.code(), stdout(&out))
}

/// The lines of a results file, each without its last two fields (the time, which
/// changes from run to run, and the detail), in the file's order.
fn records(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).expect("the results file is there");
    assert!(
        text.is_empty() || text.ends_with('\n'),
        "cut short:\n{text}"
    );
    text.lines()
        .map(|l| {
            let fields: Vec<&str> = l.split('\t').collect();
            assert_eq!(fields.len(), 8, "{l:?}");
            fields[..6].join("\t")
        })
        .collect()
}

/// The deal numbers of `records`.
fn deals_of(records: &[String]) -> Vec<u64> {
    records
        .iter()
        .map(|r| r.split('\t').next().unwrap().parse().unwrap())
        .collect()
}

/// The summary lines that do not depend on the clock or the results file.
fn counts(summary: &str) -> Vec<&str> {
    summary
        .lines()
        .filter(|l| {
            [
                "solved:",
                "impossible:",
                "gave up:",
                "solution length:",
                "search:",
            ]
            .iter()
            .any(|p| l.starts_with(p))
        })
        .collect()
}

#[test]
fn without_options_range_prints_the_summary_it_always_did() {
    let (code, text) = freecell(&["range", "11980", "11984"]);
    assert_eq!(code, Some(0), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "deals: 11980 ..= 11984 (5 deals, 1 thread(s))");
    assert_eq!(lines[1], "solved: 4");
    assert_eq!(lines[2], "impossible: 1 [11982]");
    assert_eq!(lines[3], "gave up: 0 []");
    assert!(lines[4].starts_with("total time: "), "{text}");
    assert!(lines[5].starts_with("solution length: total "), "{text}");
    assert!(lines[6].starts_with("search: "), "{text}");
    assert_eq!(lines.len(), 7, "{text}");
}

#[test]
fn the_results_file_has_one_line_per_deal_and_a_rerun_adds_only_the_new_ones() {
    let dir = scratch("file");
    let out = dir.join("r.tsv");
    let out = path_text(&out);
    let (code, first) = freecell(&["range", "11980", "11984", "--out", out, "--solutions"]);
    assert_eq!(code, Some(0), "{first}");
    assert!(first.contains("(0 lines were there, 5 written)"), "{first}");
    let text = std::fs::read_to_string(out).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5);
    let impossible: Vec<&str> = lines[2].split('\t').collect();
    assert_eq!(impossible[..4], ["11982", "4", "impossible", "-"]);
    assert_eq!(impossible[7], "-");
    // A solved line's moves replay to a win.
    let solved: Vec<&str> = lines[0].split('\t').collect();
    assert_eq!(solved[..3], ["11980", "4", "solved"]);
    let moves: Vec<&str> = solved[7].split(' ').collect();
    assert_eq!(moves.len().to_string(), solved[3]);
    let mut replay = vec!["replay", "11980"];
    replay.extend(&moves);
    let (code, played) = freecell(&replay);
    assert_eq!(code, Some(0));
    assert!(played.ends_with("won\n"), "{played}");

    // A wider range solves only the deals the file lacks, and sums over all of them.
    let (code, second) = freecell(&["range", "11978", "11986", "--out", out]);
    assert_eq!(code, Some(0), "{second}");
    assert!(
        second.contains("(5 lines were there, 4 written)"),
        "{second}"
    );
    assert!(second.contains("impossible: 1 [11982]"), "{second}");
    let mut deals = deals_of(&records(Path::new(out)));
    deals.sort_unstable();
    assert_eq!(deals, (11978..=11986).collect::<Vec<_>>());
    let (_, alone) = freecell(&["range", "11978", "11986"]);
    assert_eq!(counts(&second), counts(&alone));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn shards_split_the_range_into_equal_parts_that_cover_it_once() {
    let dir = scratch("shards");
    let whole = dir.join("whole.tsv");
    assert_eq!(
        freecell(&["range", "1", "50", "--out", path_text(&whole)]).0,
        Some(0)
    );
    let mut parts = Vec::new();
    for i in 1..=3 {
        let file = dir.join(format!("part-{i}.tsv"));
        let shard = format!("{i}/3");
        let (code, text) = freecell(&[
            "range",
            "1",
            "50",
            "--shard",
            &shard,
            "--out",
            path_text(&file),
        ]);
        assert_eq!(code, Some(0), "{text}");
        let part = records(&file);
        assert!((16..=17).contains(&part.len()), "{shard}: {}", part.len());
        parts.extend(part);
    }
    assert_eq!(parts, records(&whole));
    // The parts in any order make a results file that lacks nothing; one line
    // taken out is the one deal a re-run solves.
    let text = std::fs::read_to_string(&whole).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    lines.reverse();
    lines.remove(20);
    let shuffled = dir.join("shuffled.tsv");
    std::fs::write(&shuffled, lines.join("\n") + "\n").unwrap();
    let (code, text) = freecell(&["range", "1", "50", "--out", path_text(&shuffled)]);
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("(49 lines were there, 1 written)"), "{text}");
    let mut deals = deals_of(&records(&shuffled));
    assert_eq!(deals.pop(), Some(30));
    deals.sort_unstable();
    assert_eq!(deals, (1..=50).filter(|&d| d != 30).collect::<Vec<_>>());
    // More parts than deals: some are empty, and that is not an error.
    let (code, text) = freecell(&["range", "1", "2", "--shard", "2/5"]);
    assert_eq!(code, Some(0), "{text}");
    assert!(text.starts_with("deals: none (0 deals"), "{text}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_deal_list_is_read_sorted_once_each_and_sharded_like_a_range() {
    let dir = scratch("list");
    let list = dir.join("deals.txt");
    std::fs::write(&list, "# the hard one\n11982\n\n3 # a comment\n617\n3\n").unwrap();
    let out = dir.join("r.tsv");
    let (code, text) = freecell(&[
        "range",
        "--deals",
        path_text(&list),
        "--out",
        path_text(&out),
    ]);
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("(3 deals, 1 thread(s))"), "{text}");
    assert_eq!(deals_of(&records(&out)), [3, 617, 11982]);
    let (_, part) = freecell(&["range", "--deals", path_text(&list), "--shard", "2/2"]);
    assert!(
        part.contains("(2 deals,") && part.contains("[11982]"),
        "{part}"
    );

    std::fs::write(&list, "3\n0\n").unwrap();
    let out = run("freecell", &["range", "--deals", path_text(&list)], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("line 2: expected a number in 1 ..= 8589934591"));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_run_killed_half_way_resumes_with_nothing_lost_or_doubled() {
    let dir = scratch("kill");
    let out = dir.join("r.tsv");
    let (first, last) = (1u64, 6000u64);
    let mut child = Command::new(example("freecell"))
        .args([
            "range",
            "1",
            "6000",
            "--threads",
            "2",
            "--out",
            path_text(&out),
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("freecell starts");
    // Wait for the first lines on disk, then kill the run with them.
    let started = Instant::now();
    while std::fs::metadata(&out).map_or(0, |m| m.len()) == 0 {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "nothing written"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().expect("the run is killed");
    let status = child.wait().unwrap();
    assert!(
        !status.success(),
        "the run finished before the kill: {status:?}"
    );
    let text = std::fs::read_to_string(&out).unwrap();
    let whole = text.lines().count() - usize::from(!text.ends_with('\n'));
    assert!(
        (1..(last - first + 1) as usize).contains(&whole),
        "killed after {whole} lines"
    );
    // A line cut short at the end, as a kill in the middle of a write leaves it.
    std::fs::write(&out, format!("{text}5999\t4\tsol")).unwrap();

    let (code, resumed) = freecell(&[
        "range",
        "1",
        "6000",
        "--threads",
        "2",
        "--out",
        path_text(&out),
    ]);
    assert_eq!(code, Some(0), "{resumed}");
    let written = 6000 - whole;
    assert!(
        resumed.contains(&format!("({whole} lines were there, {written} written)")),
        "{resumed}"
    );
    let deals = deals_of(&records(&out));
    assert_eq!(
        deals,
        (first..=last).collect::<Vec<_>>(),
        "in order, once each"
    );
    let (_, alone) = freecell(&["range", "1", "6000", "--threads", "2"]);
    assert_eq!(counts(&resumed), counts(&alone));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_results_file_that_cannot_be_trusted_is_refused() {
    let dir = scratch("bad");
    let out = dir.join("r.tsv");
    let out_text = path_text(&out);
    assert_eq!(freecell(&["range", "1", "2", "--out", out_text]).0, Some(0));
    let good = std::fs::read_to_string(&out).unwrap();
    let cases = [
        (format!("{good}{good}"), "deal 1 has two lines"),
        (
            good.replace("\t4\tsolved", "\t4\twon"),
            "line 1: unknown verdict",
        ),
        (
            format!("{good}x\n"),
            "line 3: expected 8 tab-separated fields",
        ),
    ];
    for (content, problem) in cases {
        std::fs::write(&out, &content).unwrap();
        let result = run("freecell", &["range", "1", "3", "--out", out_text], "");
        assert_eq!(result.status.code(), Some(1), "{problem}");
        assert!(stderr(&result).contains(problem), "{}", stderr(&result));
        assert_eq!(
            std::fs::read_to_string(&out).unwrap(),
            content,
            "left as it was"
        );
    }
    std::fs::write(&out, &good).unwrap();
    let result = run(
        "freecell",
        &["range", "1", "3", "--out", out_text, "--free-cells", "5"],
        "",
    );
    assert_eq!(result.status.code(), Some(1));
    assert!(stderr(&result).contains("searched with 4 free cells, this run uses 5"));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_exit_code_says_whether_every_deal_was_settled() {
    let dir = scratch("exit");
    let out = dir.join("r.tsv");
    // 2255988055 is one of the hardest deals known: 16 MiB is far from enough.
    let args = ["range", "2255988054", "2255988055", "--max-memory", "16M"];
    let (code, text) = freecell(&args);
    assert_eq!(code, Some(0), "without --out the code stays 0: {text}");
    assert!(text.contains("gave up: 1 [2255988055]"), "{text}");
    let mut with_out = args.to_vec();
    with_out.extend(["--out", path_text(&out)]);
    let (code, text) = freecell(&with_out);
    assert_eq!(code, Some(3), "{text}");
    let line = std::fs::read_to_string(&out).unwrap();
    assert!(
        line.contains("2255988055\t4\tgave-up\t-\t")
            && line.contains("memory limit of 16777216 bytes"),
        "{line}"
    );
    // A re-run does not try it again, and still says it is not settled.
    let (code, text) = freecell(&with_out);
    assert_eq!(code, Some(3), "{text}");
    assert!(text.contains("(2 lines were there, 0 written)"), "{text}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_search_flags_reach_the_solver() {
    // 16G reads as bytes, and lifts the state limit.
    let (code, text) = freecell(&["range", "1", "1", "--max-memory", "16G"]);
    assert_eq!(code, Some(0));
    assert!(
        text.contains(
            "limits: 4 free cells, at most 4000000000 states and 17179869184 bytes per deal"
        ),
        "{text}"
    );
    let (_, text) = freecell(&["solve", "2255988055", "--max-memory", "16m"]);
    assert!(
        text.contains("gave up: memory limit of 16777216 bytes reached; ")
            && text
                .trim_end()
                .ends_with("try --prove, which keeps a compact key per state"),
        "{text}"
    );
    // Proof mode settles the published impossible deal and says what it held.
    let (code, text) = freecell(&["solve", "11982", "--prove"]);
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("impossible"), "{text}");
    assert!(text.contains("bytes per state"), "{text}");
    let (_, text) = freecell(&["solve", "11982", "--max-time", "0.001"]);
    assert!(
        text.ends_with("gave up: time limit of 0.001 s reached\n"),
        "{text}"
    );
    // 11982 is impossible with four free cells and solvable with five.
    let (_, text) = freecell(&["solve", "11982", "--free-cells", "5"]);
    assert!(text.contains("\nsolution: "), "{text}");
    let (_, text) = freecell(&["range", "11982", "11982", "--free-cells", "5"]);
    assert!(
        text.contains("limits: 5 free cells") && text.contains("solved: 1"),
        "{text}"
    );
    let (_, text) = freecell(&["solve", "1", "--free-cells", "0"]);
    assert!(
        text.ends_with("impossible: every reachable state was examined\n"),
        "{text}"
    );
}

#[test]
fn search_flags_out_of_range_are_refused_with_one_line() {
    let cases: [(&[&str], &str); 10] = [
        (
            &["solve", "1", "--max-memory", "0"],
            "--max-memory: expected bytes",
        ),
        (
            &["solve", "1", "--max-memory", "1023K"],
            "--max-memory: expected bytes",
        ),
        (
            &["solve", "1", "--max-memory", "2T"],
            "--max-memory: expected bytes",
        ),
        (
            &["solve", "1", "--max-memory", "16GB"],
            "--max-memory: expected bytes",
        ),
        (
            &["range", "1", "2", "--max-time", "0"],
            "--max-time: expected seconds",
        ),
        (
            &["range", "1", "2", "--max-time", "nan"],
            "--max-time: expected seconds",
        ),
        (
            &["solve", "1", "--free-cells", "9"],
            "--free-cells: expected a number in 0 ..= 8",
        ),
        (
            &["range", "1", "2", "--shard", "3/2"],
            "--shard: expected I/N",
        ),
        (
            &["range", "1", "2", "--solutions"],
            "--solutions needs --out FILE",
        ),
        (
            &["deal", "1", "--max-time", "3"],
            "unknown option --max-time",
        ),
    ];
    for (args, problem) in cases {
        let out = run("freecell", args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let text = stderr(&out);
        assert!(
            text.starts_with(&format!("freecell: {problem}")),
            "{args:?}: {text}"
        );
        assert!(stdout(&out).is_empty(), "{args:?}");
    }
}

/// Whether GNU Parallel runs here.
fn have_parallel() -> bool {
    Command::new("parallel")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn gnu_parallel_with_two_jobs_gives_what_one_process_gives() {
    if !have_parallel() {
        eprintln!("skipped: GNU Parallel is not installed (apt-get install parallel)");
        return;
    }
    let dir = scratch("parallel");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/freecell-parallel.sh");
    let results = dir.join("parts");
    let out = Command::new(&script)
        .args(["--jobs", "2", "--shards", "5", "--dir", path_text(&results)])
        .args(["11970", "12000"])
        .env("FREECELL_BIN", example("freecell"))
        .output()
        .expect("the script runs");
    let summary = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{summary}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let one = dir.join("one.tsv");
    let (code, alone) = freecell(&["range", "11970", "12000", "--out", path_text(&one)]);
    assert_eq!(code, Some(0));
    assert_eq!(records(&results.join("merged.tsv")), records(&one));
    assert_eq!(counts(&summary), counts(&alone));
    assert!(summary.contains("impossible: 1 [11982]"), "{summary}");
    let _ = std::fs::remove_dir_all(dir);
}
