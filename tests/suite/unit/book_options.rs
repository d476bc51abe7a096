//! The tests of `arbitre::book::options` (src/book/options.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::book::options::*;

#[test]
fn reads_mdbook_keys() {
    let o = MdbookOptions::read(
        "[rust]\nedition = \"2021\"\n[output.html]\nmathjax-support = true\n[output.html.playground]\nrunnable = false\n[output.html.code.hidelines]\npython = \"~\"\n[preprocessor.x]\nafter = [\"links\"]\nrenderers = [\"html\"]\n[preprocessor.y]\ncommand = \"./y.sh\"\n",
    );
    assert!(o.math && !o.runnable && !o.editable);
    assert_eq!(o.edition.as_deref(), Some("2021"));
    assert_eq!(o.hidelines["python"], "~");
    assert_eq!(o.preprocessors[0].command, "mdbook-x");
    assert_eq!(o.preprocessors[0].after, ["links"]);
    assert_eq!(o.preprocessors[1].command, "./y.sh");
    assert_eq!(o.preprocessors[1].renderers, None);
    let d = MdbookOptions::read("");
    assert!(d.runnable && !d.math && d.use_default_preprocessors);
}
