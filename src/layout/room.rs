//! Templates say how much room their text has: `room(key, lines, line_height,
//! space)` in a template is an error naming the spec key when `lines` lines of
//! `line_height` points need more than `space` points. The room check before any
//! work renders the book's real templates (built-in or its own), so a title,
//! subtitle or instructions are measured against the page they print on.

use minijinja::{Environment, Error, ErrorKind};

/// Text that needs more lines than its page has room for.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("takes {lines} lines where its page has room for {room}; shorten it")]
pub struct Overflow {
    /// The spec key as the template names it: `book.title`, `section.title`…
    pub key: String,
    pub lines: usize,
    pub room: usize,
}

/// Text that does not fit its box even at the smallest size, wrapped
/// (`fit_text` in a template; see [`crate::render::fit`]).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("does not fit its {width} × {height} pt box, even at {min} pt and {wrapped}; shorten it")]
pub struct Unfit {
    /// The spec key as the template names it (`words.mazes`, `book.title`…),
    /// or empty for the text's owner to be found from `text`.
    pub key: String,
    /// The text that does not fit.
    pub text: String,
    pub width: String,
    pub height: String,
    pub min: String,
    /// How it was wrapped: "wrapped", or "wrapped onto 3 lines" for a text
    /// that may take no more.
    pub wrapped: String,
}

impl Unfit {
    /// The error a template stops with: it names the key and the box (and
    /// the most lines the text may take, when that is fewer than the box holds).
    pub fn error(
        key: String,
        text: &str,
        room: crate::render::fit::TextBox,
        max_lines: usize,
    ) -> Error {
        let num = crate::render::fmt::num;
        let wrapped = match max_lines {
            usize::MAX => "wrapped".to_string(),
            1 => "on one line".to_string(),
            lines => format!("wrapped onto {lines} lines"),
        };
        let unfit = Unfit {
            wrapped,
            key,
            text: text.to_string(),
            width: num(room.width),
            height: num(room.height),
            min: num(crate::render::style::MIN_TEXT_PT),
        };
        Error::new(
            ErrorKind::InvalidOperation,
            format!("{}: {unfit}", unfit.key),
        )
        .with_source(unfit)
    }
}

/// The unfit text behind a template error, if that is what stopped it.
pub fn unfit_in<'a>(error: &'a (dyn std::error::Error + 'static)) -> Option<&'a Unfit> {
    let mut current = Some(error);
    while let Some(error) = current {
        if let Some(unfit) = error.downcast_ref::<Unfit>() {
            return Some(unfit);
        }
        current = error.source();
    }
    None
}

/// Adds `room(key, lines, line_height, space)` to `env`; it prints nothing.
pub fn add_function(env: &mut Environment<'static>) {
    env.add_function("room", room);
}

fn room(key: String, lines: usize, line_height: f64, space: f64) -> Result<String, Error> {
    let fits = line_height > 0.0 && lines as f64 * line_height <= space + 1e-9;
    if lines == 0 || fits {
        return Ok(String::new());
    }
    let room = if line_height > 0.0 {
        (space.max(0.0) / line_height).floor() as usize
    } else {
        0
    };
    let overflow = Overflow { key, lines, room };
    Err(Error::new(
        ErrorKind::InvalidOperation,
        format!("{}: {overflow}", overflow.key),
    )
    .with_source(overflow))
}

/// The overflow behind a template error, if that is what stopped it.
pub fn overflow_in<'a>(error: &'a (dyn std::error::Error + 'static)) -> Option<&'a Overflow> {
    let mut current = Some(error);
    while let Some(error) = current {
        if let Some(overflow) = error.downcast_ref::<Overflow>() {
            return Some(overflow);
        }
        current = error.source();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render(source: &str) -> Result<String, Error> {
        let mut env = Environment::new();
        add_function(&mut env);
        env.render_str(source, ())
    }

    #[test]
    fn text_that_fits_prints_nothing() {
        assert_eq!(render("{{ room('book.title', 2, 20, 40) }}").unwrap(), "");
        assert_eq!(render("{{ room('book.title', 0, 20, 0) }}").unwrap(), "");
    }

    #[test]
    fn text_that_does_not_fit_names_its_key_and_room() {
        let error = render("{{ room('section.instructions', 5, 22, 70) }}").unwrap_err();
        let overflow = overflow_in(&error).expect("an overflow");
        assert_eq!(
            overflow,
            &Overflow {
                key: "section.instructions".into(),
                lines: 5,
                room: 3
            }
        );
    }

    #[test]
    fn no_room_at_all_is_room_for_none() {
        let error = render("{{ room('book.subtitle', 1, 23, -12) }}").unwrap_err();
        assert_eq!(overflow_in(&error).map(|o| o.room), Some(0));
    }
}
