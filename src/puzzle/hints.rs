//! Hint pages: a puzzle's answer given away a part at a time. A section that
//! asks for hints gets three groups of hint pages before the answers, one for
//! each part, so a reader looking up the first quarter does not see the half.

/// One group of hint pages: how much of each answer it gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HintPart {
    /// The first quarter of the moves.
    Quarter,
    /// The first half.
    Half,
    /// The first three quarters.
    ThreeQuarters,
}

impl HintPart {
    /// The groups in the order the book prints them.
    pub const ALL: [HintPart; 3] = [HintPart::Quarter, HintPart::Half, HintPart::ThreeQuarters];

    /// Its share of the answer, in quarters.
    pub fn quarters(self) -> usize {
        match self {
            HintPart::Quarter => 1,
            HintPart::Half => 2,
            HintPart::ThreeQuarters => 3,
        }
    }

    /// The moves a hint of an answer of `total` moves gives: the share rounded
    /// down, so a hint never gives more than it says, but at least one move
    /// (none of an answer of none).
    pub fn moves(self, total: usize) -> usize {
        match total {
            0 => 0,
            _ => (total * self.quarters() / 4).max(1),
        }
    }

    /// The words key of its pages' heading.
    pub fn title_key(self) -> &'static str {
        match self {
            HintPart::Quarter => "hints-quarter",
            HintPart::Half => "hints-half",
            HintPart::ThreeQuarters => "hints-three-quarters",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_part_gives_its_share_rounded_down_and_the_parts_grow() {
        for total in 1..200 {
            let moves = HintPart::ALL.map(|part| part.moves(total));
            for (part, &given) in HintPart::ALL.iter().zip(&moves) {
                assert!(given >= 1 && given * 4 <= (total * part.quarters()).max(4));
                assert!(
                    (given + 1) * 4 > total * part.quarters(),
                    "{total}: rounded down, not more"
                );
            }
            assert!(moves[0] <= moves[1] && moves[1] <= moves[2] && moves[2] < total.max(2));
        }
        assert_eq!(HintPart::Half.moves(0), 0);
        assert_eq!(HintPart::ALL.map(|p| p.moves(28)), [7, 14, 21]);
        assert_eq!(HintPart::ALL.map(|p| p.moves(10)), [2, 5, 7]);
    }
}
