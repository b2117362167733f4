//! The book's colours, chosen once from its `ink` (`[book] ink`), so that no
//! drawing names a colour of its own that would put RGB into a black-ink book.
//! Text, walls and outlines are solid black in every ink; what the colour book
//! prints in hues (the answer line, the start and goal marks, the traffic lights,
//! the rotation ball, the Magic Labyrinth players) the black-ink book prints in
//! greys of the black channel, each told apart by its shape, width or number as
//! well. Neutral greys and white (walls' shadows, roads, explored cells) are the
//! same in every ink and stay with the drawings that use them.

/// What the printer puts on paper.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Ink {
    /// Full colour (the default).
    #[default]
    Color,
    /// Black ink only: every colour is a grey of the black channel.
    Black,
}

impl Ink {
    /// The names `[book] ink` accepts.
    pub const NAMES: [&'static str; 2] = ["color", "black"];

    pub fn from_name(name: &str) -> Option<Ink> {
        match name {
            "color" => Some(Ink::Color),
            "black" => Some(Ink::Black),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Ink::Color => "color",
            Ink::Black => "black",
        }
    }
}

/// The colours of one ink, as SVG colours.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Palette {
    /// Text, walls and outlines: solid black (DeviceGray 0, the black ink alone).
    pub ink: &'static str,
    /// The answer line through every solution, and what frames its labels.
    pub solution: &'static str,
    /// The start mark's face.
    pub start: &'static str,
    /// The goal mark's star.
    pub goal: &'static str,
    /// The traffic lights' fills: green, orange, red (each also has its shape).
    pub lights: [&'static str; 3],
    /// The rotation puzzles' ball.
    pub ball: &'static str,
    /// The Magic Labyrinth players' discs, in corner order (each also numbered).
    pub players: [&'static str; 4],
    /// Lighter tints of the players' colours, for the nearest-player map.
    pub player_tints: [&'static str; 4],
    /// An opener's medallion: its disc, and its walls and the rule under the
    /// title (light enough that the pictograms on it stand out).
    pub panel: &'static str,
    pub panel_line: &'static str,
}

impl Palette {
    /// The colour book: today's hues.
    pub const COLOR: Palette = Palette {
        ink: "#000000",
        solution: "#e4572e",
        start: "#ffd84d",
        goal: "#ffb000",
        lights: ["#2e9e44", "#f5a623", "#d7263d"],
        ball: "#2f6fd0",
        players: ["#f4a3a8", "#9ec5e8", "#a8dcc6", "#f6dc8c"],
        player_tints: ["#fbd9db", "#d8e8f6", "#dcf1e8", "#fbefc6"],
        panel: "#fff4d6",
        panel_line: "#f0b23a",
    };

    /// The black-ink book: greys far enough apart to tell at a glance, light
    /// enough under text and outlines for those to stay legible. The answer band
    /// is a mid grey, many times wider than a wall, so walls stay the only black
    /// lines; the face is lighter than the star; lights go from white (green) to
    /// dark (red), as they go from "drive" to "stop". The start face and goal
    /// star are filled mid greys (the face lighter, its eyes and smile black on
    /// it), so even a small mark reads as a solid shape, not an outline on white.
    pub const BLACK: Palette = Palette {
        ink: "#000000",
        solution: "#8c8c8c",
        start: "#b0b0b0",
        goal: "#7a7a7a",
        lights: ["#ffffff", "#a6a6a6", "#4d4d4d"],
        ball: "#8c8c8c",
        players: ["#d9d9d9"; 4],
        player_tints: ["#f0f0f0"; 4],
        panel: "#efefef",
        panel_line: "#9a9a9a",
    };

    /// The palette of `ink`.
    pub fn of(ink: Ink) -> Palette {
        match ink {
            Ink::Color => Palette::COLOR,
            Ink::Black => Palette::BLACK,
        }
    }
}

impl Default for Palette {
    fn default() -> Self {
        Palette::COLOR
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn is_grey(colour: &str) -> bool {
        let hex = colour.trim_start_matches('#');
        hex.len() == 6 && hex[0..2] == hex[2..4] && hex[2..4] == hex[4..6]
    }

    #[test]
    fn the_black_palette_is_all_grey() {
        let p = Palette::BLACK;
        let mut all = vec![p.ink, p.solution, p.start, p.goal, p.ball];
        all.extend(p.lights);
        all.extend(p.players);
        all.extend(p.player_tints);
        assert!(all.iter().all(|c| is_grey(c)), "{all:?}");
    }

    #[test]
    fn black_ink_marks_are_filled_mid_greys_the_face_lighter() {
        let level = |c: &str| u8::from_str_radix(&c[1..3], 16).unwrap_or(255);
        let p = Palette::BLACK;
        assert!(level(p.start) <= 0xc0 && level(p.goal) <= 0xc0);
        assert!(level(p.goal) >= 0x60 && level(p.start) > level(p.goal));
    }

    #[test]
    fn text_and_walls_are_solid_black_in_every_ink() {
        for ink in [Ink::Color, Ink::Black] {
            assert_eq!(Palette::of(ink).ink, "#000000");
        }
    }

    #[test]
    fn names_round_trip() {
        for name in Ink::NAMES {
            assert_eq!(Ink::from_name(name).map(Ink::name), Some(name));
        }
    }
}
