//! `albion`, the Albion terminal client: the offline rules tool, the full-screen game client,
//! scripted and bot players. `main.rs` only parses the command line.
#![forbid(unsafe_code)]

pub mod bot;
pub mod games;
pub mod help;
pub mod lang;
pub mod net;
pub mod replay;
pub mod rules_camelot;
pub mod script;
pub mod seats;
pub mod session;
pub mod super_camelot_rules;
pub mod text;
pub mod tui;
