//! The rules of Super Camelot.
#![forbid(unsafe_code)]
