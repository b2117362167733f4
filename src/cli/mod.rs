//! The command line (docs/formats.md): raw arguments parsed by clap, then handed to the
//! library. Exit codes: 0 success, 1 invalid input or a puzzle that cannot be made
//! as asked, 2 usage errors (clap's own).

pub mod analyze;
pub mod cover;
pub mod init;
pub mod puzzle;
pub mod serve;

use std::path::PathBuf;

use clap::{Parser, Subcommand};

use crate::build::{BuildOptions, build};

#[derive(Debug, Parser)]
#[command(
    name = "mazebook",
    version,
    about = "Print-ready puzzle books of checked, graded mazes"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Build a book: SPEC (default ./book.toml) into DIR/book.pdf and DIR/book.json.
    Build(BuildOptions),
    /// A paperback cover's size and spine for a page count, without building.
    Cover(cover::CoverArgs),
    /// Write a commented starter book.toml into DIR (default: this folder).
    Init {
        #[arg(default_value = ".")]
        dir: PathBuf,
    },
    /// Make one puzzle.
    Puzzle {
        #[command(subcommand)]
        kind: puzzle::PuzzleCommand,
    },
    /// Preview the book live: its pages, preflight report and playable view,
    /// rebuilt on every change (on 127.0.0.1 only).
    Serve(serve::ServeArgs),
    /// Re-check a puzzle in its JSON form and print it with solution and metrics.
    Analyze {
        /// A puzzle's JSON form ("-" for standard input).
        file: PathBuf,
    },
}

/// Runs a parsed command line.
pub fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Build(options) => {
            let report = build(&options)?;
            for warning in &report.warnings {
                print_err(&format!("warning: {warning}"));
            }
            if !options.quiet {
                let puzzles = match report.puzzles {
                    1 => "1 puzzle".to_string(),
                    n => format!("{n} puzzles"),
                };
                print_err(&format!(
                    "wrote {} ({} pages, {puzzles}, {} KB)",
                    report.pdf.display(),
                    report.pages,
                    report.pdf_bytes.div_ceil(1024)
                ));
                print_err(&report.preflight.to_string());
            }
            Ok(())
        }
        Command::Cover(args) => cover::run(&args),
        Command::Init { dir } => init::init(&dir),
        Command::Puzzle { kind } => puzzle::run(kind),
        Command::Analyze { file } => analyze::run(&file),
        Command::Serve(args) => serve::run(&args),
    }
}

/// Prints `text` to standard output. A reader that stops early (`… | head`)
/// closes the pipe; that ends the output quietly rather than as an error. Any
/// other failed write (a full disk) is an error: never exit 0 after a lost write.
pub fn print_out(text: &str) -> anyhow::Result<()> {
    print_bytes(text.as_bytes())
}

/// Writes `bytes` to standard output, as `print_out` does text.
pub fn print_bytes(bytes: &[u8]) -> anyhow::Result<()> {
    print_with(|out| out.write_all(bytes))
}

/// Writes to standard output with `write`, through a buffer (so large outputs
/// are never held whole), as `print_out` does text.
pub fn print_with(
    write: impl FnOnce(&mut dyn std::io::Write) -> std::io::Result<()>,
) -> anyhow::Result<()> {
    use std::io::Write;
    let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    match write(&mut out).and_then(|()| out.flush()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(anyhow::anyhow!("cannot write to standard output: {e}")),
        Ok(()) => Ok(()),
    }
}

/// Prints one line to standard error. Where standard error cannot be written
/// (closed, or a full disk) there is nowhere left to say so: the line is dropped
/// silently instead of ending the program in a panic.
pub fn print_err(line: &str) {
    use std::io::Write;
    let mut err = std::io::stderr().lock();
    let _ = writeln!(err, "{line}").and_then(|()| err.flush());
}
