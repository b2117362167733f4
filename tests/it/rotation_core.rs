//! The rotation kind's core, checked against the rules note: the generator's
//! puzzles need exactly the asked number of turns (by the exact solver and by the
//! independent (cell, axis) search), their printed solutions replay turn by turn
//! through `Board::slide` to rest on the goal and never pass through a trap (by
//! this file's own fixed-point search, sharing nothing with the solver), the trap
//! setting holds, seeds reproduce; hand-made boards pin the mechanics (passing
//! over the goal is not solving it; the first fall never reads off the board) and
//! every malformed input is refused with its row, column or cell named.

use mazebook::puzzle::rotation::generate::suggested_side;
use mazebook::puzzle::rotation::*;
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn rows(lines: &[&str]) -> Vec<String> {
    lines.iter().map(|line| line.to_string()).collect()
}

fn board(lines: &[&str]) -> Board {
    Board::from_rows(&rows(lines)).expect("a valid test board")
}

fn puzzle(lines: &[&str], ball: Cell, goal: Cell) -> Puzzle {
    Puzzle::new(board(lines), ball, goal).expect("a valid test puzzle")
}

fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

const TRAPS: [Traps; 3] = [Traps::Avoid, Traps::Allow, Traps::Require];

/// This file's own model of the state graph: every reachable (cell, gravity),
/// found by repeated sweeps, and which of them can still reach a state resting on
/// the goal, by a fixed point (alive if resting on the goal or a turn leads to an
/// alive state). Slow and simple on purpose.
struct Model {
    reachable: Vec<(Cell, Gravity)>,
    alive: Vec<bool>,
}

impl Model {
    fn build(p: &Puzzle) -> Model {
        let next = |&(at, g): &(Cell, Gravity)| {
            [Turn::Clockwise, Turn::Anticlockwise].map(|turn| {
                let g = g.turned(turn);
                (p.board.slide(at, g), g)
            })
        };
        let mut reachable = vec![(p.ball, Gravity::South)];
        let mut i = 0;
        while i < reachable.len() {
            for t in next(&reachable[i]) {
                if !reachable.contains(&t) {
                    reachable.push(t);
                }
            }
            i += 1;
        }
        let mut alive: Vec<bool> = reachable.iter().map(|s| s.0 == p.goal).collect();
        let mut changed = true;
        while changed {
            changed = false;
            for k in 0..reachable.len() {
                let leads_on = next(&reachable[k]).iter().any(|t| {
                    let j = reachable.iter().position(|s| s == t).expect("closed");
                    alive[j]
                });
                if !alive[k] && leads_on {
                    alive[k] = true;
                    changed = true;
                }
            }
        }
        Model { reachable, alive }
    }

    fn traps(&self) -> usize {
        self.alive.iter().filter(|&&a| !a).count()
    }

    fn is_trap(&self, state: (Cell, Gravity)) -> bool {
        let k = self.reachable.iter().position(|&s| s == state);
        !self.alive[k.expect("a reachable state")]
    }
}

/// Replays a solution with `Board::slide` alone and checks every step: the moves
/// say what happened, no move before the last rests on the goal, the last does,
/// and no state on the way is a trap.
fn check_replay(p: &Puzzle, solution: &Solution, model: &Model) -> Result<(), TestCaseError> {
    prop_assert_eq!(solution.turns.chars().count(), solution.moves.len());
    let (mut at, mut g) = (p.ball, Gravity::South);
    prop_assert!(!model.is_trap((at, g)), "the start is a trap");
    for (k, (letter, step)) in solution.turns.chars().zip(&solution.moves).enumerate() {
        let turn = Turn::from_letter(letter).expect("R or L");
        g = g.turned(turn);
        at = p.board.slide(at, g);
        prop_assert_eq!((turn, g, at), (step.turn, step.gravity, step.rest));
        prop_assert!(!model.is_trap((at, g)), "move {} enters a trap", k + 1);
        if k + 1 < solution.moves.len() {
            prop_assert_ne!(at, p.goal, "rests on the goal early, at move {}", k + 1);
        }
    }
    prop_assert_eq!(at, p.goal);
    Ok(())
}

/// Everything about one generated puzzle that does not need the request.
fn check_generated(p: &Puzzle, n: usize, traps: Traps) -> Result<(), TestCaseError> {
    let analysis = analyse(p);
    prop_assert_eq!(analysis.rotations, Some(n));
    prop_assert_eq!(min_turns_by_axis(p), Some(n));
    let model = Model::build(p);
    prop_assert_eq!(analysis.reachable_states, model.reachable.len());
    prop_assert_eq!(analysis.trap_states, model.traps());
    match traps {
        Traps::Avoid => prop_assert_eq!(analysis.trap_states, 0),
        Traps::Allow => {}
        Traps::Require => prop_assert!(analysis.trap_states >= 1),
    }
    let solution = analysis.solution.expect("solvable");
    prop_assert_eq!(solution.moves.len(), n);
    check_replay(p, &solution, &model)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn generated_puzzles_need_exactly_the_asked_turns(
        seed in any::<u64>(),
        n in 1usize..=12,
        width in 8usize..=10,
        height in 8usize..=10,
        density in 0.15f64..=0.3,
        traps in 0usize..3,
    ) {
        let traps = TRAPS[traps];
        let make = || generate(width, height, density, n, traps, &mut rng(seed), DEFAULT_BUDGET);
        let p = make().map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!((p.board.width(), p.board.height()), (width, height));
        check_generated(&p, n, traps)?;
        prop_assert_eq!(make().ok(), Some(p), "same seed, same puzzle");
    }

    #[test]
    fn random_puzzles_agree_with_the_axis_search_and_the_model(
        cells in proptest::collection::vec(proptest::bool::weighted(0.75), 64),
        width in 2usize..=8,
        from in any::<u32>(),
        goal in any::<u32>(),
    ) {
        let height = cells.len() / width;
        let lines: Vec<String> = cells[..width * height]
            .chunks(width)
            .map(|row| row.iter().map(|&o| if o { ' ' } else { '#' }).collect())
            .collect();
        let b = Board::from_rows(&lines).expect("a valid board");
        let open: Vec<Cell> = (0..width * height).map(|i| b.cell(i)).filter(|&c| b.is_open(c)).collect();
        prop_assume!(open.len() >= 2);
        let ball = b.slide(open[from as usize % open.len()], Gravity::South);
        let goal = open[goal as usize % open.len()];
        prop_assume!(goal != ball);
        let p = Puzzle::new(b, ball, goal).expect("valid");
        let analysis = analyse(&p);
        prop_assert_eq!(analysis.rotations, min_turns_by_axis(&p));
        let model = Model::build(&p);
        prop_assert_eq!(analysis.reachable_states, model.reachable.len());
        prop_assert_eq!(analysis.trap_states, model.traps());
        match &analysis.solution {
            Some(solution) => check_replay(&p, solution, &model)?,
            None => prop_assert_eq!(analysis.trap_states, analysis.reachable_states),
        }
    }
}

/// Random 10×10 boards with random start and goal, as the note measured them:
/// the two searches agree on solvable and unsolvable ones alike, and both kinds
/// turn up.
#[test]
fn axis_search_agrees_on_random_boards_solvable_or_not() {
    let (mut solvable, mut unsolvable) = (0, 0);
    for seed in 0..300u64 {
        let p = random_puzzle(&mut rng(seed), 10, 0.2);
        let analysis = analyse(&p);
        assert_eq!(analysis.rotations, min_turns_by_axis(&p), "seed {seed}");
        match analysis.rotations {
            Some(_) => solvable += 1,
            None => unsolvable += 1,
        }
    }
    assert!(
        solvable > 30 && unsolvable > 30,
        "{solvable} / {unsolvable}"
    );
}

/// A side×side board with about `density` blocked (per cell), the ball dropped
/// from a random open cell, the goal any other open cell.
fn random_puzzle(r: &mut ChaCha8Rng, side: usize, density: f64) -> Puzzle {
    use rand::RngExt;
    loop {
        let lines: Vec<String> = (0..side)
            .map(|_| {
                (0..side)
                    .map(|_| if r.random_bool(density) { '#' } else { ' ' })
                    .collect()
            })
            .collect();
        let b = Board::from_rows(&lines).expect("valid");
        let open: Vec<Cell> = (0..side * side)
            .map(|i| b.cell(i))
            .filter(|&c| b.is_open(c))
            .collect();
        if open.len() < 2 {
            continue;
        }
        let ball = b.slide(open[r.random_range(0..open.len())], Gravity::South);
        let goal = open[r.random_range(0..open.len())];
        if let Ok(p) = Puzzle::new(b, ball, goal) {
            return p;
        }
    }
}

/// The printed solution is the first shortest one with R before L: checked by
/// trying every turn string of that length in that order.
#[test]
fn solution_is_the_first_shortest_with_r_before_l() {
    for seed in 0..40u64 {
        let n = 1 + (seed as usize % 9);
        let p = generate(8, 8, 0.2, n, Traps::Allow, &mut rng(seed), DEFAULT_BUDGET)
            .expect("generated");
        let first = (0..1u32 << n)
            .map(|bits| {
                (0..n)
                    .map(|k| {
                        if bits >> (n - 1 - k) & 1 == 0 {
                            'R'
                        } else {
                            'L'
                        }
                    })
                    .collect::<String>()
            })
            .find(|turns| {
                let moves = replay(&p, turns).expect("valid turns");
                moves.last().map(|m| m.rest) == Some(p.goal)
            });
        let solution = analyse(&p).solution.expect("solvable");
        assert_eq!(Some(solution.turns), first, "seed {seed}");
    }
}

#[test]
fn passing_over_the_goal_is_not_solving_it() {
    // R sends the ball east along the bottom row, over the goal [1,1], to [3,1].
    // Resting on [1,1] needs a fall south from [1,0], which the block at [2,0]
    // makes possible: L (west, stays), L (north, to [0,0]), L (east, stops at
    // [1,0] before the block), L (south, onto the goal).
    let p = puzzle(&["  # ", "    "], [0, 1], [1, 1]);
    let first = replay(&p, "R").expect("valid");
    assert_eq!(first[0].rest, [3, 1]);
    let analysis = analyse(&p);
    assert_eq!(analysis.rotations, Some(4));
    assert_eq!(min_turns_by_axis(&p), Some(4));
    let solution = analysis.solution.expect("solvable");
    assert_eq!(solution.turns, "LLLL");
    let rests: Vec<Cell> = solution.moves.iter().map(|m| m.rest).collect();
    assert_eq!(rests, [[0, 1], [0, 0], [1, 0], [1, 1]]);
    let gravities: Vec<Gravity> = solution.moves.iter().map(|m| m.gravity).collect();
    use Gravity::*;
    assert_eq!(gravities, [West, North, East, South]);
}

#[test]
fn a_goal_the_ball_only_passes_is_unsolvable_and_every_state_a_trap() {
    // On an open 3×3 board the ball can rest in the middle of the bottom row only
    // by falling into it from the middle column, where nothing ever stops it.
    let p = puzzle(&["   ", "   ", "   "], [0, 2], [1, 2]);
    let analysis = analyse(&p);
    assert_eq!(analysis.rotations, None);
    assert_eq!(analysis.solution, None);
    assert_eq!(min_turns_by_axis(&p), None);
    assert!(analysis.reachable_states > 1);
    assert_eq!(analysis.trap_states, analysis.reachable_states);
}

#[test]
fn the_turn_convention_is_the_formats_one() {
    // A ball in the bottom-left corner of an open board: R makes gravity east,
    // then north, then west, then south again; L goes the other way round.
    let p = puzzle(&["   ", "   ", "   "], [0, 2], [2, 0]);
    let moves = replay(&p, "RRRR").expect("valid");
    let seen: Vec<(Gravity, Cell)> = moves.iter().map(|m| (m.gravity, m.rest)).collect();
    use Gravity::*;
    assert_eq!(
        seen,
        [
            (East, [2, 2]),
            (North, [2, 0]),
            (West, [0, 0]),
            (South, [0, 2])
        ]
    );
    let moves = replay(&p, "L").expect("valid");
    assert_eq!((moves[0].gravity, moves[0].rest), (West, [0, 2]));
    assert_eq!(analyse(&p).solution.expect("solvable").turns, "RR");
    assert_eq!(
        replay(&p, "RxL"),
        Err(RotationFault::BadTurn {
            position: 2,
            character: 'x'
        })
    );
}

/// The original read below the bottom row on its first fall. Here a ball in the
/// bottom row is at rest, every slide from every cell stays on the board, and it
/// stops exactly where the next cell is blocked or off the board.
#[test]
fn slides_never_leave_the_board() {
    let p = puzzle(&["# #", "   "], [1, 1], [0, 1]);
    assert_eq!(analyse(&p).rotations, Some(1));
    for seed in 0..50u64 {
        let p = random_puzzle(&mut rng(seed), 2 + seed as usize % 9, 0.25);
        let b = &p.board;
        for i in 0..b.width() * b.height() {
            let from = b.cell(i);
            for g in Gravity::ALL {
                let rest = b.slide(from, g);
                assert!(b.contains(rest));
                if b.is_open(from) {
                    assert!(b.is_open(rest));
                    assert!(b.step(rest, g).is_none_or(|next| !b.is_open(next)));
                }
            }
        }
    }
}

#[test]
fn a_falling_ball_is_refused_naming_where_it_would_land() {
    let fault = Puzzle::new(board(&["  ", "  ", "# "]), [0, 0], [1, 2]).unwrap_err();
    assert_eq!(
        fault,
        RotationFault::NotAtRest {
            ball: [0, 0],
            would_fall_to: [0, 1]
        }
    );
    let message = fault.to_string();
    assert!(
        message.contains("[0,0]") && message.contains("[0,1]"),
        "{message}"
    );
    // Falling all the way to the bottom row, the original's crash case.
    let fault = Puzzle::new(board(&["  ", "  ", "  "]), [1, 0], [0, 0]).unwrap_err();
    assert!(fault.to_string().contains("would fall to [1,2]"), "{fault}");
}

#[test]
fn malformed_rows_are_refused_with_row_and_column() {
    let ragged = Board::from_rows(&rows(&["   ", "  ", "   "])).unwrap_err();
    assert_eq!(
        ragged,
        RotationFault::Ragged {
            row: 2,
            length: 2,
            expected: 3
        }
    );
    assert!(
        ragged.to_string().contains("row 2 has 2 characters"),
        "{ragged}"
    );
    let unknown = Board::from_rows(&rows(&["   ", " #x"])).unwrap_err();
    assert_eq!(
        unknown,
        RotationFault::UnknownCharacter {
            row: 2,
            column: 3,
            character: 'x'
        }
    );
    assert!(unknown.to_string().contains("row 2, column 3"), "{unknown}");
    let wide = Board::from_rows(&rows(&["█ ", "  "])).unwrap_err();
    assert!(matches!(
        wide,
        RotationFault::UnknownCharacter {
            row: 1,
            column: 1,
            ..
        }
    ));
    assert_eq!(Board::from_rows(&[]), Err(RotationFault::Empty));
    assert_eq!(
        Board::from_rows(&rows(&["", ""])),
        Err(RotationFault::Empty)
    );
    assert_eq!(
        Board::from_rows(&rows(&["   "])),
        Err(RotationFault::Size {
            width: 3,
            height: 1
        })
    );
    let too_wide = " ".repeat(MAX_SIDE + 1);
    assert!(matches!(
        Board::from_rows(&[too_wide.clone(), too_wide]),
        Err(RotationFault::Size { width: 61, .. })
    ));
}

#[test]
fn ball_and_goal_must_be_open_cells_on_the_board() {
    let b = board(&["# ", "  "]);
    let fault = Puzzle::new(b.clone(), [0, 0], [1, 1]).unwrap_err();
    assert_eq!(
        fault,
        RotationFault::Blocked {
            piece: Piece::Ball,
            cell: [0, 0]
        }
    );
    assert!(fault.to_string().contains("ball [0,0]"), "{fault}");
    assert!(fault.to_string().contains("row 1, column 1"), "{fault}");
    let fault = Puzzle::new(b.clone(), [1, 1], [0, 0]).unwrap_err();
    assert!(
        fault
            .to_string()
            .contains("goal [0,0] is on a blocked cell"),
        "{fault}"
    );
    let fault = Puzzle::new(b.clone(), [2, 1], [0, 1]).unwrap_err();
    assert!(matches!(
        fault,
        RotationFault::OffBoard {
            piece: Piece::Ball,
            cell: [2, 1],
            ..
        }
    ));
    assert!(
        fault
            .to_string()
            .contains("ball [2,1] is off the 2×2 board"),
        "{fault}"
    );
    let fault = Puzzle::new(b.clone(), [1, 1], [0, 7]).unwrap_err();
    assert!(fault.to_string().contains("goal [0,7] is off"), "{fault}");
    let fault = Puzzle::new(b, [1, 1], [1, 1]).unwrap_err();
    assert_eq!(fault, RotationFault::GoalAtStart { cell: [1, 1] });
}

#[test]
fn rows_round_trip_with_dots_read_as_open() {
    let b = board(&["#..#", ".  #"]);
    assert_eq!(b.rows(), ["#  #", "   #"]);
    assert_eq!(Board::from_rows(&b.rows()), Ok(b));
}

#[test]
fn fifteen_turns_on_ten_by_ten() {
    for (seed, traps) in [(1, Traps::Avoid), (2, Traps::Allow), (3, Traps::Require)] {
        let p = generate(10, 10, 0.2, 15, traps, &mut rng(seed), DEFAULT_BUDGET)
            .unwrap_or_else(|e| panic!("{e}"));
        check_generated(&p, 15, traps).expect("checked");
    }
}

#[test]
fn twenty_to_twenty_five_turns_on_sixteen_by_sixteen() {
    for n in 20..=25 {
        let traps = TRAPS[n % 3];
        let p = generate(16, 16, 0.25, n, traps, &mut rng(n as u64), DEFAULT_BUDGET)
            .unwrap_or_else(|e| panic!("{n}: {e}"));
        assert_eq!(analyse(&p).rotations, Some(n));
        assert_eq!(min_turns_by_axis(&p), Some(n));
    }
}

/// The book's ladder with the board growing by the rung (`suggested_side`).
#[test]
fn the_ladder_on_growing_boards() {
    for (k, n) in [3, 4, 4, 6, 8, 10, 12, 14, 16, 20].into_iter().enumerate() {
        let side = suggested_side(n);
        let p = generate(
            side,
            side,
            DEFAULT_DENSITY,
            n,
            Traps::Allow,
            &mut rng(k as u64),
            DEFAULT_BUDGET,
        )
        .unwrap_or_else(|e| panic!("rung {n}: {e}"));
        assert_eq!(analyse(&p).rotations, Some(n));
    }
}

#[test]
fn impossible_requests_say_what_was_asked() {
    let fault = generate(8, 8, 0.2, 40, Traps::Avoid, &mut rng(1), 300).unwrap_err();
    let message = fault.to_string();
    for part in [
        "8×8",
        "exactly 40 turns",
        "300 boards",
        "deepest goal seen",
        "bigger boards",
    ] {
        assert!(message.contains(part), "{part:?} missing from: {message}");
    }
    assert!(matches!(
        generate(1, 8, 0.2, 3, Traps::Allow, &mut rng(1), 10),
        Err(GenerateFault::Size { .. })
    ));
    assert!(matches!(
        generate(8, 8, 0.95, 3, Traps::Allow, &mut rng(1), 10),
        Err(GenerateFault::Density { .. })
    ));
    assert!(matches!(
        generate(8, 8, f64::NAN, 3, Traps::Allow, &mut rng(1), 10),
        Err(GenerateFault::Density { .. })
    ));
    assert!(matches!(
        generate(8, 8, 0.2, 0, Traps::Allow, &mut rng(1), 10),
        Err(GenerateFault::Rotations { .. })
    ));
    assert_eq!(
        generate(8, 8, 0.2, 3, Traps::Allow, &mut rng(1), 0),
        Err(GenerateFault::Budget)
    );
}

/// Every depth from 13 to 25 and every trap setting, on the suggested boards and
/// on 16×16, a couple of seeds each.
#[test]
fn deep_targets_in_every_trap_setting() {
    sweep(13..=25, 0..2);
}

/// Every depth from 1 to 25 and every trap setting, four more seeds, on the
/// suggested boards and on 16×16: shallow targets on boards larger than the
/// property test draws (11×11, 12×12, 16×16), and deep ones on seeds the test
/// above does not use. Generation must never run out of boards there.
#[test]
fn every_depth_in_every_trap_setting_on_more_seeds() {
    sweep(1..=25, 2..6);
}

fn sweep(depths: std::ops::RangeInclusive<usize>, seeds: std::ops::Range<u64>) {
    for n in depths {
        for traps in TRAPS {
            for seed in seeds.clone() {
                for side in [suggested_side(n), 16] {
                    let made = generate(side, side, 0.2, n, traps, &mut rng(seed), DEFAULT_BUDGET);
                    let p = made.unwrap_or_else(|e| panic!("{n} {side} {traps:?} {seed}: {e}"));
                    check_generated(&p, n, traps).expect("checked");
                }
            }
        }
    }
}
