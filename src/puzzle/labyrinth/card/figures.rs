//! The figures under a layout card's board: the fairness headline, the table of
//! steps per player, and the small map of which player is nearest to each goal.

use svg::node::element::{Group, Rectangle};

use super::{CardDrawing, ROW_PT, TABLE_MARKER_RADIUS_PT, marker, text};
use crate::puzzle::labyrinth::board::Square;
use crate::puzzle::labyrinth::fairness::Corner;
use crate::render::fit::{
    INK_ABOVE, INK_BELOW, TextBox, fit_or_smallest, room_group, room_with, size_for_line, width_in,
};
use crate::render::fmt::num;
use crate::render::style::{MIN_TEXT_PT, Style};
use crate::render::text::Measure;
use crate::words::Words;

/// A map square's number, in square sizes.
const MAP_TEXT_SHARE: f64 = 0.62;

/// The headline's room: the card's width, from below the board to above the
/// table and the map; the line is set smaller, then wrapped into it (Andika's
/// line, 1.61 sizes high, is set a little smaller). The figures keep to the
/// card's `INFO_PT`, so a how-to page's example card keeps its size.
const HEADLINE_TOP: f64 = 2.0;
const HEADLINE_HEIGHT: f64 = 16.0;
const HEADLINE_PT: f64 = 11.0;
/// The map heading's room, right of the table (which ends at 200 pt), above
/// the map.
const MAP_HEADING_LEFT: f64 = 206.0;
const MAP_HEADING_TOP: f64 = HEADLINE_TOP + HEADLINE_HEIGHT;
const MAP_HEADING_HEIGHT: f64 = 12.0;
const MAP_HEADING_PT: f64 = 9.0;
/// The map's top, below its heading; its height at most.
const MAP_TOP: f64 = MAP_HEADING_TOP + MAP_HEADING_HEIGHT + 1.0;
const MAP_HEIGHT: f64 = 87.0;

/// The fairness line in its room across the card's `width`.
pub(super) fn headline(card: &CardDrawing, width: f64, style: &Style) -> Group {
    let words = &style.words;
    let f = card.fairness;
    let figure = words.decimal(f.fairness, 2);
    let line = if f.fairness < 1e-9 {
        words.fill("labyrinth-fair", &[("f", &figure)])
    } else {
        let fairness = words.fill("labyrinth-fairness", &[("f", &figure)]);
        format!("{fairness} · {}", closest(&f.sums, words))
    };
    let room = TextBox {
        width,
        height: HEADLINE_HEIGHT,
    };
    let headline = Fitting {
        name: "headline",
        size: HEADLINE_PT,
        bold: true,
    };
    headline.draw(&line, [0.0, HEADLINE_TOP], room, style)
}

/// A line of the card fitted into its room: the room's name, the size it is
/// set at when it fits, and the face.
struct Fitting {
    name: &'static str,
    size: f64,
    bold: bool,
}

impl Fitting {
    /// `line` fitted into `room` (top left at `at`), from the left.
    fn draw(&self, line: &str, at: [f64; 2], room: TextBox, style: &Style) -> Group {
        let group = room_group(self.name, at[0], at[1], room);
        let Some(measure) = Measure::of_family(&style.font_family, self.bold) else {
            let y = at[1] + self.size;
            return group.add(text(at[0], y, self.size, line, "start", self.bold, style));
        };
        let fitted = fit_or_smallest(measure, line, self.size, room);
        fitted
            .lines
            .iter()
            .enumerate()
            .fold(group, |group, (index, part)| {
                let y = fitted.baseline_centred(at[1], room.height, index);
                group.add(text(at[0], y, fitted.size, part, "start", self.bold, style))
            })
    }
}

/// "player 2 is closest", or "players 1 and 2 tie as closest" when several
/// corners share the smallest total.
pub(super) fn closest(sums: &[u64; 4], words: &Words) -> String {
    let best = sums.iter().copied().min().unwrap_or(0);
    let players: Vec<String> = (0..4)
        .filter(|&p| sums[p] == best)
        .map(|p| (p + 1).to_string())
        .collect();
    match players.as_slice() {
        [one] => words.fill("labyrinth-closest", &[("n", one)]),
        [] => String::new(),
        several => words.fill("labyrinth-tie", &[("players", &words.list(several))]),
    }
}

/// The table's columns: left or right edge, the two lines of the title (keys
/// into the words), and the anchor.
const COLUMNS: [(f64, [&str; 2], &str); 4] = [
    (0.0, ["", "labyrinth-player"], "start"),
    (40.0, ["", "labyrinth-corner"], "start"),
    (135.0, ["labyrinth-steps-to", "labyrinth-all-goals"], "end"),
    (200.0, ["labyrinth-steps-per", "labyrinth-goal-mean"], "end"),
];

/// A title set from its column's left edge takes its own width, up to this
/// (the next column starts 40 pt on); a title set to its column's right edge
/// takes what the line leaves it, [`TITLE_GAP`] after the title before it.
const START_TITLE_ROOM: f64 = 38.0;
const TITLE_GAP: f64 = 4.0;

/// The corner names' room: from the corner column to the totals' widest
/// figures.
const CORNER_ROOM: [f64; 2] = [40.0, 66.0];
const TITLE_PT: f64 = 9.0;
const ROW_TEXT_PT: f64 = 10.0;

/// How far a line's room reaches above its baseline, and below, in sizes (the
/// tallest shipped face's capitals and descenders).
const ABOVE: f64 = INK_ABOVE;
const BELOW: f64 = INK_BELOW;

/// A column title's line in `words` ("all 24 goals").
fn column_line(key: &str, goals: usize, words: &Words) -> String {
    match key {
        "" => String::new(),
        key => words.fill(key, &[("n", &goals.to_string())]),
    }
}

/// Each column title's room on one line of the titles, `[left, width]`.
fn title_rooms(titles: &[String; 4], style: &Style) -> [[f64; 2]; 4] {
    let mut taken = 0.0_f64;
    let mut rooms = [[0.0; 2]; 4];
    for (index, (x, _, anchor)) in COLUMNS.into_iter().enumerate() {
        let wide = width_in(&style.font_family, false, &titles[index], TITLE_PT);
        rooms[index] = match (anchor, titles[index].is_empty()) {
            (_, true) => [x, 0.0],
            // A point more than its advance: a glyph's ink may reach past it.
            ("start", false) => [x, (wide + 1.0).min(START_TITLE_ROOM)],
            (_, false) => {
                let left = if taken > 0.0 {
                    taken + TITLE_GAP
                } else {
                    taken
                };
                [left, x - left]
            }
        };
        if !titles[index].is_empty() {
            taken = rooms[index][0] + rooms[index][1];
        }
    }
    rooms
}

/// `line` at `size` or smaller, so it is no wider than `width`.
fn line_size(line: &str, size: f64, width: f64, style: &Style) -> f64 {
    size_for_line(size, width_in(&style.font_family, false, line, size), width)
}

/// Player, corner, total steps to all goals and the steps per goal, under
/// two-line column titles that say which is which.
pub(super) fn table(card: &CardDrawing, top: f64, style: &Style) -> Group {
    let words = &style.words;
    let mut group = Group::new();
    for line in 0..2 {
        let y = top + ROW_PT - 3.0 - 10.0 * (1 - line) as f64;
        let titles = COLUMNS.map(|(_, keys, _)| column_line(keys[line], card.goals.len(), words));
        for (index, [left, width]) in title_rooms(&titles, style).into_iter().enumerate() {
            let (x, _, anchor) = COLUMNS[index];
            let title = &titles[index];
            if title.is_empty() {
                continue;
            }
            let size = line_size(title, TITLE_PT, width, style);
            let room = TextBox {
                width,
                height: (ABOVE + BELOW) * TITLE_PT,
            };
            let at = [left, y - ABOVE * TITLE_PT];
            let drawn = text(x, y, size, title, anchor, false, style);
            group = group.add(room_with("column", at, room, [drawn]));
        }
    }
    for (i, corner) in Corner::ALL.iter().enumerate() {
        let y = top + ROW_PT * (i as f64 + 2.0) - 3.0;
        let name = words.get(corner.name());
        let [left, width] = CORNER_ROOM;
        let size = line_size(name, ROW_TEXT_PT, width, style);
        let room = TextBox {
            width,
            height: (ABOVE + BELOW) * ROW_TEXT_PT,
        };
        let named = text(left, y, size, name, "start", false, style);
        group = group
            .add(marker(9.0, y - 3.5, TABLE_MARKER_RADIUS_PT, i, style))
            .add(room_with(
                "corner",
                [left, y - ABOVE * ROW_TEXT_PT],
                room,
                [named],
            ))
            .add(text(
                135.0,
                y,
                ROW_TEXT_PT,
                &card.fairness.sums[i].to_string(),
                "end",
                false,
                style,
            ))
            .add(text(
                200.0,
                y,
                ROW_TEXT_PT,
                &words.decimal(card.fairness.means[i], 2),
                "end",
                false,
                style,
            ));
    }
    group
}

/// A small board: each goal square shows the number of the player nearest to it
/// (tinted in that player's colour), "=" where players tie; other squares are grey.
/// A board too large for its numbers to print at 7 pt gets no map (the table
/// still says everything).
pub(super) fn nearest_map(card: &CardDrawing, width: f64, style: &Style) -> Group {
    let (columns, rows) = (card.board.width(), card.board.height());
    let cell = (MAP_HEIGHT / rows as f64)
        .min(80.0 / columns as f64)
        .min(14.0);
    if cell * MAP_TEXT_SHARE < MIN_TEXT_PT {
        return Group::new();
    }
    let map_left = width - cell * columns as f64;
    // The heading starts over the map, or further left when it is wider.
    let heading_text = style.words.get("labyrinth-nearest");
    let wide = Measure::of_family(&style.font_family, false)
        .map_or(0.0, |m| m.width(heading_text, MAP_HEADING_PT));
    let left = (width - wide).clamp(MAP_HEADING_LEFT.min(map_left), map_left);
    let room = TextBox {
        width: width - left,
        height: MAP_HEADING_HEIGHT,
    };
    let at = [left, MAP_HEADING_TOP];
    let heading = Fitting {
        name: "map-heading",
        size: MAP_HEADING_PT,
        bold: false,
    };
    let mut group = Group::new().add(heading.draw(heading_text, at, room, style));
    for y in 0..rows {
        for x in 0..columns {
            group = group.add(map_square(card, [x, y], map_left, MAP_TOP, cell, style));
        }
    }
    group
}

fn map_square(
    card: &CardDrawing,
    at: Square,
    left: f64,
    top: f64,
    cell: f64,
    style: &Style,
) -> Group {
    let (x, y) = (left + at[0] as f64 * cell, top + at[1] as f64 * cell);
    let nearest = card.goals.contains(&at).then(|| nearest_players(card, at));
    let fill = match &nearest {
        Some(players) if players.len() == 1 => style.palette.player_tints[players[0]],
        Some(_) => "#ffffff",
        None => "#d9d9d9",
    };
    let square = Rectangle::new()
        .set("x", num(x))
        .set("y", num(y))
        .set("width", num(cell))
        .set("height", num(cell))
        .set("fill", fill)
        .set("stroke", "#808080")
        .set("stroke-width", 0.4);
    let mut group = Group::new().add(square);
    if let Some(players) = nearest {
        let label = if players.len() == 1 {
            (players[0] + 1).to_string()
        } else {
            "=".to_string()
        };
        group = group.add(text(
            x + cell / 2.0,
            y + cell * 0.72,
            cell * MAP_TEXT_SHARE,
            &label,
            "middle",
            false,
            style,
        ));
    }
    group
}

/// The players (0-based) whose corners are nearest to `goal`.
fn nearest_players(card: &CardDrawing, goal: Square) -> Vec<usize> {
    let index = goal[1] * card.board.width() + goal[0];
    let distances: Vec<u32> = card.fairness.distances.iter().map(|d| d[index]).collect();
    let best = distances.iter().copied().min().unwrap_or(0);
    (0..4).filter(|&p| distances[p] == best).collect()
}

#[cfg(test)]
mod tests {
    use super::{COLUMNS, CORNER_ROOM, ROW_TEXT_PT, TITLE_PT, closest, column_line, title_rooms};
    use crate::fonts::FontChoice;
    use crate::render::style::Style;
    use crate::render::text::Measure;
    use crate::words::{BUILT_IN, Words};

    #[test]
    fn tied_corners_are_named_together() {
        let words = Words::default();
        assert_eq!(closest(&[10, 12, 13, 14], &words), "player 1 is closest");
        assert_eq!(
            closest(&[10, 10, 13, 14], &words),
            "players 1 and 2 tie as closest"
        );
        assert_eq!(
            closest(&[11, 10, 10, 10], &words),
            "players 2, 3 and 4 tie as closest"
        );
    }

    /// Every built-in language's column titles fit their rooms at full size
    /// in either shipped family (a `[words]` override is set smaller), the
    /// rooms of a line keep clear of each other, and so do the corner names.
    #[test]
    fn column_titles_and_corner_names_fit_their_rooms() {
        for (language, table) in BUILT_IN {
            let words = Words::from_table(table);
            for font in FontChoice::ALL {
                let style = Style {
                    font_family: font.css_family().to_string(),
                    ..Style::default()
                };
                let measure = Measure::new(font, false).expect("a shipped font");
                for line in 0..2 {
                    let titles = COLUMNS.map(|(_, keys, _)| column_line(keys[line], 26, &words));
                    let rooms = title_rooms(&titles, &style);
                    for (title, [left, width]) in titles.iter().zip(rooms) {
                        let wide = measure.width(title, TITLE_PT);
                        assert!(wide <= width, "{language} {}: {title}", font.name());
                        assert!(left >= 0.0 && left + width <= 200.0);
                    }
                    let used: Vec<_> = rooms.iter().filter(|r| r[1] > 0.0).collect();
                    for pair in used.windows(2) {
                        assert!(pair[0][0] + pair[0][1] < pair[1][0], "{pair:?}");
                    }
                }
                for corner in ["north-west", "north-east", "south-west", "south-east"] {
                    let wide = measure.width(words.get(corner), ROW_TEXT_PT);
                    assert!(
                        wide <= CORNER_ROOM[1],
                        "{language}: {corner} is {wide} wide"
                    );
                }
            }
        }
    }
}
