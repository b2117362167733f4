//! book.html as a file: written with `--html` or `[book] html = true` beside
//! book.pdf and book.json, from the very puzzles book.json lists, the same bytes
//! on every build and thread count, within its size budget, and removed by a
//! build that does not ask for it.

use std::path::Path;

use serde_json::Value;

use crate::common::{build, mazebook, spec_in_temp};

fn grid_book(count: usize, html: bool) -> String {
    format!(
        "[book]\ntitle = \"Grids\"\nseed = 9\nhtml = {html}\n\n[[section]]\ntitle = \"Mazes\"\nkind = \"grid\"\ncount = {count}\n"
    )
}

/// The data book.html's players read: `<script id="book-data">`.
fn page_data(html: &str) -> Value {
    let start = html.find("id=\"book-data\">").expect("the data") + "id=\"book-data\">".len();
    let end = start + html[start..].find("</script>").expect("its end");
    serde_json::from_str(&html[start..end]).expect("JSON")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn twenty_four_grid_mazes_fit_in_400_kb_and_the_fixed_part_in_250_kb() {
    let (dir, spec) = spec_in_temp(&grid_book(24, true));
    build(&spec, &dir.path().join("out"), &[]);
    let html = read(&dir.path().join("out/book.html"));
    assert!(html.len() <= 400_000, "24 mazes: {} bytes", html.len());
    let data = page_data(&html).to_string();
    let fixed = html.len() - data.len();
    assert!(fixed <= 250_000, "fixed part: {fixed} bytes");
    assert_eq!(page_data(&html)["puzzles"].as_array().unwrap().len(), 24);
}

#[test]
fn the_page_holds_the_puzzles_of_book_json_and_is_the_same_on_any_thread_count() {
    let (dir, spec) = spec_in_temp(&format!(
        "{}\n[[section]]\ntitle = \"Lights\"\nkind = \"viennese\"\ncount = 2\ndifficulty = \"easy\"\n\n\
         [[section]]\ntitle = \"Turns\"\nkind = \"rotation\"\ncount = 2\n\n\
         [[section]]\ntitle = \"Boards\"\nkind = \"magic-labyrinth\"\ncount = 1\n\n\
         [[section]]\ntitle = \"Escapes\"\nkind = \"theseus\"\ncount = 1\ndifficulty = \"easy\"\n",
        grid_book(3, false)
    ));
    let mut pages = Vec::new();
    for threads in ["1", "2"] {
        let out = dir.path().join(format!("out-{threads}"));
        mazebook()
            .env("RAYON_NUM_THREADS", threads)
            .args(["build", "--quiet", "--html", "--out"])
            .arg(&out)
            .arg(&spec)
            .assert()
            .success();
        pages.push((read(&out.join("book.html")), read(&out.join("book.json"))));
    }
    assert!(
        pages[0].0 == pages[1].0,
        "book.html differs between 1 and 2 threads"
    );
    let (html, manifest) = &pages[0];
    let manifest: Value = serde_json::from_str(manifest).unwrap();
    let data = page_data(html);
    let shown = data["puzzles"].as_array().unwrap();
    let listed = manifest["puzzles"].as_array().unwrap();
    assert_eq!(shown.len(), listed.len());
    for (shown, listed) in shown.iter().zip(listed) {
        assert_eq!(shown["number"], listed["number"]);
        assert_eq!(shown["kind"], listed["kind"]);
        let form = shown["form"].as_object().unwrap();
        for (key, value) in form {
            assert_eq!(value, &listed[key], "puzzle {}: {key}", listed["number"]);
        }
        if listed["kind"] == "theseus" {
            let fields = [
                "width", "height", "walls", "exit", "theseus", "minotaur", "solution",
            ];
            assert!(fields.iter().all(|f| form.contains_key(*f)), "{form:?}");
        }
        assert!(html.contains(&format!("data-puzzle=\"{}\"", listed["number"])));
    }
    assert!(html.contains("<title>Grids</title>"));
    assert!(html.contains("Content-Security-Policy\" content=\"default-src 'none'"));
}

#[test]
fn a_build_without_html_removes_an_earlier_book_html_and_html_must_be_true_or_false() {
    let (dir, spec) = spec_in_temp(&grid_book(1, false));
    let out = dir.path().join("out");
    build(&spec, &out, &["--html"]);
    assert!(out.join("book.html").is_file());
    build(&spec, &out, &[]);
    assert!(!out.join("book.html").exists(), "a stale book.html stays");
    let (_dir, spec) = spec_in_temp(&grid_book(1, false).replace("html = false", "html = \"yes\""));
    let output = mazebook().arg("build").arg(&spec).output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("book.html"), "{stderr}");
}
