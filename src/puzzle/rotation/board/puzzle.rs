//! A rotation puzzle: a board with the ball at rest and a goal it does not already
//! rest on, validated once so the solver and the drawing can trust it.

use super::{Board, Cell, Gravity, RotationFault};

/// Which piece a fault is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Piece {
    Ball,
    Goal,
}

impl Piece {
    pub fn name(self) -> &'static str {
        match self {
            Piece::Ball => "ball",
            Piece::Goal => "goal",
        }
    }
}

/// A rotation puzzle: a board, the ball at rest under south gravity, and a goal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    pub board: Board,
    pub ball: Cell,
    pub goal: Cell,
}

impl Puzzle {
    /// Validates a puzzle: ball and goal on open cells of the board, the ball at
    /// rest under the starting (south) gravity, and not already resting on the goal.
    pub fn new(board: Board, ball: Cell, goal: Cell) -> Result<Puzzle, RotationFault> {
        for (piece, cell) in [(Piece::Ball, ball), (Piece::Goal, goal)] {
            check_piece(&board, piece, cell)?;
        }
        let would_fall_to = board.slide(ball, Gravity::South);
        if would_fall_to != ball {
            return Err(RotationFault::NotAtRest {
                ball,
                would_fall_to,
            });
        }
        if ball == goal {
            return Err(RotationFault::GoalAtStart { cell: ball });
        }
        Ok(Puzzle { board, ball, goal })
    }
}

fn check_piece(board: &Board, piece: Piece, cell: Cell) -> Result<(), RotationFault> {
    if !board.contains(cell) {
        return Err(RotationFault::OffBoard {
            piece,
            cell,
            width: board.width(),
            height: board.height(),
        });
    }
    if !board.is_open(cell) {
        return Err(RotationFault::Blocked { piece, cell });
    }
    Ok(())
}
