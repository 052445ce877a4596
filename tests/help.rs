//! What the command says of itself, all made from its argument definitions: `--help` and
//! `help`, the manual pages (`man`, `man --dir`) and the shell completions.

use crate::harness::{Scratch, run, stderr, stdout, sudograph};

#[test]
fn help_says_examples_when_it_gives_several() {
    let output = sudograph()
        .args(["bench", "--help"])
        .output()
        .expect("runs");
    let help = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(help.contains("Examples:\n  sudograph bench"), "{help}");
    let output = sudograph()
        .args(["colour", "--help"])
        .output()
        .expect("runs");
    let help = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(!help.contains("dot --solve"), "{help}");
}

/// `help --help` is the `help` command's own help, and `help COMMAND --help` the command's,
/// as `COMMAND --help` is.
#[test]
fn help_asked_of_help_is_answered() {
    for flag in ["--help", "-h"] {
        let output = run(&["help", flag], "");
        assert!(output.status.success(), "help {flag}: {}", stderr(&output));
        assert!(
            stdout(&output).contains("Usage: sudograph help [COMMAND]..."),
            "{}",
            stdout(&output)
        );
    }
    let asked = run(&["help", "solve", "--help"], "");
    assert!(asked.status.success(), "{}", stderr(&asked));
    assert_eq!(stdout(&asked), stdout(&run(&["help", "solve"], "")));
    assert!(stdout(&asked).contains("Usage: sudograph solve [OPTIONS]"));
}

#[test]
fn completions_and_the_manual_come_from_the_definitions() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let output = sudograph()
            .args(["completions", shell])
            .output()
            .expect("runs");
        assert!(output.status.success(), "{shell}");
        let script = String::from_utf8(output.stdout).expect("UTF-8");
        for word in ["sudograph", "solve", "regions", "format"] {
            assert!(script.contains(word), "{shell} completions lack {word}");
        }
    }
    let output = sudograph().arg("man").output().expect("runs");
    assert!(output.status.success());
    let page = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(page.starts_with(".ie"), "roff");
    assert!(page.contains(".TH sudograph 1"));
    for command in [
        "solve", "check", "count", "generate", "dot", "bench", "colour",
    ] {
        assert!(page.contains(command), "the manual names {command}");
    }
}

#[test]
fn man_dir_writes_a_page_per_command() {
    let scratch = Scratch::new("options-man");
    let dir = scratch.join("share/man1");
    let output = run(&["man", "--dir", dir.to_str().expect("UTF-8")], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let commands: Vec<&str> =
        "solve check count grade hint marks transform generate dot bench colour completions man"
            .split(' ')
            .collect();
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("the folder is made")
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .collect();
    names.sort();
    let mut expected: Vec<String> = commands
        .iter()
        .map(|c| format!("sudograph-{c}.1"))
        .chain(["sudograph.1".to_string()])
        .collect();
    expected.sort();
    assert_eq!(names, expected);
    let page = |name: &str| std::fs::read_to_string(dir.join(name)).expect("a page");
    for &command in &commands {
        let text = page(&format!("sudograph-{command}.1"));
        assert!(
            text.contains(&format!(".TH sudograph-{command} 1")),
            "{text}"
        );
        assert!(text.contains(".SH OPTIONS"), "{command}: {text}");
    }
    assert!(page("sudograph-solve.1").contains("\\-\\-max\\-nodes"));
    assert!(page("sudograph-generate.1").contains("\\-\\-box"));
    // `man` alone prints the main page, and every page it names is one of those written.
    let main = stdout(&run(&["man"], ""));
    assert_eq!(main, page("sudograph.1"));
    let mut named: Vec<String> = main
        .split("sudograph\\-")
        .skip(1)
        .filter_map(|rest| {
            let name: String = rest.chars().take_while(char::is_ascii_lowercase).collect();
            rest[name.len()..].starts_with("(1)").then_some(name)
        })
        .collect();
    named.sort();
    named.dedup();
    assert_eq!(named.len(), commands.len(), "{main}");
    for name in named {
        assert!(dir.join(format!("sudograph-{name}.1")).exists(), "{name}");
    }
    let said = stderr(&output);
    assert!(said.starts_with("wrote 14 manual pages to "), "{said}");
}
