//! The printed layout card: the board drawn at a real size with its walls as thick
//! pieces, the four corners marked with player numbers, the fairness figures in a
//! small table, and a small map of which player is nearest to each goal square.
//! Numbers carry every meaning (colours only help), so it reads in black and white.

use svg::node::element::{Circle, Group, Line, Rectangle, Text};

use super::board::Square;
use super::fairness::Corner;
use super::kind::LabyrinthFinished;
use crate::render::fmt::num;
use crate::render::style::Style;
use crate::units::PT_PER_MM;

/// Height of the figures under the board.
const INFO_PT: f64 = 118.0;
/// Width the table and the map need beside each other.
const INFO_MIN_WIDTH_PT: f64 = 290.0;
/// The smallest square worth printing.
const MIN_SQUARE_PT: f64 = 6.0 * PT_PER_MM;
/// The square size of a stand-alone card.
const STANDALONE_SQUARE_PT: f64 = 30.0 * PT_PER_MM;
const ROW_PT: f64 = 15.0;

/// Player colours (light enough to print numbers on) in corner order.
const PLAYER_FILL: [&str; 4] = ["#f4a3a8", "#9ec5e8", "#a8dcc6", "#f6dc8c"];
/// Lighter tints for the map.
const PLAYER_TINT: [&str; 4] = ["#fbd9db", "#d8e8f6", "#dcf1e8", "#fbefc6"];

/// How much the figures under the board are enlarged in a wide box (they are laid
/// out for the narrowest one).
fn info_scale(width: f64) -> f64 {
    (width / 400.0).clamp(1.0, 1.35)
}

/// The square size for a board in a `width`×`height` box.
fn square_size(columns: usize, rows: usize, fixed: Option<f64>, width: f64, height: f64) -> f64 {
    let info = INFO_PT * info_scale(width);
    let fitted = (width / columns as f64).min((height - info) / rows as f64);
    fixed.map_or(fitted, |f| f.min(fitted))
}

/// `Ok` when the card fits its box legibly (and at the fixed square size, if asked).
pub fn fits(
    columns: usize,
    rows: usize,
    fixed: Option<f64>,
    width: f64,
    height: f64,
) -> Result<(), String> {
    let mm = |pt: f64| pt / PT_PER_MM;
    if let Some(square) = fixed {
        let (w, h) = (
            square * columns as f64,
            square * rows as f64 + INFO_PT * info_scale(width),
        );
        if w > width + 1e-6 || h > height + 1e-6 {
            return Err(format!(
                "a {columns}×{rows} board at {:.0} mm squares needs {:.0} × {:.0} mm with its figures, but the space is {:.0} × {:.0} mm",
                mm(square),
                mm(w),
                mm(h),
                mm(width),
                mm(height)
            ));
        }
    }
    let square = square_size(columns, rows, fixed, width, height);
    if square + 1e-6 < MIN_SQUARE_PT || width < INFO_MIN_WIDTH_PT {
        return Err(format!(
            "a {columns}×{rows} board would print with {:.1} mm squares in a {:.0} mm wide space; it needs squares of at least {:.0} mm and {:.0} mm of width",
            mm(square),
            mm(width),
            mm(MIN_SQUARE_PT),
            mm(INFO_MIN_WIDTH_PT)
        ));
    }
    Ok(())
}

/// Width ÷ height of a stand-alone card.
pub fn aspect_ratio(columns: usize, rows: usize) -> f64 {
    let board = STANDALONE_SQUARE_PT * columns as f64;
    board.max(INFO_MIN_WIDTH_PT) / (STANDALONE_SQUARE_PT * rows as f64 + INFO_PT)
}

/// Draws the card into a `width`×`height` box, hanging from the top.
pub fn draw(finished: &LabyrinthFinished, width: f64, height: f64, style: &Style) -> Group {
    let (columns, rows) = (finished.board.width(), finished.board.height());
    let square = square_size(columns, rows, finished.square_pt, width, height);
    let left = (width - square * columns as f64) / 2.0;
    let board =
        draw_board(finished, square, style).set("transform", format!("translate({},0)", num(left)));
    let scale = info_scale(width);
    let info = Group::new()
        .set(
            "transform",
            format!(
                "translate(0,{}) scale({})",
                num(square * rows as f64),
                num(scale)
            ),
        )
        .add(headline(finished, 14.0, style))
        .add(table(finished, 26.0, style))
        .add(nearest_map(finished, width / scale, 18.0, style));
    Group::new()
        .set("font-family", style.font_family.as_str())
        .add(board)
        .add(info)
}

fn draw_board(finished: &LabyrinthFinished, square: f64, style: &Style) -> Group {
    let (columns, rows) = (finished.board.width(), finished.board.height());
    let (w, h) = (square * columns as f64, square * rows as f64);
    let mut group = Group::new();
    for x in 1..columns {
        group = group.add(thin_line(x as f64 * square, 0.0, x as f64 * square, h));
    }
    for y in 1..rows {
        group = group.add(thin_line(0.0, y as f64 * square, w, y as f64 * square));
    }
    for (i, corner) in Corner::ALL.iter().enumerate() {
        group = group.add(corner_marker(
            corner.square(columns, rows),
            i,
            square,
            style,
        ));
    }
    let thickness = (square * 0.13).max(2.5);
    for wall in finished.board.walls() {
        group = group.add(wall_piece(wall.0, wall.1, square, thickness, style));
    }
    group.add(
        Rectangle::new()
            .set("width", num(w))
            .set("height", num(h))
            .set("fill", "none")
            .set("stroke", style.ink)
            .set("stroke-width", 2.5),
    )
}

fn thin_line(x1: f64, y1: f64, x2: f64, y2: f64) -> Line {
    Line::new()
        .set("x1", num(x1))
        .set("y1", num(y1))
        .set("x2", num(x2))
        .set("y2", num(y2))
        .set("stroke", "#b0b0b0")
        .set("stroke-width", 0.6)
}

/// A wall piece on the edge between squares `a` and `b`, as a rounded bar.
fn wall_piece(a: Square, b: Square, square: f64, thickness: f64, style: &Style) -> Rectangle {
    let (x, y, w, h) = if a[1] == b[1] {
        let edge = a[0].max(b[0]) as f64 * square;
        (
            edge - thickness / 2.0,
            a[1] as f64 * square,
            thickness,
            square,
        )
    } else {
        let edge = a[1].max(b[1]) as f64 * square;
        (
            a[0] as f64 * square,
            edge - thickness / 2.0,
            square,
            thickness,
        )
    };
    Rectangle::new()
        .set("x", num(x))
        .set("y", num(y))
        .set("width", num(w))
        .set("height", num(h))
        .set("rx", num(thickness / 2.0))
        .set("fill", style.ink)
}

/// A numbered disc in a corner square.
fn corner_marker(at: Square, player: usize, square: f64, style: &Style) -> Group {
    let (cx, cy) = ((at[0] as f64 + 0.5) * square, (at[1] as f64 + 0.5) * square);
    marker(cx, cy, square * 0.32, player, style)
}

fn marker(cx: f64, cy: f64, radius: f64, player: usize, style: &Style) -> Group {
    Group::new()
        .add(
            Circle::new()
                .set("cx", num(cx))
                .set("cy", num(cy))
                .set("r", num(radius))
                .set("fill", PLAYER_FILL[player])
                .set("stroke", style.ink)
                .set("stroke-width", num((radius * 0.12).max(0.8))),
        )
        .add(text(
            cx,
            cy + radius * 0.38,
            radius * 1.1,
            &(player + 1).to_string(),
            "middle",
            true,
            style,
        ))
}

fn text(x: f64, y: f64, size: f64, content: &str, anchor: &str, bold: bool, style: &Style) -> Text {
    let mut t = Text::new(content)
        .set("x", num(x))
        .set("y", num(y))
        .set("font-size", num(size))
        .set("text-anchor", anchor)
        .set("fill", style.ink);
    if bold {
        t = t.set("font-weight", "bold");
    }
    t
}

fn headline(finished: &LabyrinthFinished, top: f64, style: &Style) -> Text {
    let f = &finished.fairness;
    let favoured = Corner::ALL
        .iter()
        .position(|c| *c == f.favoured)
        .unwrap_or(0)
        + 1;
    let line = if f.fairness < 1e-9 {
        format!(
            "Fairness {:.2}: every player is as close to the goals",
            f.fairness
        )
    } else {
        format!(
            "Fairness {:.2} (0 is perfectly fair) · player {favoured} is closest",
            f.fairness
        )
    };
    text(0.0, top, 11.0, &line, "start", true, style)
}

/// Player, corner, total steps to all goals and the average.
fn table(finished: &LabyrinthFinished, top: f64, style: &Style) -> Group {
    let columns = [
        (0.0, "Player", "start"),
        (48.0, "Corner", "start"),
        (150.0, "Steps", "end"),
        (200.0, "Average", "end"),
    ];
    let mut group = Group::new();
    for (x, title, anchor) in columns {
        group = group.add(text(
            x,
            top + ROW_PT - 3.0,
            9.0,
            title,
            anchor,
            false,
            style,
        ));
    }
    for (i, corner) in Corner::ALL.iter().enumerate() {
        let y = top + ROW_PT * (i as f64 + 2.0) - 3.0;
        group = group
            .add(marker(9.0, y - 3.5, 6.0, i, style))
            .add(text(48.0, y, 10.0, corner.name(), "start", false, style))
            .add(text(
                150.0,
                y,
                10.0,
                &finished.fairness.sums[i].to_string(),
                "end",
                false,
                style,
            ))
            .add(text(
                200.0,
                y,
                10.0,
                &format!("{:.2}", finished.fairness.means[i]),
                "end",
                false,
                style,
            ));
    }
    group
}

/// A small board: each goal square shows the number of the player nearest to it
/// (tinted in that player's colour), "=" where players tie; other squares are grey.
fn nearest_map(finished: &LabyrinthFinished, width: f64, top: f64, style: &Style) -> Group {
    let (columns, rows) = (finished.board.width(), finished.board.height());
    let cell = (96.0 / rows as f64).min(80.0 / columns as f64).min(14.0);
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
            group = group.add(map_square(finished, [x, y], left, top, cell, style));
        }
    }
    group
}

fn map_square(
    finished: &LabyrinthFinished,
    at: Square,
    left: f64,
    top: f64,
    cell: f64,
    style: &Style,
) -> Group {
    let (x, y) = (left + at[0] as f64 * cell, top + at[1] as f64 * cell);
    let nearest = finished
        .goals
        .contains(&at)
        .then(|| nearest_players(finished, at));
    let fill = match &nearest {
        Some(players) if players.len() == 1 => PLAYER_TINT[players[0]],
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
            cell * 0.62,
            &label,
            "middle",
            false,
            style,
        ));
    }
    group
}

/// The players (0-based) whose corners are nearest to `goal`.
fn nearest_players(finished: &LabyrinthFinished, goal: Square) -> Vec<usize> {
    let index = goal[1] * finished.board.width() + goal[0];
    let distances: Vec<u32> = finished
        .fairness
        .distances
        .iter()
        .map(|d| d[index])
        .collect();
    let best = distances.iter().copied().min().unwrap_or(0);
    (0..4).filter(|&p| distances[p] == best).collect()
}
