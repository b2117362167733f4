//! The Viennese maze's JSON form (docs/formats.md) and a user's own street plan, read
//! with errors that name the field: `analyze` reads a whole maze (colours, start,
//! goal, variant), a book or `--plan` reads a plan whose colours the search
//! chooses.

use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::canvas::Canvas;
use super::maze::{Colour, Maze, Variant};

/// A street plan read from JSON, with the start and goal it names (if any) and
/// the colours it gives (if every street has one).
#[derive(Debug, Clone)]
pub struct Plan {
    pub canvas: Arc<Canvas>,
    pub colours: Option<Vec<Colour>>,
    pub start: Option<usize>,
    pub goal: Option<usize>,
    pub variant: Option<Variant>,
    pub solution: Option<Vec<usize>>,
}

/// Fields the form may hold; others are refused so that typos show.
const FIELDS: [&str; 8] = [
    "kind", "variant", "nodes", "streets", "start", "goal", "solution", "metrics",
];

type Fault = String;

/// Reads a plan (or a whole maze) from its JSON form.
pub fn read_plan(value: &Value) -> Result<Plan, Fault> {
    let object = value
        .as_object()
        .ok_or("expected a JSON object with \"nodes\" and \"streets\"")?;
    check_fields(object)?;
    if let Some(kind) = object
        .get("kind")
        .filter(|k| k.as_str() != Some("viennese"))
    {
        return Err(format!("\"kind\" is {kind}; expected \"viennese\""));
    }
    let positions = nodes(object.get("nodes").ok_or("\"nodes\" is missing")?)?;
    let (streets, colours) = streets(object.get("streets").ok_or("\"streets\" is missing")?)?;
    let canvas = Canvas::new(positions, streets).map_err(|f| f.to_string())?;
    Ok(Plan {
        canvas: Arc::new(canvas),
        colours,
        start: node_field(object, "start")?,
        goal: node_field(object, "goal")?,
        variant: variant(object)?,
        solution: solution(object)?,
    })
}

/// Reads a whole maze: every street coloured, start, goal and variant given.
pub fn read_maze(value: &Value) -> Result<(Maze, Option<Vec<usize>>), Fault> {
    let plan = read_plan(value)?;
    let colours = plan
        .colours
        .ok_or("every street needs its light's colour: [u, v, colour]")?;
    let start = plan.start.ok_or("\"start\" is missing")?;
    let goal = plan.goal.ok_or("\"goal\" is missing")?;
    let variant = plan
        .variant
        .ok_or("\"variant\" is missing; use \"nht\" (no U-turns) or \"ht\" (U-turns allowed)")?;
    let maze = Maze::new(plan.canvas, colours, start, goal, variant).map_err(|f| f.to_string())?;
    Ok((maze, plan.solution))
}

/// The form of a maze; the caller adds `solution` and `metrics`.
pub fn to_json(maze: &Maze) -> Value {
    let canvas = maze.canvas();
    let streets: Vec<Value> = canvas
        .streets()
        .iter()
        .zip(maze.colours())
        .map(|(&[u, v], &c)| json!([u, v, c]))
        .collect();
    json!({
        "kind": "viennese",
        "variant": maze.variant().name(),
        "nodes": canvas.positions(),
        "streets": streets,
        "start": maze.start(),
        "goal": maze.goal(),
    })
}

fn check_fields(object: &Map<String, Value>) -> Result<(), Fault> {
    match object.keys().find(|k| !FIELDS.contains(&k.as_str())) {
        Some(unknown) => Err(format!(
            "unknown field \"{unknown}\"; a Viennese maze has {}",
            FIELDS.join(", ")
        )),
        None => Ok(()),
    }
}

fn nodes(value: &Value) -> Result<Vec<[f64; 2]>, Fault> {
    let list = value
        .as_array()
        .ok_or("\"nodes\" must be a list of positions [x, y]")?;
    list.iter()
        .enumerate()
        .map(|(i, node)| {
            let pair = node.as_array().filter(|p| p.len() == 2);
            let xy = pair.and_then(|p| Some([p[0].as_f64()?, p[1].as_f64()?]));
            xy.ok_or_else(|| format!("nodes[{i}] is {node}; expected a position [x, y]"))
        })
        .collect()
}

type Streets = (Vec<[usize; 2]>, Option<Vec<Colour>>);

fn streets(value: &Value) -> Result<Streets, Fault> {
    let list = value
        .as_array()
        .ok_or("\"streets\" must be a list of [u, v, colour]")?;
    let mut ends = Vec::with_capacity(list.len());
    let mut colours = Vec::with_capacity(list.len());
    for (i, street) in list.iter().enumerate() {
        let bad = || {
            format!(
                "streets[{i}] is {street}; expected [u, v, colour] with node numbers u, v and colour 0, 1 or 2"
            )
        };
        let items = street.as_array().ok_or_else(bad)?;
        let numbers: Option<Vec<u64>> = items.iter().map(Value::as_u64).collect();
        match numbers.as_deref().ok_or_else(bad)? {
            [u, v] => ends.push([index(*u), index(*v)]),
            [u, v, c] if *c <= 2 => {
                ends.push([index(*u), index(*v)]);
                colours.push(*c as Colour);
            }
            [_, _, c] => {
                return Err(format!(
                    "streets[{i}] has colour {c}; colours are 0 (green), 1 (orange) and 2 (red)"
                ));
            }
            _ => return Err(bad()),
        }
    }
    let coloured = match colours.len() {
        0 => None,
        n if n == ends.len() => Some(colours),
        _ => return Err("give a colour for every street or for none".into()),
    };
    Ok((ends, coloured))
}

/// Node numbers beyond the address space become "missing" for the canvas check.
fn index(n: u64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

fn node_field(object: &Map<String, Value>, key: &str) -> Result<Option<usize>, Fault> {
    match object.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(value) => value
            .as_u64()
            .map(|n| Some(index(n)))
            .ok_or_else(|| format!("\"{key}\" is {value}; expected a node number")),
    }
}

fn variant(object: &Map<String, Value>) -> Result<Option<Variant>, Fault> {
    match object.get("variant") {
        None | Some(Value::Null) => Ok(None),
        Some(value) => value
            .as_str()
            .and_then(Variant::from_name)
            .map(Some)
            .ok_or_else(|| {
                format!(
                    "\"variant\" is {value}; use \"nht\" (no U-turns) or \"ht\" (U-turns allowed)"
                )
            }),
    }
}

fn solution(object: &Map<String, Value>) -> Result<Option<Vec<usize>>, Fault> {
    match object.get("solution") {
        None | Some(Value::Null) => Ok(None),
        Some(value) => {
            let nodes: Option<Vec<usize>> = value
                .as_array()
                .and_then(|l| l.iter().map(|n| n.as_u64().map(index)).collect());
            nodes.map(Some).ok_or_else(|| {
                "\"solution\" must be the list of node numbers from start to goal".into()
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(streets: Value) -> Value {
        json!({"kind": "viennese", "variant": "nht",
               "nodes": [[0, 1], [1, 1], [0, 0], [1, 0]],
               "streets": streets, "start": 0, "goal": 3})
    }

    #[test]
    fn a_maze_survives_its_json_form() {
        let canvas = Arc::new(Canvas::squares(3, 2));
        let maze = Maze::new(canvas, vec![0, 1, 2, 0, 1, 2, 0], 0, 5, Variant::Ht).expect("valid");
        let (read, solution) = read_maze(&to_json(&maze)).expect("readable");
        assert_eq!(read, maze);
        assert_eq!(solution, None);
    }

    #[test]
    fn faults_name_the_field() {
        let fault = |v: Value| read_maze(&v).expect_err("refused");
        assert!(fault(square(json!([[0, 1, 0], [1, 3, 5]]))).contains("colour 5"));
        assert!(fault(square(json!([[0, 1, 0], [1, 7, 0]]))).contains("missing intersection"));
        assert!(fault(square(json!([[0, 1, 0], [2, 3, 0]]))).contains("not connected"));
        assert!(fault(square(json!([[0, 1, 0], [1, -3, 0]]))).contains("streets[1]"));
        let mut same_ends = square(json!([[0, 1, 0], [1, 3, 0], [0, 2, 1]]));
        same_ends["goal"] = json!(0);
        assert!(fault(same_ends).contains("must differ"));
        let mut typo = square(json!([[0, 1, 0], [1, 3, 0], [0, 2, 1]]));
        typo["goals"] = json!(3);
        assert!(fault(typo).contains("unknown field \"goals\""));
    }

    #[test]
    fn a_plan_may_leave_out_colours_and_ends() {
        let plan =
            read_plan(&json!({"nodes": [[0, 0], [1, 0]], "streets": [[0, 1]]})).expect("a plan");
        assert_eq!(plan.colours, None);
        assert_eq!((plan.start, plan.goal, plan.variant), (None, None, None));
        assert!(
            read_plan(&json!({"nodes": [[0, 0], [1, 0], [2, 0]], "streets": [[0, 1, 0], [1, 2]]}))
                .is_err()
        );
    }
}
