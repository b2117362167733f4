//! One player per puzzle kind: the script that plays it in the browser and the
//! fields of the kind's JSON form that script reads. Adding a kind to book.html
//! is one file here (and its script under `assets/`) and one line in [`PLAYERS`].

mod block;
mod grid;
mod labyrinth;
mod rotation;
mod theseus;
mod viennese;

/// What book.html needs to play one kind of puzzle.
pub struct Player {
    /// The kind's name, as in its JSON form's `kind`.
    pub kind: &'static str,
    /// The script that registers the kind's player (`PLAYERS[kind] = …`).
    pub script: &'static str,
    /// The words key of the line telling how to play it by keyboard.
    pub keys_word: &'static str,
    /// The fields of the JSON form the script reads; the rest stays out of the page.
    pub fields: &'static [&'static str],
}

/// Every kind book.html can play (Theseus's player follows
/// notes/theseus-rules.md and the form in docs/formats.md).
pub static PLAYERS: [&Player; 6] = [
    &grid::PLAYER,
    &block::PLAYER,
    &viennese::PLAYER,
    &rotation::PLAYER,
    &labyrinth::PLAYER,
    &theseus::PLAYER,
];

/// The player of the kind called `kind`, if there is one.
pub fn find(kind: &str) -> Option<&'static Player> {
    PLAYERS.iter().copied().find(|player| player.kind == kind)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::registry::KINDS;

    #[test]
    fn every_kind_of_the_registry_has_one_player_and_no_player_is_for_another() {
        for kind in KINDS.iter() {
            let players = PLAYERS.iter().filter(|p| p.kind == kind.name()).count();
            assert_eq!(players, 1, "players for the kind {}", kind.name());
        }
        for player in PLAYERS.iter() {
            assert!(
                KINDS.iter().any(|kind| kind.name() == player.kind),
                "a player for {}, which the registry does not have",
                player.kind
            );
        }
    }
}
