//! The rules applied to one route, move by move, independent of the state graph:
//! what `analyze` uses to check a claimed solution and what the tests use to
//! check every printed one.

use super::maze::{Maze, Variant};

/// Why a route breaks the rules.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RouteFault {
    #[error("it must start at the start, intersection {0}")]
    WrongStart(usize),
    #[error("it must end at the goal, intersection {0}")]
    WrongEnd(usize),
    #[error("move {moves}: there is no street from {from} to {to}")]
    NoStreet {
        moves: usize,
        from: usize,
        to: usize,
    },
    #[error("move {moves}: the light from {from} to {to} is red")]
    Red {
        moves: usize,
        from: usize,
        to: usize,
    },
    #[error("move {moves}: from {from} straight back to {to} is a U-turn, not allowed here")]
    UTurn {
        moves: usize,
        from: usize,
        to: usize,
    },
    #[error("move {moves} already reaches the goal; the route goes on past it")]
    PastGoal { moves: usize },
}

/// Checks that `route` (intersections from start to goal) is a solution.
pub fn replay(maze: &Maze, route: &[usize]) -> Result<(), RouteFault> {
    if route.first() != Some(&maze.start()) {
        return Err(RouteFault::WrongStart(maze.start()));
    }
    if route.len() < 2 || route.last() != Some(&maze.goal()) {
        return Err(RouteFault::WrongEnd(maze.goal()));
    }
    for (index, pair) in route.windows(2).enumerate() {
        let (from, to, moves) = (pair[0], pair[1], index + 1);
        if from == maze.goal() {
            return Err(RouteFault::PastGoal { moves: index });
        }
        let street = maze
            .canvas()
            .street_between(from, to)
            .ok_or(RouteFault::NoStreet { moves, from, to })?;
        if !maze.open_at(street, index) {
            return Err(RouteFault::Red { moves, from, to });
        }
        let previous = index.checked_sub(1).map(|i| route[i]);
        if maze.variant() == Variant::Nht && previous == Some(to) {
            return Err(RouteFault::UTurn { moves, from, to });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::puzzle::viennese::canvas::Canvas;

    /// 0 — 1 — 2 in a row; the street 0–1 green, 1–2 as given.
    fn row(second: u8, variant: Variant) -> Maze {
        let canvas = Canvas::new(
            vec![[0.0, 0.0], [1.0, 0.0], [2.0, 0.0]],
            vec![[0, 1], [1, 2]],
        )
        .expect("a plan");
        Maze::new(Arc::new(canvas), vec![0, second], 0, 2, variant).expect("a maze")
    }

    #[test]
    fn a_route_obeys_lights_streets_and_u_turns() {
        // Street 1–2 starting orange is red at move 2 (after one tick).
        assert_eq!(replay(&row(0, Variant::Nht), &[0, 1, 2]), Ok(()));
        assert_eq!(
            replay(&row(1, Variant::Nht), &[0, 1, 2]),
            Err(RouteFault::Red {
                moves: 2,
                from: 1,
                to: 2
            })
        );
        // Waiting is not allowed, but in HT a U-turn can pass the time.
        assert_eq!(
            replay(&row(1, Variant::Nht), &[0, 1, 0, 1, 2]),
            Err(RouteFault::UTurn {
                moves: 2,
                from: 1,
                to: 0
            })
        );
        assert_eq!(
            replay(&row(1, Variant::Ht), &[0, 1, 0, 1, 2]),
            Err(RouteFault::Red {
                moves: 3,
                from: 0,
                to: 1
            })
        );
        assert_eq!(replay(&row(2, Variant::Ht), &[0, 1, 2]), Ok(()));
        assert_eq!(
            replay(&row(0, Variant::Ht), &[0, 2]),
            Err(RouteFault::NoStreet {
                moves: 1,
                from: 0,
                to: 2
            })
        );
        assert_eq!(
            replay(&row(0, Variant::Ht), &[1, 2]),
            Err(RouteFault::WrongStart(0))
        );
        assert_eq!(
            replay(&row(0, Variant::Ht), &[0, 1]),
            Err(RouteFault::WrongEnd(2))
        );
    }
}
