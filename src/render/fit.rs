//! The one way a text is fitted into its box, for page templates (`fit_text`),
//! the cover and drawings alike: at its own size on one line; else set
//! smaller on one line, down to its floor ([`MIN_TEXT_PT`], or a heading's
//! [`HEADING_FLOOR`] of its size); else wrapped between words at the largest
//! size, its own downward to [`MIN_TEXT_PT`], whose lines fit the box (and the
//! lines it may take), balanced when asked; else it does not fit, and the
//! caller refuses it naming the key that wrote it. So a text in any language
//! is never drawn across its box's border. Measured with the book's own font
//! ([`Measure`]).

use svg::node::element::{Group, Rectangle, Text};

use super::fmt::num;
use super::style::MIN_TEXT_PT;
use super::text::Measure;

/// The distance between baselines of a wrapped text, in sizes.
pub const LEADING: f64 = 1.2;
/// How far a line's ink may reach above its baseline and below it, in sizes:
/// the rooms drawings give their lines (Andika's line reaches 1.22 sizes up
/// and 0.39 down, and an accent on a capital may reach past its line).
pub const INK_ABOVE: f64 = 1.5;
pub const INK_BELOW: f64 = 0.45;
/// The step by which a wrapped text is set smaller while it does not fit.
const WRAP_STEP_PT: f64 = 0.25;
/// How much smaller than its own size a heading may be set to stay on one
/// line before it is wrapped: a little too long, it keeps its one line; much
/// too long, two balanced lines at its size read better than one line much
/// smaller (seen on the example books' title pages and openers: "The Big
/// Amazing Maze Book" at 0.75 of its size looked lost on its page).
pub const HEADING_FLOOR: f64 = 0.85;

/// How a text may be set besides its size and box.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Setting {
    /// The smallest size the text is set at on one line before it is wrapped
    /// (no smaller than [`MIN_TEXT_PT`]; at most the text's own size).
    pub floor: f64,
    /// The most lines it may take.
    pub max_lines: usize,
    /// Whether wrapped lines are made as even as their count allows (no word
    /// alone on a heading's last line).
    pub balanced: bool,
    /// The distance between baselines, in sizes.
    pub leading: f64,
}

impl Setting {
    /// A short text (a label, a badge): smaller on one line down to
    /// [`MIN_TEXT_PT`], then wrapped onto as many lines as its box holds.
    pub const TEXT: Setting = Setting {
        floor: MIN_TEXT_PT,
        max_lines: usize::MAX,
        balanced: false,
        leading: LEADING,
    };

    /// A heading at `size` on at most `max_lines` balanced lines: smaller on
    /// one line down to [`HEADING_FLOOR`] of its size, then wrapped.
    pub fn heading(size: f64, max_lines: usize) -> Setting {
        Setting {
            floor: size * HEADING_FLOOR,
            max_lines,
            balanced: true,
            ..Setting::TEXT
        }
    }

    /// The floor for a text at `size`: never under [`MIN_TEXT_PT`] (unless the
    /// text's own size is) nor over its own size.
    fn floor_for(&self, size: f64) -> f64 {
        self.floor.max(MIN_TEXT_PT).min(size)
    }
}

/// A box a text must stay inside, in points.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TextBox {
    pub width: f64,
    pub height: f64,
}

/// A text fitted to its box: its size and lines, and where the lines go.
#[derive(Debug, Clone, PartialEq)]
pub struct Fitted {
    pub size: f64,
    pub lines: Vec<String>,
    /// The first baseline below the top of the lines' ink, in points.
    pub ascent: f64,
    /// The distance between baselines, in points.
    pub pitch: f64,
    /// The height the lines take, from the first line's top to the last
    /// line's bottom, in points.
    pub height: f64,
}

impl Fitted {
    fn new(measure: &Measure, size: f64, lines: Vec<String>) -> Fitted {
        Fitted::led(measure, size, lines, LEADING)
    }

    fn led(measure: &Measure, size: f64, lines: Vec<String>, leading: f64) -> Fitted {
        let height = lines_height(measure, size, lines.len(), leading);
        Fitted {
            size,
            ascent: measure.ascent() * size,
            pitch: size * leading,
            height,
            lines,
        }
    }

    /// The baseline of line `index` when the lines are centred in a box of
    /// `height` points whose top is at `top`.
    pub fn baseline_centred(&self, top: f64, height: f64, index: usize) -> f64 {
        top + (height - self.height) / 2.0 + self.ascent + index as f64 * self.pitch
    }
}

/// A room for a drawing's text: `<g id="room-<name>">` holding the invisible
/// rect of its box (`x`, `y` its top left); add the texts fitted into it. The
/// page renumbers the ids ([`super::room_ids`]).
pub fn room_group(name: &str, x: f64, y: f64, room: TextBox) -> Group {
    let rect = Rectangle::new()
        .set("x", num(x))
        .set("y", num(y))
        .set("width", num(room.width))
        .set("height", num(room.height))
        .set("fill", "none")
        .set("stroke", "none");
    Group::new().set("id", format!("room-{name}")).add(rect)
}

/// A drawing's lines in their room: [`room_group`] holding `lines`, texts the
/// drawing has already set (with [`size_for_words`] or [`size_for_line`]).
pub fn room_with(
    name: &str,
    at: [f64; 2],
    room: TextBox,
    lines: impl IntoIterator<Item = Text>,
) -> Group {
    lines
        .into_iter()
        .fold(room_group(name, at[0], at[1], room), Group::add)
}

/// The size, from `size` down to [`MIN_TEXT_PT`], at which a text `wide`
/// points wide at `size` is no wider than `width` (rounded down to a
/// hundredth of a point); the smallest when even that is too wide, which the
/// page check then refuses naming the text's key.
pub fn size_for_line(size: f64, wide: f64, width: f64) -> f64 {
    if wide <= width {
        return size;
    }
    let smallest = MIN_TEXT_PT.min(size);
    ((size * width / wide * 100.0).floor() / 100.0).max(smallest)
}

/// The width of `text` at `size` points in a drawing's face (`family` as in
/// [`super::style::Style`]); 0 for a family not loaded, whose text is then
/// left at its size.
pub fn width_in(family: &str, bold: bool, text: &str, size: f64) -> f64 {
    Measure::of_family(family, bold).map_or(0.0, |measure| measure.width(text, size))
}

/// The size, from `size` down to [`MIN_TEXT_PT`], at which every word of
/// `text` is no wider than `width` (`wide` measures a text at a size): the
/// size a paragraph is wrapped at, so a long word (a German compound) is set
/// smaller before it would cross its room's border.
pub fn size_for_words(text: &str, size: f64, width: f64, wide: impl Fn(&str, f64) -> f64) -> f64 {
    let widest = text
        .split_whitespace()
        .map(|word| wide(word, size))
        .fold(0.0, f64::max);
    size_for_line(size, widest, width)
}

/// `text` fitted into `room` at `size` points or smaller (never under
/// [`MIN_TEXT_PT`]), on one line if it can be, else wrapped between words;
/// `None` when it cannot fit.
pub fn fit(measure: &Measure, text: &str, size: f64, room: TextBox) -> Option<Fitted> {
    fit_set(measure, text, size, room, Setting::TEXT)
}

/// `text` fitted into `room` as `setting` allows: at `size` on one line; else
/// smaller on one line down to the setting's floor; else wrapped (balanced
/// when asked) at the largest size from `size` down to [`MIN_TEXT_PT`] at
/// which its whole words fit the box in at most the setting's lines; `None`
/// when it cannot fit.
pub fn fit_set(
    measure: &Measure,
    text: &str,
    size: f64,
    room: TextBox,
    setting: Setting,
) -> Option<Fitted> {
    // Spaces squeezed; the line breaks a writer put in are kept.
    let squeezed = text
        .lines()
        .map(|line| line.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|line| !line.is_empty())
        .collect::<Vec<_>>()
        .join("\n");
    let leading = setting.leading;
    let one_line = one_line_size(measure, &squeezed, size, room.width);
    let fits_high =
        |size: f64, lines: usize| lines_height(measure, size, lines, leading) <= room.height;
    let one_paragraph = !squeezed.contains('\n');
    if one_paragraph && one_line >= setting.floor_for(size) && fits_high(one_line, 1) {
        return Some(Fitted::led(measure, one_line, vec![squeezed], leading));
    }
    let sizes = (0..)
        .map(|step| size - f64::from(step) * WRAP_STEP_PT)
        .take_while(|&s| s > MIN_TEXT_PT)
        .chain([MIN_TEXT_PT.min(size)]);
    for size in sizes {
        let lines = if setting.balanced {
            measure.wrap_balanced(&squeezed, size, room.width)
        } else {
            measure.wrap(&squeezed, size, room.width)
        };
        let whole_words = lines
            .iter()
            .flat_map(|line| line.split_whitespace())
            .eq(squeezed.split_whitespace());
        if whole_words && lines.len() <= setting.max_lines && fits_high(size, lines.len()) {
            return Some(Fitted::led(measure, size, lines, leading));
        }
    }
    None
}

/// Like [`fit`], for a drawing that cannot refuse: a text that does not fit is
/// set at the smallest size, wrapped, and left for the page check to refuse
/// naming its key.
pub fn fit_or_smallest(measure: &Measure, text: &str, size: f64, room: TextBox) -> Fitted {
    fit(measure, text, size, room).unwrap_or_else(|| {
        let smallest = MIN_TEXT_PT.min(size);
        Fitted::new(measure, smallest, measure.wrap(text, smallest, room.width))
    })
}

/// The largest size up to `size` at which `text` is no wider than `width`,
/// rounded down to a hundredth of a point (as drawings print sizes).
fn one_line_size(measure: &Measure, text: &str, size: f64, width: f64) -> f64 {
    let wide = measure.width(text, size);
    if wide <= width {
        return size;
    }
    (size * width / wide * 100.0).floor() / 100.0
}

/// The height `lines` lines take at `size`: the first line's ascent to the last
/// line's descent.
fn lines_height(measure: &Measure, size: f64, lines: usize, leading: f64) -> f64 {
    let extra = lines.saturating_sub(1) as f64 * size * leading;
    (measure.ascent() + measure.descent()) * size + extra
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fonts::FontChoice;

    fn bold() -> Measure {
        Measure::new(FontChoice::Quicksand, true).expect("a shipped font")
    }

    #[test]
    fn a_text_that_fits_keeps_its_size_and_one_line() {
        let measure = bold();
        let room = TextBox {
            width: 200.0,
            height: 30.0,
        };
        let fitted = fit(&measure, "Mazes", 12.0, room).expect("fits");
        assert_eq!((fitted.size, fitted.lines.len()), (12.0, 1));
    }

    #[test]
    fn a_wide_text_is_set_smaller_first_then_wrapped() {
        let measure = bold();
        let text = "Joueur le plus proche";
        let wide = measure.width(text, 9.0);
        let narrower = TextBox {
            width: wide * 0.9,
            height: 12.0,
        };
        let smaller = fit(&measure, text, 9.0, narrower).expect("fits smaller");
        assert_eq!(smaller.lines.len(), 1);
        assert!(smaller.size < 9.0 && smaller.size >= MIN_TEXT_PT);
        assert!(measure.width(text, smaller.size) <= narrower.width);
        let narrow = TextBox {
            width: wide * 0.5,
            height: 40.0,
        };
        let wrapped = fit(&measure, text, 9.0, narrow).expect("fits wrapped");
        assert!(wrapped.lines.len() > 1);
        assert_eq!(wrapped.lines.join(" "), text);
        for line in &wrapped.lines {
            assert!(measure.width(line, wrapped.size) <= narrow.width);
        }
        assert!(wrapped.height <= narrow.height);
    }

    #[test]
    fn a_word_wider_than_its_box_at_the_smallest_size_does_not_fit() {
        let measure = bold();
        let word = "ŁAMIGŁÓWKI";
        let room = TextBox {
            width: measure.width(word, MIN_TEXT_PT) * 0.95,
            height: 100.0,
        };
        assert_eq!(fit(&measure, word, 12.0, room), None);
        let drawn = fit_or_smallest(&measure, word, 12.0, room);
        assert_eq!(drawn.size, MIN_TEXT_PT);
    }

    #[test]
    fn a_paragraph_is_set_smaller_until_its_longest_word_fits() {
        let measure = bold();
        let wide = |text: &str, size: f64| measure.width(text, size);
        let text = "Fahrt Straßenbahnhaltestelle";
        let word = measure.width("Straßenbahnhaltestelle", 10.0);
        assert_eq!(size_for_words(text, 10.0, word + 1.0, wide), 10.0);
        let smaller = size_for_words(text, 10.0, word * 0.8, wide);
        assert!((MIN_TEXT_PT..10.0).contains(&smaller));
        assert!(measure.width("Straßenbahnhaltestelle", smaller) <= word * 0.8);
        assert_eq!(size_for_words(text, 10.0, word * 0.1, wide), MIN_TEXT_PT);
        assert_eq!(size_for_line(6.0, 100.0, 10.0), 6.0);
    }

    #[test]
    fn lines_that_would_be_taller_than_the_box_do_not_fit() {
        let measure = bold();
        let text = "one two three four five six seven eight nine ten";
        let room = TextBox {
            width: measure.width("three", MIN_TEXT_PT) + 1.0,
            height: 10.0,
        };
        assert_eq!(fit(&measure, text, 10.0, room), None);
    }

    #[test]
    fn a_heading_is_set_smaller_on_one_line_down_to_its_floor_then_wrapped_at_its_size() {
        let measure = bold();
        let text = "Mazes for the whole family";
        let wide = measure.width(text, 30.0);
        let room = |width: f64| TextBox {
            width,
            height: 200.0,
        };
        let setting = Setting::heading(30.0, 3);
        let smaller = fit_set(&measure, text, 30.0, room(wide * 0.9), setting).expect("fits");
        assert_eq!(smaller.lines.len(), 1);
        assert!(smaller.size >= 30.0 * HEADING_FLOOR && smaller.size < 30.0);
        // Under its floor on one line: wrapped at its own size instead, its
        // lines balanced (no word alone on the last line).
        let wrapped = fit_set(&measure, text, 30.0, room(wide * 0.6), setting).expect("fits");
        assert_eq!((wrapped.size, wrapped.lines.len()), (30.0, 2));
        assert!(wrapped.lines.iter().all(|line| line.contains(' ')));
        // A plain text takes the smaller single line.
        let plain = fit(&measure, text, 30.0, room(wide * 0.6)).expect("fits");
        assert_eq!(plain.lines.len(), 1);
    }

    #[test]
    fn a_heading_takes_no_more_lines_than_it_may() {
        let measure = bold();
        let text = "one two three four five six seven eight nine ten";
        let room = TextBox {
            width: measure.width("three four", 20.0),
            height: 500.0,
        };
        let fitted = fit_set(&measure, text, 20.0, room, Setting::heading(20.0, 3)).expect("fits");
        assert!(fitted.lines.len() <= 3 && fitted.size < 20.0);
        assert_eq!(fitted.lines.join(" "), text);
        assert!(
            fitted
                .lines
                .iter()
                .all(|l| measure.width(l, fitted.size) <= room.width)
        );
        let one_line = Setting::heading(20.0, 1);
        let narrow = TextBox {
            width: measure.width(text, MIN_TEXT_PT) * 0.9,
            height: 500.0,
        };
        assert_eq!(fit_set(&measure, text, 20.0, narrow, one_line), None);
    }

    #[test]
    fn a_word_wider_than_a_heading_box_is_set_smaller_never_broken() {
        let measure = bold();
        let word = "Konstantynopolitańczykowianeczka";
        let room = TextBox {
            width: measure.width(word, 34.0) * 0.5,
            height: 200.0,
        };
        let fitted = fit_set(&measure, word, 34.0, room, Setting::heading(34.0, 3)).expect("fits");
        assert_eq!(fitted.lines, vec![word.to_string()]);
        assert!(measure.width(word, fitted.size) <= room.width);
    }

    #[test]
    fn line_breaks_a_writer_put_in_are_kept() {
        let measure = bold();
        let room = TextBox {
            width: 500.0,
            height: 200.0,
        };
        let fitted = fit(&measure, "Find  the way\nfrom start to goal", 12.0, room).expect("fits");
        assert_eq!(fitted.lines, vec!["Find the way", "from start to goal"]);
        let leading = Setting {
            leading: 1.35,
            ..Setting::TEXT
        };
        let led = fit_set(&measure, "a\nb", 10.0, room, leading).expect("fits");
        assert!((led.pitch - 13.5).abs() < 1e-9);
    }
}
