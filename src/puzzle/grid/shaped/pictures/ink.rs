//! A picture reduced to what a mask needs: which pixels are dark. A pixel is dark
//! when its luminance, with its alpha laid over white paper, is below one half, so
//! a transparent background counts as light whatever colour it hides. Cropping to
//! the dark pixels' bounding box makes margins in a picture irrelevant.

use resvg::tiny_skia::Pixmap;

/// A box of pixels: (left, top, right, bottom), inclusive.
pub type PixelBox = (usize, usize, usize, usize);

/// Dark and light pixels, row by row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ink {
    pub width: usize,
    pub height: usize,
    dark: Vec<bool>,
}

impl Ink {
    /// The dark pixels of a (premultiplied) pixmap over white.
    pub fn of_pixmap(pixmap: &Pixmap) -> Ink {
        let dark = pixmap
            .pixels()
            .iter()
            .map(|p| {
                // Premultiplied colour over white: c + (255 - a) per channel.
                let white = 255 - u32::from(p.alpha());
                let (r, g, b) = (
                    u32::from(p.red()) + white,
                    u32::from(p.green()) + white,
                    u32::from(p.blue()) + white,
                );
                // Rec. 709 luminance in integers (weights sum to 10,000): the
                // same answer on every machine.
                let luminance = 2126 * r + 7152 * g + 722 * b;
                luminance < 10_000 * 128
            })
            .collect();
        Ink {
            width: pixmap.width() as usize,
            height: pixmap.height() as usize,
            dark,
        }
    }

    /// A picture from rows of `#` (dark) and anything else (light); for tests.
    #[cfg(test)]
    pub fn from_rows(rows: &[&str]) -> Ink {
        Ink {
            width: rows.first().map_or(0, |r| r.len()),
            height: rows.len(),
            dark: rows
                .iter()
                .flat_map(|r| r.bytes().map(|b| b == b'#'))
                .collect(),
        }
    }

    #[inline]
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        self.dark[y * self.width + x]
    }

    /// The smallest picture holding every dark pixel; `None` when none is dark.
    pub fn cropped(&self) -> Option<Ink> {
        self.dark_bounds().map(|bounds| self.crop_to(bounds))
    }

    /// The dark pixels' box: (left, top, right, bottom), inclusive.
    pub fn dark_bounds(&self) -> Option<PixelBox> {
        let (mut left, mut top, mut right, mut bottom) = (usize::MAX, usize::MAX, 0, 0);
        for y in 0..self.height {
            for x in 0..self.width {
                if self.is_dark(x, y) {
                    left = left.min(x);
                    right = right.max(x);
                    top = top.min(y);
                    bottom = bottom.max(y);
                }
            }
        }
        (left != usize::MAX).then_some((left, top, right, bottom))
    }

    /// The pixels inside `(left, top, right, bottom)` (inclusive, within the picture).
    pub fn crop_to(&self, (left, top, right, bottom): PixelBox) -> Ink {
        let (width, height) = (right - left + 1, bottom - top + 1);
        let mut dark = Vec::with_capacity(width * height);
        for y in top..=bottom {
            dark.extend_from_slice(&self.dark[y * self.width + left..=y * self.width + right]);
        }
        Ink {
            width,
            height,
            dark,
        }
    }

    /// How wide the picture's strokes are, in pixels: at each dark pixel the
    /// shorter of its dark runs across and down, and of those the tenth
    /// percentile (the thinnest strokes, not the odd corner or serif tip).
    pub fn stroke_width(&self) -> f64 {
        let mut across = vec![0u32; self.dark.len()];
        let mut down = vec![0u32; self.dark.len()];
        for y in 0..self.height {
            runs(&self.dark, y * self.width, 1, self.width, &mut across);
        }
        for x in 0..self.width {
            runs(&self.dark, x, self.width, self.height, &mut down);
        }
        let mut thinnest: Vec<u32> = (0..self.dark.len())
            .filter(|&i| self.dark[i])
            .map(|i| across[i].min(down[i]))
            .collect();
        if thinnest.is_empty() {
            return 0.0;
        }
        // The tenth percentile, as sorting would give it, without sorting.
        let tenth = thinnest.len() / 10;
        f64::from(*thinnest.select_nth_unstable(tenth).1)
    }

    /// Height over width.
    pub fn aspect(&self) -> f64 {
        self.height as f64 / self.width.max(1) as f64
    }
}

/// Writes, at every dark pixel of the line of `count` pixels from `first`,
/// `step` apart, the length of the dark run it is in.
fn runs(dark: &[bool], first: usize, step: usize, count: usize, length: &mut [u32]) {
    let mut start = 0;
    for at in 0..=count {
        if at < count && dark[first + at * step] {
            continue;
        }
        let run = (at - start) as u32;
        for pixel in start..at {
            length[first + pixel * step] = run;
        }
        start = at + 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cropping_keeps_exactly_the_dark_pixels_box() {
        let ink = Ink::from_rows(&["......", "..#...", "....#.", "......"]);
        let cropped = ink.cropped().unwrap();
        assert_eq!((cropped.width, cropped.height), (3, 2));
        assert!(cropped.is_dark(0, 0) && cropped.is_dark(2, 1) && !cropped.is_dark(1, 0));
        assert_eq!(Ink::from_rows(&["...", "..."]).cropped(), None);
    }

    #[test]
    fn stroke_width_is_the_thin_strokes_width() {
        // An L: a stem three wide and a foot two high.
        let mut rows = vec!["###......."; 8];
        rows.extend(["##########", "##########"]);
        assert_eq!(Ink::from_rows(&rows).stroke_width(), 2.0);
    }

    #[test]
    fn transparent_pixels_are_light_whatever_their_colour() {
        let mut pixmap = Pixmap::new(3, 1).unwrap();
        let pixels = pixmap.pixels_mut();
        // Opaque black, half-transparent black (luminance 0.5: light), transparent.
        pixels[0] = resvg::tiny_skia::PremultipliedColorU8::from_rgba(0, 0, 0, 255).unwrap();
        pixels[1] = resvg::tiny_skia::PremultipliedColorU8::from_rgba(0, 0, 0, 127).unwrap();
        let ink = Ink::of_pixmap(&pixmap);
        assert_eq!(ink.dark, vec![true, false, false]);
    }
}
