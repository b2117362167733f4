//! The ids drawings put on what the page check measures (`page_check`), so the
//! check reads the drawn page rather than each drawing's intentions: a start or
//! goal mark's own group (`mark-start-<n>`, `mark-goal-<n>`), a box a text must
//! stay inside (`room-<n>`: its first child an invisible rect, the texts beside
//! it), a label or move tag that must not overlap another (`tag-<n>`). usvg keeps
//! every `<g>` with its id, so the parsed page carries them.
//!
//! Marks are numbered per page by `render::mark_ids` (drawings tag them
//! `mark-start` / `mark-goal`, the assembled page numbers them) and rooms by
//! `render::room_ids`. A drawing numbers its own label and move tags from 1; a
//! page holding several drawings makes those unique on the page with
//! [`unique_in_slot`].

/// The start mark's id prefix.
pub const MARK_START: &str = "mark-start-";
/// The goal mark's id prefix.
pub const MARK_GOAL: &str = "mark-goal-";
/// A text room's id prefix.
pub const ROOM: &str = "room-";
/// A label's or move tag's id prefix.
pub const TAG: &str = "tag-";

/// The prefixes a drawing numbers on its own, made unique per slot.
const PREFIXES: [&str; 1] = [TAG];

/// `id="tag-3"` in the drawing of slot 2 becomes `id="tag-3-2"`: the same
/// prefix, unique among the drawings of one page. Other ids (marks and rooms,
/// numbered per page elsewhere) are left.
pub fn unique_in_slot(svg: &str, slot: usize) -> String {
    const ID: &str = " id=\"";
    let mut out = String::with_capacity(svg.len() + 64);
    let mut rest = svg;
    while let Some(at) = rest.find(ID) {
        let value = at + ID.len();
        out.push_str(&rest[..value]);
        rest = &rest[value..];
        let tagged = PREFIXES.iter().any(|p| rest.starts_with(p));
        let Some(end) = rest.find('"').filter(|_| tagged) else {
            continue;
        };
        out.push_str(&rest[..end]);
        out.push_str(&format!("-{slot}"));
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tagged_ids_get_the_slot_and_others_are_left() {
        let svg = r#"<g id="mark-start"><g id="tag-12"/><clipPath id="c"/></g><g id="room-2">"#;
        assert_eq!(
            unique_in_slot(svg, 3),
            r#"<g id="mark-start"><g id="tag-12-3"/><clipPath id="c"/></g><g id="room-2">"#
        );
        assert_eq!(unique_in_slot("<g/>", 1), "<g/>");
    }
}
