//! SameGame in the terminal: deal a seeded board (or load one) and let a simple
//! strategy play it, print the standard positions' results, or run the solver.
//! `--help` lists the commands and flags and what each prints.
//!
//! ```sh
//! cargo run --release --example samegame                      # seed 1, 15x15, 5 colours
//! cargo run --release --example samegame -- play --seed 7      # play it yourself
//! cargo run --release --example samegame -- auto --seed 7 --width 10 --height 8 --colours 3
//! cargo run --release --example samegame -- auto --file board.txt --strategy random --rng 3
//! cargo run --release --example samegame -- standard          # the 20 standard positions
//! cargo run --release --example samegame -- solve board.txt --seconds 5
//! cargo run --release --example samegame -- solve-standard --seconds 1
//! ```

use std::process::ExitCode;

use banmen::samegame_board::solver::{
    Budget, Method, Progress, Solution, SolveConfig, solve, solve_with_progress,
};
use banmen::samegame_board::{
    Board, Game, MAX_COLORS, MAX_HEIGHT, MAX_WIDTH, Move, Rules, SameGameError, standard_positions,
};
use banmen_examples::common;
use banmen_examples::samegame::{play, tiles_left};
use common::cli::{Arg, Cli};
use rand_pcg::Pcg32;

/// What the command line asked for.
enum Command {
    /// The interactive game.
    Play(play::Setup),
    /// A strategy plays a board.
    Auto(AutoArgs),
    Standard {
        strategy: StrategyName,
        rules: Rules,
    },
    Solve {
        /// A board file, or `None` for the 20 standard positions.
        file: Option<String>,
        config: SolveConfig,
        rules: Rules,
    },
}

struct AutoArgs {
    source: Source,
    strategy: StrategyName,
    rules: Rules,
    quiet: bool,
}

enum Source {
    Seed {
        seed: u64,
        width: usize,
        height: usize,
        colours: usize,
    },
    File(String),
}

#[derive(Clone, Copy)]
enum StrategyName {
    Largest,
    Random(u64),
}

/// A simple player: picks one of the legal moves.
enum Strategy {
    /// The largest group; the first listed among equals.
    Largest,
    /// A uniformly random group.
    Random(Pcg32),
}

impl Strategy {
    fn new(name: StrategyName) -> Self {
        match name {
            StrategyName::Largest => Strategy::Largest,
            StrategyName::Random(seed) => Strategy::Random(Pcg32::new(seed, 0xB0A2D)),
        }
    }

    fn choose(&mut self, moves: &[Move]) -> Move {
        match self {
            Strategy::Largest => {
                let mut best = moves[0];
                for &m in &moves[1..] {
                    if m.size > best.size {
                        best = m;
                    }
                }
                best
            }
            Strategy::Random(rng) => {
                // Plain modulo is fine for a demo strategy.
                let i = rand_core::Rng::next_u32(rng) as usize % moves.len();
                moves[i]
            }
        }
    }
}

const USAGE: &str = "\
usage: samegame [COMMAND] [FLAGS]

commands:
  auto            (the default) deal a board and let a strategy play it; prints the
                  board, one line per move (cell, colour, tiles removed, points,
                  score), the last board, the tiles left per colour and the final score
  play            play a seeded board yourself: the board in colour, a cursor marking
                  the group under it with its size and points; arrows or h j k l
                  move, Enter removes, u undo and U redo (a retry or a new board
                  too), r retry, n new board, q quit. A finished game goes on the
                  high-score list of its board size, colours and rules, kept in
                  $XDG_DATA_HOME/banmen (else ~/.local/share/banmen). When stdin
                  is not a terminal, one command per line: move X Y, left, right,
                  up, down, remove, undo, redo, retry, new, quit
  standard        play the 20 standard positions with the strategy; one line per
                  position (score, moves, tiles left) and the total
  solve FILE      solve one board (the board text, or the research format); prints
                  the board and `score S moves x,y x,y ...`
  solve-standard  solve the 20 standard positions; `position K: score S moves ...`
                  per position, then `total: T`

Cells are x = column from the left, y = row from the bottom, as on the board before
the move.

flags (auto, play):
  --seed N        board seed, 0 ..= 18446744073709551615 (default 1)
  --width N       columns, 1 ..= 64 (default 15)
  --height N      rows, 1 ..= 64 (default 15)
  --colours N     colours, 1 ..= 16 (default 5)
flags (auto):
  --file FILE     play this board instead of a seeded one
  --quiet         no per-move lines
flags (auto, standard):
  --strategy S    largest (default) or random
  --rng N         the random strategy's seed (default 1)
flags (play):
  --no-scores     keep no high scores (so does a non-empty BANMEN_NO_SCORES)
flags (every command):
  --rules R       classic: (n-1)^2 points for a group of n tiles (auto's and play's
                  default); desktop: (n-2)^2 and 1000 for clearing the board, as the
                  common desktop versions score (research is the same rule, the
                  default of the others); research-penalty: desktop's, minus (k-2)^2
                  for each colour with k > 2 tiles left at the end
flags (solve, solve-standard):
  --seconds S     time per board, 0 ..= 86400 (default 1 unless --nodes is given)
  --nodes N       node budget per board, 1 ..= 18446744073709551615 (reproducible)
  --method M      beam, nested1, nested2, nested3 or nrpa1 ..= nrpa4 (nrpa3 is the default)
  --threads N     threads, 1 ..= 64 (default 2)
  --seed N        the solver's seed (default 1)";

/// The subcommand words.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Word {
    Auto,
    Play,
    Standard,
    Solve,
    SolveStandard,
}

/// Every flag's value, before the command is assembled.
struct Flags {
    seed: u64,
    width: usize,
    height: usize,
    colours: usize,
    file: Option<String>,
    quiet: bool,
    random: bool,
    rng: u64,
    rules: Option<Rules>,
    /// The name `--rules` was given.
    rules_key: Option<&'static str>,
    seconds: Option<f64>,
    nodes: Option<u64>,
    method: Method,
    threads: usize,
    no_scores: bool,
}

impl Default for Flags {
    fn default() -> Self {
        Flags {
            seed: 1,
            width: 15,
            height: 15,
            colours: 5,
            file: None,
            quiet: false,
            random: false,
            rng: 1,
            rules: None,
            rules_key: None,
            seconds: None,
            nodes: None,
            method: Method::Nrpa { level: 3 },
            threads: 2,
            no_scores: false,
        }
    }
}

const RULES: &[(&str, Rules)] = &[
    ("classic", Rules::CLASSIC),
    ("desktop", Rules::RESEARCH),
    ("research", Rules::RESEARCH),
    ("research-penalty", Rules::RESEARCH.with_end_penalty()),
];

/// Reads `flag` into `f` if `word` takes it; `false` if it does not.
fn flag(cli: &mut Cli, word: Word, flag: &str, f: &mut Flags) -> bool {
    use Word::*;
    let board = matches!(word, Auto | Play);
    let strategy = matches!(word, Auto | Standard);
    let solver = matches!(word, Solve | SolveStandard);
    match flag {
        "--seed" if board || solver => f.seed = cli.number(flag, 0..=u64::MAX),
        "--width" if board => f.width = cli.number(flag, 1..=MAX_WIDTH),
        "--height" if board => f.height = cli.number(flag, 1..=MAX_HEIGHT),
        "--colours" | "--colors" if board => f.colours = cli.number(flag, 1..=MAX_COLORS),
        "--file" if word == Auto => f.file = Some(cli.value(flag)),
        "--quiet" if word == Auto => f.quiet = true,
        "--strategy" if strategy => {
            f.random = cli.choice(flag, &[("largest", false), ("random", true)])
        }
        "--rng" if strategy => f.rng = cli.number(flag, 0..=u64::MAX),
        "--rules" => {
            let name = cli.value(flag);
            match RULES.iter().find(|(n, _)| *n == name) {
                Some(&(key, rules)) => {
                    f.rules = Some(rules);
                    f.rules_key = Some(key);
                }
                None => cli.fail(format!(
                    "{flag}: {name:?} is not one of classic, desktop, research, research-penalty"
                )),
            }
        }
        "--no-scores" if word == Play => f.no_scores = true,
        "--seconds" if solver => f.seconds = Some(cli.number(flag, 0.0..=86_400.0)),
        "--nodes" if solver => f.nodes = Some(cli.number(flag, 1..=u64::MAX)),
        "--method" if solver => {
            f.method = cli.choice(
                flag,
                &[
                    ("beam", Method::Beam),
                    ("nested1", Method::Nested { level: 1 }),
                    ("nested2", Method::Nested { level: 2 }),
                    ("nested3", Method::Nested { level: 3 }),
                    ("nrpa1", Method::Nrpa { level: 1 }),
                    ("nrpa2", Method::Nrpa { level: 2 }),
                    ("nrpa3", Method::Nrpa { level: 3 }),
                    ("nrpa4", Method::Nrpa { level: 4 }),
                ],
            )
        }
        "--threads" if solver => f.threads = cli.number(flag, 1..=64),
        _ => return false,
    }
    true
}

fn parse_args() -> Command {
    let mut cli = Cli::from_env("samegame", USAGE);
    let word_of = |w: &str| match w {
        "auto" => Some(Word::Auto),
        "play" => Some(Word::Play),
        "standard" => Some(Word::Standard),
        "solve" => Some(Word::Solve),
        "solve-standard" => Some(Word::SolveStandard),
        _ => None,
    };
    // The command may come after its flags (`samegame --seed 3 play`): look it up
    // first, so each flag is checked against it.
    let mut word =
        common::cli::first_word(&["auto", "play", "standard", "solve", "solve-standard"])
            .and_then(|w| word_of(&w));
    let mut word_seen = false;
    let mut file_arg = None;
    let mut f = Flags::default();
    while let Some(arg) = cli.next() {
        match arg {
            Arg::Word(w) if !word_seen => {
                word_seen = true;
                word =
                    Some(word_of(&w).unwrap_or_else(|| cli.fail(format!("unknown command {w:?}"))))
            }
            Arg::Word(w) if word == Some(Word::Solve) && file_arg.is_none() => file_arg = Some(w),
            Arg::Flag(name) => {
                let w = *word.get_or_insert(Word::Auto);
                if !flag(&mut cli, w, &name, &mut f) {
                    cli.fail(format!("{name} is not an option of this command"))
                }
            }
            other => cli.unexpected(other),
        }
    }
    let strategy = if f.random {
        StrategyName::Random(f.rng)
    } else {
        StrategyName::Largest
    };
    match word.unwrap_or(Word::Auto) {
        Word::Auto => Command::Auto(AutoArgs {
            source: match f.file {
                Some(file) => Source::File(file),
                None => Source::Seed {
                    seed: f.seed,
                    width: f.width,
                    height: f.height,
                    colours: f.colours,
                },
            },
            strategy,
            rules: f.rules.unwrap_or(Rules::CLASSIC),
            quiet: f.quiet,
        }),
        Word::Play => {
            let rules = f.rules.unwrap_or(Rules::CLASSIC);
            Command::Play(play::Setup {
                seed: f.seed,
                width: f.width,
                height: f.height,
                colours: f.colours,
                rules,
                rules_key: f.rules_key.unwrap_or("classic"),
                rules_name: rules_name(&rules),
                no_scores: f.no_scores,
            })
        }
        Word::Standard => Command::Standard {
            strategy,
            rules: f.rules.unwrap_or(Rules::RESEARCH),
        },
        w @ (Word::Solve | Word::SolveStandard) => {
            if w == Word::Solve && file_arg.is_none() {
                cli.fail("solve needs a board file")
            }
            let mut budget = Budget {
                max_time: f.seconds.map(std::time::Duration::from_secs_f64),
                max_nodes: f.nodes,
                max_bytes: None,
            };
            if budget.is_unlimited() {
                budget = Budget::seconds(1.0);
            }
            Command::Solve {
                file: file_arg,
                config: SolveConfig::new(f.method, budget)
                    .with_seed(f.seed)
                    .with_threads(f.threads),
                rules: f.rules.unwrap_or(Rules::RESEARCH),
            }
        }
    }
}

/// Reads a board file: the `Display` text, or else the research format.
fn load(path: &str) -> Result<Board, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    text.parse::<Board>()
        .or_else(|first: SameGameError| Board::from_research(&text).map_err(|_| first))
        .map_err(|e| format!("{path}: {e}"))
}

/// Plays `board` to the end with `strategy`; prints each move unless `quiet`.
fn play_out(board: Board, strategy: StrategyName, rules: Rules, quiet: bool) -> Game {
    let mut game = Game::new(board, rules);
    let mut player = Strategy::new(strategy);
    let mut moves = Vec::new();
    loop {
        game.board().moves_into(&mut moves);
        if moves.is_empty() {
            break;
        }
        let m = player.choose(&moves);
        let played = game.play(m.cell).expect("a listed move is legal");
        if !quiet {
            println!(
                "move {:>3}: {:>5}  colour {}  removes {:>3}  +{:<5} score {}",
                game.history().len(),
                played.cell.to_string(),
                played.color,
                played.size,
                played.points,
                game.score()
            );
        }
    }
    game
}

fn run(command: Command) -> Result<(), String> {
    match command {
        Command::Play(setup) => play::play(&setup)?,
        Command::Auto(args) => {
            let board = match args.source {
                Source::Seed {
                    seed,
                    width,
                    height,
                    colours,
                } => {
                    println!("seed {seed}, {width}x{height}, {colours} colours");
                    Board::from_seed(width, height, colours, seed).map_err(|e| e.to_string())?
                }
                Source::File(path) => load(&path)?,
            };
            print!("{board}");
            println!("cells: x = column from the left, y = row from the bottom");
            let game = play_out(board, args.strategy, args.rules, args.quiet);
            print!("{}", game.board());
            println!("{}", tiles_left(game.board()));
            println!(
                "final score: {} ({} moves, {})",
                game.final_score(),
                game.history().len(),
                rules_name(&args.rules)
            );
        }
        Command::Standard { strategy, rules } => {
            let boards = standard_positions();
            let mut total = 0;
            for (i, board) in boards.into_iter().enumerate() {
                let game = play_out(board, strategy, rules, true);
                println!(
                    "position {}: score {} ({} moves, {} tiles left)",
                    i + 1,
                    game.final_score(),
                    game.history().len(),
                    game.board().tiles()
                );
                total += game.final_score();
            }
            println!("total: {total} ({})", rules_name(&rules));
        }
        Command::Solve {
            file: Some(path),
            config,
            rules,
        } => {
            let board = load(&path)?;
            print!("{board}");
            let solution = solve_with_progress(&board, &rules, &config, print_improvement);
            println!("{}", solution_line(&solution));
        }
        Command::Solve {
            file: None,
            config,
            rules,
        } => {
            let mut total = 0;
            for (i, board) in standard_positions().into_iter().enumerate() {
                let solution = solve(&board, &rules, &config);
                println!("position {}: {}", i + 1, solution_line(&solution));
                total += solution.score;
            }
            println!("total: {total}");
        }
    }
    Ok(())
}

/// One line per better line the solver finds: when, and its score.
fn print_improvement(better: &Progress) {
    println!(
        "better at {:>8.3} s: score {} ({} nodes)",
        better.elapsed.as_secs_f64(),
        better.score,
        better.nodes
    );
}

/// `score S moves x,y x,y ...`: the form other tools read.
fn solution_line(solution: &Solution) -> String {
    let mut line = format!("score {} moves", solution.score);
    for cell in &solution.moves {
        line.push_str(&format!(" {cell}"));
    }
    line
}

fn rules_name(rules: &Rules) -> &'static str {
    match *rules {
        r if r == Rules::CLASSIC => "classic rules: (n-1)^2 for n tiles",
        r if r == Rules::RESEARCH => {
            "desktop rules: (n-2)^2 for n tiles, 1000 for clearing the board"
        }
        r if r == Rules::RESEARCH.with_end_penalty() => {
            "desktop rules with an end penalty: (n-2)^2, 1000 for clearing, minus \
             (k-2)^2 per colour of k tiles left"
        }
        _ => "custom rules",
    }
}

fn main() -> ExitCode {
    match run(parse_args()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("samegame: {e}");
            ExitCode::FAILURE
        }
    }
}
