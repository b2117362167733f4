//! `mazebook serve`: the live preview (src/serve/), from the command line.

use std::path::PathBuf;

use crate::serve::{ServeOptions, serve};

/// `mazebook serve [SPEC] [--out DIR] [--port N] [--open]`.
#[derive(Debug, clap::Args)]
pub struct ServeArgs {
    /// The book spec.
    #[arg(default_value = "book.toml")]
    pub spec: PathBuf,
    /// Output folder: the build writes here, and nowhere else.
    #[arg(long, default_value = "out")]
    pub out: PathBuf,
    /// The port on 127.0.0.1 (0: any free port).
    #[arg(long, default_value_t = 3000)]
    pub port: u16,
    /// Open the preview in the browser.
    #[arg(long)]
    pub open: bool,
}

pub fn run(args: &ServeArgs) -> anyhow::Result<()> {
    let options = ServeOptions {
        spec: args.spec.clone(),
        out: args.out.clone(),
        port: args.port,
        open: args.open,
    };
    serve(&options, |url| {
        let _ = super::print_out(&format!("serving {url} (Ctrl-C stops)\n"));
    })?;
    super::print_err("stopped");
    Ok(())
}
