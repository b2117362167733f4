//! Fit before refusing, the size (issue 19 item 5): a section whose puzzles
//! are not legible on its page at the size its difficulty gives them prints
//! them at the largest size that is, when that size is still one the level
//! allows (`Recipe::fit_in` says so: a hard block maze 32 × 44 rather than
//! 33 × 45 on a 6 × 9 page with wide margins), and the preflight report says
//! what was asked, what is printed and why. A size the user set, or one the level does not
//! allow, is left for `legible` to refuse, naming the key that helps.

use std::sync::Arc;

use super::legible::{body, puzzle_problem, puzzle_slot};
use crate::layout::plan::Plan;
use crate::puzzle::{Fit, Recipe};
use crate::spec::BookSpec;
use crate::spec::section::SectionSpec;

/// Shrinks the puzzles of each section too large for its page when their
/// level allows the size that fits; a report line for each.
pub fn settle(spec: &mut BookSpec, plan: &Plan) -> Vec<String> {
    let page_body = body(spec, plan);
    let mut settled = Vec::new();
    for (index, section) in spec.sections.iter_mut().enumerate() {
        let Some(problem) = puzzle_problem(section, &page_body, section.per_page) else {
            continue;
        };
        let slot = puzzle_slot(section, &page_body, section.per_page);
        let Some(Shrunk {
            recipes,
            asked,
            printed,
        }) = smaller(section, slot.width, slot.height)
        else {
            continue;
        };
        section.recipes = recipes;
        let level = section
            .difficulty
            .map_or(String::new(), |d| format!("difficulty {d}'s "));
        settled.push(format!(
            "section {} \"{}\": printed {printed} rather than {level}{asked}, a size it still allows: {problem}",
            index + 1,
            section.title,
        ));
    }
    settled
}

/// A section's recipes at a smaller size, and the first one's sizes asked and
/// printed.
struct Shrunk {
    recipes: Vec<Arc<dyn Recipe>>,
    asked: String,
    printed: String,
}

/// Every recipe of `section` at a smaller size its level allows, legible in a
/// `width`×`height` slot (recipes already legible kept); `None` when some
/// recipe cannot be made to fit.
fn smaller(section: &SectionSpec, width: f64, height: f64) -> Option<Shrunk> {
    let mut recipes = Vec::with_capacity(section.recipes.len());
    let mut sizes = None;
    for recipe in &section.recipes {
        match recipe.fit_in(width, height) {
            None => recipes.push(Arc::clone(recipe)),
            Some(Fit::Smaller {
                recipe,
                asked,
                printed,
            }) => {
                sizes.get_or_insert((asked, printed));
                recipes.push(recipe);
            }
            Some(Fit::Refuse { .. }) => return None,
        }
    }
    let (asked, printed) = sizes?;
    Some(Shrunk {
        recipes,
        asked,
        printed,
    })
}

#[cfg(test)]
mod tests {
    /// Hard block mazes with doors on the sides on a 6 × 9 page with `margin`.
    fn settle(margin: &str, keys: &str) -> Result<Vec<String>, String> {
        let text = format!(
            "[book]\ntitle = \"x\"\npage-size = \"6x9\"\nmargin = \"{margin}\"\nbleed = true\n\
             [[section]]\ntitle = \"Ways\"\nkind = \"block\"\ndifficulty = \"hard\"\nplacement = \"sides\"\ncount = 1\n{keys}"
        );
        super::super::settled_lines(text)
    }

    #[test]
    fn a_level_sized_maze_a_little_too_large_prints_smaller_and_says_so() {
        // Its level's 39 × 39 cells, shaped like the tall slot (`shapes`), are
        // 33 × 45; with 0.8 in margins those are a little too large.
        let settled = settle("0.8in", "").expect("builds");
        let line = "section 1 \"Ways\": printed 32×44 rather than difficulty hard's 33×45, a size it still allows: ";
        assert!(settled.iter().any(|l| l.starts_with(line)), "{settled:?}");
    }

    #[test]
    fn a_size_the_level_does_not_allow_is_refused_naming_an_easier_difficulty() {
        let refused = settle("1.25in", "").expect_err("refused");
        assert!(refused.contains("`section[1].difficulty`"), "{refused}");
        assert!(refused.contains("difficulty = 7 or easier"), "{refused}");
        assert!(
            refused.contains("smaller margins or a larger page"),
            "{refused}"
        );
    }

    #[test]
    fn a_size_the_user_set_is_theirs_and_refused_naming_width() {
        let refused = settle("0.5in", "width = 39\n").expect_err("refused");
        assert!(refused.contains("`section[1].width`"), "{refused}");
        assert!(
            refused.contains("set width = 37 and height = 37"),
            "{refused}"
        );
    }
}
