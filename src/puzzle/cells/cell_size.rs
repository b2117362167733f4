//! How small a grid or block maze's cells may print: the narrowest corridor per
//! difficulty, and the legibility test every recipe runs against the slot its
//! page gives it, before any maze is made. Each kind works out the cell size it
//! would draw with (its drawing decides the room for marks); the rule and the
//! message are shared.

use crate::puzzle::Difficulty;
use crate::units::PT_PER_MM;

/// The narrowest corridor printed at `difficulty` (`None`: level 5), in points.
/// A child's pencil line is 1–2 mm wide, so easy mazes get wide corridors: 6 mm
/// for levels 1–3, 4 mm for 4–6, 3 mm above.
pub fn min_cell_pt(difficulty: Option<Difficulty>) -> f64 {
    let mm = match difficulty.map_or(5, Difficulty::level) {
        1..=3 => 6.0,
        4..=6 => 4.0,
        _ => 3.0,
    };
    mm * PT_PER_MM
}

/// `Ok` when a `columns`×`rows` maze drawn with cells of `cell_pt` points gets at
/// least `needed_pt`, else why not in millimetres. `maze` names the kind in the
/// message ("maze", "block maze").
pub fn check_legible(
    maze: &str,
    (columns, rows): (usize, usize),
    cell_pt: f64,
    needed_pt: f64,
) -> Result<(), String> {
    if cell_pt + 1e-9 >= needed_pt {
        return Ok(());
    }
    // Cells shrink in proportion as the maze grows, so this many fit the slot.
    let fit = |cells: usize| (cells as f64 * cell_pt / needed_pt).floor() as usize;
    Err(format!(
        "a {columns}×{rows} {maze} would print with corridors {:.1} mm wide, but it needs at least {:.1} mm to be legible (about {}×{} cells fit)",
        cell_pt / PT_PER_MM,
        needed_pt / PT_PER_MM,
        fit(columns),
        fit(rows)
    ))
}

/// The largest size at most `asked`, its aspect kept and each side at least
/// `least` (or as asked, when smaller), at which `legible` holds; `None` when
/// not even the smallest is legible.
pub fn largest_legible(
    asked: (usize, usize),
    least: usize,
    legible: impl Fn(usize, usize) -> bool,
) -> Option<(usize, usize)> {
    let (columns, rows) = asked;
    let aspect = rows as f64 / columns.max(1) as f64;
    (least.min(columns)..=columns)
        .rev()
        .map(|across| {
            let down = (across as f64 * aspect).round() as usize;
            (across, down.clamp(least.min(rows), rows))
        })
        .find(|&(across, down)| legible(across, down))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mm(difficulty: Option<Difficulty>) -> f64 {
        min_cell_pt(difficulty) / PT_PER_MM
    }

    #[test]
    fn the_largest_legible_size_keeps_the_aspect() {
        let under = |limit: usize| move |w: usize, h: usize| w * h <= limit;
        assert_eq!(largest_legible((40, 20), 5, under(800)), Some((40, 20)));
        assert_eq!(largest_legible((40, 20), 5, under(400)), Some((28, 14)));
        assert_eq!(largest_legible((40, 20), 5, under(10)), None);
    }

    #[test]
    fn easier_levels_get_wider_corridors() {
        let level = |n| Difficulty::from_level(n);
        assert!((mm(level(1)) - 6.0).abs() < 1e-9);
        assert!((mm(level(3)) - 6.0).abs() < 1e-9);
        assert!((mm(level(4)) - 4.0).abs() < 1e-9);
        assert!((mm(level(6)) - 4.0).abs() < 1e-9);
        assert!((mm(level(7)) - 3.0).abs() < 1e-9);
        assert!((mm(level(10)) - 3.0).abs() < 1e-9);
        assert_eq!(mm(None), mm(Some(Difficulty::MEDIUM)));
    }

    #[test]
    fn a_cell_just_wide_enough_passes_and_a_narrower_one_is_named() {
        let needed = 3.0 * PT_PER_MM;
        assert_eq!(check_legible("maze", (40, 30), needed, needed), Ok(()));
        assert_eq!(
            check_legible("block maze", (39, 39), 2.0 * PT_PER_MM, needed),
            Err("a 39×39 block maze would print with corridors 2.0 mm wide, but it needs at least 3.0 mm to be legible (about 26×26 cells fit)".into())
        );
    }
}
