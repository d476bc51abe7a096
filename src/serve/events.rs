//! The live-reload stream (`/__arbitre/evenements`): the current state at once, then
//! each change. Streams are counted apart from connections: each keeps its connection
//! open for as long as its page is open, so at most [`MAX_STREAMS`] are served at once
//! and one more is refused at once (never queued), leaving the other connections to
//! pages and files.
use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{MethodRouter, get};
use tokio::sync::Semaphore;

use super::{MAX_STREAMS, Shared};

/// The stream's route, with its own count of open streams.
pub(super) fn route() -> MethodRouter<Shared> {
    let streams = Arc::new(Semaphore::new(MAX_STREAMS));
    get(move |state: State<Shared>| stream(state, streams.clone()))
}

async fn stream(State(shared): State<Shared>, streams: Arc<Semaphore>) -> Response {
    let Ok(slot) = streams.try_acquire_owned() else {
        // closed after the answer, so the refused client keeps no connection either
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            [
                (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
                (header::CACHE_CONTROL, "no-store"),
                (header::CONNECTION, "close"),
            ],
            crate::fr::hostile::TOO_MANY_STREAMS,
        )
            .into_response();
    };
    let rx = shared.subscribe();
    // the slot travels with the stream and is given back when the client goes away
    let events =
        futures_util::stream::unfold((rx, true, slot), |(mut rx, first, slot)| async move {
            if !first && rx.changed().await.is_err() {
                return None;
            }
            let state = rx.borrow_and_update().state_json();
            let event: Result<Event, Infallible> = Ok(Event::default().event("etat").data(state));
            Some((event, (rx, false, slot)))
        });
    Sse::new(events)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response()
}
