//! Where crossings may go: each cell not on the border (a crossing's four
//! passages must all lead to cells) is a site with chance `weave`, drawn in
//! row-major order, two cells to a random `u32`, so a seed gives the same sites
//! on every platform. Both generators draw their sites this way first (the
//! growing tree through `each` or `next`, Kruskal's with a random key each
//! through `keys`).

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

/// The draws of one maze's sites.
pub struct Sites {
    /// A site when a 16-bit draw is below this (65,536 when `weave` is 1).
    threshold: u32,
    /// Undrawn 16-bit halves of the last `u32`, and how many are left.
    spare: u32,
    left: u8,
}

impl Sites {
    /// Sites with chance `weave` (0 to 1) each.
    pub fn new(weave: f64) -> Sites {
        Sites {
            threshold: (weave.clamp(0.0, 1.0) * 65_536.0).round() as u32,
            spare: 0,
            left: 0,
        }
    }

    /// Whether the next cell is a site.
    #[inline]
    pub fn next(&mut self, rng: &mut ChaCha8Rng) -> bool {
        if self.left == 0 {
            self.spare = rng.random::<u32>();
            self.left = 2;
        }
        let draw = self.spare & 0xffff;
        self.spare >>= 16;
        self.left -= 1;
        draw < self.threshold
    }

    /// Calls `site(x, y)` for every site of a `width`×`height` grid, row by row.
    pub fn each(
        mut self,
        (width, height): (usize, usize),
        rng: &mut ChaCha8Rng,
        mut site: impl FnMut(usize, usize),
    ) {
        if self.threshold == 0 {
            return;
        }
        for y in 1..height.saturating_sub(1) {
            for x in 1..width.saturating_sub(1) {
                if self.next(rng) {
                    site(x, y);
                }
            }
        }
    }

    /// The sites of a `width`×`height` grid (those `each` gives) as a random
    /// key (1–255) each, by cell, 0 for any other cell: a byte a cell, the
    /// keys drawn after the sites, eight to a `u64`. Every inner cell is
    /// written, so the unpredictable draw is never a branch.
    pub fn keys(mut self, (width, height): (usize, usize), rng: &mut ChaCha8Rng) -> Vec<u8> {
        let mut keys = vec![0u8; width * height];
        if self.threshold == 0 || width < 3 || height < 3 {
            return keys;
        }
        for row in inner_rows(&mut keys, (width, height)) {
            self.mark_row(row, rng);
        }
        let mut spare = KeyBytes::default();
        for row in inner_rows(&mut keys, (width, height)) {
            spare.key_row(row, rng);
        }
        keys
    }

    /// Sets each cell of `row` to 1 if it is a site, else 0, as `next` would
    /// say cell by cell: a half left over from the last row first, then both
    /// halves of each draw at once.
    fn mark_row(&mut self, row: &mut [u8], rng: &mut ChaCha8Rng) {
        let row = match row.split_first_mut() {
            Some((first, rest)) if self.left > 0 => {
                *first = u8::from(self.next(rng));
                rest
            }
            _ => row,
        };
        let (pairs, rest) = row.as_chunks_mut::<2>();
        for pair in pairs {
            let draw = rng.random::<u32>();
            pair[0] = u8::from(draw & 0xffff < self.threshold);
            pair[1] = u8::from(draw >> 16 < self.threshold);
        }
        for cell in rest {
            *cell = u8::from(self.next(rng));
        }
    }
}

/// The random bytes the keys are made of, eight to a `u64` (lowest first),
/// carried from one row to the next.
#[derive(Default)]
struct KeyBytes {
    bits: u64,
    left: usize,
}

impl KeyBytes {
    /// Turns each site's 1 in `row` into its key (an eight-bit draw onto
    /// 1–255: 0 counts as 1), each other cell's 0 kept: the bytes left over
    /// from the last row first, then eight cells to a draw.
    fn key_row(&mut self, row: &mut [u8], rng: &mut ChaCha8Rng) {
        let (head, rest) = row.split_at_mut(self.left.min(row.len()));
        for cell in head {
            *cell *= (self.bits as u8).max(1);
            self.bits >>= 8;
            self.left -= 1;
        }
        let (eights, tail) = rest.as_chunks_mut::<8>();
        for eight in eights {
            let draw = rng.random::<u64>().to_le_bytes();
            for (cell, byte) in eight.iter_mut().zip(draw) {
                *cell *= byte.max(1);
            }
        }
        if !tail.is_empty() {
            (self.bits, self.left) = (rng.random::<u64>(), 8);
            self.key_row(tail, rng);
        }
    }
}

/// The rows of a `width`×`height` grid off its border, each without its
/// first and last cell.
fn inner_rows(
    cells: &mut [u8],
    (width, height): (usize, usize),
) -> impl Iterator<Item = &mut [u8]> {
    let rows = cells.chunks_exact_mut(width).skip(1).take(height - 2);
    rows.map(move |row| &mut row[1..width - 1])
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    fn count(weave: f64, side: usize) -> usize {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut sites = 0;
        Sites::new(weave).each((side, side), &mut rng, |x, y| {
            assert!((1..side - 1).contains(&x) && (1..side - 1).contains(&y));
            sites += 1;
        });
        sites
    }

    #[test]
    fn none_at_zero_every_inner_cell_at_one() {
        assert_eq!(count(0.0, 20), 0);
        assert_eq!(count(1.0, 20), 18 * 18);
    }

    #[test]
    fn the_keys_are_on_the_sites_each_gives() {
        for (weave, (width, height)) in [
            (0.3, (17, 9)),
            (1.0, (5, 4)),
            (0.6, (12, 7)),
            (0.5, (2, 9)),
            (0.0, (9, 9)),
        ] {
            let mut each = Vec::new();
            Sites::new(weave).each(
                (width, height),
                &mut ChaCha8Rng::seed_from_u64(4),
                |x, y| each.push(y * width + x),
            );
            let keys = Sites::new(weave).keys((width, height), &mut ChaCha8Rng::seed_from_u64(4));
            let keyed: Vec<usize> = (0..width * height).filter(|&c| keys[c] != 0).collect();
            assert_eq!(keyed, each, "{weave} {width}x{height}");
        }
    }

    #[test]
    fn each_key_is_the_next_byte_drawn_after_the_sites() {
        for (weave, (width, height)) in [(0.7, (13, 6)), (1.0, (30, 5)), (0.4, (3, 40))] {
            let keys = Sites::new(weave).keys((width, height), &mut ChaCha8Rng::seed_from_u64(2));
            // The sites as `each` draws them, then a byte each, cell by cell.
            let mut rng = ChaCha8Rng::seed_from_u64(2);
            let mut expected = vec![0u8; width * height];
            Sites::new(weave).each((width, height), &mut rng, |x, y| {
                expected[y * width + x] = 1
            });
            let mut bytes = Vec::new();
            for row in inner_rows(&mut expected, (width, height)) {
                for cell in row {
                    if bytes.is_empty() {
                        bytes = rng.random::<u64>().to_be_bytes().to_vec();
                    }
                    let byte = bytes.pop().unwrap_or_default();
                    *cell *= 1 + ((u32::from(byte) * 255) >> 8) as u8;
                }
            }
            assert_eq!(keys, expected, "{weave} {width}x{height}");
        }
    }

    #[test]
    fn keys_spread_over_their_range() {
        let keys = Sites::new(1.0).keys((66, 66), &mut ChaCha8Rng::seed_from_u64(9));
        let mut seen = [0usize; 256];
        for &key in &keys {
            seen[usize::from(key)] += 1;
        }
        assert_eq!(seen[0], 66 * 66 - 64 * 64);
        assert!(seen[1..].iter().all(|&n| (2..40).contains(&n)), "{seen:?}");
    }

    #[test]
    fn about_the_share_asked_for() {
        let sites = count(0.3, 102) as f64 / (100.0 * 100.0);
        assert!((sites - 0.3).abs() < 0.02, "{sites}");
    }
}
