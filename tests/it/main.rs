//! The integration tests, as one binary: each module covers one area from outside
//! the library (or through its public API), so krilla and resvg are linked once.

mod analyze_book;
mod analyze_props;
mod bad_specs;
mod block_cli;
mod block_core;
mod build_book;
mod build_seed;
mod cli_puzzle;
mod common;
mod cover;
mod docs_levels;
mod drawn_boxes;
mod golden_svg;
mod grid_algorithms;
mod grid_difficulty;
mod grid_recipe_props;
mod grid_shapes;
mod labyrinth_cli;
mod labyrinth_core;
mod mark_size;
mod output_files;
mod renderer_pictures;
mod rotation_cli;
mod rotation_core;
mod shaped_cli;
mod shaped_golden;
mod shaped_levels;
mod shaped_props;
mod spec_fuzz;
mod text_room;
mod viennese_cli;
mod viennese_draw;
mod viennese_golden;
mod viennese_props;
