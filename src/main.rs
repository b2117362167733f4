//! The `mazebook` binary: parse the command line, run it, print the error chain.

use std::process::ExitCode;

use clap::Parser;
use mazebook::cli::{Cli, print_err, run};

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            print_err(&format!("error: {error:#}"));
            ExitCode::from(1)
        }
    }
}
