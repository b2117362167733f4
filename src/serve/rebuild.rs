//! The book as the preview knows it: built once at the start and again after
//! every change to the files it is made from; each build's outcome (pages,
//! title, preflight report, or the error) becomes a new [`Snapshot`] that the
//! page's event stream announces. A failed build keeps the last good pages.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, RwLock};
use std::time::Duration;

use notify::{Event, EventKind, RecommendedWatcher, RecursiveMode, Watcher};
use serde::Serialize;
use tokio::sync::watch;

use super::watched::{Watched, absolute};
use super::{ServeError, ServeOptions};
use crate::build::{BuildOptions, build};
use crate::fonts::FontChoice;

/// What the page shows: the last build's outcome.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Snapshot {
    /// Counts the builds; the page reloads its pages when it changes.
    pub version: u64,
    /// The book's title (the last good build's).
    pub title: String,
    /// How many pages the last good build has.
    pub pages: usize,
    /// Why the last build failed, as the command line says it.
    pub error: Option<String>,
    /// The last good build's warnings and preflight report.
    pub report: String,
    /// A build is under way.
    pub building: bool,
    /// The font the last good build's pages use.
    #[serde(skip)]
    pub font: Option<FontChoice>,
    /// The server is stopping: event streams end.
    #[serde(skip)]
    pub stopping: bool,
}

/// The preview's state, shared by the builder thread and the server.
pub struct Shared {
    pub options: ServeOptions,
    status: watch::Sender<Snapshot>,
}

impl Shared {
    pub fn new(options: &ServeOptions) -> Shared {
        Shared {
            options: options.clone(),
            status: watch::Sender::new(Snapshot::default()),
        }
    }

    pub fn snapshot(&self) -> Snapshot {
        self.status.borrow().clone()
    }

    pub fn subscribe(&self) -> watch::Receiver<Snapshot> {
        self.status.subscribe()
    }

    /// Ends every event stream, so the server can stop.
    pub fn stop(&self) {
        self.status.send_modify(|snapshot| snapshot.stopping = true);
    }

    /// Builds the book and publishes the outcome.
    fn rebuild(&self) {
        self.status.send_modify(|snapshot| snapshot.building = true);
        let options = BuildOptions {
            spec: self.options.spec.clone(),
            out: self.options.out.clone(),
            svg: true,
            png: false,
            quiet: true,
            seed: None,
            proof: false,
            html: true,
            strict: false,
        };
        let outcome = build(&options);
        let spec = crate::spec::load(&self.options.spec).ok();
        self.status.send_modify(|snapshot| {
            snapshot.version += 1;
            snapshot.building = false;
            match outcome {
                Ok(report) => {
                    let mut lines: Vec<String> = report
                        .warnings
                        .iter()
                        .map(|w| format!("warning: {w}"))
                        .collect();
                    lines.push(report.preflight.to_string());
                    snapshot.report = lines.join("\n");
                    snapshot.pages = report.pages;
                    snapshot.title = report.title;
                    snapshot.error = None;
                    if let Some(spec) = spec {
                        snapshot.font = Some(spec.book.font);
                    }
                }
                Err(error) => {
                    snapshot.error = Some(format!("error: {:#}", anyhow::Error::from(error)));
                }
            }
        });
    }
}

/// How long the files must stay quiet after a change before the build starts
/// (an editor's save is often several writes).
const QUIET: Duration = Duration::from_millis(150);

/// Builds the book now, then after every change to the files it is made
/// from (see [`Watched`]); the list of those is made again after each build,
/// so a file the spec starts to name is watched from then on. The returned
/// watcher must be kept: dropping it ends the watching and the builder. Only
/// changes count: a file opened or read (by the build itself) is no reason to
/// build again.
pub fn start(shared: Arc<Shared>) -> Result<Arc<Mutex<RecommendedWatcher>>, ServeError> {
    let out = absolute(&shared.options.out);
    let _ = std::fs::create_dir_all(&out);
    let out = out.canonicalize().unwrap_or(out);
    let watched = Arc::new(RwLock::new(Watched::default()));
    let (sender, receiver) = std::sync::mpsc::channel::<PathBuf>();
    let filter = Arc::clone(&watched);
    let watcher = notify::recommended_watcher(move |event: notify::Result<Event>| {
        let Ok(event) = event else { return };
        if !is_change(&event.kind) {
            return;
        }
        let Ok(watched) = filter.read() else { return };
        for path in event.paths {
            if is_source(&path, &watched, &out) {
                let _ = sender.send(path);
            }
        }
    })?;
    let watcher = Arc::new(Mutex::new(watcher));
    follow(&watcher, &watched, Watched::of_spec(&shared.options.spec))?;
    let kept = Arc::downgrade(&watcher);
    std::thread::spawn(move || {
        shared.rebuild();
        while receiver.recv().is_ok() {
            while receiver.recv_timeout(QUIET).is_ok() {}
            shared.rebuild();
            let Some(watcher) = kept.upgrade() else {
                return;
            };
            let _ = follow(&watcher, &watched, Watched::of_spec(&shared.options.spec));
        }
    });
    Ok(watcher)
}

/// Points the watcher at `now`'s folders, leaving those no longer named.
fn follow(
    watcher: &Mutex<RecommendedWatcher>,
    watched: &RwLock<Watched>,
    now: Watched,
) -> Result<(), ServeError> {
    let Ok(mut current) = watched.write() else {
        return Ok(());
    };
    if *current == now {
        return Ok(());
    }
    let Ok(mut watcher) = watcher.lock() else {
        return Ok(());
    };
    let (before, after) = (current.watch_list(), now.watch_list());
    for (folder, _) in before.iter().filter(|entry| !after.contains(entry)) {
        let _ = watcher.unwatch(folder);
    }
    for (folder, whole) in after.iter().filter(|entry| !before.contains(entry)) {
        let mode = if *whole {
            RecursiveMode::Recursive
        } else {
            RecursiveMode::NonRecursive
        };
        watcher.watch(folder, mode)?;
    }
    *current = now;
    Ok(())
}

/// A file made, written, renamed or removed (not opened, read or closed
/// unwritten, nor its access time touched).
fn is_change(kind: &EventKind) -> bool {
    use notify::event::{MetadataKind, ModifyKind};
    match kind {
        EventKind::Create(_) | EventKind::Remove(_) => true,
        EventKind::Modify(ModifyKind::Metadata(MetadataKind::AccessTime)) => false,
        EventKind::Modify(_) => true,
        EventKind::Access(access) => {
            matches!(
                access,
                notify::event::AccessKind::Close(notify::event::AccessMode::Write)
            )
        }
        EventKind::Any | EventKind::Other => false,
    }
}

/// A change the book may depend on: not in the output folder; a watched file
/// or below a watched folder, not in a hidden folder or file, nor in a
/// `target` folder (a Rust build beside the book).
fn is_source(path: &Path, watched: &Watched, out: &Path) -> bool {
    let Some(inside) = watched.inside(path) else {
        return false;
    };
    !path.starts_with(out)
        && !inside.components().any(|part| {
            let name = part.as_os_str().to_string_lossy();
            name.starts_with('.') || name == "target"
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn output_hidden_and_target_files_are_not_sources() {
        let watched = Watched {
            folders: vec![PathBuf::from("/tmp/.tmp1/books")],
            files: [PathBuf::from("/tmp/.tmp1/pictures/dino.png")].into(),
        };
        let out = Path::new("/tmp/.tmp1/books/out");
        let source = |path: &str| is_source(Path::new(path), &watched, out);
        assert!(source("/tmp/.tmp1/books/book.toml"));
        assert!(source("/tmp/.tmp1/books/templates/page.svg"));
        assert!(!source("/tmp/.tmp1/books/out/pages/001.svg"));
        assert!(!source("/tmp/.tmp1/books/.book.toml.swp"));
        assert!(!source("/tmp/.tmp1/books/target/debug/x.json"));
        assert!(!source("/elsewhere/book.toml"));
        assert!(source("/tmp/.tmp1/pictures/dino.png"));
        assert!(!source("/tmp/.tmp1/pictures/cat.png"));
    }

    #[test]
    fn reading_a_file_is_no_change_and_writing_it_is() {
        use notify::event::{AccessKind, AccessMode, CreateKind, DataChange, ModifyKind};
        assert!(!is_change(&EventKind::Access(AccessKind::Open(
            AccessMode::Any
        ))));
        assert!(!is_change(&EventKind::Access(AccessKind::Close(
            AccessMode::Read
        ))));
        assert!(is_change(&EventKind::Access(AccessKind::Close(
            AccessMode::Write
        ))));
        assert!(is_change(&EventKind::Modify(ModifyKind::Data(
            DataChange::Any
        ))));
        assert!(is_change(&EventKind::Create(CreateKind::File)));
    }
}
