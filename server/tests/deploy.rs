//! The self-hosting files, kept honest without Docker: `docker-compose.yml`, the `Dockerfile` and
//! the README's configuration table are read and checked against the server's real command line
//! (`server::Config` as clap sees it) and against each other. The `healthcheck` mode that the
//! image's `HEALTHCHECK` runs is exercised on the real binary.

mod common;

use clap::{CommandFactory as _, Parser as _};
use common::http::status_of;
use server::Config;
use server::config::{Cli, Command};
use std::collections::BTreeSet;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::Duration;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::TcpListener;
use yaml_rust2::{Yaml, YamlLoader};

/// The binary, as built by Cargo from `server/Cargo.toml`'s `[[bin]]`.
const BIN: &str = env!("CARGO_BIN_EXE_albion-server");

/// Read by the logger in `main.rs` (`EnvFilter::try_from_default_env`), not by `Config`.
const LOG_VARIABLE: &str = "RUST_LOG";

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the workspace root")
        .to_owned()
}

fn read(path: &str) -> String {
    let path = root().join(path);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()))
}

// ---------------------------------------------------------------------------------------------
// The server's settings, as clap sees them.

#[derive(Debug)]
struct Setting {
    flag: String,
    variable: String,
    default: String,
}

fn settings() -> Vec<Setting> {
    let command = Config::command();
    let settings: Vec<Setting> = command
        .get_arguments()
        .filter(|arg| !matches!(arg.get_id().as_str(), "help" | "version"))
        .map(|arg| {
            let id = arg.get_id();
            let long = arg
                .get_long()
                .unwrap_or_else(|| panic!("setting {id} has no --flag"));
            let variable = arg
                .get_env()
                .unwrap_or_else(|| panic!("setting --{long} has no environment variable"));
            let default = arg
                .get_default_values()
                .iter()
                .map(|v| v.to_string_lossy())
                .collect::<Vec<_>>()
                .join(",");
            Setting {
                flag: format!("--{long}"),
                variable: variable.to_string_lossy().into_owned(),
                default,
            }
        })
        .collect();
    assert!(settings.len() >= 10, "too few settings found: {settings:?}");
    settings
}

fn setting_for_variable<'a>(settings: &'a [Setting], variable: &str) -> Option<&'a Setting> {
    settings.iter().find(|s| s.variable == variable)
}

/// Parses `variables` as the server would read them (each turned into its flag), so a value of
/// the wrong type fails here as it would fail at start.
fn config_from(variables: &[(String, String)], what: &str) -> Config {
    let settings = settings();
    let mut args = vec!["albion-server".to_owned()];
    for (name, value) in variables {
        if name == LOG_VARIABLE {
            continue;
        }
        let setting = setting_for_variable(&settings, name)
            .unwrap_or_else(|| panic!("{what} sets {name}, which the server does not read"));
        args.push(format!("{}={value}", setting.flag));
    }
    Config::try_parse_from(&args).unwrap_or_else(|e| panic!("{what}: {args:?}: {e}"))
}

// ---------------------------------------------------------------------------------------------
// docker-compose.yml

fn compose() -> Yaml {
    let docs = YamlLoader::load_from_str(&read("docker-compose.yml"))
        .unwrap_or_else(|e| panic!("docker-compose.yml is not YAML: {e}"));
    assert_eq!(docs.len(), 1, "docker-compose.yml holds one document");
    let doc = docs.into_iter().next().unwrap();
    assert!(
        doc["services"].is_hash(),
        "no services in docker-compose.yml"
    );
    doc
}

/// Compose's variable interpolation, with every variable unset (what a self-hoster gets with no
/// `.env`): `${VAR:-default}` and `${VAR-default}` give the default, `${VAR}` and `$VAR` nothing,
/// `$$` a dollar; `${VAR:?message}` (required) fails.
fn interpolate(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find('$') {
        out.push_str(&rest[..i]);
        rest = &rest[i + 1..];
        if let Some(after) = rest.strip_prefix('$') {
            out.push('$');
            rest = after;
        } else if let Some(braced) = rest.strip_prefix('{') {
            let end = braced
                .find('}')
                .unwrap_or_else(|| panic!("unclosed ${{ in {text:?}"));
            let expr = &braced[..end];
            rest = &braced[end + 1..];
            let name_len = expr
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(expr.len());
            let operation = expr[name_len..].trim_start_matches(':');
            if let Some(default) = operation.strip_prefix('-') {
                out.push_str(default);
            } else {
                assert!(
                    !operation.starts_with('?'),
                    "{text:?} requires a variable to be set: a bare `docker compose up` fails"
                );
            }
        } else {
            let name_len = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            rest = &rest[name_len..];
        }
    }
    out.push_str(rest);
    out
}

/// A scalar as text, interpolated.
fn scalar(value: &Yaml) -> Option<String> {
    match value {
        Yaml::String(s) => Some(interpolate(s)),
        Yaml::Integer(i) => Some(i.to_string()),
        Yaml::Real(r) => Some(r.clone()),
        Yaml::Boolean(b) => Some(b.to_string()),
        _ => None,
    }
}

fn text(value: &Yaml, what: &str) -> String {
    scalar(value).unwrap_or_else(|| panic!("{what} is not a scalar: {value:?}"))
}

/// A service's `environment`, in either the mapping or the `- NAME=value` list form.
fn environment(service: &Yaml) -> Vec<(String, String)> {
    match &service["environment"] {
        Yaml::Hash(map) => map
            .iter()
            .map(|(k, v)| {
                let name = text(k, "a variable name");
                let value = if v.is_null() {
                    String::new()
                } else {
                    text(v, &name)
                };
                (name, value)
            })
            .collect(),
        Yaml::Array(list) => list
            .iter()
            .map(|item| {
                let item = text(item, "an environment entry");
                let (name, value) = item.split_once('=').unwrap_or((&item, ""));
                (name.to_owned(), value.to_owned())
            })
            .collect(),
        Yaml::BadValue => Vec::new(),
        other => panic!("environment is neither a mapping nor a list: {other:?}"),
    }
}

fn variable<'a>(env: &'a [(String, String)], name: &str, what: &str) -> &'a str {
    env.iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
        .unwrap_or_else(|| panic!("{what} does not set {name}"))
}

/// The container side of each published port (`[IP:][HOST:]CONTAINER[/PROTO]`, or the long form).
fn container_ports(service: &Yaml) -> Vec<u16> {
    let ports = service["ports"]
        .as_vec()
        .expect("the server service publishes a port");
    ports
        .iter()
        .map(|port| {
            let container = if port.is_hash() {
                text(&port["target"], "ports[].target")
            } else {
                let spec = text(port, "a port");
                let last = spec.rsplit(':').next().unwrap_or(&spec).to_owned();
                last.split('/').next().unwrap_or(&last).to_owned()
            };
            container
                .parse()
                .unwrap_or_else(|e| panic!("container port {container:?}: {e}"))
        })
        .collect()
}

#[derive(Debug, PartialEq, Eq)]
struct PostgresUrl {
    user: String,
    password: String,
    host: String,
    port: u16,
    database: String,
}

fn parse_postgres_url(url: &str) -> PostgresUrl {
    let rest = url
        .strip_prefix("postgres://")
        .or_else(|| url.strip_prefix("postgresql://"))
        .unwrap_or_else(|| panic!("{url:?} is not a postgres:// URL"));
    let (userinfo, rest) = rest
        .rsplit_once('@')
        .unwrap_or_else(|| panic!("{url:?} has no user"));
    let (user, password) = userinfo.split_once(':').unwrap_or((userinfo, ""));
    let (hostport, database) = rest
        .split_once('/')
        .unwrap_or_else(|| panic!("{url:?} names no database"));
    let database = database.split('?').next().unwrap_or(database);
    let (host, port) = hostport.rsplit_once(':').unwrap_or((hostport, "5432"));
    PostgresUrl {
        user: user.to_owned(),
        password: password.to_owned(),
        host: host.to_owned(),
        port: port
            .parse()
            .unwrap_or_else(|e| panic!("{url:?}: port: {e}")),
        database: database.to_owned(),
    }
}

fn server_service(compose: &Yaml) -> &Yaml {
    let server = &compose["services"]["server"];
    assert!(server.is_hash(), "no `server` service");
    server
}

fn db_service(compose: &Yaml) -> &Yaml {
    let db = &compose["services"]["db"];
    assert!(db.is_hash(), "no `db` service");
    db
}

#[test]
fn compose_builds_the_server_from_the_dockerfile() {
    let compose = compose();
    let server = server_service(&compose);
    let (context, dockerfile) = match &server["build"] {
        Yaml::Hash(_) => (
            text(&server["build"]["context"], "build.context"),
            scalar(&server["build"]["dockerfile"]).unwrap_or_else(|| "Dockerfile".into()),
        ),
        build => (text(build, "build"), "Dockerfile".into()),
    };
    let dockerfile = root().join(context).join(dockerfile);
    assert!(
        dockerfile.is_file(),
        "the server is built from {}, which does not exist",
        dockerfile.display()
    );
    for name in ["server", "db"] {
        assert_eq!(
            scalar(&compose["services"][name]["restart"]).as_deref(),
            Some("unless-stopped"),
            "service {name} restarts unless stopped"
        );
    }
}

#[test]
fn compose_sets_only_variables_the_server_reads() {
    let compose = compose();
    let server = server_service(&compose);
    assert!(
        server["command"].is_badvalue() && server["entrypoint"].is_badvalue(),
        "the server service is configured through its environment only"
    );
    let env = environment(server);
    assert!(!env.is_empty(), "the server service sets no environment");
    let names: BTreeSet<&str> = env.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names.len(), env.len(), "a variable is set twice: {env:?}");
    // Every name is one the server reads, and every value parses as the server would parse it.
    config_from(&env, "the compose server service");
    assert!(names.contains("DATABASE_URL") && names.contains("ALBION_BIND"));
}

#[test]
fn published_port_matches_the_bind_address_and_the_image() {
    let compose = compose();
    let server = server_service(&compose);
    let env = environment(server);
    let bind: SocketAddr = variable(&env, "ALBION_BIND", "the server service")
        .parse()
        .expect("ALBION_BIND is an address");
    assert!(
        bind.ip().is_unspecified(),
        "inside a container the server must listen on every interface, not {bind}"
    );
    let ports = container_ports(server);
    assert_eq!(
        ports,
        vec![bind.port()],
        "published container port vs ALBION_BIND"
    );

    let image = Dockerfile::read();
    let runtime = image.final_stage();
    let exposed: Vec<u16> = runtime
        .iter()
        .filter(|i| i.keyword == "EXPOSE")
        .flat_map(|i| i.args.split_whitespace())
        .map(|p| p.split('/').next().unwrap().parse().expect("EXPOSE port"))
        .collect();
    assert_eq!(exposed, vec![bind.port()], "Dockerfile EXPOSE vs compose");
    let image_env = Dockerfile::env(runtime);
    let image_bind: SocketAddr = variable(&image_env, "ALBION_BIND", "the Dockerfile")
        .parse()
        .expect("the Dockerfile's ALBION_BIND is an address");
    assert!(image_bind.ip().is_unspecified());
    assert_eq!(
        image_bind.port(),
        bind.port(),
        "Dockerfile ALBION_BIND vs compose"
    );
}

#[test]
fn database_url_names_the_db_service_and_its_credentials() {
    let compose = compose();
    let server = server_service(&compose);
    let db = db_service(&compose);
    let url = parse_postgres_url(variable(
        &environment(server),
        "DATABASE_URL",
        "the server service",
    ));
    let db_env = environment(db);
    let expected = PostgresUrl {
        user: variable(&db_env, "POSTGRES_USER", "the db service").to_owned(),
        password: variable(&db_env, "POSTGRES_PASSWORD", "the db service").to_owned(),
        host: "db".to_owned(),
        port: 5432,
        database: variable(&db_env, "POSTGRES_DB", "the db service").to_owned(),
    };
    assert!(
        !expected.password.is_empty(),
        "POSTGRES_PASSWORD has a default"
    );
    assert_eq!(url, expected);
    assert_eq!(
        scalar(&server["depends_on"]["db"]["condition"]).as_deref(),
        Some("service_healthy"),
        "the server waits for a healthy db"
    );
}

#[test]
fn db_service_has_a_healthcheck_and_a_declared_named_volume() {
    let compose = compose();
    let db = db_service(&compose);
    let image = text(&db["image"], "db image");
    assert!(
        image.starts_with("postgres:15") || image.starts_with("postgres:16"),
        "db image {image}: PGDATA below assumes postgres 15 or 16"
    );
    let test = match &db["healthcheck"]["test"] {
        Yaml::Array(parts) => parts
            .iter()
            .map(|p| text(p, "healthcheck.test"))
            .collect::<Vec<_>>()
            .join(" "),
        other => text(other, "healthcheck.test"),
    };
    assert!(test.contains("pg_isready"), "db healthcheck: {test:?}");

    let declared = compose["volumes"]
        .as_hash()
        .expect("top-level volumes are declared");
    let volumes = db["volumes"].as_vec().expect("the db service has a volume");
    let data = volumes
        .iter()
        .map(|v| {
            if v.is_hash() {
                (text(&v["source"], "source"), text(&v["target"], "target"))
            } else {
                let spec = text(v, "a volume");
                let mut parts = spec.split(':');
                let source = parts.next().unwrap_or_default().to_owned();
                (source, parts.next().unwrap_or_default().to_owned())
            }
        })
        .find(|(_, target)| target == "/var/lib/postgresql/data")
        .expect("the db keeps /var/lib/postgresql/data in a volume");
    assert!(
        declared.contains_key(&Yaml::String(data.0.clone())),
        "volume {:?} is a declared named volume (not a path)",
        data.0
    );
}

// ---------------------------------------------------------------------------------------------
// docker-compose.yml, profile `cluster`: NATS, several nodes, Caddy in front (deploy/Caddyfile).

/// The profile of the multi-node services.
const CLUSTER: &str = "cluster";

fn service<'a>(compose: &'a Yaml, name: &str) -> &'a Yaml {
    let service = &compose["services"][name];
    assert!(service.is_hash(), "no `{name}` service");
    service
}

fn profiles(service: &Yaml) -> Vec<String> {
    match &service["profiles"] {
        Yaml::BadValue => Vec::new(),
        Yaml::Array(list) => list.iter().map(|p| text(p, "a profile")).collect(),
        other => panic!("profiles is not a list: {other:?}"),
    }
}

/// `depends_on` as `(service, condition)`, in the short (list) or long (mapping) form.
fn depends_on(service: &Yaml) -> Vec<(String, String)> {
    match &service["depends_on"] {
        Yaml::BadValue => Vec::new(),
        Yaml::Array(list) => list
            .iter()
            .map(|s| (text(s, "depends_on"), "service_started".to_owned()))
            .collect(),
        Yaml::Hash(map) => map
            .iter()
            .map(|(name, v)| {
                let condition =
                    scalar(&v["condition"]).unwrap_or_else(|| "service_started".to_owned());
                (text(name, "depends_on"), condition)
            })
            .collect(),
        other => panic!("depends_on is neither a list nor a mapping: {other:?}"),
    }
}

/// The host side of each published port (`[IP:]HOST:CONTAINER`), interpolated.
fn host_ports(service: &Yaml) -> Vec<String> {
    service["ports"]
        .as_vec()
        .map(|ports| {
            ports
                .iter()
                .map(|port| {
                    if port.is_hash() {
                        text(&port["published"], "ports[].published")
                    } else {
                        let spec = text(port, "a port");
                        let (host, _) = spec
                            .rsplit_once(':')
                            .unwrap_or_else(|| panic!("{spec:?} publishes no host port"));
                        host.to_owned()
                    }
                })
                .collect()
        })
        .unwrap_or_default()
}

/// A `healthcheck.test` as an argument vector: `["CMD", …]`, `["CMD-SHELL", "…"]` or a string.
fn healthcheck_argv(service: &Yaml, what: &str) -> Vec<String> {
    match &service["healthcheck"]["test"] {
        Yaml::Array(parts) => {
            let parts: Vec<String> = parts.iter().map(|p| text(p, "healthcheck.test")).collect();
            match parts.first().map(String::as_str) {
                Some("CMD") => parts[1..].to_vec(),
                Some("CMD-SHELL") => argv(&parts[1..].join(" ")),
                _ => panic!("{what}: healthcheck.test starts with CMD or CMD-SHELL: {parts:?}"),
            }
        }
        Yaml::BadValue => panic!("{what} has no healthcheck"),
        other => argv(&text(other, "healthcheck.test")),
    }
}

fn build_of(service: &Yaml) -> (String, String) {
    match &service["build"] {
        Yaml::Hash(_) => (
            text(&service["build"]["context"], "build.context"),
            scalar(&service["build"]["dockerfile"]).unwrap_or_else(|| "Dockerfile".into()),
        ),
        Yaml::BadValue => panic!("the service is not built"),
        build => (text(build, "build"), "Dockerfile".into()),
    }
}

/// `docker compose up -d` starts only `server` and `db`, as before; every multi-node service is in
/// the `cluster` profile, so that it starts only when asked for.
#[test]
fn compose_default_is_one_server_and_the_cluster_is_a_profile() {
    let compose = compose();
    let services = compose["services"].as_hash().unwrap();
    let mut default = BTreeSet::new();
    let mut cluster = BTreeSet::new();
    for (name, service) in services {
        let name = text(name, "a service name");
        let profiles = profiles(service);
        if profiles.is_empty() {
            default.insert(name);
        } else {
            assert_eq!(profiles, [CLUSTER], "profiles of {name}");
            cluster.insert(name);
        }
    }
    assert_eq!(
        default,
        BTreeSet::from(["db".to_owned(), "server".to_owned()]),
        "services that `docker compose up -d` starts"
    );
    assert_eq!(
        cluster,
        BTreeSet::from(["lb".to_owned(), "nats".to_owned(), "node".to_owned()]),
        "services of the cluster profile"
    );
    for name in &cluster {
        assert_eq!(
            scalar(&compose["services"][name.as_str()]["restart"]).as_deref(),
            Some("unless-stopped"),
            "service {name} restarts unless stopped"
        );
    }
    // `docker compose --profile cluster up -d lb` starts lb and what it needs: every node (and
    // through them the database and NATS), never the single server.
    let mut needed = BTreeSet::new();
    let mut todo = vec!["lb".to_owned()];
    while let Some(name) = todo.pop() {
        if needed.insert(name.clone()) {
            let service = service(&compose, &name);
            todo.extend(depends_on(service).into_iter().map(|(n, _)| n));
        }
    }
    assert_eq!(
        needed,
        BTreeSet::from(["db", "lb", "nats", "node"].map(str::to_owned)),
        "what `up lb` starts"
    );
    // Both front doors publish the same host port: one or the other runs.
    assert_eq!(
        host_ports(service(&compose, "lb")),
        host_ports(server_service(&compose)),
        "lb and server publish the same host port"
    );
}

#[test]
fn compose_nats_runs_jetstream_from_the_official_image() {
    let compose = compose();
    let nats = service(&compose, "nats");
    let image = text(&nats["image"], "nats image");
    assert!(image.starts_with("nats:2.10"), "nats image {image}");
    let command: Vec<String> = match &nats["command"] {
        Yaml::Array(parts) => parts.iter().map(|p| text(p, "command")).collect(),
        other => argv(&text(other, "nats command")),
    };
    assert!(
        command.iter().any(|a| a == "-js" || a == "--jetstream"),
        "nats runs with JetStream: {command:?}"
    );
    assert!(
        host_ports(nats).is_empty(),
        "NATS is for the nodes only, not published on the host"
    );
}

#[test]
fn compose_nodes_are_the_server_image_on_one_database_with_nats() {
    let compose = compose();
    let server = server_service(&compose);
    let node = service(&compose, "node");
    assert_eq!(
        build_of(node),
        build_of(server),
        "node is built as server is"
    );
    assert!(
        node["command"].is_badvalue() && node["entrypoint"].is_badvalue(),
        "the node service is configured through its environment only"
    );
    let replicas = node["deploy"]["replicas"]
        .as_i64()
        .expect("node sets deploy.replicas");
    assert!(replicas >= 2, "several nodes: {replicas}");
    assert!(
        node["ports"].is_badvalue(),
        "nodes publish no host port: clients come through lb"
    );

    let env = environment(node);
    let names: BTreeSet<&str> = env.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names.len(), env.len(), "a variable is set twice: {env:?}");
    // Every name is one the server reads, and every value parses as the server would parse it.
    let config = config_from(&env, "the compose node service");
    assert!(
        !names.contains("ALBION_NODE_ID"),
        "ALBION_NODE_ID is left unset: every replica would share one id"
    );
    assert_eq!(config.node_id, None);
    assert_eq!(
        variable(&env, "DATABASE_URL", "the node service"),
        variable(&environment(server), "DATABASE_URL", "the server service"),
        "nodes use the database the single server uses"
    );
    assert_eq!(config.lease_ms, 10_000);
    let bind = config.bind;
    assert!(bind.ip().is_unspecified(), "node listens on {bind}");
    assert_eq!(
        bind.port(),
        container_ports(server)[0],
        "a node listens where the server does"
    );

    // ALBION_NATS_URL names the nats service, on NATS's client port.
    let nats_url = config.nats_url.expect("node sets ALBION_NATS_URL");
    let authority = nats_url
        .strip_prefix("nats://")
        .unwrap_or_else(|| panic!("{nats_url:?} is not nats://"));
    let (host, port) = authority
        .split_once(':')
        .unwrap_or_else(|| panic!("{nats_url:?} has no port"));
    assert_eq!(host, "nats", "ALBION_NATS_URL names the nats service");
    assert_eq!(port, "4222", "NATS's client port");

    let deps = depends_on(node);
    assert!(
        deps.contains(&("db".to_owned(), "service_healthy".to_owned())),
        "nodes wait for PostgreSQL to be ready: {deps:?}"
    );
    assert!(
        deps.iter().any(|(n, _)| n == "nats"),
        "nodes start after NATS: {deps:?}"
    );

    // The health check is the binary's own probe, on the node's ALBION_BIND port.
    let probe = healthcheck_argv(node, "node");
    assert_eq!(
        file_name(&probe[0]),
        bin_name(),
        "node healthcheck: {probe:?}"
    );
    let cli = Cli::try_parse_from(&probe).unwrap_or_else(|e| panic!("{probe:?}: {e}"));
    let Some(Command::Healthcheck(healthcheck)) = cli.command else {
        panic!("node healthcheck {probe:?} does not run the healthcheck mode");
    };
    let target = healthcheck.target(bind).expect("a probe target");
    assert_eq!(target.authority, format!("127.0.0.1:{}", bind.port()));
    assert_eq!(target.path, "/readyz");
}

/// The Caddyfile's tokens, comments dropped (a `#` starts a comment at the start of a token).
fn caddyfile_tokens(text: &str) -> Vec<String> {
    text.lines()
        .flat_map(|line| {
            line.split_whitespace()
                .take_while(|t| !t.starts_with('#'))
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn compose_lb_is_caddy_in_front_of_every_node() {
    let compose = compose();
    let lb = service(&compose, "lb");
    let image = text(&lb["image"], "lb image");
    assert!(image.starts_with("caddy:2"), "lb image {image}");
    assert!(
        depends_on(lb).iter().any(|(n, _)| n == "node"),
        "lb starts after the nodes"
    );
    let probe = healthcheck_argv(lb, "lb").join(" ");
    assert!(probe.contains("/readyz"), "lb healthcheck: {probe}");

    // The Caddyfile is mounted where the image reads it.
    let volumes = lb["volumes"].as_vec().expect("lb mounts its Caddyfile");
    let caddyfile = volumes
        .iter()
        .map(|v| {
            if v.is_hash() {
                (text(&v["source"], "source"), text(&v["target"], "target"))
            } else {
                let spec = text(v, "a volume");
                let mut parts = spec.split(':');
                let source = parts.next().unwrap_or_default().to_owned();
                (source, parts.next().unwrap_or_default().to_owned())
            }
        })
        .find(|(_, target)| target == "/etc/caddy/Caddyfile")
        .expect("lb mounts /etc/caddy/Caddyfile")
        .0;
    let path = caddyfile.trim_start_matches("./");
    assert!(
        root().join(path).is_file(),
        "lb mounts {caddyfile}, which does not exist"
    );

    // Its site listens on the container port lb publishes, and proxies to the node service at
    // the port a node binds.
    let tokens = caddyfile_tokens(&read(path));
    let published = container_ports(lb);
    assert_eq!(published.len(), 1, "lb publishes one port");
    assert_eq!(
        tokens.first().map(String::as_str),
        Some(format!(":{}", published[0]).as_str()),
        "the Caddyfile's site address"
    );
    assert!(
        tokens.iter().any(|t| t == "reverse_proxy"),
        "the Caddyfile proxies"
    );
    let node_env = environment(service(&compose, "node"));
    let bind: SocketAddr = variable(&node_env, "ALBION_BIND", "the node service")
        .parse()
        .unwrap();
    let dynamic = tokens
        .windows(4)
        .find(|w| w[0] == "dynamic")
        .expect("reverse_proxy finds its upstreams with `dynamic a SERVICE PORT`");
    assert_eq!(dynamic[1], "a", "dynamic A records");
    assert_eq!(dynamic[2], "node", "the upstreams are the node service");
    assert_eq!(dynamic[3], bind.port().to_string(), "the nodes' port");
}

// ---------------------------------------------------------------------------------------------
// Dockerfile

#[derive(Debug)]
struct Instruction {
    keyword: String,
    args: String,
}

struct Dockerfile {
    instructions: Vec<Instruction>,
}

impl Dockerfile {
    /// Instructions with continuation lines joined and comments dropped.
    fn read() -> Self {
        let mut instructions = Vec::new();
        let mut current = String::new();
        for line in read("Dockerfile").lines() {
            let trimmed = line.trim();
            if trimmed.starts_with('#') || (trimmed.is_empty() && current.is_empty()) {
                continue;
            }
            if let Some(start) = trimmed.strip_suffix('\\') {
                current.push_str(start);
                current.push(' ');
                continue;
            }
            current.push_str(trimmed);
            let (keyword, args) = current
                .split_once(char::is_whitespace)
                .unwrap_or((&current, ""));
            instructions.push(Instruction {
                keyword: keyword.to_ascii_uppercase(),
                args: args.trim().to_owned(),
            });
            current.clear();
        }
        assert!(
            current.is_empty(),
            "the Dockerfile ends inside a continuation"
        );
        Self { instructions }
    }

    fn stages(&self) -> Vec<&[Instruction]> {
        let starts: Vec<usize> = (0..self.instructions.len())
            .filter(|&i| self.instructions[i].keyword == "FROM")
            .collect();
        assert!(!starts.is_empty(), "no FROM in the Dockerfile");
        starts
            .iter()
            .enumerate()
            .map(|(n, &start)| {
                let end = starts
                    .get(n + 1)
                    .copied()
                    .unwrap_or(self.instructions.len());
                &self.instructions[start..end]
            })
            .collect()
    }

    fn final_stage(&self) -> &[Instruction] {
        self.stages().last().copied().unwrap()
    }

    /// `ENV` of a stage, in `NAME=value …` or the old `NAME value` form.
    fn env(stage: &[Instruction]) -> Vec<(String, String)> {
        let mut env = Vec::new();
        for i in stage.iter().filter(|i| i.keyword == "ENV") {
            let first = i.args.split_whitespace().next().unwrap_or_default();
            if first.contains('=') {
                for pair in i.args.split_whitespace() {
                    let (name, value) = pair.split_once('=').expect("ENV NAME=value");
                    env.push((name.to_owned(), value.trim_matches('"').to_owned()));
                }
            } else {
                let value = i.args[first.len()..].trim();
                env.push((first.to_owned(), value.trim_matches('"').to_owned()));
            }
        }
        env
    }
}

/// The argument vector of an exec-form (`["a", "b"]`) or shell-form command.
fn argv(command: &str) -> Vec<String> {
    if command.starts_with('[') {
        serde_json::from_str(command).unwrap_or_else(|e| panic!("{command:?}: {e}"))
    } else {
        command.split_whitespace().map(str::to_owned).collect()
    }
}

/// `[[bin]] name` in server/Cargo.toml.
fn bin_name() -> String {
    let manifest = read("server/Cargo.toml");
    let mut in_bin = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_bin = line == "[[bin]]";
        } else if in_bin
            && let Some(value) = line.strip_prefix("name")
            && let Some(value) = value.trim_start().strip_prefix('=')
        {
            return value.trim().trim_matches('"').to_owned();
        }
    }
    panic!("no [[bin]] name in server/Cargo.toml");
}

fn file_name(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or(path)
}

#[test]
fn dockerfile_builds_and_runs_the_server_binary() {
    let bin = bin_name();
    assert_eq!(
        Path::new(BIN).file_stem().unwrap().to_str(),
        Some(bin.as_str())
    );
    let image = Dockerfile::read();
    let stages = image.stages();
    assert!(stages.len() >= 2, "a multi-stage build");

    let build = stages
        .iter()
        .flat_map(|s| s.iter())
        .find(|i| i.keyword == "RUN" && i.args.contains("cargo build"))
        .expect("a RUN with cargo build");
    let words: Vec<&str> = build.args.split_whitespace().collect();
    for flag in ["--release", "--locked"] {
        assert!(words.contains(&flag), "cargo build {flag}: {}", build.args);
    }
    assert!(
        words.windows(2).any(|w| w == ["--bin", bin.as_str()]),
        "cargo build --bin {bin}: {}",
        build.args
    );
    assert!(
        words.windows(2).any(|w| w == ["-p", "server"]),
        "cargo build -p server: {}",
        build.args
    );

    let runtime = image.final_stage();
    assert!(
        !runtime[0].args.contains("rust:"),
        "the runtime image is not the Rust toolchain: {}",
        runtime[0].args
    );
    let copied = runtime
        .iter()
        .find(|i| i.keyword == "COPY" && i.args.starts_with("--from="))
        .expect("the runtime stage copies the binary from the build stage");
    assert!(
        copied.args.split_whitespace().any(|p| file_name(p) == bin),
        "COPY of {bin}: {}",
        copied.args
    );
    let entry = runtime
        .iter()
        .rev()
        .find(|i| i.keyword == "ENTRYPOINT" || i.keyword == "CMD")
        .expect("an ENTRYPOINT");
    assert_eq!(file_name(&argv(&entry.args)[0]), bin, "ENTRYPOINT");
}

/// Whether `.dockerignore` leaves `path` (relative, `/` between parts) out of the build context:
/// Docker's rules for the patterns used here (`*`, `?`, `**`, a leading `!` to take back), a
/// pattern matching the path or any folder above it, the last matching pattern deciding.
fn docker_ignores(path: &str) -> bool {
    fn segment(pattern: &[u8], name: &[u8]) -> bool {
        match (pattern.first(), name.first()) {
            (None, None) => true,
            (Some(b'*'), _) => {
                segment(&pattern[1..], name) || (!name.is_empty() && segment(pattern, &name[1..]))
            }
            (Some(b'?'), Some(_)) => segment(&pattern[1..], &name[1..]),
            (Some(p), Some(n)) if p == n => segment(&pattern[1..], &name[1..]),
            _ => false,
        }
    }
    fn parts(pattern: &[&str], path: &[&str]) -> bool {
        match (pattern.first(), path.first()) {
            (None, None) => true,
            (Some(&"**"), _) => {
                parts(&pattern[1..], path) || (!path.is_empty() && parts(pattern, &path[1..]))
            }
            (Some(p), Some(n)) => {
                segment(p.as_bytes(), n.as_bytes()) && parts(&pattern[1..], &path[1..])
            }
            _ => false,
        }
    }
    let path: Vec<&str> = path.split('/').collect();
    let mut ignored = false;
    for line in read(".dockerignore").lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (keep, pattern) = match line.strip_prefix('!') {
            Some(p) => (true, p),
            None => (false, line),
        };
        let pattern: Vec<&str> = pattern
            .trim_start_matches('/')
            .trim_end_matches('/')
            .split('/')
            .filter(|p| !p.is_empty() && *p != ".")
            .collect();
        if (1..=path.len()).any(|n| parts(&pattern, &path[..n])) {
            ignored = !keep;
        }
    }
    ignored
}

/// The image serves the browser client: `server/build.rs` embeds `web/dist`, which must be in the
/// build context (it is committed, built), while the client's toolchain must not.
#[test]
fn docker_build_context_has_the_built_client_and_not_its_toolchain() {
    let image = Dockerfile::read();
    let build = &image.stages()[0];
    assert!(
        build
            .iter()
            .any(|i| i.keyword == "COPY" && matches!(i.args.as_str(), ". ." | ". /src" | ". ./")),
        "the build stage copies the whole context (web/dist included)"
    );
    assert!(
        root().join("web/dist/index.html").is_file(),
        "web/dist is built and committed"
    );
    for kept in [
        "web/dist",
        "web/dist/index.html",
        "web/dist/assets/index-0123abcd.js",
        "web/dist/favicon.svg",
        "server/build.rs",
        "server/src/web.rs",
        "Cargo.lock",
    ] {
        assert!(!docker_ignores(kept), ".dockerignore leaves out {kept}");
    }
    for left_out in [
        "web/node_modules",
        "web/node_modules/vite/package.json",
        "target/release/albion-server",
        "data/albion.db",
        ".git/HEAD",
    ] {
        assert!(docker_ignores(left_out), ".dockerignore keeps {left_out}");
    }
}

#[test]
fn dockerfile_runs_as_a_non_root_user() {
    let image = Dockerfile::read();
    let user = image
        .final_stage()
        .iter()
        .rev()
        .find(|i| i.keyword == "USER")
        .expect("a USER in the runtime stage");
    let name = user.args.split(':').next().unwrap_or_default();
    assert!(
        !name.is_empty() && name != "root" && name != "0",
        "USER {}",
        user.args
    );
}

#[test]
fn dockerfile_environment_is_read_by_the_server_and_keeps_sqlite_in_the_volume() {
    let image = Dockerfile::read();
    let runtime = image.final_stage();
    let env = Dockerfile::env(runtime);
    let config = config_from(&env, "the Dockerfile");
    let path = config
        .database_url
        .strip_prefix("sqlite://")
        .expect("the image defaults to SQLite");
    let volumes: Vec<String> = runtime
        .iter()
        .filter(|i| i.keyword == "VOLUME")
        .flat_map(|i| argv(&i.args))
        .collect();
    assert!(
        volumes
            .iter()
            .any(|v| Path::new(path).starts_with(v) && v.starts_with('/')),
        "the SQLite file {path} lies in a VOLUME ({volumes:?})"
    );
}

#[test]
fn dockerfile_healthcheck_runs_the_healthcheck_mode_on_the_exposed_port() {
    let image = Dockerfile::read();
    let runtime = image.final_stage();
    let check = runtime
        .iter()
        .find(|i| i.keyword == "HEALTHCHECK")
        .expect("a HEALTHCHECK");
    let (_, command) = check
        .args
        .split_once("CMD ")
        .expect("HEALTHCHECK [options] CMD command");
    let argv = argv(command.trim());
    assert_eq!(
        file_name(&argv[0]),
        bin_name(),
        "HEALTHCHECK runs the server binary"
    );
    let cli = Cli::try_parse_from(&argv).unwrap_or_else(|e| panic!("HEALTHCHECK {argv:?}: {e}"));
    let Some(Command::Healthcheck(healthcheck)) = cli.command else {
        panic!("HEALTHCHECK {argv:?} does not run the healthcheck mode");
    };
    // In the container the probe follows the image's ALBION_BIND.
    let env = Dockerfile::env(runtime);
    let bind: SocketAddr = variable(&env, "ALBION_BIND", "the Dockerfile")
        .parse()
        .unwrap();
    let target = healthcheck.target(bind).expect("a probe target");
    assert_eq!(target.authority, format!("127.0.0.1:{}", bind.port()));
    assert_eq!(target.path, "/readyz");
}

// ---------------------------------------------------------------------------------------------
// README

/// Rows `(flag, variable, default)` of the README's `| flag | variable | default | meaning |`
/// table, with backticks removed.
fn readme_rows() -> Vec<(String, String, String)> {
    let readme = read("README.md");
    let lines: Vec<&str> = readme.lines().collect();
    let headers: Vec<usize> = (0..lines.len())
        .filter(|&i| {
            let cells = cells(lines[i]);
            cells.len() >= 3 && cells[..3] == ["flag", "variable", "default"]
        })
        .collect();
    assert_eq!(headers.len(), 1, "the README has one configuration table");
    lines[headers[0] + 1..]
        .iter()
        .take_while(|l| l.trim_start().starts_with('|'))
        // The delimiter row: `|---|---|…`.
        .filter(|l| !l.chars().all(|c| matches!(c, '|' | '-' | ':' | ' ')))
        .map(|l| {
            let c = cells(l);
            assert!(c.len() >= 4, "a short row: {l}");
            (c[0].clone(), c[1].clone(), c[2].clone())
        })
        .collect()
}

fn cells(line: &str) -> Vec<String> {
    let line = line.trim();
    let Some(inner) = line.strip_prefix('|').and_then(|l| l.strip_suffix('|')) else {
        return Vec::new();
    };
    inner
        .split('|')
        .map(|c| c.trim().trim_matches('`').to_owned())
        .collect()
}

/// The README's default cell for a setting that has none.
const UNSET: &str = "(unset)";

#[test]
fn readme_table_lists_every_setting_with_its_default() {
    let rows = readme_rows();
    let settings = settings();
    for s in &settings {
        let row = rows
            .iter()
            .find(|(flag, _, _)| *flag == s.flag)
            .unwrap_or_else(|| panic!("the README's table does not list {}", s.flag));
        assert_eq!(row.1, s.variable, "variable of {}", s.flag);
        // A setting without a default (an Option, off when unset) reads `(unset)`.
        let default = if s.default.is_empty() {
            UNSET
        } else {
            s.default.as_str()
        };
        assert_eq!(row.2, default, "default of {}", s.flag);
    }
    for (flag, _, _) in &rows {
        assert!(
            settings.iter().any(|s| &s.flag == flag),
            "the README lists {flag}, which the server does not have"
        );
    }
    assert_eq!(rows.len(), settings.len(), "one row per setting");
}

#[test]
fn readme_self_hosting_section_covers_compose_backups_and_the_healthcheck() {
    let readme = read("README.md");
    let start = readme
        .find("\n## Self-hosting")
        .expect("a Self-hosting section");
    let section = &readme[start + 1..];
    let section = &section[..section[1..].find("\n## ").map_or(section.len(), |i| i + 1)];
    for needle in [
        "docker compose up",
        "albion-server healthcheck",
        "pg_dump",
        ".backup",
        "reverse_proxy",
        "proxy_set_header Upgrade",
    ] {
        assert!(section.contains(needle), "Self-hosting mentions {needle:?}");
    }
}

/// The README's `### Several nodes`, inside Self-hosting.
fn readme_several_nodes() -> String {
    let readme = read("README.md");
    let start = readme
        .find("\n### Several nodes\n")
        .expect("a Several nodes part");
    let self_hosting = readme.find("\n## Self-hosting").expect("Self-hosting");
    let next = readme[self_hosting + 1..]
        .find("\n## ")
        .map_or(readme.len(), |i| self_hosting + 1 + i);
    assert!(
        self_hosting < start && start < next,
        "Several nodes is part of Self-hosting"
    );
    let section = &readme[start + 1..next];
    let end = section[1..].find("\n### ").map_or(section.len(), |i| i + 1);
    section[..end].to_owned()
}

#[test]
fn readme_several_nodes_runs_the_cluster_profile_and_real_commands() {
    let section = readme_several_nodes();
    for needle in [
        "docker compose --profile cluster up -d lb",
        "--nats-url",
        "--node-id",
        "ALBION_LEASE_MS",
        "--nats-prefix",
        "epoch",
        "1001",
        "GET /api/lobbies",
    ] {
        assert!(
            section.contains(needle),
            "Several nodes mentions {needle:?}"
        );
    }
    // The service named on the command line is lb, in the cluster profile.
    let compose = compose();
    assert_eq!(profiles(service(&compose, "lb")), [CLUSTER]);

    // The by-hand commands parse as the server's command line: several nodes with NATS, distinct
    // ids and addresses, on the PostgreSQL database that `DATABASE_URL` names.
    let url = section
        .lines()
        .find_map(|l| l.trim().strip_prefix("export DATABASE_URL="))
        .expect("the by-hand example sets DATABASE_URL");
    assert!(url.starts_with("postgres://"), "{url}");
    parse_postgres_url(url);
    let nodes: Vec<Config> = section
        .lines()
        .filter(|l| l.trim_start().starts_with(&format!("{} ", bin_name())))
        .map(|l| {
            let argv: Vec<&str> = l.split_whitespace().collect();
            let mut argv: Vec<String> = argv.iter().map(|a| (*a).to_owned()).collect();
            argv.push(format!("--database-url={url}"));
            Cli::try_parse_from(&argv)
                .unwrap_or_else(|e| panic!("{l:?}: {e}"))
                .config
        })
        .collect();
    assert!(nodes.len() >= 2, "several albion-server commands");
    let ids: BTreeSet<_> = nodes.iter().map(|c| c.node_id.clone()).collect();
    let binds: BTreeSet<_> = nodes.iter().map(|c| c.bind).collect();
    let nats: BTreeSet<_> = nodes.iter().map(|c| c.nats_url.clone()).collect();
    assert_eq!(ids.len(), nodes.len(), "node ids differ");
    assert!(ids.iter().all(Option::is_some), "every node is named");
    assert_eq!(binds.len(), nodes.len(), "nodes bind different addresses");
    assert_eq!(nats.len(), 1, "one NATS server");
    assert!(
        nats.iter()
            .all(|n| n.as_deref().is_some_and(|n| n.starts_with("nats://"))),
        "{nats:?}"
    );
}

// ---------------------------------------------------------------------------------------------
// The healthcheck mode, on the real binary.

const WAIT: Duration = Duration::from_secs(20);

/// Runs `albion-server ARGS` with `env` and none of the server's own variables inherited.
async fn run_bin(args: &[&str], env: &[(&str, String)]) -> Output {
    let mut command = tokio::process::Command::new(BIN);
    command.args(args).kill_on_drop(true);
    for s in settings() {
        command.env_remove(s.variable);
    }
    command.envs(env.iter().map(|(k, v)| (k, v)));
    tokio::time::timeout(WAIT, command.output())
        .await
        .expect("the healthcheck finishes in time")
        .expect("the binary runs")
}

fn describe(out: &Output) -> String {
    format!(
        "{}; stdout {:?}; stderr {:?}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

#[tokio::test]
async fn healthcheck_mode_passes_against_a_ready_server() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("albion.db").display());
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(server::run(listener, Config::with_database(url), async {
        let _ = stopped.await;
    }));
    let deadline = tokio::time::Instant::now() + WAIT;
    while status_of(addr, "/readyz").await != 200 {
        assert!(tokio::time::Instant::now() < deadline, "server not ready");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }

    let out = run_bin(
        &["healthcheck", "--url", &format!("http://{addr}/readyz")],
        &[],
    )
    .await;
    assert!(out.status.success(), "--url: {}", describe(&out));

    // As in the container: no --url, the port taken from ALBION_BIND on every interface.
    let bind = format!("0.0.0.0:{}", addr.port());
    let out = run_bin(&["healthcheck"], &[("ALBION_BIND", bind)]).await;
    assert!(out.status.success(), "from ALBION_BIND: {}", describe(&out));

    let _ = stop.send(());
    tokio::time::timeout(WAIT, task)
        .await
        .expect("server stops")
        .unwrap()
        .unwrap();
}

#[tokio::test]
async fn healthcheck_mode_fails_on_a_closed_port() {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    drop(listener);
    let out = run_bin(
        &["healthcheck", "--url", &format!("http://{addr}/readyz")],
        &[],
    )
    .await;
    assert_eq!(out.status.code(), Some(1), "{}", describe(&out));
}

/// A one-shot server that answers every connection with `answer` (or, when `None`, says nothing).
async fn fake_server(answer: Option<&'static str>) -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((mut s, _)) = listener.accept().await {
            let mut buf = [0u8; 1024];
            let _ = s.read(&mut buf).await;
            match answer {
                Some(answer) => {
                    let _ = s.write_all(answer.as_bytes()).await;
                }
                None => held.push(s),
            }
        }
    });
    addr
}

#[tokio::test]
async fn healthcheck_mode_fails_on_an_error_status_or_silence() {
    let unavailable = fake_server(Some(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-length: 0\r\n\r\n",
    ))
    .await;
    let out = run_bin(
        &[
            "healthcheck",
            "--url",
            &format!("http://{unavailable}/readyz"),
        ],
        &[],
    )
    .await;
    assert_eq!(out.status.code(), Some(1), "503: {}", describe(&out));

    let ok = fake_server(Some("HTTP/1.1 204 No Content\r\n\r\n")).await;
    let out = run_bin(
        &["healthcheck", "--url", &format!("http://{ok}/readyz")],
        &[],
    )
    .await;
    assert!(out.status.success(), "204: {}", describe(&out));

    let silent = fake_server(None).await;
    let started = std::time::Instant::now();
    let out = run_bin(
        &[
            "healthcheck",
            "--timeout-secs",
            "1",
            "--url",
            &format!("http://{silent}/readyz"),
        ],
        &[],
    )
    .await;
    assert_eq!(out.status.code(), Some(1), "silence: {}", describe(&out));
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "the probe gives up after its timeout"
    );

    let out = run_bin(&["healthcheck", "--url", "https://127.0.0.1:1/"], &[]).await;
    assert_eq!(out.status.code(), Some(1), "https: {}", describe(&out));
}
