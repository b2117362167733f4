//! A word maze's board: the word set on lines in the book's font (`lettering`)
//! so that it reads at a glance. Every stroke is at least two cells wide (a
//! one-cell stroke is a corridor, not a letter); the word fills its slot as a
//! picture does (the fewest lines, and the least upright stretch, that cover
//! three quarters of it: a short name in a tall slot gets taller letters);
//! the level sets how many cells fill the letters, never whether they read; and
//! letters are joined across the middle of their line, never along a baseline.
//! A word that cannot be set legibly in its slot is refused with the longest
//! text that can. Letters the font lacks are refused by name rather than drawn
//! as empty boxes.

use super::error::MaskError;
use super::ink::{Ink, PixelBox};
use super::lettering::{self, Lettering};
use super::{MIN_CELLS, pieces, sample, vector};
use crate::fonts::FontChoice;
use crate::puzzle::grid::shaped::board::{Board, Tiling};

/// The most characters a word maze's text may have (a name, a short word).
pub const MAX_CHARS: usize = 100;
/// The narrowest stroke, in cells, a letter may print with.
pub const MIN_STROKE_CELLS: f64 = 2.0;
/// The share of its slot a word's drawing should cover: as much as a picture
/// does, so a one-line name in a tall slot is set taller rather than leaving
/// the slot's top and bottom empty.
pub const FILL: f64 = 0.75;
/// A slot as a letter page gives one puzzle under a section heading (points):
/// the room a word is set for when no page is known (`mazebook puzzle grid`).
pub const LETTER_SLOT: (f64, f64) = (540.0, 594.0);
/// Upright stretches tried, least first.
const STRETCHES: [f64; 7] = [1.0, 1.25, 1.5, 1.75, 2.0, 2.25, 2.5];
/// Cells are chosen this much larger than the smallest the level allows, as the
/// page's real slot can be a little smaller than the one the word is set for.
const CELL_ROOM: f64 = 1.0;
/// Pixels across the word is measured at (stroke width and shape).
const MEASURE_PX: f64 = 1000.0;
/// The most lines a text is set on (more would be a paragraph, not a name).
pub const MAX_LINES: usize = 6;

/// What a word is set for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct WordFit {
    /// Difficulty 1–10: the cells a stroke gets.
    pub level: u8,
    /// Cells across, when the spec gives them.
    pub width: Option<usize>,
    /// Rows, when the spec gives them (the word is stretched to them).
    pub height: Option<usize>,
    /// The box the page gives the maze, in points.
    pub slot: (f64, f64),
    /// The narrowest corridor the maze may print with, in points.
    pub min_cell_pt: f64,
}

/// A word set for its slot.
#[derive(Debug, Clone)]
pub struct SetWord {
    pub lettering: Lettering,
    /// Cells across the board.
    pub width: usize,
    /// The share of the slot the drawing covers.
    pub fill: f64,
}

/// Cells a stroke gets at `level`: two and a quarter at level 1, more above.
pub fn stroke_cells(level: u8) -> f64 {
    2.25 + 0.4 * f64::from(level.clamp(1, 10) - 1)
}

/// The word as it is drawn: runs of white space become one space.
pub fn normalised(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// How a word is named in messages.
pub fn describe(text: &str) -> String {
    format!("the word \"{}\"", normalised(text))
}

/// The board of `text` set for `fit` on `tiling`, its letters joined into one maze.
pub fn board(
    text: &str,
    font: FontChoice,
    tiling: Tiling,
    fit: &WordFit,
) -> Result<Board, MaskError> {
    board_of(&set(text, font, tiling, fit)?, tiling, fit)
}

/// The board of a word already set (by [`set`], for `fit`).
pub fn board_of(set: &SetWord, tiling: Tiling, fit: &WordFit) -> Result<Board, MaskError> {
    let (ink, bands) = rasterised(set, tiling)?;
    let height = fit
        .height
        .unwrap_or_else(|| sample::height_for(tiling, set.width, ink.aspect()));
    let mut board = Board::masked(
        tiling,
        set.width,
        sample::sample(&ink, tiling, set.width, height),
    );
    let middles = middle_rows(&board, &bands);
    pieces::join_within(&mut board, &middles);
    pieces::bridge(&mut board);
    let cells = board.cells_in_maze();
    if cells < MIN_CELLS {
        return Err(MaskError::TooFewCells {
            what: describe(&set.lettering.lines.join(" ")),
            cells,
            needed: MIN_CELLS,
        });
    }
    Ok(board)
}

/// The lettering and resolution `text` takes in `fit`, or why it cannot be set.
pub fn set(
    text: &str,
    font: FontChoice,
    tiling: Tiling,
    fit: &WordFit,
) -> Result<SetWord, MaskError> {
    let word = checked(text, font)?;
    if let Some(set) = best_setting(&word, font, tiling, fit)? {
        return Ok(set);
    }
    let what = describe(text);
    match fit.width {
        Some(width) => Err(MaskError::ThinStrokes {
            what,
            width,
            needed: narrowest_legible_width(&word, font, tiling)?,
        }),
        None => Err(MaskError::Illegible {
            what,
            level: fit.level,
            longest: longest_that_fits(&word, font, tiling, fit)?,
        }),
    }
}

/// The word, normalised, when it has letters, is short enough and the font has them.
fn checked(text: &str, font: FontChoice) -> Result<String, MaskError> {
    let word = normalised(text);
    if word.is_empty() {
        return Err(MaskError::NoLetters {
            what: describe(text),
        });
    }
    let chars = word.chars().count();
    if chars > MAX_CHARS {
        return Err(MaskError::LongWord {
            chars,
            max: MAX_CHARS,
        });
    }
    let missing = missing_letters(&word, lettering::face_of(font));
    if !missing.is_empty() {
        return Err(MaskError::MissingLetters {
            what: describe(text),
            font: font.name(),
            letters: missing,
        });
    }
    Ok(word)
}

/// The word measured on some lines: its drawing's height over width and its
/// width in strokes.
struct Measure {
    aspect: f64,
    strokes_across: f64,
}

fn measure(lettering: &Lettering) -> Result<Measure, MaskError> {
    let ink = ink_of(lettering, MEASURE_PX)?.0;
    let stroke = ink.stroke_width().max(1.0);
    Ok(Measure {
        aspect: ink.aspect(),
        strokes_across: ink.width as f64 / stroke,
    })
}

/// The first setting (fewest lines, least stretch) covering [`FILL`] of the
/// slot, else the legible one covering most; `None` when none is legible.
fn best_setting(
    word: &str,
    font: FontChoice,
    tiling: Tiling,
    fit: &WordFit,
) -> Result<Option<SetWord>, MaskError> {
    let mut best: Option<SetWord> = None;
    let database = font.database();
    for lines in line_breaks(word) {
        let lettering = Lettering::set_with(&lines, font, database.clone(), 1.0);
        let measured = measure(&lettering)?;
        for stretch in STRETCHES {
            let Some((width, fill)) = resolution(&measured, stretch, tiling, fit) else {
                continue;
            };
            let set = SetWord {
                lettering: lettering.stretched(stretch),
                width,
                fill,
            };
            if fill >= FILL {
                return Ok(Some(set));
            }
            if best.as_ref().is_none_or(|b| fill > b.fill) {
                best = Some(set);
            }
        }
    }
    Ok(best)
}

/// Cells across and the slot's share covered, for a word measured as `measured`
/// stretched by `stretch`, when its strokes can be two cells wide in `fit`.
fn resolution(
    measured: &Measure,
    stretch: f64,
    tiling: Tiling,
    fit: &WordFit,
) -> Option<(usize, f64)> {
    let aspect = measured.aspect * stretch;
    let (slot_w, slot_h) = fit.slot;
    let box_w = slot_w.min(slot_h / aspect);
    let fill = box_w * box_w * aspect / (slot_w * slot_h);
    let fewest = MIN_STROKE_CELLS * measured.strokes_across;
    let width = match fit.width {
        Some(width) => (sample::extent_of(tiling, width, 1).0 >= fewest).then_some(width)?,
        None => {
            let most = box_w * narrowest(tiling) / (fit.min_cell_pt * CELL_ROOM);
            if fewest > most {
                return None;
            }
            let units = (stroke_cells(fit.level) * measured.strokes_across).clamp(fewest, most);
            cells_across(tiling, units)
        }
    };
    Some((width, fill))
}

/// The narrowest corridor of a tiling's cells, in cell units across.
fn narrowest(tiling: Tiling) -> f64 {
    match tiling {
        Tiling::Triangle => 1.0 / 3f64.sqrt(),
        _ => 1.0,
    }
}

/// The fewest cells across whose board is at least `units` cell units wide.
fn cells_across(tiling: Tiling, units: f64) -> usize {
    let mut cells = (units.floor() as usize).max(2);
    while sample::extent_of(tiling, cells, 1).0 + 1e-9 < units {
        cells += 1;
    }
    // A triangle board is half as wide per cell: step back while still wide enough.
    while cells > 2 && sample::extent_of(tiling, cells - 1, 1).0 + 1e-9 >= units {
        cells -= 1;
    }
    cells
}

/// Ways to set `word` on lines, fewest first: its words on 1 to [`MAX_LINES`]
/// lines (balanced); a single word also in chunks of two letters or more.
pub fn line_breaks(word: &str) -> Vec<Vec<String>> {
    let words: Vec<&str> = word.split(' ').collect();
    let mut breaks: Vec<Vec<String>> = Vec::new();
    for count in 1..=words.len().min(MAX_LINES) {
        let lines = balanced(&words, count);
        if !breaks.contains(&lines) {
            breaks.push(lines);
        }
    }
    if let [only] = words[..] {
        let letters: Vec<char> = only.chars().collect();
        for count in 2..=(letters.len() / 2).min(MAX_LINES) {
            breaks.push(chunks(&letters, count));
        }
    }
    breaks
}

/// `words` on at most `count` lines, the longest line as short as it can be.
fn balanced(words: &[&str], count: usize) -> Vec<String> {
    let total: usize = words.iter().map(|w| w.chars().count()).sum::<usize>() + words.len() - 1;
    let longest_word = words.iter().map(|w| w.chars().count()).max().unwrap_or(0);
    (longest_word..=total)
        .map(|limit| greedy(words, limit))
        .find(|lines| lines.len() <= count)
        .unwrap_or_else(|| vec![words.join(" ")])
}

fn greedy(words: &[&str], limit: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in words {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= limit => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push((*word).to_string()),
        }
    }
    lines
}

/// `letters` in `count` chunks, the first ones a letter longer when they must be.
fn chunks(letters: &[char], count: usize) -> Vec<String> {
    let (size, extra) = (letters.len() / count, letters.len() % count);
    let mut lines = Vec::new();
    let mut at = 0;
    for line in 0..count {
        let length = size + usize::from(line < extra);
        lines.push(letters[at..at + length].iter().collect());
        at += length;
    }
    lines
}

/// The longest start of `word` that can be set legibly in `fit` (maybe empty).
fn longest_that_fits(
    word: &str,
    font: FontChoice,
    tiling: Tiling,
    fit: &WordFit,
) -> Result<String, MaskError> {
    let letters: Vec<char> = word.chars().collect();
    let prefix = |n: usize| letters[..n].iter().collect::<String>().trim().to_string();
    let (mut fits, mut fails) = (0, letters.len());
    while fails - fits > 1 {
        let middle = (fits + fails) / 2;
        let text = prefix(middle);
        let legible = !text.is_empty() && best_setting(&text, font, tiling, fit)?.is_some();
        if legible {
            fits = middle
        } else {
            fails = middle
        }
    }
    Ok(prefix(fits))
}

/// The fewest cells across at which `word` has two-cell strokes on some lines.
fn narrowest_legible_width(
    word: &str,
    font: FontChoice,
    tiling: Tiling,
) -> Result<usize, MaskError> {
    let mut fewest = f64::MAX;
    let database = font.database();
    for lines in line_breaks(word) {
        let lettering = Lettering::set_with(&lines, font, database.clone(), 1.0);
        fewest = fewest.min(MIN_STROKE_CELLS * measure(&lettering)?.strokes_across);
    }
    Ok(cells_across(tiling, fewest))
}

/// The word rasterised for its board (cropped to its letters), and each line's
/// capitals as a (top, bottom) share of the cropped picture's height.
fn rasterised(set: &SetWord, tiling: Tiling) -> Result<(Ink, Vec<(f64, f64)>), MaskError> {
    let (ink, scale, bounds) = ink_of(&set.lettering, render_width_px(set, tiling))?;
    let (_, top, _, bottom) = bounds;
    let rows = (bottom - top + 1) as f64;
    let bands = (0..set.lettering.lines.len())
        .map(|line| {
            let (cap_top, baseline) = set.lettering.line_span(line);
            let share = |y: f64| (1.0 + y * scale - top as f64) / rows;
            (share(cap_top), share(baseline))
        })
        .collect();
    Ok((ink, bands))
}

/// The pixels across the canvas a set word is rasterised at for its board
/// (a little over [`vector::PIXELS_PER_CELL`] per cell: the canvas has margins).
pub fn render_width_px(set: &SetWord, tiling: Tiling) -> f64 {
    sample::extent_of(tiling, set.width, 1).0 * vector::PIXELS_PER_CELL * 1.2
}

/// The lettering rasterised about `width_px` pixels across the canvas, cropped
/// to its dark pixels; with the scale and the crop box.
pub fn ink_of(lettering: &Lettering, width_px: f64) -> Result<(Ink, f64, PixelBox), MaskError> {
    let drawn = vector::rasterise_scaled(&lettering.svg(), &lettering.options(), width_px);
    let (ink, scale) = drawn.map_err(|detail| MaskError::Draw {
        what: describe(&lettering.lines.join(" ")),
        detail,
    })?;
    let bounds = ink.dark_bounds().ok_or_else(|| MaskError::NoDarkPixels {
        what: describe(&lettering.lines.join(" ")),
    })?;
    Ok((ink.crop_to(bounds), scale, bounds))
}

/// Which cells lie in the middle third of some line's capitals: the rows
/// letters are joined across.
fn middle_rows(board: &Board, bands: &[(f64, f64)]) -> Vec<bool> {
    let rows = board.height as f64;
    let middle = |y: usize| {
        let at = (y as f64 + 0.5) / rows;
        bands.iter().any(|&(top, bottom)| {
            let third = (bottom - top) / 3.0;
            at >= top + third && at <= bottom - third
        })
    };
    (0..board.len())
        .map(|cell| middle(cell / board.width.max(1)))
        .collect()
}

/// The letters of `word` (other than spaces) that the face has no glyph for,
/// quoted and listed once each: `"ж", "ы"`.
fn missing_letters(word: &str, face: &[u8]) -> String {
    let Ok(face) = ttf_parser::Face::parse(face, 0) else {
        return String::new();
    };
    let mut missing: Vec<char> = Vec::new();
    for letter in word.chars().filter(|c| !c.is_whitespace()) {
        if face.glyph_index(letter).is_none() && !missing.contains(&letter) {
            missing.push(letter);
        }
    }
    missing
        .iter()
        .map(|c| format!("\"{c}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Difficulty;
    use crate::puzzle::cells::cell_size::min_cell_pt;

    fn fit(level: u8) -> WordFit {
        WordFit {
            level,
            width: None,
            height: None,
            slot: LETTER_SLOT,
            min_cell_pt: min_cell_pt(Difficulty::from_level(level.into())),
        }
    }

    #[test]
    fn spaces_only_is_no_word() {
        let error = set("  \t ", FontChoice::Quicksand, Tiling::Square, &fit(1)).unwrap_err();
        assert!(matches!(error, MaskError::NoLetters { .. }), "{error}");
    }

    #[test]
    fn letters_the_font_lacks_are_named() {
        let error = set("A漢B", FontChoice::Quicksand, Tiling::Square, &fit(1))
            .unwrap_err()
            .to_string();
        assert!(error.contains("\"漢\""), "{error}");
        assert!(set("Émma & <Zoë>", FontChoice::Andika, Tiling::Square, &fit(9)).is_ok());
    }

    #[test]
    fn words_break_between_words_and_a_name_into_chunks() {
        let breaks = line_breaks("ANNA LENA MARIE");
        assert_eq!(breaks[0], vec!["ANNA LENA MARIE"]);
        assert_eq!(breaks[1], vec!["ANNA LENA", "MARIE"]);
        assert_eq!(breaks[2], vec!["ANNA", "LENA", "MARIE"]);
        let name = line_breaks("SOPHIE");
        assert_eq!(name[1], vec!["SOP", "HIE"]);
        assert_eq!(name[2], vec!["SO", "PH", "IE"]);
        assert_eq!(line_breaks("MIA").len(), 1, "never a letter alone");
    }

    /// Issue 19 items 1 and 7: a three-letter name is never split, so in a
    /// tall slot its letters are set taller until the drawing covers as much
    /// of the slot as a picture does.
    #[test]
    fn a_one_line_name_is_set_taller_to_fill_a_tall_slot() {
        for name in ["MIA", "ZOE"] {
            let setting = set(name, FontChoice::Quicksand, Tiling::Square, &fit(1)).expect(name);
            assert_eq!(setting.lettering.lines, vec![name.to_string()]);
            assert!(
                setting.lettering.stretch > 1.5,
                "{name}: {}",
                setting.lettering.stretch
            );
            assert!(setting.fill >= FILL, "{name}: {:.2}", setting.fill);
        }
        let wide = WordFit {
            slot: (600.0, 200.0),
            ..fit(1)
        };
        let set = set("MIA", FontChoice::Quicksand, Tiling::Square, &wide).expect("MIA");
        assert_eq!(set.lettering.stretch, 1.0, "a wide slot needs no stretch");
    }

    #[test]
    fn a_long_text_is_refused_with_the_longest_that_fits() {
        let text = "THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG AGAIN AND AGAIN";
        let error = set(text, FontChoice::Quicksand, Tiling::Square, &fit(1)).unwrap_err();
        let MaskError::Illegible { longest, .. } = &error else {
            panic!("{error}");
        };
        assert!(
            !longest.is_empty() && text.starts_with(longest.as_str()),
            "{error}"
        );
        assert!(set(longest, FontChoice::Quicksand, Tiling::Square, &fit(1)).is_ok());
    }

    #[test]
    fn a_width_too_narrow_for_two_cell_strokes_is_named() {
        let narrow = WordFit {
            width: Some(12),
            ..fit(1)
        };
        let error = set("SOPHIE", FontChoice::Quicksand, Tiling::Square, &narrow).unwrap_err();
        let MaskError::ThinStrokes { needed, .. } = error else {
            panic!("{error}");
        };
        let enough = WordFit {
            width: Some(needed),
            ..fit(1)
        };
        assert!(set("SOPHIE", FontChoice::Quicksand, Tiling::Square, &enough).is_ok());
    }
}
