//! Which algorithms weave: the growing tree in each of its modes (the backtracker
//! is its newest-first mode), which tunnels under corridors as it grows, and
//! Kruskal's, which places its crossings first. The others carve on a grid that
//! has no second node under a bridge (Wilson's and Aldous–Broder's walks, Prim's,
//! hunt-and-kill, and the row-by-row ones) and are refused by name.

use rand_chacha::ChaCha8Rng;

use super::woven::WovenMaze;
use super::{kruskal, tunnels};
use crate::puzzle::Refusal;
use crate::puzzle::grid::rectangle::algorithms::{Algorithm, GrowingTreeMode};

/// The algorithms that weave, as named in book.toml and on the command line.
pub const WEAVING: [Algorithm; 5] = [
    Algorithm::Backtracker,
    Algorithm::GrowingTree(GrowingTreeMode::Mixed),
    Algorithm::GrowingTree(GrowingTreeMode::Newest),
    Algorithm::GrowingTree(GrowingTreeMode::Random),
    Algorithm::Kruskal,
];

/// `algorithm` if it weaves, else a refusal naming `algorithm` and the ones that do.
pub fn weaving(algorithm: Algorithm) -> Result<Algorithm, Refusal> {
    if WEAVING.contains(&algorithm) {
        return Ok(algorithm);
    }
    let names: Vec<&str> = WEAVING.iter().map(|a| a.name()).collect();
    let (last, rest) = names.split_last().unwrap_or((&"", &[]));
    Err(Refusal::new(
        "algorithm",
        format!(
            "{algorithm} cannot weave (it has no way to pass under a corridor); with weave, use {} or {last}",
            rest.join(", ")
        ),
    ))
}

/// Makes a perfect weave maze of `size` (width, height) with `algorithm`, which
/// must weave.
pub fn generate(
    algorithm: Algorithm,
    size: (usize, usize),
    weave: f64,
    rng: &mut ChaCha8Rng,
) -> WovenMaze {
    match algorithm {
        Algorithm::Kruskal => kruskal::carve(size, weave, rng),
        Algorithm::GrowingTree(mode) => tunnels::carve(size, weave, mode, rng),
        _ => tunnels::carve(size, weave, GrowingTreeMode::Newest, rng),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_others_are_refused_by_name() {
        assert!(weaving(Algorithm::Kruskal).is_ok());
        let refusal = weaving(Algorithm::Wilson).unwrap_err();
        assert_eq!(refusal.key, "algorithm");
        assert_eq!(
            refusal.message,
            "wilson cannot weave (it has no way to pass under a corridor); with weave, use backtracker, growing-tree, growing-tree-newest, growing-tree-random or kruskal"
        );
    }
}
