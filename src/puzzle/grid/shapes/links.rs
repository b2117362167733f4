//! A circle's passages as links (see `ladder`), and the links turned into the
//! work words that peeling reads. A passage is one store of a flag, whatever was
//! there, so no passage waits on the one before (which, in the order a walk makes
//! them, shares a cell with it); a passage listed twice sets a link already set,
//! which the count of links set shows. Then one pass in cell order, ring by ring,
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

/// How many links are set: one a passage, unless a passage is listed twice.
pub(super) fn count(links: &[[u8; 2]]) -> usize {
    links
        .iter()
        .map(|&[cw, inward]| usize::from(cw + inward))
        .sum()
}

/// Each cell's [passages, xor of the cells they lead to], and how many cells have
/// one passage.
pub(super) fn words(links: &[[u8; 2]], ladder: &Ladder) -> (Vec<[u32; 2]>, usize) {
    let mut work = Vec::with_capacity(links.len());
    let second = *ladder.ring(1);
    let centre = (second.start..second.end)
        .filter(|&cell| links[cell as usize][1] != 0)
        .fold([0, 0], |[count, xor], cell| [count + 1, xor ^ cell]);
    work.push(centre);
    let mut ones = usize::from(centre[0] == 1);
    for ring in 1..ladder.len() {
        ring_words(links, ladder, ring, &mut work, &mut ones);
    }
    (work, ones)
}

/// Adds ring `ring`'s words to `work`: every cell by the same few operations
/// (the ring outside doubling or not, or absent, decides where its links are),
/// then the first and last cells, whose neighbours round the ring wrap, again
/// with [`cell_word`].
fn ring_words(
    links: &[[u8; 2]],
    ladder: &Ladder,
    ring: usize,
    work: &mut Vec<[u32; 2]>,
    ones: &mut usize,
) {
    let r = *ladder.ring(ring);
    let (start, end) = (r.start as usize, r.end as usize);
    let first = work.len();
    let outer_end = if ring + 1 < ladder.len() {
        ladder.ring(ring + 1).end as usize
    } else {
        end
    };
    let outer = &links[end..outer_end];
    let (own, before) = (&links[start..end], &links[start - 1..end - 1]);
    match (outer.is_empty(), r.outer_shift) {
        (true, _) => fill(own, before, std::iter::repeat([0, 0]), &r, work, ones),
        (false, 0) => fill(own, before, outer.iter().map(|l| [l[1], 0]), &r, work, ones),
        _ => {
            let pairs = outer.chunks_exact(2).map(|l| [l[0][1], l[1][1]]);
            fill(own, before, pairs, &r, work, ones);
        }
    }
    for cell in [r.start, r.end - 1] {
        let index = first + (cell - r.start) as usize;
        let word = cell_word(links, ladder, cell, ring);
        *ones = *ones + usize::from(word[0] == 1) - usize::from(work[index][0] == 1);
        work[index] = word;
    }
}

/// The words of a ring's cells, from their own links (`own`), the links of the
/// cells before them (`before`) and their outward neighbours' inward links
/// (`outward`), as though the ring did not wrap.
fn fill(
    own: &[[u8; 2]],
    before: &[[u8; 2]],
    outward: impl Iterator<Item = [u8; 2]>,
    r: &Ring,
    work: &mut Vec<[u32; 2]>,
    ones: &mut usize,
) {
    let cells = own.iter().zip(before).zip(outward).enumerate();
    work.extend(cells.map(|(place, ((own, before), out))| {
        let place = place as u32;
        let cell = r.start + place;
        let outer = r.end + (place << r.outer_shift);
        let inner = r.inner_start + (place >> r.inner_shift);
        let word = gather(
            [own[0], before[0], own[1], out[0], out[1]],
            [cell + 1, cell - 1, inner, outer, outer + 1],
        );
        *ones += usize::from(word[0] == 1);
        word
    }));
}

/// The word of any cell but the centre, by [`Ladder::around`].
pub(super) fn cell_word(links: &[[u8; 2]], ladder: &Ladder, cell: u32, ring: usize) -> [u32; 2] {
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
