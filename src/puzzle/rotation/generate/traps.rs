//! Whether a puzzle may, must not, or must have trap states: resting states
//! from which the goal can no longer be reached.

/// Whether a puzzle may, must not, or must have trap states.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Traps {
    /// Every reachable state can still reach the goal.
    Avoid,
    /// Either way.
    Allow,
    /// At least one reachable state can no longer reach the goal.
    Require,
}

impl Traps {
    pub const ALL: [Traps; 3] = [Traps::Avoid, Traps::Allow, Traps::Require];

    /// `"avoid"`, `"allow"` or `"require"`.
    pub fn name(self) -> &'static str {
        match self {
            Traps::Avoid => "avoid",
            Traps::Allow => "allow",
            Traps::Require => "require",
        }
    }

    pub fn from_name(name: &str) -> Option<Traps> {
        Traps::ALL.into_iter().find(|t| t.name() == name)
    }

    pub(super) fn holds(self, trap_states: usize) -> bool {
        match self {
            Traps::Avoid => trap_states == 0,
            Traps::Allow => true,
            Traps::Require => trap_states > 0,
        }
    }
}
