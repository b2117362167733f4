//! Helper: Debian's Chromium, headless, driven through chromedriver (WebDriver)
//! with fantoccini. A browser that cannot start fails the test that asked for
//! it: these tests never pass by skipping. `.ci/run` installs `chromium` and
//! `chromium-driver` when they are missing.

use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::actions::{InputSource, MouseActions, PointerAction};
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};

/// A headless Chromium with its own fresh profile, and the driver behind it.
pub struct Browser {
    pub client: Client,
    driver: Child,
    _profile: tempfile::TempDir,
}

/// The flags for a closed network: no first-run, sync, update or background
/// traffic, no GPU, no sandbox (CI runs as root).
const FLAGS: [&str; 8] = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
];

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free port on 127.0.0.1")
        .port()
}

impl Browser {
    /// Starts chromedriver and a Chromium window of `width`×`height` pixels.
    pub async fn start(width: u32, height: u32) -> Browser {
        let port = free_port();
        let driver = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver (apt-get install chromium chromium-driver) must start");
        let profile = tempfile::tempdir().unwrap();
        let mut args: Vec<String> = FLAGS.iter().map(|f| f.to_string()).collect();
        args.push(format!("--user-data-dir={}", profile.path().display()));
        args.push(format!("--window-size={width},{height}"));
        let capabilities = json!({
            "goog:chromeOptions": { "binary": chromium_binary(), "args": args }
        });
        let Value::Object(capabilities) = capabilities else {
            unreachable!()
        };
        let url = format!("http://127.0.0.1:{port}");
        let deadline = Instant::now() + Duration::from_secs(30);
        let client = loop {
            let connector = hyper_util::client::legacy::connect::HttpConnector::new();
            match ClientBuilder::new(connector)
                .capabilities(capabilities.clone())
                .connect(&url)
                .await
            {
                Ok(client) => break client,
                Err(error) if Instant::now() > deadline => {
                    panic!("Chromium did not start through chromedriver: {error}")
                }
                Err(_) => tokio::time::sleep(Duration::from_millis(200)).await,
            }
        };
        Browser {
            client,
            driver,
            _profile: profile,
        }
    }

    /// Runs `script` (a function body; `arguments` are `args`) and returns its value.
    pub async fn run(&self, script: &str, args: Vec<Value>) -> Value {
        self.client
            .execute(script, args)
            .await
            .unwrap_or_else(|e| panic!("script failed: {e}\n{script}"))
    }

    /// Waits up to `seconds` for `script` to return true.
    pub async fn wait_for(&self, script: &str, seconds: u64, what: &str) {
        let deadline = Instant::now() + Duration::from_secs(seconds);
        loop {
            if self.run(script, vec![]).await == Value::Bool(true) {
                return;
            }
            assert!(Instant::now() < deadline, "timed out waiting for {what}");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// A real pointer click (move, press, release) at a point inside the
    /// element `selector` finds, scrolled into view first. Panics when the
    /// element is missing or covered.
    pub async fn click(&self, selector: &str) {
        let (x, y) = self.point_inside(selector).await;
        let mouse = MouseActions::new("mouse".into())
            .then(PointerAction::MoveTo {
                duration: None,
                x,
                y,
            })
            .then(PointerAction::Down {
                button: fantoccini::actions::MOUSE_BUTTON_LEFT,
            })
            .then(PointerAction::Up {
                button: fantoccini::actions::MOUSE_BUTTON_LEFT,
            });
        self.client
            .perform_actions(mouse)
            .await
            .expect("the click is performed");
    }

    /// A point (viewport pixels) where a click lands on the element `selector`
    /// finds, after scrolling it into view.
    pub async fn point_inside(&self, selector: &str) -> (f64, f64) {
        self.point_in_view(selector, true).await
    }

    /// As [`Browser::point_inside`]; with `scroll` false the page stays where it is.
    pub async fn point_in_view(&self, selector: &str, scroll: bool) -> (f64, f64) {
        let arguments = vec![Value::from(selector), Value::from(!scroll)];
        let point = self.run(POINT_INSIDE, arguments).await;
        match (point[0].as_f64(), point[1].as_f64()) {
            (Some(x), Some(y)) => (x, y),
            _ => panic!("no visible point inside {selector}: {point}"),
        }
    }

    /// Presses the pointer at the first point, drags it through the others and
    /// lets go at the last, in one gesture.
    pub async fn drag(&self, points: &[(f64, f64)]) {
        let left = fantoccini::actions::MOUSE_BUTTON_LEFT;
        let mut mouse = MouseActions::new("mouse".into());
        for (index, &(x, y)) in points.iter().enumerate() {
            let duration = Some(Duration::from_millis(20));
            mouse = mouse.then(PointerAction::MoveTo { duration, x, y });
            if index == 0 {
                mouse = mouse.then(PointerAction::Down { button: left });
            }
        }
        mouse = mouse.then(PointerAction::Up { button: left });
        self.client
            .perform_actions(mouse)
            .await
            .expect("the drag is performed");
    }

    /// The attribute `name` of the element `selector` finds.
    pub async fn attribute(&self, selector: &str, name: &str) -> Option<String> {
        let element = self.client.find(Locator::Css(selector)).await.ok()?;
        element.attr(name).await.ok().flatten()
    }

    /// Ends the session and the driver.
    pub async fn stop(mut self) {
        let _ = self.client.clone().close().await;
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

fn chromium_binary() -> &'static str {
    ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        .into_iter()
        .find(|path| std::path::Path::new(path).exists())
        .unwrap_or("/usr/bin/chromium")
}

/// Finds a point of the element (in viewport pixels) where a click lands on
/// it: the fill of an SVG shape, the box of anything else, nearest its middle.
const POINT_INSIDE: &str = r#"
const element = document.querySelector(arguments[0]);
if (!element) return null;
if (!arguments[1]) element.scrollIntoView({ block: "center", inline: "center" });
const hits = (x, y) => {
  const found = document.elementFromPoint(x, y);
  return found === element || element.contains(found);
};
const box = element.getBoundingClientRect();
const candidates = [];
for (let i = 0; i <= 16; i++) for (let j = 0; j <= 16; j++) {
  const x = box.left + box.width * (i / 16), y = box.top + box.height * (j / 16);
  candidates.push([x, y, Math.hypot(i - 8, j - 8)]);
}
candidates.sort((a, b) => a[2] - b[2]);
for (const [x, y] of candidates) if (hits(Math.round(x), Math.round(y))) return [Math.round(x), Math.round(y)];
return null;
"#;

/// A browser test's body on a runtime of its own.
pub fn run_async<F: std::future::Future<Output = ()>>(test: F) {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime")
        .block_on(test);
}

/// `file://` address of a path.
pub fn file_url(path: &std::path::Path) -> String {
    format!("file://{}", path.display())
}
