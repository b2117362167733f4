//! The model as X3D, the successor of VRML for 3-D on the web: one
//! indexed triangle set with shared vertices, in millimetres (declared with
//! X3D's `unit` statement), readable by web viewers (X3DOM, X_ITE) and by
//! Blender's importer.

use std::fmt::Write;

use super::model::Mesh;

/// The X3D document of `mesh`.
pub fn to_x3d(mesh: &Mesh) -> String {
    let mut index = String::with_capacity(mesh.triangles.len() * 18);
    for (i, t) in mesh.triangles.iter().enumerate() {
        let gap = if i == 0 { "" } else { " " };
        let _ = write!(index, "{gap}{} {} {}", t[0], t[1], t[2]);
    }
    let mut points = String::with_capacity(mesh.vertices.len() * 24);
    for (i, v) in mesh.vertices.iter().enumerate() {
        let gap = if i == 0 { "" } else { ", " };
        let _ = write!(points, "{gap}{} {} {}", v[0], v[1], v[2]);
    }
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<X3D profile="Interchange" version="3.3">
  <head>
    <unit category="length" name="millimetre" conversionFactor="0.001"/>
    <meta name="description" content="mazebook block maze, millimetres"/>
  </head>
  <Scene>
    <Shape>
      <Appearance><Material diffuseColor="0.85 0.85 0.85"/></Appearance>
      <IndexedTriangleSet solid="true" ccw="true" index="{index}">
        <Coordinate point="{points}"/>
      </IndexedTriangleSet>
    </Shape>
  </Scene>
</X3D>
"#
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::block::maze::BlockMaze;
    use crate::puzzle::block::model::{ModelSize, build};
    use resvg::usvg::roxmltree::Document;

    /// Reads the triangle set back with an XML parser.
    fn read_back(text: &str) -> Mesh {
        let document = Document::parse(text).expect("well-formed XML");
        let set = document
            .descendants()
            .find(|n| n.has_tag_name("IndexedTriangleSet"))
            .expect("a triangle set");
        let numbers = |text: &str| -> Vec<f32> {
            text.split([' ', ','])
                .filter(|s| !s.is_empty())
                .map(|s| s.parse().expect("a number"))
                .collect()
        };
        let index = numbers(set.attribute("index").expect("index"));
        let point = set
            .children()
            .find(|n| n.has_tag_name("Coordinate"))
            .and_then(|n| n.attribute("point"))
            .expect("points");
        Mesh {
            vertices: numbers(point)
                .chunks(3)
                .map(|c| [c[0], c[1], c[2]])
                .collect(),
            triangles: index
                .chunks(3)
                .map(|c| [c[0] as u32, c[1] as u32, c[2] as u32])
                .collect(),
        }
    }

    #[test]
    fn the_document_holds_the_whole_mesh() {
        let rows: Vec<String> = ["#####", "    #", "# # #", "# #  ", "#####"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let maze = BlockMaze::from_rows(&rows).expect("a maze");
        let mesh = build(&maze, ModelSize::default()).expect("a mesh");
        let text = to_x3d(&mesh);
        let back = read_back(&text);
        assert_eq!(back.triangles, mesh.triangles);
        assert_eq!(back.vertices, mesh.vertices);
        assert!(text.contains(r#"conversionFactor="0.001""#));
    }
}
