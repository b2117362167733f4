//! A page's rooms numbered: templates and drawings tag the boxes their texts
//! are fitted into with `id="room-<name>"` (a drawing cannot know what else its
//! page holds), and the finished page has them renumbered `room-1`, `room-2`…
//! in document order, so every id is unique on its page and the same on every
//! build.

const PREFIX: &str = "id=\"room-";

/// `svg` with each `id="room-…"` renamed `id="room-<n>"`, counting from 1.
pub fn numbered(svg: &str) -> String {
    let mut out = String::with_capacity(svg.len());
    let mut rest = svg;
    let mut n = 0;
    while let Some(at) = rest.find(PREFIX) {
        let after = &rest[at + PREFIX.len()..];
        let Some(end) = after.find('"') else {
            break;
        };
        n += 1;
        out.push_str(&rest[..at]);
        out.push_str(PREFIX);
        out.push_str(&n.to_string());
        out.push('"');
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::numbered;

    #[test]
    fn rooms_are_numbered_in_order_and_the_rest_is_kept() {
        let svg = r#"<g id="room-headline"><rect/></g><g id="mark-start-1"/><g id="room-headline"/><g id="room-7">"#;
        assert_eq!(
            numbered(svg),
            r#"<g id="room-1"><rect/></g><g id="mark-start-1"/><g id="room-2"/><g id="room-3">"#
        );
        assert_eq!(numbered("<svg/>"), "<svg/>");
    }
}
