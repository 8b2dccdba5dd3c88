"""A third language is a catalogue file: no code changes.

A French catalogue with a handful of texts is written to a temporary folder named by the setting
CHAN_LOCALE_DIRS; the language switch then offers it, every page renders in it (its own texts where
it has them, English where it does not), and the other languages are untouched.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from google.protobuf.text_format import MessageToString
from streamlit.testing.v1 import AppTest

from ui.i18n import LOCALE_DIRS_SETTING, langs, language_name, read_catalogue, t

ROOT = Path(__file__).resolve().parent.parent
PAGES = sorted(p.name for p in (ROOT / "pages").glob("*.py"))

FRENCH = """\
[meta]
name = "Français"

[app]
app_sidebar_note = "Les règles suivent le profil choisi ci-dessus."
nav_home = "Accueil"
nav_rules = "Règles"
bad_input = "Saisie incorrecte : {error}"

[play]
title = "Partie guidée"

[glossary]
chan = "Deux cartes identiques, par exemple 5v 5v."
"""


@pytest.fixture
def french(tmp_path, monkeypatch):
    (tmp_path / "fr.toml").write_text(FRENCH, encoding="utf-8")
    monkeypatch.setenv(LOCALE_DIRS_SETTING, str(tmp_path))
    return tmp_path


def test_a_catalogue_file_adds_a_language_that_falls_back_to_english(french):
    assert langs()[0] == "en" and {"vi", "fr"} <= set(langs())
    assert language_name("fr") == "Français"
    assert t("app.bad_input", "fr", error="x") == "Saisie incorrecte : x"
    assert t("app.glossary", "fr") == t("app.glossary", "en")  # untranslated: English
    assert t("app.bad_input", "vi", error="x") == "Nhập sai: x"  # the others unchanged


def test_without_the_setting_there_is_no_third_language(monkeypatch):
    monkeypatch.delenv(LOCALE_DIRS_SETTING, raising=False)
    assert "fr" not in langs()


def test_a_broken_catalogue_is_refused_with_its_name(tmp_path):
    bad = tmp_path / "xx.toml"
    bad.write_text('[app]\nnav_home = "Home"\n', encoding="utf-8")  # no [meta] name
    with pytest.raises(ValueError, match=r"xx\.toml: \[meta\] needs a name"):
        read_catalogue(bad)
    bad.write_text("[meta\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"xx\.toml: not a readable catalogue"):
        read_catalogue(bad)


def shown(at: AppTest) -> str:
    out: list[str] = []

    def walk(node):
        proto = getattr(node, "proto", None)
        if proto is not None:
            out.append(MessageToString(proto, as_utf8=True))
        for child in getattr(node, "children", {}).values():
            walk(child)

    walk(at._tree)
    return "\n".join(out)


def test_the_language_switch_offers_the_new_language(french):
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60).run()
    switch = at.sidebar.radio[0]
    assert "fr" in switch.options or "Français" in shown(at)
    switch.set_value("fr").run()
    assert not at.exception
    assert at.session_state["lang"] == "fr"


@pytest.mark.parametrize("page", PAGES)
def test_every_page_renders_in_the_new_language(french, page):
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
    at.session_state["lang"] = "fr"
    at.run()
    assert not at.exception
    assert "Les règles suivent le profil" in shown(at)  # the sidebar in French
    at.switch_page(f"pages/{page}").run()
    assert not at.exception, f"{page}: {at.exception}"
    if page == "play.py":
        assert "Partie guidée" in shown(at)


def test_a_message_kept_in_page_state_is_shown_in_the_new_language(french):
    """Messages are kept as a Text in every language there is (ui.i18n.said), so a refusal shows in
    French — and in Vietnamese after a switch — not in the English of an (English, Vietnamese) pair."""
    at = AppTest.from_file(str(ROOT / "pages" / "analyser.py"), default_timeout=30)
    at.session_state["lang"] = "fr"
    at.run()
    at.text_area(key="_an_hand_text").set_value("2v 3x")
    at.button(key="_an_apply").click().run()
    assert any(e.value.startswith("Saisie incorrecte : ") for e in at.error), [e.value for e in at.error]
    at.session_state["lang"] = "vi"
    at.run()  # the same message, drawn again in the language now chosen
    assert any(e.value.startswith("Nhập sai: ") for e in at.error), [e.value for e in at.error]


def test_the_glossary_is_translated_in_the_catalogue_file(french):
    """The glossary's definitions are catalogue texts: the French file translates one term, the
    others read in English, and the Rules page's glossary draws both."""
    from ui.glossary import glossary_html, term_definition

    assert term_definition("chan", "fr") == "Deux cartes identiques, par exemple 5v 5v."
    assert term_definition("ca", "fr") == term_definition("ca", "en")
    drawn = glossary_html("fr")
    assert "Deux cartes identiques" in drawn and term_definition("ca", "en") in drawn
