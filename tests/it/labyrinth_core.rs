//! The Magic Labyrinth model: the game's default board and its golden figures, the
//! text drawing in both directions, validation messages, and the sampler's
//! promises (valid boards of every size, uniform over connected layouts, checked
//! by a chi-square test against an enumeration of every layout).

use std::collections::HashMap;

use mazebook::puzzle::labyrinth::ascii::{self, AsciiError};
use mazebook::puzzle::labyrinth::board::{Board, BoardFault, Square, Wall, max_walls};
use mazebook::puzzle::labyrinth::fairness::{Corner, analyse, default_goals};
use mazebook::puzzle::labyrinth::sample::{Method, draw, sample, sample_with};
use mazebook::puzzle::labyrinth::search::search;
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The 24-wall board from the game's instructions, as (x, y) pairs.
const DEFAULT_WALLS: [[Square; 2]; 24] = [
    [[0, 0], [1, 0]],
    [[2, 0], [3, 0]],
    [[4, 0], [5, 0]],
    [[2, 1], [3, 1]],
    [[3, 1], [4, 1]],
    [[0, 2], [1, 2]],
    [[4, 2], [5, 2]],
    [[2, 3], [3, 3]],
    [[0, 4], [1, 4]],
    [[3, 4], [4, 4]],
    [[1, 5], [2, 5]],
    [[4, 5], [5, 5]],
    [[0, 2], [0, 3]],
    [[0, 3], [0, 4]],
    [[1, 0], [1, 1]],
    [[1, 2], [1, 3]],
    [[2, 1], [2, 2]],
    [[2, 3], [2, 4]],
    [[2, 4], [2, 5]],
    [[3, 0], [3, 1]],
    [[4, 2], [4, 3]],
    [[4, 3], [4, 4]],
    [[5, 2], [5, 3]],
    [[5, 3], [5, 4]],
];

/// The default board drawn in ASCII, as `--ascii` prints it.
const DEFAULT_ASCII: &str = " _ _ _ _ _ _ \n\
                             | |_  |_  | |\n\
                             |    _| |   |\n\
                             |_|_     _|_|\n\
                             |_   _|  _ _|\n\
                             | |  _  |   |\n\
                             |_ _|_ _ _|_|\n";

fn default_board() -> Board {
    Board::new(6, 6, &DEFAULT_WALLS).expect("the default board is valid")
}

fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

#[test]
fn default_board_golden_figures() {
    let board = default_board();
    let fairness = analyse(&board, &default_goals(6, 6));
    assert_eq!(fairness.sums, [148, 148, 148, 192]);
    assert_eq!(fairness.means.map(round2), [6.17, 6.17, 6.17, 8.0]);
    assert!((fairness.fairness - 11.0 / 6.0).abs() < 1e-12);
    assert_eq!(fairness.spread(), 44);
    assert_eq!(fairness.favoured, Corner::NorthWest);
    assert_eq!(fairness.distances.each_ref().map(Vec::len), [36; 4]);
    for corner in Corner::ALL {
        let [x, y] = corner.square(6, 6);
        assert_eq!(fairness.distances[corner.index()][y * 6 + x], 0);
    }
}

/// The seed's goal list: it excludes (0, W−2) and (1, W−1) where it means
/// (W−2, 0) and (W−1, 1), so on 6×6 it keeps 26 squares.
fn seed_goals(width: usize, height: usize) -> Vec<Square> {
    let (w, h) = (width, height);
    let excluded = [
        [0, 0],
        [0, h - 1],
        [w - 1, 0],
        [w - 1, h - 1],
        [0, 1],
        [1, 0],
        [0, h - 2],
        [1, h - 1],
        [0, w - 2],
        [1, w - 1],
        [w - 1, h - 2],
        [w - 2, h - 1],
    ];
    (0..h)
        .flat_map(|y| (0..w).map(move |x| [x, y]))
        .filter(|square| !excluded.contains(square))
        .collect()
}

#[test]
fn default_board_with_the_seeds_goal_list() {
    let goals = seed_goals(6, 6);
    assert_eq!(goals.len(), 26);
    let fairness = analyse(&default_board(), &goals);
    // The seed's order (0,0), (0,5), (5,0), (5,5) is NW, SW, NE, SE: 164/166/152/212.
    assert_eq!(fairness.sums, [164, 152, 166, 212]);
    // The seed divided by 24, not 26: its published 6.83 / 6.92 / 6.33 / 8.83.
    let seed_means = fairness.sums.map(|sum| round2(sum as f64 / 24.0));
    assert_eq!(seed_means, [6.83, 6.33, 6.92, 8.83]);
    assert_eq!(fairness.favoured, Corner::NorthEast);
}

#[test]
fn default_board_renders_as_the_seed_printed_it() {
    let board = default_board();
    assert_eq!(ascii::render(&board), DEFAULT_ASCII);
    assert_eq!(ascii::parse(DEFAULT_ASCII), Ok(board.clone()));
    // Invisible differences are forgiven: a stripped trailing space, CRLF, blank lines.
    let stripped = DEFAULT_ASCII.replacen(" \n", "\n", 1).replace('\n', "\r\n") + "\n\n";
    assert_eq!(ascii::parse(&stripped), Ok(board));
}

fn message(fault: BoardFault) -> String {
    fault.to_string()
}

#[test]
fn bad_walls_are_named() {
    let not_neighbours = Board::new(6, 6, &[[[0, 0], [2, 0]]]).unwrap_err();
    assert!(matches!(not_neighbours, BoardFault::NotNeighbours { .. }));
    assert!(message(not_neighbours).contains("wall [[0,0],[2,0]] does not separate"));

    let same_square = Board::new(6, 6, &[[[1, 1], [1, 1]]]).unwrap_err();
    assert!(message(same_square).contains("[[1,1],[1,1]]"));

    let duplicate = Board::new(
        6,
        6,
        &[[[0, 0], [1, 0]], [[3, 3], [3, 4]], [[1, 0], [0, 0]]],
    );
    let text = message(duplicate.unwrap_err());
    assert!(
        text.contains("wall [[1,0],[0,0]] is listed twice"),
        "{text}"
    );
    assert!(text.contains("entries 1 and 3"), "{text}");

    let off_board = message(Board::new(6, 6, &[[[5, 0], [6, 0]]]).unwrap_err());
    assert!(
        off_board.contains("wall [[5,0],[6,0]] is off the board"),
        "{off_board}"
    );
    assert!(off_board.contains("[6,0]"), "{off_board}");
}

#[test]
fn disconnected_boards_name_a_lost_square_and_its_fence() {
    let fault = Board::new(6, 6, &[[[5, 4], [5, 5]], [[4, 5], [5, 5]]]).unwrap_err();
    let text = message(fault.clone());
    assert_eq!(
        fault,
        BoardFault::Disconnected {
            square: [5, 5],
            region: 1,
            fence: vec![Wall([4, 5], [5, 5]), Wall([5, 4], [5, 5])],
        }
    );
    assert!(
        text.contains("square [5,5] cannot be reached from [0,0]"),
        "{text}"
    );
    assert!(text.contains("[[4,5],[5,5]], [[5,4],[5,5]]"), "{text}");

    // A wall line across the board cuts off a region of 12 squares.
    let line: Vec<[Square; 2]> = (0..6).map(|x| [[x, 3], [x, 4]]).collect();
    let text = message(Board::new(6, 6, &line).unwrap_err());
    assert!(text.contains("square [0,4]"), "{text}");
    assert!(text.contains("region of 12 squares"), "{text}");
    assert!(text.contains("[[0,3],[0,4]]"), "{text}");
}

#[test]
fn too_many_walls_says_the_maximum_and_why() {
    let mut walls = DEFAULT_WALLS.to_vec();
    walls.push([[0, 0], [0, 1]]);
    walls.push([[5, 0], [5, 1]]);
    let fault = Board::new(6, 6, &walls).unwrap_err();
    assert_eq!(
        fault,
        BoardFault::TooMany {
            walls: 26,
            max: 25,
            width: 6,
            height: 6
        }
    );
    let text = message(fault);
    assert!(
        text.contains("26 walls cannot fit on a 6×6 board: at most 25"),
        "{text}"
    );
    assert!(text.contains("35 open passages"), "{text}");
    assert!(text.contains("60 wall slots"), "{text}");
}

#[test]
fn bad_sizes() {
    for (width, height) in [(0, 5), (31, 2), (1, 1), (2, 31)] {
        let fault = Board::new(width, height, &[]).unwrap_err();
        assert_eq!(fault, BoardFault::Size { width, height });
        assert!(message(fault).contains("1–30"));
    }
    assert!(Board::new(1, 2, &[]).is_ok());
    assert!(Board::new(30, 30, &[]).is_ok());
}

fn ascii_error(text: &str) -> (usize, usize, String) {
    match ascii::parse(text) {
        Err(AsciiError::At {
            line,
            column,
            problem,
        }) => (line, column, problem),
        other => panic!("expected a position error for {text:?}, got {other:?}"),
    }
}

#[test]
fn ascii_errors_have_positions() {
    let (line, column, problem) = ascii_error(" _ _ \n| |\n|_ _|\n");
    assert_eq!((line, column), (2, 4), "{problem}");
    assert!(problem.contains("row 0 has 3 characters"), "{problem}");

    let (line, column, problem) = ascii_error(" _ _ \n| x |\n|_ _|\n");
    assert_eq!((line, column), (2, 3), "{problem}");
    assert!(problem.contains("east side of square [0,0]"), "{problem}");

    let (line, column, problem) = ascii_error(" _ _ \n|   |\n|_  |\n");
    assert_eq!((line, column), (3, 4), "{problem}");
    assert!(problem.contains("missing outer wall"), "{problem}");

    let (line, column, problem) = ascii_error(" _ _ \n|    \n|_ _|\n");
    assert_eq!((line, column), (2, 5), "{problem}");
    assert!(problem.contains("east border of square [1,0]"), "{problem}");

    let (line, column, _) = ascii_error(" _ _ \n    |\n|_ _|\n");
    assert_eq!((line, column), (2, 1));

    let (line, column, problem) = ascii_error(" _   \n|   |\n|_ _|\n");
    assert_eq!((line, column), (1, 4), "{problem}");
    assert!(
        problem.contains("north border above square [1,0]"),
        "{problem}"
    );

    assert_eq!(ascii_error("").0, 1);
    assert_eq!(ascii_error(" _ _ \n").0, 2);
}

#[test]
fn ascii_reports_invalid_boards() {
    // Well-formed, but the north-west square is fenced in.
    match ascii::parse(" _ _ _ \n|_|   |\n|_ _ _|\n") {
        Err(AsciiError::Board(BoardFault::Disconnected { square, region, .. })) => {
            assert_eq!((square, region), ([1, 0], 5));
        }
        other => panic!("expected a disconnected board, got {other:?}"),
    }
}

/// Every board size and wall count with W, H in 2..=10 (and 1-wide boards).
fn size_and_walls() -> impl Strategy<Value = (usize, usize, usize)> {
    (1usize..=10, 2usize..=10, any::<bool>())
        .prop_map(|(w, h, flip)| if flip { (h, w) } else { (w, h) })
        .prop_flat_map(|(w, h)| (Just(w), Just(h), 0..=max_walls(w, h)))
}

/// The board's walls, re-validated from scratch through the public checker.
fn assert_valid(board: &Board, width: usize, height: usize, walls: usize) {
    assert_eq!((board.width(), board.height()), (width, height));
    assert_eq!(board.walls().len(), walls);
    assert!(board.walls().windows(2).all(|pair| pair[0] < pair[1]));
    for wall in board.walls() {
        assert_eq!(Wall::between(wall.0, wall.1), Some(*wall));
        assert!(wall.1[0] < width && wall.1[1] < height);
    }
    let pairs: Vec<[Square; 2]> = board.walls().iter().map(|w| [w.0, w.1]).collect();
    assert_eq!(Board::new(width, height, &pairs).as_ref(), Ok(board));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn sampled_boards_are_valid((width, height, walls) in size_and_walls(), seed in any::<u64>()) {
        let board = sample(width, height, walls, &mut rng(seed));
        assert_valid(&board, width, height, walls);
        prop_assert_eq!(ascii::parse(&ascii::render(&board)), Ok(board));
    }

    #[test]
    fn sampling_is_deterministic((width, height, walls) in size_and_walls(), seed in any::<u64>()) {
        let first = sample(width, height, walls, &mut rng(seed));
        prop_assert_eq!(first, sample(width, height, walls, &mut rng(seed)));
    }

    #[test]
    fn search_results_meet_the_bound(
        (width, height, walls) in size_and_walls(),
        seed in any::<u64>(),
        bound in 0.0f64..3.0,
    ) {
        let goals = default_goals(width, height);
        let result = search(width, height, walls, &goals, bound, &mut rng(seed), 300);
        let (board, fairness) = match &result {
            Ok(found) => found,
            Err(best) => &**best,
        };
        assert_valid(board, width, height, walls);
        prop_assert_eq!(fairness, &analyse(board, &goals));
        if result.is_ok() {
            prop_assert!(fairness.fairness <= bound);
        }
    }
}

/// A book's section without `max-fairness` searches for a fair layout (at
/// most 0.5, or the least its goals allow) and is never refused for it (the
/// fairest of its budget's boards otherwise); the command line without the bound samples any layout.
#[test]
fn a_section_without_a_bound_is_fair_by_default() {
    use mazebook::puzzle::Finished;
    use mazebook::puzzle::labyrinth::kind::DEFAULT_MAX_FAIRNESS;
    use mazebook::puzzle::labyrinth::options::{LabyrinthRequest, recipe};
    let fair = |request: LabyrinthRequest, seed| {
        let recipe = recipe(&request).expect("a valid request");
        let made = recipe.make_one(&mut rng(seed)).expect("never refused");
        made.json()["metrics"]["fairness"]
            .as_f64()
            .expect("fairness")
    };
    let book = || LabyrinthRequest {
        fair_by_default: true,
        ..LabyrinthRequest::default()
    };
    let sampled: Vec<f64> = (0..8)
        .map(|seed| fair(LabyrinthRequest::default(), seed))
        .collect();
    assert!(
        sampled.iter().any(|&f| f > DEFAULT_MAX_FAIRNESS),
        "{sampled:?}"
    );
    for seed in 0..8 {
        assert!(fair(book(), seed) <= DEFAULT_MAX_FAIRNESS);
    }
    // One goal on an edge of a 6 × 6 board: no layout is fairer than 1.
    let one_goal = LabyrinthRequest {
        goals: Some(vec![[2, 0]]),
        ..book()
    };
    assert_eq!(fair(one_goal, 3), 1.0);
}

#[test]
fn search_finds_fair_default_size_boards() {
    let goals = default_goals(6, 6);
    for seed in 0..20 {
        let found = search(6, 6, 24, &goals, 0.5, &mut rng(seed), 100_000);
        let (board, fairness) = found.expect("≤ 0.5 is found well within the budget");
        assert_valid(&board, 6, 6, 24);
        assert!(fairness.fairness <= 0.5);
    }
    // A budget of one board examines exactly the first sample.
    let first = search(6, 6, 24, &goals, -1.0, &mut rng(1), 1).unwrap_err();
    assert_eq!(first.0, sample(6, 6, 24, &mut rng(1)));
}

#[test]
fn large_boards_sample_and_analyse() {
    for (walls, seed) in [(0, 1), (300, 2), (600, 3), (807, 4), (841, 5)] {
        let board = sample(30, 30, walls, &mut rng(seed));
        assert_valid(&board, 30, 30, walls);
        let fairness = analyse(&board, &default_goals(30, 30));
        assert!(fairness.fairness.is_finite());
    }
    let board = sample(30, 2, max_walls(30, 2), &mut rng(6));
    assert_valid(&board, 30, 2, 29);
}

#[test]
fn small_boards_are_always_drawn_exactly() {
    for walls in [0, 12, 19, 22, 24, 25] {
        for seed in 0..20 {
            let drawn = draw(6, 6, walls, &mut rng(seed));
            assert_ne!(drawn.method, Method::Exchange, "6×6 with {walls} walls");
        }
    }
    // 8×8 at its hardest wall count.
    for seed in 0..10 {
        let drawn = draw(8, 8, 43, &mut rng(seed));
        assert_ne!(drawn.method, Method::Exchange, "8×8 with 43 walls");
    }
}

/// Every connected layout with `walls` walls, as its sorted wall list.
fn all_layouts(width: usize, height: usize, walls: usize) -> HashMap<Vec<Wall>, usize> {
    let mut slots = Vec::new();
    for y in 0..height {
        for x in 0..width {
            if x + 1 < width {
                slots.push([[x, y], [x + 1, y]]);
            }
            if y + 1 < height {
                slots.push([[x, y], [x, y + 1]]);
            }
        }
    }
    let mut layouts = HashMap::new();
    for mask in 0u32..1 << slots.len() {
        if mask.count_ones() as usize != walls {
            continue;
        }
        let chosen: Vec<[Square; 2]> = (0..slots.len())
            .filter(|&i| mask >> i & 1 == 1)
            .map(|i| slots[i])
            .collect();
        if let Ok(board) = Board::new(width, height, &chosen) {
            let index = layouts.len();
            layouts.insert(board.walls().to_vec(), index);
        }
    }
    layouts
}

/// The chi-square critical value for `df` degrees of freedom at p = 0.001
/// (Wilson–Hilferty; within about 1% of the exact value from df = 6 up).
fn chi_square_critical(df: usize) -> f64 {
    let z = 3.090_232; // the standard normal's 0.999 quantile
    let d = df as f64;
    let a = 2.0 / (9.0 * d);
    d * (1.0 - a + z * a.sqrt()).powi(3)
}

/// Samples `per_layout` × (number of layouts) boards and fails when the counts
/// are not uniform at p = 0.001.
fn assert_uniform(
    sampler: impl Fn(&mut ChaCha8Rng) -> Board,
    (width, height, walls): (usize, usize, usize),
    per_layout: usize,
    seed: u64,
) {
    let layouts = all_layouts(width, height, walls);
    let mut counts = vec![0usize; layouts.len()];
    let mut rng = rng(seed);
    for _ in 0..per_layout * layouts.len() {
        let board = sampler(&mut rng);
        counts[layouts[board.walls()]] += 1;
    }
    let expected = per_layout as f64;
    let statistic: f64 = counts
        .iter()
        .map(|&c| (c as f64 - expected).powi(2) / expected)
        .sum();
    let critical = chi_square_critical(layouts.len() - 1);
    assert!(
        statistic < critical,
        "{width}×{height} with {walls} walls: χ² = {statistic:.1} ≥ {critical:.1} over {} layouts",
        layouts.len()
    );
}

#[test]
fn chi_square_critical_values() {
    // Exact values: df 14 → 36.123, df 61 → 100.888, df 200 → 267.541.
    assert!((chi_square_critical(14) - 36.123).abs() < 0.3);
    assert!((chi_square_critical(61) - 100.888).abs() < 0.5);
    assert!((chi_square_critical(200) - 267.541).abs() < 0.5);
}

#[test]
fn tree_and_extras_is_uniform() {
    let method =
        |w, h, n| move |rng: &mut ChaCha8Rng| sample_with(Method::TreeAndExtras, w, h, n, rng);
    // k = 0 (Wilson's trees alone) and k = 1 (the note's 4/L rule).
    assert_uniform(method(2, 3, 2), (2, 3, 2), 60, 1);
    assert_uniform(method(2, 3, 1), (2, 3, 1), 300, 2);
    assert_uniform(method(3, 3, 4), (3, 3, 4), 60, 3);
    assert_uniform(method(3, 3, 3), (3, 3, 3), 60, 4);
    // k = 2 and k = 3 extras: the Gram-determinant acceptance.
    assert_uniform(method(3, 3, 2), (3, 3, 2), 150, 5);
    assert_uniform(method(3, 3, 1), (3, 3, 1), 400, 6);
    assert_uniform(method(4, 3, 3), (4, 3, 3), 30, 7);
}

#[test]
fn subsets_and_exchange_and_auto_are_uniform() {
    let subsets = |rng: &mut ChaCha8Rng| sample_with(Method::Subsets, 3, 3, 3, rng);
    assert_uniform(subsets, (3, 3, 3), 50, 11);
    let exchange = |rng: &mut ChaCha8Rng| sample_with(Method::Exchange, 3, 3, 2, rng);
    assert_uniform(exchange, (3, 3, 2), 60, 12);
    let auto = |rng: &mut ChaCha8Rng| sample(3, 3, 3, rng);
    assert_uniform(auto, (3, 3, 3), 50, 13);
    let auto = |rng: &mut ChaCha8Rng| sample(2, 4, 2, rng);
    assert_uniform(auto, (2, 4, 2), 100, 14);
}

#[test]
fn a_card_in_a_short_slot_keeps_its_table_clear_of_the_nearest_player_map() {
    use mazebook::puzzle::Finished;
    use mazebook::puzzle::labyrinth::kind::LabyrinthFinished;
    use mazebook::render::style::Style;
    let card = LabyrinthFinished::analysed(default_board(), None, None);
    // Two cards to a letter page: a wide, short slot.
    let (width, height) = card.drawn_size(540.0, 300.0);
    assert!(
        (290.0..=540.0).contains(&width) && height <= 300.0,
        "{width}×{height}"
    );
    let svg = card
        .draw(false, width, height, &Style::default())
        .to_string();
    let x_of = |label: &str| -> f64 {
        let at = svg
            .find(label)
            .unwrap_or_else(|| panic!("{label} in {svg}"));
        let tag = &svg[svg[..at].rfind("<text").unwrap()..at];
        let x = tag.split("x=\"").nth(1).unwrap().split('"').next().unwrap();
        x.parse().unwrap()
    };
    // The table's last column ends (text-anchor end) at its x; the map starts at its label.
    assert!(x_of("goal (mean)") + 4.0 < x_of("Nearest player"), "{svg}");
}

/// The smallest text of a card drawn in a `width`×`height` slot, at its
/// printed size (every transform applied), read from the parsed drawing.
fn smallest_card_text(width: f64, height: f64) -> f64 {
    use mazebook::fonts::FontChoice;
    use mazebook::puzzle::Finished;
    use mazebook::puzzle::labyrinth::kind::LabyrinthFinished;
    use mazebook::render::style::Style;
    use resvg::usvg;
    let card = LabyrinthFinished::analysed(default_board(), None, None);
    let (w, h) = card.drawn_size(width, height);
    let drawing = card.draw(false, w, h, &Style::default()).to_string();
    let svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}">{drawing}</svg>"#
    );
    let font = FontChoice::default();
    let options = usvg::Options {
        fontdb: font.database(),
        font_family: font.family().into(),
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(&svg, &options).expect("a card parses");
    mazebook::print::page_facts::read(&tree)
        .smallest_text
        .expect("a card has text")
}

#[test]
fn a_cards_table_and_map_print_at_9_pt_on_letter_and_8_pt_on_6x9() {
    // A card a page and two a page, in a letter page's live area (7.5 × 10 in)
    // and a 6 × 9 page's (5 × 8 in).
    for (width, height) in [(540.0, 700.0), (540.0, 340.0)] {
        let smallest = smallest_card_text(width, height);
        assert!(
            smallest >= 9.0 - 1e-6,
            "letter {width}×{height}: {smallest:.2} pt"
        );
    }
    for (width, height) in [(360.0, 560.0), (324.0, 560.0)] {
        let smallest = smallest_card_text(width, height);
        assert!(
            smallest >= 8.0 - 1e-6,
            "6×9 {width}×{height}: {smallest:.2} pt"
        );
    }
}
