//! The ids a page check finds start and goal marks by. Each kind's drawing tags a
//! mark's own group (its ink only, never an arrow beside it) with `mark-start` or
//! `mark-goal` ([`tag`]); the page, once assembled, numbers them in document order
//! ([`number`]) so every id is unique on its SVG and the same on every build,
//! whichever thread drew which puzzle.

use svg::node::element::Group;

/// The tag of a start mark's group before numbering.
const START: &str = "mark-start";
/// The tag of a goal mark's group before numbering.
const GOAL: &str = "mark-goal";

/// `group`, tagged as the start mark (`start`) or the goal mark.
pub fn tag(group: Group, start: bool) -> Group {
    group.set("id", if start { START } else { GOAL })
}

/// `svg` with each tagged mark's id numbered in document order, per tag:
/// `mark-start-1`, `mark-start-2`, … and `mark-goal-1`, …
pub fn number(svg: &str) -> String {
    let mut out = String::with_capacity(svg.len() + 64);
    let mut counts = [0usize; 2];
    let mut rest = svg;
    while let Some((at, which, len)) = next_tag(rest) {
        counts[which] += 1;
        let name = [START, GOAL][which];
        out.push_str(&rest[..at]);
        out.push_str(&format!("id=\"{name}-{}\"", counts[which]));
        rest = &rest[at + len..];
    }
    out.push_str(rest);
    out
}

/// The first unnumbered tag in `text`: where, which (0 start, 1 goal), how long.
fn next_tag(text: &str) -> Option<(usize, usize, usize)> {
    [START, GOAL]
        .iter()
        .enumerate()
        .filter_map(|(which, name)| {
            let tag = format!("id=\"{name}\"");
            text.find(&tag).map(|at| (at, which, tag.len()))
        })
        .min()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_are_numbered_in_document_order_per_kind() {
        let svg =
            r#"<g id="mark-start"/><g id="mark-goal"/><g id="mark-start"/><g id="mark-goal-7"/>"#;
        assert_eq!(
            number(svg),
            r#"<g id="mark-start-1"/><g id="mark-goal-1"/><g id="mark-start-2"/><g id="mark-goal-7"/>"#
        );
    }

    #[test]
    fn a_tagged_group_carries_its_tag() {
        let group = tag(Group::new(), false).to_string();
        assert!(group.contains(r#"id="mark-goal""#), "{group}");
    }
}
