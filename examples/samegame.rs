//! SameGame in the terminal: deal a seeded board (or load one), then let a simple
//! strategy play it, printing every move.
//!
//! ```sh
//! cargo run --release --example samegame                      # seed 1, 15x15, 5 colours
//! cargo run --release --example samegame -- play --seed 7 --width 10 --height 8 --colours 3
//! cargo run --release --example samegame -- play --file board.txt --strategy random --rng 3
//! cargo run --release --example samegame -- standard          # the 20 standard positions
//! cargo run --release --example samegame -- solve board.txt --seconds 5
//! cargo run --release --example samegame -- solve-standard --seconds 1
//! ```
//!
//! Words: `play` (default) takes `--seed N`, `--file FILE` (the board text of
//! `Display`, or the research format), `--width`, `--height`, `--colours`,
//! `--strategy largest|random`, `--rng N` (the random strategy's seed),
//! `--rules classic|research|research-penalty` and `--quiet` (no per-move lines).
//! `standard` plays the 20 standard positions with `--strategy` and `--rules` (default
//! research) and prints one line per position and the total.
//!
//! `solve FILE` runs the solver on one board (the `Display` text or the research
//! format) and prints `score S moves x,y x,y ...`; `solve-standard` solves the 20
//! standard positions and prints `position K: score S moves x,y ...` per position,
//! then `total: T`. Cells are `x` = column from the left, `y` = row from the bottom,
//! as on the board before the move. Both take `--seconds S` (per board, default 1),
//! `--nodes N` (a reproducible budget instead of or beside the time), `--method
//! beam|nested1|nested2|nested3` (default nested2), `--threads N` (default 2),
//! `--seed N` and `--rules` (default research).

use std::process::ExitCode;

use banmen::samegame_board::solver::{Budget, Method, Solution, SolveConfig, solve};
use banmen::samegame_board::{Board, Game, Move, Rules, SameGameError, standard_positions};
use rand_pcg::Pcg32;

/// What the command line asked for.
enum Command {
    Play(PlayArgs),
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

struct PlayArgs {
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

fn parse_args(args: &[String]) -> Result<Command, String> {
    let (word, mut rest) = match args.first().map(String::as_str) {
        Some(w) if !w.starts_with("--") => (w, &args[1..]),
        _ => ("play", args),
    };
    let mut solve_file = None;
    if word == "solve" {
        match rest.first() {
            Some(f) if !f.starts_with("--") => {
                solve_file = Some(f.clone());
                rest = &rest[1..];
            }
            _ => return Err("solve needs a board file".into()),
        }
    }
    let mut seconds = None;
    let mut nodes = None;
    let mut method = Method::Nested { level: 2 };
    let mut threads = 2;
    let mut seed = 1;
    let (mut width, mut height, mut colours) = (15, 15, 5);
    let mut file = None;
    let mut strategy = StrategyName::Largest;
    let mut rng_seed = 1;
    let mut random = false;
    let mut rules = None;
    let mut quiet = false;
    let mut it = rest.iter();
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or_else(|| format!("{flag} needs a value"));
        let number = |v: &String| {
            v.parse::<u64>()
                .map_err(|_| format!("{flag}: not a number: {v}"))
        };
        match flag.as_str() {
            "--seed" => seed = number(value()?)?,
            "--width" => width = number(value()?)? as usize,
            "--height" => height = number(value()?)? as usize,
            "--colours" | "--colors" => colours = number(value()?)? as usize,
            "--file" => file = Some(value()?.clone()),
            "--rng" => rng_seed = number(value()?)?,
            "--strategy" => {
                random = match value()?.as_str() {
                    "largest" => false,
                    "random" => true,
                    other => return Err(format!("unknown strategy {other}: largest or random")),
                }
            }
            "--rules" => {
                rules = Some(match value()?.as_str() {
                    "classic" => Rules::CLASSIC,
                    "research" => Rules::RESEARCH,
                    "research-penalty" => Rules::RESEARCH.with_end_penalty(),
                    other => {
                        return Err(format!(
                            "unknown rules {other}: classic, research or research-penalty"
                        ));
                    }
                })
            }
            "--quiet" => quiet = true,
            "--seconds" => {
                let v = value()?;
                let s: f64 = v
                    .parse()
                    .map_err(|_| format!("--seconds: not a number: {v}"))?;
                if !(s.is_finite() && s >= 0.0) {
                    return Err(format!("--seconds: not a duration: {v}"));
                }
                seconds = Some(s);
            }
            "--nodes" => nodes = Some(number(value()?)?),
            "--threads" => threads = number(value()?)?.clamp(1, 64) as usize,
            "--method" => {
                method = match value()?.as_str() {
                    "beam" => Method::Beam,
                    "nested1" => Method::Nested { level: 1 },
                    "nested2" => Method::Nested { level: 2 },
                    "nested3" => Method::Nested { level: 3 },
                    other => {
                        return Err(format!(
                            "unknown method {other}: beam, nested1, nested2 or nested3"
                        ));
                    }
                }
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    if random {
        strategy = StrategyName::Random(rng_seed);
    }
    match word {
        "play" => Ok(Command::Play(PlayArgs {
            source: match file {
                Some(f) => Source::File(f),
                None => Source::Seed {
                    seed,
                    width,
                    height,
                    colours,
                },
            },
            strategy,
            rules: rules.unwrap_or(Rules::CLASSIC),
            quiet,
        })),
        "standard" => Ok(Command::Standard {
            strategy,
            rules: rules.unwrap_or(Rules::RESEARCH),
        }),
        "solve" | "solve-standard" => {
            let mut budget = Budget {
                time: seconds.map(std::time::Duration::from_secs_f64),
                nodes,
            };
            if budget.is_unlimited() {
                budget = Budget::seconds(1.0);
            }
            Ok(Command::Solve {
                file: solve_file,
                config: SolveConfig::new(method, budget).seed(seed).threads(threads),
                rules: rules.unwrap_or(Rules::RESEARCH),
            })
        }
        other => Err(format!(
            "unknown command {other}: play, standard, solve or solve-standard"
        )),
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
                played.colour,
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
        Command::Play(args) => {
            let board = match args.source {
                Source::Seed {
                    seed,
                    width,
                    height,
                    colours,
                } => {
                    println!("seed {seed}, {width}x{height}, {colours} colours");
                    Board::random(width, height, colours, seed).map_err(|e| e.to_string())?
                }
                Source::File(path) => load(&path)?,
            };
            print!("{board}");
            println!("cells: x = column from the left, y = row from the bottom");
            let game = play_out(board, args.strategy, args.rules, args.quiet);
            print!("{}", game.board());
            let left: Vec<String> = game
                .board()
                .remaining_all()
                .iter()
                .enumerate()
                .map(|(k, n)| format!("{}:{n}", k + 1))
                .collect();
            println!("tiles left per colour: {}", left.join(" "));
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
            let solution = solve(&board, &rules, &config);
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
        r if r == Rules::CLASSIC => "classic rules, (n-1)^2",
        r if r == Rules::RESEARCH => "research rules, (n-2)^2 + 1000 for clearing",
        r if r == Rules::RESEARCH.with_end_penalty() => "research rules with the end penalty",
        _ => "custom rules",
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match parse_args(&args).and_then(run) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("samegame: {e}");
            ExitCode::FAILURE
        }
    }
}
