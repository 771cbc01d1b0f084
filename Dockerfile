# syntax=docker/dockerfile:1
# albion-server in a small image. `docker compose up` (docker-compose.yml) runs it with
# PostgreSQL; alone it keeps SQLite in the /data volume:
#   docker build -t albion . && docker run -p 8080:8080 -v albion-data:/data albion

ARG RUST_VERSION=1.95

FROM rust:${RUST_VERSION}-bookworm AS build
WORKDIR /src
# The whole context, web/dist included: the browser client is built and committed, and
# server/build.rs embeds it, so this stage needs no Node.js (.dockerignore leaves out node_modules).
COPY . .
# The cache mounts keep the registry and the compiled dependencies between builds, so a change to
# the server recompiles only the workspace's own crates. The binary is copied out of the mount,
# without its debug information (three quarters of its 60 MB: the release profile's line tables,
# the standard library's and SQLite's); its symbols stay, so a backtrace still names functions.
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/usr/local/cargo/git \
    --mount=type=cache,target=/src/target \
    cargo build --release -p server --bin albion-server --locked \
    && cp target/release/albion-server /usr/local/bin/albion-server \
    && strip --strip-debug /usr/local/bin/albion-server

# The runtime stage: Debian's slim image, the binary and nothing to build with (no compiler, no
# cargo): about 90 MB, three quarters of it Debian. SQLite is compiled into the binary; the CA
# certificates are the roots the NATS client trusts for a tls:// URL; libssl3 does Web Push's
# payload encryption (RFC 8291, the `ece` crate). apt's lists and caches go.
FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates libssl3 \
    && apt-get clean \
    && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin \
    && groupadd --system --gid 10001 albion \
    && useradd --system --uid 10001 --gid albion --no-create-home --home-dir /data \
        --shell /usr/sbin/nologin albion \
    && mkdir /data \
    && chown albion:albion /data
COPY --from=build /usr/local/bin/albion-server /usr/local/bin/albion-server

ENV ALBION_BIND=0.0.0.0:8080 \
    DATABASE_URL=sqlite:///data/albion.db \
    ALBION_DB_WAIT_SECS=60 \
    RUST_LOG=info
# A new named volume takes /data's owner (albion), so the server can write there.
VOLUME ["/data"]
WORKDIR /data
USER 10001:10001
EXPOSE 8080
# No curl in this image: the binary probes its own /readyz (port from ALBION_BIND).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
    CMD ["albion-server", "healthcheck"]
# SIGTERM (docker stop) shuts down gracefully: sockets close with 1001, the store is flushed.
STOPSIGNAL SIGTERM
ENTRYPOINT ["albion-server"]
