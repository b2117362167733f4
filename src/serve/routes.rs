//! The preview's addresses: `/` (the preview page), `/status.json` (the last
//! build's outcome), `/events` (a server-sent event per build), `/pages/NNN.svg`
//! (the book's pages) and `/book.html` (the playable companion).

use std::convert::Infallible;
use std::sync::Arc;

use axum::Router;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use tokio_stream::StreamExt;
use tokio_stream::wrappers::WatchStream;

use super::rebuild::Shared;

const PREVIEW_PAGE: &str = include_str!("assets/preview.html");

pub fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/", get(preview))
        .route("/status.json", get(status))
        .route("/events", get(events))
        .route("/pages/{name}", get(page))
        .route("/book.html", get(companion))
        .with_state(shared)
}

/// The preview page, titled with the book's title.
async fn preview(State(shared): State<Arc<Shared>>) -> Html<String> {
    let title = crate::companion::escape(&shared.snapshot().title);
    Html(PREVIEW_PAGE.replace("{{title}}", &title))
}

async fn status(State(shared): State<Arc<Shared>>) -> Response {
    let body = serde_json::to_string(&shared.snapshot()).unwrap_or_else(|_| "{}".into());
    no_store([(header::CONTENT_TYPE, "application/json")], body)
}

/// One event per build (the build's number), and one at once; the stream ends
/// when the server stops.
async fn events(
    State(shared): State<Arc<Shared>>,
) -> Sse<impl tokio_stream::Stream<Item = Result<Event, Infallible>>> {
    let stream = WatchStream::new(shared.subscribe())
        .take_while(|snapshot| !snapshot.stopping)
        .map(|snapshot| Ok(Event::default().data(snapshot.version.to_string())));
    Sse::new(stream).keep_alive(KeepAlive::default())
}

async fn page(State(shared): State<Arc<Shared>>, Path(name): Path<String>) -> Response {
    let font = shared.snapshot().font;
    let out = shared.options.out.clone();
    let svg = tokio::task::spawn_blocking(move || super::pages::page_svg(&out, &name, font))
        .await
        .ok()
        .flatten();
    match svg {
        Some(svg) => no_store([(header::CONTENT_TYPE, "image/svg+xml")], svg),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

async fn companion(State(shared): State<Arc<Shared>>) -> Response {
    match tokio::fs::read(shared.options.out.join("book.html")).await {
        Ok(html) => no_store([(header::CONTENT_TYPE, "text/html; charset=utf-8")], html),
        Err(_) => StatusCode::NOT_FOUND.into_response(),
    }
}

/// A response the browser must fetch anew after every build.
fn no_store(headers: [(header::HeaderName, &'static str); 1], body: impl IntoResponse) -> Response {
    let [(name, value)] = headers;
    ([(name, value), (header::CACHE_CONTROL, "no-store")], body).into_response()
}
