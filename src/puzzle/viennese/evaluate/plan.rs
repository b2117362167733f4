//! Position sets as bitsets of N words, and the fixed bitset tables of one
//! plan, ends and variant for the `bits` evaluator.
//!
//! A *position* is an intersection ≠ goal (HT) or an arrival p → v (NHT, v and
//! p ≠ goal) plus the start (no arrival). Positions are numbered in the order
//! `analyse` prefers them when choosing the solution (intersection, then the
//! previous one, none first), so its choice among candidates is the lowest bit.

use std::collections::HashMap;

use super::super::maze::{Maze, Variant};

/// A set of positions.
pub(super) type Bits<const N: usize> = [u64; N];

#[inline]
pub(super) fn or<const N: usize>(a: Bits<N>, b: Bits<N>) -> Bits<N> {
    std::array::from_fn(|i| a[i] | b[i])
}

#[inline]
pub(super) fn and<const N: usize>(a: Bits<N>, b: Bits<N>) -> Bits<N> {
    std::array::from_fn(|i| a[i] & b[i])
}

/// a without b.
#[inline]
pub(super) fn minus<const N: usize>(a: Bits<N>, b: Bits<N>) -> Bits<N> {
    std::array::from_fn(|i| a[i] & !b[i])
}

#[inline]
pub(super) fn count<const N: usize>(a: Bits<N>) -> usize {
    a.iter().map(|w| w.count_ones() as usize).sum()
}

#[inline]
pub(super) fn any<const N: usize>(a: Bits<N>) -> bool {
    a.iter().any(|&w| w != 0)
}

#[inline]
pub(super) fn has<const N: usize>(a: &Bits<N>, i: usize) -> bool {
    (a[i / 64] >> (i % 64)) & 1 == 1
}

#[inline]
pub(super) fn single<const N: usize>(i: usize) -> Bits<N> {
    std::array::from_fn(|w| if w == i / 64 { 1 << (i % 64) } else { 0 })
}

/// The lowest member, if any.
#[inline]
pub(super) fn first<const N: usize>(a: Bits<N>) -> Option<usize> {
    let w = a.iter().position(|&w| w != 0)?;
    Some(w * 64 + a[w].trailing_zeros() as usize)
}

/// Calls `f` with every member, lowest first.
#[inline]
pub(super) fn each<const N: usize>(a: Bits<N>, mut f: impl FnMut(usize)) {
    for (i, &word) in a.iter().enumerate() {
        let mut w = word;
        while w != 0 {
            f(i * 64 + w.trailing_zeros() as usize);
            w &= w - 1;
        }
    }
}

/// No street: a street end at the goal (HT), or no arrival.
pub(super) const NONE: u32 = u32::MAX;

/// The fixed tables.
#[derive(Debug, Clone)]
pub(super) struct Plan<const N: usize> {
    pub ht: bool,
    pub positions: usize,
    pub start: usize,
    /// NHT: the positions each position moves to, and is entered from.
    pub succ: Vec<Bits<N>>,
    pub pred: Vec<Bits<N>>,
    /// NHT: the positions entered along each street.
    pub by_street: Vec<Bits<N>>,
    /// The streets into the goal, and the positions that move along each.
    pub goal_streets: Vec<(usize, Bits<N>)>,
    /// HT: the positions at each street's ends (`NONE` at the goal).
    pub ends: Vec<[u32; 2]>,
    /// The intersection of each position, then the goal.
    pub node_of: Vec<u32>,
}

/// The positions in preference order: (previous intersection, intersection).
fn positions(maze: &Maze) -> Vec<(Option<usize>, usize)> {
    let canvas = maze.canvas();
    let goal = maze.goal();
    let nodes = (0..canvas.node_count()).filter(|&v| v != goal);
    let mut list: Vec<_> = match maze.variant() {
        Variant::Ht => nodes.map(|v| (None, v)).collect(),
        Variant::Nht => {
            let mut list = vec![(None, maze.start())];
            for v in nodes {
                let arrivals = canvas.neighbours(v).iter().filter(|&&(p, _)| p != goal);
                list.extend(arrivals.map(|&(p, _)| (Some(p), v)));
            }
            list
        }
    };
    list.sort_by_key(|&(p, v)| (v, p.map_or(0, |p| p + 1)));
    list
}

impl<const N: usize> Plan<N> {
    /// The tables of `maze`'s plan, ends and variant, if its positions fit in
    /// N words.
    pub fn new(maze: &Maze) -> Option<Plan<N>> {
        let list = positions(maze);
        if list.len() > 64 * N {
            return None;
        }
        let (canvas, goal) = (maze.canvas(), maze.goal());
        let ht = maze.variant() == Variant::Ht;
        let index: HashMap<_, _> = list.iter().enumerate().map(|(i, &k)| (k, i)).collect();
        let streets = canvas.street_count();
        let mut plan = Plan {
            ht,
            positions: list.len(),
            start: *index.get(&(None, maze.start()))?,
            succ: vec![[0; N]; list.len()],
            pred: vec![[0; N]; list.len()],
            by_street: vec![[0; N]; streets],
            goal_streets: Vec::new(),
            ends: Vec::with_capacity(streets),
            node_of: list
                .iter()
                .map(|&(_, v)| v as u32)
                .chain([goal as u32])
                .collect(),
        };
        let mut into_goal = vec![[0; N]; streets];
        for (r, &(prev, v)) in list.iter().enumerate() {
            if let Some(s) = prev.and_then(|p| canvas.street_between(p, v)) {
                plan.by_street[s] = or(plan.by_street[s], single(r));
            }
            for &(w, s) in canvas
                .neighbours(v)
                .iter()
                .filter(|&&(w, _)| Some(w) != prev)
            {
                if w == goal {
                    into_goal[s] = or(into_goal[s], single(r));
                    continue;
                }
                let to = *index.get(&(if ht { None } else { Some(v) }, w))?;
                plan.succ[r] = or(plan.succ[r], single(to));
                plan.pred[to] = or(plan.pred[to], single(r));
            }
        }
        plan.goal_streets = (0..streets)
            .filter(|&s| any(into_goal[s]))
            .map(|s| (s, into_goal[s]))
            .collect();
        for s in 0..streets {
            let [a, b] = canvas.street(s);
            let at = |v: usize| index.get(&(None, v)).map_or(NONE, |&i| i as u32);
            plan.ends.push([at(a), at(b)]);
        }
        Some(plan)
    }
}
