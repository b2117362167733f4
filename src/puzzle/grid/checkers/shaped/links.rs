//! A circle's passages as links (see `ladder`), and the links turned into the
//! work words that peeling reads. A passage is one store of a flag, whatever was
//! there, so no passage waits on the one before (which, in the order a walk makes
//! them, shares a cell with it). A passage listed twice sets a link already set,
//! so the maze has fewer passages than cells − 1 and cannot join them all, which
//! peeling finds (see `polar`). Then one pass in cell order, ring by ring,
//! gathers each cell's passages from its own links and its neighbours': how many,
//! and the xor of the cells they lead to (the one neighbour, for a leaf).

use super::form::ShapedMaze;
use super::ladder::{Ladder, Ring};

/// Per cell, its links: to its clockwise neighbour and to its inward one (1 when
/// there is a passage).
pub(super) type Links = Vec<[u8; 2]>;

/// Records every passage as its link; `None` at the first passage that does not
/// join two different neighbouring cells.
pub(super) fn record(maze: &ShapedMaze, ladder: &Ladder) -> Option<Links> {
    let cells = maze.cells;
    let mut links = vec![[0u8; 2]; cells];
    for &[a, b] in &maze.passages {
        if a >= cells || b >= cells || a == b {
            return None;
        }
        let (keeper, side) = ladder.link(a as u32, b as u32)?;
        links[keeper as usize][side] = 1;
    }
    Some(links)
}

/// Each cell's [passages, xor of the cells they lead to], and how many cells have
/// one passage.
pub(super) fn words(links: &[[u8; 2]], ladder: &Ladder) -> (Vec<[u32; 2]>, usize) {
    let mut work = vec![[0, 0]; links.len()];
    let second = *ladder.ring(1);
    let centre = (second.start..second.end)
        .filter(|&cell| links[cell as usize][1] != 0)
        .fold([0, 0], |[count, xor], cell| [count + 1, xor ^ cell]);
    work[0] = centre;
    let mut ones = usize::from(centre[0] == 1);
    for ring in 1..ladder.len() {
        ones += ring_words(links, ladder, ring, &mut work);
    }
    (work, ones)
}

/// Writes ring `ring`'s words into `work` and says how many of its cells have one
/// passage: every cell by the same few operations (whether the ring outside
/// doubles decides where its links are), then the first and last cells, whose
/// neighbours round the ring wrap, again with [`cell_word`], as are all the
/// cells of the outermost ring.
fn ring_words(links: &[[u8; 2]], ladder: &Ladder, ring: usize, work: &mut [[u32; 2]]) -> usize {
    let r = *ladder.ring(ring);
    let (start, end) = (r.start as usize, r.end as usize);
    let out = &mut work[start..end];
    let (own, before) = (&links[start..end], &links[start - 1..end - 1]);
    let outer = links.get(end..end + ((end - start) << r.outer_shift));
    let mut ones = match (outer, r.outer_shift) {
        (None, _) => 0,
        (Some(outer), 0) => fill(own, before, outer, |l| [l[1], 0], &r, out),
        (Some(outer), _) => {
            let pairs = outer.as_chunks().0;
            fill(
                own,
                before,
                pairs,
                |l: [[u8; 2]; 2]| [l[0][1], l[1][1]],
                &r,
                out,
            )
        }
    };
    let wrapping = match ring + 1 == ladder.len() {
        true => r.start..r.end,
        false => r.start..r.start + 1,
    };
    for cell in wrapping.chain([r.end - 1]) {
        let slot = &mut out[(cell - r.start) as usize];
        let word = cell_word(links, ladder, cell, ring);
        ones = ones + usize::from(word[0] == 1) - usize::from(slot[0] == 1);
        *slot = word;
    }
    ones
}

/// Writes the words of a ring's cells into `out`, from their own links (`own`),
/// the links of the cells before them (`before`) and their outward neighbours'
/// inward links (`outward`, read by `inward`), as though the ring did not wrap;
/// says how many have one passage.
fn fill<O: Copy>(
    own: &[[u8; 2]],
    before: &[[u8; 2]],
    outward: &[O],
    inward: impl Fn(O) -> [u8; 2],
    r: &Ring,
    out: &mut [[u32; 2]],
) -> usize {
    let mut ones = 0;
    let cells = out.iter_mut().zip(own).zip(before).zip(outward);
    for (place, (((slot, own), before), &outer)) in cells.enumerate() {
        let place = place as u32;
        let cell = r.start + place;
        let out = inward(outer);
        let first_out = r.end + (place << r.outer_shift);
        let inner = r.inner_start + (place >> r.inner_shift);
        *slot = gather(
            [own[0], before[0], own[1], out[0], out[1]],
            [cell + 1, cell - 1, inner, first_out, first_out + 1],
        );
        ones += usize::from(slot[0] == 1);
    }
    ones
}

/// The word of any cell but the centre, by [`Ladder::around`].
fn cell_word(links: &[[u8; 2]], ladder: &Ladder, cell: u32, ring: usize) -> [u32; 2] {
    let ways = ladder.around(cell, ring);
    let inward_link = |to: u32| links.get(to as usize).map_or(0, |link| link[1]);
    let own = links[cell as usize];
    let bits = [
        own[0],
        links[ways[1] as usize][0],
        own[1],
        inward_link(ways[3]),
        inward_link(ways[4]),
    ];
    gather(bits, ways)
}

/// [how many of `bits` are set, the xor of the cells `to` where they are].
#[inline]
fn gather(bits: [u8; 5], to: [u32; 5]) -> [u32; 2] {
    let mut word = [0, 0];
    for (bit, to) in bits.into_iter().zip(to) {
        word[0] += u32::from(bit);
        word[1] ^= to & 0u32.wrapping_sub(u32::from(bit));
    }
    word
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The quick pass gives every cell the word [`cell_word`] gives it, whatever
    /// the links.
    #[test]
    fn ring_words_are_each_cell_s_word() {
        let rings = [1, 5, 10, 10, 20, 40, 40, 40, 80];
        let ladder = Ladder::new(&rings).unwrap();
        let mut state = 7u64;
        let links: Links = (0..ladder.cells())
            .map(|cell| {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1);
                [
                    (state >> 40) as u8 & 1,
                    (state >> 50) as u8 & u8::from(cell > 0),
                ]
            })
            .collect();
        let (work, ones) = words(&links, &ladder);
        for ring in 1..ladder.len() {
            let r = *ladder.ring(ring);
            for cell in r.start..r.end {
                assert_eq!(
                    work[cell as usize],
                    cell_word(&links, &ladder, cell, ring),
                    "{cell}"
                );
            }
        }
        assert_eq!(ones, work.iter().filter(|word| word[0] == 1).count());
    }
}
