//! The start/goal placements a grid or block maze can ask for, and their names in
//! book.toml and on the command line. Where the ends then go is each kind's own
//! business (`grid::rectangle::placement`, `block::placement`), since it works on that kind's
//! maze.

/// A start/goal placement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Placement {
    /// At opposite corners: start top left, goal bottom right.
    Corners,
    /// On the left and right edges.
    Sides,
    /// The two ends of the longest way through the maze.
    Longest,
}

impl Placement {
    /// The names listed to users, in the enum's order.
    pub const NAMES: [&'static str; 3] = ["corners", "sides", "longest"];

    /// The placement named `name`: one of [`Placement::NAMES`], or an older
    /// spelling still accepted (`opposite-sides`, `longest-path`).
    pub fn from_name(name: &str) -> Option<Placement> {
        match name {
            "corners" => Some(Placement::Corners),
            "sides" | "opposite-sides" => Some(Placement::Sides),
            "longest" | "longest-path" => Some(Placement::Longest),
            _ => None,
        }
    }

    /// Its name in [`Placement::NAMES`].
    pub fn name(self) -> &'static str {
        Placement::NAMES[self as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_name_reads_back_as_itself() {
        for name in Placement::NAMES {
            let placement = Placement::from_name(name).expect(name);
            assert_eq!(placement.name(), name);
        }
    }

    #[test]
    fn older_spellings_are_accepted_and_others_refused() {
        assert_eq!(
            Placement::from_name("opposite-sides"),
            Some(Placement::Sides)
        );
        assert_eq!(
            Placement::from_name("longest-path"),
            Some(Placement::Longest)
        );
        assert_eq!(Placement::from_name("Corners"), None);
        assert_eq!(Placement::from_name("middle"), None);
    }
}
