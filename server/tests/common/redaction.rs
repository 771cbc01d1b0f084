//! The redaction scan of Super Camelot frames: what a client receives, as raw JSON, never names a
//! hidden part (another seat's wallet, a deck's order, the seed). Used by `super_camelot.rs` and,
//! through the relay, by `cluster.rs`.

use serde_json::Value;

/// Keys that must never appear anywhere in what a client receives.
pub const FORBIDDEN_KEYS: [&str; 9] = [
    "seed",
    "rng",
    "stack",
    "litter",
    "small_loot",
    "big_loot",
    "small_treasures",
    "big_treasures",
    "wallet",
];

pub fn walk<'a>(v: &'a Value, out: &mut Vec<(&'a str, &'a Value)>) {
    match v {
        Value::Object(map) => {
            // A patch operation on the legal actions carries actions, public by nature too.
            if map
                .get("path")
                .and_then(Value::as_str)
                .is_some_and(|p| p.contains("/legal_actions"))
            {
                return;
            }
            for (k, x) in map {
                out.push((k.as_str(), x));
                // A player's action is public by nature and may name a field like `stack` (the
                // square of a Special Item stack): only what the server adds is searched.
                if k != "action" && k != "legal_actions" {
                    walk(x, out);
                }
            }
        }
        Value::Array(xs) => xs.iter().for_each(|x| walk(x, out)),
        _ => {}
    }
}

/// Moves the game view a client holds (`game`, JSON) on by one frame it received (`msg`): a
/// `sync` replaces it, an `event` applies its patch or change, or plays its Camelot move. Whether
/// the frame was an event that may have changed the view (one with an update, or any `acted`).
pub fn follow(game: &mut Value, msg: &Value) -> bool {
    match msg["t"].as_str() {
        Some("sync") => {
            *game = msg["game"].clone();
            false
        }
        Some("event") => {
            let ops: Option<Vec<protocol::PatchOp>> =
                serde_json::from_value(msg["patch"].clone()).unwrap();
            let change: Option<protocol::ScChange> =
                serde_json::from_value(msg["change"].clone()).unwrap();
            let event: protocol::LobbyEvent = serde_json::from_value(msg["event"].clone()).unwrap();
            protocol::update::apply_event(game, &event, ops.as_deref(), change.as_ref()).unwrap();
            protocol::update::touches_view(&event, ops.as_deref(), change.as_ref())
                || matches!(event, protocol::LobbyEvent::Acted { .. })
        }
        _ => false,
    }
}

/// The view a client holds after each event that changed it (its last sync with every later
/// patch and change applied), as a `sync` frame for [`check_frame`]: what an update reveals is in
/// the view it builds.
pub fn rebuilt_views(raws: &[String]) -> Vec<String> {
    let mut game = Value::Null;
    let mut out = Vec::new();
    for raw in raws {
        let msg: Value = serde_json::from_str(raw).unwrap();
        if follow(&mut game, &msg) {
            out.push(serde_json::json!({"t": "sync", "game": game}).to_string());
        }
    }
    out
}

/// Whether a Super Camelot event as a live view carries it (the event alone) is one of the
/// private kinds, as the engine reads it.
pub fn is_private(event: &Value) -> bool {
    serde_json::from_value::<protocol::PrivateEvent>(event.clone()).is_ok()
}

/// Checks one raw frame received by `me` (a seat, or `None` for a spectator); returns how many
/// engine views it held.
pub fn check_frame(raw: &str, me: Option<u8>) -> usize {
    let mut views = 0;
    let v: Value = serde_json::from_str(raw).unwrap();
    let mut all = Vec::new();
    walk(&v, &mut all);
    for (k, _) in &all {
        assert!(
            !FORBIDDEN_KEYS.contains(k),
            "key {k:?} leaked to {me:?}: {raw}"
        );
    }
    // Every engine view: other seats' gem totals are hidden until the game is over.
    for (k, view) in &all {
        if *k != "view" || !view.get("players").is_some_and(Value::is_array) {
            continue;
        }
        views += 1;
        let over = !view["outcome"].is_null();
        let mut own_gems = None;
        for p in view["players"].as_array().unwrap() {
            let seat = p["seat"].as_u64().map(|s| s as u8);
            if seat == me {
                own_gems = p["gems"].as_u64();
            } else if !over {
                assert!(
                    p["gems"].is_null(),
                    "seat {seat:?}'s gems leaked to {me:?}: {raw}"
                );
                assert!(
                    p["gems_to_goal"].is_null(),
                    "seat {seat:?}'s goal leaked to {me:?}"
                );
            }
        }
        // Private events are the viewer's own: their wallet totals match the viewer's gems.
        if let Some(events) = v
            .pointer("/view/events")
            .or_else(|| v.pointer("/game/events"))
        {
            for e in events.as_array().unwrap() {
                if is_private(e) {
                    assert!(me.is_some(), "a spectator got a private event: {raw}");
                    if let Some(total) = e.get("total").and_then(Value::as_u64) {
                        assert_eq!(Some(total), own_gems, "someone else's wallet event: {raw}");
                    }
                }
            }
        }
        if me.is_some() {
            assert!(own_gems.is_some(), "a seat sees its own gems: {raw}");
        }
    }
    views
}
