//! ISBNs as printed on a copyright page: ISBN-10 or ISBN-13, hyphens and spaces
//! allowed, the check digit verified so a typo never reaches print.

/// Why a text is not an ISBN, in words for the `isbn` key's error.
pub fn check(text: &str) -> Result<(), String> {
    let digits: Vec<char> = text.chars().filter(|c| !matches!(c, '-' | ' ')).collect();
    if let Some(bad) = text
        .chars()
        .find(|c| !(c.is_ascii_digit() || matches!(c, '-' | ' ' | 'X' | 'x')))
    {
        return Err(format!(
            "\"{text}\" has '{bad}'; an ISBN has 10 or 13 digits (hyphens and spaces allowed)"
        ));
    }
    match digits.len() {
        10 => check_ten(text, &digits),
        13 => check_thirteen(text, &digits),
        n => Err(format!("\"{text}\" has {n} digits; an ISBN has 10 or 13")),
    }
}

fn check_ten(text: &str, digits: &[char]) -> Result<(), String> {
    let mut sum = 0;
    for (position, &c) in digits.iter().enumerate() {
        let value = match c {
            'X' | 'x' if position == 9 => 10,
            c => c.to_digit(10).ok_or_else(|| {
                format!("\"{text}\": only the last character of an ISBN-10 may be X")
            })?,
        };
        sum += value * (10 - position as u32);
    }
    if sum % 11 == 0 {
        return Ok(());
    }
    let partial: u32 = digits[..9]
        .iter()
        .zip((2..=10).rev())
        .map(|(c, w)| c.to_digit(10).unwrap_or(0) * w)
        .sum();
    let expected = match (11 - partial % 11) % 11 {
        10 => 'X',
        d => char::from_digit(d, 10).unwrap_or('?'),
    };
    Err(format!(
        "\"{text}\" is not a valid ISBN-10: its check digit should be {expected}; check for a typo"
    ))
}

fn check_thirteen(text: &str, digits: &[char]) -> Result<(), String> {
    let values: Option<Vec<u32>> = digits.iter().map(|c| c.to_digit(10)).collect();
    let Some(values) = values else {
        return Err(format!("\"{text}\": an ISBN-13 has digits only"));
    };
    if !(values.starts_with(&[9, 7, 8]) || values.starts_with(&[9, 7, 9])) {
        return Err(format!(
            "\"{text}\" is not an ISBN-13: those begin with 978 or 979"
        ));
    }
    let weighted = |(i, v): (usize, &u32)| if i % 2 == 0 { *v } else { 3 * v };
    let partial: u32 = values[..12].iter().enumerate().map(weighted).sum();
    let expected = (10 - partial % 10) % 10;
    if values[12] == expected {
        Ok(())
    } else {
        Err(format!(
            "\"{text}\" is not a valid ISBN-13: its check digit should be {expected}; check for a typo"
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::check;

    #[test]
    fn real_isbns_pass_with_or_without_hyphens() {
        for good in [
            "978-0-306-40615-7",
            "9780306406157",
            "0-306-40615-2",
            "0 8044 2957 X",
            "979-10-90636-07-1",
        ] {
            assert_eq!(check(good), Ok(()), "{good}");
        }
    }

    #[test]
    fn a_wrong_check_digit_names_the_right_one() {
        assert!(
            check("978-0-306-40615-8")
                .unwrap_err()
                .contains("should be 7")
        );
        assert!(check("0-306-40615-3").unwrap_err().contains("should be 2"));
        assert!(check("0-8044-2957-1").unwrap_err().contains("should be X"));
    }

    #[test]
    fn wrong_lengths_letters_and_prefixes_are_refused() {
        assert!(check("978-0-306").unwrap_err().contains("has 7 digits"));
        assert!(check("978-0-306-4061A-7").unwrap_err().contains("'A'"));
        assert!(
            check("123-0-306-40615-7")
                .unwrap_err()
                .contains("978 or 979")
        );
        assert!(
            check("X-306-40615-2")
                .unwrap_err()
                .contains("last character")
        );
    }
}
