//! The shape of `server/src`: its top-level modules depend on each other without cycles, so each
//! can be read (and changed) knowing only the modules below it.
//!
//! A module's dependencies are the `crate::NAME` paths its files name outside comments (in `use`
//! lines and in code), `crate::{A, B::…}` groups included. Child modules naming their own parent
//! (`super::`) are part of the same module and not counted.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

type Graph = BTreeMap<String, BTreeSet<String>>;

/// The Rust files under `dir`, recursively.
fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `text` without its `//` comments (doc comments included: an intra-doc link is no dependency).
fn without_comments(text: &str) -> String {
    text.lines()
        .map(|line| match line.find("//") {
            // `//` inside a string literal (a URL, say) ends nothing that matters here: such a
            // line names no `crate::` path after it in this crate.
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The first identifier of `s`.
fn ident(s: &str) -> &str {
    let end = s
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    &s[..end]
}

/// The top-level modules `code` names through `crate::`.
fn named_modules(code: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let group = &group[..group.find('}').unwrap_or(group.len())];
            for part in group.split(',') {
                let name = ident(part.trim());
                if !name.is_empty() {
                    names.insert(name.to_owned());
                }
            }
        } else {
            names.insert(ident(rest).to_owned());
        }
    }
    names
}

/// Each top-level module of `src` and the other top-level modules it names.
fn module_graph(src: &Path) -> Graph {
    let modules: BTreeSet<String> = fs::read_dir(src)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter_map(|p| {
            let name = p.file_stem()?.to_str()?.to_owned();
            (p.is_dir() || p.extension().is_some_and(|e| e == "rs")).then_some(name)
        })
        .filter(|m| m != "lib" && m != "main")
        .collect();
    let mut graph = Graph::new();
    for module in &modules {
        let mut files = Vec::new();
        let dir = src.join(module);
        if dir.is_dir() {
            rust_files(&dir, &mut files);
        }
        let file = src.join(format!("{module}.rs"));
        if file.is_file() {
            files.push(file);
        }
        let deps = graph.entry(module.clone()).or_default();
        for file in files {
            let code = without_comments(&fs::read_to_string(&file).unwrap());
            deps.extend(
                named_modules(&code)
                    .into_iter()
                    .filter(|n| n != module && modules.contains(n)),
            );
        }
    }
    graph
}

/// A cycle of `graph` (its modules in order, the first repeated at the end), if it has one.
fn find_cycle(graph: &Graph) -> Option<Vec<String>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        Open,
        Done,
    }
    fn visit(
        node: &str,
        graph: &Graph,
        marks: &mut BTreeMap<String, Mark>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        match marks.get(node) {
            Some(Mark::Done) => return None,
            Some(Mark::Open) => {
                let from = path.iter().position(|n| n == node).unwrap();
                let mut cycle = path[from..].to_vec();
                cycle.push(node.to_owned());
                return Some(cycle);
            }
            None => {}
        }
        marks.insert(node.to_owned(), Mark::Open);
        path.push(node.to_owned());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, graph, marks, path) {
                return Some(cycle);
            }
        }
        path.pop();
        marks.insert(node.to_owned(), Mark::Done);
        None
    }
    let mut marks = BTreeMap::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut marks, &mut Vec::new()))
}

#[test]
fn the_server_modules_depend_on_each_other_without_cycles() {
    let graph = module_graph(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    // The modules this test must see, or it would pass by reading nothing.
    for module in [
        "cluster",
        "conn",
        "directory",
        "game",
        "http",
        "lobby",
        "store",
    ] {
        assert!(
            graph.contains_key(module),
            "no module {module} in {graph:?}"
        );
    }
    assert!(
        graph["conn"].contains("directory") && graph["directory"].contains("cluster"),
        "the dependencies were not read: {graph:#?}"
    );
    if let Some(cycle) = find_cycle(&graph) {
        panic!(
            "server/src has a module cycle: {}\n{graph:#?}",
            cycle.join(" -> ")
        );
    }
}

#[test]
fn a_cycle_is_found_when_there_is_one() {
    let code =
        "use crate::{lobby::Lobby, store};\n// crate::http in a comment\nlet x = crate::game::f();";
    assert_eq!(
        named_modules(&without_comments(code)),
        ["game", "lobby", "store"].map(String::from).into()
    );
    let mut graph = Graph::new();
    graph.entry("a".into()).or_default().insert("b".into());
    graph.entry("b".into()).or_default().insert("c".into());
    graph.entry("c".into()).or_default();
    assert_eq!(find_cycle(&graph), None);
    graph.get_mut("c").unwrap().insert("a".into());
    assert_eq!(
        find_cycle(&graph),
        Some(["a", "b", "c", "a"].map(String::from).to_vec())
    );
}
