//! The `mazebook` binary: parse the command line, run it, print the error chain.

use std::process::ExitCode;

use clap::Parser;
use mazebook::cli::{Cli, run};

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::from(1)
        }
    }
}
