//! Turns the page plan into page SVGs: each page's frame and variables go to its
//! template, and puzzle drawings (made by each kind's own code) go into the slots.

use std::sync::OnceLock;

use minijinja::{Environment, Value, context};
use serde::Serialize;

use super::front;
use super::geometry::{self, PageFrame, Rect};
use super::plan::{PageContent, Plan};
use super::resources::{self, Folders};
use super::templates::{self, TemplateError};
use crate::examples::HowToExample;
use crate::pipeline::BookPuzzle;
use crate::puzzle::HowToTopic;
use crate::render::emblem::{self, Emblem};
use crate::render::style::Style;
use crate::render::{mark_ids, pictogram, room_ids, tags};
use crate::spec::{AnswerPlace, BookSpec};

/// A finished page: its boxes and its SVG.
pub struct PageSvg {
    pub frame: PageFrame,
    pub svg: String,
    /// The template it was made from, for error messages.
    pub template: &'static str,
}

#[derive(Serialize)]
struct Slot {
    x: f64,
    y: f64,
    width: f64,
    height: f64,
    label: String,
    page_label: String,
    drawing: Value,
}

/// Everything pages need besides the plan.
pub struct PageContext<'a> {
    pub spec: &'a BookSpec,
    pub plan: &'a Plan,
    /// The book's puzzles, by book index; empty to render pages without their
    /// drawings (the text-room check before any puzzle is made).
    pub puzzles: &'a [BookPuzzle],
    /// The how-to pages' solved examples; empty to render those pages without.
    pub examples: &'a [HowToExample],
    pub env: &'a Environment<'static>,
    pub style: &'a Style,
    pub inside_margin: f64,
}

impl PageContext<'_> {
    /// Renders page `number` (1-based).
    pub fn render(&self, number: usize) -> Result<PageSvg, TemplateError> {
        let frame = geometry::frame(&self.spec.book.paper, number, self.inside_margin);
        let base = self.base(&frame, number);
        let (template, extra) = match &self.plan.pages[number - 1] {
            PageContent::Title => ("title.svg", Value::from(())),
            PageContent::Copyright => ("copyright.svg", Value::from(())),
            PageContent::Contents { first, count } => {
                ("contents.svg", self.contents_page(*first, *count))
            }
            PageContent::HowTo { kind, topic } => {
                ("howto.svg", self.how_to_page(&frame, kind, *topic))
            }
            PageContent::Blank => ("blank.svg", Value::from(())),
            PageContent::Notes => ("notes.svg", Value::from(())),
            PageContent::Opener { section } => ("section.svg", self.opener(*section)),
            PageContent::Puzzles {
                section,
                puzzles,
                heading,
            } => (
                "puzzles.svg",
                self.puzzle_page(&frame, *section, puzzles, *heading),
            ),
            PageContent::Answers {
                puzzles,
                first,
                per_page,
            } => (
                "answers.svg",
                self.answer_page(&frame, puzzles, *first, *per_page),
            ),
        };
        let svg = templates::render(self.env, template, context! { ..extra, ..base })?;
        let svg = room_ids::numbered(&mark_ids::number(&svg));
        resources::check(&svg, template, || self.picture_folders())?;
        Ok(PageSvg {
            frame,
            svg,
            template,
        })
    }

    /// Where a template's pictures may come from: the book's folder (relative
    /// paths start there) and its templates folder.
    fn picture_folders(&self) -> Folders {
        Folders::of_book(&self.spec.source.dir, self.spec.book.templates.as_deref())
    }

    fn base(&self, frame: &PageFrame, number: usize) -> Value {
        let book = &self.spec.book;
        let any_answers = self.plan.answer_page.iter().any(Option::is_some);
        let words = &self.style.words;
        let answers_at = match self.spec.answers.place {
            _ if !any_answers => None,
            AnswerPlace::End => Some(words.get("answers-at-the-back")),
            AnswerPlace::AfterSection => Some(words.get("answers-after-each-part")),
            AnswerPlace::None => None,
        };
        context! {
            page => frame,
            number => number,
            font => &self.style.font_family,
            ink => self.style.ink,
            marks => marks(self.style),
            emblems => emblems(self.book_emblems(), self.style),
            words => words.for_templates(),
            book => context! {
                title => &book.title,
                subtitle => &book.subtitle,
                author => &book.author,
                puzzles => self.spec.puzzle_count(),
                puzzles_text => words.count_of(self.spec.noun_key(), self.spec.puzzle_count()),
                answers_at => answers_at,
                year => book.imprint.year,
                isbn => &book.imprint.isbn,
                edition => &book.imprint.edition,
            },
        }
    }

    /// The pictograms of the title page: its kind's when every section is of
    /// one kind, else the face and the star.
    fn book_emblems(&self) -> &'static [Emblem] {
        let mut kinds = self.spec.sections.iter().map(|section| section.kind());
        let first = kinds.next();
        match first {
            Some(kind) if kinds.all(|other| other.name() == kind.name()) => kind.emblems(),
            _ => emblem::FACE_TO_STAR,
        }
    }

    /// A how-to page: its kind's (or topic's) text, and its example when it
    /// has room.
    fn how_to_page(&self, frame: &PageFrame, kind: &str, topic: Option<HowToTopic>) -> Value {
        let mut examples = self.examples.iter();
        let example = examples.find(|example| example.kind() == kind && example.topic() == topic);
        let arrows = self.prints_arrows();
        front::how_to((kind, topic), &frame.content, self.style, example, arrows)
    }

    /// Whether a puzzle page prints a start or goal mark outside its maze past
    /// an arrow (`Finished::marks_arrow`, in each slot as `puzzle_page` fills
    /// it): the how-to page explains arrows only then.
    fn prints_arrows(&self) -> bool {
        let mut pages = self.plan.pages.iter().enumerate();
        pages.any(|(index, page)| {
            let PageContent::Puzzles {
                section,
                puzzles,
                heading,
            } = page
            else {
                return false;
            };
            let frame = geometry::frame(&self.spec.book.paper, index + 1, self.inside_margin);
            let body = geometry::puzzle_body(&frame.body, *heading);
            let slots = geometry::slots(&body, self.spec.sections[*section].per_page);
            slots.into_iter().zip(puzzles).any(|(slot, &n)| {
                self.puzzles.get(n).is_some_and(|puzzle| {
                    let finished = puzzle.finished();
                    let (width, height) = finished.drawn_size(slot.width, slot.height);
                    finished.marks_arrow(width, height)
                })
            })
        })
    }

    /// A contents page: its share of the entries.
    fn contents_page(&self, first: usize, count: usize) -> Value {
        let entries = self.plan.contents.iter().skip(first).take(count);
        context! {
            entries => entries.map(front::entry).collect::<Vec<_>>(),
            first => first == 0,
        }
    }

    fn opener(&self, section: usize) -> Value {
        context! { section => self.section(section) }
    }

    /// What templates know of a section (its opener, or the heading of its
    /// first puzzle page when it has none).
    fn section(&self, section: usize) -> Value {
        let spec = &self.spec.sections[section];
        let words = &self.style.words;
        let noun = spec.kind().noun();
        let difficulty = spec.difficulty.map(|d| words.level(&d.to_string()));
        context! {
            index => section + 1,
            title => &spec.title,
            instructions => &spec.instructions,
            count => spec.count,
            noun => words.get(noun),
            count_text => words.count_of(noun, spec.count),
            emblems => emblems(spec.kind().emblems(), self.style),
            difficulty_text => difficulty.as_ref().map(|d| words.fill("difficulty", &[("level", d)])),
            difficulty => difficulty,
        }
    }

    fn puzzle_page(
        &self,
        frame: &PageFrame,
        section: usize,
        puzzles: &[usize],
        heading: bool,
    ) -> Value {
        let per_page = self.spec.sections[section].per_page;
        let body = geometry::puzzle_body(&frame.body, heading);
        let slots = self.slots(&body, per_page, puzzles, false);
        context! { section => self.section(section), heading => heading, slots => slots }
    }

    fn answer_page(
        &self,
        frame: &PageFrame,
        puzzles: &[usize],
        first: bool,
        per_page: usize,
    ) -> Value {
        let body = geometry::answer_body(&frame.body, first);
        let slots = self.slots(&body, per_page, puzzles, true);
        let section = self.spec.section_of(puzzles.first().copied().unwrap_or(0));
        let title = match self.spec.answers.place {
            AnswerPlace::AfterSection => format!(
                "{}: {}",
                self.spec.answers.title, self.spec.sections[section].title
            ),
            _ => self.spec.answers.title.clone(),
        };
        context! { title => title, first => first, slots => slots }
    }

    fn slots(&self, body: &Rect, per_page: usize, puzzles: &[usize], answer: bool) -> Vec<Slot> {
        geometry::slots(body, per_page)
            .into_iter()
            .zip(puzzles)
            .enumerate()
            .filter_map(|(index, (rect, &n))| {
                Some(self.slot(rect, (n, self.puzzles.get(n)?), answer, index + 1))
            })
            .collect()
    }

    /// Slot `index` (from 1) of its page, holding book puzzle `n`; the page
    /// check's ids in its drawing made unique on the page.
    fn slot(
        &self,
        slot: Rect,
        (n, puzzle): (usize, &BookPuzzle),
        answer: bool,
        index: usize,
    ) -> Slot {
        let drawn = puzzle.finished().drawn_size(slot.width, slot.height);
        let rect = geometry::centred(&slot, drawn);
        let kind = self.spec.sections[puzzle.section()].kind();
        // Answers are drawn a little inside their box so neighbours stay apart.
        let drawing = puzzle
            .finished()
            .draw(answer, rect.width, rect.height, self.style);
        Slot {
            x: rect.x,
            y: rect.y,
            width: rect.width,
            height: rect.height,
            label: format!("{} {}", self.style.words.capitalised(kind.noun()), n + 1),
            page_label: format!(
                "{} {}",
                self.style.words.get("page"),
                self.plan.puzzle_page[n]
            ),
            drawing: Value::from_safe_string(tags::unique_in_slot(&drawing.to_string(), index)),
        }
    }
}

/// The start and goal marks for pages in `style`'s colours: drawn once per
/// style, not per page.
fn marks(style: &Style) -> Value {
    static MARKS: OnceLock<(Style, Value)> = OnceLock::new();
    let (drawn_for, marks) = MARKS.get_or_init(|| (style.clone(), draw_marks(style)));
    match drawn_for == style {
        true => marks.clone(),
        false => draw_marks(style),
    }
}

fn draw_marks(style: &Style) -> Value {
    context! { start => mark(true, style), goal => mark(false, style) }
}

/// `list` drawn as ready-made pictograms, each 50 points across in a 50×50
/// box at the origin, for templates to place.
fn emblems(list: &[Emblem], style: &Style) -> Value {
    let drawn = list.iter().map(|&emblem| {
        Value::from_safe_string(emblem::draw(emblem, 25.0, 25.0, 50.0, style).to_string())
    });
    Value::from(drawn.collect::<Vec<_>>())
}

/// A 50-point start or goal pictogram centred in a 50×50 box at the origin.
fn mark(start: bool, style: &Style) -> Value {
    let group = if start {
        pictogram::start(25.0, 25.0, 50.0, style)
    } else {
        pictogram::goal(25.0, 25.0, 50.0, style)
    };
    Value::from_safe_string(group.to_string())
}
