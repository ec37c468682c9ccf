//! Running the example programs from integration tests.

#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;

/// Every example, by the file names in `examples/`.
pub fn example_names() -> Vec<String> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("examples/ is readable")
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            let is_rs = path.extension().is_some_and(|e| e == "rs");
            (path.is_file() && is_rs).then(|| path.file_stem()?.to_str().map(String::from))?
        })
        .collect();
    names.sort();
    names
}

/// The built example `name`. `cargo test` builds every example next to the tests
/// (`target/<profile>/examples/`); when a test is run on its own (`cargo test --test
/// ...`) and an example was never built, the examples are built here first, once.
/// (Run on its own, a test uses the examples as last built: after changing one, run
/// `cargo build --examples` or the whole `cargo test`.)
pub fn example(name: &str) -> PathBuf {
    static BUILT: OnceLock<()> = OnceLock::new();
    let exe = std::env::current_exe().expect("the test knows its own path");
    // target/<profile>/deps/<test> -> target/<profile>/examples/<name>
    let dir = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("tests run from target/<profile>/deps")
        .join("examples");
    let path = dir.join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    if !path.exists() {
        BUILT.get_or_init(|| {
            let status = Command::new(env!("CARGO"))
                .args(["build", "--quiet", "--examples"])
                .current_dir(env!("CARGO_MANIFEST_DIR"))
                .status()
                .expect("cargo runs");
            assert!(status.success(), "building the examples failed");
        });
    }
    path
}

/// Runs example `name` with `args` and `stdin` as its input; colour off, and no
/// high scores kept (a test must not write to the real home).
pub fn run(name: &str, args: &[&str], stdin: &str) -> Output {
    run_with(name, args, stdin, &[("BANMEN_NO_SCORES", "1")])
}

/// [`run`] with these environment variables (and colour off).
pub fn run_with(name: &str, args: &[&str], stdin: &str, env: &[(&str, &str)]) -> Output {
    spawn(name, args, stdin, env)
        .wait_with_output()
        .expect("the example finishes")
}

/// Starts example `name` with `args` and these environment variables (colour off),
/// its output piped, and hands it `stdin`.
fn spawn(name: &str, args: &[&str], stdin: &str, env: &[(&str, &str)]) -> std::process::Child {
    let mut child = Command::new(example(name))
        .args(args)
        .envs(env.iter().copied())
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{name} starts: {e}"));
    // A program that exits before reading everything closes the pipe; that is fine.
    let _ = child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(stdin.as_bytes());
    child
}

/// [`run_with`] for an example whose output fits a pipe (64 KiB), or `None` (and the
/// example killed) if it has not ended after
/// `seconds`: a game that hangs fails its test instead of stopping the run.
pub fn run_within(
    seconds: u64,
    name: &str,
    args: &[&str],
    stdin: &str,
    env: &[(&str, &str)],
) -> Option<Output> {
    let mut child = spawn(name, args, stdin, env);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(seconds);
    while std::time::Instant::now() < deadline {
        if child
            .try_wait()
            .expect("the example can be waited on")
            .is_some()
        {
            return Some(child.wait_with_output().expect("the example finishes"));
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
    None
}

/// Runs example `name` as [`run`] does, checks that it exits with 0 and returns its
/// stdout as text.
pub fn played(name: &str, args: &[&str], stdin: &str) -> String {
    let out = run(name, args, stdin);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    stdout(&out)
}

/// Checks that `text` names every one of `problems`.
pub fn assert_mentions(text: &str, problems: &[&str]) {
    for problem in problems {
        assert!(text.contains(problem), "{problem}:\n{text}");
    }
}

/// stdout as text.
pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// stderr as text.
pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The last line of `text` holding `prefix`, from `prefix` on (a prompt may come
/// before it on the same line).
pub fn last_line_starting(text: &str, prefix: &str) -> String {
    text.lines()
        .filter_map(|l| l.rfind(prefix).map(|i| l[i..].to_string()))
        .next_back()
        .unwrap_or_else(|| panic!("no line with {prefix:?} in:\n{text}"))
}
