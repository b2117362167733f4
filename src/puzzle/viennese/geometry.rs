//! A street plan must print without ambiguity: positions of a sane size, no two
//! intersections at one point, no street crossing another or running through an
//! intersection (on paper that would look like a crossing where none is, and two
//! lights could sit on one spot).

use super::canvas::CanvasFault;

/// The largest coordinate accepted, in the plan's own units.
pub const MAX_COORDINATE: f64 = 1e9;

/// Checks the positions alone: finite, within range, all different.
pub fn check_positions(positions: &[[f64; 2]]) -> Result<(), CanvasFault> {
    for (node, p) in positions.iter().enumerate() {
        if !p[0].is_finite() || !p[1].is_finite() {
            return Err(CanvasFault::BadPosition { node });
        }
        if p[0].abs() > MAX_COORDINATE || p[1].abs() > MAX_COORDINATE {
            return Err(CanvasFault::FarPosition {
                node,
                max: MAX_COORDINATE,
            });
        }
    }
    let tolerance = span(positions) * 1e-9;
    let mut order: Vec<usize> = (0..positions.len()).collect();
    order.sort_by(|&a, &b| positions[a][0].total_cmp(&positions[b][0]));
    for (i, &a) in order.iter().enumerate() {
        for &b in &order[i + 1..] {
            if positions[b][0] - positions[a][0] > tolerance {
                break;
            }
            if (positions[b][1] - positions[a][1]).abs() <= tolerance {
                return Err(CanvasFault::SamePosition {
                    first: a.min(b),
                    second: a.max(b),
                });
            }
        }
    }
    Ok(())
}

/// Checks the streets against each other and the intersections.
pub fn check_streets(positions: &[[f64; 2]], streets: &[[usize; 2]]) -> Result<(), CanvasFault> {
    let scale = span(positions).max(f64::MIN_POSITIVE);
    let tolerance = scale * scale * 1e-12;
    for (street, &[u, v]) in streets.iter().enumerate() {
        let (a, b) = (positions[u], positions[v]);
        if let Some(node) = (0..positions.len())
            .find(|&n| n != u && n != v && strictly_inside(a, b, positions[n], tolerance))
        {
            return Err(CanvasFault::ThroughNode { street, node });
        }
        for (other, &[w, x]) in streets.iter().enumerate().skip(street + 1) {
            if [w, x].contains(&u) || [w, x].contains(&v) {
                continue;
            }
            if cross(a, b, positions[w], positions[x], tolerance) {
                return Err(CanvasFault::Crossing {
                    first: street,
                    second: other,
                });
            }
        }
    }
    Ok(())
}

/// The larger side of the positions' bounding box.
fn span(positions: &[[f64; 2]]) -> f64 {
    let (mut low, mut high) = ([f64::MAX; 2], [f64::MIN; 2]);
    for p in positions {
        for axis in 0..2 {
            low[axis] = low[axis].min(p[axis]);
            high[axis] = high[axis].max(p[axis]);
        }
    }
    (high[0] - low[0]).max(high[1] - low[1]).max(0.0)
}

/// Twice the signed area of the triangle a, b, c.
fn orientation(a: [f64; 2], b: [f64; 2], c: [f64; 2]) -> f64 {
    (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
}

fn dot(a: [f64; 2], b: [f64; 2], c: [f64; 2]) -> f64 {
    (b[0] - a[0]) * (c[0] - a[0]) + (b[1] - a[1]) * (c[1] - a[1])
}

/// Whether `c` lies on the segment a–b, strictly between its ends.
fn strictly_inside(a: [f64; 2], b: [f64; 2], c: [f64; 2], tolerance: f64) -> bool {
    orientation(a, b, c).abs() <= tolerance && dot(a, b, c) > 0.0 && dot(b, a, c) > 0.0
}

/// Whether segments a–b and c–d cross at a point inside both (touching at an
/// intersection is caught by [`strictly_inside`]).
fn cross(a: [f64; 2], b: [f64; 2], c: [f64; 2], d: [f64; 2], tolerance: f64) -> bool {
    let side = |x: f64| {
        if x > tolerance {
            1
        } else if x < -tolerance {
            -1
        } else {
            0
        }
    };
    let (o1, o2) = (side(orientation(a, b, c)), side(orientation(a, b, d)));
    let (o3, o4) = (side(orientation(c, d, a)), side(orientation(c, d, b)));
    o1 * o2 < 0 && o3 * o4 < 0
}

#[cfg(test)]
mod tests {
    use super::*;

    const SQUARE: [[f64; 2]; 4] = [[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]];

    #[test]
    fn crossing_diagonals_are_found() {
        let sides = [[0, 1], [1, 2], [2, 3], [3, 0]];
        assert_eq!(check_streets(&SQUARE, &sides), Ok(()));
        let diagonals = [[0, 1], [0, 2], [1, 3]];
        assert_eq!(
            check_streets(&SQUARE, &diagonals),
            Err(CanvasFault::Crossing {
                first: 1,
                second: 2
            })
        );
        // One diagonal alone is fine.
        assert_eq!(check_streets(&SQUARE, &[[0, 2], [0, 1]]), Ok(()));
    }

    #[test]
    fn a_street_through_an_intersection_is_found() {
        let row = [[0.0, 0.0], [1.0, 0.0], [2.0, 0.0]];
        assert_eq!(
            check_streets(&row, &[[0, 1], [0, 2]]),
            Err(CanvasFault::ThroughNode { street: 1, node: 1 })
        );
        assert_eq!(check_streets(&row, &[[0, 1], [1, 2]]), Ok(()));
    }

    #[test]
    fn positions_must_differ_and_stay_in_range() {
        assert_eq!(check_positions(&SQUARE), Ok(()));
        assert_eq!(
            check_positions(&[[0.0, 0.0], [1.0, 0.0], [0.0, 0.0]]),
            Err(CanvasFault::SamePosition {
                first: 0,
                second: 2
            })
        );
        assert!(matches!(
            check_positions(&[[0.0, 0.0], [1e308, 0.0]]),
            Err(CanvasFault::FarPosition { node: 1, .. })
        ));
        assert_eq!(
            check_positions(&[[0.0, f64::NAN], [1.0, 0.0]]),
            Err(CanvasFault::BadPosition { node: 0 })
        );
    }
}
