//! The built-in pictures, drawn for mazebook as small SVG silhouettes in a
//! 100 × 100 box: solid shapes with no detail thinner than about a tenth of the
//! picture, so each stays recognisable at 20 to 40 cells across. Black is the
//! maze; white painted over black makes a hole (an eye, a window). A name not
//! here gets a "did you mean" from [`suggest`].

/// The names of the built-in pictures, in the order they are listed to users.
/// (No "circle": that is the polar shape, made of rings.)
pub const BUILT_IN: &[&str] = &[
    "heart",
    "star",
    "cat",
    "fish",
    "house",
    "tree",
    "rocket",
    "butterfly",
    "dinosaur",
    "car",
    "apple",
    "moon",
];

/// The drawing of each picture, in the same order as [`BUILT_IN`].
const DRAWINGS: [&str; 12] = [
    // heart
    r#"<path d="M50,92 C30,78 4,58 4,32 C4,16 16,6 29,6 C39,6 46,12 50,20 C54,12 61,6 71,6 C84,6 96,16 96,32 C96,58 70,78 50,92 Z"/>"#,
    // star: five points, the inner corners at 0.46 of the outer radius so the arms stay broad
    r#"<polygon points="50,2 63.5,33.4 97.6,36.5 71.9,59.1 79.4,92.5 50,75 20.6,92.5 28.1,59.1 2.4,36.5 36.5,33.4"/>"#,
    // cat: sitting, ears up, tail curled round
    r##"<ellipse cx="46" cy="68" rx="26" ry="26"/>
        <circle cx="46" cy="30" r="18"/>
        <polygon points="30,24 29,4 44,14"/><polygon points="48,14 63,4 62,24"/>
        <path d="M66,86 C90,88 96,64 84,50" fill="none" stroke="#000" stroke-width="10" stroke-linecap="round"/>"##,
    // fish: body, tail, back fin, eye
    r##"<ellipse cx="42" cy="50" rx="34" ry="22"/>
        <polygon points="66,50 96,24 88,50 96,76"/>
        <polygon points="30,32 48,16 60,34"/>
        <circle cx="22" cy="45" r="5" fill="#fff"/>"##,
    // house: roof, chimney, walls, window and door
    r##"<rect x="66" y="12" width="11" height="30"/>
        <polygon points="4,48 50,8 96,48"/>
        <rect x="14" y="44" width="72" height="50"/>
        <rect x="23" y="56" width="14" height="14" fill="#fff"/>
        <rect x="47" y="64" width="17" height="30" fill="#fff"/>"##,
    // tree: a fir of three tiers on a trunk
    r#"<polygon points="50,2 76,32 24,32"/>
        <polygon points="50,18 86,54 14,54"/>
        <polygon points="50,36 96,80 4,80"/>
        <rect x="41" y="76" width="18" height="20"/>"#,
    // rocket: nose cone and body, fins, nozzle, porthole
    r##"<path d="M50,2 C66,14 70,34 70,58 L70,80 L30,80 L30,58 C30,34 34,14 50,2 Z"/>
        <polygon points="30,52 12,74 12,92 30,80"/><polygon points="70,52 88,74 88,92 70,80"/>
        <polygon points="38,78 62,78 58,94 42,94"/>
        <circle cx="50" cy="38" r="8" fill="#fff"/>"##,
    // butterfly: broad upper wings, smaller lower wings, a deep notch between, body and antennae
    r##"<ellipse cx="28" cy="32" rx="27" ry="18" transform="rotate(30 28 32)"/>
        <ellipse cx="72" cy="32" rx="27" ry="18" transform="rotate(-30 72 32)"/>
        <ellipse cx="35" cy="70" rx="19" ry="13" transform="rotate(-45 35 70)"/>
        <ellipse cx="65" cy="70" rx="19" ry="13" transform="rotate(45 65 70)"/>
        <ellipse cx="50" cy="52" rx="8" ry="32"/>
        <path d="M47,24 L38,4 M53,24 L62,4" stroke="#000" stroke-width="6" stroke-linecap="round"/>"##,
    // dinosaur: a long-necked sauropod walking right
    r##"<ellipse cx="46" cy="56" rx="28" ry="19"/>
        <path d="M2,74 C10,60 18,50 30,46 L34,62 C22,62 12,66 2,74 Z"/>
        <path d="M62,50 C74,42 76,26 80,16" fill="none" stroke="#000" stroke-width="13" stroke-linecap="round"/>
        <ellipse cx="86" cy="14" rx="12" ry="8"/>
        <rect x="24" y="62" width="12" height="30" rx="3"/><rect x="56" y="62" width="12" height="30" rx="3"/>"##,
    // car: body and cabin, two wheels, two windows
    r##"<path d="M4,66 L4,48 Q4,40 12,40 L24,40 L36,18 L70,18 L84,40 L92,40 Q98,40 98,48 L98,66 Z"/>
        <circle cx="25" cy="66" r="13"/><circle cx="77" cy="66" r="13"/>
        <polygon points="40,25 50,25 50,40 31,40" fill="#fff"/>
        <polygon points="56,25 66,25 76,40 56,40" fill="#fff"/>"##,
    // apple: two lobes, stem, leaf
    r#"<path d="M50,30 C40,20 8,18 8,50 C8,78 30,100 50,90 C70,100 92,78 92,50 C92,18 60,20 50,30 Z"/>
        <path d="M46,32 L50,6 L57,7 L54,32 Z"/>
        <ellipse cx="68" cy="14" rx="14" ry="7" transform="rotate(-25 68 14)"/>"#,
    // moon: a crescent (a disc with a disc cut away)
    r##"<circle cx="50" cy="50" r="46"/><circle cx="70" cy="38" r="38" fill="#fff"/>"##,
];

/// The SVG of a built-in picture; `None` for a name not in [`BUILT_IN`].
pub fn svg(name: &str) -> Option<String> {
    let index = BUILT_IN.iter().position(|&n| n == name)?;
    Some(format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100"><g fill="#000" shape-rendering="crispEdges">{}</g></svg>"##,
        DRAWINGS[index]
    ))
}

/// The built-in picture a mistyped name most likely meant ("hart" → "heart").
pub fn suggest(name: &str) -> Option<&'static str> {
    let name = name.trim().to_lowercase();
    BUILT_IN
        .iter()
        .map(|&candidate| (strsim::jaro_winkler(&name, candidate), candidate))
        .filter(|&(score, _)| score >= 0.8)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, candidate)| candidate)
}

/// All the names, for messages: `heart, star, … and moon`.
pub fn listed() -> String {
    match BUILT_IN.split_last() {
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_has_a_drawing_and_none_is_the_circle_shape() {
        assert_eq!(BUILT_IN.len(), DRAWINGS.len());
        assert!(BUILT_IN.len() >= 10);
        assert!(!BUILT_IN.contains(&"circle"));
        assert!(BUILT_IN.iter().all(|name| svg(name).is_some()));
        assert_eq!(svg("circle"), None);
    }

    #[test]
    fn a_near_miss_is_suggested_and_a_stranger_is_not() {
        assert_eq!(suggest("hart"), Some("heart"));
        assert_eq!(suggest("Dinosuar"), Some("dinosaur"));
        assert_eq!(suggest("butterfy"), Some("butterfly"));
        assert_eq!(suggest("xylophone"), None);
    }
}
