//! Masks from every source, checked for the properties a maze needs: one piece,
//! enough cells, the board asked for, and messages that name what is wrong.

use std::path::Path;

use resvg::tiny_skia::{Color, Pixmap};

use super::*;

const TILINGS: [Tiling; 3] = [Tiling::Square, Tiling::Hexagon, Tiling::Triangle];

/// A board as text: `#` in the maze, `.` outside (hexagons' odd rows shifted by
/// half a cell; triangles two characters a cell, `/\` up and `\/` down).
pub fn ascii(board: &Board) -> String {
    let mut text = String::new();
    for y in 0..board.height {
        if board.tiling == Tiling::Hexagon && y % 2 == 1 {
            text.push(' ');
        }
        for x in 0..board.width {
            let inside = board.in_maze[y * board.width + x];
            let cell = match board.tiling {
                Tiling::Square => {
                    if inside {
                        "#"
                    } else {
                        "."
                    }
                }
                Tiling::Hexagon => {
                    if inside {
                        "# "
                    } else {
                        ". "
                    }
                }
                _ => match (inside, (x + y) % 2 == 0) {
                    (true, true) => "/\\",
                    (true, false) => "\\/",
                    (false, _) => "..",
                },
            };
            text.push_str(cell);
        }
        text.push('\n');
    }
    text
}

fn one_piece(board: &Board) -> bool {
    pieces::pieces(board).1.len() == 1
}

/// The picture spans the board it asked for: no empty rows or columns at its
/// edges beyond one (a sharp point can cover less than half its cell; on
/// triangles two columns make one cell unit across).
fn spans_the_board(board: &Board) -> bool {
    let row_used = |y: usize| (0..board.width).any(|x| board.in_maze[y * board.width + x]);
    let column_used = |x: usize| (0..board.height).any(|y| board.in_maze[y * board.width + x]);
    let top = (0..board.height).take_while(|&y| !row_used(y)).count();
    let bottom = (0..board.height)
        .rev()
        .take_while(|&y| !row_used(y))
        .count();
    let left = (0..board.width).take_while(|&x| !column_used(x)).count();
    let right = (0..board.width)
        .rev()
        .take_while(|&x| !column_used(x))
        .count();
    let columns = if board.tiling == Tiling::Triangle {
        2
    } else {
        1
    };
    top.max(bottom) <= 1 && left.max(right) <= columns
}

/// Writes a black-on-white PNG with the given black rectangles (x, y, w, h).
fn write_png(path: &Path, width: u32, height: u32, blobs: &[(f32, f32, f32, f32)]) {
    let mut pixmap = Pixmap::new(width, height).unwrap();
    pixmap.fill(Color::WHITE);
    let mut paint = resvg::tiny_skia::Paint::default();
    paint.set_color(Color::BLACK);
    for &(x, y, w, h) in blobs {
        let rect = resvg::tiny_skia::Rect::from_xywh(x, y, w, h).unwrap();
        pixmap.fill_rect(rect, &paint, resvg::tiny_skia::Transform::identity(), None);
    }
    pixmap.save_png(path).unwrap();
}

#[test]
fn every_built_in_picture_is_one_piece_on_every_tiling() {
    for &name in BUILT_IN {
        for tiling in TILINGS {
            for width in [20, 30, 40] {
                let source = MaskSource::BuiltIn(name.into());
                let board = board_for(&source, tiling, width, None).unwrap();
                let context = format!("{name} {tiling:?} width {width}\n{}", ascii(&board));
                assert_eq!(board.width, width, "{context}");
                assert_eq!(board.in_maze.len(), board.width * board.height, "{context}");
                assert!(board.masked, "{context}");
                assert!(one_piece(&board), "{context}");
                assert!(board.cells_in_maze() >= MIN_CELLS, "{context}");
                assert!(spans_the_board(&board), "{context}");
                // A picture, not a rectangle: some of the board is outside.
                assert!(board.cells_in_maze() < board.len(), "{context}");
            }
        }
    }
}

#[test]
fn the_same_source_gives_the_same_mask() {
    let source = MaskSource::BuiltIn("butterfly".into());
    let a = board_for(&source, Tiling::Hexagon, 33, None).unwrap();
    let b = board_for(&source, Tiling::Hexagon, 33, None).unwrap();
    assert_eq!(a, b);
}

#[test]
fn a_picture_in_two_pieces_is_refused_with_their_sizes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("two.png");
    write_png(
        &path,
        200,
        100,
        &[(0.0, 0.0, 80.0, 100.0), (120.0, 0.0, 80.0, 100.0)],
    );
    let source = MaskSource::File(path.clone());
    let error = board_for(&source, Tiling::Square, 20, None).unwrap_err();
    let message = error.to_string();
    assert!(
        matches!(error, MaskError::Pieces { count: 2, .. }),
        "{message}"
    );
    assert!(
        message.contains("in 2 pieces (of 80, 80 cells)"),
        "{message}"
    );
    assert!(message.contains(&path.display().to_string()), "{message}");
    assert!(message.contains("join them or raise width"), "{message}");
}

#[test]
fn a_picture_in_one_piece_is_taken_as_drawn() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("l.png");
    // An L on a margin: the margin is cropped away, the L fills 10 × 10 cells.
    write_png(
        &path,
        140,
        140,
        &[(20.0, 20.0, 40.0, 100.0), (20.0, 80.0, 100.0, 40.0)],
    );
    let board = board_for(&MaskSource::File(path), Tiling::Square, 10, None).unwrap();
    assert_eq!((board.width, board.height), (10, 10));
    assert_eq!(board.cells_in_maze(), 4 * 10 + 6 * 4);
    assert!(one_piece(&board));
}

#[test]
fn an_all_white_picture_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("white.png");
    write_png(&path, 50, 50, &[]);
    let error = board_for(&MaskSource::File(path), Tiling::Square, 20, None).unwrap_err();
    assert!(error.to_string().contains("has no dark pixels"), "{error}");
}

#[test]
fn a_missing_or_foreign_file_is_refused_by_its_path() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nowhere.png");
    let error = board_for(&MaskSource::File(missing.clone()), Tiling::Square, 20, None)
        .unwrap_err()
        .to_string();
    assert!(error.contains(&missing.display().to_string()), "{error}");
    assert!(error.contains("no such file"), "{error}");

    let text = dir.path().join("notes.png");
    std::fs::write(&text, "not a picture").unwrap();
    let error = board_for(&MaskSource::File(text), Tiling::Square, 20, None).unwrap_err();
    assert!(matches!(error, MaskError::NotPng { .. }), "{error}");
}

#[test]
fn a_picture_too_small_for_a_maze_says_how_many_cells() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("dot.png");
    // A dark band a tenth as tall as wide: 10 cells across leave 10 cells.
    write_png(&path, 100, 10, &[(0.0, 0.0, 100.0, 10.0)]);
    let error = board_for(&MaskSource::File(path), Tiling::Square, 10, None)
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("leaves only 10 cells in the maze; it needs at least 20"),
        "{error}"
    );
}

#[test]
fn height_follows_the_picture_unless_given() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("wide.png");
    write_png(&path, 300, 100, &[(0.0, 0.0, 300.0, 100.0)]);
    let source = MaskSource::File(path);
    let board = board_for(&source, Tiling::Square, 30, None).unwrap();
    assert_eq!(board.height, 10);
    let board = board_for(&source, Tiling::Hexagon, 30, None).unwrap();
    let (w, h) = sample::extent_of(Tiling::Hexagon, 30, board.height);
    assert!((h / w - 1.0 / 3.0).abs() < 0.05, "{h} / {w}");
    let board = board_for(&source, Tiling::Square, 30, Some(25)).unwrap();
    assert_eq!((board.width, board.height), (30, 25));
    assert_eq!(board.cells_in_maze(), 30 * 25);
}

#[test]
fn a_word_is_one_maze_whose_height_follows_the_word() {
    for font in FontChoice::ALL {
        let source = MaskSource::Word {
            text: "EMMA".into(),
            font,
        };
        for tiling in TILINGS {
            let board = board_for(&source, tiling, 40, None).unwrap();
            assert!(one_piece(&board), "{tiling:?}\n{}", ascii(&board));
            // Set on one or two lines to fill a letter page's slot.
            let (w, h) = sample::extent_of(tiling, board.width, board.height);
            assert!((0.4..1.6).contains(&(h / w)), "{h} / {w}");
        }
    }
}

#[test]
fn circles_and_unknown_pictures_are_refused() {
    let heart = MaskSource::BuiltIn("heart".into());
    let error = board_for(&heart, Tiling::Circle, 20, None).unwrap_err();
    assert!(matches!(error, MaskError::Tiling("circle")), "{error}");
    let error = board_for(
        &MaskSource::BuiltIn("hart".into()),
        Tiling::Square,
        20,
        None,
    )
    .unwrap_err()
    .to_string();
    assert!(error.contains("did you mean \"heart\""), "{error}");
    assert!(error.contains("dinosaur"), "{error}");
    let error = board_for(&heart, Tiling::Square, 1, None).unwrap_err();
    assert!(
        matches!(error, MaskError::TooSmall { given: 1, .. }),
        "{error}"
    );
}

#[test]
fn pictures_over_the_book_limits_are_refused_before_decoding() {
    use crate::input::MAX_PICTURE_BYTES;
    let dir = tempfile::tempdir().unwrap();
    let big = dir.path().join("big.png");
    let file = std::fs::File::create(&big).unwrap();
    file.set_len(MAX_PICTURE_BYTES + 1).unwrap();
    let error = board_for(&MaskSource::File(big), Tiling::Square, 20, None).unwrap_err();
    assert!(error.to_string().contains("is over 20 MB"), "{error}");

    // A PNG header claiming 6000 × 6000 pixels (no pixels follow).
    let huge = dir.path().join("huge.png");
    let mut data = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR".to_vec();
    data.extend(6000u32.to_be_bytes());
    data.extend(6000u32.to_be_bytes());
    data.extend([8, 6, 0, 0, 0, 0, 0, 0, 0]);
    std::fs::write(&huge, data).unwrap();
    let error = board_for(&MaskSource::File(huge), Tiling::Square, 20, None)
        .unwrap_err()
        .to_string();
    assert!(error.contains("6000×6000 pixels"), "{error}");
    assert!(error.contains("25 megapixels"), "{error}");
}
