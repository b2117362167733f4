//! Fit before refusing: a section whose puzzles are not legible on its page
//! with every extra its difficulty brings (a traffic-light plan's three phase
//! maps, then its move strip) prints without them, one at a time until it
//! fits, and the preflight report says which were left out and why. An extra
//! the user asked for by name (`phase-maps = true`) is theirs: it stays, and a
//! section that fits only without it is refused naming that key. Only a
//! section not legible even bare is refused for its size, by `legible`.

use std::sync::Arc;

use super::legible::{body, puzzle_problem};
use crate::layout::plan::Plan;
use crate::puzzle::Recipe;
use crate::spec::BookSpec;
use crate::spec::section::SectionSpec;

/// Leaves out the extras of each section that does not fit with them (and
/// would, or would come nearer, without them); a report line for each.
pub fn settle(spec: &mut BookSpec, plan: &Plan) -> Vec<String> {
    let page_body = body(spec, plan);
    let mut settled = Vec::new();
    for (index, section) in spec.sections.iter_mut().enumerate() {
        let mut left_out = Vec::new();
        let mut reason = None;
        while let Some(problem) = puzzle_problem(section, &page_body, section.per_page) {
            let Some((lighter, what)) = lighter(section) else {
                break;
            };
            reason.get_or_insert(problem);
            section.recipes = lighter;
            left_out.push(what);
        }
        if !left_out.is_empty() {
            settled.push(format!(
                "section {} \"{}\": {} left out; with them, {}",
                index + 1,
                section.title,
                left_out.join(" and "),
                reason.unwrap_or_default(),
            ));
        }
    }
    settled
}

/// Every recipe of `section` without its next extra, when the user did not
/// ask for it by name.
fn lighter(section: &SectionSpec) -> Option<(Vec<Arc<dyn Recipe>>, &'static str)> {
    let mut what = "";
    let mut recipes = Vec::with_capacity(section.recipes.len());
    for recipe in &section.recipes {
        let lighter = recipe.lighter().filter(|l| !l.asked)?;
        what = lighter.what;
        recipes.push(lighter.recipe);
    }
    Some((recipes, what))
}

#[cfg(test)]
mod tests {
    /// An easy traffic-light section on a 6 × 9 page with 0.75-inch margins:
    /// too small for its phase maps (with half-inch margins they fit, the
    /// legend beside the plan and the maps under both).
    fn settle(section: &str) -> Result<Vec<String>, String> {
        let text = format!(
            "[book]\ntitle = \"x\"\npage-size = \"6x9\"\nmargin = \"0.75in\"\n\
             [[section]]\ntitle = \"Drives\"\nkind = \"viennese\"\ndifficulty = \"easy\"\ncount = 1\n{section}"
        );
        super::super::settled_lines(text)
    }

    #[test]
    fn easy_traffic_lights_on_6x9_print_without_their_phase_maps_and_say_so() {
        let settled = settle("").expect("builds");
        let left_out = "section 1 \"Drives\": the phase maps left out; with them, ";
        assert!(
            settled.iter().any(|line| line.starts_with(left_out)),
            "{settled:?}"
        );
    }

    #[test]
    fn phase_maps_asked_for_by_name_are_kept_and_named_in_the_refusal() {
        let refused = settle("phase-maps = true\n").expect_err("refused");
        assert!(refused.contains("`section[1].phase-maps`"), "{refused}");
        assert!(refused.contains("phase-maps = false"), "{refused}");
    }
}
