//! Turns the page plan into page SVGs: each page's frame and variables go to its
//! template, and puzzle drawings (made by each kind's own code) go into the slots.

use std::sync::OnceLock;

use minijinja::{Environment, Value, context};
use serde::Serialize;
use svg::node::element::Group;

use super::geometry::{self, PageFrame, Rect};
use super::plan::{PageContent, Plan};
use super::resources::{self, Folders};
use super::templates::{self, TemplateError};
use super::{front, hints};
use crate::examples::HowToExample;
use crate::pipeline::BookPuzzle;
use crate::puzzle::{HintPart, HowToTopic, Placing};
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
                first,
            } => (
                "puzzles.svg",
                self.puzzle_page(&frame, *section, puzzles, (*heading, *first)),
            ),
            PageContent::Answers {
                puzzles,
                first,
                per_page,
            } => (
                "answers.svg",
                self.answer_page(&frame, puzzles, *first, *per_page),
            ),
            // Hint pages are pages of labelled boxes under a heading, as
            // answer pages are: they share their template.
            PageContent::Hints {
                part,
                puzzles,
                first,
            } => (
                "answers.svg",
                self.hint_page(&frame, *part, puzzles, *first),
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
            panel => context! {
                fill => self.style.palette.panel,
                line => self.style.palette.panel_line,
            },
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
                ..
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

    /// A page of a section's puzzles; `(heading, first)` as the plan says.
    fn puzzle_page(
        &self,
        frame: &PageFrame,
        section: usize,
        puzzles: &[usize],
        (heading, first): (bool, bool),
    ) -> Value {
        let per_page = self.spec.sections[section].per_page;
        let body = geometry::puzzle_body(&frame.body, heading);
        let slots = self.slots(&body, per_page, puzzles, Shown::Puzzle { first });
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
        let slots = self.slots(&body, per_page, puzzles, Shown::Answer);
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

    /// A page of `part` hints: each puzzle's hint under its label, one under
    /// the other, all drawn at the plan's hint width.
    fn hint_page(
        &self,
        frame: &PageFrame,
        part: HintPart,
        puzzles: &[usize],
        first: bool,
    ) -> Value {
        let body = geometry::answer_body(&frame.body, first);
        let width = hints::width(&self.spec.book.paper);
        let drawn: Vec<(usize, Group, f64)> = puzzles
            .iter()
            .filter_map(|&n| {
                let (group, height) = self
                    .puzzles
                    .get(n)?
                    .finished()
                    .hint(part, width, self.style)?;
                Some((n, group, height))
            })
            .collect();
        let heights: Vec<f64> = drawn.iter().map(|d| d.2).collect();
        let slots = hints::slots(&body, width, &heights);
        let slots: Vec<Slot> = drawn
            .into_iter()
            .zip(slots)
            .map(|((n, group, _), rect)| Slot {
                x: rect.x,
                y: rect.y,
                width: rect.width,
                height: rect.height,
                label: self.label(n),
                page_label: self.page_label(n),
                drawing: Value::from_safe_string(group.to_string()),
            })
            .collect();
        let title = self.style.words.get(part.title_key());
        context! { title => title, first => first, slots => slots }
    }

    /// "Puzzle 3": book puzzle `n` named by its kind's noun.
    fn label(&self, n: usize) -> String {
        let kind = self.spec.sections[self.spec.section_of(n)].kind();
        format!("{} {}", self.style.words.capitalised(kind.noun()), n + 1)
    }

    /// "page 12": where book puzzle `n` is.
    fn page_label(&self, n: usize) -> String {
        format!(
            "{} {}",
            self.style.words.get("page"),
            self.plan.puzzle_page[n]
        )
    }

    fn slots(&self, body: &Rect, per_page: usize, puzzles: &[usize], shown: Shown) -> Vec<Slot> {
        geometry::slots(body, per_page)
            .into_iter()
            .zip(puzzles)
            .enumerate()
            .filter_map(|(index, (rect, &n))| {
                let placing = Placing {
                    first_of_section: matches!(shown, Shown::Puzzle { first: true }) && index == 0,
                };
                let drawing = (shown == Shown::Answer, placing);
                Some(self.slot(rect, (n, self.puzzles.get(n)?), drawing, index + 1))
            })
            .collect()
    }

    /// Slot `index` (from 1) of its page, holding book puzzle `n`; the page
    /// check's ids in its drawing made unique on the page.
    fn slot(
        &self,
        slot: Rect,
        (n, puzzle): (usize, &BookPuzzle),
        (answer, placing): (bool, Placing),
        index: usize,
    ) -> Slot {
        let finished = puzzle.finished();
        let drawn = match answer {
            true => finished.answer_size(slot.width, slot.height),
            false => finished.drawn_size(slot.width, slot.height),
        };
        let rect = geometry::centred(&slot, drawn);
        let drawing = match answer {
            true => finished.draw(true, rect.width, rect.height, self.style),
            false => finished.draw_placed(rect.width, rect.height, self.style, placing),
        };
        Slot {
            x: rect.x,
            y: rect.y,
            width: rect.width,
            height: rect.height,
            label: self.label(n),
            page_label: self.page_label(n),
            drawing: Value::from_safe_string(tags::unique_in_slot(&drawing.to_string(), index)),
        }
    }
}

/// What a page's slots show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shown {
    /// Puzzles; `first` on the page holding the section's first puzzle.
    Puzzle {
        first: bool,
    },
    Answer,
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
