//! The fairest a layout can be, known from the goals and the corners alone, so
//! that a `max-fairness` no layout can meet is refused at once instead of after
//! a search of millions of boards.
//!
//! Two facts bound it. The board is a grid, so every path between two squares
//! has the parity of their Manhattan distance, whatever the walls: a corner's
//! distance sum over the goals has a parity fixed by the goals. When two
//! corners' sums differ in parity they can never be equal, so the spread is at
//! least 1 (one odd number of goals on a board with an even side is enough).
//! And a board with no walls has one layout, whose distances are the Manhattan
//! distances: its fairness is the only one there is.

use super::board::{Board, Square};
use super::fairness::{Corner, analyse, fairness_of};

/// Why no layout is fairer than [`least_fairness`] says.
#[derive(Debug, Clone, PartialEq)]
pub enum Why {
    /// Two corners' distance sums differ in parity: (the even one, the odd one).
    Parity(Corner, Corner),
    /// No walls: the one layout there is.
    OnlyLayout,
}

/// The least fairness any `width`×`height` layout with `walls` walls can have
/// over `goals`, when it is more than 0, and why.
pub fn least_fairness(
    width: usize,
    height: usize,
    walls: usize,
    goals: &[Square],
) -> Option<(f64, Why)> {
    if walls == 0 {
        let empty = Board::new(width, height, &[]).ok()?;
        let fairness = analyse(&empty, goals).fairness;
        return (fairness > 0.0).then_some((fairness, Why::OnlyLayout));
    }
    let parity = |corner: Corner| {
        let [x, y] = corner.square(width, height);
        let sum: usize = goals
            .iter()
            .map(|g| g[0].abs_diff(x) + g[1].abs_diff(y))
            .sum();
        sum % 2
    };
    let even = Corner::ALL.into_iter().find(|&c| parity(c) == 0)?;
    let odd = Corner::ALL.into_iter().find(|&c| parity(c) == 1)?;
    Some((fairness_of(1, goals.len()), Why::Parity(even, odd)))
}

/// The refusal of a bound below the least fairness, if it is.
pub fn unreachable(
    width: usize,
    height: usize,
    walls: usize,
    goals: &[Square],
    bound: f64,
) -> Option<String> {
    let (least, why) = least_fairness(width, height, walls, goals)?;
    if least <= bound {
        return None;
    }
    let because = match why {
        Why::Parity(even, odd) => format!(
            "every path between two squares has the parity of their distance along rows and columns, so over {} the {} corner's distances always add up to an even number and the {} corner's to an odd one, whatever the walls",
            match goals.len() {
                1 => "the one goal".to_string(),
                n => format!("these {n} goals"),
            },
            even.name(),
            odd.name()
        ),
        Why::OnlyLayout => "a board with no walls has one layout".into(),
    };
    Some(format!(
        "{bound} cannot be met: no layout is fairer than {} ({because}); use max-fairness = {} or more{}",
        shown(least),
        shown(least),
        match why {
            Why::Parity(..) => ", or goals that keep the corners' parities equal",
            Why::OnlyLayout => ", or some walls",
        }
    ))
}

/// A fairness rounded up to four decimals, so that the value shown is one
/// that meets the bound it names.
fn shown(fairness: f64) -> String {
    let up = (fairness * 10_000.0).ceil() / 10_000.0;
    let text = format!("{up:.4}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::labyrinth::default_goals;

    #[test]
    fn one_goal_on_an_edge_is_never_fairer_than_one() {
        let (least, why) = least_fairness(6, 6, 24, &[[2, 0]]).expect("a bound");
        assert_eq!(least, 1.0);
        assert_eq!(why, Why::Parity(Corner::NorthWest, Corner::NorthEast));
        let message = unreachable(6, 6, 24, &[[2, 0]], 0.5).expect("refused");
        assert!(
            message.starts_with("0.5 cannot be met: no layout is fairer than 1 ("),
            "{message}"
        );
        assert!(
            message.contains("use max-fairness = 1 or more"),
            "{message}"
        );
        assert_eq!(unreachable(6, 6, 24, &[[2, 0]], 1.0), None);
    }

    #[test]
    fn the_game_s_goals_leave_every_bound_to_the_search() {
        for side in 2..=8 {
            let goals = default_goals(side, side);
            if least_fairness(side, side, 1, &goals).is_none() {
                continue;
            }
            // Only odd goal counts on boards with an even side can split parities.
            assert!(goals.len() % 2 == 1 && side % 2 == 0, "{side}");
        }
        assert_eq!(least_fairness(6, 6, 24, &default_goals(6, 6)), None);
    }

    #[test]
    fn the_bound_is_never_above_what_a_layout_reaches() {
        // Small boards, every goal set of one or two squares: the fairest of many
        // searched layouts is never fairer than the bound says is possible.
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(3);
        for goals in [
            vec![[1, 0]],
            vec![[2, 1]],
            vec![[1, 0], [2, 2]],
            vec![[0, 1], [1, 2]],
        ] {
            for walls in [0, 1, 3] {
                let Some((least, _)) = least_fairness(3, 3, walls, &goals) else {
                    continue;
                };
                let found = crate::puzzle::labyrinth::search::search(
                    3, 3, walls, &goals, 0.0, &mut rng, 2_000,
                );
                let fairest = match found {
                    Ok((_, fairness)) => fairness.fairness,
                    Err(best) => best.1.fairness,
                };
                assert!(
                    fairest >= least - 1e-12,
                    "{goals:?} {walls}: {fairest} < {least}"
                );
            }
        }
    }
}
