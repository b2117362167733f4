//! Names read back from their mazes: for a list of names, at the lowest, a
//! middle and the highest difficulty, each letter's cells in the maze (bridges
//! left out) are compared with the font's glyph drawn alone at the same place
//! and resolution. A letter reads when its cells match its own glyph closely
//! (intersection over union) and better than any other capital A–Z drawn in its
//! place (at the lowest level, where one letter is likeliest to pass for
//! another).
//!
//! Each glyph is turned into outlines once per setting (usvg) and drawn where
//! each letter stands by moving the drawing, only over the columns it can
//! reach: the comparison of every letter with 26 capitals stays quick in a
//! debug build.

use std::collections::HashMap;

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;

use super::ink::{Ink, PixelBox};
use super::lettering::{FONT_SIZE, Placed, face_of};
use super::sample::{MAX_SAMPLES, MIN_SAMPLES};
use super::word::{self, LETTER_SLOT, SetWord, WordFit, render_width_px};
use super::{MaskSource, vector};
use crate::fonts::FontChoice;
use crate::puzzle::Difficulty;
use crate::puzzle::cells::cell_size::min_cell_pt;
use crate::puzzle::grid::request::GridRequest;
use crate::puzzle::grid::shaped::board::{Board, Tiling};
use crate::puzzle::grid::shaped::outline::Outline;
use crate::puzzle::grid::shaped::recipe::{recipe, word_fit};

/// Names as parents give them.
const NAMES: [&str; 8] = [
    "ZOE", "MIA", "EMMA", "JONAS", "SOPHIE", "OLIVIA", "LIAM", "NOAH",
];
/// Names with the letters most easily misdrawn: diagonals (W, M, K, R), a
/// counter with a spur or tail (G, Q) and round letters side by side.
const HARD_NAMES: [&str; 4] = ["KWAME", "QUINN", "ROGER", "GREG"];
const ACCENTED: [&str; 4] = ["JÖRG", "ŁUKASZ", "ÉLODIE", "MÄRTA"];
/// The lowest, a middle and the highest level: the fewest cells a stroke gets,
/// and the most.
const LEVELS: [u8; 3] = [1, 5, 10];
/// The least intersection over union of a letter's cells and its glyph's.
const MIN_IOU: f64 = 0.85;

/// What the recipe first sets a word for on a letter page, one to a page, at
/// `level` (walls 1.5 pt); `word_fit` then makes its cells larger if need be.
fn fit(level: u8) -> WordFit {
    WordFit {
        level,
        width: None,
        height: None,
        slot: LETTER_SLOT,
        min_cell_pt: min_cell_pt(Difficulty::from_level(level.into())).max(4.0 * 1.5),
    }
}

/// The board a book's word maze gets on a letter page, one to a page, made
/// the way a book makes it.
fn recipe_board(name: &str, font: FontChoice, level: u8) -> Board {
    let request = GridRequest {
        shape: Some(Outline::Picture {
            source: MaskSource::Word {
                text: name.into(),
                font,
            },
            tiling: Tiling::Square,
        }),
        slot: Some(LETTER_SLOT),
        ..GridRequest::default()
    };
    let difficulty = Difficulty::from_level(level.into());
    recipe(&request, difficulty)
        .unwrap_or_else(|refusal| panic!("{name} at level {level}: {}", refusal.message))
        .board
}

/// A name set at one level, its board, and how its letters are drawn alone.
struct Reading {
    set: SetWord,
    board: Board,
    /// Pixels per canvas unit, as the whole word was rasterised for its board.
    scale: f64,
    /// The whole word's dark box in that rasterisation (the board covers it).
    bounds: PixelBox,
    /// Each letter drawn at the canvas's left edge on the first line, as
    /// outlines, with its advance.
    glyphs: HashMap<char, (usvg::Tree, f64)>,
}

impl Reading {
    fn of(name: &str, font: FontChoice, level: u8) -> Reading {
        let (fit, _) = word_fit(name, font, Tiling::Square, fit(level), 1.5).expect("fit");
        let set = word::set(name, font, Tiling::Square, &fit).expect("set");
        let board = word::board_of(&set, Tiling::Square, &fit).expect("board");
        let lettering = &set.lettering;
        let width_px = render_width_px(&set, Tiling::Square);
        let (whole, scale) =
            vector::rasterise_scaled(&lettering.svg(), &lettering.options(), width_px).unwrap();
        let bounds = whole.dark_bounds().unwrap();
        Reading {
            bounds,
            set,
            board,
            scale,
            glyphs: HashMap::new(),
        }
    }

    fn letters(&self) -> Vec<char> {
        self.set.lettering.placed.iter().map(|p| p.letter).collect()
    }

    /// `letter`'s outlines and advance, made once.
    fn glyph(&mut self, letter: char) -> &(usvg::Tree, f64) {
        let lettering = &self.set.lettering;
        self.glyphs.entry(letter).or_insert_with(|| {
            let advance = lettering.advance_of(letter);
            let first = lettering.placed[0];
            let svg = lettering.svg_of_placed(Placed {
                letter,
                x: 0.0,
                advance,
                ..first
            });
            let tree = usvg::Tree::from_str(&svg, &lettering.options()).unwrap();
            (tree, advance)
        })
    }

    /// The cells the `index`th letter covers when drawn as `letter` (centred
    /// in its place), as the maze's cells are sampled: at least half dark.
    fn glyph_cells(&mut self, index: usize, letter: char) -> Vec<bool> {
        let at = self.set.lettering.placed[index];
        let (own, stretch) = (self.glyph(at.letter).1, self.set.lettering.stretch);
        let first = self.set.lettering.placed[0].baseline;
        let (scale, (left, top, right, bottom)) = (self.scale, self.bounds);
        let advance = self.glyph(letter).1;
        let x = at.x + (own - advance) / 2.0;
        // Only the columns the glyph can reach (half an em of overhang each side).
        let column = |canvas_x: f64| (canvas_x * scale + 1.0).clamp(left as f64, right as f64);
        let from = column(x - FONT_SIZE / 2.0).floor() as usize;
        let to = column(x + advance + FONT_SIZE / 2.0).ceil() as usize;
        let mut pixmap = Pixmap::new((to - from + 1) as u32, (bottom - top + 1) as u32).unwrap();
        let transform = Transform::from_row(
            scale as f32,
            0.0,
            0.0,
            scale as f32,
            (1.0 + x * scale - from as f64) as f32,
            (1.0 + (at.baseline - first) * stretch * scale - top as f64) as f32,
        );
        resvg::render(&self.glyph(letter).0, transform, &mut pixmap.as_mut());
        let ink = Ink::of_pixmap(&pixmap);
        let crop = (right - left + 1, bottom - top + 1);
        sampled_cells(&ink, (from - left, crop), &self.board)
    }
}

/// Which cells of `board` are dark, sampled exactly as `sample` samples a
/// `crop`-sized picture for a board of squares, where `ink` is the part of that
/// picture from column `offset` on and the rest is light.
fn sampled_cells(ink: &Ink, (offset, crop): (usize, (usize, usize)), board: &Board) -> Vec<bool> {
    let (width, height) = (board.width, board.height);
    let (sx, sy) = (crop.0 as f64 / width as f64, crop.1 as f64 / height as f64);
    let samples = (sx.max(sy).ceil() as usize).clamp(MIN_SAMPLES, MAX_SAMPLES);
    let at = |cell: usize, k: usize, scale: f64, most: usize| {
        (((cell as f64 + (k as f64 + 0.5) / samples as f64) * scale) as usize).min(most - 1)
    };
    // The cells the ink's columns reach; all others are light.
    let first = (offset as f64 / sx).floor() as usize;
    let last = (((offset + ink.width) as f64 / sx).ceil() as usize).min(width);
    let mut cells = vec![false; width * height];
    for y in 0..height {
        for x in first..last {
            let mut dark = 0;
            for j in 0..samples {
                let py = at(y, j, sy, crop.1);
                for i in 0..samples {
                    let px = at(x, i, sx, crop.0);
                    let inside = px >= offset && px - offset < ink.width;
                    dark += usize::from(inside && ink.is_dark(px - offset, py));
                }
            }
            cells[y * width + x] = 2 * dark >= samples * samples;
        }
    }
    cells
}

/// Intersection over union of `cells` (within `region`) and `glyph`.
fn iou(cells: &[bool], glyph: &[bool], region: &[bool]) -> f64 {
    let (mut both, mut either) = (0, 0);
    for c in 0..cells.len() {
        let maze = cells[c] && region[c];
        both += usize::from(maze && glyph[c]);
        either += usize::from(maze || glyph[c]);
    }
    both as f64 / either.max(1) as f64
}

/// The cells of `glyphs` bounding box (on a board `width` across).
fn boxed(glyphs: &[&[bool]], width: usize) -> Vec<bool> {
    let cells: Vec<usize> = (0..glyphs[0].len())
        .filter(|&c| glyphs.iter().any(|g| g[c]))
        .collect();
    let (xs, ys): (Vec<usize>, Vec<usize>) = cells.iter().map(|&c| (c % width, c / width)).unzip();
    let (x0, x1) = (
        xs.iter().min().copied().unwrap_or(0),
        xs.iter().max().copied().unwrap_or(0),
    );
    let (y0, y1) = (
        ys.iter().min().copied().unwrap_or(0),
        ys.iter().max().copied().unwrap_or(0),
    );
    (0..glyphs[0].len())
        .map(|c| (x0..=x1).contains(&(c % width)) && (y0..=y1).contains(&(c / width)))
        .collect()
}

/// Why `name` does not read at `level`, if it does not: a letter whose cells
/// match its glyph less than [`MIN_IOU`], or (with `rivals`) match another
/// capital as well or better.
fn misread(name: &str, font: FontChoice, level: u8, rivals: bool) -> Option<String> {
    let mut reading = Reading::of(name, font, level);
    let letters = reading.letters();
    let own: Vec<Vec<bool>> = (0..letters.len())
        .map(|k| reading.glyph_cells(k, letters[k]))
        .collect();
    let board = &reading.board.clone();
    for (k, &letter) in letters.iter().enumerate() {
        // The maze's cells that are this letter's: no bridge, no other letter.
        let cells: Vec<bool> = (0..board.len())
            .map(|c| {
                board.in_maze[c]
                    && !board.is_bridge(c)
                    && !own.iter().enumerate().any(|(j, g)| j != k && g[c])
            })
            .collect();
        let score = |glyph: &[bool]| iou(&cells, glyph, &boxed(&[glyph, &own[k]], board.width));
        let itself = score(&own[k]);
        if itself < MIN_IOU {
            return Some(format!(
                "{name} level {level}: {letter} matches its glyph {itself:.2}"
            ));
        }
        if !rivals {
            continue;
        }
        let rival = ('A'..='Z')
            .filter(|&other| other != letter)
            .map(|other| (other, score(&reading.glyph_cells(k, other))))
            .max_by(|a, b| a.1.total_cmp(&b.1));
        if let Some((other, best)) = rival.filter(|&(_, best)| best >= itself) {
            return Some(format!(
                "{name} level {level}: {letter} reads as {other} ({best:.2} against {itself:.2})"
            ));
        }
    }
    None
}

/// Every name at the lowest, a middle and the highest level; against every
/// other capital at the lowest (the fewest cells a letter gets, where one
/// letter is likeliest to pass for another).
fn misreadings(font: FontChoice, names: &[&str]) -> Vec<String> {
    names
        .iter()
        .flat_map(|name| {
            LEVELS
                .iter()
                .filter_map(|&level| misread(name, font, level, level == LEVELS[0]))
        })
        .collect()
}

fn has_letters(font: FontChoice, name: &str) -> bool {
    let face = ttf_parser::Face::parse(face_of(font), 0).unwrap();
    name.chars().all(|c| face.glyph_index(c).is_some())
}

#[test]
fn every_letter_of_every_name_reads() {
    let failures = misreadings(FontChoice::Quicksand, &NAMES);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn hard_letters_read() {
    let failures = misreadings(FontChoice::Quicksand, &HARD_NAMES);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn accented_names_read() {
    let font = FontChoice::Quicksand;
    let names: Vec<&str> = ACCENTED
        .into_iter()
        .filter(|n| has_letters(font, n))
        .collect();
    assert!(!names.is_empty(), "the font has some accented names");
    let failures = misreadings(font, &names);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn names_read_in_the_other_font_too() {
    let failures = misreadings(FontChoice::Andika, &["EMMA", "OLIVIA", "GREG"]);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_boards_read_are_the_boards_books_get() {
    for (name, level) in [("SOPHIE", 1), ("OLIVIA", 5), ("KWAME", 10)] {
        let font = FontChoice::Quicksand;
        let read = Reading::of(name, font, level).board;
        let book = recipe_board(name, font, level);
        assert_eq!(read.in_maze, book.in_maze, "{name} at level {level}");
        assert_eq!(read.bridges, book.bridges, "{name} at level {level}");
    }
}

#[test]
fn names_up_to_eight_letters_build_at_difficulty_one_on_letter_paper() {
    for name in ["ISABELLA", "MAXIMUS", "FREDERIK"] {
        let board = recipe_board(name, FontChoice::Quicksand, 1);
        assert!(super::pieces::pieces(&board).1.len() == 1, "{name}");
    }
}
