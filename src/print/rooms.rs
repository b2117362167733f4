//! Texts that leave their rooms, read from the drawn page. A template or
//! drawing that fits a text into a box tags it: `<g id="room-<n>">` holding an
//! invisible rect (the box) and the texts that must stay inside it (the
//! convention of docs/ARCHITECTURE.md). This reads those boxes and the texts'
//! measured boxes from the parsed usvg tree, not from the layout's intentions,
//! so a label, legend or badge drawn across its border is found whatever drew
//! it.

use resvg::usvg::{self, Node, Rect};

/// Rounding room, in points.
const SLACK: f32 = 0.25;

/// A text drawn across its room's border.
#[derive(Debug, Clone, PartialEq)]
pub struct Stray {
    /// The room's id (`room-3`).
    pub room_id: String,
    /// What the text says.
    pub text: String,
    /// How far its box reaches past the room's border, in points.
    pub past: f32,
}

/// Every text of `tree` that reaches past its room, in page order.
pub fn strays(tree: &usvg::Tree) -> Vec<Stray> {
    let mut found = Vec::new();
    visit(tree.root(), &mut found);
    found
}

/// The number of rooms on a page (to tell a page without tags from a page
/// whose texts all fit).
pub fn count(tree: &usvg::Tree) -> usize {
    fn in_group(group: &usvg::Group) -> usize {
        let own = usize::from(group.id().starts_with("room-"));
        own + group
            .children()
            .iter()
            .map(|node| match node {
                Node::Group(inner) => in_group(inner),
                _ => 0,
            })
            .sum::<usize>()
    }
    in_group(tree.root())
}

/// A text outside every room.
#[derive(Debug, Clone, PartialEq)]
pub struct Unroomed {
    /// What it says.
    pub text: String,
    /// How many groups that place what they hold elsewhere (a shift or a
    /// turn of their own; the page's scale from points to pixels is neither)
    /// hold it: 0 for a text the page's template sets itself, more for a
    /// drawing's (a drawing stands in a group placing it on the page).
    pub depth: usize,
}

/// Every text of `tree` outside any room, in page order: a text a drawing or
/// template printed without saying which box it must stay in.
pub fn unroomed(tree: &usvg::Tree) -> Vec<Unroomed> {
    fn walk(group: &usvg::Group, depth: usize, found: &mut Vec<Unroomed>) {
        if group.id().starts_with("room-") && room_box(group).is_some() {
            return;
        }
        for node in group.children() {
            match node {
                Node::Group(inner) => {
                    let t = inner.transform();
                    let moves = usize::from([t.tx, t.ty, t.kx, t.ky].iter().any(|&v| v != 0.0));
                    walk(inner, depth + moves, found);
                }
                Node::Text(text) => found.push(Unroomed {
                    text: said(text),
                    depth,
                }),
                _ => {}
            }
        }
    }
    let mut found = Vec::new();
    walk(tree.root(), 0, &mut found);
    found
}

/// What a text says, its chunks joined.
fn said(text: &usvg::Text) -> String {
    text.chunks().iter().map(|c| c.text()).collect()
}

fn visit(group: &usvg::Group, found: &mut Vec<Stray>) {
    if group.id().starts_with("room-")
        && let Some(room) = room_box(group)
    {
        check_texts(group, group.id(), &room, found);
    }
    for node in group.children() {
        if let Node::Group(inner) = node {
            visit(inner, found);
        }
    }
}

/// The room's box, in the room group's own coordinates (a badge's room turns
/// with its badge): its first child, the invisible rect.
fn room_box(group: &usvg::Group) -> Option<Room> {
    let to_room = group.abs_transform().invert()?;
    match group.children().first() {
        Some(Node::Path(path)) if path.fill().is_none() && path.stroke().is_none() => {
            let local = path.bounding_box();
            let rect = local.transform(to_room.pre_concat(path.abs_transform()))?;
            Some(Room { rect, to_room })
        }
        _ => None,
    }
}

/// A room's box and the transform from the page into its coordinates.
struct Room {
    rect: Rect,
    to_room: usvg::Transform,
}

fn check_texts(group: &usvg::Group, id: &str, room: &Room, found: &mut Vec<Stray>) {
    for node in group.children() {
        match node {
            Node::Group(inner) => check_texts(inner, id, room, found),
            Node::Text(text) => {
                let to_room = room.to_room.pre_concat(text.abs_transform());
                let Some(placed) = text.bounding_box().transform(to_room) else {
                    continue;
                };
                let past = past(&placed, &room.rect);
                if past > SLACK {
                    found.push(Stray {
                        room_id: id.to_string(),
                        text: said(text),
                        past,
                    });
                }
            }
            _ => {}
        }
    }
}

/// How far `text` reaches past `room` on its farthest side (0 inside).
fn past(text: &Rect, room: &Rect) -> f32 {
    [
        room.x() - text.x(),
        room.y() - text.y(),
        text.right() - room.right(),
        text.bottom() - room.bottom(),
    ]
    .into_iter()
    .fold(0.0, f32::max)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(body: &str) -> usvg::Tree {
        let svg = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">{body}</svg>"#
        );
        let font = crate::fonts::FontChoice::default();
        let options = usvg::Options {
            fontdb: font.database(),
            font_family: font.family().into(),
            ..usvg::Options::default()
        };
        usvg::Tree::from_str(&svg, &options).expect("a test page parses")
    }

    #[test]
    fn a_text_inside_its_room_is_no_stray_and_one_across_it_is() {
        let inside = r#"<g id="room-1" transform="translate(5 5)"><rect x="0" y="0" width="60" height="20" fill="none" stroke="none"/><text x="2" y="14" font-size="10">Mazes</text></g>"#;
        let tree = parse(inside);
        assert_eq!(count(&tree), 1);
        assert_eq!(strays(&tree), vec![]);
        let across = r#"<g id="room-2"><rect x="0" y="0" width="30" height="20" fill="none" stroke="none"/><g><text x="2" y="14" font-size="10">LABYRINTHES</text></g></g>"#;
        let found = strays(&parse(across));
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].text, "LABYRINTHES");
        assert_eq!(found[0].room_id, "room-2");
        assert!(found[0].past > 10.0, "{found:?}");
    }

    #[test]
    fn a_text_outside_every_room_is_unroomed() {
        let page = r#"<g id="room-1"><rect x="0" y="0" width="60" height="20" fill="none" stroke="none"/><text x="2" y="14" font-size="10">Mazes</text></g><g transform="translate(5 5)"><text x="2" y="44" font-size="10">Legend</text></g><text x="2" y="90" font-size="10">7</text>"#;
        let found = unroomed(&parse(page));
        let said: Vec<_> = found.iter().map(|u| (u.text.as_str(), u.depth)).collect();
        assert_eq!(said, [("Legend", 1), ("7", 0)]);
        let still = r#"<g><text x="2" y="44" font-size="10">Title</text></g>"#;
        assert_eq!(unroomed(&parse(still))[0].depth, 0);
        let no_box = r#"<g id="room-1"><text x="2" y="14" font-size="10">Boxless</text></g>"#;
        assert_eq!(unroomed(&parse(no_box)).len(), 1);
    }

    #[test]
    fn a_turned_room_is_measured_in_its_own_coordinates() {
        let turned = r#"<g transform="rotate(12 50 50)"><g id="room-1"><rect x="20" y="40" width="60" height="16" fill="none" stroke="none"/><g transform="translate(22 52)"><text font-size="10">Mazes</text></g></g></g>"#;
        assert_eq!(strays(&parse(turned)), vec![]);
        let wide = turned.replace("Mazes", "Labyrinthes du monde");
        assert_eq!(strays(&parse(&wide)).len(), 1);
    }
}
