//! Numbers for SVG output: rounded to a fixed precision and written without
//! trailing zeros, so drawings are compact and snapshots are stable across machines.

use std::fmt::Write;

/// Formats a length with at most two decimals ("12.5", "3", "-0.25").
pub fn num(value: f64) -> String {
    let mut text = String::new();
    push_num(&mut text, value);
    text
}

/// Appends [`num`]'s text for `value` to `out`, allocating nothing of its own (for
/// drawings with millions of numbers, such as a large maze's walls). The text is a
/// whole number of hundredths, so it is written from that integer: the same digits
/// as formatting the rounded float with two decimals, without float formatting.
pub fn push_num(out: &mut String, value: f64) {
    let hundredths = (value * 100.0).round();
    // Too large for an integer, infinite or NaN.
    if !hundredths.is_finite() || hundredths.abs() >= 1e15 {
        push_num_by_float(out, value);
        return;
    }
    let hundredths = hundredths as i64;
    if hundredths < 0 {
        out.push('-');
    }
    let magnitude = hundredths.unsigned_abs();
    out.push_str(itoa::Buffer::new().format(magnitude / 100));
    let fraction = magnitude % 100;
    if fraction != 0 {
        out.push('.');
        out.push(char::from(b'0' + (fraction / 10) as u8));
        if !fraction.is_multiple_of(10) {
            out.push(char::from(b'0' + (fraction % 10) as u8));
        }
    }
}

/// [`push_num`] by formatting the rounded float (for values no integer holds).
fn push_num_by_float(out: &mut String, value: f64) {
    let rounded = (value * 100.0).round() / 100.0;
    let rounded = if rounded == 0.0 { 0.0 } else { rounded };
    let start = out.len();
    let _ = write!(out, "{rounded:.2}");
    // The text always has a decimal point, so trimming zeros stops at it.
    let kept = out[start..]
        .trim_end_matches('0')
        .trim_end_matches('.')
        .len();
    out.truncate(start + kept);
}

#[cfg(test)]
mod tests {
    use super::{num, push_num, push_num_by_float};

    #[test]
    fn trims_and_rounds() {
        assert_eq!(num(12.5), "12.5");
        assert_eq!(num(3.0), "3");
        assert_eq!(num(0.004), "0");
        assert_eq!(num(-0.004), "0");
        assert_eq!(num(1.23456), "1.23");
        assert_eq!(num(-2.5), "-2.5");
        assert_eq!(num(100.0), "100");
        assert_eq!(num(10.5), "10.5");
    }

    #[test]
    fn integer_writing_matches_float_formatting() {
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut values = vec![0.0, -0.0, 0.005, -0.005, 0.015, 1.005, 2.675, 1e12, -1e12];
        for _ in 0..200_000 {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            let unit = (state >> 11) as f64 / (1u64 << 53) as f64;
            let scale = [1.0, 10.0, 1000.0, 1e6][(state & 3) as usize];
            values.push((unit - 0.5) * scale);
        }
        for value in values {
            let (mut fast, mut slow) = (String::new(), String::new());
            push_num(&mut fast, value);
            push_num_by_float(&mut slow, value);
            assert_eq!(fast, slow, "{value:e}");
        }
    }

    #[test]
    fn pushes_after_what_is_there() {
        let mut out = String::from("M10");
        push_num(&mut out, 20.0);
        out.push('h');
        push_num(&mut out, 0.5);
        assert_eq!(out, "M1020h0.5");
    }
}
