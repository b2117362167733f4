//! Compact state indexing and flat move tables for the fast evaluator.
//!
//! A *position* is an intersection (HT) or an arrival along a directed street
//! p → v (NHT), plus, in NHT, one position for the start (which has no arrival).
//! State = position · 4 + t; GOAL = positions · 4. The moves out of and into each
//! position are flat lists (CSR); whether a move is open depends on the colours
//! and is decided at evaluation time. Moves carry their target's state base and a
//! time mask (0 for moves into GOAL, whose index has no time) so the evaluator
//! computes targets without branching.

use std::collections::HashMap;

use super::maze::{Maze, Variant};

/// A move out of a position: along `street` to state `base | (t' & tmask)`,
/// where t' is the time after the move; `node` is the intersection reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    pub street: u32,
    pub base: u32,
    pub tmask: u32,
    pub node: u32,
}

/// A move into a position from state `base | t`, t the time before the move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Back {
    pub street: u32,
    pub base: u32,
}

/// No street (nothing arrives at the NHT start position).
pub const NO_STREET: u32 = u32::MAX;

/// A move into GOAL from the states `base | t`, and when such a state exists in
/// the reference's whole graph: `arrival` is the street it was entered by (open
/// one move earlier), `NO_STREET` when every t exists (HT); the NHT start exists
/// at t = 0 only (`start_only`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ending {
    pub street: u32,
    pub base: u32,
    pub arrival: u32,
    pub start_only: bool,
}

/// The flat tables of one plan, ends and variant.
#[derive(Debug, Clone)]
pub struct Tables {
    pub positions: usize,
    pub start_state: u32,
    pub goal_state: u32,
    /// `steps[step_start[p]..step_start[p + 1]]` leave position p.
    pub step_start: Vec<u32>,
    pub steps: Vec<Step>,
    /// `backs[back_start[p]..back_start[p + 1]]` enter position p.
    pub back_start: Vec<u32>,
    pub backs: Vec<Back>,
    /// The moves into GOAL.
    pub endings: Vec<Ending>,
    /// The intersection of each position, then the goal (for GOAL).
    pub node_of: Vec<u32>,
    /// The order of positions when choosing the printed solution: by
    /// intersection, then previous intersection (none first).
    pub key_of: Vec<u64>,
    /// HT only: streets by which other states enter the start state, which exists
    /// when one is open at t = 2 even if nothing leaves it.
    pub start_entries: Vec<u32>,
}

/// The positions of a maze: (arrival's previous intersection, intersection).
fn positions(maze: &Maze) -> Vec<(Option<usize>, usize)> {
    let canvas = maze.canvas();
    let goal = maze.goal();
    let nodes = (0..canvas.node_count()).filter(|&v| v != goal);
    match maze.variant() {
        Variant::Ht => nodes.map(|v| (None, v)).collect(),
        Variant::Nht => {
            let mut list = vec![(None, maze.start())];
            for v in nodes {
                let arrivals = canvas.neighbours(v).iter().filter(|&&(p, _)| p != goal);
                list.extend(arrivals.map(|&(p, _)| (Some(p), v)));
            }
            list
        }
    }
}

impl Tables {
    /// The tables of `maze`'s plan, ends and variant (its colours are not used).
    pub fn new(maze: &Maze) -> Tables {
        let canvas = maze.canvas();
        let goal = maze.goal();
        let list = positions(maze);
        let index: HashMap<(Option<usize>, usize), u32> = list
            .iter()
            .enumerate()
            .map(|(i, &key)| (key, i as u32))
            .collect();
        let goal_state = (list.len() as u32) << 2;
        let mut steps: Vec<Vec<Step>> = vec![Vec::new(); list.len()];
        let mut backs: Vec<Vec<Back>> = vec![Vec::new(); list.len()];
        let mut endings = Vec::new();
        for (pos, &(prev, v)) in list.iter().enumerate() {
            let arrival = prev.and_then(|p| canvas.street_between(p, v));
            let base = (pos as u32) << 2;
            for &(w, street) in canvas
                .neighbours(v)
                .iter()
                .filter(|&&(w, _)| Some(w) != prev)
            {
                let street = street as u32;
                if w == goal {
                    steps[pos].push(Step {
                        street,
                        base: goal_state,
                        tmask: 0,
                        node: w as u32,
                    });
                    endings.push(Ending {
                        street,
                        base,
                        arrival: arrival.map_or(NO_STREET, |s| s as u32),
                        start_only: maze.variant() == Variant::Nht && prev.is_none(),
                    });
                    continue;
                }
                let key = match maze.variant() {
                    Variant::Ht => (None, w),
                    Variant::Nht => (Some(v), w),
                };
                let to = index[&key];
                steps[pos].push(Step {
                    street,
                    base: to << 2,
                    tmask: 3,
                    node: w as u32,
                });
                backs[to as usize].push(Back { street, base });
            }
        }
        let start_pos = index[&(None, maze.start())] as usize;
        let start_entries = match maze.variant() {
            Variant::Ht => backs[start_pos].iter().map(|b| b.street).collect(),
            Variant::Nht => Vec::new(),
        };
        let (step_start, steps) = flatten(steps);
        let (back_start, backs) = flatten(backs);
        let mut node_of: Vec<u32> = list.iter().map(|&(_, v)| v as u32).collect();
        node_of.push(goal as u32);
        let width = canvas.node_count() as u64 + 1;
        let key_of = list
            .iter()
            .map(|&(p, v)| v as u64 * width + p.map_or(0, |p| p as u64 + 1))
            .collect();
        Tables {
            positions: list.len(),
            start_state: (start_pos as u32) << 2,
            goal_state,
            step_start,
            steps,
            back_start,
            backs,
            endings,
            node_of,
            key_of,
            start_entries,
        }
    }

    /// The number of state indices (some unused).
    pub fn state_slots(&self) -> usize {
        (self.positions + 1) * 4
    }

    /// The most moves out of any position.
    pub fn max_degree(&self) -> usize {
        self.step_start
            .windows(2)
            .map(|w| (w[1] - w[0]) as usize)
            .max()
            .unwrap_or(0)
    }
}

/// Lists as one flat list with start offsets.
fn flatten<T>(lists: Vec<Vec<T>>) -> (Vec<u32>, Vec<T>) {
    let mut starts = Vec::with_capacity(lists.len() + 1);
    let mut flat = Vec::new();
    for list in lists {
        starts.push(flat.len() as u32);
        flat.extend(list);
    }
    starts.push(flat.len() as u32);
    (starts, flat)
}
