//! `mazebook serve`: a live preview of the book. It builds the book (with its
//! page SVGs and book.html) into the output folder, serves on 127.0.0.1 only a
//! page showing every page of the book, the preflight report and the playable
//! companion, and rebuilds when the spec or a file it uses changes; the page
//! hears of each rebuild through server-sent events and updates itself (the
//! files watched: the spec's folder and whatever it names elsewhere, see
//! `watched`). A spec
//! that does not build shows its error above the last good book.
//!
//! axum on tokio serves (as mdBook's `serve` does); notify watches the files
//! (as mdBook, cargo-watch and watchexec do), a change ending 150 ms of quiet
//! starting the build.

mod pages;
mod rebuild;
mod routes;
mod watched;

use std::net::{Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;

pub use rebuild::Snapshot;

/// What `serve` was asked to do.
#[derive(Debug, Clone)]
pub struct ServeOptions {
    pub spec: PathBuf,
    pub out: PathBuf,
    /// 0 = any free port.
    pub port: u16,
    /// Open the page in the system's browser once serving.
    pub open: bool,
}

/// Why `serve` could not run.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error(
        "port {port} on 127.0.0.1 is in use (by another server?); choose another with --port N"
    )]
    PortInUse { port: u16 },
    #[error("cannot listen on 127.0.0.1:{port}: {source}; choose another with --port N")]
    Listen { port: u16, source: std::io::Error },
    #[error("cannot watch the book's files: {0}")]
    Watch(#[from] notify::Error),
    #[error("cannot start the server: {0}")]
    Runtime(std::io::Error),
}

/// Serves until Ctrl-C. `announce` gets the page's address once it listens.
pub fn serve(options: &ServeOptions, announce: impl FnOnce(&str)) -> Result<(), ServeError> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(ServeError::Runtime)?;
    runtime.block_on(run(options, announce))
}

async fn run(options: &ServeOptions, announce: impl FnOnce(&str)) -> Result<(), ServeError> {
    let address = SocketAddr::from((Ipv4Addr::LOCALHOST, options.port));
    let listener = tokio::net::TcpListener::bind(address)
        .await
        .map_err(|source| match source.kind() {
            std::io::ErrorKind::AddrInUse => ServeError::PortInUse { port: options.port },
            _ => ServeError::Listen {
                port: options.port,
                source,
            },
        })?;
    let port = listener.local_addr().map_err(ServeError::Runtime)?.port();
    let shared = Arc::new(rebuild::Shared::new(options));
    let _watcher = rebuild::start(shared.clone())?;
    let url = format!("http://127.0.0.1:{port}/");
    announce(&url);
    if options.open {
        let _ = opener::open_browser(&url);
    }
    let stopping = shared.clone();
    axum::serve(listener, routes::router(shared))
        .with_graceful_shutdown(async move {
            let _ = tokio::signal::ctrl_c().await;
            stopping.stop();
        })
        .await
        .map_err(ServeError::Runtime)
}
