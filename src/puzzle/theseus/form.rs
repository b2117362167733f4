//! The JSON form of docs/formats.md, read and written: the board (size, walls,
//! exit), the two start squares, and with an analysis the shortest solution and
//! the metrics. Reading names the field at fault (`walls[2]`, `exit.side`).

use serde::Deserialize;
use serde_json::{Value, json};

use super::board::{Board, Cell, Exit, Puzzle, Side};
use super::fault::TheseusFault;

/// The form as `analyze` reads it.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TheseusForm {
    pub kind: String,
    pub width: usize,
    pub height: usize,
    pub walls: Vec<[Cell; 2]>,
    pub exit: ExitForm,
    pub theseus: Cell,
    pub minotaur: Cell,
    #[serde(default)]
    pub solution: Option<String>,
    #[serde(default)]
    pub metrics: Option<Value>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExitForm {
    pub cell: Cell,
    pub side: String,
}

/// Why a form is not a puzzle.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FormFault {
    #[error("`kind`: \"{0}\" is not this kind; a Theseus puzzle's form says \"theseus\"")]
    Kind(String),
    #[error("`exit.side`: \"{0}\" is not a side; use north, east, south or west")]
    Side(String),
    #[error(transparent)]
    Board(#[from] TheseusFault),
}

impl TheseusForm {
    /// The puzzle the form describes, validated.
    pub fn puzzle(&self) -> Result<Puzzle, FormFault> {
        if self.kind != "theseus" {
            return Err(FormFault::Kind(self.kind.clone()));
        }
        let side = Side::from_name(&self.exit.side)
            .ok_or_else(|| FormFault::Side(self.exit.side.clone()))?;
        let exit = Exit {
            cell: self.exit.cell,
            side,
        };
        let board = Board::with_walls(self.width, self.height, &self.walls, exit)?;
        Ok(Puzzle::new(board, self.theseus, self.minotaur)?)
    }
}

/// The form of a puzzle, without solution or metrics.
pub fn board_json(p: &Puzzle) -> Value {
    let exit = p.board.exit();
    json!({
        "kind": "theseus",
        "width": p.board.width(),
        "height": p.board.height(),
        "walls": p.board.wall_list(),
        "exit": { "cell": exit.cell, "side": exit.side.name() },
        "theseus": p.theseus,
        "minotaur": p.minotaur,
    })
}
