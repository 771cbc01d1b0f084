//! The rules of Camelot.
#![forbid(unsafe_code)]
