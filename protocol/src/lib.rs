//! Albion wire types, shared by the server and every client.
#![forbid(unsafe_code)]
