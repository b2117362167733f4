//! Difficulty as users write it: `easy`, `medium`, `hard`, or a level 1–10.
//! Named levels are fixed points on the numeric scale (easy = 2, medium = 5,
//! hard = 8); each kind maps the level to its own sizes and metric bands.

use std::fmt;

use serde_json::Value;

/// A difficulty level 1–10, remembering whether the user named it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Difficulty {
    level: u8,
    named: bool,
}

impl Difficulty {
    pub const EASY: Difficulty = Difficulty {
        level: 2,
        named: true,
    };
    pub const MEDIUM: Difficulty = Difficulty {
        level: 5,
        named: true,
    };
    pub const HARD: Difficulty = Difficulty {
        level: 8,
        named: true,
    };

    /// What users may write, for error messages.
    pub const ALLOWED: &'static str =
        "\"easy\", \"medium\", \"hard\", or a whole number from 1 to 10";

    /// The numeric level, 1–10.
    pub fn level(self) -> u8 {
        self.level
    }

    /// A numeric level, if it is within 1–10.
    pub fn from_level(level: i64) -> Option<Difficulty> {
        (1..=10).contains(&level).then_some(Difficulty {
            level: level as u8,
            named: false,
        })
    }

    /// Parses `easy`/`medium`/`hard` or `1`–`10`.
    pub fn parse(text: &str) -> Option<Difficulty> {
        match text.trim() {
            "easy" => Some(Difficulty::EASY),
            "medium" => Some(Difficulty::MEDIUM),
            "hard" => Some(Difficulty::HARD),
            number => number.parse::<i64>().ok().and_then(Difficulty::from_level),
        }
    }

    /// The manifest's form: the name if the user gave one, else the number.
    pub fn to_json(self) -> Value {
        if self.named {
            Value::from(self.to_string())
        } else {
            Value::from(self.level)
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.named, self.level) {
            (true, 2) => f.write_str("easy"),
            (true, 5) => f.write_str("medium"),
            (true, 8) => f.write_str("hard"),
            (_, level) => write!(f, "{level}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_numbers_parse() {
        assert_eq!(Difficulty::parse("easy").map(Difficulty::level), Some(2));
        assert_eq!(Difficulty::parse("hard").map(Difficulty::level), Some(8));
        assert_eq!(Difficulty::parse("10").map(Difficulty::level), Some(10));
        assert_eq!(Difficulty::parse("0"), None);
        assert_eq!(Difficulty::parse("11"), None);
        assert_eq!(Difficulty::parse("tricky"), None);
    }

    #[test]
    fn manifest_form_keeps_the_users_words() {
        assert_eq!(Difficulty::MEDIUM.to_json(), Value::from("medium"));
        assert_eq!(
            Difficulty::from_level(7).map(Difficulty::to_json),
            Some(Value::from(7))
        );
    }
}
