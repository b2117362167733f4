//! Where crossings may go: each cell not on the border (a crossing's four
//! passages must all lead to cells) is a site with chance `weave`, drawn in
//! row-major order, two cells to a random `u32`, so a seed gives the same sites
//! on every platform. Both generators draw their sites this way first (the
//! growing tree through `each`, Kruskal's as a list through `cells`).

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

    /// The sites of a `width`×`height` grid as cell numbers (`y × width + x`),
    /// in the order `each` gives them. Every cell is written and only a site
    /// kept, so the unpredictable draw is never a branch.
    pub fn cells(mut self, (width, height): (usize, usize), rng: &mut ChaCha8Rng) -> Vec<u32> {
        if self.threshold == 0 || width < 3 || height < 3 {
            return Vec::new();
        }
        // One slot more than the inner cells: the last is written, not kept.
        let mut sites = vec![0; (width - 2) * (height - 2) + 1];
        let mut kept = 0;
        for y in 1..height - 1 {
            for x in 1..width - 1 {
                sites[kept] = (y * width + x) as u32;
                kept += usize::from(self.next(rng));
            }
        }
        sites.truncate(kept);
        sites
    }
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
    fn the_list_holds_the_sites_each_gives() {
        for (weave, (width, height)) in
            [(0.3, (17, 9)), (1.0, (5, 4)), (0.5, (2, 9)), (0.0, (9, 9))]
        {
            let mut each = Vec::new();
            Sites::new(weave).each(
                (width, height),
                &mut ChaCha8Rng::seed_from_u64(4),
                |x, y| {
                    each.push((y * width + x) as u32);
                },
            );
            let cells = Sites::new(weave).cells((width, height), &mut ChaCha8Rng::seed_from_u64(4));
            assert_eq!(cells, each);
        }
    }

    #[test]
    fn about_the_share_asked_for() {
        let sites = count(0.3, 102) as f64 / (100.0 * 100.0);
        assert!((sites - 0.3).abs() < 0.02, "{sites}");
    }
}
