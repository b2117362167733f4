//! Properties of the Viennese analysis, evaluator and search:
//! - the fast evaluator and the full analysis agree (score bit for bit, moves,
//!   uniqueness, reachable states, alternatives, grade) on thousands of random
//!   colourings of squares 3×3–6×6, triangles and roundabouts, both variants,
//!   with random ends;
//! - a solution obeys the rules move by move (the street exists, its light is
//!   not red at that move, no U-turn in NHT), is shortest (no route one move
//!   shorter is legal — checked by brute force on small mazes) and, when the maze
//!   claims uniqueness, no other legal route of that length exists;
//! - generated mazes meet their target and their solution passes the same checks.

use std::sync::Arc;

use std::collections::{HashSet, VecDeque};

use mazebook::puzzle::Difficulty;
use mazebook::puzzle::viennese::analyse::analyse;
use mazebook::puzzle::viennese::evaluate::Evaluator;
use mazebook::puzzle::viennese::levels::{level, target_for};
use mazebook::puzzle::viennese::search::{Target, search};
use mazebook::puzzle::viennese::{Canvas, Maze, Variant};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn plans() -> Vec<Canvas> {
    let mut plans: Vec<Canvas> = (3..=6).map(|n| Canvas::squares(n, n)).collect();
    plans.push(Canvas::squares(3, 4));
    plans.push(Canvas::triangles(4, 4));
    plans.push(Canvas::triangles(3, 5));
    plans.push(Canvas::roundabout(5, 2));
    plans.push(Canvas::roundabout(3, 1));
    plans
}

fn random_maze(plan: &Arc<Canvas>, variant: Variant, rng: &mut ChaCha8Rng) -> Maze {
    let n = plan.node_count();
    let colours = (0..plan.street_count())
        .map(|_| rng.random_range(0..3u8))
        .collect();
    let (start, goal) = if rng.random_bool(0.5) {
        (0, n - 1)
    } else {
        let start = rng.random_range(0..n);
        let goal = (start + rng.random_range(1..n)) % n;
        (start, goal)
    };
    Maze::new(plan.clone(), colours, start, goal, variant).expect("a valid maze")
}

#[test]
fn evaluator_agrees_with_the_analysis_on_random_mazes() {
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    let mut checked = 0;
    for plan in plans() {
        let plan = Arc::new(plan);
        for variant in [Variant::Nht, Variant::Ht] {
            // Different ends need different tables: a fresh evaluator per maze,
            // and one evaluator reused across many colourings with fixed ends.
            let fixed = random_maze(&plan, variant, &mut rng);
            let mut reused = Evaluator::new(&fixed);
            for i in 0..400 {
                let maze = if i % 2 == 0 {
                    random_maze(&plan, variant, &mut rng)
                } else {
                    let other = random_maze(&plan, variant, &mut rng);
                    fixed.recoloured(other.colours().to_vec()).expect("valid")
                };
                let fast = if i % 2 == 0 {
                    Evaluator::new(&maze).evaluate(maze.colours())
                } else {
                    reused.evaluate(maze.colours())
                };
                let full = analyse(&maze);
                let what = format!("{:?} {:?}", maze.variant(), maze.colours());
                assert_eq!(fast.moves, full.moves, "{what}");
                assert_eq!(fast.unique, full.unique, "{what}");
                assert_eq!(fast.reachable_states, full.reachable_states, "{what}");
                assert_eq!(fast.alternatives, full.alternatives, "{what}");
                assert_eq!(fast.score.to_bits(), full.score.to_bits(), "{what}");
                assert_eq!(fast.grade.to_bits(), full.grading.grade.to_bits(), "{what}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 7000);
}

/// A driver's position: intersection, moves made, previous intersection.
type Here = (usize, usize, Option<usize>);

/// The legal next intersections from `here`, straight from the rules.
fn legal_moves(maze: &Maze, (node, moves, prev): Here) -> Vec<usize> {
    maze.canvas()
        .neighbours(node)
        .iter()
        .filter(|&&(next, street)| {
            maze.open_at(street, moves) && !(maze.variant() == Variant::Nht && Some(next) == prev)
        })
        .map(|&(next, _)| next)
        .collect()
}

/// Checks a route move by move: it starts at the start, ends at the goal (first
/// reached there), every street exists, no light is red, no U-turn in NHT.
fn check_route(maze: &Maze, route: &[usize]) -> Result<(), String> {
    if route.first() != Some(&maze.start()) || route.last() != Some(&maze.goal()) {
        return Err(format!("route {route:?} does not run start to goal"));
    }
    for (moves, pair) in route.windows(2).enumerate() {
        let (from, to) = (pair[0], pair[1]);
        if from == maze.goal() {
            return Err(format!(
                "move {}: the route goes on past the goal",
                moves + 1
            ));
        }
        let street = maze
            .canvas()
            .street_between(from, to)
            .ok_or(format!("no street {from}-{to}"))?;
        if !maze.open_at(street, moves) {
            return Err(format!("move {}: light {from}-{to} is red", moves + 1));
        }
        let prev = moves.checked_sub(1).map(|i| route[i]);
        if maze.variant() == Variant::Nht && prev == Some(to) {
            return Err(format!("move {}: U-turn at {from}", moves + 1));
        }
    }
    Ok(())
}

/// Breadth-first over (intersection, moves mod 3, previous): the fewest moves.
fn fewest_moves(maze: &Maze) -> Option<usize> {
    let key = |(node, moves, prev): Here| {
        let prev = if maze.variant() == Variant::Nht {
            prev
        } else {
            None
        };
        (node, moves % 3, prev)
    };
    let start = (maze.start(), 0, None);
    let mut seen = HashSet::from([key(start)]);
    let mut queue = VecDeque::from([start]);
    while let Some(here) = queue.pop_front() {
        for next in legal_moves(maze, here) {
            if next == maze.goal() {
                return Some(here.1 + 1);
            }
            let there = (next, here.1 + 1, Some(here.0));
            if seen.insert(key(there)) {
                queue.push_back(there);
            }
        }
    }
    None
}

/// Simple start → goal paths in the state graph, counted up to `cap` by
/// depth-first enumeration (exponential: small mazes only).
fn simple_paths(maze: &Maze, cap: usize) -> usize {
    fn walk(
        maze: &Maze,
        here: Here,
        on: &mut HashSet<(usize, usize, Option<usize>)>,
        cap: usize,
    ) -> usize {
        let mut found = 0;
        for next in legal_moves(maze, here) {
            if found >= cap {
                break;
            }
            if next == maze.goal() {
                found += 1;
                continue;
            }
            let prev = if maze.variant() == Variant::Nht {
                Some(here.0)
            } else {
                None
            };
            let state = (next, (here.1 + 1) % 3, prev);
            if on.insert(state) {
                found += walk(maze, (next, here.1 + 1, Some(here.0)), on, cap - found);
                on.remove(&state);
            }
        }
        found
    }
    let mut on = HashSet::from([(maze.start(), 0, None)]);
    walk(maze, (maze.start(), 0, None), &mut on, cap)
}

/// Small plans, where brute force is affordable.
fn small_plan(which: usize) -> Canvas {
    match which {
        0 => Canvas::squares(3, 3),
        1 => Canvas::squares(3, 4),
        2 => Canvas::triangles(3, 3),
        _ => Canvas::roundabout(3, 1),
    }
}

fn small_maze() -> impl Strategy<Value = Maze> {
    (0..4usize, any::<bool>(), any::<u64>()).prop_map(|(which, ht, seed)| {
        let plan = Arc::new(small_plan(which));
        let variant = if ht { Variant::Ht } else { Variant::Nht };
        random_maze(&plan, variant, &mut ChaCha8Rng::seed_from_u64(seed))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_solution_is_legal_shortest_and_as_unique_as_claimed(maze in small_maze()) {
        let a = analyse(&maze);
        prop_assert_eq!(a.moves, fewest_moves(&maze));
        if let Some(route) = &a.route {
            prop_assert_eq!(check_route(&maze, route), Ok(()));
            prop_assert_eq!(Some(route.len() - 1), a.moves);
        }
        let paths = simple_paths(&maze, 2);
        prop_assert_eq!(a.unique, paths == 1, "{} simple paths", paths);
        prop_assert_eq!(a.score == 0.0, !a.solvable() || (a.unique && a.parts.loops == 0));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn generated_mazes_meet_their_target(lv in 1..=5i64, seed in any::<u64>()) {
        let difficulty = Difficulty::from_level(lv).expect("a level");
        let wanted = level(difficulty);
        let plan = Arc::new(Canvas::squares(wanted.width, wanted.height));
        let streets = plan.street_count();
        let goal = plan.node_count() - 1;
        let template = Maze::new(plan, vec![0; streets], 0, goal, wanted.variant).expect("valid");
        let maze = search(&template, &wanted.target, seed).expect("the band is met reliably");
        let a = analyse(&maze);
        prop_assert!(wanted.target.met_by_analysis(&a));
        let route = a.route.clone().expect("solvable");
        prop_assert_eq!(check_route(&maze, &route), Ok(()));
        prop_assert_eq!(a.moves, fewest_moves(&maze));
        if wanted.width * wanted.height <= 12 {
            prop_assert_eq!(simple_paths(&maze, 2), 1);
        }
    }
}

#[test]
fn search_is_deterministic_and_works_on_other_plans() {
    for plan in [
        Canvas::triangles(4, 4),
        Canvas::roundabout(6, 2),
        Canvas::squares(4, 5),
    ] {
        let plan = Arc::new(plan);
        let (streets, goal) = (plan.street_count(), plan.node_count() - 1);
        for variant in [Variant::Nht, Variant::Ht] {
            let template =
                Maze::new(plan.clone(), vec![0; streets], 0, goal, variant).expect("valid");
            let target = target_for(Difficulty::MEDIUM, &plan, variant);
            let first = search(&template, &target, 5);
            assert_eq!(first, search(&template, &target, 5), "same seed, same maze");
            let Some(maze) = first else {
                panic!(
                    "no medium maze: {} streets, {variant:?}, {target:?}",
                    plan.street_count()
                )
            };
            let a = analyse(&maze);
            assert!(target.met_by_analysis(&a));
            assert_eq!(check_route(&maze, &a.route.expect("solvable")), Ok(()));
        }
    }
}

#[test]
fn an_impossible_target_gives_none() {
    let plan = Arc::new(Canvas::squares(3, 3));
    let template = Maze::new(plan, vec![0; 12], 0, 8, Variant::Nht).expect("valid");
    let target = Target {
        unique: true,
        moves: 500..=600,
        grade: 1.0..=10.0,
        min_score: 0.0,
    };
    assert_eq!(search(&template, &target, 1), None);
}

#[test]
fn search_results_do_not_depend_on_the_thread_count() {
    let plan = Arc::new(Canvas::squares(4, 4));
    let template = Maze::new(plan, vec![0; 24], 0, 15, Variant::Nht).expect("valid");
    let target = level(Difficulty::MEDIUM).target;
    let with = |threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("a pool");
        pool.install(|| search(&template, &target, 9))
    };
    assert_eq!(with(1), with(3));
}
