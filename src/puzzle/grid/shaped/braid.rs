//! Loops: a braid maze is a perfect maze with some dead ends removed, each by
//! opening one more wall of the dead-end cell. A share `braid` of the dead ends goes
//! (0 keeps them all, 1 removes every one that has a wall to open); a wall to
//! another dead end is preferred, since it removes two at once, as in the classic
//! braiding. Dead ends are taken in random order, so loops spread over the maze.

use rand_chacha::ChaCha8Rng;

use super::adjacency::Adjacency;
use super::carve::Passage;
use crate::puzzle::random::below;

/// Opens walls of dead ends until `share` of them are gone.
pub fn braid(graph: &Adjacency, passages: &mut Vec<Passage>, share: f64, rng: &mut ChaCha8Rng) {
    let mut ends = Ends::of(graph, passages);
    let mut dead: Vec<u32> = (0..graph.len() as u32)
        .filter(|&c| ends.is_dead(c))
        .collect();
    let target = (share * dead.len() as f64).round() as usize;
    let allowed = dead.len() - target;
    // Each passage opened removes at least one dead end.
    passages.reserve_exact(target);
    for last in (1..dead.len()).rev() {
        dead.swap(last, below(rng, last + 1));
    }
    let mut choices = Vec::with_capacity(8);
    for cell in dead {
        if ends.dead_count <= allowed {
            break;
        }
        if !ends.is_dead(cell) {
            continue;
        }
        let partner = ends.partner_of[cell as usize];
        choices.clear();
        graph.push_neighbours(cell as usize, &mut choices);
        choices.retain(|&o| o != partner);
        let dead_too: Vec<u32> = choices
            .iter()
            .copied()
            .filter(|&o| ends.is_dead(o))
            .collect();
        let pool = if dead_too.is_empty() {
            &choices
        } else {
            &dead_too
        };
        if pool.is_empty() {
            continue;
        }
        let other = pool[below(rng, pool.len())];
        ends.open(cell, other);
        passages.push([cell, other]);
    }
}

/// Each cell's passage count, and (by xor of the cells joined) a dead end's partner.
struct Ends {
    degree: Vec<u32>,
    partner_of: Vec<u32>,
    dead_count: usize,
}

impl Ends {
    fn of(graph: &Adjacency, passages: &[Passage]) -> Ends {
        let mut ends = Ends {
            degree: vec![0; graph.len()],
            partner_of: vec![0; graph.len()],
            dead_count: 0,
        };
        for &[a, b] in passages {
            ends.join(a, b);
        }
        ends.dead_count = (0..graph.len() as u32).filter(|&c| ends.is_dead(c)).count();
        ends
    }

    fn join(&mut self, a: u32, b: u32) {
        for (from, to) in [(a, b), (b, a)] {
            self.degree[from as usize] += 1;
            self.partner_of[from as usize] ^= to;
        }
    }

    fn is_dead(&self, cell: u32) -> bool {
        self.degree[cell as usize] == 1
    }

    fn open(&mut self, a: u32, b: u32) {
        let before = usize::from(self.is_dead(a)) + usize::from(self.is_dead(b));
        self.join(a, b);
        self.dead_count -= before;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::rectangle::algorithms::Algorithm;
    use crate::puzzle::grid::shaped::board::{Board, Tiling};
    use crate::puzzle::grid::shaped::carve::carve;
    use rand::SeedableRng;

    fn dead_ends(graph: &Adjacency, passages: &[Passage]) -> usize {
        Ends::of(graph, passages).dead_count
    }

    #[test]
    fn braiding_removes_the_share_asked_for() {
        let board = Board::tiled(Tiling::Hexagon, 20, 20);
        let graph = Adjacency::of(&board);
        for share in [0.0, 0.5, 1.0] {
            let mut rng = ChaCha8Rng::seed_from_u64(3);
            let mut passages = carve(Algorithm::Backtracker, &graph, 0, &mut rng).unwrap();
            let before = dead_ends(&graph, &passages);
            braid(&graph, &mut passages, share, &mut rng);
            let after = dead_ends(&graph, &passages);
            let wanted = before - (share * before as f64).round() as usize;
            assert!(
                after <= wanted && after + 1 >= wanted,
                "{share}: {before} → {after}"
            );
            let mut pairs: Vec<_> = passages
                .iter()
                .map(|&[a, b]| (a.min(b), a.max(b)))
                .collect();
            pairs.sort_unstable();
            pairs.dedup();
            assert_eq!(pairs.len(), passages.len(), "a passage opened twice");
            assert!(
                pairs
                    .iter()
                    .all(|&(a, b)| graph.neighbours(a as usize).contains(&b))
            );
        }
    }
}
