//! Drawings whose longest data (a large maze's walls, megabytes of path) are
//! written straight into their output instead of being held as one string and
//! copied as the `svg` crate escapes and writes it. The drawing's element tree
//! holds [`LATER`] where that data goes; writing the document's text puts each
//! piece of data in its place, so the bytes are those of the whole tree.

use std::io::{self, Write};

use svg::node::element::Group;

/// Stands for data written later in an attribute's value: a character no
/// drawing writes, which escaping leaves as it is.
pub const LATER: &str = "\u{1}";

/// Writes one piece of data put off by [`LATER`].
pub type Later<'a> = Box<dyn FnOnce(&mut dyn Write) -> io::Result<()> + 'a>;

/// A drawing, and the data its [`LATER`]s stand for, in the order they appear.
pub struct Streamed<'a> {
    pub group: Group,
    pub later: Vec<Later<'a>>,
}

impl<'a> Streamed<'a> {
    /// A drawing with nothing put off.
    pub fn whole(group: Group) -> Streamed<'a> {
        Streamed {
            group,
            later: Vec::new(),
        }
    }

    /// Writes `text`, the SVG text of a document holding this drawing's group,
    /// into `out`, each [`LATER`] replaced by its data. The data must need no
    /// escaping (path data: letters, digits, spaces, points and minus signs).
    pub fn write(self, text: &str, out: &mut dyn Write) -> io::Result<()> {
        let mut parts = text.split(LATER);
        let mut later = self.later.into_iter();
        out.write_all(parts.next().unwrap_or("").as_bytes())?;
        for part in parts {
            let Some(write) = later.next() else {
                return Err(io::Error::other("a drawing put off more data than it has"));
            };
            write(out)?;
            out.write_all(part.as_bytes())?;
        }
        match later.next() {
            Some(_) => Err(io::Error::other("a drawing lost data it put off")),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use svg::node::element::Path;

    #[test]
    fn data_put_off_lands_where_the_tree_would_hold_it() {
        let whole = Group::new()
            .add(Path::new().set("d", "M0 0L1 1").set("stroke", "#000"))
            .add(Path::new().set("d", "M2 2L3 3"));
        let streamed = Streamed {
            group: Group::new()
                .add(Path::new().set("d", LATER).set("stroke", "#000"))
                .add(Path::new().set("d", LATER)),
            later: vec![
                Box::new(|out: &mut dyn Write| out.write_all(b"M0 0L1 1")),
                Box::new(|out: &mut dyn Write| out.write_all(b"M2 2L3 3")),
            ],
        };
        let text = streamed.group.to_string();
        let mut bytes = Vec::new();
        streamed.write(&text, &mut bytes).unwrap();
        assert_eq!(String::from_utf8(bytes).unwrap(), whole.to_string());
    }
}
