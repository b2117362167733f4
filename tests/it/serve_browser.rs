//! `mazebook serve` in a real browser: the page shows the book; an edited title
//! appears without a reload; a misspelt key shows the error naming it above the
//! last good book; Ctrl-C stops the server and frees its port; a port in use is
//! refused naming `--port`.

use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::browser::{Browser, run_async};
use crate::common::spec_in_temp;

fn spec(title: &str, title_key: &str) -> String {
    format!(
        "[book]\n{title_key} = \"{title}\"\nseed = 3\n\n[[section]]\ntitle = \"Warm-up\"\nkind = \"grid\"\ncount = 2\ndifficulty = \"easy\"\n\n[[section]]\ntitle = \"Turns\"\nkind = \"rotation\"\ncount = 1\ndifficulty = \"easy\"\n"
    )
}

/// Starts `mazebook serve` on any free port; returns the child and its address.
pub fn start_serve(spec: &std::path::Path, out: &std::path::Path) -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mazebook"))
        .arg("serve")
        .arg(spec)
        .arg("--out")
        .arg(out)
        .args(["--port", "0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("mazebook serve starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let url = line
        .split_whitespace()
        .find(|word| word.starts_with("http://"))
        .unwrap_or_else(|| panic!("no address in {line:?}"))
        .to_string();
    assert!(url.starts_with("http://127.0.0.1:"), "{url}");
    (child, url)
}

pub fn interrupt(child: &mut Child) -> std::process::ExitStatus {
    Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        assert!(Instant::now() < deadline, "serve did not stop on Ctrl-C");
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn serve_shows_the_book_follows_edits_without_reloading_and_stops_on_ctrl_c() {
    let (dir, path) = spec_in_temp(&spec("First Title", "title"));
    let out = dir.path().join("out");
    let (mut child, url) = start_serve(&path, &out);
    run_async(async {
        let browser = Browser::start(1280, 900).await;
        browser.client.goto(&url).await.unwrap();
        browser
            .wait_for(
                "return document.title === 'First Title' && document.querySelectorAll('#pages img').length > 0",
                60,
                "the first build shown",
            )
            .await;
        browser
            .wait_for(
                "return Array.from(document.querySelectorAll('#pages img')).slice(0, 3).every(i => i.complete && i.naturalWidth > 0)",
                30,
                "the pages drawn",
            )
            .await;
        browser
            .run("window.notReloaded = true; return true", vec![])
            .await;
        // Nothing changed: no build follows (the build reading the spec is no change).
        let version = "return document.body.dataset.version";
        let before = browser.run(version, vec![]).await;
        tokio::time::sleep(std::time::Duration::from_secs(2)).await;
        let after = browser.run(version, vec![]).await;
        assert_eq!(
            before, after,
            "the book was built again with nothing changed"
        );

        std::fs::write(&path, spec("Second Title", "title")).unwrap();
        browser
            .wait_for(
                "return document.title === 'Second Title' && document.getElementById('title').textContent === 'Second Title'",
                60,
                "the edited title",
            )
            .await;
        assert_eq!(
            browser
                .run("return window.notReloaded === true", vec![])
                .await,
            true,
            "the page was reloaded"
        );
        let played = browser
            .run("return document.getElementById('play').src", vec![])
            .await;
        assert!(played.as_str().unwrap().contains("/book.html"), "{played}");

        std::fs::write(&path, spec("Third Title", "titel")).unwrap();
        browser
            .wait_for(
                "const e = document.getElementById('error'); return !e.hidden && e.textContent.includes('titel')",
                60,
                "the error naming the misspelt key",
            )
            .await;
        let error = browser
            .run(
                "return document.getElementById('error').textContent",
                vec![],
            )
            .await;
        assert!(
            error.as_str().unwrap().contains("book.toml"),
            "the file is named: {error}"
        );
        let kept = browser
            .run(
                "return [document.title, document.querySelectorAll('#pages img').length]",
                vec![],
            )
            .await;
        assert_eq!(kept[0], "Second Title", "the last good book stays");
        assert!(kept[1].as_u64().unwrap() > 0);
        assert_eq!(
            browser
                .run("return window.notReloaded === true", vec![])
                .await,
            true
        );
        browser.stop().await;
    });
    let port: u16 = url
        .trim_end_matches('/')
        .rsplit(':')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let status = interrupt(&mut child);
    assert!(status.success(), "Ctrl-C is a clean stop: {status:?}");
    TcpListener::bind(("127.0.0.1", port)).expect("the stopped server freed its port");
    let written: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    let mut written = written;
    written.sort();
    assert_eq!(
        written,
        ["book.toml", "out"],
        "serve writes only into its output folder"
    );
}

#[test]
fn a_port_in_use_is_refused_naming_the_port_flag() {
    let (dir, path) = spec_in_temp(&spec("Busy", "title"));
    let taken = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port();
    let output = Command::new(env!("CARGO_BIN_EXE_mazebook"))
        .arg("serve")
        .arg(&path)
        .arg("--out")
        .arg(dir.path().join("out"))
        .args(["--port", &port.to_string()])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains(&format!("port {port}")) && stderr.contains("--port"),
        "{stderr}"
    );
}
