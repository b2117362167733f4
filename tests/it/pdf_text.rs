//! The text of a built PDF, read back through each font's ToUnicode map, for
//! tests that check what a page says (contents page numbers, translated
//! words). mazebook's PDF draws each glyph on its own, placed by a `cm`
//! matrix: glyphs come back in drawing order, spaces included, and a line
//! break goes wherever the next glyph does not follow on the same line (a new
//! baseline, a step back, or a gap of more than an em and a half).

use std::collections::HashMap;

use lopdf::content::Content;
use lopdf::{Dictionary, Document, Object};

/// Every page's text, in page order.
pub fn page_texts(path: &std::path::Path) -> Vec<String> {
    let document = Document::load(path).expect("a PDF");
    document
        .get_pages()
        .values()
        .map(|&page| {
            let resources = page_resources(&document, page);
            let content = document.get_and_decode_page_content(page).expect("content");
            let mut reader = Reader::default();
            read_content(&document, &content, &resources, &mut reader);
            reader.text
        })
        .collect()
}

fn page_resources(document: &Document, page: lopdf::ObjectId) -> Dictionary {
    let dict = document.get_dictionary(page).expect("a page");
    resolve_dict(document, dict.get(b"Resources").ok()).unwrap_or_default()
}

fn resolve_dict(document: &Document, object: Option<&Object>) -> Option<Dictionary> {
    match object? {
        Object::Reference(id) => document.get_dictionary(*id).ok().cloned(),
        Object::Dictionary(dict) => Some(dict.clone()),
        _ => None,
    }
}

/// The text read so far and where the last glyph stood.
#[derive(Default)]
struct Reader {
    text: String,
    /// The origin of the glyph about to be shown (from the last `cm`).
    at: (f32, f32),
    /// The last shown glyph's origin, and the font size.
    last: Option<(f32, f32)>,
    size: f32,
}

impl Reader {
    /// Starts a new line unless this glyph follows the last one on its line.
    fn break_unless_following(&mut self) {
        if let Some((x, y)) = self.last {
            let (nx, ny) = self.at;
            let follows =
                (ny - y).abs() < 0.5 && nx >= x - 0.01 && nx - x <= 1.5 * self.size.max(1.0);
            if !follows && !self.text.ends_with('\n') {
                self.text.push('\n');
            }
        }
        self.last = Some(self.at);
    }
}

fn number_of(object: &Object) -> Option<f32> {
    match object {
        Object::Integer(i) => Some(*i as f32),
        Object::Real(r) => Some(*r),
        _ => None,
    }
}

/// Appends the text `content` shows, following form XObjects it draws.
fn read_content(document: &Document, content: &Content, resources: &Dictionary, text: &mut Reader) {
    let fonts = font_maps(document, resources);
    let mut font: Option<&HashMap<u16, String>> = None;
    for operation in &content.operations {
        match operation.operator.as_str() {
            "cm" => {
                let numbers: Vec<f32> = operation.operands.iter().filter_map(number_of).collect();
                if let [_, _, _, _, x, y] = numbers[..] {
                    text.at = (x, y);
                }
            }
            "Tf" => {
                text.size = operation.operands.get(1).and_then(number_of).unwrap_or(0.0);
                font = operation
                    .operands
                    .first()
                    .and_then(|name| name.as_name().ok())
                    .and_then(|name| fonts.get(name));
            }
            "Tj" | "'" | "\"" => {
                if let (Some(map), Some(Object::String(bytes, _))) =
                    (font, operation.operands.last())
                {
                    text.break_unless_following();
                    decode(map, bytes, &mut text.text);
                }
            }
            "TJ" => {
                if let (Some(map), Some(Object::Array(parts))) = (font, operation.operands.first())
                {
                    text.break_unless_following();
                    for part in parts {
                        if let Object::String(bytes, _) = part {
                            decode(map, bytes, &mut text.text);
                        }
                    }
                }
            }
            "Do" => read_form(document, resources, operation.operands.first(), text),
            _ => {}
        }
    }
}

fn read_form(
    document: &Document,
    resources: &Dictionary,
    name: Option<&Object>,
    text: &mut Reader,
) {
    let Some(name) = name.and_then(|n| n.as_name().ok()) else {
        return;
    };
    let Some(xobjects) = resolve_dict(document, resources.get(b"XObject").ok()) else {
        return;
    };
    let Ok(Object::Reference(id)) = xobjects.get(name) else {
        return;
    };
    let Ok(Object::Stream(stream)) = document.get_object(*id) else {
        return;
    };
    if stream.dict.get(b"Subtype").and_then(|s| s.as_name()).ok() != Some(b"Form") {
        return;
    }
    let data = stream
        .decompressed_content()
        .unwrap_or_else(|_| stream.content.clone());
    let Ok(content) = Content::decode(&data) else {
        return;
    };
    let inner = resolve_dict(document, stream.dict.get(b"Resources").ok()).unwrap_or_default();
    read_content(document, &content, &inner, text);
}

fn decode(map: &HashMap<u16, String>, bytes: &[u8], text: &mut String) {
    for pair in bytes.chunks(2) {
        let code = u16::from_be_bytes([pair[0], *pair.get(1).unwrap_or(&0)]);
        if let Some(unicode) = map.get(&code) {
            text.push_str(unicode);
        }
    }
}

/// Each font resource's code → text map, from its ToUnicode CMap.
fn font_maps(
    document: &Document,
    resources: &Dictionary,
) -> HashMap<Vec<u8>, HashMap<u16, String>> {
    let Some(fonts) = resolve_dict(document, resources.get(b"Font").ok()) else {
        return HashMap::new();
    };
    fonts
        .iter()
        .filter_map(|(name, font)| {
            let font = resolve_dict(document, Some(font))?;
            let Ok(Object::Reference(id)) = font.get(b"ToUnicode") else {
                return None;
            };
            let Ok(Object::Stream(stream)) = document.get_object(*id) else {
                return None;
            };
            let data = stream
                .decompressed_content()
                .unwrap_or_else(|_| stream.content.clone());
            Some((name.clone(), cmap(&String::from_utf8_lossy(&data))))
        })
        .collect()
}

/// The bfchar and bfrange entries of a ToUnicode CMap.
fn cmap(text: &str) -> HashMap<u16, String> {
    let mut map = HashMap::new();
    for block in sections(text, "beginbfchar", "endbfchar") {
        let tokens = hex_tokens(block);
        for pair in tokens.chunks(2) {
            if let [code, unicode] = pair {
                map.insert(number(code), utf16(unicode));
            }
        }
    }
    for block in sections(text, "beginbfrange", "endbfrange") {
        for line in block.lines() {
            let tokens = hex_tokens(line);
            if let [low, high, first, rest @ ..] = tokens.as_slice() {
                let (low, high) = (number(low), number(high));
                if line.contains('[') {
                    let all: Vec<&Vec<u8>> = std::iter::once(first).chain(rest).collect();
                    for (code, unicode) in (low..=high).zip(all) {
                        map.insert(code, utf16(unicode));
                    }
                } else {
                    let start = utf16(first);
                    let base = start.chars().next().map_or(0, u32::from);
                    for (offset, code) in (low..=high).enumerate() {
                        let c = char::from_u32(base + offset as u32).unwrap_or('\u{fffd}');
                        map.insert(code, c.to_string());
                    }
                }
            }
        }
    }
    map
}

fn sections<'a>(text: &'a str, begin: &str, end: &str) -> Vec<&'a str> {
    text.split(begin)
        .skip(1)
        .filter_map(|rest| rest.split(end).next())
        .collect()
}

fn hex_tokens(text: &str) -> Vec<Vec<u8>> {
    text.split('<')
        .skip(1)
        .filter_map(|rest| rest.split('>').next())
        .map(|hex| {
            (0..hex.len() / 2)
                .filter_map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok())
                .collect()
        })
        .collect()
}

fn number(bytes: &[u8]) -> u16 {
    bytes.iter().fold(0u16, |n, &b| (n << 8) | u16::from(b))
}

fn utf16(bytes: &[u8]) -> String {
    let units: Vec<u16> = bytes
        .chunks(2)
        .map(|p| u16::from_be_bytes([p[0], *p.get(1).unwrap_or(&0)]))
        .collect();
    String::from_utf16_lossy(&units)
}
