//! The `range` command: solves a range or a list of deals on worker threads, prints a
//! summary, and with `--out FILE` writes one line per deal that a re-run resumes from.
//! Also the search limits and free-cell count that `solve` and `range` share.
//!
//! A line of the results file, tab-separated, one per deal (each run appends its
//! deals in increasing order):
//!
//! ```text
//! DEAL   CELLS  VERDICT     MOVES  STATES  EXPANDED  SECONDS   DETAIL
//! 11980  4      solved      87     613     71        0.000274  -
//! 11982  4      impossible  -      61643   61643     0.094940  -
//! ```
//!
//! VERDICT is `solved`, `impossible` or `gave-up`; MOVES the solution's length (`-`
//! otherwise); DETAIL the solution in standard notation with `--solutions`, the reason
//! for `gave-up`, `-` otherwise. A run appends to the file; a line cut short by a kill
//! (no newline at the end) is dropped first; every deal with a line is skipped.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, BufWriter, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, mpsc};
use std::time::{Duration, Instant};

use banmen::freecell_rules::solver::{Budget, Outcome, SolveMode, Solver};
use banmen::freecell_rules::{Building, EXTENDED_MAX, MAX_FREE_CELLS, Move, Position, Rules};

/// Exit code of `range --out` when some deal of the selection gave up (0 when every
/// one is solved or proved impossible; 1 for an error, 2 for a bad command line).
pub const UNSETTLED: u8 = 3;

/// Most states a search may store when `--max-memory` lifts the default limit: the
/// solver numbers its states in 32 bits.
const LIFTED_STATES: u64 = 4_000_000_000;

/// Smallest and largest `--max-memory`.
pub const MEMORY_LIMITS: (usize, usize) = (1 << 20, 1 << 40);

/// Largest `--max-time`, in seconds (about 31 years).
const MAX_SECONDS: f64 = 1e9;

/// How each deal is searched: the solver's budget and the variant dealt.
#[derive(Clone, Copy)]
pub struct Search {
    /// Limits on one deal's search.
    pub budget: Budget,
    /// Free cells and cascades the deals are dealt onto.
    pub rules: Rules,
    /// How each deal is searched (`--prove` picks proof mode).
    pub mode: SolveMode,
}

impl Default for Search {
    fn default() -> Self {
        Search {
            budget: Budget::default(),
            rules: Rules::STANDARD,
            mode: SolveMode::BestFirst,
        }
    }
}

impl Search {
    /// The search of the command-line flags: `--max-memory` (bytes; it also lifts the
    /// state limit), `--max-time` (seconds) and `--free-cells`, each if given.
    pub fn new(max_bytes: Option<usize>, max_seconds: Option<f64>, cells: Option<usize>) -> Self {
        let mut search = Search::default();
        if let Some(bytes) = max_bytes {
            search.budget.max_bytes = Some(bytes);
            search.budget.max_nodes = Some(LIFTED_STATES);
        }
        if let Some(seconds) = max_seconds {
            search.budget.max_time = Duration::try_from_secs_f64(seconds).ok();
        }
        if let Some(cells) = cells {
            // The count was checked against MAX_FREE_CELLS when it was read.
            search.rules =
                Rules::new(cells, 8, Building::AlternateColors).unwrap_or(Rules::STANDARD);
        }
        search
    }

    /// A solver with this budget.
    pub fn solver(&self) -> Solver {
        Solver::new(self.budget).with_mode(self.mode)
    }

    /// Deal `n` dealt under these rules.
    pub fn deal(&self, n: u64) -> Result<Position, String> {
        Position::microsoft_deal_with(n, self.rules).map_err(|e| e.to_string())
    }

    /// Free cells of the deals.
    fn cells(&self) -> usize {
        self.rules.free_cells()
    }
}

/// `text` as a byte count: digits with an optional binary suffix K, M, G or T
/// (`16G` is 16 × 2^30), within [`MEMORY_LIMITS`].
pub fn parse_bytes(text: &str) -> Result<usize, String> {
    let (min, max) = MEMORY_LIMITS;
    let bad = || {
        format!(
            "--max-memory: expected bytes ({min} ..= {max}), or a number with K, M, G or T \
             (powers of 1024, 1M ..= 1T), got {text:?}"
        )
    };
    let trimmed = text.trim();
    let (digits, shift) = match trimmed.as_bytes().last().map(u8::to_ascii_uppercase) {
        Some(b'K') => (&trimmed[..trimmed.len() - 1], 10),
        Some(b'M') => (&trimmed[..trimmed.len() - 1], 20),
        Some(b'G') => (&trimmed[..trimmed.len() - 1], 30),
        Some(b'T') => (&trimmed[..trimmed.len() - 1], 40),
        _ => (trimmed, 0),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let number: u64 = digits.parse().map_err(|_| bad())?;
    let bytes = number
        .checked_mul(1 << shift)
        .and_then(|b| usize::try_from(b).ok())
        .ok_or_else(bad)?;
    if (min..=max).contains(&bytes) {
        Ok(bytes)
    } else {
        Err(bad())
    }
}

/// `text` as `--max-time` seconds, more than 0 and at most [`MAX_SECONDS`].
pub fn parse_seconds(text: &str) -> Result<f64, String> {
    let bad = || format!("--max-time: expected seconds, more than 0 and at most 1e9, got {text:?}");
    let seconds: f64 = text.trim().parse().map_err(|_| bad())?;
    if seconds > 0.0 && seconds <= MAX_SECONDS {
        Ok(seconds)
    } else {
        Err(bad())
    }
}

/// `text` as a `--free-cells` count, 0 ..= 8.
pub fn parse_cells(text: &str) -> Result<usize, String> {
    crate::common::words::parse_number("--free-cells", text, &(0..=MAX_FREE_CELLS))
}

/// `text` as `--shard I/N`: part I (1 ..= N) of N.
pub fn parse_shard(text: &str) -> Result<(u64, u64), String> {
    let bad = || format!("--shard: expected I/N with 1 <= I <= N <= {EXTENDED_MAX}, got {text:?}");
    let (i, n) = text.trim().split_once('/').ok_or_else(bad)?;
    let i: u64 = i.parse().map_err(|_| bad())?;
    let n: u64 = n.parse().map_err(|_| bad())?;
    if i >= 1 && i <= n && n <= EXTENDED_MAX {
        Ok((i, n))
    } else {
        Err(bad())
    }
}

/// Where the deals of a `range` come from.
pub enum Source {
    /// Deals `first ..= last`.
    Span(u64, u64),
    /// The deal numbers in a file, one a line (blank lines and `#` comments skipped).
    List(PathBuf),
}

/// What `range` was asked to do.
pub struct Options {
    /// The deals.
    pub source: Source,
    /// Part I of N of the deals, if asked.
    pub shard: Option<(u64, u64)>,
    /// Worker threads.
    pub threads: usize,
    /// The results file, if any.
    pub out: Option<PathBuf>,
    /// Whether the results file holds each solution's moves.
    pub solutions: bool,
    /// The budget and variant.
    pub search: Search,
    /// Whether a search flag was given (the summary then says which limits held).
    pub search_given: bool,
}

/// The deals to settle, in increasing order.
enum Selection {
    /// `lo ..= hi`, or nothing when `lo > hi`.
    Span(u64, u64),
    /// These deals, sorted, no repeats.
    List(Vec<u64>),
}

impl Selection {
    fn len(&self) -> u64 {
        match self {
            Selection::Span(lo, hi) => (hi + 1).saturating_sub(*lo),
            Selection::List(list) => list.len() as u64,
        }
    }

    /// Deal number `i` (below `len`).
    fn get(&self, i: u64) -> u64 {
        match self {
            Selection::Span(lo, _) => lo + i,
            Selection::List(list) => list[i as usize],
        }
    }

    fn contains(&self, deal: u64) -> bool {
        match self {
            Selection::Span(lo, hi) => (*lo..=*hi).contains(&deal),
            Selection::List(list) => list.binary_search(&deal).is_ok(),
        }
    }

    /// Part `i` of `n` equal parts (by position; sizes differ by at most one).
    fn shard(self, i: u64, n: u64) -> Selection {
        let len = u128::from(self.len());
        let start = (len * u128::from(i - 1) / u128::from(n)) as u64;
        let end = (len * u128::from(i) / u128::from(n)) as u64;
        match self {
            Selection::Span(lo, _) => Selection::Span(lo + start, lo + end - 1),
            Selection::List(list) => Selection::List(list[start as usize..end as usize].to_vec()),
        }
    }
}

/// Reads a list of deal numbers: one a line, blank lines and `#` comments skipped,
/// every number in 1 ..= 8589934591; sorted, repeats dropped.
fn read_list(path: &Path) -> Result<Vec<u64>, String> {
    let file = File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut list = Vec::new();
    for (index, line) in BufReader::new(file).lines().enumerate() {
        let line = line.map_err(|e| format!("{}: line {}: {e}", path.display(), index + 1))?;
        let text = line.split('#').next().unwrap_or_default().trim();
        if text.is_empty() {
            continue;
        }
        let what = format!("{} line {}", path.display(), index + 1);
        let deal = crate::common::words::parse_number(&what, text, &(1..=EXTENDED_MAX))?;
        list.push(deal);
    }
    list.sort_unstable();
    list.dedup();
    Ok(list)
}

/// What happened to one deal.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Verdict {
    Solved,
    Impossible,
    GaveUp,
}

impl Verdict {
    fn word(self) -> &'static str {
        match self {
            Verdict::Solved => "solved",
            Verdict::Impossible => "impossible",
            Verdict::GaveUp => "gave-up",
        }
    }
}

/// One deal's result, as a line of the results file holds it.
struct Record {
    deal: u64,
    verdict: Verdict,
    /// Solution length (0 unless solved).
    moves: usize,
    states: usize,
    expanded: usize,
    seconds: f64,
    /// The line's last field: the moves, the reason or `-`.
    detail: String,
}

impl Record {
    /// The line for the results file, newline included.
    fn line(&self, cells: usize) -> String {
        let moves = match self.verdict {
            Verdict::Solved => self.moves.to_string(),
            _ => "-".to_string(),
        };
        format!(
            "{}\t{cells}\t{}\t{moves}\t{}\t{}\t{:.6}\t{}\n",
            self.deal,
            self.verdict.word(),
            self.states,
            self.expanded,
            self.seconds,
            self.detail
        )
    }

    /// Reads a line of the results file (without its newline); `cells` is the count
    /// the line must have been searched with.
    fn parse(line: &str, cells: usize) -> Result<Record, String> {
        let fields: Vec<&str> = line.split('\t').collect();
        let [
            deal,
            line_cells,
            verdict,
            moves,
            states,
            expanded,
            seconds,
            detail,
        ] = fields[..]
        else {
            return Err(format!(
                "expected 8 tab-separated fields, got {}",
                fields.len()
            ));
        };
        let number = |what: &str, text: &str| -> Result<usize, String> {
            text.parse()
                .map_err(|_| format!("{what}: expected a count, got {text:?}"))
        };
        let deal: u64 = deal
            .parse()
            .ok()
            .filter(|d| (1..=EXTENDED_MAX).contains(d))
            .ok_or_else(|| format!("expected a deal number, got {deal:?}"))?;
        if number("free cells", line_cells)? != cells {
            return Err(format!(
                "deal {deal} was searched with {line_cells} free cells, this run uses {cells}"
            ));
        }
        let verdict = match verdict {
            "solved" => Verdict::Solved,
            "impossible" => Verdict::Impossible,
            "gave-up" => Verdict::GaveUp,
            other => return Err(format!("unknown verdict {other:?}")),
        };
        let moves = match (verdict, moves) {
            (Verdict::Solved, text) => number("moves", text)?,
            (_, "-") => 0,
            (_, other) => return Err(format!("expected - for the moves, got {other:?}")),
        };
        let seconds: f64 = seconds
            .parse()
            .ok()
            .filter(|s: &f64| s.is_finite() && *s >= 0.0)
            .ok_or_else(|| format!("expected seconds, got {seconds:?}"))?;
        Ok(Record {
            deal,
            verdict,
            moves,
            states: number("states", states)?,
            expanded: number("expanded", expanded)?,
            seconds,
            detail: detail.to_string(),
        })
    }
}

/// The counts the summary prints.
#[derive(Default)]
struct Summary {
    deals: u64,
    solved: u64,
    impossible: Vec<u64>,
    gave_up: Vec<u64>,
    total_moves: u64,
    states: u64,
    expanded: u64,
    /// Sum of the deals' own times.
    seconds: f64,
}

impl Summary {
    fn add(&mut self, r: &Record) {
        self.deals += 1;
        match r.verdict {
            Verdict::Solved => {
                self.solved += 1;
                self.total_moves += r.moves as u64;
            }
            Verdict::Impossible => self.impossible.push(r.deal),
            Verdict::GaveUp => self.gave_up.push(r.deal),
        }
        self.states += r.states as u64;
        self.expanded += r.expanded as u64;
        self.seconds += r.seconds;
    }
}

/// The results file: its deals already settled, and where new lines go.
struct Output {
    path: PathBuf,
    writer: BufWriter<File>,
    /// The deals with a line, as sorted, disjoint runs `first ..= last`: a file
    /// written in deal order is one run a part, however long.
    done: Vec<(u64, u64)>,
    /// Lines found in the file when the run started.
    found: usize,
    /// Lines written by this run.
    written: usize,
    last_flush: Instant,
}

/// How often the results file is flushed: a kill loses at most this much work.
const FLUSH_EVERY: Duration = Duration::from_millis(250);

impl Output {
    /// Opens (or creates) `path`, locks it against a second run, drops a last line cut
    /// short, and reads every line: the ones of `selection` go into `summary`.
    fn open(
        path: &Path,
        cells: usize,
        selection: &Selection,
        summary: &mut Summary,
    ) -> Result<Output, String> {
        let name = path.display();
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)
            .map_err(|e| format!("{name}: {e}"))?;
        match file.try_lock() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => {
                return Err(format!("{name} is in use by another run"));
            }
            Err(std::fs::TryLockError::Error(e)) => return Err(format!("{name}: {e}")),
        }
        let mut done: Vec<(u64, u64)> = Vec::new();
        let mut complete = 0u64; // bytes up to the end of the last whole line
        let mut found = 0;
        {
            let mut reader = BufReader::new(&file);
            let mut line = Vec::new();
            loop {
                line.clear();
                let n = reader
                    .read_until(b'\n', &mut line)
                    .map_err(|e| format!("{name}: {e}"))?;
                if n == 0 || line.last() != Some(&b'\n') {
                    break; // the end, or a line cut short by a kill: dropped below
                }
                found += 1;
                let at = || format!("{name}: line {found}");
                let text = std::str::from_utf8(&line[..n - 1])
                    .map_err(|_| format!("{}: not valid text", at()))?;
                let record = Record::parse(text, cells).map_err(|e| format!("{}: {e}", at()))?;
                if selection.contains(record.deal) {
                    summary.add(&record);
                }
                match done.last_mut() {
                    Some((_, last)) if *last + 1 == record.deal => *last = record.deal,
                    _ => done.push((record.deal, record.deal)),
                }
                complete += n as u64;
            }
        }
        file.set_len(complete)
            .and_then(|()| file.seek(SeekFrom::Start(complete)).map(drop))
            .map_err(|e| format!("{name}: {e}"))?;
        let done =
            disjoint_runs(done).map_err(|deal| format!("{name}: deal {deal} has two lines"))?;
        Ok(Output {
            path: path.to_path_buf(),
            writer: BufWriter::new(file),
            done,
            found,
            written: 0,
            last_flush: Instant::now(),
        })
    }

    fn write(&mut self, line: &str) -> Result<(), String> {
        self.writer
            .write_all(line.as_bytes())
            .map_err(|e| format!("{}: {e}", self.path.display()))?;
        self.written += 1;
        if self.last_flush.elapsed() >= FLUSH_EVERY {
            self.flush()?;
        }
        Ok(())
    }

    fn flush(&mut self) -> Result<(), String> {
        self.last_flush = Instant::now();
        self.writer
            .flush()
            .map_err(|e| format!("{}: {e}", self.path.display()))
    }
}

/// `runs` sorted and joined where one ends next to the next; the first deal that is
/// in two runs as the error.
fn disjoint_runs(mut runs: Vec<(u64, u64)>) -> Result<Vec<(u64, u64)>, u64> {
    runs.sort_unstable();
    let mut joined: Vec<(u64, u64)> = Vec::with_capacity(runs.len());
    for (first, last) in runs {
        match joined.last_mut() {
            Some(&mut (_, end)) if first <= end => return Err(first),
            Some((_, end)) if first == *end + 1 => *end = last,
            _ => joined.push((first, last)),
        }
    }
    Ok(joined)
}

/// The deals of the selection still to settle, each with its place in that order.
struct Todo<'a> {
    selection: &'a Selection,
    /// Next position in the selection.
    at: u64,
    /// Deals already settled, as sorted disjoint runs, and the first run not
    /// passed yet.
    done: &'a [(u64, u64)],
    done_at: usize,
    /// Deals handed out so far.
    handed: u64,
}

impl Iterator for Todo<'_> {
    type Item = (u64, u64);

    fn next(&mut self) -> Option<(u64, u64)> {
        while self.at < self.selection.len() {
            let deal = self.selection.get(self.at);
            self.at += 1;
            while self
                .done
                .get(self.done_at)
                .is_some_and(|&(_, last)| last < deal)
            {
                self.done_at += 1;
            }
            if self
                .done
                .get(self.done_at)
                .is_some_and(|&(first, _)| first <= deal)
            {
                continue;
            }
            self.handed += 1;
            return Some((self.handed - 1, deal));
        }
        None
    }
}

/// Solves deal `n`, checks a solution by replaying it, and times both.
fn settle(solver: &mut Solver, search: &Search, n: u64, solutions: bool) -> Result<Record, String> {
    let started = Instant::now();
    let deal = search.deal(n)?;
    let outcome = solver.solve(&deal);
    let (verdict, moves, detail) = match outcome {
        Outcome::Solved(moves) => {
            let mut text = String::new();
            verify(&deal, &moves, |m| {
                if solutions {
                    if !text.is_empty() {
                        text.push(' ');
                    }
                    text.push_str(m);
                }
            })
            .map_err(|e| format!("deal {n}: {e}"))?;
            if text.is_empty() {
                text.push('-');
            }
            (Verdict::Solved, moves.len(), text)
        }
        Outcome::Impossible => (Verdict::Impossible, 0, "-".to_string()),
        Outcome::GaveUp(reason) => (Verdict::GaveUp, 0, reason.to_string()),
    };
    let stats = solver.stats();
    Ok(Record {
        deal: n,
        verdict,
        moves,
        states: stats.states,
        expanded: stats.expanded,
        seconds: started.elapsed().as_secs_f64(),
        detail,
    })
}

/// Runs `range` and prints its summary; the exit code says whether it went through
/// and, with `--out`, whether every deal was settled.
pub fn main(options: Options) -> ExitCode {
    match run(&options) {
        Ok(summary) => {
            if options.out.is_some() && !summary.gave_up.is_empty() {
                ExitCode::from(UNSETTLED)
            } else {
                ExitCode::SUCCESS
            }
        }
        Err(message) => {
            eprintln!("freecell: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run(options: &Options) -> Result<Summary, String> {
    let started = Instant::now();
    let mut selection = match &options.source {
        Source::Span(first, last) => Selection::Span(*first, *last),
        Source::List(path) => Selection::List(read_list(path)?),
    };
    if let Some((i, n)) = options.shard {
        selection = selection.shard(i, n);
    }
    let search = options.search;
    let mut summary = Summary::default();
    let mut output = match &options.out {
        Some(path) => Some(Output::open(
            path,
            search.cells(),
            &selection,
            &mut summary,
        )?),
        None => None,
    };
    let done = output
        .as_mut()
        .map(|o| std::mem::take(&mut o.done))
        .unwrap_or_default();
    let todo = Mutex::new(Todo {
        selection: &selection,
        at: 0,
        done: &done,
        done_at: 0,
        handed: 0,
    });
    let stop = AtomicBool::new(false);
    let (send, receive) = mpsc::channel::<Result<(u64, Record), String>>();
    let result = std::thread::scope(|s| {
        for _ in 0..options.threads {
            let send = send.clone();
            let (todo, stop) = (&todo, &stop);
            s.spawn(move || {
                let mut solver = search.solver();
                while !stop.load(Ordering::Relaxed) {
                    let next = todo.lock().map_or(None, |mut t| t.next());
                    let Some((place, n)) = next else { break };
                    let settled = settle(&mut solver, &search, n, options.solutions);
                    let failed = settled.is_err();
                    if send.send(settled.map(|r| (place, r))).is_err() || failed {
                        break;
                    }
                }
            });
        }
        drop(send);
        // Results come in any order; they are written and counted in the selection's.
        let mut waiting = BTreeMap::new();
        let mut next_place = 0;
        let mut outcome = Ok(());
        for message in receive {
            let (place, record) = match message {
                Ok(pair) => pair,
                Err(e) => {
                    stop.store(true, Ordering::Relaxed);
                    outcome = Err(e);
                    break;
                }
            };
            waiting.insert(place, record);
            while let Some(record) = waiting.remove(&next_place) {
                next_place += 1;
                summary.add(&record);
                if let Some(out) = &mut output
                    && let Err(e) = out.write(&record.line(search.cells()))
                {
                    stop.store(true, Ordering::Relaxed);
                    outcome = Err(e);
                    break;
                }
            }
            if outcome.is_err() {
                break;
            }
        }
        outcome
    });
    if let Some(out) = &mut output {
        out.flush()?;
    }
    result?;
    let elapsed = started.elapsed();
    print_summary(options, &selection, &summary, output.as_ref(), elapsed);
    Ok(summary)
}

fn print_summary(
    options: &Options,
    selection: &Selection,
    summary: &Summary,
    output: Option<&Output>,
    elapsed: Duration,
) {
    // The summary goes out in one write, whose error (a closed pipe) is left unsaid.
    let mut out = String::new();
    macro_rules! say {
        ($($arg:tt)*) => {{
            let _ = writeln!(out, $($arg)*);
        }};
    }
    let threads = options.threads;
    let deals = summary.deals;
    match (&options.source, selection) {
        (Source::List(path), _) => say!(
            "deals: listed in {} ({deals} deals, {threads} thread(s))",
            path.display()
        ),
        (Source::Span(..), Selection::Span(lo, hi)) if lo <= hi => {
            say!("deals: {lo} ..= {hi} ({deals} deals, {threads} thread(s))")
        }
        _ => say!("deals: none ({deals} deals, {threads} thread(s))"),
    }
    if let Some((i, n)) = options.shard {
        match options.source {
            Source::Span(first, last) => say!("shard: {i}/{n} of {first} ..= {last}"),
            Source::List(_) => say!("shard: {i}/{n} of the list"),
        }
    }
    if options.search_given {
        let budget = options.search.budget;
        let time = budget
            .max_time
            .map_or(String::new(), |t| format!(" and {} s", t.as_secs_f64()));
        say!(
            "limits: {} free cells, at most {} states and {} bytes{time} per deal",
            options.search.cells(),
            budget
                .max_nodes
                .map_or("any".to_string(), |n| n.to_string()),
            budget
                .max_bytes
                .map_or("any".to_string(), |b| b.to_string())
        );
    }
    let join = |list: &[u64]| {
        let mut sorted = list.to_vec();
        sorted.sort_unstable();
        let words: Vec<String> = sorted.iter().map(u64::to_string).collect();
        words.join(" ")
    };
    say!("solved: {}", summary.solved);
    say!(
        "impossible: {} [{}]",
        summary.impossible.len(),
        join(&summary.impossible)
    );
    say!(
        "gave up: {} [{}]",
        summary.gave_up.len(),
        join(&summary.gave_up)
    );
    say!("total time: {:.3} s", elapsed.as_secs_f64());
    say!(
        "solution length: total {}, mean {:.2}",
        summary.total_moves,
        summary.total_moves as f64 / summary.solved.max(1) as f64
    );
    say!(
        "search: {} states stored, {} expanded",
        summary.states,
        summary.expanded
    );
    if let Some(file) = output {
        say!(
            "results: {} ({} lines were there, {} written)",
            file.path.display(),
            file.found,
            file.written
        );
        say!(
            "deal time: {:.3} s (the deals' own times, summed)",
            summary.seconds
        );
    }
    let _ = std::io::stdout().lock().write_all(out.as_bytes());
}

/// Plays `moves` from `start` through the rules engine, each move checked,
/// and reads each one's standard notation back, which must name the same
/// move; hands each text to `each`. An error if a move is illegal, a text
/// reads back to another move, or the game is not won at the end. One
/// reused buffer, so verifying a range allocates nothing per move.
pub fn verify(start: &Position, moves: &[Move], mut each: impl FnMut(&str)) -> Result<(), String> {
    use std::fmt::Write;
    let mut p = *start;
    let mut text = String::new();
    for (i, &m) in moves.iter().enumerate() {
        text.clear();
        write!(text, "{}", p.notation(m)).map_err(|e| e.to_string())?;
        match p.parse_move(&text) {
            Ok(back) if back == m => {}
            _ => {
                return Err(format!(
                    "solver bug: move #{} {text} reads back wrong",
                    i + 1
                ));
            }
        }
        p.apply(m)
            .map_err(|e| format!("solver bug: move #{} {text} is illegal: {e}", i + 1))?;
        each(&text);
    }
    if !p.is_won() {
        return Err("solver bug: the solution does not win".to_string());
    }
    Ok(())
}
