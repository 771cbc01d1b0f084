#!/usr/bin/env bash
# Cuts release VERSION of Albion from a clean checkout of main:
#
#   deploy/release.sh 0.2.0
#
# 1. checks the tree (clean, on main) and CHANGELOG.md (a "## [VERSION] - YYYY-MM-DD" section,
#    and the "## [Unreleased]" section above it, which the release empties);
# 2. sets the version: the workspace's Cargo.toml (every crate shares it, so `albion-server
#    --version` and `albion --version` say it), Cargo.lock, web/package.json and its lock;
# 3. writes deploy/releases/VERSION/: this release's own server plays a Camelot game and a Super
#    Camelot game part way and leaves a lobby open, on SQLite and on PostgreSQL, and the two
#    databases are dumped as SQL beside what their players knew (seat tokens, moves, wallets).
#    From then on `cargo test -p server --test upgrade` starts every later tree's server on each
#    release's databases and checks the games come back and go on: every release is an upgrade
#    path that stays tested;
# 4. commits "Release VERSION" and tags it vVERSION (annotated, with the changelog's section).
#
# Needs sqlite3, pg_dump and a PostgreSQL server at $ALBION_TEST_POSTGRES_URL (default
# postgres://postgres@127.0.0.1:5432/test, as the tests use). Pushing the commit and the tag is
# left to you: `git push origin main vVERSION`.
set -euo pipefail
cd "$(dirname "$0")/.."

die() {
    echo "release: $*" >&2
    exit 1
}

version=${1:-}
[[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || die "usage: deploy/release.sh MAJOR.MINOR.PATCH"
[ -z "$(git status --porcelain)" ] || die "the tree has changes: commit or stash them first"
[ "$(git rev-parse --abbrev-ref HEAD)" = main ] || die "releases are cut from main"
! git rev-parse -q --verify "refs/tags/v$version" >/dev/null || die "v$version is already tagged"
[ ! -e "deploy/releases/$version" ] || die "deploy/releases/$version exists already"
grep -q '^## \[Unreleased\]' CHANGELOG.md || die "CHANGELOG.md has no [Unreleased] section"
grep -Eq "^## \[$version\] - [0-9]{4}-[0-9]{2}-[0-9]{2}\$" CHANGELOG.md ||
    die "CHANGELOG.md has no '## [$version] - YYYY-MM-DD' section: move the [Unreleased] entries there"
for tool in sqlite3 pg_dump; do
    command -v "$tool" >/dev/null || die "$tool is needed to dump the release's databases"
done

echo "== version $version"
sed -i -E "0,/^version = \"[^\"]+\"/s//version = \"$version\"/" Cargo.toml
grep -q "^version = \"$version\"" Cargo.toml || die "could not set the version in Cargo.toml"
cargo update --workspace --quiet
(cd web && npm version --no-git-tag-version --allow-same-version "$version" >/dev/null)

echo "== deploy/releases/$version: this release's databases"
ALBION_RELEASE_DIR="$PWD/deploy/releases/$version" \
    cargo test -p server --test upgrade -- --ignored --exact write_release_fixture --nocapture
echo "== the upgrade test, this release included"
cargo test -p server --test upgrade

notes=$(awk -v v="$version" '
    $0 ~ "^## \\[" v "\\]" { on = 1; next }
    on && /^## \[/ { exit }
    on { print }' CHANGELOG.md)
git add Cargo.toml Cargo.lock web/package.json web/package-lock.json "deploy/releases/$version"
git commit -q -m "Release $version"
git tag -a "v$version" -m "Albion $version" -m "$notes"
echo "== tagged v$version: push with git push origin main v$version"
