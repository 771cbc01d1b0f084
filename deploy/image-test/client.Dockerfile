# The `albion` terminal client for deploy/image-test.sh, built like the server in ../../Dockerfile
# (same stand-in toolchain image, same cache mounts, so the dependencies both use are compiled once).
# Build context: the repository's root.
FROM docker.io/library/rust:1.95-bookworm AS build
WORKDIR /src
COPY . .
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/usr/local/cargo/git \
    --mount=type=cache,target=/src/target \
    cargo build --release -p client-cli --bin albion --locked \
    && cp target/release/albion /usr/local/bin/albion

FROM docker.io/library/debian:bookworm-slim
COPY --from=build /usr/local/bin/albion /usr/local/bin/albion
