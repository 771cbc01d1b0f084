//! The Albion load generator (`albion loadtest`).
#![forbid(unsafe_code)]
