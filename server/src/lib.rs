//! The Albion server.
#![forbid(unsafe_code)]
