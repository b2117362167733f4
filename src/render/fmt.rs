//! Numbers for SVG output: rounded to a fixed precision and written without
//! trailing zeros, so drawings are compact and snapshots are stable across machines.
//! Every coordinate of every page goes through here, so the common case is written
//! from an integer count of hundredths instead of through `format!`.

use std::fmt::Write;

/// Hundredths beyond this (and non-finite values) take the general path; below it
/// the double nearest `hundredths / 100` always prints as exactly those digits.
const EXACT_HUNDREDTHS: f64 = 1e15;

/// Formats a length with at most two decimals ("12.5", "3", "-0.25").
pub fn num(value: f64) -> String {
    let hundredths = (value * 100.0).round();
    let exact = hundredths.abs() < EXACT_HUNDREDTHS; // false for NaN
    if !exact {
        return general(hundredths / 100.0);
    }
    // In range: the cast is exact.
    let hundredths = hundredths as i64;
    let mut text = String::with_capacity(12);
    if hundredths < 0 {
        text.push('-');
    }
    let magnitude = hundredths.unsigned_abs();
    let (whole, fraction) = (magnitude / 100, magnitude % 100);
    let _ = write!(text, "{whole}");
    if fraction != 0 {
        text.push('.');
        text.push(char::from(b'0' + (fraction / 10) as u8));
        if fraction % 10 != 0 {
            text.push(char::from(b'0' + (fraction % 10) as u8));
        }
    }
    text
}

/// Huge and non-finite values ("inf", "NaN"), as `format!` writes them.
fn general(rounded: f64) -> String {
    let text = format!("{rounded:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests {
    use super::num;

    /// The original definition: round, print with two decimals, trim.
    fn reference(value: f64) -> String {
        let rounded = (value * 100.0).round() / 100.0;
        let rounded = if rounded == 0.0 { 0.0 } else { rounded };
        let text = format!("{rounded:.2}");
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    }

    #[test]
    fn trims_and_rounds() {
        assert_eq!(num(12.5), "12.5");
        assert_eq!(num(3.0), "3");
        assert_eq!(num(0.004), "0");
        assert_eq!(num(-0.004), "0");
        assert_eq!(num(1.23456), "1.23");
        assert_eq!(num(-2.5), "-2.5");
        assert_eq!(num(-0.05), "-0.05");
        assert_eq!(num(100.1), "100.1");
    }

    #[test]
    fn writes_what_format_writes_for_every_kind_of_value() {
        // A fixed pseudo-random walk over magnitudes from 1e-4 to 1e17, both signs,
        // plus values sitting exactly on and next to rounding ties.
        let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut values = vec![0.0, -0.0, 0.005, 0.015, 0.125, 2.675, 1e15, -1e16, 1e300];
        values.extend([
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            f64::MIN_POSITIVE,
        ]);
        for _ in 0..200_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let unit = (state >> 11) as f64 / (1u64 << 53) as f64;
            let exponent = ((state & 0xff) as i32 % 22) - 4;
            let sign = if state & 0x100 == 0 { 1.0 } else { -1.0 };
            let value = sign * unit * 10f64.powi(exponent);
            values.push(value);
            values.push((value * 200.0).round() / 200.0);
        }
        for value in values {
            assert_eq!(num(value), reference(value), "{value:e}");
        }
    }
}
