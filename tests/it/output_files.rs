//! What the commands do to the files they are given as outputs: FIFOs and devices
//! are written into and links followed (never replaced), `-` is standard output,
//! a failed command replaces none of its outputs, and a rebuild removes the
//! previews of pages the book no longer has.

use std::path::Path;

use crate::common::{build, build_output, easy_section, mazebook, small_spec, spec_in_temp};

fn mkfifo(path: &Path) {
    let status = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(status.success());
}

fn is_fifo(path: &Path) -> bool {
    use std::os::unix::fs::FileTypeExt;
    std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_fifo())
}

#[test]
fn special_files_are_written_into_not_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("maze.svg");
    mkfifo(&fifo);
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read_to_string(fifo).expect("reads the FIFO"))
    };
    mazebook()
        .args(["puzzle", "grid", "--svg"])
        .arg(&fifo)
        .assert()
        .success();
    // Checked before joining: a replaced FIFO would leave the reader waiting.
    assert!(is_fifo(&fifo), "the FIFO is still a FIFO");
    let text = reader.join().expect("the reader ends");
    assert!(text.starts_with("<svg"), "{text}");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
}

#[test]
fn a_link_given_as_output_is_followed_not_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let (link, target) = (dir.path().join("link.svg"), dir.path().join("sub/real.svg"));
    std::fs::create_dir(dir.path().join("sub")).unwrap();
    std::fs::write(&target, b"old").unwrap();
    std::os::unix::fs::symlink("sub/real.svg", &link).unwrap();
    let dangling = dir.path().join("dangling.svg");
    std::os::unix::fs::symlink("new.svg", &dangling).unwrap();
    mazebook()
        .args(["puzzle", "grid", "--svg"])
        .arg(&link)
        .arg("--answer-svg")
        .arg(&dangling)
        .assert()
        .success();
    for (link, named) in [(&link, "sub/real.svg"), (&dangling, "new.svg")] {
        let metadata = std::fs::symlink_metadata(link).unwrap();
        assert!(metadata.file_type().is_symlink(), "the link is kept");
        assert_eq!(std::fs::read_link(link).unwrap(), Path::new(named));
        let text = std::fs::read_to_string(dir.path().join(named)).unwrap();
        assert!(text.starts_with("<svg"), "the link's target is written");
    }
}

#[test]
fn a_folder_given_as_output_is_refused_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let output = mazebook()
        .args(["puzzle", "grid", "--svg"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("it is a folder"), "{error}");
    assert!(dir.path().is_dir());
}

#[test]
fn svg_dash_writes_standard_output() {
    let output = mazebook()
        .args(["puzzle", "grid", "--svg", "-"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.starts_with("<svg") && text.trim_end().ends_with("</svg>"));
    assert_eq!(text.matches("<svg").count(), 1, "no summary line after it");
    assert!(!Path::new("-").exists());
}

#[test]
fn a_failed_puzzle_command_writes_none_of_its_outputs() {
    let dir = tempfile::tempdir().unwrap();
    let (plain, svg) = (dir.path().join("plain"), dir.path().join("out.svg"));
    std::fs::write(&plain, b"a file, not a folder").unwrap();
    let output = mazebook()
        .args(["puzzle", "block", "--svg"])
        .arg(&svg)
        .arg("--answer-svg")
        .arg(plain.join("x.svg"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("plain"));
    assert!(!svg.exists(), "the puzzle SVG is not written");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
}

fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[test]
fn a_failed_build_replaces_none_of_its_outputs() {
    let (dir, spec) = spec_in_temp(&small_spec(&easy_section(2)));
    let out = dir.path().join("out");
    build(&spec, &out, &["--svg"]);
    let json_before = std::fs::read(out.join("book.json")).unwrap();
    let previews_before = std::fs::read(out.join("pages/001.svg")).unwrap();
    std::fs::remove_file(out.join("book.pdf")).unwrap();
    std::fs::create_dir(out.join("book.pdf")).unwrap();
    std::fs::write(&spec, small_spec(&easy_section(4))).unwrap();
    let output = mazebook()
        .arg("build")
        .arg(&spec)
        .arg("--out")
        .arg(&out)
        .args(["--quiet", "--svg"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(
        error.contains("book.pdf") && error.contains("folder"),
        "{error}"
    );
    assert_eq!(std::fs::read(out.join("book.json")).unwrap(), json_before);
    assert_eq!(
        std::fs::read(out.join("pages/001.svg")).unwrap(),
        previews_before
    );
    assert_eq!(listing(&out), ["book.json", "book.pdf", "pages"]);
    assert!(
        listing(&out.join("pages"))
            .iter()
            .all(|n| !n.starts_with('.')),
        "no temporary file is left"
    );
}

#[test]
fn a_rebuild_with_fewer_pages_removes_stale_previews() {
    let (dir, spec) = spec_in_temp(&small_spec(&easy_section(12)));
    let out = dir.path().join("out");
    build(&spec, &out, &["--svg"]);
    let pages = out.join("pages");
    let long = listing(&pages).len();
    std::fs::write(pages.join("999.png"), b"an old preview").unwrap();
    std::fs::write(pages.join("notes.svg"), b"not ours").unwrap();
    std::fs::write(pages.join("0099.svg"), b"not ours either").unwrap();
    std::fs::write(&spec, small_spec(&easy_section(2))).unwrap();
    let built = build_output(&spec, &out);
    assert!(built.status.success());
    let manifest: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out.join("book.json")).unwrap()).unwrap();
    let count = manifest["pages"].as_u64().unwrap() as usize;
    assert!(
        count < long,
        "the rebuild has fewer pages ({count} < {long})"
    );
    let mut expected: Vec<String> = (1..=count).map(|n| format!("{n:03}.svg")).collect();
    expected.extend(["0099.svg".to_string(), "notes.svg".to_string()]);
    expected.sort();
    assert_eq!(listing(&pages), expected);
}
