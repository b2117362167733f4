//! Whether a picture a page embeds prints in black ink alone: a greyscale PNG
//! (colour type grey or grey with alpha) or a one-channel JPEG is written to the
//! PDF as a DeviceGray image; anything else (RGB, palette, CMYK, GIF, WebP)
//! would be an RGB image, so a black-ink book refuses it rather than guess a
//! conversion the author did not see.

/// What kind of raster a picture is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Raster {
    Grey,
    Colour,
}

/// A PNG's colour type, read from its header.
pub fn png(data: &[u8]) -> Raster {
    const SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
    // Signature, then the IHDR chunk: length, "IHDR", width, height, bit depth,
    // colour type.
    let grey = data.starts_with(SIGNATURE)
        && data.get(12..16) == Some(b"IHDR")
        && matches!(data.get(25), Some(0 | 4));
    if grey { Raster::Grey } else { Raster::Colour }
}

/// A JPEG's channel count, read from its first frame header.
pub fn jpeg(data: &[u8]) -> Raster {
    match jpeg_channels(data) {
        Some(1) => Raster::Grey,
        _ => Raster::Colour,
    }
}

fn jpeg_channels(data: &[u8]) -> Option<u8> {
    if data.get(0..2) != Some(&[0xFF, 0xD8]) {
        return None;
    }
    let mut at = 2;
    loop {
        if *data.get(at)? != 0xFF {
            return None;
        }
        let marker = *data.get(at + 1)?;
        if marker == 0xFF {
            at += 1;
            continue;
        }
        let length = u16::from_be_bytes([*data.get(at + 2)?, *data.get(at + 3)?]) as usize;
        // Start-of-frame markers C0–CF, except DHT (C4), JPG (C8) and DAC (CC):
        // length, precision, height, width, then the channel count.
        if (0xC0..=0xCF).contains(&marker) && ![0xC4, 0xC8, 0xCC].contains(&marker) {
            return data.get(at + 9).copied();
        }
        at += 2 + length;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png_header(colour_type: u8) -> Vec<u8> {
        let mut data = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR\0\0\0\x01\0\0\0\x01\x08".to_vec();
        data.push(colour_type);
        data
    }

    #[test]
    fn grey_pngs_are_grey_and_the_rest_colour() {
        assert_eq!(png(&png_header(0)), Raster::Grey);
        assert_eq!(png(&png_header(4)), Raster::Grey);
        for colour_type in [2, 3, 6] {
            assert_eq!(png(&png_header(colour_type)), Raster::Colour);
        }
        assert_eq!(png(b"not a png"), Raster::Colour);
    }

    #[test]
    fn a_jpeg_is_grey_when_it_has_one_channel() {
        let frame = |channels: u8| {
            let mut data = vec![0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00];
            data.extend([
                0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x01, 0x00, 0x01, channels,
            ]);
            data
        };
        assert_eq!(jpeg(&frame(1)), Raster::Grey);
        assert_eq!(jpeg(&frame(3)), Raster::Colour);
        assert_eq!(jpeg(&[0xFF, 0xD8, 0xFF]), Raster::Colour);
    }
}
