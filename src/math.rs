//! Transcendental functions that give the same bits on every machine. The
//! system's math library may differ in the last bit from one platform to another;
//! where such a result decides a random choice (an acceptance test) or a drawn
//! coordinate, that would break byte-identical books. These come from the
//! pure-Rust `libm`, the same code everywhere.

pub fn exp(x: f64) -> f64 {
    libm::exp(x)
}

pub fn ln(x: f64) -> f64 {
    libm::log(x)
}

/// ln(1 + x), accurate for small x.
pub fn ln_1p(x: f64) -> f64 {
    libm::log1p(x)
}

pub fn powf(x: f64, y: f64) -> f64 {
    libm::pow(x, y)
}

pub fn sin(x: f64) -> f64 {
    libm::sin(x)
}

pub fn cos(x: f64) -> f64 {
    libm::cos(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_the_usual_functions() {
        for x in [0.0, 0.5, 1.0, 2.5, 10.0] {
            assert!((exp(x) - x.exp()).abs() <= 1e-12 * x.exp());
            assert!((sin(x) - x.sin()).abs() <= 1e-12);
            assert!((cos(x) - x.cos()).abs() <= 1e-12);
            assert!((ln_1p(x) - x.ln_1p()).abs() <= 1e-12);
            assert!((powf(1.5, x) - 1.5f64.powf(x)).abs() <= 1e-12 * 1.5f64.powf(x));
        }
        assert_eq!(ln(1.0), 0.0);
    }
}
