//! Numbers for SVG output: rounded to a fixed precision and written without
//! trailing zeros, so drawings are compact and snapshots are stable across machines.

/// Formats a length with at most two decimals ("12.5", "3", "-0.25").
pub fn num(value: f64) -> String {
    let rounded = (value * 100.0).round() / 100.0;
    let rounded = if rounded == 0.0 { 0.0 } else { rounded };
    let text = format!("{rounded:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests {
    use super::num;

    #[test]
    fn trims_and_rounds() {
        assert_eq!(num(12.5), "12.5");
        assert_eq!(num(3.0), "3");
        assert_eq!(num(0.004), "0");
        assert_eq!(num(-0.004), "0");
        assert_eq!(num(1.23456), "1.23");
        assert_eq!(num(-2.5), "-2.5");
    }
}
