//! The figures under a layout card's board: the fairness headline, the table of
//! steps per player, and the small map of which player is nearest to each goal.

use svg::node::element::{Group, Rectangle, Text};

use super::{CardDrawing, MARKER_MIN_RADIUS_PT, ROW_PT, marker, text};
use crate::puzzle::labyrinth::board::Square;
use crate::puzzle::labyrinth::fairness::Corner;
use crate::render::fmt::num;
use crate::render::style::{MIN_TEXT_PT, Style};

/// A map square's number, in square sizes.
const MAP_TEXT_SHARE: f64 = 0.62;

pub(super) fn headline(card: &CardDrawing, top: f64, style: &Style) -> Text {
    let f = card.fairness;
    let line = if f.fairness < 1e-9 {
        format!(
            "Fairness {:.2}: every player is as close to the goals",
            f.fairness
        )
    } else {
        format!(
            "Fairness {:.2} (0 is perfectly fair) · {}",
            f.fairness,
            closest(&f.sums)
        )
    };
    text(0.0, top, 11.0, &line, "start", true, style)
}

/// "player 2 is closest", or "players 1 and 2 tie as closest" when several
/// corners share the smallest total.
pub(super) fn closest(sums: &[u64; 4]) -> String {
    let best = sums.iter().copied().min().unwrap_or(0);
    let players: Vec<String> = (0..4)
        .filter(|&p| sums[p] == best)
        .map(|p| (p + 1).to_string())
        .collect();
    match players.as_slice() {
        [one] => format!("player {one} is closest"),
        [first @ .., last] => format!("players {} and {last} tie as closest", first.join(", ")),
        [] => String::new(),
    }
}

/// Player, corner, total steps to all goals and the steps per goal, under
/// two-line column titles that say which is which.
pub(super) fn table(card: &CardDrawing, top: f64, style: &Style) -> Group {
    let all_goals = format!("all {} goals", card.goals.len());
    let columns = [
        (0.0, ["", "Player"], "start"),
        (40.0, ["", "Corner"], "start"),
        (135.0, ["Steps to", all_goals.as_str()], "end"),
        (200.0, ["Steps per", "goal (mean)"], "end"),
    ];
    let mut group = Group::new();
    for (x, lines, anchor) in columns {
        for (i, line) in lines.iter().enumerate().filter(|(_, l)| !l.is_empty()) {
            let y = top + ROW_PT - 3.0 - 10.0 * (1 - i) as f64;
            group = group.add(text(x, y, 9.0, line, anchor, false, style));
        }
    }
    for (i, corner) in Corner::ALL.iter().enumerate() {
        let y = top + ROW_PT * (i as f64 + 2.0) - 3.0;
        group = group
            .add(marker(9.0, y - 3.5, MARKER_MIN_RADIUS_PT, i, style))
            .add(text(40.0, y, 10.0, corner.name(), "start", false, style))
            .add(text(
                135.0,
                y,
                10.0,
                &card.fairness.sums[i].to_string(),
                "end",
                false,
                style,
            ))
            .add(text(
                200.0,
                y,
                10.0,
                &format!("{:.2}", card.fairness.means[i]),
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
pub(super) fn nearest_map(card: &CardDrawing, width: f64, top: f64, style: &Style) -> Group {
    let (columns, rows) = (card.board.width(), card.board.height());
    let cell = (96.0 / rows as f64).min(80.0 / columns as f64).min(14.0);
    if cell * MAP_TEXT_SHARE < MIN_TEXT_PT {
        return Group::new();
    }
    let left = width - cell * columns as f64;
    let mut group = Group::new().add(text(
        left,
        top + 4.0,
        9.0,
        "Nearest player",
        "start",
        false,
        style,
    ));
    let top = top + 9.0;
    for y in 0..rows {
        for x in 0..columns {
            group = group.add(map_square(card, [x, y], left, top, cell, style));
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
    use super::closest;

    #[test]
    fn tied_corners_are_named_together() {
        assert_eq!(closest(&[10, 12, 13, 14]), "player 1 is closest");
        assert_eq!(closest(&[10, 10, 13, 14]), "players 1 and 2 tie as closest");
        assert_eq!(
            closest(&[11, 10, 10, 10]),
            "players 2, 3 and 4 tie as closest"
        );
    }
}
