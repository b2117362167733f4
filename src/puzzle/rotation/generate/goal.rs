//! Where the goal goes: a cell whose least depth is exactly the asked number of
//! turns, drawn uniformly among those where the trap setting holds (found with a
//! reverse search over the reachable states' predecessors).

use rand_chacha::ChaCha8Rng;

use super::Tally;
use super::Traps;
use super::workspace::{NONE, Workspace, successors};
use crate::puzzle::random::below;

impl Workspace {
    /// A goal cell at exactly `rotations`, uniform among those where the trap
    /// setting holds, if any.
    pub(super) fn pick_goal(
        &mut self,
        rotations: usize,
        traps: Traps,
        rng: &mut ChaCha8Rng,
        tally: &mut Tally,
    ) -> Option<u16> {
        self.candidates.clear();
        let cells = self.cell_depth.len();
        let at_depth = (0..cells as u16)
            .filter(|&c| usize::from(self.cell_depth[usize::from(c)]) == rotations);
        self.candidates.extend(at_depth);
        if self.candidates.is_empty() {
            return None;
        }
        if traps == Traps::Allow {
            return Some(self.candidates[below(rng, self.candidates.len())]);
        }
        self.build_predecessors();
        while !self.candidates.is_empty() {
            let goal = self
                .candidates
                .swap_remove(below(rng, self.candidates.len()));
            if traps.holds(self.queue.len() - self.alive_count(goal)) {
                return Some(goal);
            }
        }
        tally.trap_misses += 1;
        None
    }

    /// Predecessor lists of the reachable states: state t's are
    /// `preds[pred_start[t]..pred_start[t + 1]]`.
    fn build_predecessors(&mut self) {
        self.pred_start.fill(0);
        for &s in &self.queue {
            for t in successors(&self.rest, s) {
                self.pred_start[usize::from(t) + 1] += 1;
            }
        }
        for i in 1..self.pred_start.len() {
            self.pred_start[i] += self.pred_start[i - 1];
        }
        self.cursor.clear();
        self.cursor.extend_from_slice(&self.pred_start);
        self.preds.clear();
        self.preds.resize(self.queue.len() * 2, 0);
        for &s in &self.queue {
            for t in successors(&self.rest, s) {
                let slot = &mut self.cursor[usize::from(t)];
                self.preds[*slot as usize] = s;
                *slot += 1;
            }
        }
    }

    /// How many reachable states can reach a state resting on `goal`.
    fn alive_count(&mut self, goal: u16) -> usize {
        self.mark += 1;
        let mark = self.mark;
        self.stack.clear();
        for g in 0..4 {
            let s = goal * 4 + g;
            if self.depth[usize::from(s)] != NONE {
                self.alive_mark[usize::from(s)] = mark;
                self.stack.push(s);
            }
        }
        let mut count = self.stack.len();
        while let Some(t) = self.stack.pop() {
            let t = usize::from(t);
            let range = self.pred_start[t] as usize..self.pred_start[t + 1] as usize;
            for k in range {
                let s = usize::from(self.preds[k]);
                if self.alive_mark[s] != mark {
                    self.alive_mark[s] = mark;
                    count += 1;
                    self.stack.push(s as u16);
                }
            }
        }
        count
    }
}
