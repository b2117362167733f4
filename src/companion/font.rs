//! The book's font, cut down to the characters book.html uses, as a font a
//! browser accepts. The shipped faces are 95–680 KB; a page of a few hundred
//! characters needs a few KB of them. `subsetter` (krilla's subsetter for the
//! PDF) keeps only the glyphs asked for but, being made for PDFs, drops the
//! character map (`cmap`) and `OS/2`, which browsers require: this module puts
//! them back (a new `cmap` for the kept characters, `OS/2` as the face has it)
//! and writes the table directory anew.

use std::collections::BTreeSet;

/// The face cut down to `characters` (those it has a glyph for), or `None`
/// when it cannot be (the page then falls back to the browser's sans-serif).
pub fn subset(face_bytes: &[u8], characters: &BTreeSet<char>) -> Option<Vec<u8>> {
    let face = ttf_parser::Face::parse(face_bytes, 0).ok()?;
    let mut remapper = subsetter::GlyphRemapper::new();
    let mut mapped: Vec<(u16, u16)> = Vec::new();
    for &c in characters {
        let Ok(code) = u16::try_from(u32::from(c)) else {
            continue; // outside the BMP: the format 4 map cannot hold it
        };
        if let Some(glyph) = face.glyph_index(c).filter(|g| g.0 != 0) {
            mapped.push((code, remapper.remap(glyph.0)));
        }
    }
    if mapped.len() > MAX_CHARACTERS {
        return None;
    }
    let cut = subsetter::subset(face_bytes, 0, &remapper).ok()?;
    let mut tables = read_tables(&cut)?;
    tables.retain(|(tag, _)| tag != b"cmap" && tag != b"OS/2");
    tables.push((*b"cmap", character_map(&mapped)));
    tables.push((*b"OS/2", original_table(face_bytes, b"OS/2")?));
    tables.sort_by_key(|(tag, _)| *tag);
    Some(write_font(cut.get(..4)?, &tables))
}

/// The most characters the one-segment-each character map holds (8 bytes a
/// segment in a subtable whose length is a 16-bit number): beyond any book's
/// alphabet; a page with more shows the browser's sans-serif instead.
const MAX_CHARACTERS: usize = 8_000;

type Table = ([u8; 4], Vec<u8>);

fn be16(bytes: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_be_bytes(bytes.get(at..at + 2)?.try_into().ok()?))
}

fn be32(bytes: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_be_bytes(bytes.get(at..at + 4)?.try_into().ok()?))
}

/// Every table of a font file (not a collection), by tag.
fn read_tables(font: &[u8]) -> Option<Vec<Table>> {
    let count = usize::from(be16(font, 4)?);
    (0..count)
        .map(|i| {
            let record = 12 + 16 * i;
            let tag: [u8; 4] = font.get(record..record + 4)?.try_into().ok()?;
            let offset = be32(font, record + 8)? as usize;
            let length = be32(font, record + 12)? as usize;
            Some((tag, font.get(offset..offset.checked_add(length)?)?.to_vec()))
        })
        .collect()
}

fn original_table(font: &[u8], tag: &[u8; 4]) -> Option<Vec<u8>> {
    read_tables(font)?
        .into_iter()
        .find(|(t, _)| t == tag)
        .map(|(_, bytes)| bytes)
}

/// A `cmap` with one Windows Unicode BMP subtable (format 4), one segment per
/// character (a page's few hundred characters), and the closing 0xFFFF segment.
fn character_map(mapped: &[(u16, u16)]) -> Vec<u8> {
    let mut segments: Vec<(u16, u16)> = mapped
        .iter()
        .copied()
        .filter(|&(c, _)| c != 0xFFFF)
        .collect();
    segments.push((0xFFFF, 0));
    let count = segments.len() as u16;
    let entry_selector = 15 - count.leading_zeros() as u16;
    let search_range = 2 << entry_selector;
    let mut sub: Vec<u8> = Vec::new();
    let length = 16 + 8 * segments.len();
    for value in [
        4,
        length as u16,
        0,
        count * 2,
        search_range,
        entry_selector,
        count * 2 - search_range,
    ] {
        sub.extend(value.to_be_bytes());
    }
    segments
        .iter()
        .for_each(|&(c, _)| sub.extend(c.to_be_bytes()));
    sub.extend(0u16.to_be_bytes());
    segments
        .iter()
        .for_each(|&(c, _)| sub.extend(c.to_be_bytes()));
    for &(c, glyph) in &segments {
        let delta = if c == 0xFFFF {
            1
        } else {
            glyph.wrapping_sub(c)
        };
        sub.extend(delta.to_be_bytes());
    }
    segments.iter().for_each(|_| sub.extend(0u16.to_be_bytes()));
    let mut table = Vec::new();
    for value in [0u16, 1, 3, 1] {
        table.extend(value.to_be_bytes());
    }
    table.extend(12u32.to_be_bytes());
    table.extend(sub);
    table
}

fn checksum(bytes: &[u8]) -> u32 {
    bytes.chunks(4).fold(0u32, |sum, chunk| {
        let mut word = [0u8; 4];
        word[..chunk.len()].copy_from_slice(chunk);
        sum.wrapping_add(u32::from_be_bytes(word))
    })
}

/// An sfnt file: the version, the table directory, the tables (4-byte aligned).
fn write_font(version: &[u8], tables: &[Table]) -> Vec<u8> {
    let count = tables.len() as u16;
    let entry_selector = 15 - count.leading_zeros() as u16;
    let search_range = 16 << entry_selector;
    let mut font = version.to_vec();
    for value in [
        count,
        search_range,
        entry_selector,
        count * 16 - search_range,
    ] {
        font.extend(value.to_be_bytes());
    }
    let mut offset = 12 + 16 * tables.len();
    for (tag, bytes) in tables {
        font.extend(tag);
        font.extend(checksum(bytes).to_be_bytes());
        font.extend((offset as u32).to_be_bytes());
        font.extend((bytes.len() as u32).to_be_bytes());
        offset += bytes.len().next_multiple_of(4);
    }
    for (_, bytes) in tables {
        font.extend(bytes);
        font.resize(font.len().next_multiple_of(4), 0);
    }
    font
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cut_face_maps_each_kept_character_to_its_glyph_of_the_same_shape() {
        let regular = crate::fonts::FontChoice::Quicksand.faces()[0];
        let characters: BTreeSet<char> = "Mazes 1–24 é".chars().collect();
        let cut = subset(regular, &characters).expect("the shipped face can be cut");
        assert!(cut.len() < regular.len() / 4, "{} bytes", cut.len());
        let (whole, part) = (
            ttf_parser::Face::parse(regular, 0).unwrap(),
            ttf_parser::Face::parse(&cut, 0).unwrap(),
        );
        for c in characters.iter().filter(|c| !c.is_whitespace()) {
            let (old, new) = (whole.glyph_index(*c).unwrap(), part.glyph_index(*c));
            let new = new.unwrap_or_else(|| panic!("{c} lost"));
            assert_eq!(
                whole.glyph_hor_advance(old),
                part.glyph_hor_advance(new),
                "{c}"
            );
        }
        assert!(
            part.glyph_index('q').is_none(),
            "a character not asked for is gone"
        );
        assert!(part.tables().os2.is_some());
    }
}
