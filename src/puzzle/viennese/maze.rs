//! A Viennese maze: a street plan with each light's initial colour, a start, a
//! goal and the variant of the rules (U-turns forbidden or allowed).

use std::sync::Arc;

use super::canvas::Canvas;

/// A light's colour: 0 green, 1 orange, 2 red. After t moves a light that
/// started at c shows (c + t) mod 3; a street may be driven at time t when that
/// is not red.
pub type Colour = u8;

pub const GREEN: Colour = 0;
pub const ORANGE: Colour = 1;
pub const RED: Colour = 2;

/// Whether a driver may turn straight back along the street just driven.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Variant {
    /// No half-turns: never straight back along the street just taken.
    Nht,
    /// Half-turns (U-turns) allowed.
    Ht,
}

impl Variant {
    pub const NAMES: [&'static str; 2] = ["nht", "ht"];

    pub fn name(self) -> &'static str {
        match self {
            Variant::Nht => "nht",
            Variant::Ht => "ht",
        }
    }

    pub fn from_name(name: &str) -> Option<Variant> {
        match name {
            "nht" => Some(Variant::Nht),
            "ht" => Some(Variant::Ht),
            _ => None,
        }
    }
}

/// Why a maze was refused.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum MazeFault {
    #[error("street {street} has colour {colour}; colours are 0 (green), 1 (orange) and 2 (red)")]
    BadColour { street: usize, colour: u64 },
    #[error("{which} is intersection {node}, but the intersections are 0 to {last}")]
    MissingEnd {
        which: &'static str,
        node: usize,
        last: usize,
    },
    #[error("the start and the goal are both intersection {0}; they must differ")]
    StartIsGoal(usize),
    #[error("{found} colours for {streets} streets")]
    ColourCount { found: usize, streets: usize },
}

/// A coloured street plan with its ends; valid by construction.
#[derive(Debug, Clone, PartialEq)]
pub struct Maze {
    canvas: Arc<Canvas>,
    colours: Vec<Colour>,
    start: usize,
    goal: usize,
    variant: Variant,
}

impl Maze {
    pub fn new(
        canvas: Arc<Canvas>,
        colours: Vec<Colour>,
        start: usize,
        goal: usize,
        variant: Variant,
    ) -> Result<Maze, MazeFault> {
        if colours.len() != canvas.street_count() {
            return Err(MazeFault::ColourCount {
                found: colours.len(),
                streets: canvas.street_count(),
            });
        }
        if let Some(street) = colours.iter().position(|&c| c > RED) {
            return Err(MazeFault::BadColour {
                street,
                colour: u64::from(colours[street]),
            });
        }
        let last = canvas.node_count() - 1;
        for (which, node) in [("the start", start), ("the goal", goal)] {
            if node > last {
                return Err(MazeFault::MissingEnd { which, node, last });
            }
        }
        if start == goal {
            return Err(MazeFault::StartIsGoal(start));
        }
        Ok(Maze {
            canvas,
            colours,
            start,
            goal,
            variant,
        })
    }

    pub fn canvas(&self) -> &Canvas {
        &self.canvas
    }

    pub fn shared_canvas(&self) -> &Arc<Canvas> {
        &self.canvas
    }

    /// Each street's initial colour, in street order.
    pub fn colours(&self) -> &[Colour] {
        &self.colours
    }

    pub fn start(&self) -> usize {
        self.start
    }

    pub fn goal(&self) -> usize {
        self.goal
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The colour street `street` shows after `moves` moves.
    pub fn colour_after(&self, street: usize, moves: usize) -> Colour {
        ((usize::from(self.colours[street]) + moves) % 3) as Colour
    }

    /// Whether street `street` may be driven as move number `moves + 1` (after
    /// `moves` moves: its light is not red).
    pub fn open_at(&self, street: usize, moves: usize) -> bool {
        self.colour_after(street, moves) != RED
    }

    /// The same plan and ends with other colours (the search's mutations).
    pub fn recoloured(&self, colours: Vec<Colour>) -> Result<Maze, MazeFault> {
        Maze::new(
            self.canvas.clone(),
            colours,
            self.start,
            self.goal,
            self.variant,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan() -> Arc<Canvas> {
        Arc::new(Canvas::squares(2, 2))
    }

    #[test]
    fn lights_cycle_green_orange_red() {
        let maze = Maze::new(plan(), vec![0, 1, 2, 0], 0, 3, Variant::Nht).expect("valid");
        assert_eq!(
            (0..4).map(|t| maze.colour_after(0, t)).collect::<Vec<_>>(),
            [0, 1, 2, 0]
        );
        assert!(maze.open_at(0, 0) && maze.open_at(0, 1) && !maze.open_at(0, 2));
        assert!(!maze.open_at(2, 0) && maze.open_at(2, 1));
    }

    #[test]
    fn bad_mazes_are_refused() {
        assert_eq!(
            Maze::new(plan(), vec![0, 3, 0, 0], 0, 3, Variant::Ht),
            Err(MazeFault::BadColour {
                street: 1,
                colour: 3
            })
        );
        assert_eq!(
            Maze::new(plan(), vec![0; 4], 2, 2, Variant::Ht),
            Err(MazeFault::StartIsGoal(2))
        );
        assert!(matches!(
            Maze::new(plan(), vec![0; 4], 0, 4, Variant::Ht),
            Err(MazeFault::MissingEnd { .. })
        ));
        assert!(matches!(
            Maze::new(plan(), vec![0; 3], 0, 3, Variant::Ht),
            Err(MazeFault::ColourCount { .. })
        ));
    }
}
