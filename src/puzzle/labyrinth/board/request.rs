//! What a board may be asked for before any work: its size and how many walls it
//! can hold while staying connected.

use super::BoardFault;

/// The most squares a board may have on one side.
pub const MAX_SIDE: usize = 30;

/// The most walls a W×H board can hold and stay connected: (W−1)(H−1). The W·H
/// squares need at least W·H−1 open passages, and there are
/// [`wall_slots`] = W(H−1)+H(W−1) slots, which leaves (W−1)(H−1).
pub fn max_walls(width: usize, height: usize) -> usize {
    width.saturating_sub(1) * height.saturating_sub(1)
}

/// Number of internal wall slots on a W×H board: W(H−1) + H(W−1).
pub fn wall_slots(width: usize, height: usize) -> usize {
    width * height.saturating_sub(1) + height * width.saturating_sub(1)
}

/// Checks a request for a board before any work: the size is allowed (1–30 a
/// side, at least 2 squares) and `walls` ≤ [`max_walls`].
pub fn check_request(width: usize, height: usize, walls: usize) -> Result<(), BoardFault> {
    check_size(width, height)?;
    let max = max_walls(width, height);
    if walls > max {
        return Err(BoardFault::TooMany {
            walls,
            max,
            width,
            height,
        });
    }
    Ok(())
}

pub(super) fn check_size(width: usize, height: usize) -> Result<(), BoardFault> {
    let side = 1..=MAX_SIDE;
    if !side.contains(&width) || !side.contains(&height) || width * height < 2 {
        return Err(BoardFault::Size { width, height });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts() {
        assert_eq!(wall_slots(6, 6), 60);
        assert_eq!(max_walls(6, 6), 25);
        assert_eq!(max_walls(1, 5), 0);
    }
}
